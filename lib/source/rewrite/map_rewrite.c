// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The text of a rewritten map declaration. Which members it has and their
 * values are the conversion's plan (so pinning, flags, NUMA node, map-in-map
 * and BPF_ANNOTATE_KV_PAIR come out exactly as in the binary conversion);
 * how each value is spelled is the source's: the legacy initialiser's
 * expression for that word (designated by member name, or positional
 * through the resolved layout), `sizeof(T)` as `__type(key, T)` where the
 * kernel takes typed keys and values, a number only where the source has
 * no expression. Which item gives which word is found here; the members
 * are written by map_members.c, those of an initialiser with #if groups by
 * map_arms.c.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/legacy_layout.h"
#include "convert/legacy_maps.h"
#include "source/rewrite/map_ctx.h"
#include "source/rewrite/map_rewrite.h"

const char bl_rw_macros[] =
	"/* BTF map definitions (libbpf's bpf_helpers.h macros), added by\n"
	" * bpf-legacy2btf --source-patch for sources that lack them */\n"
	"#ifndef __uint\n"
	"#define __uint(name, val) int (*name)[val]\n"
	"#ifndef LIBBPF_PIN_BY_NAME\n"
	"#define LIBBPF_PIN_BY_NAME 1\n"
	"#endif\n"
	"#endif\n"
	"#ifndef __type\n"
	"#define __type(name, val) typeof(val) *name\n"
	"#endif\n"
	"#ifndef __array\n"
	"#define __array(name, val) typeof(val) *name[]\n"
	"#endif\n"
	"#ifndef SEC\n"
	"#define SEC(name) __attribute__((section(name), used))\n"
	"#endif\n\n";

static bool word_of_member(const struct bl_src_file *f, size_t tok, enum bl_layout layout,
			   enum bl_word *w)
{
	unsigned int l, k;

	/* the resolved layout's names first: `id` means something else elsewhere */
	for (k = 0; k < bl_layouts[layout].nr_words; k++) {
		if (bl_layouts[layout].members[k] &&
		    bl_tok_is(f->text, &f->toks[tok], bl_layouts[layout].members[k])) {
			*w = bl_layouts[layout].words[k];
			return true;
		}
	}
	for (l = 1; l < BL_LAYOUT__MAX; l++)
		for (k = 0; k < bl_layouts[l].nr_words; k++)
			if (bl_layouts[l].members[k] &&
			    bl_tok_is(f->text, &f->toks[tok], bl_layouts[l].members[k])) {
				*w = bl_layouts[l].words[k];
				return true;
			}
	return false;
}

static bool is_zero(const struct bl_src_file *f, const struct bl_init_item *it)
{
	return it->first == it->last && bl_tok_is(f->text, &f->toks[it->first], "0");
}

static bool typed_kv_ok(uint32_t type)
{
	return type == BPF_MAP_TYPE_HASH || type == BPF_MAP_TYPE_ARRAY ||
	       type == BPF_MAP_TYPE_PERCPU_HASH || type == BPF_MAP_TYPE_PERCPU_ARRAY ||
	       type == BPF_MAP_TYPE_LRU_HASH || type == BPF_MAP_TYPE_LRU_PERCPU_HASH;
}

/* Whether an earlier item sets word @w in the arm of item @i (no
 * preprocessor line between them). */
static bool same_arm_twice(const struct bl_rw_ctx *c, size_t i, long w)
{
	size_t k, t;

	for (k = i; k-- > 0;) {
		const struct bl_init_item *it = &c->d->items[k + 1];

		for (t = 0; t < it->nr_lead; t++)
			if (c->f->toks[it->lead + t].kind == BL_TOK_PP)
				return false;
		if (c->word_of[k] == w)
			return true;
	}
	return false;
}

