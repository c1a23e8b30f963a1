// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Reporters: GCC-style text, JSON (one record per object) and SARIF 2.1.0,
 * plus the rule catalogue as text or markdown. They write to the FILE the
 * caller gives them, in result (argument) order.
 */
#include <errno.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/libbpf.h>

#include "lint/lint_obj.h"
#include "lint/lint_report.h"
#include "lint/lint_run.h"
#include "lint/lint_waive.h"
#include "util/strbuf.h"
#include "util/file_io.h"

#define INFO_URI "https://github.com/bpflegacy/bpflegacy/blob/main/docs/lint-rules.md"

static const char *profile_name(enum bpflint_profile p)
{
	return p == BPFLINT_PROFILE_IPROUTE2 ? "iproute2" : "libbpf";
}

/* ---- text ------------------------------------------------------------- */

/*
 * @v in decimal. The text report's lines are written with fputs() and this,
 * not fprintf(): a format parsed again for every line was most of the
 * parent's instructions writing a -j run's report (issue 23).
 */
static void put_long(FILE *f, long v)
{
	char buf[BL_DEC_LEN];

	fputs(bl_dec(&buf, v < 0 ? -(unsigned long)v : (unsigned long)v, v < 0), f);
}

/* @path without the leading "@root/" when it lies under @root. */
static const char *under_root(const char *root, const char *path)
{
	size_t n = root ? strlen(root) : 0;

	if (n && path[0] == '/' && !strncmp(path, root, n) && path[n] == '/')
		return path + n + 1;
	return path;
}

/*
 * GCC style, so editors and problem matchers parse every finding:
 * "src.c:LINE:COL: severity: obj.o: message [rule]" when DWARF or .BTF.ext
 * place it in the source, else "obj.o: severity: message [rule]" (the
 * object as a whole: no line, as GCC writes "cc1: error: ..."), and
 * "src.c:LINE: ..." when no column is recorded (GCC's -fno-show-column
 * form). Names come from the object (and paths from the user): printed escaped, so a newline or an
 * escape sequence in one cannot forge a line.
 */
static void text_finding(FILE *f, const char *root, const struct bpflint_result *r,
			 const struct bpflint_finding *fd)
{
	if (fd->src_file && fd->src_line) {
		bl_c_fputs(f, under_root(root, fd->src_file));
		fputc(':', f);
		put_long(f, fd->src_line);
		fputc(':', f);
		if (fd->src_col) {
			put_long(f, fd->src_col);
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
	char ver[16], why[160], gate[16];

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

/* @r's findings but the waived ones; returns how many were waived. */
static size_t text_lines(FILE *f, const char *root, const struct bpflint_result *r)
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
		put_long(f, r->libbpf_err);
	fputs(r->rules_open == r->libbpf_open ? "; rules agree)" : "; rules DISAGREE)", f);
}

/* @r's verdict line (@refused: our checks refused it; @waived findings). */
static void text_verdict(FILE *f, const struct bpflint_opts *o, const struct bpflint_result *r,
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
		put_long(f, waived);
		fputs(waived == 1 ? " finding waived)" : " findings waived)", f);
	}
	fputc('\n', f);
}

static void text_object(FILE *f, const char *root, const struct bpflint_opts *o,
			const struct bpflint_result *r)
{
	size_t waived = text_lines(f, root, r);

	text_verdict(f, o, r, r->refused, waived);
}

/* A record's bytes (@k: which of its two) as they are; false when they
 * cannot be read. */
static bool put_record(FILE *f, const struct bpflint_run *run,
		       const struct bpflint_result *r, int k)
{
	const struct lint_priv *p = r->priv;
	const void *b = lint_run_bytes(run, &p->rec[k]);

	if (!p->rec[k].len)
		return true;
	return b && fwrite(b, 1, p->rec[k].len, f) == p->rec[k].len;
}

/*
 * Does @r's part @k (as_failed()) say its verdicts as they are: every
 * finding here the cross-file rules' (a record's only ones), which failed
 * both loaders?
 */
static bool failed_part(const struct bpflint_result *r, int k)
{
	const struct lint_priv *p = r->priv;

	return r->nr_findings && p->rec[k].len && !r->libbpf_ok && !r->iproute2_ok;
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
	bool ok = put_record(f, run, r, 0);
	size_t waived;

	if (!r->nr_findings)
		return put_record(f, run, r, 1) && ok;
	waived = text_lines(f, root, r);
	if (!waived && failed_part(r, 2))
		return put_record(f, run, r, 2) && ok;
	text_verdict(f, &run->opts, r, p->sum.refused, p->sum.waived + waived);
	return ok;
}

static int write_text(FILE *f, const struct bpflint_run *run)
{
	char *root = getcwd(NULL, 0);
	bool lost = false;
	size_t i;

	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];

		if (r->io_err)
			continue;	/* the command reports it on stderr */
		if (lint_is_record(r))
			lost |= !text_record(f, root, run, r);
		else
			text_object(f, root, &run->opts, r);
	}
	free(root);
	return ferror(f) || lost ? -EIO : 0;
}

