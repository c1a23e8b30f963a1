/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * What the report writers (lib/lint/report_*.c) share (report_out.c):
 * numbers and paths as they print them, a record's bytes, what a result's
 * verdict line needs, and the members of a JSON object.
 */
#ifndef BL_LINT_REPORT_OUT_H
#define BL_LINT_REPORT_OUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "bpflint.h"

/* @v in decimal, without parsing a format (a report has many). */
void lint_put_long(FILE *f, long v);
/* @path without the leading "@root/" when it lies under @root. */
const char *lint_under_root(const char *root, const char *path);
/* Part @k of record @r's bytes (lint_report.h) to @f; false when they
 * cannot be read. */
bool lint_put_record(FILE *f, const struct bpflint_run *run,
		     const struct bpflint_result *r, int k);
/* The same in a list: after a "," unless *@first or it is empty. */
bool lint_put_listed(FILE *f, const struct bpflint_run *run,
		     const struct bpflint_result *r, int k, bool *first);
/* Does @r's part @k say its verdicts as they are: every finding here the
 * cross-file rules' (a record's only ones), which failed both loaders? */
bool lint_failed_part(const struct bpflint_result *r, int k);
/* Our checks refused @r (libbpf never saw it), a record or not. */
bool lint_result_refused(const struct bpflint_result *r);
/* @r's waived findings, a record's own included. */
size_t lint_result_waived(const struct bpflint_result *r);
/* One of @r's findings not waived is an error, a record's own included. */
bool lint_result_has_error(const struct bpflint_result *r);

const char *lint_profile_name(enum bpflint_profile p);
const char *lint_tf(bool b);
/* ,"key":  ,"key":"value" (null for NULL)  ,"key":true  ,"key":-1 */
void lint_json_key(FILE *f, const char *key);
void lint_json_field(FILE *f, const char *key, const char *value);
void lint_json_bool(FILE *f, const char *key, bool b);
void lint_json_num(FILE *f, const char *key, long v);

#endif /* BL_LINT_REPORT_OUT_H */
