// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The rule table (lib/lint/rules/rule_table.h: id, severity, what it breaks, what
 * it needs, check, summary, hint, doc) expanded into the public catalogue
 * and what each check needs of the view; the lookups every layer of the
 * linter makes. The checks live by subject in rules_*.c, the loop that
 * runs them in run_rules.c.
 */
#include <errno.h>
#include <string.h>

#include "lint/rules/rule_catalog.h"

#define OPEN_FAILS (BPFLINT_BREAKS_OPEN | BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC)

/* The public half of each row, as bpflint_rules() hands it out. */
static const struct bpflint_rule catalogue[LINT_NR_RULES] = {
#define LINT_RULE(e, id, sev, breaks, needs, check, summary, hint, doc) \
	[e] = { id, sev, breaks, summary, hint, doc },
#define LINT_DRIVER_RULE(e, id, sev, breaks, summary, hint, doc) \
	[e] = { id, sev, breaks, summary, hint, doc },
#include "lint/rules/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE
};

/* What each rule's check needs of the view (LINT_NEEDS_DRIVER: no check). */
static const enum lint_needs rule_needs[LINT_NR_RULES] = {
#define LINT_RULE(e, id, sev, breaks, needs, check, summary, hint, doc) \
	[e] = needs,
#define LINT_DRIVER_RULE(e, id, sev, breaks, summary, hint, doc) \
	[e] = LINT_NEEDS_DRIVER,
#include "lint/rules/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE
};

const struct bpflint_rule *bpflint_rules(size_t *nr)
{
	*nr = LINT_NR_RULES;
	return catalogue;
}

/*
 * A finding's rule is the catalogue's own string (bpflint_finding.rule), so
 * the pointer finds it without comparing text; a name from the user (a
 * waiver, --disable) is compared.
 */
int bpflint_rule_index(const char *id)
{
	size_t i;

	for (i = 0; i < LINT_NR_RULES; i++)
		if (catalogue[i].id == id)
			return i;
	for (i = 0; i < LINT_NR_RULES; i++)
		if (!strcmp(catalogue[i].id, id))
			return i;
	return -ENOENT;
}

const struct bpflint_rule *lint_rule(enum lint_rule_id id)
{
	return &catalogue[id];
}

enum lint_needs lint_rule_needs(enum lint_rule_id id)
{
	return rule_needs[id];
}

bool lint_rule_enabled(const struct bpflint_opts *opts, enum lint_rule_id id)
{
	return !opts->disabled || !opts->disabled[id];
}

const char *bpflint_severity_name(enum bl_severity sev)
{
	switch (sev) {
	case BL_ERROR:
		return "error";
	case BL_WARNING:
		return "warning";
	default:
		return "note";
	}
}
