// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The rule table (lib/lint/rule_table.h: id, severity, what it breaks, what
 * it needs, check, summary, hint, doc) expanded into the public catalogue
 * and the private {needs, check} rows, and the loop that runs the checks.
 * The checks themselves live by subject in rules_*.c.
 */
#include <errno.h>
#include <string.h>

#include "lint/lint_obj.h"
#include "lint/rule_ids.h"
#include "lint/rules.h"

#define OPEN_FAILS (BPFLINT_BREAKS_OPEN | BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC)

/* The public half of each row, as bpflint_rules() hands it out. */
static const struct bpflint_rule catalogue[LINT_NR_RULES] = {
#define LINT_RULE(e, id, sev, breaks, needs, check, summary, hint, doc) \
	[e] = { id, sev, breaks, summary, hint, doc },
#define LINT_DRIVER_RULE(e, id, sev, breaks, summary, hint, doc) \
	[e] = { id, sev, breaks, summary, hint, doc },
#include "lint/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE
};

/* The private half of the same rows: what each check needs, and the check. */
static const struct {
	enum lint_needs needs;
	lint_check_fn check;
} rule_impl[LINT_NR_RULES] = {
#define LINT_RULE(e, id, sev, breaks, needs, check, summary, hint, doc) \
	[e] = { needs, check },
#define LINT_DRIVER_RULE(e, id, sev, breaks, summary, hint, doc) \
	[e] = { LINT_NEEDS_DRIVER, NULL },
#include "lint/rule_table.h"
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
	return rule_impl[id].needs;
}

bool lint_rule_enabled(const struct bpflint_opts *opts, enum lint_rule_id id)
{
	return !opts->disabled || !opts->disabled[id];
}

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
		if (!lint_rule_enabled(o->opts, i) || !view_has(o, rule_impl[i].needs))
			continue;
		o->cur = i;
		rule_impl[i].check(o);
	}
}
