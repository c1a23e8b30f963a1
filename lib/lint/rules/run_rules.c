// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The checks of the rule table (rule_table.h), one per LINT_RULE row, and
 * the loop that runs every enabled one whose needs the object view has.
 * Above the checks, which emit through findings.c into the catalogue's
 * rules (rule_catalog.c): nothing there calls back here.
 */
#include "lint/model/lint_obj.h"
#include "lint/rules/rule_catalog.h"
#include "lint/rules/rules.h"

static void (*const checks[LINT_NR_RULES])(struct lint_obj *o) = {
#define LINT_RULE(e, id, sev, breaks, needs, check, summary, hint, doc) \
	[e] = check,
#define LINT_DRIVER_RULE(e, id, sev, breaks, summary, hint, doc) \
	[e] = NULL,
#include "lint/rules/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE
};

static bool view_has(const struct lint_obj *o, enum lint_needs needs)
{
	switch (needs) {
	case LINT_NEEDS_RAW:
		return true;
	case LINT_NEEDS_MODEL:
		return o->elf;
	case LINT_NEEDS_BTF:
		return o->elf && o->btf;
	default:
		return false;
	}
}

void lint_run_rules(struct lint_obj *o)
{
	enum lint_rule_id i;

	for (i = 0; i < LINT_NR_RULES; i++) {
		if (!lint_rule_enabled(o->opts, i) || !view_has(o, lint_rule_needs(i)))
			continue;
		o->cur = i;
		checks[i](o);
	}
}
