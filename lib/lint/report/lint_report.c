// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The report in the format asked for (each writer is report_<format>.c),
 * and a record's parts: the bytes a worker formats for one object, which
 * the parent only copies (lint_report.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>

#include "lint/model/lint_obj.h"
#include "lint/report/lint_report.h"
#include "lint/report/report_writers.h"
#include "lint/rules/rule_catalog.h"

_Static_assert(LINT_RECORD_PARTS == sizeof(((struct lint_priv *)0)->rec) /
	       sizeof(struct lint_bytes), "a record part a lint_priv.rec entry");

/*
 * @r as the cross-file rules leave it once they find its pins conflict
 * (libbpf and iproute2 fail): a record's verdicts so, formatted by the
 * worker, are what the parent writes then (lint_failed_part()); false for
 * an object that pins no map, or when the rule does not run: nothing can
 * fail it.
 */
static bool as_failed(const struct bpflint_opts *o, const struct bpflint_result *r,
		      struct bpflint_result *failed)
{
	const struct lint_priv *p = r->priv;

	if (!p || !p->nr || !lint_rule_enabled(o, LINT_PINNED_MAP_CONFLICT))
		return false;
	*failed = *r;
	failed->libbpf_ok = false;
	failed->iproute2_ok = false;
	return true;
}

/* Part @k of @r's record in @fmt (lint_record()) into @buf, @len; *@waived
 * carries the text lines' count of waived findings to the verdict line. */
static int record_part(enum bpflint_format fmt, int k, const struct bpflint_opts *o,
		       const char *root, const struct bpflint_result *r, size_t *waived,
		       char **buf, size_t *len)
{
	FILE *f = open_memstream(buf, len);
	struct bpflint_result failed;
	bool first = true;
	char rel[16];

	if (!f)
		return -ENOMEM;
	switch (fmt * LINT_RECORD_PARTS + k) {
	case BPFLINT_FMT_TEXT * LINT_RECORD_PARTS:
		*waived = lint_text_lines(f, root, r);
		break;
	case BPFLINT_FMT_TEXT * LINT_RECORD_PARTS + 1:
		lint_text_verdict(f, o, r, r->refused, *waived);
		break;
	case BPFLINT_FMT_TEXT * LINT_RECORD_PARTS + 2:
		if (as_failed(o, r, &failed))
			lint_text_verdict(f, o, &failed, r->refused, *waived);
		break;
	case BPFLINT_FMT_JSON * LINT_RECORD_PARTS:
		lint_json_head(f, r);
		break;
	case BPFLINT_FMT_JSON * LINT_RECORD_PARTS + 1:
		lint_json_verdicts(f, r);
		break;
	case BPFLINT_FMT_JSON * LINT_RECORD_PARTS + 2:
		lint_json_rest(f, r);
		break;
	case BPFLINT_FMT_JSON * LINT_RECORD_PARTS + 3:
		if (as_failed(o, r, &failed))
			lint_json_verdicts(f, &failed);
		break;
	case BPFLINT_FMT_SARIF * LINT_RECORD_PARTS:
		lint_sarif_object(f, root, r, &first);
		break;
	case BPFLINT_FMT_SARIF * LINT_RECORD_PARTS + 1:
		lint_sarif_min(f, root, r, lint_libbpf_min_name(r, rel, sizeof(rel)), &first);
		break;
	case BPFLINT_FMT_GITHUB * LINT_RECORD_PARTS:
		lint_github_findings(f, root, r);
		break;
	case BPFLINT_FMT_GITLAB * LINT_RECORD_PARTS:
		lint_gitlab_issues(f, root, r, &first);
		break;
	case BPFLINT_FMT_JUNIT * LINT_RECORD_PARTS:
		lint_junit_lines(f, root, r);
		break;
	case BPFLINT_FMT_CHECKSTYLE * LINT_RECORD_PARTS:
		lint_checkstyle_files(f, root, r);
		break;
	default:
		break;
	}
	if (fclose(f)) {
		free(*buf);
		*buf = NULL;
		return -ENOMEM;
	}
	return 0;
}

int lint_record(enum bpflint_format fmt, const struct bpflint_opts *o, const char *root,
		const struct bpflint_result *r, char *rec[LINT_RECORD_PARTS],
		size_t len[LINT_RECORD_PARTS])
{
	size_t waived = 0;
	int k, err = 0;

	for (k = 0; k < LINT_RECORD_PARTS; k++) {
		rec[k] = NULL;
		len[k] = 0;
	}
	for (k = 0; k < LINT_RECORD_PARTS && !err; k++)
		err = record_part(fmt, k, o, root, r, &waived, &rec[k], &len[k]);
	for (k = 0; err && k < LINT_RECORD_PARTS; k++) {
		free(rec[k]);
		rec[k] = NULL;
	}
	return err;
}

/* The writer of each format, by its enum bpflint_format value. */
static int (*const writers[])(FILE *f, const struct bpflint_run *run) = {
	[BPFLINT_FMT_TEXT] = lint_write_text,
	[BPFLINT_FMT_JSON] = lint_write_json,
	[BPFLINT_FMT_SARIF] = lint_write_sarif,
	[BPFLINT_FMT_GITHUB] = lint_write_github,
	[BPFLINT_FMT_GITLAB] = lint_write_gitlab,
	[BPFLINT_FMT_JUNIT] = lint_write_junit,
	[BPFLINT_FMT_CHECKSTYLE] = lint_write_checkstyle,
};
_Static_assert(sizeof(writers) / sizeof(writers[0]) == LINT_FMT_LAST + 1,
	       "a writer for every format");

int bpflint_write(FILE *f, enum bpflint_format fmt, const struct bpflint_run *run)
{
	int locking, err;

	/* records are in the format they were made for */
	if (run->opts.records && run->opts.records != (int)fmt + 1)
		return -EINVAL;
	/* the report is some ten stdio calls a line, each of which takes
	 * and drops the stream's lock in a process with threads: not while
	 * it is written (the caller's thread alone writes @f, bpflint.h) */
	locking = __fsetlocking(f, FSETLOCKING_BYCALLER);
	/* a format this library does not know is written as text */
	err = writers[(unsigned int)fmt <= LINT_FMT_LAST ? fmt : BPFLINT_FMT_TEXT](f, run);
	__fsetlocking(f, locking);
	return err;
}
