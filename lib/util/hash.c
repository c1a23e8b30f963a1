// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Hash indexes: u64 -> u32 map and name index (see hash.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/hash.h"

/* splitmix64's finaliser: every key bit reaches the low bits we index by */
static uint64_t mix(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ULL;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebULL;
	return x ^ (x >> 31);
}

uint64_t bl_hash_mem(const void *p, size_t n)
{
	const unsigned char *s = p;
	uint64_t h = 0xcbf29ce484222325ULL;	/* FNV-1a */

	while (n--)
		h = (h ^ *s++) * 0x100000001b3ULL;
	return h;
}

uint64_t bl_hash_str(const char *s)
{
	return bl_hash_mem(s, strlen(s));
}

static int alloc_slots(struct bl_u64map *m, size_t slots)
{
	m->keys = malloc(slots * sizeof(*m->keys));
	m->vals = calloc(slots, sizeof(*m->vals));
	if (!m->keys || !m->vals) {
		free(m->keys);
		free(m->vals);
		m->keys = NULL;
		m->vals = NULL;
		return -ENOMEM;
	}
	m->mask = slots - 1;
	m->nr = 0;
	return 0;
}

int bl_u64map_init(struct bl_u64map *m, size_t expect)
{
	size_t slots = 16;

	while (slots < 2 * expect)
		slots *= 2;
	return alloc_slots(m, slots);
}

void bl_u64map_free(struct bl_u64map *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof(*m));
}

static size_t slot_of(const struct bl_u64map *m, uint64_t key)
{
	size_t i = mix(key) & m->mask;

	while (m->vals[i] && m->keys[i] != key)
		i = (i + 1) & m->mask;
	return i;
}

static int grow(struct bl_u64map *m)
{
	struct bl_u64map old = *m;
	size_t i;

	if (alloc_slots(m, 2 * (old.mask + 1))) {
		*m = old;
		return -ENOMEM;
	}
	for (i = 0; i <= old.mask; i++) {
		size_t j;

		if (!old.vals[i])
			continue;
		j = slot_of(m, old.keys[i]);
		m->keys[j] = old.keys[i];
		m->vals[j] = old.vals[i];
		m->nr++;
	}
	free(old.keys);
	free(old.vals);
	return 0;
}

int bl_u64map_add(struct bl_u64map *m, uint64_t key, uint32_t val, uint32_t *old)
{
	size_t i;

	if (val == UINT32_MAX)
		return -EINVAL;
	if (2 * (m->nr + 1) > m->mask + 1 && grow(m))
		return -ENOMEM;
	i = slot_of(m, key);
	if (!m->vals[i]) {
		m->keys[i] = key;
		m->vals[i] = val + 1;
		m->nr++;
	}
	if (old)
		*old = m->vals[i] - 1;
	return 0;
}

bool bl_u64map_get(const struct bl_u64map *m, uint64_t key, uint32_t *val)
{
	size_t i;

	if (!m->vals)
		return false;
	i = slot_of(m, key);
	if (!m->vals[i])
		return false;
	*val = m->vals[i] - 1;
	return true;
}

int bl_name_index_build(struct bl_name_index *ix, size_t n, bl_name_fn name,
			const void *ctx)
{
	size_t i;
	int err;

	memset(ix, 0, sizeof(*ix));
	if (n >= UINT32_MAX)
		return -E2BIG;
	ix->name = name;
	ix->ctx = ctx;
	ix->cap = n ? n : 1;
	ix->next = calloc(ix->cap, sizeof(*ix->next));
	err = ix->next ? bl_u64map_init(&ix->first, n) : -ENOMEM;
	/* from the top down, so that each chain ends up in index order */
	for (i = n; !err && i-- > 1;) {
		uint64_t h = bl_hash_str(name(ctx, i));
		uint32_t head;

		err = bl_u64map_add(&ix->first, h, i, &head);
		if (!err && head != i) {
			ix->next[i] = head;
			/* replace the head: keys are unique, so find its slot */
			ix->first.vals[slot_of(&ix->first, h)] = i + 1;
		}
	}
	if (err)
		bl_name_index_free(ix);
	return err;
}

void bl_name_index_init(struct bl_name_index *ix, bl_name_fn name, const void *ctx)
{
	memset(ix, 0, sizeof(*ix));
	ix->name = name;
	ix->ctx = ctx;
}

int bl_name_index_add(struct bl_name_index *ix, size_t i)
{
	uint32_t head, t, *next;
	uint64_t h;
	int err;

	if (!i || i >= UINT32_MAX - 1)
		return -E2BIG;
	if (i >= ix->cap) {
		size_t cap = 2 * ix->cap > i ? 2 * ix->cap : i + 16;

		next = realloc(ix->next, cap * sizeof(*next));
		if (!next)
			return -ENOMEM;
		memset(next + ix->cap, 0, (cap - ix->cap) * sizeof(*next));
		ix->next = next;
		ix->cap = cap;
	}
	if (!ix->first.vals && (err = bl_u64map_init(&ix->first, 16)))
		return err;
	h = bl_hash_str(ix->name(ix->ctx, i));
	err = bl_u64map_add(&ix->first, h, i, &head);
	if (err || head == i)
		return err;
	/* after the chain's last item: the chain stays in index order */
	for (t = head; ix->next[t]; t = ix->next[t])
		;
	ix->next[t] = i;
	return 0;
}

void bl_name_index_free(struct bl_name_index *ix)
{
	bl_u64map_free(&ix->first);
	free(ix->next);
	ix->next = NULL;
	ix->cap = 0;
}

size_t bl_name_index_find(const struct bl_name_index *ix, const char *s,
			  size_t after)
{
	uint32_t i;

	if (after)
		i = ix->next[after];
	else if (!bl_u64map_get(&ix->first, bl_hash_str(s), &i))
		return 0;
	for (; i; i = ix->next[i])
		if (!strcmp(ix->name(ix->ctx, i), s))
			return i;
	return 0;
}
