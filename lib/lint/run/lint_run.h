/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* One object's lint (lint_run.c), as lint_files.c runs it. */
#ifndef BL_LINT_RUN_H
#define BL_LINT_RUN_H

#include "bpflint.h"

/* Lint the file at @path (or "-", standard input) into @res; an unreadable
 * one sets res->io_err. */
void lint_path(const char *path, const struct bpflint_opts *opts,
	       struct bpflint_result *res);

#endif /* BL_LINT_RUN_H */