static const char *assign_items(struct bl_rw_ctx *c)
{
	const struct bl_map_decl *d = c->d;
	const struct bl_layout_desc *ld = &bl_layouts[c->m->layout];
	bool designated = false;
	size_t i;

	for (i = 0; i < NR_WORDS; i++)
		c->item[i] = -1;
	for (i = 0; i < d->nr_items; i++) {
		const struct bl_init_item *it = &d->items[i];
		enum bl_word w;

		c->word_of[i] = -1;
		if (it->field != SIZE_MAX) {
			designated = true;
			if (!word_of_member(c->f, it->field, c->m->layout, &w)) {
				if (is_zero(c->f, it) || c->m->drop_unknown)
					continue;
				return "a member no legacy layout has is set (--drop-unknown drops it)";
			}
		} else {
			if (designated)
				return "positional initialisers after designated ones";
			if (d->has_pp)
				return "positional initialisers with #if lines among them";
			if (i >= ld->nr_words)
				return "more positional initialisers than the layout has words";
			w = ld->words[i];
		}
		if (w == BL_W_INNER_MAP_IDX)
			w = BL_W_INNER_IDX;
		if (d->has_pp && !it->cond && c->item[w] >= 0)
			return "a member is set twice in an initialiser with #if lines";
		if (d->has_pp && it->cond && same_arm_twice(c, i, w))
			return "a member is set twice in one #if arm";
		c->word_of[i] = w;
		if (it->cond)
			c->cond[w] = true;
		else
			c->item[w] = (long)i;
	}
	return d->has_pp ? bl_rw_check_arms(c) : NULL;
}

const char *bl_map_item_words(const struct bl_src_file *f, const struct bl_map_decl *d,
			      const struct bl_rw_map *m, long word[BL_INIT_MAX_ITEMS])
{
	struct bl_rw_ctx c = { .f = f, .d = d, .m = m };
	const char *why = assign_items(&c);

	memcpy(word, c.word_of, sizeof(c.word_of));
	return why;
}

const char *bl_map_rewrite(const struct bl_src_file *f, const struct bl_map_decl *d,
			   const struct bl_rw_map *m, struct bl_strbuf *out)
{
	const struct bl_src_stmt *s = &f->stmts[d->stmt];
	struct bl_rw_ctx c = { .f = f, .d = d, .m = m, .out = out,
			 .typed = typed_kv_ok(m->def->attr.type) };
	const char *why = assign_items(&c);
	void (*members)(struct bl_rw_ctx *c) = d->has_pp ? bl_rw_put_members_pp : bl_rw_put_members;
	size_t i;

	if (why)
		return why;
	bl_src_decl_style(f, d, &c.st);
	if (m->def->has_values && !m->values_tag && !m->values_type &&
	    m->def->attr.type != BPF_MAP_TYPE_PROG_ARRAY)
		return "map-in-map outer without an inner template declared before it in this file";
	/* --prog-array-init: the slots' programs, declared before the array */
	if (m->protos)
		bl_sb_printf(out, "%s", m->protos);
	/* storage class and qualifiers stay; the type and its attributes go */
	for (i = s->first; i < d->name_tok; i++) {
		static const char *const keep[] = { "static", "const", "volatile", "extern" };
		size_t k;

		if (f->toks[i].kind != BL_TOK_IDENT)
			continue;
		for (k = 0; k < sizeof(keep) / sizeof(keep[0]); k++)
			if (bl_tok_is(f->text, &f->toks[i], keep[k]))
				bl_sb_printf(out, "%s ", keep[k]);
	}
	if (m->tmpl_tag) {
		/* a pinned inner map cannot be its outer's template (libbpf
		 * refuses pinning there): an unpinned type of its own */
		c.tmpl = true;
		bl_sb_printf(out, "struct %s%s{\n", m->tmpl_tag, c.st.brace_alone ? "\n" : " ");
		members(&c);
		bl_sb_put(out, "};\n", 3);
		c.tmpl = false;
	}
	if (m->tag)
		bl_sb_printf(out, "struct %s", m->tag);
	else
		bl_sb_put(out, "struct", 6);
	bl_sb_printf(out, "%s{\n", c.st.brace_alone ? "\n" : " ");
	members(&c);
	if (!d->has_pp)
		bl_rw_put_tail(&c);
	bl_sb_printf(out, "} %s SEC(\".maps\")", m->name);
	if (m->nr_slots) {
		bl_sb_printf(out, " =%s{\n%s.values = {", c.st.brace_alone ? "\n" : " ", c.st.ind);
		for (i = 0; i < m->nr_slots; i++)
			bl_sb_printf(out, "%s[%u] = %s&%s", i ? ", " : " ", m->slots[i].index,
				     /* a program's own signature is not int (void *),
				      * nor a pinned inner's type its template's */
				     m->def->attr.type == BPF_MAP_TYPE_PROG_ARRAY ||
				     (!m->values_type && strcmp(m->values_tag, m->slots[i].target)) ?
				     "(void *)" : "",
				     m->slots[i].target);
		bl_sb_put(out, " },\n}", 5);
	}
	bl_sb_put(out, ";", 1);
	return NULL;
}
