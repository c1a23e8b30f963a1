// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The text of a rewritten map declaration. Which members it has and their
 * values are the conversion's plan (so pinning, flags, NUMA node, map-in-map
 * and BPF_ANNOTATE_KV_PAIR come out exactly as in the binary conversion);
 * how each value is spelled is the source's: the legacy initialiser's
 * expression for that word (designated by member name, or positional
 * through the resolved layout), `sizeof(T)` as `__type(key, T)` where the
 * kernel takes typed keys and values, a number only where the source has
 * no expression.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/legacy_layout.h"
#include "convert/legacy_maps.h"
#include "source/decl_style.h"
#include "source/map_rewrite.h"

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

#define NR_WORDS (BL_W_NUMA + 1)

struct ctx {
	const struct bl_src_file *f;
	const struct bl_map_decl *d;
	const struct bl_rw_map *m;
	long item[NR_WORDS];	/* initialiser item per legacy word, or -1 */
	struct bl_strbuf *out;
	bool tmpl;		/* the unpinned template type: no pinning, and
				 * the comments stay with the map itself */
	bool typed;		/* sizeof(T) may become __type(key/value, T) */
	long word_of[BL_INIT_MAX_ITEMS];	/* per item: its legacy word, or -1 */
	bool cond[NR_WORDS];	/* a word set inside an #if group */
	struct bl_src_style st;	/* the replaced declaration's layout */
};

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

/* Whether item @i's value names one of the types typed_kv_ok() takes. */
static bool typed_name(const struct bl_src_file *f, const struct bl_init_item *it)
{
	static const char *const names[] = {
		"BPF_MAP_TYPE_HASH", "BPF_MAP_TYPE_ARRAY", "BPF_MAP_TYPE_PERCPU_HASH",
		"BPF_MAP_TYPE_PERCPU_ARRAY", "BPF_MAP_TYPE_LRU_HASH",
		"BPF_MAP_TYPE_LRU_PERCPU_HASH",
	};
	size_t k;

	for (k = 0; it->first == it->last && k < sizeof(names) / sizeof(names[0]); k++)
		if (bl_tok_is(f->text, &f->toks[it->first], names[k]))
			return true;
	return false;
}

/*
 * An initialiser with #if groups: each arm's members are rewritten one for
 * one, keeping their expressions, so whichever arm the preprocessor takes,
 * the member has the value it had in the legacy object. That holds for the
 * words the conversion copies (type, sizes, max_entries, flags), not for
 * those it maps by value (pinning, ids, NUMA node): those must be set
 * outside the groups. Keys and values become types only when every arm's
 * map type takes them.
 */
static const char *check_arms(struct ctx *c)
{
	static const char *const by_value[NR_WORDS] = {
		[BL_W_ID] = "id", [BL_W_PINNING] = "pinning", [BL_W_INNER_ID] = "inner_id",
		[BL_W_INNER_IDX] = "inner_idx", [BL_W_NUMA] = "numa_node",
	};
	size_t i, w;

	for (w = 0; w < NR_WORDS; w++) {
		if (!c->cond[w])
			continue;
		if (by_value[w])
			return by_value[w][0] == 'p' ?
			       "pinning is set inside an #if group (the conversion maps it by its value)" :
			       "an id, inner map or NUMA node is set inside an #if group (the conversion maps it by its value)";
		if (c->item[w] >= 0)
			return "a member is set both inside an #if group and outside it";
	}
	if (c->cond[BL_W_TYPE])
		for (i = 0; i < c->d->nr_items; i++)
			if (c->word_of[i] == BL_W_TYPE && !typed_name(c->f, &c->d->items[i]))
				c->typed = false;
	return NULL;
}

/* Whether an earlier item sets word @w in the arm of item @i (no
 * preprocessor line between them). */
static bool same_arm_twice(const struct ctx *c, size_t i, long w)
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

static const char *assign_items(struct ctx *c)
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
	return d->has_pp ? check_arms(c) : NULL;
}