/* ---- JSON ------------------------------------------------------------- */

static void json_str(FILE *f, const char *s)
{
	bl_json_fputs(f, s);
}

/* ,"key": */
static void json_key(FILE *f, const char *key)
{
	fputs(",\"", f);
	fputs(key, f);
	fputs("\":", f);
}

/* ,"key":"value" */
static void json_field(FILE *f, const char *key, const char *value)
{
	json_key(f, key);
	json_str(f, value);
}

/* ,"key":true */
static void json_bool(FILE *f, const char *key, bool b)
{
	json_key(f, key);
	fputs(b ? "true" : "false", f);
}

/* ,"key":-1 */
static void json_num(FILE *f, const char *key, long v)
{
	json_key(f, key);
	put_long(f, v);
}

static const char *tf(bool b)
{
	return b ? "true" : "false";
}

static void json_finding(FILE *f, const struct bpflint_finding *fd)
{
	fputs("{\"rule\":", f);
	json_str(f, fd->rule);
	json_field(f, "severity", bpflint_severity_name(fd->severity));
	json_field(f, "message", fd->message);
	json_field(f, "hint", fd->hint);
	json_field(f, "where", fd->where);
	json_field(f, "suppressed", fd->suppressed);
	if (fd->insn >= 0)
		json_num(f, "insn", fd->insn);
	else
		fputs(",\"insn\":null", f);
	if (fd->src_file) {
		fputs(",\"source\":{\"file\":", f);
		json_str(f, fd->src_file);
		/* no line recorded: no region (line 0 is no line) */
		if (fd->src_line) {
			json_num(f, "line", fd->src_line);
			json_num(f, "column", fd->src_col);
		}
		fputc('}', f);
	} else {
		fputs(",\"source\":null", f);
	}
	fputc('}', f);
}

/* A JSON object's parts: its file, its verdicts, the rest up to its
 * findings (each part on its own, for records). */
static void json_head(FILE *f, const struct bpflint_result *r)
{
	fputs("{\"file\":", f);
	json_str(f, r->path);
	json_field(f, "io_error", r->io_err ? bl_io_strerror(r->io_err) : NULL);
}

static void json_verdicts(FILE *f, const struct bpflint_result *r)
{
	char rel[16], why[160];

	fputs(",\"verdicts\":{\"libbpf\":", f);
	fputs(tf(r->libbpf_ok), f);
	json_bool(f, "iproute2", r->iproute2_ok);
	json_bool(f, "rules_open", r->rules_open);
	json_bool(f, "libbpf_open", r->libbpf_open);
	json_bool(f, "agree", r->rules_open == r->libbpf_open);
	/* the release the verdicts are for, and the oldest that opens it */
	json_field(f, "libbpf_release", bpflint_libbpf_name(r->libbpf_version, rel, sizeof(rel)));
	json_bool(f, "release_open", r->release_open);
	json_field(f, "libbpf_min", r->libbpf_min ?
		   bpflint_libbpf_name(r->libbpf_min, rel, sizeof(rel)) : NULL);
	/* the oldest kernel, and what needs it */
	json_field(f, "kernel_min", r->kernel_min ?
		   bpflint_kernel_name(r->kernel_min, rel, sizeof(rel)) : NULL);
	json_field(f, "kernel_min_why", r->kernel_min ?
		   bpflint_kernel_why(r, why, sizeof(why)) : NULL);
	fputc('}', f);
}

