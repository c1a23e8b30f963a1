// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The edits of an object's programs: each legacy ID/KEY tail-call section
 * renamed MAP/KEY, the `static` taken out of programs the binary
 * conversion makes global, and (--prog-array-init) the prototypes of a
 * prog array's slot programs.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "convert/prog_syms.h"
#include "source/find/tail_find.h"
#include "source/patch/sp_run.h"

/* Where tail-call program @func (in section @sec) is defined, and the
 * attribute naming its section: DWARF, else the --source files by name. */
static const char *tail_locate(struct sp_run *r, const struct bl_dwarf_decls *dd,
			       const char *func, const char *sec, struct sp_file **sf,
			       struct bl_tail_attr *a, unsigned int *line)
{
	const struct bl_dwarf_decl *dw = bl_dwarf_decl_find(dd, func);
	const char *why = "no DWARF in the object (build with -g) and no --source file defines it";
	struct bl_tail_attr ta;
	unsigned int l;
	size_t i;

	*sf = NULL;
	if (dw) {
		*line = dw->line;
		*sf = bl_sp_get_file(r, bl_sp_is_dir(dd->comp_dir) ? dd->comp_dir : r->root, dw->file, &why);
		return *sf ? bl_src_find_tail_attr(&(*sf)->scan, func, dw->line, sec, a, line) : why;
	}
	for (i = 0; i < r->opts->nr_sources; i++) {
		struct sp_file *f = bl_sp_get_file(r, NULL, r->opts->sources[i], &why);
		const char *w;

		if (!f)
			continue;
		w = bl_src_find_tail_attr(&f->scan, func, 0, sec, &ta, &l);
		if (w && !strcmp(w, "no definition of this function in the sources"))
			continue;
		if (*sf)
			return "defined in more than one --source file";
		*sf = f;
		*a = ta;
		*line = l;
		why = w;
	}
	return *sf ? why : "no DWARF in the object (build with -g) and no --source file defines it";
}

/* Whether the conversion makes program symbol @sym global (it was static). */
static bool made_global(const struct bl_plan *p, size_t sym)
{
	size_t i;

	for (i = 0; i < p->nr_prog_fixes; i++)
		if (p->prog_fixes[i].sym == sym)
			return p->prog_fixes[i].kind == BL_PROG_FIX_STATIC;
	return false;
}

/* The prototype of a program whose `static` the patch takes out, without
 * it: a static declaration ahead would keep the definition static. */
static void drop_static_word(char *proto)
{
	char *s = proto, *e;

	while ((s = strstr(s, "static"))) {
		e = s + 6;
		if ((s == proto || s[-1] == ' ' || s[-1] == '\t' || s[-1] == '\n') &&
		    (*e == ' ' || *e == '\t' || *e == '\n')) {
			while (*e == ' ' || *e == '\t' || *e == '\n')
				e++;
			memmove(s, e, strlen(e) + 1);
			return;
		}
		s = e;
	}
}

/*
 * --prog-array-init: a prog array's slot names a program, whose prototype
 * (its header less the section attribute) must come before the array: the
 * program must be defined in the array's file, its section attribute a
 * macro call. Appends it to l->protos.
 */
const char *bl_sp_prog_slot(struct sp_run *r, const struct bl_plan *p,
			    const struct bl_dwarf_decls *dd, struct sp_loc *l, size_t sym)
{
	const char *func = p->in->syms[sym].name, *why;
	struct sp_file *sf = NULL;
	struct bl_tail_attr a;
	unsigned int line;
	char *proto, *all;
	size_t t;

	for (t = 0; t < p->nr_tails && p->tails[t].func_sym != sym; t++)
		;
	if (t == p->nr_tails)
		return "a slot's program is no tail-call program";
	why = tail_locate(r, dd, func, p->in->secs[p->tails[t].shndx].name, &sf, &a, &line);
	if (why)
		return "a slot's program cannot be found or rewritten in the sources (--prog-array-init)";
	if (sf != l->sf)
		return "a slot's program is defined in another file than the prog array (--prog-array-init): declare it before the array by hand";
	proto = bl_src_tail_proto(&sf->scan, &a);
	if (!proto)
		return "a slot's program has its section in __attribute__((...)) (--prog-array-init): declare it before the array by hand";
	if (made_global(p, sym))
		drop_static_word(proto);
	if (asprintf(&all, "%s%s", l->protos ? l->protos : "", proto) < 0) {
		free(proto);
		return "out of memory";
	}
	free(proto);
	free(l->protos);
	l->protos = all;
	return NULL;
}

/*
 * Each legacy `ID/KEY` tail-call program becomes `MAP/KEY`, naming its prog
 * array, which the rewritten map definition no longer ties by id: the
 * rebuilt object stays self-describing (tailcalls.c reads it back). Only
 * for prog arrays this patch rewrites; a literal is replaced in place (the
 * project's own macro stays), `__section_tail(ID, KEY)` by SEC("MAP/KEY").
 */
