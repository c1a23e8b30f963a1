/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * ELF string table builder: equal strings are stored once (found by hash)
 * and a string that ends another one points into it (tail merging, as
 * clang's and elfutils' builders do). O(n log n) in the number of distinct
 * strings whatever the names are: elfutils' dwelf_strtab keeps them in an
 * unbalanced search tree, quadratic (and deeply recursive) on names an
 * input can choose.
 */
#ifndef BL_ELF_STRTAB_H
#define BL_ELF_STRTAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/hash.h"

struct bl_strtab {
	struct bl_u64map ix;	/* name hash -> first entry of that hash */
	struct bl_strent *ents;
	size_t nr, cap;
	char *buf;		/* the table, after bl_strtab_finalize() */
	size_t len;
	const char *base;	/* kept as the table's start, or NULL */
	size_t base_len;
};

int bl_strtab_init(struct bl_strtab *st, size_t expect);
void bl_strtab_free(struct bl_strtab *st);
/*
 * Add @s (kept by pointer until finalize) and return its handle, or a
 * negative errno. "" always ends up at offset 0.
 */
long bl_strtab_add(struct bl_strtab *st, const char *s);
/*
 * Start the table with the bytes of an existing one (@base, kept by pointer
 * until finalize): strings added with bl_strtab_add_at() that are there keep
 * their offsets, the others follow it. False, and no base, unless @base is
 * a well-formed table (starts and ends with a NUL).
 */
bool bl_strtab_set_base(struct bl_strtab *st, const char *base, size_t len);
/* As bl_strtab_add(), but @s at offset @off of the base when it is there. */
long bl_strtab_add_at(struct bl_strtab *st, const char *s, uint64_t off);
int bl_strtab_finalize(struct bl_strtab *st);
size_t bl_strtab_off(const struct bl_strtab *st, long handle);
/* Whether @handle names a string of the base (its offset known already). */
bool bl_strtab_in_base(long handle);

#endif /* BL_ELF_STRTAB_H */
