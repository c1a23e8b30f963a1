/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint cross-file rules. */
#ifndef BL_LINT_CROSS_H
#define BL_LINT_CROSS_H

#include "bpflint.h"

/* lint_cross.c: cross-file rules over a whole run. */
int lint_cross_file(struct bpflint_run *run);

#endif /* BL_LINT_CROSS_H */
