/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * One legacy map declaration rewritten as a BTF-defined map (map_rewrite.c):
 * the definition the binary conversion planned, spelled with the source's
 * own expressions where the legacy initialiser has them.
 */
#ifndef BL_MAP_REWRITE_H
#define BL_MAP_REWRITE_H

#include "source/find/decl_find.h"
#include "source/rewrite/rw_map.h"
#include "util/strbuf.h"

/*
 * Append the new declaration for @d of file @f to @out (from its first
 * token to its `;`). NULL, or why it cannot be rewritten.
 */
const char *bl_map_rewrite(const struct bl_src_file *f, const struct bl_map_decl *d,
			   const struct bl_rw_map *m, struct bl_strbuf *out);

/*
 * The legacy word each item of @d gives (@word[i], -1: none) as
 * bl_map_rewrite() reads them with @m's layout (BL_W_INNER_MAP_IDX read
 * as BL_W_INNER_IDX). NULL, or why they cannot be read.
 */
const char *bl_map_item_words(const struct bl_src_file *f, const struct bl_map_decl *d,
			      const struct bl_rw_map *m, long word[BL_INIT_MAX_ITEMS]);

/* The macros the new declarations use, for files that may lack them. */
extern const char bl_rw_macros[];

#endif /* BL_MAP_REWRITE_H */