/* From "libbpf" to the findings, without the "]}" that closes them. */
static void json_rest(FILE *f, const struct bpflint_result *r)
{
	size_t k;

	fputs(",\"libbpf\":{\"version\":\"", f);
	fputs(libbpf_version_string(), f);
	fputc('"', f);
	json_bool(f, "opened", r->libbpf_open);
	json_num(f, "error", r->libbpf_err);
	json_key(f, "log");
	json_str(f, r->libbpf_log);
	json_bool(f, "ran", !r->refused);
	json_bool(f, "crashed", r->libbpf_signal);
	json_num(f, "signal", r->libbpf_signal);
	json_bool(f, "timeout", r->libbpf_timeout);
	json_field(f, "refused", r->refused);
	fputc('}', f);
	if (r->load_done) {
		fputs(",\"load\":{\"ok\":", f);
		fputs(tf(!r->load_err), f);
		json_num(f, "error", r->load_err);
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
	json_head(f, r);
	json_verdicts(f, r);
	json_rest(f, r);
	fputs("]}", f);
}

/* A record's object; findings the cross-file rules added go after its own,
 * and its verdicts are the ones they make: the worker's fourth part. */
static bool json_record(FILE *f, const struct bpflint_run *run, const struct bpflint_result *r)
{
	const struct lint_priv *p = r->priv;
	bool ok = put_record(f, run, r, 0);
	size_t k;

	if (!r->nr_findings)
		ok = put_record(f, run, r, 1) && ok;
	else if (failed_part(r, 3))
		ok = put_record(f, run, r, 3) && ok;
	else
		json_verdicts(f, r);
	ok = put_record(f, run, r, 2) && ok;
	for (k = 0; k < r->nr_findings; k++) {
		if (p->sum.nr_own + k)
			fputc(',', f);
		json_finding(f, &r->findings[k]);
	}
	fputs("]}", f);
	return ok;
}

static int write_json(FILE *f, const struct bpflint_run *run)
{
	bool lost = false;
	size_t i;

	fprintf(f, "{\"tool\":\"bpf-lint\",\"version\":\"%s\",\"profile\":\"%s\",\"objects\":[",
		BPFLEGACY_VERSION, profile_name(run->opts.profile));
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

/* ---- SARIF 2.1.0 -------------------------------------------------------- */

static const char *sarif_level(enum bl_severity s)
{
	return s == BL_ERROR ? "error" : s == BL_WARNING ? "warning" : "note";
}

/* SARIF rule names are PascalCase and differ from the kebab-case ids. */
static void sarif_name(FILE *f, const char *id)
{
	bool up = true;

	fputc('"', f);
	for (; *id; id++) {
		if (*id == '-') {
			up = true;
			continue;
		}
		fputc(up && *id >= 'a' && *id <= 'z' ? *id - 'a' + 'A' : *id, f);
		up = false;
	}
	fputc('"', f);
}

static void sarif_rules(FILE *f)
{
	size_t nr, i;
	const struct bpflint_rule *rules = bpflint_rules(&nr);

	for (i = 0; i < nr; i++) {
		const struct bpflint_rule *r = &rules[i];

		fputs(i ? ",\n" : "\n", f);
		fputs("{\"id\":", f);
		json_str(f, r->id);
		fputs(",\"name\":", f);
		sarif_name(f, r->id);
		fputs(",\"shortDescription\":{\"text\":", f);
		json_str(f, r->summary);
		fputs("},\"fullDescription\":{\"text\":", f);
		json_str(f, r->summary);
		fputs("},\"help\":{\"text\":", f);
		json_str(f, r->hint);
		json_field(f, "markdown", r->doc);
		fprintf(f, "},\"helpUri\":\"%s#%s\"", INFO_URI, r->id);
		fprintf(f, ",\"defaultConfiguration\":{\"level\":\"%s\"}", sarif_level(r->severity));
		fprintf(f, ",\"properties\":{\"breaksOpen\":%s,\"breaksLibbpf\":%s,\"breaksIproute2\":%s}}",
			tf(r->breaks & BPFLINT_BREAKS_OPEN), tf(r->breaks & BPFLINT_BREAKS_LIBBPF),
			tf(r->breaks & BPFLINT_BREAKS_TC));
	}
}

/* RFC 3986: keep unreserved characters and '/', percent-encode the rest. */
static void uri_escaped(FILE *f, const char *s)
{
	for (; *s; s++) {
		unsigned char c = *s;

		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || strchr("-._~/", c))
			fputc(c, f);
		else
			fprintf(f, "%%%02X", c);
	}
}

/*
 * "uri" relative to SRCROOT (the working directory) with its uriBaseId
 * when @key is relative, an absolute file:// URI otherwise.
 */
static void sarif_artifact(FILE *f, const char *key)
{
	fputs("\"artifactLocation\":{\"uri\":\"", f);
	if (key[0] == '/') {
		fputs("file://", f);
		uri_escaped(f, key);
		fputs("\"}", f);
		return;
	}
	uri_escaped(f, key);
	fputs("\",\"uriBaseId\":\"SRCROOT\"}", f);
}

struct sarif_ctx {
	FILE *f;
	const char *root;
	bool first;
	bool lost;	/* a record's bytes could not be read */
};

/* Finding @k of @r, whose object key is @okey. */
static void sarif_result(FILE *f, const char *root, const struct bpflint_result *r,
			 const char *okey, size_t k)
{
	const struct bpflint_finding *fd = &r->findings[k];
	char fp[65], *skey = NULL;

	fputs("{\"ruleId\":", f);
	json_str(f, fd->rule);
	json_num(f, "ruleIndex", bpflint_rule_index(fd->rule));
	fputs(",\"level\":\"", f);
	fputs(sarif_level(fd->severity), f);
	fputs("\",\"message\":{\"text\":", f);
	json_str(f, fd->message);
	fputs("},\"locations\":[{\"physicalLocation\":{", f);
	if (fd->src_file && fd->src_line)
		skey = lint_object_key(fd->src_file, root);
	if (skey) {
		sarif_artifact(f, skey);
		fputs(",\"region\":{\"startLine\":", f);
		put_long(f, fd->src_line);
		if (fd->src_col)
			json_num(f, "startColumn", fd->src_col);
		fputc('}', f);
		free(skey);
	} else {
		sarif_artifact(f, okey);
	}
	fputc('}', f);
	if (fd->where) {
		fputs(",\"logicalLocations\":[{\"name\":", f);
		json_str(f, fd->where);
		fputs(",\"kind\":\"object\"}]", f);
	}
	fputs("}]", f);
	/* the object, when the primary location is its source */
	if (fd->src_file && fd->src_line) {
		fputs(",\"relatedLocations\":[{\"id\":0,\"physicalLocation\":{", f);
		sarif_artifact(f, okey);
		fputs("},\"message\":{\"text\":\"the object\"}}]", f);
	}
	lint_fingerprint(r, okey, k, fp);
	fputs(",\"partialFingerprints\":{\"bpfLintFinding/v2\":\"", f);
	fputs(fp, f);
	fputs("\"}", f);
	if (fd->suppressed) {
		fputs(",\"suppressions\":[{\"kind\":\"external\",\"justification\":", f);
		json_str(f, fd->suppressed);
		fputs("}]", f);
		if (!strcmp(fd->suppressed, "baseline"))
			fputs(",\"baselineState\":\"unchanged\"", f);
	}
	fputc('}', f);
}

/*
 * @r's findings as SARIF results, each on a line of its own ("\n" before
 * the first of the run, ",\n" between); *@first: none written yet.
 */
static void sarif_object(FILE *f, const char *root, const struct bpflint_result *r,
			 bool *first)
{
	char *key = r->nr_findings ? lint_object_key(r->path, root) : NULL;
	size_t k;

	for (k = 0; key && k < r->nr_findings; k++) {
		fputs(*first ? "\n" : ",\n", f);
		*first = false;
		sarif_result(f, root, r, key, k);
	}
	free(key);
}

/*
 * @r's entry of one of the run's per-object properties ("libbpfMin",
 * "kernelMin"): its key and @val (null when NULL), after a "," unless
 * *@first.
 */
static void sarif_min(FILE *f, const char *root, const struct bpflint_result *r,
		      const char *val, bool *first)
{
	char *key;

	if (r->io_err)
		return;
	key = lint_object_key(r->path, root);
	if (!key)
		return;
	fputs(*first ? "" : ",", f);
	*first = false;
	json_str(f, key);
	fputc(':', f);
	json_str(f, val);
	free(key);
}

/* The oldest libbpf release that opens @r, in @buf; NULL when none does. */
static const char *libbpf_min_name(const struct bpflint_result *r, char *buf, size_t n)
{
	return r->libbpf_min ? bpflint_libbpf_name(r->libbpf_min, buf, n) : NULL;
}

/* A record's bytes in a list: after a "," unless *@first or it is empty. */
static void put_listed(struct sarif_ctx *c, const struct bpflint_run *run,
		       const struct bpflint_result *r, int k, bool *first)
{
	const struct lint_priv *p = r->priv;

	if (!p->rec[k].len)
		return;
	if (!*first)
		fputc(',', c->f);
	*first = false;
	c->lost |= !put_record(c->f, run, r, k);
}

/* @s escaped for a JSON string whose quotes the caller writes. */
static void json_escaped_tail(FILE *f, const char *s)
{
	for (; *s; s++)
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s >= 0x20)
			fputc(*s, f);
}

