// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * `make bench`: run one command and print on standard output
 * "WALL_NS MAXRSS_KB USER_US SYS_US STATUS" (STATUS as wait(2) gives it).
 * The clock runs from just before posix_spawn() to just after wait4(), so
 * neither Python's fork nor /usr/bin/time's own start-up is counted, and
 * ru_maxrss is the child's (this process is small: Linux keeps ru_maxrss
 * across exec, so a child forked from Python would report Python's RSS).
 * The command's standard output and error go to /dev/null.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

int main(int argc, char **argv)
{
	posix_spawn_file_actions_t fa;
	struct timespec t0, t1;
	struct rusage ru;
	pid_t pid;
	int status;

	if (argc < 2) {
		fprintf(stderr, "usage: timeit COMMAND [ARG]...\n");
		return 2;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (posix_spawnp(&pid, argv[1], &fa, NULL, argv + 1, environ)) {
		perror(argv[1]);
		return 2;
	}
	if (wait4(pid, &status, 0, &ru) != pid) {
		perror("wait4");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%lld %ld %lld %lld %d\n",
	       (long long)(t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec),
	       ru.ru_maxrss,
	       (long long)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec,
	       (long long)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec, status);
	return 0;
}
