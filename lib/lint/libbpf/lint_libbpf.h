/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* libbpf as the oracle (lint_libbpf.c): results, never findings. */
#ifndef BL_LINT_LIBBPF_H
#define BL_LINT_LIBBPF_H

#include <stdbool.h>
#include <stddef.h>

#include <bpf/libbpf.h>

struct lint_obj;

/* The most libbpf output kept for one open or load. */
#define LINT_CAPTURE_MAX	(64 * 1024)

/* Our print callback for one library call; end puts the host's back. */
libbpf_print_fn_t lint_libbpf_begin(void);
void lint_libbpf_end(libbpf_print_fn_t host);
/* libbpf's open of @buf, in this process: 0 or a negative errno, and what
 * libbpf said in *@log (malloc'ed, may be NULL; @debug: info lines too). */
int lint_libbpf_open_mem(const void *buf, size_t len, const char *name,
			 char **log, bool debug);

/* A program libbpf has no type for (not loaded). */
struct lint_load_prog {
	char *name, *sec;
};

/* What became of a --load. */
struct lint_load_out {
	bool done;		/* opened, and bpf_object__load() was tried */
	int err;		/* its result */
	struct lint_load_prog *untyped;
	size_t nr_untyped;
	/* on failure: the first program that failed with a verifier log */
	char *failed_name, *failed_sec, *failed_vlog;
	char *log;		/* libbpf's messages, may be NULL */
};

/* Load every program of @o into the kernel and unload it: 0, or -ENOMEM
 * when some of *@out was lost. lint_load_out_fini() frees *@out. */
int lint_libbpf_load(const struct lint_obj *o, struct lint_load_out *out);
void lint_load_out_fini(struct lint_load_out *out);

#endif /* BL_LINT_LIBBPF_H */