/* Unreadable inputs: no results, but the run says so. */
static void sarif_invocation(struct sarif_ctx *c, const struct bpflint_run *run)
{
	bool first = true, ok = true;
	size_t i;

	fputs(",\"invocations\":[{\"toolExecutionNotifications\":[", c->f);
	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];
		char *key;

		if (!r->io_err)
			continue;
		ok = false;
		key = lint_object_key(r->path, c->root);
		fputs(first ? "\n" : ",\n", c->f);
		first = false;
		fputs("{\"level\":\"error\",\"message\":{\"text\":\"cannot read: ", c->f);
		json_escaped_tail(c->f, bl_io_strerror(r->io_err));
		fputs("\"},\"descriptor\":{\"id\":\"cannot-read\"},\"locations\":[{\"physicalLocation\":{", c->f);
		if (key)
			sarif_artifact(c->f, key);
		fputs("}}]}", c->f);
		free(key);
	}
	fprintf(c->f, "],\"executionSuccessful\":%s}]", tf(ok));
}

/*
 * Run properties: the release the verdicts are for (--libbpf) and, per
 * object (keyed like artifact URIs), the oldest release that opens it.
 */
static void sarif_releases(struct sarif_ctx *c, const struct bpflint_run *run)
{
	char rel[16];
	size_t i;
	bool first = true;

	if (run->nr)
		json_field(c->f, "libbpfRelease",
			   bpflint_libbpf_name(run->results[0].libbpf_version, rel, sizeof(rel)));
	fputs(",\"libbpfMin\":{", c->f);
	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];

		if (lint_is_record(r))
			put_listed(c, run, r, 1, &first);
		else
			sarif_min(c->f, c->root, r, libbpf_min_name(r, rel, sizeof(rel)), &first);
	}
	fputc('}', c->f);
	/* from the results, records too: their verdicts came with them */
	fputs(",\"kernelMin\":{", c->f);
	first = true;
	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];

		sarif_min(c->f, c->root, r,
			  r->kernel_min ? bpflint_kernel_name(r->kernel_min, rel, sizeof(rel)) : NULL,
			  &first);
	}
	fputc('}', c->f);
}

