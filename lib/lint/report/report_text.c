// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The text report: GCC-style finding lines and a verdict line per object,
 * in result (argument) order.
 */
#include <stdio.h>
#include <stdlib.h>

#include <bpf/libbpf.h>

#include "lint/model/lint_obj.h"
#include "lint/report/report_out.h"
#include "lint/report/report_writers.h"
#include "util/strbuf.h"

/*
 * GCC style, so editors and problem matchers parse every finding:
 * "src.c:LINE:COL: severity: obj.o: message [rule]" when DWARF or .BTF.ext
 * place it in the source, else "obj.o: severity: message [rule]" (the
 * object as a whole: no line, as GCC writes "cc1: error: ..."), and
 * "src.c:LINE: ..." when no column is recorded (GCC's -fno-show-column
 * form). Names come from the object (and paths from the user): printed
 * escaped, so a newline or an escape sequence in one cannot forge a line.
 */
static void text_finding(FILE *f, const char *root, const struct bpflint_result *r,
			 const struct bpflint_finding *fd)
{
	if (fd->src_file && fd->src_line) {
		bl_c_fputs(f, lint_under_root(root, fd->src_file));
		fputc(':', f);
		lint_put_long(f, fd->src_line);
		fputc(':', f);
		if (fd->src_col) {
			lint_put_long(f, fd->src_col);
			fputc(':', f);
		}
		fputc(' ', f);
		fputs(bpflint_severity_name(fd->severity), f);
		fputs(": ", f);
		bl_c_fputs(f, r->path);
		fputs(": ", f);
	} else {
		bl_c_fputs(f, r->path);
		fputs(": ", f);
		fputs(bpflint_severity_name(fd->severity), f);
		fputs(": ", f);
	}
	bl_c_fputs(f, fd->message);
	fputs(" [", f);
	fputs(fd->rule, f);
	fputs("]\n", f);
	if (fd->hint && fd->severity != BL_NOTE) {
		fputs("    hint: ", f);
		fputs(fd->hint, f);
		fputc('\n', f);
	}
}

static const char *ok(bool b)
{
	return b ? "ok" : "fail";
}

/*
 * ": verdict: ... (libbpf open: "; for another release than the linked
 * one (--libbpf) the verdict names it, and the open the linked release.
 */
static void text_verdict_head(FILE *f, const struct bpflint_result *r)
{
	char rel[16];

	if (r->libbpf_version == bpflint_libbpf_linked()) {
		fputs(": verdict: libbpf=", f);
		fputs(ok(r->libbpf_ok), f);
		fputs(" iproute2=", f);
		fputs(ok(r->iproute2_ok), f);
		fputs(" (libbpf open: ", f);
		return;
	}
	fprintf(f, ": verdict for libbpf %s: libbpf=%s iproute2=%s (linked libbpf %s open: ",
		bpflint_libbpf_name(r->libbpf_version, rel, sizeof(rel)),
		ok(r->libbpf_ok), ok(r->iproute2_ok), libbpf_version_string());
}

/* " libbpf-min=X", and what --libbpf-min makes of it. */
static void text_libbpf_min(FILE *f, const struct bpflint_opts *o,
			    const struct bpflint_result *r)
{
	char rel[16], gate[16];

	fputs(" libbpf-min=", f);
	if (r->libbpf_min)
		fputs(bpflint_libbpf_name(r->libbpf_min, rel, sizeof(rel)), f);
	else
		fputs("none", f);
	if (o->libbpf_min && (!r->libbpf_min || r->libbpf_min > o->libbpf_min))
		fprintf(f, " (newer than --libbpf-min=%s)",
			bpflint_libbpf_name(o->libbpf_min, gate, sizeof(gate)));
}

/* " kernel-min=X (why)", and what --kernel-min makes of it. */
static void text_kernel_min(FILE *f, const struct bpflint_opts *o,
			    const struct bpflint_result *r)
{
	char ver[16], why[BPFLINT_KERNEL_WHY_LEN], gate[16];

	if (!r->kernel_min)
		return;
	fputs(" kernel-min=", f);
	fputs(bpflint_kernel_name(r->kernel_min, ver, sizeof(ver)), f);
	fputs(" (", f);
	bl_c_fputs(f, bpflint_kernel_why(r, why, sizeof(why)));
	if (o->kernel_min && r->kernel_min > o->kernel_min) {
		fputs("; newer than --kernel-min=", f);
		fputs(bpflint_kernel_name(o->kernel_min, gate, sizeof(gate)), f);
	}
	fputc(')', f);
}

