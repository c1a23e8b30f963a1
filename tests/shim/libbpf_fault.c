// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Fault injection for bpf-lint's isolated ground truth (LD_PRELOAD'ed by
 * tests/e2e/lint_isolation.sh): makes the real bpf_object__open_mem()
 * misbehave the way a libbpf parser bug would, when BL_LIBBPF_FAULT says so:
 *   segv   die from SIGSEGV          hang   never return
 *   hog    grab 2 GiB of address space first (abort if it is refused)
 * Anything else (or unset): call the real function. With BL_LIBBPF_FAULT_ONLY
 * set, only objects whose name contains it misbehave.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/libbpf.h>

struct bpf_object *bpf_object__open_mem(const void *buf, size_t sz,
					const struct bpf_object_open_opts *opts)
{
	struct bpf_object *(*real)(const void *, size_t,
				   const struct bpf_object_open_opts *);
	const char *mode = getenv("BL_LIBBPF_FAULT");
	const char *only = getenv("BL_LIBBPF_FAULT_ONLY");
	int i;

	if (only && !(opts && opts->object_name && strstr(opts->object_name, only)))
		mode = NULL;

	if (mode && !strcmp(mode, "segv"))
		raise(SIGSEGV);
	if (mode && !strcmp(mode, "hang"))
		for (;;)
			pause();
	if (mode && !strcmp(mode, "hog"))
		for (i = 0; i < 32; i++)
			if (!malloc(64UL << 20))	/* 64 MiB, never touched */
				abort();
	real = (void *)dlsym(RTLD_NEXT, "bpf_object__open_mem");
	return real(buf, sz, opts);
}
