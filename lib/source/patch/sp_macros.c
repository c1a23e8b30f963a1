// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Maps declared through a macro (`BPF_HASH(flows, ...);`, iproute2 4.x's
 * bpf_api.h and the trees that copied it): the call is followed through
 * its wrappers (`BPF_ARRAY4` -> `BPF_ARRAY` -> `__BPF_MAP`) to the macro
 * whose body is the legacy declaration built from its parameters, found in
 * the call's file or a header it includes (beside its includer or at the
 * source root). That definition is rewritten once, in its header, into a
 * BTF-defined map of the same parameters, so every call site stays as it
 * is and declares the map the binary conversion gives: the check is per
 * call site, against the conversion's plan, and a call site the macro
 * cannot give its conversion (pinned for its tail calls while its pinning
 * argument says otherwise, typed keys, a NUMA node, static slots) refuses
 * the macro for every map of the object declared through it. A map-in-map
 * outer, whose inner map no parameter names, has its call rewritten in
 * place from the macro's expansion (macro_map.c) by the declaration
 * rewriter (map_rewrite.c).
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

#include "convert/legacy_layout.h"
#include "source/find/macro_map.h"
#include "source/patch/sp_run.h"

/* wrappers followed, and headers deep, before giving up (a cycle) */
#define MAX_CHAIN 8
#define MAX_SEEN 64

/* One map declared through a macro: where the macro building its legacy
 * declaration is defined, and that macro's arguments at this call. */
struct msite {
	struct bl_macro_call call;	/* in the map's own file */
	struct sp_file *def_sf;
	struct bl_macro_def def;
	struct bl_map_decl d;		/* the body's declaration */
	long word[BL_INIT_MAX_ITEMS];
	char *args[BL_MACRO_MAX_ARGS];
	size_t nr_args;
	const char *why;
	char whybuf[320];
};

static void msite_free(struct msite *s)
{
	size_t k;

	for (k = 0; k < s->nr_args; k++)
		free(s->args[k]);
	bl_macro_def_free(&s->def);
}

/* Quoted include @t of @sf: the file, beside its includer or at the root. */
static struct sp_file *include_of(struct sp_run *r, const struct sp_file *sf,
				  const struct bl_tok *t)
{
	const char *text = sf->text + t->off, *q, *e, *why;
	char name[PATH_MAX], dir[PATH_MAX];
	struct sp_file *inc;
	const char *slash = strrchr(sf->path, '/');

	if (!memmem(text, t->len, "include", 7))
		return NULL;
	q = memchr(text, '"', t->len);
	e = q ? memchr(q + 1, '"', t->len - (q + 1 - text)) : NULL;
	if (!e || snprintf(name, sizeof(name), "%.*s", (int)(e - q - 1), q + 1) >= (int)sizeof(name))
		return NULL;
	snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - sf->path) : 1,
		 slash ? sf->path : ".");
	inc = bl_sp_get_file(r, dir, name, &why);
	return inc ? inc : bl_sp_get_file(r, r->root, name, &why);
}

/* The file defining function-like macro @name, seen from @sf: @sf, or a
 * header its quoted includes reach. NULL with *@why when defined twice. */
static struct sp_file *find_def(struct sp_run *r, struct sp_file *sf, const char *name,
				size_t *tok, struct sp_file **seen, size_t *nr_seen,
				const char **why)
{
	struct sp_file *def;
	size_t i, nr;

	for (i = 0; i < *nr_seen; i++)
		if (seen[i] == sf)
			return NULL;
	if (*nr_seen == MAX_SEEN)
		return NULL;
	seen[(*nr_seen)++] = sf;
	*tok = bl_macro_def_find(&sf->scan, name, &nr);
	if (nr > 1) {
		*why = "is defined more than once in one file (#if branches?)";
		return NULL;
	}
	if (nr)
		return sf;
	for (i = 0; i < sf->scan.nr_toks && !*why; i++) {
		struct sp_file *inc;

		if (sf->scan.toks[i].kind != BL_TOK_PP)
			continue;
		inc = include_of(r, sf, &sf->scan.toks[i]);
		def = inc ? find_def(r, inc, name, tok, seen, nr_seen, why) : NULL;
		if (def)
			return def;
	}
	return NULL;
}

static char *tok_text(const struct bl_src_file *f, size_t i)
{
	return strndup(f->text + f->toks[i].off, f->toks[i].len);
}

