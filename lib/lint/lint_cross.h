/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint cross-file rules. */
#ifndef BL_LINT_CROSS_H
#define BL_LINT_CROSS_H

#include "bpflint.h"

/*
 * lint_cross.c: the cross-file rules, object by object in argument order.
 * lint_cross_object() adds object @j's findings, which depend on the
 * objects before it only; @j must be lint_cross_next(). 0, -ENOMEM (the
 * rule could not run: lint_cross_file() then fails every object), or
 * -EINVAL out of order.
 */
struct lint_cross;

struct lint_cross *lint_cross_new(const struct bpflint_run *run);
int lint_cross_object(struct lint_cross *x, struct bpflint_run *run, size_t j);
size_t lint_cross_next(const struct lint_cross *x);
void lint_cross_free(struct lint_cross *x);
/* The objects @x has not taken yet (all of them, @x NULL). */
int lint_cross_file(struct bpflint_run *run, struct lint_cross *x);

#endif /* BL_LINT_CROSS_H */