/* `sizeof(T)` as a whole: T's tokens, for __type(). */
static bool sizeof_operand(const struct ctx *c, long item, size_t *first, size_t *last)
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
static void put_line(struct ctx *c, size_t i, bool comments)
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
static void begin_member(struct ctx *c, long item)
{
	const struct bl_init_item *it = item >= 0 ? &c->d->items[item] : NULL;
	size_t k;

	for (k = 0; it && k < it->nr_lead; k++)
		put_line(c, it->lead + k, !c->tmpl);
}

/* The #if lines before item @i (its comments go with the member it
 * no longer has). */
static void put_lead_pp(struct ctx *c, size_t i)
{
	const struct bl_init_item *it = &c->d->items[i];
	size_t k;

	for (k = 0; k < it->nr_lead; k++)
		put_line(c, it->lead + k, false);
}

/* The comments after the last item, before the '}': the map's own. */
static void put_tail(struct ctx *c)
{
	size_t k, n;
	const char *s;

	for (k = 0; k < c->d->nr_tail; k++) {
		if (c->f->toks[c->d->tail + k].kind != BL_TOK_COMMENT)
			continue;
		s = tok_text(c->f, c->d->tail + k, &n);
		bl_sb_printf(c->out, "%s", c->st.ind);
		bl_sb_put(c->out, s, n);
		bl_sb_put(c->out, "\n", 1);
	}
}

static void end_member(struct ctx *c, long item)
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
static void put_uint_at(struct ctx *c, const char *name, long item, bool expr,
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
static void put_uint(struct ctx *c, const char *name, enum bl_word w, const char *sym,
		     uint32_t num)
{
	put_uint_at(c, name, w < NR_WORDS ? c->item[w] : -1, w != BL_W_PINNING, sym, num);
}

/* key or value of @item: the annotation's type, `sizeof(T)` as T, else a size. */
static void put_kv_at(struct ctx *c, int which, long item, uint32_t size)
{
	const char *nm = which ? "value" : "key";
	size_t a, b;

	if (c->tmpl && c->m->tmpl_sized)
		put_uint_at(c, which ? "value_size" : "key_size", item, true, NULL, size);
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
		put_uint_at(c, which ? "value_size" : "key_size", item, true, NULL, size);
	}
}

static void put_kv(struct ctx *c, int which, enum bl_word w, uint32_t size)
{
	put_kv_at(c, which, c->item[w], size);
}

/* the legacy word an integer member's expression comes from */
static const enum bl_word def_word[BL_DEF__NR] = {
	[BL_DEF_TYPE] = BL_W_TYPE, [BL_DEF_MAX_ENTRIES] = BL_W_MAX,
	[BL_DEF_MAP_FLAGS] = BL_W_FLAGS, [BL_DEF_NUMA_NODE] = BL_W_NUMA,
	[BL_DEF_PINNING] = BL_W_PINNING,
};

/* Member @mem as the conversion writes it. */
static void put_member(struct ctx *c, enum bl_btf_def_member mem)
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
				put_lead_pp(c, (size_t)c->item[BL_W_PINNING]);
			break;
		}
		/* fall through */
	default:
		bl_btf_map_def_uint(def, mem, &v);
		put_uint(c, bl_btf_def_member_name(mem), def_word[mem],
			 bl_btf_def_member_sym(def, mem, buf, sizeof(buf)), v);
	}
}

/* Each member the conversion writes (bl_btf_map_def_layout), in its order. */
static void put_members(struct ctx *c)
{
	enum bl_btf_def_member mem[BL_DEF__NR];
	int i, n = bl_btf_map_def_layout(c->m->def, mem);

	for (i = 0; i < n; i++)
		put_member(c, mem[i]);
}

