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
 * The line index is built by lint_where_index() before the rules run; the
 * DWARF index on first use, once per object.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf/btf_ext_walk.h"
#include "elf/dwarf_decls.h"
#include "lint/model/lint_obj.h"
#include "lint/model/lint_where.h"
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
	free(o->lines);
	free(o->line_order);
	o->lines = NULL;
	o->line_order = NULL;
	o->nr_lines = o->nr_line_order = 0;
}

struct line_reader {
	struct lint_obj *o;
	const char *sec;	/* of the records being read */
	size_t cap;
};

static int line_sec(enum bl_btf_ext_kind kind, uint32_t *name_off, uint32_t num_info,
		    void *ctx)
{
	struct line_reader *lr = ctx;

	lr->sec = btf__str_by_offset(lr->o->btf, *name_off);
	return 0;
}

static int line_rec(enum bl_btf_ext_kind kind, union bl_btf_ext_rec *r, void *ctx)
{
	struct line_reader *lr = ctx;
	struct lint_obj *o = lr->o;
	struct lint_line *l;

	if (kind != BL_BTF_EXT_LINE)
		return 0;
	if (o->nr_lines == lr->cap) {
		void *tmp;

		lr->cap = lr->cap ? lr->cap * 2 : 64;
		tmp = realloc(o->lines, lr->cap * sizeof(*o->lines));
		if (!tmp)
			return -ENOMEM;
		o->lines = tmp;
	}
	l = &o->lines[o->nr_lines++];
	l->sec = lr->sec;
	l->insn_off = r->line.insn_off;
	l->file = btf__str_by_offset(o->btf, r->line.file_name_off);
	l->line = BPF_LINE_INFO_LINE_NUM(r->line.line_col);
	l->col = BPF_LINE_INFO_LINE_COL(r->line.line_col);
	return 0;
}

/* .BTF.ext line info; silently absent when that part is malformed. */
static int read_line_info(struct lint_obj *o)
{
	static const struct bl_btf_ext_visitor v = { line_sec, line_rec };
	struct line_reader lr = { .o = o };
	const struct bl_section *s;
	size_t idx;
	int err;

	idx = bl_elf_find_section(o->elf, ".BTF.ext");
	if (!idx || !o->btf)
		return 0;
	s = &o->elf->secs[idx];
	if (!s->data)
		return 0;
	err = bl_btf_ext_walk(o->btf, s->data, s->size,
			      BL_BTF_EXT_PART(BL_BTF_EXT_LINE), &v, &lr);
	if (err == -ENOMEM)
		return err;
	if (err)
		o->nr_lines = 0;
	return 0;
}

static int cmp_line(const void *a, const void *b)
{
	const struct lint_line *x = *(const struct lint_line *const *)a;
	const struct lint_line *y = *(const struct lint_line *const *)b;
	/* one string per section name offset: mostly the same pointer */
	int c = x->sec == y->sec ? 0 : strcmp(x->sec, y->sec);

	if (c)
		return c;
	if (x->insn_off != y->insn_off)
		return x->insn_off < y->insn_off ? -1 : 1;
	return x < y ? -1 : x > y;
}

/* A run of line infos of one .BTF.ext section, in file order. */
struct line_run {
	size_t start, end;
};

static int cmp_run(const void *a, const void *b, void *ctx)
{
	const struct line_run *x = a, *y = b;
	const struct lint_line *lines = ctx;
	int c = strcmp(lines[x->start].sec, lines[y->start].sec);

	return c ? c : x->start < y->start ? -1 : 1;
}

/*
 * The order cmp_line() gives, from the runs: clang writes each section's
 * line infos together and by offset, so only the sections need sorting
 * (hundreds, not the hundreds of thousands of records). False when the
 * records are not like that: then they are sorted one by one.
 */
static bool order_by_runs(struct lint_obj *o)
{
	struct line_run *runs;
	size_t i, nr = 0, r;
	bool ok = true;

	for (i = 0; i < o->nr_lines; i++)
		nr += !i || o->lines[i].sec != o->lines[i - 1].sec;
	runs = malloc((nr + 1) * sizeof(*runs));
	if (!runs)
		return false;
	for (i = 0, nr = 0; i < o->nr_lines && ok; i++) {
		if (!i || o->lines[i].sec != o->lines[i - 1].sec)
			runs[nr++] = (struct line_run){ i, i };
		else
			ok = o->lines[i].insn_off >= o->lines[i - 1].insn_off;
		runs[nr - 1].end = i + 1;
	}
	if (ok)
		qsort_r(runs, nr, sizeof(*runs), cmp_run, o->lines);
	/* two runs of one name would interleave by offset: not this way */
	for (r = 1; ok && r < nr; r++)
		ok = strcmp(o->lines[runs[r].start].sec, o->lines[runs[r - 1].start].sec);
	for (r = 0; ok && r < nr; r++)
		for (i = runs[r].start; i < runs[r].end; i++)
			if (o->lines[i].line)
				o->line_order[o->nr_line_order++] = &o->lines[i];
	free(runs);
	return ok;
}

/* Findings look line info up by section: sort it once. */
static int index_lines(struct lint_obj *o)
{
	size_t i;

	o->line_order = malloc((o->nr_lines + 1) * sizeof(*o->line_order));
	if (!o->line_order)
		return -ENOMEM;
	if (order_by_runs(o))
		return 0;
	o->nr_line_order = 0;
	for (i = 0; i < o->nr_lines; i++)
		if (o->lines[i].line)
			o->line_order[o->nr_line_order++] = &o->lines[i];
	qsort(o->line_order, o->nr_line_order, sizeof(*o->line_order), cmp_line);
	return 0;
}

/* The line infos of section @sec, in offset order: *n of them. */
static const struct lint_line *const *lines_of(const struct lint_obj *o,
					       const char *sec, size_t *n)
{
	size_t lo = 0, hi = o->nr_line_order, end;

	*n = 0;
	if (!o->line_order)	/* no line info was read */
		return NULL;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(o->line_order[mid]->sec, sec) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (end = lo, hi = o->nr_line_order; end < hi;) {	/* past the last */
		size_t mid = end + (hi - end) / 2;

		if (strcmp(o->line_order[mid]->sec, sec) <= 0)
			end = mid + 1;
		else
			hi = mid;
	}
	*n = end - lo;
	return o->line_order + lo;
}

/* The first line info (lowest instruction) of program section @sec. */
const struct lint_line *lint_line_first(const struct lint_obj *o, const char *sec)
{
	size_t n;
	const struct lint_line *const *l = lines_of(o, sec, &n);

	return n ? l[0] : NULL;
}

/* The line info covering byte @insn_off of @sec: the last at or before it. */
const struct lint_line *lint_line_for(const struct lint_obj *o,
				      const char *sec, size_t insn_off)
{
	size_t n, lo = 0, hi;
	const struct lint_line *const *l = lines_of(o, sec, &n);

	for (hi = n; lo < hi;) {
		size_t mid = lo + (hi - lo) / 2;

		if (l[mid]->insn_off <= insn_off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? l[lo - 1] : NULL;
}

int lint_where_index(struct lint_obj *o)
{
	int err;

	if (!o->elf)
		return 0;
	err = read_line_info(o);
	if (!err)
		err = index_lines(o);
	return err;
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

	pin->located = true;
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

	if (pin->located || !path || !strcmp(path, "-") ||
	    bl_map_file(path, &buf, &len, &mapped))
		return;
	o.buf = buf;
	o.len = len;
	lint_locate_pin(&o, pin);	/* no model: libdw gets a copy */
	lint_where_fini(&o);
	bl_unmap_file(buf, len, mapped);
}
