// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Source locations for findings, so editors and CI problem matchers can
 * jump to them:
 *   - an instruction: its .BTF.ext line info;
 *   - a program section: the section's first line info;
 *   - a map or other variable: its DWARF declaration (libdw);
 *   - a data section (`maps`, `.maps.NAME`): the declaration of the first
 *     variable placed in it;
 *   - a verifier failure: the last "@ file:line" the verifier log names.
 * The DWARF index is built on first use, once per object.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <dwarf.h>
#include <elfutils/libdw.h>

#include "lint/lint_int.h"
#include "util/file_io.h"

struct lint_decl {
	char *name;
	char *file;
	unsigned int line, col;
};

static int decl_cmp(const void *a, const void *b)
{
	const struct lint_decl *x = a, *y = b;

	return strcmp(x->name, y->name);
}

/*
 * dwarf_decl_file() of elfutils 0.188 treats file index 0 as "none", but in
 * DWARF 5 (clang >= 14) index 0 is the primary source file: look it up in
 * the CU's file table ourselves then.
 */
static const char *decl_file(Dwarf_Die *cu, Dwarf_Die *die)
{
	const char *file = dwarf_decl_file(die);
	Dwarf_Attribute attr;
	Dwarf_Files *files;
	Dwarf_Word idx;
	size_t nr;

	if (file)
		return file;
	if (dwarf_formudata(dwarf_attr(die, DW_AT_decl_file, &attr), &idx) ||
	    dwarf_getsrcfiles(cu, &files, &nr) || idx >= nr)
		return NULL;
	return dwarf_filesrc(files, idx, NULL, NULL);
}

static int add_decl(struct lint_obj *o, Dwarf_Die *cu, Dwarf_Die *die,
		    size_t *cap)
{
	const char *name = dwarf_diename(die), *file = decl_file(cu, die);
	struct lint_decl *d;
	int line = 0, col = 0;

	if (!name || !file || dwarf_decl_line(die, &line) || line <= 0)
		return 0;
	dwarf_decl_column(die, &col);
	if (o->nr_decls == *cap) {
		void *tmp;

		*cap = *cap ? *cap * 2 : 16;
		tmp = realloc(o->decls, *cap * sizeof(*o->decls));
		if (!tmp)
			return -ENOMEM;
		o->decls = tmp;
	}
	d = &o->decls[o->nr_decls];
	d->name = strdup(name);
	d->file = strdup(file);
	d->line = line;
	d->col = col > 0 ? col : 0;
	if (!d->name || !d->file) {
		free(d->name);
		free(d->file);
		return -ENOMEM;
	}
	o->nr_decls++;
	return 0;
}

/*
 * Whether libdw would write into the image it reads: dwarf_begin_elf()
 * inflates compressed debug sections (SHF_COMPRESSED, GNU .zdebug_*) in
 * place, and libelf may convert the other byte order there. The linted
 * bytes are the caller's, const and possibly a read-only mapping (a
 * -gz object of 256 KiB or more was a SIGSEGV): libdw then gets a copy.
 */
static bool dwarf_needs_copy(const struct lint_obj *o)
{
	size_t i;

	if (!o->elf || o->elf->swapped)
		return true;
	for (i = 1; i < o->elf->nr_secs; i++)
		if (o->elf->secs[i].z || !strncmp(o->elf->secs[i].name, ".zdebug", 7))
			return true;
	return false;
}

/* Top-level DW_TAG_variable DIEs of every CU, sorted by name. */
static void index_dwarf(struct lint_obj *o)
{
	Dwarf_Off off = 0, next;
	size_t hsize, cap = 0;
	char *copy = NULL;
	Elf *elf;
	Dwarf *dw;

	o->decls_done = true;
	if (dwarf_needs_copy(o)) {
		copy = malloc(o->len);
		if (!copy)
			return;
		memcpy(copy, o->buf, o->len);
	}
	/* otherwise libelf and libdw only read the image */
	elf = elf_memory(copy ? copy : (char *)o->buf, o->len);
	if (!elf) {
		free(copy);
		return;
	}
	dw = dwarf_begin_elf(elf, DWARF_C_READ, NULL);
	while (dw && !dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL, NULL)) {
		Dwarf_Die cu, child;

		if (dwarf_offdie(dw, off + hsize, &cu) &&
		    dwarf_child(&cu, &child) == 0) {
			do {
				if (dwarf_tag(&child) == DW_TAG_variable &&
				    add_decl(o, &cu, &child, &cap))
					break;
			} while (dwarf_siblingof(&child, &child) == 0);
		}
		off = next;
	}
	if (dw)
		dwarf_end(dw);
	elf_end(elf);
	free(copy);
	if (o->nr_decls)
		qsort(o->decls, o->nr_decls, sizeof(*o->decls), decl_cmp);
}

