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

#include "elf/dwarf_decls.h"
#include "lint/lint_int.h"
#include "util/file_io.h"

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

static const struct bl_dwarf_decl *find_decl(struct lint_obj *o, const char *name)
{
	if (!o->decls_done) {
		o->decls_done = true;
		/* without them, findings only go without a source line */
		bl_dwarf_decls_read(o->buf, o->len, dwarf_needs_copy(o), &o->decls);
	}
	return bl_dwarf_decl_find(&o->decls, name);
}

void lint_where_fini(struct lint_obj *o)
{
	bl_dwarf_decls_free(&o->decls);
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
	const struct bl_dwarf_decl *d;
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
	const struct bl_dwarf_decl *d = find_decl(o, pin->name);

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
