/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Table of historical legacy map-definition layouts. */
#ifndef BL_LEGACY_LAYOUT_H
#define BL_LEGACY_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "bpflegacy.h"

enum bl_word {
	BL_W_TYPE, BL_W_KEY, BL_W_VALUE, BL_W_MAX, BL_W_FLAGS, BL_W_ID,
	BL_W_PINNING, BL_W_INNER_ID, BL_W_INNER_IDX, BL_W_INNER_MAP_IDX,
	BL_W_NUMA,
};

#define BL_LAYOUT_MAX_WORDS 9

struct bl_layout_desc {
	const char *name;
	const char *doc;
	unsigned int nr_words;
	enum bl_word words[BL_LAYOUT_MAX_WORDS];
	const char *members[BL_LAYOUT_MAX_WORDS];	/* C member names */
};

extern const struct bl_layout_desc bl_layouts[BL_LAYOUT__MAX];

enum bl_layout bl_layout_default_for_size(size_t rec_size);
bool bl_layout_size_ambiguous(size_t rec_size);
size_t bl_layout_size(enum bl_layout layout);

#endif /* BL_LEGACY_LAYOUT_H */
