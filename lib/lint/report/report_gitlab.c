// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * A GitLab Code Quality report: a JSON array, one issue per finding, with
 * the members of the Code Climate format GitLab reads (description,
 * check_name, fingerprint, severity, location.path, location.lines.begin;
 * docs.gitlab.com/ci/testing/code_quality/, "Code Quality report format").
 * GitLab wants a line: a finding on the object as a whole is on line 1.
 * The fingerprint is the one SARIF and the baseline use (lint_waive.c):
 * rule, object, section, map or program, and which such finding of the
 * object it is; no line, message or path spelling, so it stays across
 * runs and edits elsewhere in the object, and GitLab tells new issues
 * from old ones.
 */
#include <stdio.h>

#include "lint/model/lint_obj.h"
#include "lint/report/lint_waive.h"
#include "lint/report/report_out.h"
#include "lint/report/report_writers.h"
#include "util/strbuf.h"

/* GitLab's scale is info, minor, major, critical, blocker. */
static const char *gl_severity(enum bl_severity s)
{
	return s == BL_ERROR ? "major" : s == BL_WARNING ? "minor" : "info";
}

/* A finding (lint_finding_fn), after "\n" or ",\n" (*@ctx: the first). */
static void gl_issue(FILE *f, const char *root, const struct bpflint_result *r,
		     const char *okey, size_t k, void *ctx)
{
	const struct bpflint_finding *fd = &r->findings[k];
	bool *first = ctx;
	struct lint_place pl;
	char fp[65];

	fputs(*first ? "\n" : ",\n", f);
	*first = false;
	lint_place(&pl, root, okey, fd);
	fputs("{\"description\":", f);
	bl_json_fputs(f, lint_place_message(&pl, okey, fd->message));
	lint_json_field(f, "check_name", fd->rule);
	lint_fingerprint(r, okey, k, fp);
	lint_json_field(f, "fingerprint", fp);
	lint_json_field(f, "severity", gl_severity(fd->severity));
	fputs(",\"location\":{\"path\":", f);
	bl_json_fputs(f, pl.path);
	fputs(",\"lines\":{\"begin\":", f);
	lint_put_long(f, pl.line ? pl.line : 1);
	fputs("}}}", f);
	lint_place_free(&pl);
}

void lint_gitlab_issues(FILE *f, const char *root, const struct bpflint_result *r,
			bool *first)
{
	lint_each_shown(f, root, r, gl_issue, first);
}

/* @r's issues (lint_result_fn; *@ctx: none written yet): a record's
 * start with the "\n" of a first one; those the cross-file rules added
 * (its only findings here) follow */
static bool gl_result(FILE *f, const char *root, const struct bpflint_run *run,
		      const struct bpflint_result *r, void *ctx)
{
	bool ok = !lint_is_record(r) || lint_put_listed(f, run, r, 0, ctx);

	lint_gitlab_issues(f, root, r, ctx);
	return ok;
}

int lint_write_gitlab(FILE *f, const struct bpflint_run *run)
{
	bool first = true;

	return lint_write_results(f, run, "[", "\n]\n", gl_result, &first);
}
