// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * GitHub Actions workflow commands: one annotation per finding, which the
 * runner shows on the file and line of a push or pull request without
 * code scanning (a private repository's plan may not have it):
 *   ::error file=F,line=L,col=C,title=RULE::message
 * ::warning and ::notice for the other severities; a finding on the
 * object as a whole names the object and no line. Properties and message
 * are escaped as the runner decodes them (bl_gh_fputs()).
 */
#include <stdio.h>
#include <stdlib.h>

#include "lint/model/lint_obj.h"
#include "lint/report/lint_status.h"
#include "lint/report/lint_waive.h"
#include "lint/report/report_out.h"
#include "lint/report/report_writers.h"
#include "util/file_io.h"
#include "util/strbuf.h"

static const char *gh_command(enum bl_severity s)
{
	return s == BL_ERROR ? "::error file=" : s == BL_WARNING ? "::warning file=" : "::notice file=";
}

/* "::LEVEL file=@path,line=L,col=C,title=@title::" (no line when 0). */
static void gh_head(FILE *f, enum bl_severity s, const char *path, unsigned int line,
		    unsigned int col, const char *title)
{
	fputs(gh_command(s), f);
	bl_gh_fputs(f, path, true);
	if (line) {
		fputs(",line=", f);
		lint_put_long(f, line);
	}
	if (line && col) {
		fputs(",col=", f);
		lint_put_long(f, col);
	}
	fputs(",title=", f);
	bl_gh_fputs(f, title, true);
	fputs("::", f);
}

/* A finding (lint_finding_fn); placed in the source, it names the object
 * first, and a hint follows on a line of its own. */
static void gh_finding(FILE *f, const char *root, const struct bpflint_result *r,
		       const char *okey, size_t k, void *ctx)
{
	const struct bpflint_finding *fd = &r->findings[k];
	struct lint_place pl;

	lint_place(&pl, root, okey, fd);
	gh_head(f, fd->severity, pl.path, pl.line, pl.col, fd->rule);
	bl_gh_fputs(f, lint_place_message(&pl, okey, fd->message), false);
	if (fd->hint && fd->severity != BL_NOTE) {
		fputs("%0Ahint: ", f);
		bl_gh_fputs(f, fd->hint, false);
	}
	fputc('\n', f);
	lint_place_free(&pl);
}

void lint_github_findings(FILE *f, const char *root, const struct bpflint_result *r)
{
	lint_each_shown(f, root, r, gh_finding, NULL);
}

/*
 * What fails @r when no error-level finding says it (a failed verdict
 * whose findings are warnings or notes under the profile, --libbpf-min,
 * --kernel-min, an input that cannot be read): an error annotation on
 * the object, so the failed job shows why.
 */
static void gh_verdict(FILE *f, const char *root, const struct bpflint_opts *o,
		       const struct bpflint_result *r)
{
	char *key = lint_object_key(r->path, root), *line;

	if (!key)
		return;
	if (r->io_err) {
		gh_head(f, BL_ERROR, key, 0, 0, "cannot-read");
		fputs("cannot read: ", f);
		bl_gh_fputs(f, bl_io_strerror(r->io_err), false);
		fputc('\n', f);
	} else if ((line = lint_verdict_line(o, r))) {
		gh_head(f, BL_ERROR, key, 0, 0, "verdict");
		bl_gh_fputs(f, line, false);
		fputc('\n', f);
		free(line);
	}
	free(key);
}

/* @r's annotations (lint_result_fn): a record's own findings, then those
 * the cross-file rules added, then what fails it when no error says so */
static bool gh_result(FILE *f, const char *root, const struct bpflint_run *run,
		      const struct bpflint_result *r, void *ctx)
{
	int status = lint_result_status(&run->opts, r);
	bool ok = !lint_is_record(r) || lint_put_record(f, run, r, 0);

	lint_github_findings(f, root, r);
	if (status == 2 || (status == 1 && !lint_result_has_error(r)))
		gh_verdict(f, root, &run->opts, r);
	return ok;
}

int lint_write_github(FILE *f, const struct bpflint_run *run)
{
	return lint_write_results(f, run, NULL, NULL, gh_result, NULL);
}
