// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* A deduplicated string table in first-add order (btf_strtab.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "btf/btf_strtab.h"

/* libbpf's BTF_MAX_STR_OFFSET: name offsets are 31-bit */
#define STRTAB_MAX	0x7fffffffu

int bl_btfstr_init(struct bl_btfstr *t)
{
	memset(t, 0, sizeof(*t));
	t->cap = 4096;
	t->buf = malloc(t->cap);
	if (!t->buf || bl_u64map_init(&t->idx, 256)) {
		free(t->buf);
		memset(t, 0, sizeof(*t));
		return -ENOMEM;
	}
	t->buf[0] = '\0';
	t->len = 1;
	return 0;
}

void bl_btfstr_free(struct bl_btfstr *t)
{
	free(t->buf);
	if (t->idx.vals)
		bl_u64map_free(&t->idx);
	memset(t, 0, sizeof(*t));
}

/* Two strings with one hash: the later one probes the next key, and so on. */
static uint64_t next_key(uint64_t k)
{
	return k * 0x9e3779b97f4a7c15ULL + 1;
}

int64_t bl_btfstr_add(struct bl_btfstr *t, const char *s)
{
	size_t n = strlen(s) + 1;
	uint64_t key = bl_hash_mem(s, n - 1);
	uint32_t off;
	char *nb;
	int err;

	if (!s[0])
		return 0;
	for (;; key = next_key(key)) {
		if (!bl_u64map_get(&t->idx, key, &off))
			break;
		if (!strcmp(t->buf + off, s))
			return off;
	}
	if (t->len + n > STRTAB_MAX)
		return -E2BIG;
	if (t->len + n > t->cap) {
		size_t cap = t->cap;

		while (cap < t->len + n)
			cap *= 2;
		nb = realloc(t->buf, cap);
		if (!nb)
			return -ENOMEM;
		t->buf = nb;
		t->cap = cap;
	}
	off = t->len;
	err = bl_u64map_add(&t->idx, key, off, &off);
	if (err)
		return err;
	memcpy(t->buf + t->len, s, n);
	t->len += n;
	return off;
}
