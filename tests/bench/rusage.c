// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * LD_PRELOAD for `make bench`: when the process that started (the tool's
 * parent, not a worker: workers leave by _exit) exits, append to the file
 * $BL_RUSAGE_OUT one line "SELF CHILDREN": its own user+system CPU
 * seconds and those of its reaped children (the -j workers, and bpf-lint's
 * opener). The -j table divides the first by the second: the parent's CPU
 * against the workers' (issue 23).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

static pid_t parent;

static double secs(const struct rusage *u)
{
	return u->ru_utime.tv_sec + u->ru_stime.tv_sec +
	       (u->ru_utime.tv_usec + u->ru_stime.tv_usec) / 1e6;
}

__attribute__((constructor)) static void start(void)
{
	parent = getpid();
}

__attribute__((destructor)) static void end(void)
{
	const char *path = getenv("BL_RUSAGE_OUT");
	struct rusage self, kids;
	FILE *f;

	if (!path || getpid() != parent || getrusage(RUSAGE_SELF, &self) ||
	    getrusage(RUSAGE_CHILDREN, &kids) || !(f = fopen(path, "a")))
		return;
	fprintf(f, "%.6f %.6f\n", secs(&self), secs(&kids));
	fclose(f);
}
