// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * JUnit XML as Jenkins' junit plugin and GitLab's test reports read it
 * (tests/schema/junit.xsd): one <testcase> per object, named by its path.
 * An object that fails the run (its share of the exit status) carries
 * one <failure>: its verdict line as the message and its finding lines
 * (the text report's) as the text; both parsers read one failure a test
 * case. An object that passes keeps its findings in <system-out>; one
 * that cannot be read is an <error>. No times or host names: the same
 * inputs give the same bytes.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "lint/model/lint_obj.h"
#include "lint/report/lint_status.h"
#include "lint/report/report_out.h"
#include "lint/report/report_writers.h"
#include "util/file_io.h"
#include "util/strbuf.h"

void lint_junit_lines(FILE *f, const char *root, const struct bpflint_result *r)
{
	char *text = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&text, &len);

	if (!mem)
		return;
	lint_text_lines(mem, root, r);
	if (!fclose(mem))
		bl_xml_fputs(f, text, false);
	free(text);
}

/* Does @r have finding lines (a record's own or added ones)? */
static bool has_lines(const struct bpflint_result *r)
{
	const struct lint_priv *p = r->priv;
	size_t k;

	if (lint_is_record(r) && p->rec[0].len)
		return true;
	for (k = 0; k < r->nr_findings; k++)
		if (!r->findings[k].suppressed)
			return true;
	return false;
}

/* Each result's share of the exit status, worked out once for the counts
 * of the suite and of the suites, and for its test case. */
struct junit_run {
	unsigned char *status;
	size_t failed, errors;
};

/* @r's test case (lint_result_fn); false when a record's bytes could not
 * be read. */
static bool junit_case(FILE *f, const char *root, const struct bpflint_run *run,
		       const struct bpflint_result *r, void *ctx)
{
	const struct junit_run *jr = ctx;
	const char *profile = lint_profile_name(run->opts.profile);
	int status = jr->status[r - run->results];
	bool ok = true, lines = has_lines(r);
	char *line;

	fputs("<testcase name=\"", f);
	bl_xml_fputs(f, r->path, true);
	fputs("\" classname=\"bpf-lint.", f);
	fputs(profile, f);
	fputs("\" file=\"", f);
	bl_xml_fputs(f, r->path, true);
	if (r->io_err) {
		fputs("\">\n<error type=\"cannot-read\" message=\"cannot read: ", f);
		bl_xml_fputs(f, bl_io_strerror(r->io_err), true);
		fputs("\"/>\n</testcase>\n", f);
		return true;
	}
	if (!status && !lines) {
		fputs("\"/>\n", f);
		return true;
	}
	if (status) {
		fputs("\">\n<failure type=\"", f);
		fputs(profile, f);
		fputs("\" message=\"", f);
		line = lint_verdict_line(&run->opts, r);
		bl_xml_fputs(f, line, true);
		free(line);
		fputs("\">", f);
	} else {
		fputs("\">\n<system-out>", f);
	}
	if (lint_is_record(r))
		ok = lint_put_record(f, run, r, 0);
	lint_junit_lines(f, root, r);
	fputs(status ? "</failure>\n</testcase>\n" : "</system-out>\n</testcase>\n", f);
	return ok;
}

/* tests="N" failures="N" errors="N" */
static void junit_counts(FILE *f, const struct bpflint_run *run, const struct junit_run *jr)
{
	fputs(" tests=\"", f);
	lint_put_long(f, run->nr);
	fputs("\" failures=\"", f);
	lint_put_long(f, jr->failed);
	fputs("\" errors=\"", f);
	lint_put_long(f, jr->errors);
	fputc('"', f);
}

int lint_write_junit(FILE *f, const struct bpflint_run *run)
{
	struct junit_run jr = { .status = malloc(run->nr ? run->nr : 1) };
	size_t i;
	int err;

	if (!jr.status)
		return -ENOMEM;
	for (i = 0; i < run->nr; i++) {
		jr.status[i] = lint_result_status(&run->opts, &run->results[i]);
		jr.failed += jr.status[i] == 1;
		jr.errors += jr.status[i] == 2;
	}
	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"bpf-lint\"", f);
	junit_counts(f, run, &jr);
	fputs(">\n<testsuite name=\"bpf-lint\"", f);
	junit_counts(f, run, &jr);
	fputs(" skipped=\"0\">\n", f);
	err = lint_write_results(f, run, NULL, "</testsuite>\n</testsuites>\n", junit_case, &jr);
	free(jr.status);
	return err;
}
