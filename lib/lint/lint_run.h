/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* One object's lint (lint_run.c), as lint_files.c runs it. */
#ifndef BL_LINT_RUN_H
#define BL_LINT_RUN_H

#include "bpflint.h"

/* Lint the file at @path (or "-", standard input) into @res; an unreadable
 * one sets res->io_err. */
void lint_path(const char *path, const struct bpflint_opts *opts,
	       struct bpflint_result *res);
struct lint_bytes;
/* @b's bytes, in memory or read from the file of @run they lie in (valid
 * until the next call); NULL when they cannot be read. */
const void *lint_run_bytes(const struct bpflint_run *run, const struct lint_bytes *b);
struct lint_rec_sum;
/* What @r's findings say for the exit status (a record's, lint_files.c). */
void lint_record_sum(const struct bpflint_opts *o, const struct bpflint_result *r,
		     struct lint_rec_sum *sum);
/* @r's share of bpflint_exit_status() under @o: 0, 1 or 2. */
int lint_result_status(const struct bpflint_opts *o, const struct bpflint_result *r);

#endif /* BL_LINT_RUN_H */