/* The arguments of @c in @f, through the parameters of @m (NULL: as they
 * are) with @args: into @out. -ENOMEM or 0. */
static int call_args(const struct bl_macro_def *m, const struct bl_src_file *f,
		     const struct bl_macro_call *c, char *const *args, char **out)
{
	size_t a;

	for (a = 0; a < c->nr_args; a++) {
		struct bl_strbuf sb = { 0 };

		bl_macro_subst(m, f, c->first[a], c->last[a], args, &sb);
		out[a] = bl_sb_take(&sb, NULL);
		if (!out[a]) {
			while (a--)
				free(out[a]);
			return -ENOMEM;
		}
	}
	return 0;
}

/*
 * Follow the call of map @l from its file through the wrappers to the
 * macro whose body declares the map: s->def, s->d, s->args. 0 (s->why set
 * when it cannot be followed) or -ENOMEM.
 */
static int resolve(struct sp_run *r, struct sp_loc *l, const struct bl_rw_map *rw,
		   struct msite *s)
{
	struct sp_file *seen[MAX_SEEN];
	struct bl_macro_call c;
	char *name, *args[BL_MACRO_MAX_ARGS];
	size_t depth, tok, nr_seen, a, k;
	unsigned int where, line;
	int err = 0;

	s->why = bl_macro_call_find(&l->sf->scan, rw->name, l->line, &s->call);
	if (s->why)
		return 0;
	c = s->call;
	err = call_args(NULL, &l->sf->scan, &c, NULL, s->args);
	name = tok_text(&l->sf->scan, c.macro);
	if (err || !name) {
		free(name);
		return -ENOMEM;
	}
	s->nr_args = c.nr_args;
	k = c.name_arg;
	s->why = s->whybuf;
	for (depth = 0; depth < MAX_CHAIN; depth++) {
		const char *why = NULL;

		/* each macro is looked up from the map's file: its includes
		 * reach the wrappers' macros too */
		nr_seen = 0;
		s->def_sf = find_def(r, l->sf, name, &tok, seen, &nr_seen, &why);
		if (!s->def_sf) {
			snprintf(s->whybuf, sizeof(s->whybuf), "the macro %s %s", name,
				 why ? why : "is not defined in this file or a header it includes (quoted, beside its includer or at the source root)");
			break;
		}
		line = s->def_sf->scan.toks[tok].line;
		bl_macro_def_free(&s->def);
		err = bl_macro_def_read(&s->def_sf->scan, tok, &s->def, &why);
		if (err) {
			if (err == -EINVAL)
				snprintf(s->whybuf, sizeof(s->whybuf), "the macro %s (%s:%u): %s",
					 name, s->def_sf->rel, line, why);
			err = err == -ENOMEM ? err : 0;
			break;
		}
		if (s->def.nr_params != s->nr_args) {
			snprintf(s->whybuf, sizeof(s->whybuf),
				 "the macro %s (%s:%u) takes %zu arguments, its call has %zu", name,
				 s->def_sf->rel, line, s->def.nr_params, s->nr_args);
			break;
		}
		/* the body declares the map: the macro to rewrite */
		why = bl_src_find_map(&s->def.scan, s->def.params[k], 0, &s->d, &where);
		if (!why && s->d.has_init) {
			why = bl_map_item_words(&s->def.scan, &s->d, rw, s->word);
			if (why)
				snprintf(s->whybuf, sizeof(s->whybuf), "the macro %s (%s:%u): %s",
					 name, s->def_sf->rel, line, why);
			s->why = why ? s->whybuf : NULL;
			break;
		}
		/* a wrapper: its body calls the next macro with the name */
		if (bl_macro_body_call(&s->def, k, &c)) {
			snprintf(s->whybuf, sizeof(s->whybuf),
				 "the macro %s (%s:%u) neither declares a legacy map with an initialiser from its parameters nor calls another macro with the map's name",
				 name, s->def_sf->rel, line);
			break;
		}
		err = call_args(&s->def, &s->def.scan, &c, s->args, args);
		free(name);
		name = err ? NULL : tok_text(&s->def.scan, c.macro);
		if (!name) {
			err = -ENOMEM;
			break;
		}
		for (a = 0; a < s->nr_args; a++)
			free(s->args[a]);
		memcpy(s->args, args, c.nr_args * sizeof(*args));
		s->nr_args = c.nr_args;
		k = c.name_arg;
	}
	if (depth == MAX_CHAIN)
		snprintf(s->whybuf, sizeof(s->whybuf), "more than %d macros deep", MAX_CHAIN);
	free(name);
	return err;
}

