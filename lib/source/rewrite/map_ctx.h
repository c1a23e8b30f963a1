/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * One map declaration's rewrite under way (map_rewrite.c: which item gives
 * which legacy word, the declaration around the members), shared with the
 * writers of its members: map_members.c (each member the conversion
 * writes) and map_arms.c (initialisers with #if groups). Layered: map_arms.c
 * calls map_members.c, map_rewrite.c calls both, none calls back.
 * Internal to lib/source.
 */
#ifndef BL_MAP_CTX_H
#define BL_MAP_CTX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "convert/legacy_layout.h"
#include "source/find/decl_style.h"
#include "source/rewrite/rw_map.h"
#include "util/strbuf.h"

#define NR_WORDS (BL_W_NUMA + 1)

struct bl_rw_ctx {
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

/* map_members.c: the legacy word an integer member's expression comes from */
extern const enum bl_word bl_rw_def_word[BL_DEF__NR];

/* map_members.c: comment (when @comments) or preprocessor line @i on a line
 * of its own */
void bl_rw_put_line(struct bl_rw_ctx *c, size_t i, bool comments);
/* map_members.c: the #if lines before item @i, without its comments */
void bl_rw_put_lead_pp(struct bl_rw_ctx *c, size_t i);
/* map_members.c: __uint(NAME, expression of @item where @expr, else
 * @num/@sym), with @item's comments */
void bl_rw_put_uint_at(struct bl_rw_ctx *c, const char *name, long item, bool expr,
		       const char *sym, uint32_t num);
/* map_members.c: key (@which 0) or value (1) of @item, @size without one */
void bl_rw_put_kv_at(struct bl_rw_ctx *c, int which, long item, uint32_t size);
/* map_members.c: member @mem as the conversion writes it */
void bl_rw_put_member(struct bl_rw_ctx *c, enum bl_btf_def_member mem);
/* map_members.c: each member the conversion writes, in its order */
void bl_rw_put_members(struct bl_rw_ctx *c);
/* map_members.c: the comments after the last item, before the '}' */
void bl_rw_put_tail(struct bl_rw_ctx *c);

/* map_arms.c: NULL, or why the words set inside #if groups cannot be
 * rewritten arm by arm; clears c->typed unless every arm's type takes types */
const char *bl_rw_check_arms(struct bl_rw_ctx *c);
/* map_arms.c: the members of an initialiser with #if groups */
void bl_rw_put_members_pp(struct bl_rw_ctx *c);

#endif /* BL_MAP_CTX_H */
