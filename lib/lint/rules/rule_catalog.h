/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint rule ids and what each rule reads; the catalogue built from the
 * rule table's rows (rule_table.h) and its lookups (rule_catalog.c). */
#ifndef BL_LINT_RULE_CATALOG_H
#define BL_LINT_RULE_CATALOG_H

#include <stdbool.h>
#include "bpflint.h"

/* What a rule reads; the driver skips a rule whose needs the view lacks. */
enum lint_needs {
	LINT_NEEDS_RAW,		/* raw section headers (objects the reader refuses too) */
	LINT_NEEDS_MODEL,	/* the ELF model */
	LINT_NEEDS_BTF,		/* the ELF model and a parsed .BTF */
	LINT_NEEDS_DRIVER,	/* no check: reported by the driver */
};

/* Rule ids, in table order (lib/lint/rules/rule_table.h). */
enum lint_rule_id {
#define LINT_RULE(id, ...) id,
#define LINT_DRIVER_RULE(id, ...) id,
#include "lint/rules/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE
	LINT_NR_RULES
};

/* rule_catalog.c: the table; the checks are in rules_*.c (rules.h), run by
 * run_rules.c. */
const struct bpflint_rule *lint_rule(enum lint_rule_id id);
bool lint_rule_enabled(const struct bpflint_opts *opts, enum lint_rule_id id);
enum lint_needs lint_rule_needs(enum lint_rule_id id);

#endif /* BL_LINT_RULE_CATALOG_H */
