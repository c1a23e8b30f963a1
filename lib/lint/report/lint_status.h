/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* An object's exit status from its findings and verdicts (lint_status.c). */
#ifndef BL_LINT_STATUS_H
#define BL_LINT_STATUS_H

#include "bpflint.h"

struct lint_rec_sum;
/* What @r's findings say for the exit status (a record's, lint_files.c). */
void lint_record_sum(const struct bpflint_opts *o, const struct bpflint_result *r,
		     struct lint_rec_sum *sum);
/* @r's share of bpflint_exit_status() under @o: 0, 1 or 2. */
int lint_result_status(const struct bpflint_opts *o, const struct bpflint_result *r);

#endif /* BL_LINT_STATUS_H */
