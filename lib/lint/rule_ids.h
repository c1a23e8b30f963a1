/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint rule ids and what each rule reads; the rule table's lookups (rule_table.c). */
#ifndef BL_LINT_RULE_IDS_H
#define BL_LINT_RULE_IDS_H

#include <stdbool.h>
#include "bpflint.h"

/* What a rule reads; the driver skips a rule whose needs the view lacks. */
enum lint_needs {
	LINT_NEEDS_RAW,		/* raw section headers (objects the reader refuses too) */
	LINT_NEEDS_MODEL,	/* the ELF model */
	LINT_NEEDS_BTF,		/* the ELF model and a parsed .BTF */
	LINT_NEEDS_DRIVER,	/* no check: reported by the driver */
};

/* Rule ids, in table order (lib/lint/rule_table.h). */
enum lint_rule_id {
#define LINT_RULE(id, ...) id,
#define LINT_DRIVER_RULE(id, ...) id,
#include "lint/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE
	LINT_NR_RULES
};

struct lint_obj;

typedef void (*lint_check_fn)(struct lint_obj *o);

/* rule_table.c: the table; the checks are in rules_*.c (rules.h). */
const struct bpflint_rule *lint_rule(enum lint_rule_id id);
bool lint_rule_enabled(const struct bpflint_opts *opts, enum lint_rule_id id);
enum lint_needs lint_rule_needs(enum lint_rule_id id);
/* Run every enabled rule whose needs the view has. */
void lint_run_rules(struct lint_obj *o);

#endif /* BL_LINT_RULE_IDS_H */