/* Which legacy pinning values the conversion pins (its options). */
static unsigned int pins_of(const struct bl_plan *p)
{
	return BL_MPIN_GLOBAL | (p->opts->object_ns != BL_PIN_NONE ? BL_MPIN_OBJECT : 0) |
	       (p->opts->custom_pin == BL_PIN_GLOBAL ? BL_MPIN_CUSTOM : 0);
}

static bool pinned_by(unsigned int pins, uint32_t v)
{
	return v == 2 ? true : v == 1 ? pins & BL_MPIN_OBJECT : v ? pins & BL_MPIN_CUSTOM : false;
}

static bool is_outer(const struct bl_plan *p, size_t i)
{
	return p->maps[i].def.has_values && p->lm.maps[i].attr.type != BPF_MAP_TYPE_PROG_ARRAY;
}

/* Why the rewritten macro cannot give map @i of @s its conversion, or NULL. */
static const char *contradicts(const struct bl_plan *p, size_t i, struct msite *s,
			       unsigned int pins)
{
	const struct bl_btf_def *def = &p->maps[i].def;
	const struct bl_legacy_map *lm = &p->lm.maps[i];
	bool pin_item = false, pinned;
	size_t k;

	if (def->key_type || def->value_type)
		return "the conversion gives it BTF key and value types from a BPF_ANNOTATE_KV_PAIR that is not a statement of its own here, which one macro cannot spell for each call site";
	if (def->has_values)
		return "its slots are written into the source (--prog-array-init), one list per call site";
	if (def->has_numa)
		return "the conversion gives it a NUMA node";
	if (def->attr.type != lm->attr.type || def->attr.key_size != lm->attr.key_size ||
	    def->attr.value_size != lm->attr.value_size ||
	    def->attr.max_entries != lm->attr.max_entries ||
	    def->attr.map_flags != lm->attr.map_flags)
		return "the conversion changes its type, sizes, max_entries or flags";
	for (k = 0; k < s->d.nr_items; k++)
		pin_item |= s->word[k] == BL_W_PINNING;
	pinned = def->has_pinning && def->pinning == BL_BTF_PIN_BY_NAME;
	if (pinned == (pin_item && pinned_by(pins, lm->pinning)))
		return NULL;
	snprintf(s->whybuf, sizeof(s->whybuf),
		 "the conversion %s it, its pinning argument (%u) %s%s%s",
		 pinned ? "pins" : "does not pin", lm->pinning,
		 pinned ? "does not" : "does", p->tail_pin_why && p->tail_pin_why[i] ? ": " : "",
		 p->tail_pin_why && p->tail_pin_why[i] ? p->tail_pin_why[i] : "");
	return s->whybuf;
}

/*
 * Whether object @object may rewrite (@why NULL) or refuse (why not: @why)
 * the macro body at byte @start of @sf, given what the objects before it
 * did: one object's
 * calls refusing a macro another's rewrite keeps would leave the first
 * object's maps different from its conversion, so the run fails, naming
 * both (as two different rewrites of one declaration do). 0, -EINVAL or
 * -ENOMEM (a refusal recorded).
 */
