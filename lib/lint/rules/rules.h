/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The check functions of the rule table (lib/lint/rules/rule_table.h), one per
 * LINT_RULE row, defined by subject in rules_elf.c, rules_btf.c,
 * rules_maps.c, rules_progs.c, rules_tails.c and rules_pins.c.
 */
#ifndef BL_LINT_RULES_H
#define BL_LINT_RULES_H

#include <stdbool.h>

struct lint_obj;

#define LINT_RULE(e, id, sev, breaks, needs, check, summary, hint, doc) \
	void check(struct lint_obj *o);
#define LINT_DRIVER_RULE(e, id, sev, breaks, summary, hint, doc)
#include "lint/rules/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE

/* rules_progs.c: does the object have ID/KEY sections a side-car
 * manifest could cover? */
bool lint_wants_manifest(const struct lint_obj *o);
/* rules_tails.c: is @sec a `MAP/KEY` section naming a prog array of the
 * object (a tail call, not an unknown section)? */
bool lint_tail_named(const struct lint_obj *o, const char *sec);

/* run_rules.c: run every enabled rule whose needs the view has. */
void lint_run_rules(struct lint_obj *o);

#endif /* BL_LINT_RULES_H */
