// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The members of a rewritten map declaration (map_ctx.h), one at a time:
 * each member the conversion writes, spelled with the legacy initialiser's
 * expression for its word where there is one, with the comments and #if
 * lines that stood with the item.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <linux/bpf.h>

#include "btf/btf_maps.h"
#include "source/rewrite/map_ctx.h"

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
void bl_rw_put_tail(struct bl_rw_ctx *c)
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
		else if (c->m->values_type)
			bl_sb_printf(c->out, "%s__array(values, %s);\n",
				     c->st.ind, c->m->values_type);
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
void bl_rw_put_members(struct bl_rw_ctx *c)
{
	enum bl_btf_def_member mem[BL_DEF__NR];
	int i, n = bl_btf_map_def_layout(c->m->def, mem);

	for (i = 0; i < n; i++)
		bl_rw_put_member(c, mem[i]);
}
