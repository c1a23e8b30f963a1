// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* The JSON report: one object per input, in result (argument) order. */
#include <errno.h>
#include <stdio.h>

#include <bpf/libbpf.h>

#include "lint/model/lint_obj.h"
#include "lint/report/report_out.h"
#include "lint/report/report_writers.h"
#include "util/file_io.h"
#include "util/strbuf.h"

static void json_finding(FILE *f, const struct bpflint_finding *fd)
{
	fputs("{\"rule\":", f);
	bl_json_fputs(f, fd->rule);
	lint_json_field(f, "severity", bpflint_severity_name(fd->severity));
	lint_json_field(f, "message", fd->message);
	lint_json_field(f, "hint", fd->hint);
	lint_json_field(f, "where", fd->where);
	lint_json_field(f, "suppressed", fd->suppressed);
	if (fd->insn >= 0)
		lint_json_num(f, "insn", fd->insn);
	else
		fputs(",\"insn\":null", f);
	if (fd->src_file) {
		fputs(",\"source\":{\"file\":", f);
		bl_json_fputs(f, fd->src_file);
		/* no line recorded: no region (line 0 is no line) */
		if (fd->src_line) {
			lint_json_num(f, "line", fd->src_line);
			lint_json_num(f, "column", fd->src_col);
		}
		fputc('}', f);
	} else {
		fputs(",\"source\":null", f);
	}
	fputc('}', f);
}

/* A JSON object's parts: its file, its verdicts, the rest up to its
 * findings (each part on its own, for records). */
void lint_json_head(FILE *f, const struct bpflint_result *r)
{
	fputs("{\"file\":", f);
	bl_json_fputs(f, r->path);
	lint_json_field(f, "io_error", r->io_err ? bl_io_strerror(r->io_err) : NULL);
}

void lint_json_verdicts(FILE *f, const struct bpflint_result *r)
{
	char rel[16], why[BPFLINT_KERNEL_WHY_LEN];

	fputs(",\"verdicts\":{\"libbpf\":", f);
	fputs(lint_tf(r->libbpf_ok), f);
	lint_json_bool(f, "iproute2", r->iproute2_ok);
	lint_json_bool(f, "rules_open", r->rules_open);
	lint_json_bool(f, "libbpf_open", r->libbpf_open);
	lint_json_bool(f, "agree", r->rules_open == r->libbpf_open);
	/* the release the verdicts are for, and the oldest that opens it */
	lint_json_field(f, "libbpf_release", bpflint_libbpf_name(r->libbpf_version, rel, sizeof(rel)));
	lint_json_bool(f, "release_open", r->release_open);
	lint_json_field(f, "libbpf_min", r->libbpf_min ?
		   bpflint_libbpf_name(r->libbpf_min, rel, sizeof(rel)) : NULL);
	/* the oldest kernel, and what needs it */
	lint_json_field(f, "kernel_min", r->kernel_min ?
		   bpflint_kernel_name(r->kernel_min, rel, sizeof(rel)) : NULL);
	lint_json_field(f, "kernel_min_why", r->kernel_min ?
		   bpflint_kernel_why(r, why, sizeof(why)) : NULL);
	fputc('}', f);
}

/* From "libbpf" to the findings, without the "]}" that closes them. */
void lint_json_rest(FILE *f, const struct bpflint_result *r)
{
	size_t k;

	fputs(",\"libbpf\":{\"version\":\"", f);
	fputs(libbpf_version_string(), f);
	fputc('"', f);
	lint_json_bool(f, "opened", r->libbpf_open);
	lint_json_num(f, "error", r->libbpf_err);
	lint_json_key(f, "log");
	bl_json_fputs(f, r->libbpf_log);
	lint_json_bool(f, "ran", !r->refused);
	lint_json_bool(f, "crashed", r->libbpf_signal);
	lint_json_num(f, "signal", r->libbpf_signal);
	lint_json_bool(f, "timeout", r->libbpf_timeout);
	lint_json_field(f, "refused", r->refused);
	fputc('}', f);
	if (r->load_done) {
		fputs(",\"load\":{\"ok\":", f);
		fputs(lint_tf(!r->load_err), f);
		lint_json_num(f, "error", r->load_err);
		fputc('}', f);
	} else
		fputs(",\"load\":null", f);
	fputs(",\"findings\":[", f);
	for (k = 0; k < r->nr_findings; k++) {
		if (k)
			fputc(',', f);
		json_finding(f, &r->findings[k]);
	}
}

static void json_object(FILE *f, const struct bpflint_result *r)
{
	lint_json_head(f, r);
	lint_json_verdicts(f, r);
	lint_json_rest(f, r);
	fputs("]}", f);
}

/* A record's object; findings the cross-file rules added go after its own,
 * and its verdicts are the ones they make: the worker's fourth part. */
static bool json_record(FILE *f, const struct bpflint_run *run, const struct bpflint_result *r)
{
	const struct lint_priv *p = r->priv;
	bool ok = lint_put_record(f, run, r, 0);
	size_t k;

	if (!r->nr_findings)
		ok = lint_put_record(f, run, r, 1) && ok;
	else if (lint_failed_part(r, 3))
		ok = lint_put_record(f, run, r, 3) && ok;
	else
		lint_json_verdicts(f, r);
	ok = lint_put_record(f, run, r, 2) && ok;
	for (k = 0; k < r->nr_findings; k++) {
		if (p->sum.nr_own + k)
			fputc(',', f);
		json_finding(f, &r->findings[k]);
	}
	fputs("]}", f);
	return ok;
}

int lint_write_json(FILE *f, const struct bpflint_run *run)
{
	bool lost = false;
	size_t i;

	fprintf(f, "{\"tool\":\"bpf-lint\",\"version\":\"%s\",\"profile\":\"%s\",\"objects\":[",
		BPFLEGACY_VERSION, lint_profile_name(run->opts.profile));
	for (i = 0; i < run->nr; i++) {
		fputs(i ? ",\n" : "\n", f);
		if (lint_is_record(&run->results[i]))
			lost |= !json_record(f, run, &run->results[i]);
		else
			json_object(f, &run->results[i]);
	}
	fputs("\n]}\n", f);
	return ferror(f) || lost ? -EIO : 0;
}
