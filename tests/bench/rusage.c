// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * LD_PRELOAD for `make bench`: when the process that started (the tool's
 * parent, not a worker: workers leave by _exit) exits, append to the file
 * $BL_RUSAGE_OUT one line "SELF CHILDREN BEFORE AFTER":
 * - SELF, CHILDREN: its own user+system CPU seconds and those of its
 *   reaped children (the -j workers, and bpf-lint's opener). The -j table
 *   divides the first by the second: the parent's CPU against the workers'
 *   (the parent's share bounds what more workers give);
 * - BEFORE: seconds from its start to its first fork (the first worker:
 *   what it does before anything runs beside it), 0 with no fork;
 * - AFTER: seconds from its last reaped child (the last worker) to its
 *   exit, 0 with none.
 * The two are the run's serial parts, which bound what more cores give.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static pid_t parent;
static double started, first_fork, last_reap;

static double secs(const struct rusage *u)
{
	return u->ru_utime.tv_sec + u->ru_stime.tv_sec +
	       (u->ru_utime.tv_usec + u->ru_stime.tv_usec) / 1e6;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

__attribute__((constructor)) static void start(void)
{
	parent = getpid();
	started = now();
}

pid_t fork(void)
{
	static pid_t (*real)(void);

	if (!real)
		real = (pid_t (*)(void))dlsym(RTLD_NEXT, "fork");
	if (getpid() == parent && !first_fork)
		first_fork = now();
	return real();
}

pid_t waitpid(pid_t pid, int *status, int options)
{
	static pid_t (*real)(pid_t, int *, int);
	pid_t r;

	if (!real)
		real = (pid_t (*)(pid_t, int *, int))dlsym(RTLD_NEXT, "waitpid");
	r = real(pid, status, options);
	if (r > 0 && getpid() == parent)
		last_reap = now();
	return r;
}

__attribute__((destructor)) static void end(void)
{
	const char *path = getenv("BL_RUSAGE_OUT");
	double t = now();
	struct rusage self, kids;
	FILE *f;

	if (!path || getpid() != parent || getrusage(RUSAGE_SELF, &self) ||
	    getrusage(RUSAGE_CHILDREN, &kids) || !(f = fopen(path, "a")))
		return;
	fprintf(f, "%.6f %.6f %.6f %.6f\n", secs(&self), secs(&kids),
		first_fork ? first_fork - started : 0, last_reap ? t - last_reap : 0);
	fclose(f);
}
