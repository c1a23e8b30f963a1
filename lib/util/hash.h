/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Hash indexes, so that no lookup by name or by key walks a whole table:
 * a map from 64-bit keys to 32-bit values, and on top of it an index of
 * the names of items 1..n-1 of any table (sections, symbols, maps).
 */
#ifndef BL_HASH_H
#define BL_HASH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Open addressing, linear probing, grows; no deletion. */
struct bl_u64map {
	uint64_t *keys;
	uint32_t *vals;		/* value + 1; 0 marks a free slot */
	size_t mask, nr;
};

int bl_u64map_init(struct bl_u64map *m, size_t expect);
void bl_u64map_free(struct bl_u64map *m);
/* Map @key to @val unless it is mapped already; *old: the earlier value
 * (or @val when new). @val must be below UINT32_MAX. */
int bl_u64map_add(struct bl_u64map *m, uint64_t key, uint32_t val, uint32_t *old);
/* The value of @key, or false. */
bool bl_u64map_get(const struct bl_u64map *m, uint64_t key, uint32_t *val);

uint64_t bl_hash_str(const char *s);
/* The same hash of @n bytes: bl_hash_mem(s, strlen(s)) == bl_hash_str(s). */
uint64_t bl_hash_mem(const void *p, size_t n);

/* Name of item @i of the table behind @ctx. */
typedef const char *(*bl_name_fn)(const void *ctx, size_t i);

/* Items with the same name hash chained in index order. */
struct bl_name_index {
	struct bl_u64map first;	/* name hash -> lowest item */
	uint32_t *next;		/* item -> next item with that hash, 0: none */
	size_t cap;		/* of next[] */
	bl_name_fn name;
	const void *ctx;
};

/* Index items 1..@n-1 (item 0 is the ELF null entry, never indexed). */
int bl_name_index_build(struct bl_name_index *ix, size_t n, bl_name_fn name,
			const void *ctx);
/* An empty index, for items added one by one as the table grows. */
void bl_name_index_init(struct bl_name_index *ix, bl_name_fn name, const void *ctx);
/* Index item @i (above 0 and every item indexed so far) too; its name's
 * chain is walked to its end, so many items of one name are for build. */
int bl_name_index_add(struct bl_name_index *ix, size_t i);
void bl_name_index_free(struct bl_name_index *ix);
/* The lowest item above @after named @s, or 0. */
size_t bl_name_index_find(const struct bl_name_index *ix, const char *s,
			  size_t after);

#endif /* BL_HASH_H */
