/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The report writers, one file each (report_<format>.c): the whole report
 * for bpflint_write(), and what lint_report.c's records are made of (the
 * bytes for one object, lint_report.h). @root is the working directory.
 */
#ifndef BL_LINT_REPORT_WRITERS_H
#define BL_LINT_REPORT_WRITERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "bpflint.h"

/* report_text.c: @r's finding lines but the waived ones (returns how many
 * were waived), and its verdict line (@refused: our checks refused it;
 * @waived findings). */
int lint_write_text(FILE *f, const struct bpflint_run *run);
size_t lint_text_lines(FILE *f, const char *root, const struct bpflint_result *r);
void lint_text_verdict(FILE *f, const struct bpflint_opts *o, const struct bpflint_result *r,
		       bool refused, size_t waived);
/* @r's verdict line as it stands in the parent (a record's too), without
 * its newline: malloc'ed, NULL when out of memory. */
char *lint_verdict_line(const struct bpflint_opts *o, const struct bpflint_result *r);

/* report_json.c: an object's "file", its "verdicts", and the rest up to
 * its findings, without the "]}" that closes them. */
int lint_write_json(FILE *f, const struct bpflint_run *run);
void lint_json_head(FILE *f, const struct bpflint_result *r);
void lint_json_verdicts(FILE *f, const struct bpflint_result *r);
void lint_json_rest(FILE *f, const struct bpflint_result *r);

/* report_sarif.c: @r's findings as results, each on a line of its own
 * ("\n" before the first of the run, ",\n" between; *@first: none written
 * yet); @r's entry of a per-object run property (@val, null when NULL);
 * the oldest libbpf release that opens @r (NULL: none). */
int lint_write_sarif(FILE *f, const struct bpflint_run *run);
void lint_sarif_object(FILE *f, const char *root, const struct bpflint_result *r,
		       bool *first);
void lint_sarif_min(FILE *f, const char *root, const struct bpflint_result *r,
		    const char *val, bool *first);
const char *lint_libbpf_min_name(const struct bpflint_result *r, char *buf, size_t n);

/* report_github.c: @r's findings but the waived ones as workflow commands. */
int lint_write_github(FILE *f, const struct bpflint_run *run);
void lint_github_findings(FILE *f, const char *root, const struct bpflint_result *r);

/* report_gitlab.c: @r's findings but the waived ones as Code Quality
 * issues, each after "\n" (the first of the report) or ",\n". */
int lint_write_gitlab(FILE *f, const struct bpflint_run *run);
void lint_gitlab_issues(FILE *f, const char *root, const struct bpflint_result *r,
			bool *first);

/* report_junit.c: @r's finding lines (the text report's) as XML text. */
int lint_write_junit(FILE *f, const struct bpflint_run *run);
void lint_junit_lines(FILE *f, const char *root, const struct bpflint_result *r);

/* report_checkstyle.c: a <file> element for each of @r's findings but
 * the waived ones. */
int lint_write_checkstyle(FILE *f, const struct bpflint_run *run);
void lint_checkstyle_files(FILE *f, const char *root, const struct bpflint_result *r);

#endif /* BL_LINT_REPORT_WRITERS_H */
