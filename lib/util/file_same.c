// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Compare a file with an output's bytes (file_same.h). */
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/file_same.h"
#include "util/out_file.h"

/* Where a comparison is in @o's bytes: the piece and the offset in it. */
struct cursor {
	const struct bl_out *o;
	size_t piece, at;
};

/* The next @n bytes of @o equal @p (and are there). */
static bool same_next(struct cursor *c, const unsigned char *p, size_t n)
{
	const unsigned char *q;
	size_t len, take;

	while (n) {
		if (c->o->iov) {
			if (c->piece >= c->o->iovcnt)
				return false;
			q = c->o->iov[c->piece].iov_base;
			len = c->o->iov[c->piece].iov_len;
		} else {
			if (c->piece)
				return false;
			q = c->o->buf;
			len = c->o->len;
		}
		take = len - c->at < n ? len - c->at : n;
		if (take && memcmp(q + c->at, p, take))
			return false;
		p += take;
		n -= take;
		c->at += take;
		if (c->at == len) {
			c->piece++;
			c->at = 0;
		}
	}
	return true;
}

static size_t out_len(const struct bl_out *o)
{
	return o->iov ? bl_iov_len(o->iov, o->iovcnt) : o->len;
}

bool bl_file_holds(int dirfd, const char *name, const struct stat *old,
		   const struct bl_out *o)
{
	unsigned char buf[65536];
	struct cursor c = { .o = o };
	size_t left = out_len(o);
	struct stat st;
	ssize_t got;
	bool same;
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
	/* the file in large reads (one for most objects), not a read a piece */
	while (same && left) {
		got = read(fd, buf, left < sizeof(buf) ? left : sizeof(buf));
		same = got > 0 && same_next(&c, buf, got);
		left -= same ? (size_t)got : 0;
	}
	/* and nothing after them */
	same = same && read(fd, buf, 1) == 0;
	close(fd);
	return same;
}