static int write_sarif(FILE *f, const struct bpflint_run *run)
{
	struct sarif_ctx c = { .f = f, .root = getcwd(NULL, 0), .first = true };
	size_t i;

	fprintf(f, "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"bpf-lint\",\"version\":\"%s\",\"informationUri\":\"%s\",\"rules\":[",
		BPFLEGACY_VERSION, INFO_URI);
	sarif_rules(f);
	fputs("]}}", f);
	if (c.root) {
		fputs(",\"originalUriBaseIds\":{\"SRCROOT\":{\"uri\":\"file://", f);
		uri_escaped(f, c.root);
		fputs(strcmp(c.root, "/") ? "/\"}}" : "\"}}", f);
	}
	sarif_invocation(&c, run);
	fputs(",\"results\":[", f);
	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];

		/* a record's results start with the "\n" of a first one; those
		 * the cross-file rules added (its only findings here) follow */
		if (lint_is_record(r))
			put_listed(&c, run, r, 0, &c.first);
		sarif_object(f, c.root, r, &c.first);
	}
	fprintf(f, "],\"properties\":{\"profile\":\"%s\",\"libbpfVersion\":\"%s\"",
		profile_name(run->opts.profile), libbpf_version_string());
	sarif_releases(&c, run);
	fputs("}}]}\n", f);
	free((char *)c.root);
	return ferror(f) || c.lost ? -EIO : 0;
}

