/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * What the report writers (lib/lint/report/report_*.c) share (report_out.c):
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

/*
 * Where finding @fd of the object whose key (lint_object_key()) is @okey
 * is shown: its source file's key and line, and column or 0, when DWARF or
 * .BTF.ext place it; else the object, line 0. lint_place_message(): the
 * message as shown there, "@okey: @msg" on a source line (the place names
 * the source file, so the text names the object; @msg alone when out of
 * memory), else @msg. lint_place_free() frees what they made.
 */
struct lint_place {
	const char *path;
	unsigned int line, col;
	char *owned, *msg;
};
void lint_place(struct lint_place *pl, const char *root, const char *okey,
		const struct bpflint_finding *fd);
const char *lint_place_message(struct lint_place *pl, const char *okey, const char *msg);
void lint_place_free(struct lint_place *pl);

/* @fn on finding @k of @r, whose object key is @okey. */
typedef void lint_finding_fn(FILE *f, const char *root, const struct bpflint_result *r,
			     const char *okey, size_t k, void *ctx);
/* @fn on each of @r's findings but the waived ones, @r's object key looked
 * up once, when there is one. */
void lint_each_shown(FILE *f, const char *root, const struct bpflint_result *r,
		     lint_finding_fn *fn, void *ctx);

/* What a writer writes of @run's result @r, @root being the working
 * directory; false when a record's bytes could not be read. */
typedef bool lint_result_fn(FILE *f, const char *root, const struct bpflint_run *run,
			    const struct bpflint_result *r, void *ctx);
/* A report: @head, @fn on each of @run's results, then @tail (NULL: none);
 * 0, or -EIO when a write failed or a record's bytes could not be read. */
int lint_write_results(FILE *f, const struct bpflint_run *run, const char *head,
		       const char *tail, lint_result_fn *fn, void *ctx);

const char *lint_profile_name(enum bpflint_profile p);
const char *lint_tf(bool b);
/* ,"key":  ,"key":"value" (null for NULL)  ,"key":true  ,"key":-1 */
void lint_json_key(FILE *f, const char *key);
void lint_json_field(FILE *f, const char *key, const char *value);
void lint_json_bool(FILE *f, const char *key, bool b);
void lint_json_num(FILE *f, const char *key, long v);

#endif /* BL_LINT_REPORT_OUT_H */
