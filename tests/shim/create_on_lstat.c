// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Race injection for tests/e2e/files/file_faults.sh (LD_PRELOAD'ed): the first
 * lstat() of a path equal to $BL_CREATE_ON_LSTAT that does not exist yet
 * creates it (a regular file holding "other run\n") before looking, as
 * another run writing the same output could between the tool's stat(),
 * which found nothing, and its lstat().
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int lstat(const char *path, struct stat *st)
{
	static int (*real)(const char *, struct stat *);
	static int done;
	const char *want = getenv("BL_CREATE_ON_LSTAT");
	int fd;

	if (!real)
		real = (int (*)(const char *, struct stat *))dlsym(RTLD_NEXT, "lstat");
	if (!done && want && !strcmp(path, want) && access(path, F_OK)) {
		done = 1;
		fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
		if (fd >= 0) {
			if (write(fd, "other run\n", 10) != 10)
				abort();
			close(fd);
		}
	}
	return real(path, st);
}
