/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* The isolated open of an object by libbpf (lint_opener.c). */
#ifndef BL_LINT_OPENER_H
#define BL_LINT_OPENER_H

#include <stdbool.h>

struct lint_obj;

/* lint_libbpf_open: 0, a negative errno from libbpf, or -ECHILD when the
 * (forked) open crashed or timed out: o->res says which. */
int lint_libbpf_open(const struct lint_obj *o, char **log);
int lint_libbpf_open_debug(const struct lint_obj *o, char **log);
/*
 * Start the child's open of @o now, so it runs while the rules do;
 * lint_libbpf_open(@o) then only collects the answer. Every prefetched
 * object is opened or cancelled before the next one.
 */
void lint_libbpf_prefetch(const struct lint_obj *o);
void lint_libbpf_cancel(const struct lint_obj *o);
/*
 * This process is a lint worker (lint_files.c): libbpf's open runs in it,
 * under the child's deadline and memory cap. lint_opener_redo(): the last
 * object needs the parent's isolated open (and clears that).
 */
void lint_opener_worker(void);
/*
 * A worker's exit status when libbpf's open of its object ran past the
 * deadline; the parent then lints the object again with
 * lint_opener_known_timeout(true) first: its open is a TIMEOUT at once, not a
 * second wait for the same deadline.
 */
#define LINT_WORKER_TIMEOUT	101
void lint_opener_known_timeout(bool timeout);
bool lint_opener_in_worker(void);
bool lint_opener_redo(void);
/* The calling thread lints no more in this run: its opener child exits. */
void lint_libbpf_thread_done(void);

#endif /* BL_LINT_OPENER_H */
