// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Where each legacy map of an object is declared: DWARF's decl_file and
 * decl_line, else the --source files by name (the object's own unit, or a
 * header it includes, wins); and its BPF_ANNOTATE_KV_PAIR, which the
 * rewrite removes.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gelf.h>

#include "source/patch/sp_run.h"

#define KV_MACRO "BPF_ANNOTATE_KV_PAIR"
#define KV_PREFIX "____btf_map_"

/* How surely --source file @sf is the unit @u: 2 it is the unit beside the
 * object, 1 the unit's path (without leading ./ and ../) ends the file's
 * at a component boundary, 0 neither. */
static int unit_score(const struct sp_file *sf, const char *path, const struct sp_unit *u)
{
	const char *name = u->name;
	size_t n = strlen(path), k;

	if (!name)
		return 0;
	if (u->real[0] && !strcmp(sf->path, u->real))
		return 2;
	while (!strncmp(name, "./", 2) || !strncmp(name, "../", 3))
		name = strchr(name, '/') + 1;
	k = strlen(name);
	return k && n >= k && !strcmp(path + n - k, name) &&
	       (n == k || path[n - k - 1] == '/');
}

/* Whether the unit @u (beside the object) has `#include "..."` of file @sf. */
static bool unit_includes(struct sp_run *r, const struct sp_unit *u, const struct sp_file *sf)
{
	char name[PATH_MAX], real[PATH_MAX];
	const struct sp_file *us;
	const char *why, *q, *e;
	size_t i;

	if (!u->real[0] || !(us = bl_sp_get_file(r, NULL, u->real, &why)))
		return false;
	for (i = 0; i < us->scan.nr_toks; i++) {
		const struct bl_tok *t = &us->scan.toks[i];
		const char *text = us->text + t->off;

		if (t->kind != BL_TOK_PP || !memmem(text, t->len, "include", 7))
			continue;
		q = memchr(text, '"', t->len);
		e = q ? memchr(q + 1, '"', t->len - (q + 1 - text)) : NULL;
		if (!e || snprintf(name, sizeof(name), "%.*s", (int)(e - q - 1), q + 1) >=
			  (int)sizeof(name))
			continue;
		if (bl_sp_resolve(u->real, strrchr(u->real, '/') - u->real, name, real) &&
		    !strcmp(real, sf->path))
			return true;
	}
	return false;
}

/*
 * A map without DWARF: the --source files, by name. Declared in several of
 * them (each program of a tree declaring its own `flows`), the object's own
 * compilation unit, or a header it includes, wins when exactly one file is
 * most surely it.
 */
static void find_by_name(struct sp_run *r, const char *name, const struct sp_unit *u,
			 struct sp_loc *l)
{
	size_t i, nr_found = 0, nr_best = 0;
	int best = -1;
	unsigned int line;
	const char *why;

	l->why = "no DWARF in the object (build with -g) and no --source file declares it";
	for (i = 0; i < r->opts->nr_sources; i++) {
		struct sp_file *sf = bl_sp_get_file(r, NULL, r->opts->sources[i], &why);
		struct bl_map_decl d;
		int score;

		if (!sf)
			continue;
		why = bl_src_find_map(&sf->scan, name, 0, &d, &line);
		if (why && !strcmp(why, "no declaration of this name in the sources"))
			continue;
		nr_found++;
		score = unit_score(sf, r->opts->sources[i], u);
		if (!score && unit_includes(r, u, sf))
			score = 2;	/* a header the object's own source includes */
		if (score < best)
			continue;
		nr_best = score == best ? nr_best + 1 : 1;
		if (score == best)
			continue;
		best = score;
		l->sf = sf;
		l->d = d;
		l->line = line;
		l->why = why;
	}
	if (nr_found > 1 && (!best || nr_best > 1)) {
		l->sf = NULL;	/* which one is the object's is not known */
		l->line = 0;
		l->why = "declared in more than one --source file, and not in exactly one that is the object's own source (its STT_FILE symbol): give each object its own --source files";
	}
}

