// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Fault injection for tests/e2e/files/input_shrinks.sh (LD_PRELOAD'ed): right
 * after a read-only mapping of a file whose path contains
 * $BL_TRUNCATE_ON_MAP, truncate that file to $BL_TRUNCATE_TO bytes (default
 * 0), as another process could while the tool reads it. With
 * $BL_KILL_ON_MAP set instead, the process kills itself (SIGKILL) right
 * after mapping a file whose path contains it (tests/e2e/convert/parallel_jobs.sh).
 * With $BL_TRUNCATE_ON_WRITE instead, the mapped file is truncated later:
 * at the first writev(), when the converter writes the output from the
 * input's mapped bytes.
 * With $BL_KILL_ON_COMMIT, a process kills itself (SIGKILL) as it is about
 * to put an output whose name contains it in place (linkat, renameat,
 * renameat2), once in all: the first to get there creates the file
 * $BL_KILL_ONCE and dies, the others go on (tests/e2e/convert/jobs_durable.sh:
 * a -j worker killed while it commits the outputs of its held jobs).
 * With $BL_LINKAT_EMPTY_ENOENT, linkat(..., AT_EMPTY_PATH) fails with ENOENT,
 * as kernels before 6.10 answer a process without CAP_DAC_READ_SEARCH
 * (tests/e2e/files/durability.sh: the /proc/self/fd fallback).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

static char later[PATH_MAX];	/* BL_TRUNCATE_ON_WRITE: the file to truncate */

static void truncate_path(const char *path)
{
	const char *to = getenv("BL_TRUNCATE_TO");
	int wfd = open(path, O_WRONLY | O_CLOEXEC);

	if (wfd >= 0) {
		if (ftruncate(wfd, to ? atol(to) : 0))
			abort();
		close(wfd);
	}
}

ssize_t writev(int fd, const struct iovec *iov, int cnt)
{
	ssize_t (*real)(int, const struct iovec *, int) =
		(ssize_t (*)(int, const struct iovec *, int))dlsym(RTLD_NEXT, "writev");

	if (later[0]) {
		truncate_path(later);
		later[0] = '\0';
	}
	return real(fd, iov, cnt);
}

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	void *(*real)(void *, size_t, int, int, int, off_t) =
		(void *(*)(void *, size_t, int, int, int, off_t))dlsym(RTLD_NEXT, "mmap");
	const char *want = getenv("BL_TRUNCATE_ON_MAP");
	const char *kill_on = getenv("BL_KILL_ON_MAP"), *on_write = getenv("BL_TRUNCATE_ON_WRITE");
	char link[64], path[PATH_MAX];
	void *p = real(addr, len, prot, flags, fd, off);
	ssize_t n;

	if (kill_on)
		want = kill_on;
	if (on_write)
		want = on_write;
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
	if (on_write)
		memcpy(later, path, n + 1);
	else
		truncate_path(path);
	return p;
}

/* BL_KILL_ON_COMMIT: die before @name (a target name) is put in place. */
static void kill_on_commit(const char *name)
{
	const char *want = getenv("BL_KILL_ON_COMMIT"), *once = getenv("BL_KILL_ONCE");
	int fd;

	if (!want || !once || !name || !strstr(name, want))
		return;
	fd = open(once, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	if (fd < 0)
		return;	/* somebody died of it already */
	close(fd);
	raise(SIGKILL);
}

int linkat(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, int flags)
{
	kill_on_commit(newpath);
	if ((flags & AT_EMPTY_PATH) && getenv("BL_LINKAT_EMPTY_ENOENT")) {
		errno = ENOENT;
		return -1;
	}
	return syscall(SYS_linkat, olddirfd, oldpath, newdirfd, newpath, flags);
}

int renameat(int olddirfd, const char *oldpath, int newdirfd, const char *newpath)
{
	kill_on_commit(newpath);
	return syscall(SYS_renameat2, olddirfd, oldpath, newdirfd, newpath, 0);
}

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath,
	      unsigned int flags)
{
	kill_on_commit(newpath);
	return syscall(SYS_renameat2, olddirfd, oldpath, newdirfd, newpath, flags);
}
