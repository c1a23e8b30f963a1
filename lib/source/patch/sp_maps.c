// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * What each legacy map of an object becomes, as the conversion's kept plan
 * says (map_rewrite.c spells it): its slots, annotation, inner map
 * template; each rewrite recorded as an edit of its file.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/bpf.h>

#include "source/patch/sp_run.h"

/* What map @i becomes, as the rewriter takes it. */
static const char *prepare(struct sp_run *r, const struct bl_plan *p, size_t i,
			   const struct bl_dwarf_decls *dd, struct sp_loc *locs)
{
	const struct bl_map_plan *mp = &p->maps[i];
	struct sp_loc *l = &locs[i];
	const char *why;
	size_t k;

	l->rw = (struct bl_rw_map){
		.name = p->lm.maps[i].name, .def = &mp->def, .layout = p->lm.layout,
		.drop_unknown = p->opts->drop_unknown_words,
	};
	if (mp->nr_slots) {
		l->slots = calloc(mp->nr_slots, sizeof(*l->slots));
		if (!l->slots)
			return "out of memory";
	}
	for (k = 0; k < mp->nr_slots; k++) {
		l->slots[k].index = mp->slots[k].index;
		if (mp->slots[k].target_map >= 0) {
			l->slots[k].target = p->lm.maps[mp->slots[k].target_map].name;
			continue;
		}
		l->slots[k].target = p->in->syms[mp->slots[k].target_sym].name;
		why = bl_sp_prog_slot(r, p, dd, l, mp->slots[k].target_sym);
		if (why)
			return why;
	}
	l->rw.slots = l->slots;
	l->rw.nr_slots = mp->nr_slots;
	l->rw.protos = l->protos;
	/* the annotation is obsolete once the map is BTF-defined: it goes
	 * whenever it is found, and its types are the map's where the
	 * conversion typed the map or the map type takes types */
	why = bl_sp_take_kv(r, dd, l);
	l->rw.kv[0] = l->kv[0];
	l->rw.kv[1] = l->kv[1];
	return mp->def.key_type || mp->def.value_type ? why : NULL;
}

/* Whether declaration @d of @sf is `static`. */
static bool decl_static(const struct sp_file *sf, const struct bl_map_decl *d)
{
	size_t k;

	for (k = sf->scan.stmts[d->stmt].first; k < d->name_tok; k++)
		if (sf->scan.toks[k].kind == BL_TOK_IDENT &&
		    bl_tok_is(sf->text, &sf->scan.toks[k], "static"))
			return true;
	return false;
}

/*
 * An outer whose inner map is declared after it, or in another file (a
 * header included after it): the template is a type of its own, declared
 * ahead of the outer by its tag (clang completes it later in the
 * translation unit), its key and value spelt as sizes (clang's BTF reaches
 * a struct through the outer's pointer first and would leave the types
 * its members point to forward declarations, which libbpf cannot size);
 * for the slot initialiser the inner map itself is declared ahead, extern
 * (a static object of an incomplete type cannot be declared ahead).
 */
static const char *forward_template(const struct bl_plan *p, size_t i, struct sp_loc *locs)
{
	struct sp_loc *in = &locs[p->maps[i].inner];
	const char *name = in->rw.name;
	int n;

	if (!in->tmpl && asprintf(&in->tmpl, "%s_template", name) < 0) {
		in->tmpl = NULL;
		return "out of memory";
	}
	in->rw.tmpl_tag = in->tmpl;
	in->rw.tmpl_sized = true;
	locs[i].rw.values_tag = in->tmpl;
	if (!p->maps[i].nr_slots) {
		n = asprintf(&locs[i].fwd, "struct %s;\n", in->tmpl);
	} else if (decl_static(in->sf, &in->d)) {
		return "its inner map template is declared static after it (or in another file): declare it before the outer";
	} else {
		in->rw.tag = name;
		n = asprintf(&locs[i].fwd, "struct %s;\nstruct %s;\nextern struct %s %s;\n",
			     in->tmpl, name, name, name);
	}
	if (n < 0) {
		locs[i].fwd = NULL;
		return "out of memory";
	}
	locs[i].rw.protos = locs[i].fwd;
	return NULL;
}

/*
 * An outer's template is its inner map's own struct (tagged with the
 * inner map's name), so the slot initialiser needs no cast; a pinned inner
 * map (a template cannot be pinned) gets an unpinned template type of its
 * own, NAME_template, and the slot a cast. An inner map declared after the
 * outer or in another file is declared ahead (forward_template()).
 */
