// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Checkstyle XML, which many CI plugins read (Jenkins' warnings-ng,
 * reviewdog, ...): a <file> element per finding, named by the source file
 * and carrying line and column where DWARF or .BTF.ext place the finding,
 * else named by the object with no line. Consumers merge the elements of
 * one file; an element per finding keeps a record's bytes (lint_report.h)
 * the same whether the cross-file rules add findings to it or not.
 */
#include <stdio.h>

#include "lint/model/lint_obj.h"
#include "lint/report/report_out.h"
#include "lint/report/report_writers.h"
#include "util/strbuf.h"

static const char *cs_severity(enum bl_severity s)
{
	return s == BL_ERROR ? "error" : s == BL_WARNING ? "warning" : "info";
}

/* A finding (lint_finding_fn). */
static void cs_finding(FILE *f, const char *root, const struct bpflint_result *r,
		       const char *okey, size_t k, void *ctx)
{
	const struct bpflint_finding *fd = &r->findings[k];
	struct lint_place pl;

	lint_place(&pl, root, okey, fd);
	fputs("<file name=\"", f);
	bl_xml_fputs(f, pl.path, true);
	fputs("\">\n<error", f);
	if (pl.line) {
		fputs(" line=\"", f);
		lint_put_long(f, pl.line);
		fputc('"', f);
	}
	if (pl.line && pl.col) {
		fputs(" column=\"", f);
		lint_put_long(f, pl.col);
		fputc('"', f);
	}
	fputs(" severity=\"", f);
	fputs(cs_severity(fd->severity), f);
	fputs("\" message=\"", f);
	bl_xml_fputs(f, lint_place_message(&pl, okey, fd->message), true);
	fputs("\" source=\"bpf-lint.", f);
	fputs(fd->rule, f);
	fputs("\"/>\n</file>\n", f);
	lint_place_free(&pl);
}

void lint_checkstyle_files(FILE *f, const char *root, const struct bpflint_result *r)
{
	lint_each_shown(f, root, r, cs_finding, NULL);
}

/* @r's elements (lint_result_fn): a record's own findings, then those
 * the cross-file rules added */
static bool cs_result(FILE *f, const char *root, const struct bpflint_run *run,
		      const struct bpflint_result *r, void *ctx)
{
	bool ok = !lint_is_record(r) || lint_put_record(f, run, r, 0);

	lint_checkstyle_files(f, root, r);
	return ok;
}

int lint_write_checkstyle(FILE *f, const struct bpflint_run *run)
{
	static const char head[] =
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n";

	return lint_write_results(f, run, head, "</checkstyle>\n", cs_result, NULL);
}
