// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Compare a file with an output's bytes (file_same.h). */
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/file_io.h"
#include "util/file_same.h"

/* The next @n bytes of @fd equal @p. */
static bool same_piece(int fd, const unsigned char *p, size_t n)
{
	unsigned char buf[16384];
	ssize_t got;

	while (n) {
		got = read(fd, buf, n < sizeof(buf) ? n : sizeof(buf));
		if (got <= 0 || memcmp(buf, p, got))
			return false;
		p += got;
		n -= got;
	}
	return true;
}

static size_t out_len(const struct bl_out *o)
{
	size_t i, n = 0;

	if (!o->iov)
		return o->len;
	for (i = 0; i < o->iovcnt; i++)
		n += o->iov[i].iov_len;
	return n;
}

bool bl_file_holds(int dirfd, const char *name, const struct stat *old,
		   const struct bl_out *o)
{
	struct stat st;
	bool same;
	char end;
	size_t i;
	int fd;

	if (!S_ISREG(old->st_mode) || old->st_nlink != 1 ||
	    (size_t)old->st_size != out_len(o))
		return false;
	fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return false;
	/* still the file that was looked at, not one put there since */
	same = !fstat(fd, &st) && st.st_dev == old->st_dev && st.st_ino == old->st_ino &&
	       st.st_size == old->st_size;
	if (same && !o->iov)
		same = same_piece(fd, o->buf, o->len);
	for (i = 0; same && o->iov && i < o->iovcnt; i++)
		same = same_piece(fd, o->iov[i].iov_base, o->iov[i].iov_len);
	/* and nothing after them */
	same = same && read(fd, &end, 1) == 0;
	close(fd);
	return same;
}
