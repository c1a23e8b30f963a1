/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* One object's part of a report (lint_report.c), made by a lint worker. */
#ifndef BL_LINT_REPORT_H
#define BL_LINT_REPORT_H

#include <stddef.h>

#include "bpflint.h"

/*
 * The bytes bpflint_write(@fmt) writes for @r alone, @root being the
 * working directory: rec[0] its text lines, its JSON object or its SARIF
 * results (starting "\n"); rec[1] SARIF's "libbpfMin" entry (else empty).
 * Malloc'ed; 0 or -ENOMEM.
 */
int lint_record(enum bpflint_format fmt, const struct bpflint_opts *o, const char *root,
		const struct bpflint_result *r, char *rec[2], size_t len[2]);

#endif /* BL_LINT_REPORT_H */
