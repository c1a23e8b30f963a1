/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint cross-file rules (lint_cross.c). */
#ifndef BL_LINT_CROSS_H
#define BL_LINT_CROSS_H

#include <stdbool.h>
#include <stddef.h>

#include "bpflint.h"
#include "util/hash.h"

/* The cross-file rules over a run, object by object in order. */
struct lint_cross {
	struct bpflint_run *run;
	const char *const *paths;	/* the run's, by object */
	bool on;			/* the rule is enabled */
	size_t done;			/* objects taken */
	struct cross_name *names;	/* the names seen, from item 1 */
	size_t nr, cap;
	struct bl_name_index ix;	/* of names[] */
	int err, report_err;
};

void lint_cross_begin(struct lint_cross *c, struct bpflint_run *run, const char *const *paths);
/* Object c->done, its result final (every object before it taken). */
void lint_cross_add(struct lint_cross *c);
/* The objects not taken yet, then the end: 0 or -ENOMEM. */
int lint_cross_end(struct lint_cross *c);
/* The end without taking the rest (no run to finish). */
void lint_cross_free(struct lint_cross *c);

#endif /* BL_LINT_CROSS_H */