int bl_sp_rewrite_tails(struct sp_run *r, const char *object, const struct bl_plan *p,
			const struct bl_dwarf_decls *dd, const struct sp_loc *locs)
{
	size_t i;
	int err = 0;

	for (i = 0; i < p->nr_tails && !err; i++) {
		const struct bl_tail_slot *t = &p->tails[i];
		const char *func = p->in->syms[t->func_sym].name;
		struct sp_file *sf = NULL;
		struct bl_tail_attr a;
		unsigned int line = 0;
		const struct bl_tok *ta, *tb;
		const char *why;
		char *text;

		/* MAP/KEY already; or its prog array is left (and listed), whose
		 * legacy id still ties the section to it */
		if (t->named || !locs[t->map].done)
			continue;
		why = tail_locate(r, dd, func, p->in->secs[t->shndx].name, &sf, &a, &line);
		if (why) {
			err = bl_sp_leave(r, sf ? sf->rel : object, line, func, "%s", why);
			if (!err)
				r->res->left[r->res->nr_left - 1].program = true;
			continue;
		}
		if (asprintf(&text, a.macro ? "SEC(\"%s/%u\")" : "\"%s/%u\"",
			     p->lm.maps[t->map].name, t->key) < 0)
			return -ENOMEM;
		ta = &sf->scan.toks[a.first];
		tb = &sf->scan.toks[a.last];
		err = bl_sp_add_edit(r, sf, ta->off, tb->off + tb->len, text, object, a.macro, func, line);
		if (!err)
			r->res->nr_rewritten++;
	}
	return err;
}

/* The edit removing the `static` at token @k of @sf: with the blanks after
 * it, or its whole line when it stands alone there. */
static int drop_static(struct sp_run *r, struct sp_file *sf, size_t k, const char *object,
		       const char *func)
{
	const struct bl_tok *t = &sf->scan.toks[k];
	size_t a = t->off, b = t->off + t->len, ls = a;
	char *text = strdup("");

	if (!text)
		return -ENOMEM;
	while (b < sf->len && (sf->text[b] == ' ' || sf->text[b] == '\t'))
		b++;
	while (ls && (sf->text[ls - 1] == ' ' || sf->text[ls - 1] == '\t'))
		ls--;
	if ((!ls || sf->text[ls - 1] == '\n') && b < sf->len && sf->text[b] == '\n') {
		a = ls;
		b++;
	}
	return bl_sp_add_edit(r, sf, a, b, text, object, false, func, t->line);
}

/* Where program @func is defined: DWARF, else the one --source file that
 * defines it. */
static const char *prog_locate(struct sp_run *r, const struct bl_dwarf_decls *dd,
			       const char *func, struct sp_file **sf, size_t *toks,
			       size_t max, size_t *nr, unsigned int *line)
{
	const struct bl_dwarf_decl *dw = bl_dwarf_decl_find(dd, func);
	const char *why = "no DWARF in the object (build with -g) and no --source file defines it";
	size_t i, n, t[8];
	unsigned int l;

	*sf = NULL;
	*line = 0;
	if (dw) {
		*line = dw->line;
		*sf = bl_sp_get_file(r, bl_sp_is_dir(dd->comp_dir) ? dd->comp_dir : r->root, dw->file, &why);
		return *sf ? bl_src_find_static(&(*sf)->scan, func, dw->line, toks, max, nr, line) :
			     why;
	}
	for (i = 0; i < r->opts->nr_sources; i++) {
		struct sp_file *f = bl_sp_get_file(r, NULL, r->opts->sources[i], &why);
		const char *w;

		if (!f)
			continue;
		w = bl_src_find_static(&f->scan, func, 0, t, 8, &n, &l);
		if (w && !strcmp(w, "no definition of this function in the sources"))
			continue;
		if (*sf)
			return "defined in more than one --source file";
		*sf = f;
		memcpy(toks, t, n * sizeof(*t));
		*nr = n;
		*line = l;
		why = w;
	}
	return *sf ? why : "no DWARF in the object (build with -g) and no --source file defines it";
}

/*
 * Programs defined `static` (the legacy loader never read symbols; libbpf
 * refuses static programs): the binary conversion makes them global, and so
 * does the patch, taking the `static` out of their definitions and the
 * declarations before them. NOTYPE program symbols (an older clang's) need
 * no edit: a clang that emits FUNC symbols gives what the conversion does.
 */
int bl_sp_rewrite_statics(struct sp_run *r, const char *object, const struct bl_plan *p,
			  const struct bl_dwarf_decls *dd)
{
	size_t i, k, nr, nr_notype = 0, toks[8];
	int err = 0;

	for (i = 0; i < p->nr_prog_fixes && !err; i++) {
		const struct bl_prog_fix *fx = &p->prog_fixes[i];
		const char *func = p->in->syms[fx->sym].name, *why;
		struct sp_file *sf;
		unsigned int line;

		if (fx->kind != BL_PROG_FIX_STATIC) {
			nr_notype++;
			continue;
		}
		why = prog_locate(r, dd, func, &sf, toks, 8, &nr, &line);
		if (why) {
			err = bl_sp_leave(r, sf ? sf->rel : object, line, func, "%s", why);
			if (!err)
				r->res->left[r->res->nr_left - 1].program = true;
			continue;
		}
		for (k = 0; k < nr && !err; k++)
			err = drop_static(r, sf, toks[k], object, func);
		if (!err)
			r->res->nr_rewritten++;
	}
	if (!err && nr_notype)
		err = bl_sp_leave(r, object, 0, "-", "%zu program symbol(s) are untyped (NOTYPE, as an older clang emits them): the binary conversion makes them functions; rebuild the sources with a clang that emits FUNC symbols",
			    nr_notype);
	return err;
}
