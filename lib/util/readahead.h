/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Reading a file front to back in pieces through one buffer: a piece is
 * served from what an earlier pread brought in, and a miss reads
 * BL_READAHEAD bytes or more at once. For memory files that are read
 * piece by piece in order (workers.c's state files, the side files lint
 * records lie in): one system call per buffer, and the buffer's pages are
 * the only memory the reader touches (on a VM a first touch of a page
 * costs microseconds).
 */
#ifndef BL_UTIL_READAHEAD_H
#define BL_UTIL_READAHEAD_H

#include <stddef.h>
#include <sys/types.h>

/* 64 KiB: a -j parent has two buffers a worker, and a first touch of a
 * page costs it 10-15 us on a VM, a pread about 1.5 us; with 256 KiB
 * buffers (malloc'ed anew, as mmaps) the pages cost a 2,400-object lint
 * about 3 ms, with 64 KiB (from the heap, used again) about 1 */
#define BL_READAHEAD	(64UL << 10)

struct bl_readahead {
	int fd;
	char *buf;
	size_t cap;
	off_t start;		/* file offset of buf[0] */
	size_t len;		/* bytes in buf */
};

static inline void bl_readahead_init(struct bl_readahead *ra, int fd)
{
	*ra = (struct bl_readahead){ .fd = fd };
}
/* @len bytes at @off, valid until the next call; NULL when the file is
 * shorter or reading fails (errno) or out of memory. */
const void *bl_readahead_get(struct bl_readahead *ra, off_t off, size_t len);
void bl_readahead_fini(struct bl_readahead *ra);

#endif