size_t lint_text_lines(FILE *f, const char *root, const struct bpflint_result *r)
{
	size_t k, waived = 0;

	for (k = 0; k < r->nr_findings; k++) {
		if (r->findings[k].suppressed)
			waived++;
		else
			text_finding(f, root, r, &r->findings[k]);
	}
	return waived;
}

/* "ok; rules agree)", "failed -22; rules agree)" (no number for 0) */
static void text_open(FILE *f, const struct bpflint_result *r)
{
	fputs(r->libbpf_open ? "ok" : "failed ", f);
	if (!r->libbpf_open && r->libbpf_err)
		lint_put_long(f, r->libbpf_err);
	fputs(r->rules_open == r->libbpf_open ? "; rules agree)" : "; rules DISAGREE)", f);
}

void lint_text_verdict(FILE *f, const struct bpflint_opts *o, const struct bpflint_result *r,
		       bool refused, size_t waived)
{
	bl_c_fputs(f, r->path);
	text_verdict_head(f, r);
	if (refused)
		fputs("not run, malformed object)", f);
	else if (r->libbpf_timeout)
		fputs("TIMEOUT)", f);
	else if (r->libbpf_signal)
		fprintf(f, "CRASHED, signal %d)", r->libbpf_signal);
	else if (r->libbpf_foreign)
		fprintf(f, "not possible on this host (byte order); rules %s)",
			r->rules_open == r->libbpf_open ? "agree" : "DISAGREE");
	else
		text_open(f, r);
	if (r->load_done) {
		fputs(" load=", f);
		fputs(r->load_err ? "fail" : "ok", f);
	}
	if (!refused) {
		text_kernel_min(f, o, r);
		text_libbpf_min(f, o, r);
	}
	if (waived) {
		fputs(" (", f);
		lint_put_long(f, waived);
		fputs(waived == 1 ? " finding waived)" : " findings waived)", f);
	}
	fputc('\n', f);
}

char *lint_verdict_line(const struct bpflint_opts *o, const struct bpflint_result *r)
{
	char *line = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&line, &len);

	if (!mem)
		return NULL;
	lint_text_verdict(mem, o, r, lint_result_refused(r), lint_result_waived(r));
	if (fclose(mem)) {
		free(line);
		return NULL;
	}
	if (len && line[len - 1] == '\n')
		line[len - 1] = '\0';
	return line;
}

static void text_object(FILE *f, const char *root, const struct bpflint_opts *o,
			const struct bpflint_result *r)
{
	size_t waived = lint_text_lines(f, root, r);

	lint_text_verdict(f, o, r, r->refused, waived);
}

/*
 * A record's lines, then its verdict line; when the cross-file rules added
 * findings to it (its only findings here), they follow its own and the
 * verdict line is the one they make it (they fail its verdicts): the
 * worker's third part, or written anew when waivers took some of them.
 */
static bool text_record(FILE *f, const char *root, const struct bpflint_run *run,
			const struct bpflint_result *r)
{
	const struct lint_priv *p = r->priv;
	bool ok = lint_put_record(f, run, r, 0);
	size_t waived;

	if (!r->nr_findings)
		return lint_put_record(f, run, r, 1) && ok;
	waived = lint_text_lines(f, root, r);
	if (!waived && lint_failed_part(r, 2))
		return lint_put_record(f, run, r, 2) && ok;
	lint_text_verdict(f, &run->opts, r, p->sum.refused, p->sum.waived + waived);
	return ok;
}

/* @r's lines and verdict (lint_result_fn); an unreadable input has none:
 * the command reports it on stderr. */
static bool text_result(FILE *f, const char *root, const struct bpflint_run *run,
			const struct bpflint_result *r, void *ctx)
{
	if (r->io_err)
		return true;
	if (lint_is_record(r))
		return text_record(f, root, run, r);
	text_object(f, root, &run->opts, r);
	return true;
}

int lint_write_text(FILE *f, const struct bpflint_run *run)
{
	return lint_write_results(f, run, NULL, NULL, text_result, NULL);
}
