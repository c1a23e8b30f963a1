// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Front-to-back reads through one buffer (readahead.h). */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "util/readahead.h"

const void *bl_readahead_get(struct bl_readahead *ra, off_t off, size_t len)
{
	size_t want = len > BL_READAHEAD ? len : BL_READAHEAD, got = 0;
	ssize_t n;

	if (off >= ra->start && (size_t)(off - ra->start) + len <= ra->len)
		return ra->buf + (off - ra->start);
	if (want > ra->cap) {
		char *buf = realloc(ra->buf, want);

		if (!buf)
			return NULL;
		ra->buf = buf;
		ra->cap = want;
	}
	/* as much as the file has, up to the buffer: the next pieces follow */
	ra->start = off;
	ra->len = 0;
	while (got < ra->cap) {
		n = pread(ra->fd, ra->buf + got, ra->cap - got, off + got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return NULL;
		if (!n)
			break;
		got += n;
	}
	ra->len = got;
	if (got < len) {
		errno = EIO;	/* the file ends before the piece does */
		return NULL;
	}
	return ra->buf;
}

void bl_readahead_fini(struct bl_readahead *ra)
{
	free(ra->buf);
	ra->buf = NULL;
	ra->cap = ra->len = 0;
}
