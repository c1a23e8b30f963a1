// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Populated, unforked memory for a -j parent, and an arena on it (bulk.h). */
#include <errno.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "util/bulk.h"

struct bl_arena_chunk {
	struct bl_arena_chunk *next;
	size_t size;		/* of the mapping, this header included */
};

/* At least one page: a run of no objects still has its arrays. */
static size_t page_round(size_t size)
{
	size_t pg = (size_t)sysconf(_SC_PAGESIZE);

	return size ? (size + pg - 1) & ~(pg - 1) : pg;
}

void *bl_bulk_zalloc(size_t size)
{
	void *p;

	if (size > SIZE_MAX / 2) {
		errno = EINVAL;
		return NULL;
	}
	size = page_round(size);
	p = mmap(NULL, size, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	/* only a hint: without it the memory still works, copied on write */
	(void)madvise(p, size, MADV_DONTFORK);
	return p;
}

void bl_bulk_free(void *p, size_t size)
{
	if (p)
		munmap(p, page_round(size));
}

void bl_bulk_share(void *p, size_t size)
{
	if (p)
		(void)madvise(p, page_round(size), MADV_DOFORK);
}

void *bl_arena_zalloc(struct bl_arena *a, size_t n)
{
	struct bl_arena_chunk *c;
	size_t hdr = (sizeof(*c) + 15) & ~(size_t)15, size;
	char *p;

	if (n > SIZE_MAX / 4) {
		errno = ENOMEM;
		return NULL;
	}
	n = (n + 15) & ~(size_t)15;
	if (n > a->left) {
		if (a->next_size < (16UL << 10))
			a->next_size = 16UL << 10;
		size = hdr + n > a->next_size ? hdr + n : a->next_size;
		c = bl_bulk_zalloc(size);
		if (!c)
			return NULL;
		c->size = size;
		c->next = a->chunks;
		a->chunks = c;
		a->p = (char *)c + hdr;
		a->left = page_round(size) - hdr;
		if (a->next_size < BL_ARENA_CHUNK)
			a->next_size *= 2;
	}
	p = a->p;
	a->p += n;
	a->left -= n;
	return p;
}

void bl_arena_share(struct bl_arena *a)
{
	struct bl_arena_chunk *c;

	for (c = a->chunks; c; c = c->next)
		bl_bulk_share(c, c->size);
}

void bl_arena_free(struct bl_arena *a)
{
	struct bl_arena_chunk *c, *next;

	for (c = a->chunks; c; c = next) {
		next = c->next;
		bl_bulk_free(c, c->size);
	}
	*a = (struct bl_arena){ 0 };
}
