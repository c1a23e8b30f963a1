// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * util/hash.h's name index, built whole (bl_name_index_build) and grown an
 * item at a time (bl_name_index_add, as lint_cross.c grows it): the same
 * chains, each name's items in index order, past the first 16 items, and
 * no item for a name never added.
 */
#include <stdio.h>
#include <string.h>

#include "util/hash.h"

#define UNIT_NAME "name_index"
#include "unit.h"

#define N 300

static char names[N][16];

static const char *name_at(const void *ctx, size_t i)
{
	(void)ctx;
	return names[i];
}

int main(void)
{
	struct bl_name_index whole, grown;
	size_t i, a, b, steps = 0;
	bool grew = true, same = true, ordered = true;

	/* names repeat: item i is named after i % 37 */
	for (i = 1; i < N; i++)
		snprintf(names[i], sizeof(names[i]), "map_%zu", i % 37);
	if (!CHECK("an index is built over 299 items", !bl_name_index_build(&whole, N, name_at, NULL)))
		return unit_status();
	bl_name_index_init(&grown, name_at, NULL);
	CHECK("an empty index finds nothing", !bl_name_index_find(&grown, "map_1", 0));
	for (i = 1; i < N; i++)
		grew &= !bl_name_index_add(&grown, i);
	CHECK("299 items are added one by one", grew);
	/* each name's chain, walked in both in step */
	for (i = 1; i <= 37; i++) {
		a = bl_name_index_find(&whole, names[i], 0);
		b = bl_name_index_find(&grown, names[i], 0);
		while (a || b) {
			size_t na = bl_name_index_find(&whole, names[i], a);

			same &= a == b;
			ordered &= !na || na > a;
			steps++;
			a = na;
			b = b ? bl_name_index_find(&grown, names[i], b) : 0;
		}
	}
	CHECKF(same && steps == N - 1, "both hold the same chains (%zu items)", steps);
	CHECK("each chain runs in index order", ordered);
	CHECK("no item for a name never added", !bl_name_index_find(&grown, "map_37", 0));
	CHECK("item 0 is never added", bl_name_index_add(&grown, 0) != 0);
	CHECK("bl_hash_mem of a string's bytes is its bl_hash_str",
	      bl_hash_mem("map_12", 6) == bl_hash_str("map_12") &&
	      bl_hash_mem("map_12/x", 6) == bl_hash_str("map_12") &&
	      bl_hash_mem("", 0) == bl_hash_str(""));
	bl_name_index_free(&whole);
	bl_name_index_free(&grown);
	return unit_status();
}
