// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * --load: what libbpf's load of every program (the oracle, lint_libbpf.c)
 * says, as findings: programs libbpf has no type for, and the first
 * program the kernel refused with its verifier log's tail.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lint/libbpf/lint_libbpf.h"
#include "lint/libbpf/lint_load.h"
#include "lint/model/lint_obj.h"
#include "lint/model/lint_where.h"
#include "lint/rules/findings.h"

#define VLOG_TAIL_LINES	12

/* The last @lines lines of a verifier log, joined with " | ". */
static char *log_tail(const char *log, int lines)
{
	const char *p = log + strlen(log), *end;
	char *out, *q;
	int seen = 0;

	while (p > log && (p[-1] == '\n' || p[-1] == ' '))
		p--;
	end = p;

	while (p > log) {
		if (p[-1] == '\n' && ++seen == lines)
			break;
		p--;
	}
	out = malloc(end - p + 1 + 2 * lines);
	if (!out)
		return NULL;
	for (q = out; p < end; p++) {
		if (*p == '\n') {
			memcpy(q, " | ", 3);
			q += 3;
		} else {
			*q++ = *p;
		}
	}
	*q = '\0';
	return out;
}

static void report_prog_failure(struct lint_obj *o, const char *name,
				const char *sec, const char *vlog, int err)
{
	char *tail = vlog && *vlog ? log_tail(vlog, VLOG_TAIL_LINES) : NULL;
	size_t before = o->res->nr_findings;

	lint_emit_rule(o, LINT_KERNEL_LOAD_FAILED, sec,
		       "program '%s' (section '%s') was not loaded (%d)%s%s",
		     name, sec, err,
		     tail ? "; verifier log tail: " : "", tail ? tail : "");
	if (o->res->nr_findings > before && vlog)
		lint_locate_vlog(o, &o->res->findings[before], vlog);
	free(tail);
}

void lint_load(struct lint_obj *o)
{
	struct lint_load_out lo;
	char quote[512];
	size_t i;

	if (lint_libbpf_load(o, &lo))
		o->err = -ENOMEM;
	for (i = 0; i < lo.nr_untyped; i++)
		lint_emit_rule(o, LINT_LOAD_NO_PROG_TYPE, lo.untyped[i].sec,
			       "program '%s' not loaded: libbpf has no type for section '%s' (use --type)",
			       lo.untyped[i].name, lo.untyped[i].sec);
	if (lo.done) {
		o->res->load_done = true;
		o->res->load_err = lo.err;
	}
	if (lo.done && lo.err) {
		if (lo.failed_sec) {
			report_prog_failure(o, lo.failed_name, lo.failed_sec,
					    lo.failed_vlog, lo.err);
		} else {
			snprintf(quote, sizeof(quote), "%s", lo.log ? lo.log : "");
			quote[strcspn(quote, "\n")] = '\0';
			lint_emit_rule(o, LINT_KERNEL_LOAD_FAILED, NULL,
				       "libbpf failed to load the object (%d)%s%s", lo.err,
				       quote[0] ? ": " : "", quote);
		}
	}
	lint_load_out_fini(&lo);
}
