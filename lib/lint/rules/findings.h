/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint findings (findings.c): the bottom layer every rule emits into. */
#ifndef BL_LINT_FINDINGS_H
#define BL_LINT_FINDINGS_H

#include "lint/model/lint_obj.h"
#include "lint/rules/rule_catalog.h"

/* Record a finding for the current rule (o->cur). @insn < 0: none. */
void lint_emit(struct lint_obj *o, const char *where, long insn,
	       const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* lint_emit for releases @mask only (a span that depends on the finding). */
void lint_emit_releases(struct lint_obj *o, unsigned int mask, const char *where,
			const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Record a finding for rule @id (the driver's own rules), if enabled. */
void lint_emit_rule(struct lint_obj *o, enum lint_rule_id id, const char *where,
		    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Append a finding of rule @r with its effective severity to @res. */
int lint_add_finding(struct bpflint_result *res, const struct bpflint_rule *r,
		     const struct bpflint_opts *opts, const char *where,
		     const char *msg);
/*
 * The same, @where and @msg not copied: a record's (lint_priv.is_record)
 * whose findings' strings all live as long as the run (lint_cross.c's),
 * which lint_priv.findings_borrowed tells bpflint_result_fini().
 */
int lint_add_finding_borrowed(struct bpflint_result *res, const struct bpflint_rule *r,
			      const struct bpflint_opts *opts, const char *where,
			      const char *msg);

#endif /* BL_LINT_FINDINGS_H */
