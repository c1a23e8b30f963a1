// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Findings: a rule's finding with its severity, recorded in the object's
 * result and located in the source. The bottom of bpf-lint: it reads the
 * rule table, the release masks and the source locations, and calls
 * nothing that emits findings.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lint/model/lint_obj.h"
#include "lint/model/lint_where.h"
#include "lint/rules/findings.h"
#include "lint/rules/lint_versions.h"
#include "lint/rules/rule_catalog.h"
#include "util/strbuf.h"

static enum bl_severity effective_severity(const struct bpflint_rule *r,
					   const struct bpflint_opts *opts)
{
	unsigned int axis = opts->profile == BPFLINT_PROFILE_IPROUTE2 ?
			    BPFLINT_BREAKS_TC : BPFLINT_BREAKS_LIBBPF;
	enum bl_severity sev = r->severity;

	/* breaks only the other loader: worth knowing, not failing for */
	if ((r->breaks & (BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC)) &&
	    !(r->breaks & axis))
		sev = BL_NOTE;
	/*
	 * An error fails the exit status, so it must fail the profile's
	 * verdict too: a rule that breaks no verdict is advice, at most a
	 * warning (the exit status and the verdict line never disagree).
	 */
	if (!(r->breaks & (BPFLINT_BREAKS_OPEN | BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC)) &&
	    sev == BL_ERROR)
		sev = BL_WARNING;
	if (opts->werror && sev == BL_WARNING)
		sev = BL_ERROR;
	return sev;
}

/* A new finding of rule @r at the end of @res's, its strings not set. */
static struct bpflint_finding *new_finding(struct bpflint_result *res,
					   const struct bpflint_rule *r,
					   const struct bpflint_opts *opts)
{
	struct bpflint_finding *f, *tmp;

	tmp = realloc(res->findings, (res->nr_findings + 1) * sizeof(*tmp));
	if (!tmp)
		return NULL;
	res->findings = tmp;
	f = &res->findings[res->nr_findings];
	memset(f, 0, sizeof(*f));
	f->rule = r->id;
	f->severity = effective_severity(r, opts);
	f->hint = r->hint;
	f->insn = -1;
	return f;
}

int lint_add_finding(struct bpflint_result *res, const struct bpflint_rule *r,
		     const struct bpflint_opts *opts, const char *where,
		     const char *msg)
{
	struct bpflint_finding *f = new_finding(res, r, opts);

	if (!f)
		return -ENOMEM;
	f->where = where ? strdup(where) : NULL;
	f->message = strdup(msg);
	if (!f->message || (where && !f->where)) {
		free(f->where);
		free(f->message);
		return -ENOMEM;
	}
	res->nr_findings++;
	return 0;
}

int lint_add_finding_borrowed(struct bpflint_result *res, const struct bpflint_rule *r,
			      const struct bpflint_opts *opts, const char *where,
			      const char *msg)
{
	struct lint_priv *p = res->priv;
	struct bpflint_finding *f;

	if (!p || (res->nr_findings && !p->findings_borrowed))
		return -EINVAL;	/* its own findings are freed one by one */
	f = new_finding(res, r, opts);
	if (!f)
		return -ENOMEM;
	f->where = (char *)where;
	f->message = (char *)msg;
	p->findings_borrowed = true;
	res->nr_findings++;
	return 0;
}

/*
 * A finding of rule @id that fails in the libbpf releases of @releases: it
 * counts towards the oldest opening release whatever release was chosen,
 * and is kept only when the chosen one is among @releases.
 */
static void emit_rule(struct lint_obj *o, enum lint_rule_id id, unsigned int releases,
		      const char *where, long insn, const char *fmt, va_list ap)
{
	const struct bpflint_rule *r = lint_rule(id);
	struct bpflint_finding *f;
	char *msg;

	if (r->breaks & BPFLINT_BREAKS_OPEN)
		o->open_fails |= releases;
	/* what tc/ip also fail to open (they open relaxed, and apply legacy
	 * pinning and ids themselves: legacy-map-options does not break tc) */
	if ((r->breaks & BPFLINT_BREAKS_OPEN) && (r->breaks & BPFLINT_BREAKS_TC))
		o->tc_open_fails |= releases;
	if (!(releases & o->target_bit))
		return;
	if (vasprintf(&msg, fmt, ap) < 0) {
		o->err = -ENOMEM;
		return;
	}
	if (lint_add_finding(o->res, r, o->opts, where, msg)) {
		free(msg);
		o->err = -ENOMEM;
		return;
	}
	free(msg);
	o->broken |= r->breaks;
	f = &o->res->findings[o->res->nr_findings - 1];
	f->insn = insn;
	lint_locate(o, f);
}

void lint_emit(struct lint_obj *o, const char *where, long insn,
	       const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	emit_rule(o, o->cur, lint_rule_releases(o->cur), where, insn, fmt, ap);
	va_end(ap);
}

void lint_emit_releases(struct lint_obj *o, unsigned int mask, const char *where,
			const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	emit_rule(o, o->cur, mask & lint_rule_releases(o->cur), where, -1, fmt, ap);
	va_end(ap);
}

void lint_emit_rule(struct lint_obj *o, enum lint_rule_id id, const char *where,
		    const char *fmt, ...)
{
	va_list ap;

	if (!lint_rule_enabled(o->opts, id))
		return;
	va_start(ap, fmt);
	emit_rule(o, id, lint_rule_releases(id), where, -1, fmt, ap);
	va_end(ap);
}
