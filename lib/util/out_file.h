/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * An output file as the writers see it: its path, mode and bytes, whole or
 * in pieces. Written by lib/util/file_io.c, compared with what a file
 * already holds by lib/util/file_same.c; a header of its own so that
 * neither of the two needs the other's. Private: in the library archive,
 * not in the installed headers.
 */
#ifndef BL_UTIL_OUT_FILE_H
#define BL_UTIL_OUT_FILE_H

#include <stddef.h>
#include <sys/uio.h>

/* One output of a set written all-or-nothing by bl_write_files(). */
struct bl_out {
	const char *path;	/* "-": standard output */
	const void *buf;
	size_t len;
	unsigned int mode;	/* for new files, before the umask */
	const struct iovec *iov;	/* instead of buf/len when not NULL: */
	size_t iovcnt;		/* the bytes in pieces (a converted image) */
};

/* The bytes of @cnt pieces (inline: file_same.c and workers.c count them,
 * and neither owns the other). */
static inline size_t bl_iov_len(const struct iovec *iov, size_t cnt)
{
	size_t i, n = 0;

	for (i = 0; i < cnt; i++)
		n += iov[i].iov_len;
	return n;
}

#endif /* BL_UTIL_OUT_FILE_H */