static const struct lint_decl *find_decl(struct lint_obj *o, const char *name)
{
	struct lint_decl key = { .name = (char *)name };

	if (!o->decls_done)
		index_dwarf(o);
	if (!o->nr_decls)
		return NULL;
	return bsearch(&key, o->decls, o->nr_decls, sizeof(*o->decls), decl_cmp);
}

void lint_where_fini(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_decls; i++) {
		free(o->decls[i].name);
		free(o->decls[i].file);
	}
	free(o->decls);
}

/* The named symbol at the lowest offset of data section @sec, or NULL. */
static const char *first_var_in(const struct lint_obj *o, const char *sec)
{
	size_t shndx = o->elf ? lint_sec_find(o, sec) : 0;

	if (!shndx || bl_sec_is_prog(&o->elf->secs[shndx]) || !o->first_sym[shndx])
		return NULL;
	return o->elf->syms[o->first_sym[shndx]].name;
}

static int set_source(struct bpflint_finding *f, const char *file,
		      unsigned int line, unsigned int col)
{
	f->src_file = strdup(file);
	if (!f->src_file)
		return -ENOMEM;
	f->src_line = line;
	f->src_col = col;
	return 0;
}

void lint_locate(struct lint_obj *o, struct bpflint_finding *f)
{
	const struct lint_line *l = NULL;
	const struct lint_decl *d;
	const char *var;

	if (f->src_file || !f->where)
		return;
	if (f->insn >= 0)
		l = lint_line_for(o, f->where, f->insn * sizeof(struct bpf_insn));
	if (!l)
		l = lint_line_first(o, f->where);
	if (l && l->file) {
		if (set_source(f, l->file, l->line, l->col))
			o->err = -ENOMEM;
		return;
	}
	d = find_decl(o, f->where);
	if (!d && (var = first_var_in(o, f->where)))
		d = find_decl(o, var);
	if (d && set_source(f, d->file, d->line, d->col))
		o->err = -ENOMEM;
}

/*
 * The verifier names source lines as "; <code> @ file.c:LINE" (Linux 6.x);
 * the last one before the error is where it stopped. The kernel prints the
 * file's base name: take the full name from the object's line info.
 */
void lint_locate_vlog(struct lint_obj *o, struct bpflint_finding *f,
		      const char *vlog)
{
	const char *p, *at = NULL, *file = NULL, *base;
	unsigned int line = 0, col = 0;
	size_t i, n;

	for (p = vlog; p && (p = strstr(p, " @ ")); p += 3)
		if (p[3] && p[3] != '\n')
			at = p + 3;
	if (!at)
		return;
	n = strcspn(at, ":\n");
	if (at[n] != ':' || !n || (line = strtoul(at + n + 1, NULL, 10)) == 0)
		return;
	for (i = 0; i < o->nr_lines && !file; i++) {
		const char *lf = o->lines[i].file;

		base = lf ? strrchr(lf, '/') : NULL;
		base = base ? base + 1 : lf;
		if (base && strlen(base) == n && !memcmp(base, at, n))
			file = lf;
	}
	for (i = 0; file && i < o->nr_lines && !col; i++)
		if (o->lines[i].line == line && o->lines[i].file &&
		    !strcmp(o->lines[i].file, file))
			col = o->lines[i].col;
	free(f->src_file);
	f->src_file = file ? strdup(file) : strndup(at, n);
	f->src_line = f->src_file ? line : 0;
	if (!f->src_file)
		o->err = -ENOMEM;
	f->src_col = col;
}

/* A pinned map's declaration, for the cross-file rule that runs later. */
void lint_locate_pin(struct lint_obj *o, struct lint_pin *pin)
{
	const struct lint_decl *d = find_decl(o, pin->name);

	if (d && (pin->src_file = strdup(d->file))) {
		pin->src_line = d->line;
		pin->src_col = d->col;
	}
}

void lint_locate_pin_in_file(const char *path, struct lint_pin *pin)
{
	struct lint_obj o = { 0 };
	const void *buf;
	size_t len;
	bool mapped;

	if (pin->src_file || !path || !strcmp(path, "-") ||
	    bl_map_file(path, &buf, &len, &mapped))
		return;
	o.buf = buf;
	o.len = len;
	lint_locate_pin(&o, pin);	/* no model: libdw gets a copy */
	lint_where_fini(&o);
	bl_unmap_file(buf, len, mapped);
}
