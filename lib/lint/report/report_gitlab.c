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
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

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
	char *desc;

	fputs(*first ? "\n" : ",\n", f);
	*first = false;
	lint_place(&pl, root, okey, fd);
	/* on a source line, the description names the object */
	desc = pl.line ? bl_strcat3(okey, ": ", fd->message) : NULL;
	fputs("{\"description\":", f);
	bl_json_fputs(f, desc ? desc : fd->message);
	lint_json_field(f, "check_name", fd->rule);
	lint_fingerprint(r, okey, k, fp);
	lint_json_field(f, "fingerprint", fp);
	lint_json_field(f, "severity", gl_severity(fd->severity));
	fputs(",\"location\":{\"path\":", f);
	bl_json_fputs(f, pl.path);
	fputs(",\"lines\":{\"begin\":", f);
	lint_put_long(f, pl.line ? pl.line : 1);
	fputs("}}}", f);
	free(desc);
	lint_place_free(&pl);
}

void lint_gitlab_issues(FILE *f, const char *root, const struct bpflint_result *r,
			bool *first)
{
	lint_each_shown(f, root, r, gl_issue, first);
}

int lint_write_gitlab(FILE *f, const struct bpflint_run *run)
{
	char *root = getcwd(NULL, 0);
	bool lost = false, first = true;
	size_t i;

	fputc('[', f);
	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];

		/* a record's issues start with the "\n" of a first one; those
		 * the cross-file rules added (its only findings here) follow */
		if (lint_is_record(r))
			lost |= !lint_put_listed(f, run, r, 0, &first);
		lint_gitlab_issues(f, root, r, &first);
	}
	fputs("\n]\n", f);
	free(root);
	return ferror(f) || lost ? -EIO : 0;
}
