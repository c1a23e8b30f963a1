// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Fault injection for tests/e2e/input_shrinks.sh (LD_PRELOAD'ed): right
 * after a read-only mapping of a file whose path contains
 * $BL_TRUNCATE_ON_MAP, truncate that file to $BL_TRUNCATE_TO bytes (default
 * 0), as another process could while the tool reads it. With
 * $BL_KILL_ON_MAP set instead, the process kills itself (SIGKILL) right
 * after mapping a file whose path contains it (tests/e2e/parallel_jobs.sh).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	void *(*real)(void *, size_t, int, int, int, off_t) =
		(void *(*)(void *, size_t, int, int, int, off_t))dlsym(RTLD_NEXT, "mmap");
	const char *want = getenv("BL_TRUNCATE_ON_MAP"), *to = getenv("BL_TRUNCATE_TO");
	const char *kill_on = getenv("BL_KILL_ON_MAP");
	char link[64], path[PATH_MAX];
	void *p = real(addr, len, prot, flags, fd, off);
	ssize_t n;
	int wfd;

	if (kill_on)
		want = kill_on;
	if (p == MAP_FAILED || fd < 0 || !want || prot != PROT_READ)
		return p;
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	n = readlink(link, path, sizeof(path) - 1);
	if (n <= 0)
		return p;
	path[n] = '\0';
	if (!strstr(path, want))
		return p;
	if (kill_on)
		raise(SIGKILL);
	wfd = open(path, O_WRONLY | O_CLOEXEC);
	if (wfd >= 0) {
		if (ftruncate(wfd, to ? atol(to) : 0))
			abort();
		close(wfd);
	}
	return p;
}
