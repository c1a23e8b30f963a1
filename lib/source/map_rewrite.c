// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The text of a rewritten map declaration. Which members it has and their
 * values are the conversion's plan (so pinning, flags, NUMA node, map-in-map
 * and BPF_ANNOTATE_KV_PAIR come out exactly as in the binary conversion);
 * how each value is spelled is the source's: the legacy initialiser's
 * expression for that word (designated by member name, or positional
 * through the resolved layout), `sizeof(T)` as `__type(key, T)` where the
 * kernel takes typed keys and values, a number only where the source has
 * no expression. An initialiser with #if groups is written by map_arms.c.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/legacy_layout.h"
#include "convert/legacy_maps.h"
#include "source/map_ctx.h"

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

static const char *tok_text(const struct bl_src_file *f, size_t i, size_t *len)
{
	*len = f->toks[i].len;
	return f->text + f->toks[i].off;
}

/* The source text of tokens [first, last]. */
static void put_range(struct bl_strbuf *sb, const struct bl_src_file *f,
		      size_t first, size_t last)
{
	size_t a = f->toks[first].off, b = f->toks[last].off + f->toks[last].len;

	bl_sb_put(sb, f->text + a, b - a);
}

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

/* `sizeof(T)` as a whole: T's tokens, for __type(). */
static bool sizeof_operand(const struct bl_rw_ctx *c, long item, size_t *first, size_t *last)
{
	const struct bl_src_file *f = c->f;
	const struct bl_init_item *it = &c->d->items[item];
	size_t open, depth = 0, i;

	if (!bl_tok_is(f->text, &f->toks[it->first], "sizeof"))
		return false;
	open = bl_src_sig(f, it->first + 1);
	if (open > it->last || !bl_tok_punct(f->text, &f->toks[open], '('))
		return false;
	for (i = open; i <= it->last; i++) {
		if (bl_tok_punct(f->text, &f->toks[i], '('))
			depth++;
		else if (bl_tok_punct(f->text, &f->toks[i], ')') && !--depth)
			break;
	}
	if (i != it->last || i == bl_src_sig(f, open + 1))
		return false;
	*first = bl_src_sig(f, open + 1);
	*last = i - 1;
	while (f->toks[*last].kind == BL_TOK_COMMENT)
		(*last)--;
	return true;
}

/* Comment (when @comments) or preprocessor line @i on a line of its own;
 * a preprocessor line stands at its start. */
void bl_rw_put_line(struct bl_rw_ctx *c, size_t i, bool comments)
{
	enum bl_tok_kind kind = c->f->toks[i].kind;
	size_t n;
	const char *s;

	if (kind != BL_TOK_PP && (kind != BL_TOK_COMMENT || !comments))
		return;
	s = tok_text(c->f, i, &n);
	if (kind == BL_TOK_COMMENT)
		bl_sb_printf(c->out, "%s", c->st.ind);
	bl_sb_put(c->out, s, n);
	bl_sb_put(c->out, "\n", 1);
}

/* The comments on the lines before the item (and #if lines between it and
 * the previous one), each on a line of its own. */
static void begin_member(struct bl_rw_ctx *c, long item)
{
	const struct bl_init_item *it = item >= 0 ? &c->d->items[item] : NULL;
	size_t k;

	for (k = 0; it && k < it->nr_lead; k++)
		bl_rw_put_line(c, it->lead + k, !c->tmpl);
}

/* The #if lines before item @i (its comments go with the member it
 * no longer has). */
void bl_rw_put_lead_pp(struct bl_rw_ctx *c, size_t i)
{
	const struct bl_init_item *it = &c->d->items[i];
	size_t k;

	for (k = 0; k < it->nr_lead; k++)
		bl_rw_put_line(c, it->lead + k, false);
}

/* The comments after the last item, before the '}': the map's own. */
static void put_tail(struct bl_rw_ctx *c)
{
	size_t k;

	for (k = 0; k < c->d->nr_tail; k++)
		if (c->f->toks[c->d->tail + k].kind == BL_TOK_COMMENT)
			bl_rw_put_line(c, c->d->tail + k, true);
}

static void end_member(struct bl_rw_ctx *c, long item)
{
	const struct bl_init_item *it = item >= 0 ? &c->d->items[item] : NULL;
	size_t n;
	const char *s;

	bl_sb_put(c->out, ");", 2);
	if (it && !c->tmpl && it->comment != SIZE_MAX) {
		s = tok_text(c->f, it->comment, &n);
		bl_sb_printf(c->out, "%s", c->st.gap);
		bl_sb_put(c->out, s, n);
	}
	bl_sb_put(c->out, "\n", 1);
}

/* __uint(NAME, expression of @item where @expr, else @num/@sym), with
 * @item's comments. */
void bl_rw_put_uint_at(struct bl_rw_ctx *c, const char *name, long item, bool expr,
			const char *sym, uint32_t num)
{
	begin_member(c, item);
	bl_sb_printf(c->out, "%s__uint(%s, ", c->st.ind, name);
	if (item >= 0 && expr)
		put_range(c->out, c->f, c->d->items[item].first, c->d->items[item].last);
	else if (sym)
		bl_sb_printf(c->out, "%s", sym);
	else
		bl_sb_printf(c->out, "%u", num);
	end_member(c, item);
}

/* __uint(NAME, expression of word @w, else @num/@sym); pinning takes only
 * its item's comments, the value is the plan's. */
