// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* ELF string tables: deduplicated by hash, tails merged (elf_strtab.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "elf/elf_strtab.h"

struct bl_strent {
	const char *s;
	size_t len;		/* without the NUL */
	size_t off;
	uint32_t next;		/* next entry with the same hash + 1, 0: none */
};

int bl_strtab_init(struct bl_strtab *st, size_t expect)
{
	memset(st, 0, sizeof(*st));
	return bl_u64map_init(&st->ix, expect);
}

void bl_strtab_free(struct bl_strtab *st)
{
	bl_u64map_free(&st->ix);
	free(st->ents);
	free(st->buf);
	memset(st, 0, sizeof(*st));
}

/* A handle for offset @off of the base rather than an entry. */
#define BASE_HANDLE	(1L << 62)

bool bl_strtab_set_base(struct bl_strtab *st, const char *base, size_t len)
{
	if (!base || !len || base[0] || base[len - 1] || len >= BASE_HANDLE)
		return false;
	st->base = base;
	st->base_len = len;
	return true;
}

long bl_strtab_add_at(struct bl_strtab *st, const char *s, uint64_t off)
{
	/* the base ends with a NUL: strcmp stays inside it */
	if (st->base && off < st->base_len && (st->base + off == s || !strcmp(st->base + off, s)))
		return BASE_HANDLE | (long)off;
	return bl_strtab_add(st, s);
}

long bl_strtab_add(struct bl_strtab *st, const char *s)
{
	uint64_t h = bl_hash_str(s);
	uint32_t first, i;
	int err;

	if (st->nr >= UINT32_MAX - 1)
		return -E2BIG;
	err = bl_u64map_add(&st->ix, h, st->nr, &first);
	if (err)
		return err;
	if (first != st->nr) {
		for (i = first;; i = st->ents[i].next - 1) {
			if (!strcmp(st->ents[i].s, s))
				return i;
			if (!st->ents[i].next)
				break;
		}
		st->ents[i].next = st->nr + 1;	/* a hash collision: chain */
	}
	if (st->nr == st->cap) {
		size_t cap = st->cap ? 2 * st->cap : 64;
		struct bl_strent *e = realloc(st->ents, cap * sizeof(*e));

		if (!e)
			return -ENOMEM;
		st->ents = e;
		st->cap = cap;
	}
	st->ents[st->nr] = (struct bl_strent){ .s = s, .len = strlen(s) };
	return st->nr++;
}

/* Descending order of the reversed strings: a string comes right after
 * the strings it ends, if there are any. */
static int cmp_reversed(const void *a, const void *b)
{
	const struct bl_strent *x = *(const struct bl_strent *const *)a;
	const struct bl_strent *y = *(const struct bl_strent *const *)b;
	size_t i, n = x->len < y->len ? x->len : y->len;

	for (i = 1; i <= n; i++) {
		unsigned char cx = x->s[x->len - i], cy = y->s[y->len - i];

		if (cx != cy)
			return cx < cy ? 1 : -1;
	}
	return x->len < y->len ? 1 : x->len > y->len ? -1 : 0;
}

static bool ends_with(const struct bl_strent *longer, const struct bl_strent *e)
{
	return longer->len >= e->len &&
	       !memcmp(longer->s + longer->len - e->len, e->s, e->len);
}

int bl_strtab_finalize(struct bl_strtab *st)
{
	struct bl_strent **order = malloc((st->nr + 1) * sizeof(*order));
	char *merged = calloc(st->nr + 1, 1);
	size_t i, len = st->base ? st->base_len : 1;

	if (!order || !merged) {
		free(order);
		free(merged);
		return -ENOMEM;
	}
	for (i = 0; i < st->nr; i++)
		order[i] = &st->ents[i];
	qsort(order, st->nr, sizeof(*order), cmp_reversed);
	for (i = 1; i < st->nr; i++)
		merged[order[i] - st->ents] = ends_with(order[i - 1], order[i]);
	/* strings of their own in the order they were added, "" is offset 0 */
	for (i = 0; i < st->nr; i++) {
		if (merged[i] || !st->ents[i].len)
			continue;
		st->ents[i].off = len;
		len += st->ents[i].len + 1;
	}
	for (i = 1; i < st->nr; i++) {
		struct bl_strent *e = order[i], *p = order[i - 1];

		if (merged[e - st->ents])
			e->off = e->len ? p->off + p->len - e->len : 0;
	}
	st->buf = malloc(len);
	if (!st->buf) {
		free(order);
		free(merged);
		return -ENOMEM;
	}
	st->buf[0] = '\0';
	if (st->base)
		memcpy(st->buf, st->base, st->base_len);
	for (i = 0; i < st->nr; i++)
		if (!merged[i] && st->ents[i].len)
			memcpy(st->buf + st->ents[i].off, st->ents[i].s, st->ents[i].len + 1);
	st->len = len;
	free(order);
	free(merged);
	return 0;
}

bool bl_strtab_in_base(long handle)
{
	return handle & BASE_HANDLE;
}

size_t bl_strtab_off(const struct bl_strtab *st, long handle)
{
	if (handle & BASE_HANDLE)
		return handle & ~BASE_HANDLE;
	return st->ents[handle].off;
}