static int veto_check(struct sp_run *r, struct sp_file *sf, size_t start, const char *object,
		      const char *why, const char *macro, unsigned int line)
{
	const char *other = NULL, *other_why = why;
	struct sp_veto *v;
	size_t k;

	for (k = 0; k < sf->nr_vetoes && !other; k++)
		if (sf->vetoes[k].start == start && strcmp(sf->vetoes[k].object, object)) {
			other = sf->vetoes[k].object;
			other_why = sf->vetoes[k].why;
		}
	for (k = 0; k < sf->nr_edits && !other && why; k++)
		if (sf->edits[k].e.start == start)
			other = sf->edits[k].object;
	if (other) {
		bl_report(r->sink, BL_ERROR, object, NULL,
			  "%s:%u: macro %s: %s and %s would have it differently: the calls of %s need it rewritten, those of %s cannot take the rewrite: %s",
			  sf->rel, line, macro, other, object, why ? other : object,
			  why ? object : other, other_why);
		return -EINVAL;
	}
	if (!why)
		return 0;
	v = realloc(sf->vetoes, (sf->nr_vetoes + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	sf->vetoes = v;
	v[sf->nr_vetoes] = (struct sp_veto){ .start = start, .object = object,
					     .why = strdup(why) };
	return v[sf->nr_vetoes++].why ? 0 : -ENOMEM;
}

/* The rewritten macro of sites @g[0..n) (one definition), as an edit of its
 * header, or each of their maps left with why not. */
static int rewrite_macro(struct sp_run *r, const char *object, const struct bl_plan *p,
			 struct sp_loc *locs, struct msite *sites, const size_t *g, size_t n)
{
	struct msite *s0 = &sites[g[0]];
	const struct bl_tok *t = &s0->def_sf->scan.toks[s0->def.tok];
	struct bl_strbuf sb = { 0 }, names = { 0 };
	unsigned int pins = pins_of(p);
	const char *why = NULL;
	char *text, full[400];
	size_t k, bad = 0;
	int err;

	for (k = 0; k < n && !why; k++) {
		why = contradicts(p, g[k], &sites[g[k]], pins);
		bad = g[k];
	}
	if (why) {
		snprintf(full, sizeof(full), "map %s: %s", p->lm.maps[bad].name, why);
		why = full;
	}
	err = veto_check(r, s0->def_sf, t->off + bl_macro_body_off(&s0->def), object, why,
			 s0->def.name, t->line);
	if (err)
		return err;
	if (why) {
		for (k = 0; k < n; k++) {
			struct sp_loc *l = &locs[g[k]];

			err = bl_sp_leave(r, l->sf->rel, l->line, p->lm.maps[g[k]].name,
					  "declared by the macro %s (%s:%u), left as it is: a BTF-defined rewrite of it cannot give every call site its conversion: %s",
					  s0->def.name, s0->def_sf->rel, t->line, why);
			if (err)
				return err;
			l->listed = true;
		}
		return 0;
	}
	bl_macro_rewrite(&s0->def, &s0->d, s0->word, pins, &sb);
	text = bl_sb_take(&sb, NULL);
	if (!text)
		return -ENOMEM;
	err = bl_sp_add_edit(r, s0->def_sf, t->off + bl_macro_body_off(&s0->def),
			     t->off + t->len, text, object, true, p->lm.maps[g[0]].name, t->line);
	for (k = 0; k < n && !err; k++) {
		struct sp_loc *l = &locs[g[k]];

		l->done = true;
		bl_sb_printf(&names, "%s%s", k ? ", " : "", p->lm.maps[g[k]].name);
		/* an annotation the conversion does not type the map by is
		 * obsolete all the same once the map is BTF-defined */
		err = bl_sp_drop_kv(r, object, l);
	}
	if (!err && !names.oom)
		bl_report(r->sink, BL_NOTE, object, NULL,
			  "%s:%u: macro %s: its legacy map declaration is rewritten as a BTF-defined map of the same parameters, which gives each of its maps here the conversion's definition (the calls stay as they are): %s",
			  s0->def_sf->rel, t->line, s0->def.name, names.buf);
	free(names.buf);
	return err ?: names.oom ? -ENOMEM : 0;
}

/* The value of item @it of @s's macro body at its call: `(PARAM)` is the
 * argument itself. */
static void put_item(const struct msite *s, const struct bl_init_item *it,
		     struct bl_strbuf *out)
{
	const struct bl_src_file *f = &s->def.scan;
	long k = -1;

	if (bl_tok_punct(f->text, &f->toks[it->first], '(') &&
	    bl_src_closing(f, it->first, it->last) == it->last &&
	    bl_src_sig(f, it->first + 1) + 1 == it->last)
		k = bl_macro_param(&s->def, f, it->first + 1);
	if (k >= 0)
		bl_sb_printf(out, "%s", s->args[k]);
	else
		bl_macro_subst(&s->def, f, it->first, it->last, s->args, out);
}

/*
 * The template of outer @outer whose inner map is declared through a
 * macro: a type of its own, `struct OUTER_inner`, of the inner call's
 * expressions (the rewritten macro's maps have a pinning member, which
 * libbpf refuses in a template, even when it says none).
 */
static void put_template(const struct msite *in, const char *outer, struct bl_strbuf *out)
{
	size_t k;

	bl_sb_printf(out, "struct %s_inner {\n", outer);
	for (k = 0; k < in->d.nr_items; k++) {
		if (in->word[k] < 0 || in->word[k] > BL_W_FLAGS)
			continue;
		bl_sb_printf(out, "\t__uint(%s, ", bl_w_member[in->word[k]]);
		put_item(in, &in->d.items[k], out);
		bl_sb_put(out, ");\n", 3);
	}
	bl_sb_put(out, "};\n", 3);
}

/* The statement index of map @j's declaration (a macro call's or its
 * own), when in file @sf; SIZE_MAX otherwise. */
static size_t decl_stmt(const struct sp_loc *locs, const struct msite *sites, size_t j,
			const struct sp_file *sf)
{
	if (locs[j].sf != sf)
		return SIZE_MAX;
	return sites[j].def.text ? sites[j].call.stmt : locs[j].d.stmt;
}

/* Whether map @i's call is rewritten in place rather than through its
 * macro: a map-in-map outer, or a map typed by its own annotation. */
static bool in_place(const struct bl_plan *p, const struct sp_loc *locs, size_t i)
{
	const struct bl_btf_def *def = &p->maps[i].def;

	return is_outer(p, i) || ((def->key_type || def->value_type) && locs[i].kv[0] &&
				  !def->has_values);
}

/* The outer @i's template, into @rw (its rewrite): NULL, or why it has none. */
static const char *outer_template(const struct bl_plan *p, struct sp_loc *locs,
				  struct msite *sites, size_t i, struct bl_rw_map *rw,
				  struct bl_strbuf *tmpl, char *vt, size_t vt_sz)
{
	struct sp_loc *l = &locs[i];
	int j = p->maps[i].inner;
	size_t at;

	if (j < 0)
		return "map-in-map outer without an inner map template";
	if (!locs[j].done)
		return "its inner map template is not rewritten";
	at = decl_stmt(locs, sites, j, l->sf);
	if (at == SIZE_MAX || at > sites[i].call.stmt)
		return "its inner map is not declared before it in its file (the outer's call is rewritten in place, its slot points to the inner map)";
	if (!sites[j].def.text && p->maps[j].def.has_pinning)
		return "its inner map is pinned, and libbpf takes no pinned template (the outer's call is rewritten in place, its template is the inner map's type)";
	if (sites[j].def.text) {
		put_template(&sites[j], rw->name, tmpl);
		snprintf(vt, vt_sz, "%s_inner", rw->name);
		rw->values_tag = vt;
		rw->protos = tmpl->buf;
	} else {
		snprintf(vt, vt_sz, "typeof(%s)", locs[j].rw.name);
		rw->values_type = vt;
	}
	return tmpl->oom ? "out of memory" : NULL;
}

/*
 * A call whose map no parameter of its macro can give its conversion: a
 * map-in-map outer (its inner map), a map typed by its own
 * BPF_ANNOTATE_KV_PAIR (its types). The call is replaced by the
 * declaration it expands to, rewritten as any other: an outer's template
 * is its inner map's type (`typeof(inner)`, declared before it, unpinned)
 * or, for an inner map declared through the macro (whose rewritten type
 * has a pinning member, which libbpf refuses in a template even when it
 * says none), a type of its own from the inner call's expressions; the
 * annotation is folded in and removed.
 */
static const char *rewrite_call(struct sp_run *r, const char *object, const struct bl_plan *p,
				struct sp_loc *locs, struct msite *sites, size_t i, int *err)
{
	struct msite *s = &sites[i];
	struct sp_loc *l = &locs[i];
	/* the template points into this call's buffers: l->rw stays as it is */
	struct bl_rw_map rw = l->rw;
	int j = p->maps[i].inner;
	struct bl_strbuf syn = { 0 }, out = { 0 }, tmpl = { 0 };
	struct bl_src_file f = { 0 };
	struct bl_map_decl d;
	char vt[300];
	const struct bl_tok *a, *b;
	const char *why = NULL;
	unsigned int where;
	size_t k;

	if (is_outer(p, i)) {
		why = outer_template(p, locs, sites, i, &rw, &tmpl, vt, sizeof(vt));
		if (why)
			goto out;
	}
	/* the declaration the call expands to, one member a line */
	bl_sb_printf(&syn, "struct bpf_elf_map %s = {\n", l->rw.name);
	for (k = 0; k < s->d.nr_items; k++) {
		const struct bl_init_item *it = &s->d.items[k];

		bl_sb_put(&syn, "\t", 1);
		if (it->field != SIZE_MAX)
			bl_sb_printf(&syn, ".%.*s = ", (int)s->def.scan.toks[it->field].len,
				     s->def.scan.text + s->def.scan.toks[it->field].off);
		put_item(s, it, &syn);
		bl_sb_put(&syn, ",\n", 2);
	}
	bl_sb_put(&syn, "};\n", 3);
	*err = syn.oom ? -ENOMEM : bl_src_scan(syn.buf, syn.len, &f);
	if (*err)
		goto out;
	why = bl_src_find_map(&f, l->rw.name, 0, &d, &where);
	if (why)
		goto out;
	why = bl_map_rewrite(&f, &d, &rw, &out);
	if (why)
		goto out;
	a = &l->sf->scan.toks[l->sf->scan.stmts[s->call.stmt].first];
	b = &l->sf->scan.toks[l->sf->scan.stmts[s->call.stmt].last];
	*err = out.oom ? -ENOMEM : bl_sp_add_edit(r, l->sf, a->off, b->off + b->len,
						 bl_sb_take(&out, NULL), object, true,
						 l->rw.name, l->line);
	out.buf = NULL;
	/* the annotation goes with the legacy declaration */
	if (!*err && !is_outer(p, i))
		*err = bl_sp_drop_kv(r, object, l);
	if (!*err) {
		l->done = true;
		if (is_outer(p, i))
			bl_report(r->sink, BL_NOTE, object, NULL,
				  "%s:%u: map %s: its call of %.*s is replaced by the BTF-defined map it declares: no parameter of %s names its inner map %s",
				  l->sf->rel, a->line, l->rw.name, (int)a->len, l->sf->text + a->off,
				  s->def.name, locs[j].rw.name);
		else
			bl_report(r->sink, BL_NOTE, object, NULL,
				  "%s:%u: map %s: its call of %.*s is replaced by the BTF-defined map it declares, with the key and value types of its BPF_ANNOTATE_KV_PAIR, which no parameter of %s spells",
				  l->sf->rel, a->line, l->rw.name, (int)a->len, l->sf->text + a->off,
				  s->def.name);
	}
out:
	bl_src_free(&f);
	free(syn.buf);
	free(out.buf);
	free(tmpl.buf);
	return why;
}

int bl_sp_rewrite_macro_maps(struct sp_run *r, const char *object, const struct bl_plan *p,
			     struct sp_loc *locs)
{
	struct msite *sites = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*sites));
	size_t *g = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*g));
	bool *grouped = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*grouped));
	size_t i, k, n;
	int err = sites && g && grouped ? 0 : -ENOMEM;

	for (i = 0; i < p->lm.nr && !err; i++) {
		if (locs[i].why != bl_src_why_macro || !locs[i].sf)
			continue;
		err = resolve(r, &locs[i], &locs[i].rw, &sites[i]);
		if (!err && sites[i].why) {
			err = bl_sp_leave(r, locs[i].sf->rel, locs[i].line, p->lm.maps[i].name,
					  "declared by a macro: %s", sites[i].why);
			locs[i].listed = true;
		}
	}
	/* the maps of one macro definition together; calls rewritten in
	 * place apart */
	for (i = 0; i < p->lm.nr && !err; i++) {
		if (!sites[i].def.text || sites[i].why || grouped[i] || in_place(p, locs, i))
			continue;
		for (n = 0, k = i; k < p->lm.nr; k++) {
			if (!sites[k].def.text || sites[k].why || grouped[k] || in_place(p, locs, k) ||
			    sites[k].def_sf != sites[i].def_sf || sites[k].def.tok != sites[i].def.tok)
				continue;
			grouped[k] = true;
			g[n++] = k;
		}
		err = rewrite_macro(r, object, p, locs, sites, g, n);
	}
	/* typed maps, then the outers (whose inner maps are done first) */
	for (k = 0; k < 2 * p->lm.nr && !err; k++) {
		const char *why;

		i = k % p->lm.nr;
		if (!sites[i].def.text || sites[i].why || !in_place(p, locs, i) ||
		    is_outer(p, i) != (k >= p->lm.nr))
			continue;
		why = rewrite_call(r, object, p, locs, sites, i, &err);
		if (why && !err) {
			err = bl_sp_leave(r, locs[i].sf->rel, locs[i].line, p->lm.maps[i].name,
					  "declared by the macro %s: %s", sites[i].def.name, why);
			locs[i].listed = true;
		}
	}
	for (i = 0; sites && i < p->lm.nr; i++)
		msite_free(&sites[i]);
	free(sites);
	free(g);
	free(grouped);
	return err;
}
