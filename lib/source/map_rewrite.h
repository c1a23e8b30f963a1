/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * One legacy map declaration rewritten as a BTF-defined map (map_rewrite.c):
 * the definition the binary conversion planned, spelled with the source's
 * own expressions where the legacy initialiser has them.
 */
#ifndef BL_MAP_REWRITE_H
#define BL_MAP_REWRITE_H

#include "bpflegacy.h"
#include "btf/btf_maps.h"
#include "source/decl_find.h"
#include "util/strbuf.h"

struct bl_rw_slot {
	uint32_t index;
	const char *target;	/* the inner map's name, or the program's */
};

struct bl_rw_map {
	const char *name;
	const struct bl_btf_def *def;	/* as the conversion planned it */
	enum bl_layout layout;		/* the legacy record layout resolved */
	bool drop_unknown;		/* --drop-unknown: members no layout has
					 * go, as in the conversion */
	const char *kv[2];		/* BPF_ANNOTATE_KV_PAIR key and value text */
	const char *tag;		/* struct tag: this map is an inner template */
	const char *values_tag;		/* outer: its template's struct tag */
	const char *values_type;	/* or its template spelt as a type
					 * (`typeof(inner)`), whose slots
					 * need no cast */
	const char *tmpl_tag;		/* a pinned inner: an unpinned template
					 * type of this tag goes before it */
	bool tmpl_sized;		/* the template's key and value as sizes */
	const struct bl_rw_slot *slots;
	size_t nr_slots;
	const char *protos;		/* declarations written before it: the
					 * prototypes of a prog array's slot
					 * programs, or an outer's template
					 * declared ahead */
};

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
