/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint: libbpf releases as a bit mask. */
#ifndef BL_LINT_VERSIONS_H
#define BL_LINT_VERSIONS_H

#include "bpflint.h"
#include "lint/rules/rule_catalog.h"

/*
 * lint_versions.c: libbpf releases as bits of a mask (oldest first). A
 * rule applies to the releases of lint_rule_releases(); its findings are
 * kept only when the chosen release (lint_target) is one of them.
 */
unsigned int lint_release_mask(unsigned int since, unsigned int until);
unsigned int lint_rule_releases(enum lint_rule_id id);
unsigned int lint_release_bit(unsigned int ver);
unsigned int lint_target(const struct bpflint_opts *opts);
unsigned int lint_oldest_opening(unsigned int fails);

#endif /* BL_LINT_VERSIONS_H */