static void put_uint(struct bl_rw_ctx *c, const char *name, enum bl_word w, const char *sym,
		     uint32_t num)
{
	bl_rw_put_uint_at(c, name, w < NR_WORDS ? c->item[w] : -1, w != BL_W_PINNING, sym, num);
}

/* key or value of @item: the annotation's type, `sizeof(T)` as T, else a size. */
void bl_rw_put_kv_at(struct bl_rw_ctx *c, int which, long item, uint32_t size)
{
	const char *nm = which ? "value" : "key";
	size_t a, b;

	if (c->tmpl && c->m->tmpl_sized)
		bl_rw_put_uint_at(c, which ? "value_size" : "key_size", item, true, NULL, size);
	else if (c->m->kv[which] && ((which ? c->m->def->value_type : c->m->def->key_type) ||
				c->typed)) {
		begin_member(c, item);
		bl_sb_printf(c->out, "%s__type(%s, %s", c->st.ind, nm, c->m->kv[which]);
		end_member(c, item);
	} else if (item >= 0 && c->typed && sizeof_operand(c, item, &a, &b)) {
		begin_member(c, item);
		bl_sb_printf(c->out, "%s__type(%s, ", c->st.ind, nm);
		put_range(c->out, c->f, a, b);
		end_member(c, item);
	} else {
		bl_rw_put_uint_at(c, which ? "value_size" : "key_size", item, true, NULL, size);
	}
}

static void put_kv(struct bl_rw_ctx *c, int which, enum bl_word w, uint32_t size)
{
	bl_rw_put_kv_at(c, which, c->item[w], size);
}

/* the legacy word an integer member's expression comes from */
const enum bl_word bl_rw_def_word[BL_DEF__NR] = {
	[BL_DEF_TYPE] = BL_W_TYPE, [BL_DEF_MAX_ENTRIES] = BL_W_MAX,
	[BL_DEF_MAP_FLAGS] = BL_W_FLAGS, [BL_DEF_NUMA_NODE] = BL_W_NUMA,
	[BL_DEF_PINNING] = BL_W_PINNING,
};

/* Member @mem as the conversion writes it. */
void bl_rw_put_member(struct bl_rw_ctx *c, enum bl_btf_def_member mem)
{
	const struct bl_btf_def *def = c->m->def;
	char buf[64];
	uint32_t v;

	switch (mem) {
	case BL_DEF_KEY:
	case BL_DEF_KEY_SIZE:
		put_kv(c, 0, BL_W_KEY, def->attr.key_size);
		break;
	case BL_DEF_VALUE:
	case BL_DEF_VALUE_SIZE:
		put_kv(c, 1, BL_W_VALUE, def->attr.value_size);
		break;
	case BL_DEF_VALUES:
		if (def->attr.type == BPF_MAP_TYPE_PROG_ARRAY)
			bl_sb_printf(c->out, "%s__array(values, int (void *));\n", c->st.ind);
		else
			bl_sb_printf(c->out, "%s__array(values, struct %s);\n",
				     c->st.ind, c->m->values_tag);
		break;
	case BL_DEF_PINNING:
		if (c->tmpl) {
			/* an inner map's template is not pinned: only the #if
			 * lines before the pinning item stay */
			if (c->item[BL_W_PINNING] >= 0)
				bl_rw_put_lead_pp(c, (size_t)c->item[BL_W_PINNING]);
			break;
		}
		/* fall through */
	default:
		bl_btf_map_def_uint(def, mem, &v);
		put_uint(c, bl_btf_def_member_name(mem), bl_rw_def_word[mem],
			 bl_btf_def_member_sym(def, mem, buf, sizeof(buf)), v);
	}
}

/* Each member the conversion writes (bl_btf_map_def_layout), in its order. */
static void put_members(struct bl_rw_ctx *c)
{
	enum bl_btf_def_member mem[BL_DEF__NR];
	int i, n = bl_btf_map_def_layout(c->m->def, mem);

	for (i = 0; i < n; i++)
		bl_rw_put_member(c, mem[i]);
}

const char *bl_map_rewrite(const struct bl_src_file *f, const struct bl_map_decl *d,
			   const struct bl_rw_map *m, struct bl_strbuf *out)
{
	const struct bl_src_stmt *s = &f->stmts[d->stmt];
	struct bl_rw_ctx c = { .f = f, .d = d, .m = m, .out = out,
			 .typed = typed_kv_ok(m->def->attr.type) };
	const char *why = assign_items(&c);
	void (*members)(struct bl_rw_ctx *c) = d->has_pp ? bl_rw_put_members_pp : put_members;
	size_t i;

	if (why)
		return why;
	bl_src_decl_style(f, d, &c.st);
	if (m->def->has_values && !m->values_tag && m->def->attr.type != BPF_MAP_TYPE_PROG_ARRAY)
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
		put_tail(&c);
	bl_sb_printf(out, "} %s SEC(\".maps\")", m->name);
	if (m->nr_slots) {
		bl_sb_printf(out, " =%s{\n%s.values = {", c.st.brace_alone ? "\n" : " ", c.st.ind);
		for (i = 0; i < m->nr_slots; i++)
			bl_sb_printf(out, "%s[%u] = %s&%s", i ? ", " : " ", m->slots[i].index,
				     /* a program's own signature is not int (void *),
				      * nor a pinned inner's type its template's */
				     m->def->attr.type == BPF_MAP_TYPE_PROG_ARRAY ||
				     strcmp(m->values_tag, m->slots[i].target) ? "(void *)" : "",
				     m->slots[i].target);
		bl_sb_put(out, " },\n}", 5);
	}
	bl_sb_put(out, ";", 1);
	return NULL;
}