/* The member of the conversion's @mem[@n] that legacy word @w gives, or -1. */
static int member_of_word(const enum bl_btf_def_member *mem, int n, long w)
{
	int i;

	for (i = 0; w >= 0 && i < n; i++) {
		switch (mem[i]) {
		case BL_DEF_KEY:
		case BL_DEF_KEY_SIZE:
			if (w == BL_W_KEY)
				return i;
			break;
		case BL_DEF_VALUE:
		case BL_DEF_VALUE_SIZE:
			if (w == BL_W_VALUE)
				return i;
			break;
		case BL_DEF_PINNING:
			if (w == BL_W_PINNING)
				return i;
			break;
		case BL_DEF_VALUES:
			break;
		default:
			if (def_word[mem[i]] == w)
				return i;
		}
	}
	return -1;
}

/* An item inside an #if group, one for one: its expression, its member. */
static void put_arm_item(struct ctx *c, size_t i)
{
	static const char *const name[NR_WORDS] = {
		[BL_W_TYPE] = "type", [BL_W_MAX] = "max_entries", [BL_W_FLAGS] = "map_flags",
	};
	long w = c->word_of[i];

	if (w == BL_W_KEY || w == BL_W_VALUE)
		put_kv_at(c, w == BL_W_VALUE, (long)i, 0);
	else if (w >= 0 && name[w])
		put_uint_at(c, name[w], (long)i, true, NULL, 0);
	else		/* a member dropped (--drop-unknown): its #if lines stay */
		put_lead_pp(c, i);
}

/*
 * An initialiser with #if groups: the items in their source order, the
 * preprocessor lines where they stand; an item outside the groups gives
 * the conversion's member for its word (or nothing, as in the
 * conversion), one inside them its own member; then the conversion's
 * members no item gave (outside every group: after the tail's last #endif).
 */
static void put_members_pp(struct ctx *c)
{
	enum bl_btf_def_member mem[BL_DEF__NR];
	int n = bl_btf_map_def_layout(c->m->def, mem), k;
	bool done[BL_DEF__NR] = { false };
	size_t i, last_pp = 0, t;

	for (i = 0; i < c->d->nr_items; i++) {
		long w = c->word_of[i];

		if (c->d->items[i].cond) {
			put_arm_item(c, i);
			continue;
		}
		k = member_of_word(mem, n, w);
		if (k < 0 || done[k]) {
			put_lead_pp(c, i);
			continue;
		}
		done[k] = true;
		put_member(c, mem[k]);
	}
	for (t = 0; t < c->d->nr_tail; t++)
		if (c->f->toks[c->d->tail + t].kind == BL_TOK_PP)
			last_pp = t + 1;
	for (t = 0; t < last_pp; t++)
		put_line(c, c->d->tail + t, !c->tmpl);
	for (k = 0; k < n; k++) {
		bool armed = (mem[k] == BL_DEF_KEY || mem[k] == BL_DEF_KEY_SIZE) ? c->cond[BL_W_KEY] :
			     (mem[k] == BL_DEF_VALUE || mem[k] == BL_DEF_VALUE_SIZE) ? c->cond[BL_W_VALUE] :
			     def_word[mem[k]] < NR_WORDS && mem[k] != BL_DEF_PINNING &&
			     mem[k] != BL_DEF_VALUES && c->cond[def_word[mem[k]]];

		if (!done[k] && !armed)
			put_member(c, mem[k]);
	}
	for (t = last_pp; t < c->d->nr_tail && !c->tmpl; t++)
		put_line(c, c->d->tail + t, true);
}

const char *bl_map_rewrite(const struct bl_src_file *f, const struct bl_map_decl *d,
			   const struct bl_rw_map *m, struct bl_strbuf *out)
{
	const struct bl_src_stmt *s = &f->stmts[d->stmt];
	struct ctx c = { .f = f, .d = d, .m = m, .out = out,
			 .typed = typed_kv_ok(m->def->attr.type) };
	const char *why = assign_items(&c);
	void (*members)(struct ctx *c) = d->has_pp ? put_members_pp : put_members;
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