void bl_sp_locate(struct sp_run *r, const struct bl_dwarf_decls *dd, const char *name,
		  const struct sp_unit *unit, struct sp_loc *l)
{
	const struct bl_dwarf_decl *dw = bl_dwarf_decl_find(dd, name);
	const char *dir = bl_sp_is_dir(dd->comp_dir) ? dd->comp_dir : r->root;
	unsigned int line;

	if (!dw) {
		find_by_name(r, name, unit, l);
		return;
	}
	l->line = dw->line;
	l->sf = bl_sp_get_file(r, dir, dw->file, &l->why);
	if (!l->sf)
		return;
	l->why = bl_src_find_map(&l->sf->scan, name, dw->line, &l->d, &line);
	l->line = line;
}

static char *tok_range(const struct bl_src_file *f, size_t a, size_t b)
{
	size_t s = f->toks[a].off, e = f->toks[b].off + f->toks[b].len;

	return strndup(f->text + s, e - s);
}

/*
 * The map's BPF_ANNOTATE_KV_PAIR: its types into l->kv, and an edit that
 * removes the line (or just the statement when the line holds more).
 */
const char *bl_sp_take_kv(struct sp_run *r, const struct bl_dwarf_decls *dd,
			  struct sp_loc *l)
{
	const char *name = l->rw.name;
	char var[300];
	const struct bl_dwarf_decl *dw;
	struct sp_file *sf = l->sf;
	unsigned int line = 0;
	size_t af[2], al[2], a, b;
	const struct bl_src_stmt *s;
	const char *why;
	long si;

	snprintf(var, sizeof(var), KV_PREFIX "%s", name);
	dw = bl_dwarf_decl_find(dd, var);
	if (dw) {
		sf = bl_sp_get_file(r, bl_sp_is_dir(dd->comp_dir) ? dd->comp_dir : r->root, dw->file, &why);
		line = dw->line;
	}
	si = sf ? bl_src_find_kv(&sf->scan, KV_MACRO, name, line, af, al) : -1;
	if (si < 0)
		return "its " KV_MACRO " is not in the source as a statement of its own";
	l->kv[0] = tok_range(&sf->scan, af[0], al[0]);
	l->kv[1] = tok_range(&sf->scan, af[1], al[1]);
	s = &sf->scan.stmts[si];
	a = sf->scan.toks[s->first].off;
	b = sf->scan.toks[s->last].off + 1;
	while (a && (sf->text[a - 1] == ' ' || sf->text[a - 1] == '\t'))
		a--;
	if (!a || sf->text[a - 1] == '\n') {
		size_t e = b;

		while (e < sf->len && (sf->text[e] == ' ' || sf->text[e] == '\t'))
			e++;
		if (e == sf->len || sf->text[e] == '\n') {
			b = e + (e < sf->len);
			/* between two blank lines: one of them goes too */
			if (a >= 2 && sf->text[a - 2] == '\n' && b < sf->len && sf->text[b] == '\n')
				b++;
		} else
			a = sf->scan.toks[s->first].off;
	} else {
		a = sf->scan.toks[s->first].off;
	}
	if (!l->kv[0] || !l->kv[1])
		return "out of memory";
	l->kv_sf = sf;
	l->kv_start = a;
	l->kv_end = b;
	l->kv_line = sf->scan.toks[s->first].line;
	return NULL;
}

/* The object's compilation unit (struct sp_unit) for object @path. */
void bl_sp_unit_of(const struct bl_elf *elf, const char *path, struct sp_unit *u)
{
	const char *slash = strrchr(path, '/');
	size_t i;

	u->name = NULL;
	u->real[0] = 0;
	for (i = 1; i < elf->nr_syms && !u->name; i++)
		if (GELF_ST_TYPE(elf->syms[i].sym.st_info) == STT_FILE && elf->syms[i].name)
			u->name = elf->syms[i].name;
	if (!u->name)
		return;
	/* beside the object */
	if (!bl_sp_resolve(slash ? path : NULL, slash ? (int)(slash - path) : 0, u->name, u->real))
		u->real[0] = 0;
}