_Static_assert(LINT_RECORD_PARTS == sizeof(((struct lint_priv *)0)->rec) /
	       sizeof(struct lint_bytes), "a record part a lint_priv.rec entry");

/*
 * @r as the cross-file rules leave it once they find its pins conflict
 * (libbpf and iproute2 fail): a record's verdicts so, formatted by the
 * worker, are what the parent writes then (failed_part()); false for an
 * object that pins no map, or when the rule does not run: nothing can
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
		*waived = text_lines(f, root, r);
		break;
	case BPFLINT_FMT_TEXT * LINT_RECORD_PARTS + 1:
		text_verdict(f, o, r, r->refused, *waived);
		break;
	case BPFLINT_FMT_TEXT * LINT_RECORD_PARTS + 2:
		if (as_failed(o, r, &failed))
			text_verdict(f, o, &failed, r->refused, *waived);
		break;
	case BPFLINT_FMT_JSON * LINT_RECORD_PARTS:
		json_head(f, r);
		break;
	case BPFLINT_FMT_JSON * LINT_RECORD_PARTS + 1:
		json_verdicts(f, r);
		break;
	case BPFLINT_FMT_JSON * LINT_RECORD_PARTS + 2:
		json_rest(f, r);
		break;
	case BPFLINT_FMT_JSON * LINT_RECORD_PARTS + 3:
		if (as_failed(o, r, &failed))
			json_verdicts(f, &failed);
		break;
	case BPFLINT_FMT_SARIF * LINT_RECORD_PARTS:
		sarif_object(f, root, r, &first);
		break;
	case BPFLINT_FMT_SARIF * LINT_RECORD_PARTS + 1:
		sarif_min(f, root, r, libbpf_min_name(r, rel, sizeof(rel)), &first);
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
	switch (fmt) {
	case BPFLINT_FMT_JSON:
		err = write_json(f, run);
		break;
	case BPFLINT_FMT_SARIF:
		err = write_sarif(f, run);
		break;
	default:
		err = write_text(f, run);
		break;
	}
	__fsetlocking(f, locking);
	return err;
}

/* ---- the catalogue ------------------------------------------------------ */

static const char *breaks_text(unsigned int b)
{
	if (b & BPFLINT_BREAKS_OPEN)
		return "libbpf open fails (both loaders)";
	if ((b & BPFLINT_BREAKS_LIBBPF) && (b & BPFLINT_BREAKS_TC))
		return "load fails under both loaders";
	if (b & BPFLINT_BREAKS_LIBBPF)
		return "generic libbpf loaders fail (tc/ip are fine)";
	if (b & BPFLINT_BREAKS_TC)
		return "libbpf-based tc/ip fail (generic libbpf is fine)";
	return "advisory";
}

int bpflint_write_rules(FILE *f, bool markdown)
{
	size_t nr, i;
	const struct bpflint_rule *rules = bpflint_rules(&nr);

	if (markdown) {
		fputs("# bpf-lint rules\n\n"
		      "<!-- Generated by `bpf-lint --list-rules=markdown`; do not edit by hand. -->\n\n"
		      "Each rule has a stable id (use it with `--disable=ID`), a default severity and\n"
		      "the verdict it affects. Under `--profile=iproute2` an error that only breaks\n"
		      "generic libbpf loaders is reported as a note, and the other way round.\n\n"
		      "| id | severity | affects | summary |\n|---|---|---|---|\n", f);
		for (i = 0; i < nr; i++)
			fprintf(f, "| [`%s`](#%s) | %s | %s | %s |\n", rules[i].id, rules[i].id,
				bpflint_severity_name(rules[i].severity),
				breaks_text(rules[i].breaks), rules[i].summary);
		for (i = 0; i < nr; i++)
			fprintf(f, "\n## %s\n\n**%s** — %s. Affects: %s.\n\n%s\n\n**Hint:** %s\n",
				rules[i].id, bpflint_severity_name(rules[i].severity),
				rules[i].summary, breaks_text(rules[i].breaks),
				rules[i].doc, rules[i].hint);
	} else {
		for (i = 0; i < nr; i++)
			fprintf(f, "%-28s %-7s %s\n%28s hint: %s\n", rules[i].id,
				bpflint_severity_name(rules[i].severity), rules[i].summary,
				"", rules[i].hint);
	}
	return ferror(f) ? -EIO : 0;
}
