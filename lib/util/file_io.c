// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Whole-file reads and atomic writes (temp file in the same directory). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bpflegacy.h"

#define BL_MAX_INPUT (1UL << 30)

int bl_read_file(const char *path, void **buf, size_t *len)
{
	struct stat st;
	ssize_t n;
	size_t got = 0;
	int fd, err = 0;
	char *b;

	*buf = NULL;
	*len = 0;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	if (fstat(fd, &st)) {
		err = -errno;
		goto out;
	}
	if (!S_ISREG(st.st_mode) || (size_t)st.st_size > BL_MAX_INPUT) {
		err = S_ISDIR(st.st_mode) ? -EISDIR : S_ISREG(st.st_mode) ? -EFBIG : -EINVAL;
		goto out;
	}
	b = malloc(st.st_size ? st.st_size : 1);
	if (!b) {
		err = -ENOMEM;
		goto out;
	}
	while (got < (size_t)st.st_size) {
		n = read(fd, b + got, st.st_size - got);
		if (n <= 0) {
			err = n ? -errno : -EIO;
			free(b);
			goto out;
		}
		got += n;
	}
	*buf = b;
	*len = got;
out:
	close(fd);
	return err;
}

int bl_write_file_atomic(const char *path, const void *buf, size_t len,
			 unsigned int mode)
{
	char tmp[PATH_MAX];
	const char *p = buf;
	size_t done = 0;
	ssize_t n;
	int fd, err = 0;

	if (snprintf(tmp, sizeof(tmp), "%s.tmpXXXXXX", path) >= (int)sizeof(tmp))
		return -ENAMETOOLONG;
	fd = mkstemp(tmp);
	if (fd < 0)
		return -errno;
	while (done < len) {
		n = write(fd, p + done, len - done);
		if (n < 0) {
			err = -errno;
			break;
		}
		done += n;
	}
	if (!err && fchmod(fd, mode))
		err = -errno;
	if (!err && fsync(fd))
		err = -errno;
	if (close(fd) && !err)
		err = -errno;
	if (!err && rename(tmp, path))
		err = -errno;
	if (err)
		unlink(tmp);
	return err;
}