static const char *link_template(const struct bl_plan *p, size_t i, struct sp_loc *locs)
{
	int j = p->maps[i].inner;
	bool late;

	if (j < 0)
		return "map-in-map outer without an inner map template";
	if (locs[j].why)
		return "its inner map template is not rewritten";
	late = locs[j].sf != locs[i].sf || locs[j].d.stmt > locs[i].d.stmt;
	if (late)
		return forward_template(p, i, locs);
	if (p->maps[j].def.has_pinning) {
		/* libbpf refuses a pinned template: an unpinned type of its
		 * own, as the binary conversion's template is */
		if (!locs[j].tmpl && asprintf(&locs[j].tmpl, "%s_template", locs[j].rw.name) < 0) {
			locs[j].tmpl = NULL;
			return "out of memory";
		}
		locs[j].rw.tmpl_tag = locs[j].tmpl;
		locs[i].rw.values_tag = locs[j].tmpl;
		return NULL;
	}
	locs[j].rw.tag = locs[j].rw.name;
	locs[i].rw.values_tag = locs[j].rw.name;
	return NULL;
}

/* Keep the struct tag of rewritten declaration @d of @sf, once. */
static int add_tag(struct sp_file *sf, const struct bl_map_decl *d)
{
	const struct bl_tok *t;
	char **tags;
	size_t i;

	if (d->type_last == SIZE_MAX)
		return 0;
	t = &sf->scan.toks[d->type_last];
	for (i = 0; i < sf->nr_tags; i++)
		if (bl_tok_is(sf->text, t, sf->tags[i]))
			return 0;
	tags = realloc(sf->tags, (sf->nr_tags + 1) * sizeof(*tags));
	if (!tags)
		return -ENOMEM;
	sf->tags = tags;
	tags[sf->nr_tags] = strndup(sf->text + t->off, t->len);
	return tags[sf->nr_tags++] ? 0 : -ENOMEM;
}

static int rewrite_one(struct sp_run *r, const char *object, struct sp_loc *l)
{
	const struct bl_src_stmt *s = &l->sf->scan.stmts[l->d.stmt];
	const struct bl_tok *a = &l->sf->scan.toks[s->first], *b = &l->sf->scan.toks[s->last];
	struct bl_strbuf sb = { 0 };
	const char *why = bl_map_rewrite(&l->sf->scan, &l->d, &l->rw, &sb);
	size_t len;
	char *text;
	int err;

	if (why) {
		free(sb.buf);
		l->why = why;
		return 0;
	}
	text = bl_sb_take(&sb, &len);
	if (!text)
		return -ENOMEM;
	l->done = true;
	err = bl_sp_add_edit(r, l->sf, a->off, b->off + b->len, text, object, true,
		       l->rw.name, l->line) ?: add_tag(l->sf, &l->d);
	return err ?: bl_sp_drop_kv(r, object, l);
}

int bl_sp_rewrite_maps(struct sp_run *r, const char *object, const struct bl_plan *p,
		       const struct bl_dwarf_decls *dd, struct sp_loc *locs)
{
	struct sp_unit unit;
	const char *why;
	size_t i, pass;
	int err = 0;

	bl_sp_unit_of(p->in, object, &unit);
	for (i = 0; i < p->lm.nr; i++) {
		bl_sp_locate(r, dd, p->lm.maps[i].name, &unit, &locs[i]);
		if (!locs[i].why) {
			locs[i].why = prepare(r, p, i, dd, locs);
		} else if (locs[i].why == bl_src_why_macro) {
			/* its macro (sp_macros.c) takes what it becomes */
			why = prepare(r, p, i, dd, locs);
			if (why && !strcmp(why, "out of memory"))
				return -ENOMEM;
		}
	}
	for (i = 0; i < p->lm.nr; i++)
		if (!locs[i].why && p->maps[i].def.has_values &&
		    p->lm.maps[i].attr.type != BPF_MAP_TYPE_PROG_ARRAY)
			locs[i].why = link_template(p, i, locs);
	/* inner templates before the outers that name them */
	for (pass = 0; pass < 2 && !err; pass++) {
		for (i = 0; i < p->lm.nr && !err; i++) {
			bool outer = p->maps[i].def.has_values &&
				     p->lm.maps[i].attr.type != BPF_MAP_TYPE_PROG_ARRAY;

			if (outer != (pass == 1) || locs[i].why)
				continue;
			if (outer && !locs[p->maps[i].inner].done) {
				locs[i].why = "its inner map template is not rewritten";
				continue;
			}
			err = rewrite_one(r, object, &locs[i]);
		}
	}
	if (!err)
		err = bl_sp_rewrite_macro_maps(r, object, p, locs);
	for (i = 0; i < p->lm.nr && !err; i++) {
		if (locs[i].done) {
			r->res->nr_rewritten++;
			continue;
		}
		if (locs[i].listed)
			continue;
		err = bl_sp_leave(r, locs[i].sf ? locs[i].sf->rel : object, locs[i].line,
			    p->lm.maps[i].name, "%s", locs[i].why);
	}
	return err;
}
