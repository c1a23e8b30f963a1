/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Memory a -j parent fills for every object of a run (its results, the
 * pool's job slots, decoded records): mapped whole and populated in one
 * system call, and not inherited by the workers it forks.
 *
 * Why (the parent's CPU per object is what a -j run of small objects
 * waits on): on a VM a page touched one
 * at a time costs 11-13 us (a fault each), populated 4-5 us; and a page
 * the parent shares with a forked worker costs a copy on its next write.
 * MADV_DONTFORK keeps these pages out of every worker forked later, so the
 * parent's writes are first touches only. A worker must not touch them;
 * bl_bulk_share() makes them ordinary again once the workers are done
 * (memory handed to a library's caller, who may fork).
 */
#ifndef BL_UTIL_BULK_H
#define BL_UTIL_BULK_H

#include <stddef.h>

/* @size bytes of zeroes (page-rounded; 0 is a page too), or NULL (errno
 * set). */
void *bl_bulk_zalloc(size_t size);
void bl_bulk_free(void *p, size_t size);
/* Inherited by later forks again, as any memory. */
void bl_bulk_share(void *p, size_t size);

/*
 * Many small blocks freed together: zeroed, 16-byte aligned, carved from
 * bulk chunks of 16 KiB, each twice the last up to BL_ARENA_CHUNK (or
 * more, for a bigger block): a run of one object populates one small
 * chunk, a run of thousands few system calls.
 */
#define BL_ARENA_CHUNK	(1UL << 20)

struct bl_arena_chunk;

struct bl_arena {
	struct bl_arena_chunk *chunks;
	char *p;		/* next free byte of the newest chunk */
	size_t left;
	size_t next_size;	/* of the next chunk; 0: the first */
};

void *bl_arena_zalloc(struct bl_arena *a, size_t n);
/* bl_bulk_share() of every chunk. */
void bl_arena_share(struct bl_arena *a);
/* Frees every block; the arena is empty again. */
void bl_arena_free(struct bl_arena *a);

#endif /* BL_UTIL_BULK_H */
