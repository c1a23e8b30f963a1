// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * A map initialiser with #if groups among its items (map_ctx.h), rewritten
 * with its preprocessor lines where they stand: each arm's members one for
 * one with their own expressions, the conversion's other members
 * (map_members.c) outside the groups.
 */
#include <stdbool.h>
#include <stddef.h>

#include "btf/btf_maps.h"
#include "source/find/macro_map.h"
#include "source/rewrite/map_ctx.h"

/* Whether item @i's value names one of the types typed_kv_ok() (map_rewrite.c)
 * takes. */
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
const char *bl_rw_check_arms(struct bl_rw_ctx *c)
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
			if (bl_rw_def_word[mem[i]] == w)
				return i;
		}
	}
	return -1;
}

/* An item inside an #if group, one for one: its expression, its member. */
static void put_arm_item(struct bl_rw_ctx *c, size_t i)
{
	long w = c->word_of[i];

	if (w == BL_W_KEY || w == BL_W_VALUE)
		bl_rw_put_kv_at(c, w == BL_W_VALUE, (long)i, 0);
	else if (w >= 0 && w <= BL_W_FLAGS)	/* type, max_entries, map_flags */
		bl_rw_put_uint_at(c, bl_w_member[w], (long)i, true, NULL, 0);
	else		/* a member dropped (--drop-unknown): its #if lines stay */
		bl_rw_put_lead_pp(c, i);
}

/*
 * An initialiser with #if groups: the items in their source order, the
 * preprocessor lines where they stand; an item outside the groups gives
 * the conversion's member for its word (or nothing, as in the
 * conversion), one inside them its own member; then the conversion's
 * members no item gave (outside every group: after the tail's last #endif).
 */
void bl_rw_put_members_pp(struct bl_rw_ctx *c)
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
			bl_rw_put_lead_pp(c, i);
			continue;
		}
		done[k] = true;
		bl_rw_put_member(c, mem[k]);
	}
	for (t = 0; t < c->d->nr_tail; t++)
		if (c->f->toks[c->d->tail + t].kind == BL_TOK_PP)
			last_pp = t + 1;
	for (t = 0; t < last_pp; t++)
		bl_rw_put_line(c, c->d->tail + t, !c->tmpl);
	for (k = 0; k < n; k++) {
		bool armed = (mem[k] == BL_DEF_KEY || mem[k] == BL_DEF_KEY_SIZE) ? c->cond[BL_W_KEY] :
			     (mem[k] == BL_DEF_VALUE || mem[k] == BL_DEF_VALUE_SIZE) ? c->cond[BL_W_VALUE] :
			     bl_rw_def_word[mem[k]] < NR_WORDS && mem[k] != BL_DEF_PINNING &&
			     mem[k] != BL_DEF_VALUES && c->cond[bl_rw_def_word[mem[k]]];

		if (!done[k] && !armed)
			bl_rw_put_member(c, mem[k]);
	}
	for (t = last_pp; t < c->d->nr_tail && !c->tmpl; t++)
		bl_rw_put_line(c, c->d->tail + t, true);
}
