// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The SARIF 2.1.0 report: the rule catalogue as the driver's rules, a
 * result per finding, unreadable inputs as tool notifications.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/libbpf.h>

#include "lint/model/lint_obj.h"
#include "lint/report/lint_waive.h"
#include "lint/report/report_out.h"
#include "lint/report/report_writers.h"
#include "util/file_io.h"
#include "util/strbuf.h"

/*
 * Where each rule is explained: the build's RULE_HELP_URI (GNUmakefile),
 * e.g. a published docs/lint-rules.md, whose headings are the rule ids:
 * a rule's helpUri is it with "#ID", and the driver's informationUri is
 * it. Without it there is no link, and each rule's help carries the
 * catalogue's text itself (help.text: the hint; help.markdown: the doc).
 */
#ifdef BL_RULE_HELP_URI
static const char *const help_uri = BL_RULE_HELP_URI;
#else
static const char *const help_uri = NULL;
#endif

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
		bl_json_fputs(f, r->id);
		fputs(",\"name\":", f);
		sarif_name(f, r->id);
		fputs(",\"shortDescription\":{\"text\":", f);
		bl_json_fputs(f, r->summary);
		fputs("},\"fullDescription\":{\"text\":", f);
		bl_json_fputs(f, r->summary);
		fputs("},\"help\":{\"text\":", f);
		bl_json_fputs(f, r->hint);
		lint_json_field(f, "markdown", r->doc);
		fputc('}', f);
		if (help_uri) {
			char *uri = bl_strcat3(help_uri, "#", r->id);

			lint_json_field(f, "helpUri", uri);
			free(uri);
		}
		fprintf(f, ",\"defaultConfiguration\":{\"level\":\"%s\"}", sarif_level(r->severity));
		fprintf(f, ",\"properties\":{\"breaksOpen\":%s,\"breaksLibbpf\":%s,\"breaksIproute2\":%s}}",
			lint_tf(r->breaks & BPFLINT_BREAKS_OPEN), lint_tf(r->breaks & BPFLINT_BREAKS_LIBBPF),
			lint_tf(r->breaks & BPFLINT_BREAKS_TC));
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
	struct lint_place pl;
	char fp[65];

	fputs("{\"ruleId\":", f);
	bl_json_fputs(f, fd->rule);
	lint_json_num(f, "ruleIndex", bpflint_rule_index(fd->rule));
	fputs(",\"level\":\"", f);
	fputs(sarif_level(fd->severity), f);
	fputs("\",\"message\":{\"text\":", f);
	bl_json_fputs(f, fd->message);
	fputs("},\"locations\":[{\"physicalLocation\":{", f);
	lint_place(&pl, root, okey, fd);
	sarif_artifact(f, pl.path);
	if (pl.line) {
		fputs(",\"region\":{\"startLine\":", f);
		lint_put_long(f, pl.line);
		if (pl.col)
			lint_json_num(f, "startColumn", pl.col);
		fputc('}', f);
	}
	fputc('}', f);
	if (fd->where) {
		fputs(",\"logicalLocations\":[{\"name\":", f);
		bl_json_fputs(f, fd->where);
		fputs(",\"kind\":\"object\"}]", f);
	}
	fputs("}]", f);
	/* the object, when the primary location is its source */
	if (pl.line) {
		fputs(",\"relatedLocations\":[{\"id\":0,\"physicalLocation\":{", f);
		sarif_artifact(f, okey);
		fputs("},\"message\":{\"text\":\"the object\"}}]", f);
	}
	lint_place_free(&pl);
	lint_fingerprint(r, okey, k, fp);
	fputs(",\"partialFingerprints\":{\"bpfLintFinding/v2\":\"", f);
	fputs(fp, f);
	fputs("\"}", f);
	if (fd->suppressed) {
		fputs(",\"suppressions\":[{\"kind\":\"external\",\"justification\":", f);
		bl_json_fputs(f, fd->suppressed);
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
void lint_sarif_object(FILE *f, const char *root, const struct bpflint_result *r,
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
void lint_sarif_min(FILE *f, const char *root, const struct bpflint_result *r,
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
	bl_json_fputs(f, key);
	fputc(':', f);
	bl_json_fputs(f, val);
	free(key);
}

/* The oldest libbpf release that opens @r, in @buf; NULL when none does. */
const char *lint_libbpf_min_name(const struct bpflint_result *r, char *buf, size_t n)
{
	return r->libbpf_min ? bpflint_libbpf_name(r->libbpf_min, buf, n) : NULL;
}

static void put_listed(struct sarif_ctx *c, const struct bpflint_run *run,
		       const struct bpflint_result *r, int k, bool *first)
{
	c->lost |= !lint_put_listed(c->f, run, r, k, first);
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
	fprintf(c->f, "],\"executionSuccessful\":%s}]", lint_tf(ok));
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
		lint_json_field(c->f, "libbpfRelease",
			   bpflint_libbpf_name(run->results[0].libbpf_version, rel, sizeof(rel)));
	fputs(",\"libbpfMin\":{", c->f);
	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];

		if (lint_is_record(r))
			put_listed(c, run, r, 1, &first);
		else
			lint_sarif_min(c->f, c->root, r, lint_libbpf_min_name(r, rel, sizeof(rel)), &first);
	}
	fputc('}', c->f);
	/* from the results, records too: their verdicts came with them */
	fputs(",\"kernelMin\":{", c->f);
	first = true;
	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];

		lint_sarif_min(c->f, c->root, r,
			  r->kernel_min ? bpflint_kernel_name(r->kernel_min, rel, sizeof(rel)) : NULL,
			  &first);
	}
	fputc('}', c->f);
}

int lint_write_sarif(FILE *f, const struct bpflint_run *run)
{
	struct sarif_ctx c = { .f = f, .root = getcwd(NULL, 0), .first = true };
	size_t i;

	fprintf(f, "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"bpf-lint\",\"version\":\"%s\"",
		BPFLEGACY_VERSION);
	if (help_uri)
		lint_json_field(f, "informationUri", help_uri);
	fputs(",\"rules\":[", f);
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
		lint_sarif_object(f, c.root, r, &c.first);
	}
	fprintf(f, "],\"properties\":{\"profile\":\"%s\",\"libbpfVersion\":\"%s\"",
		lint_profile_name(run->opts.profile), libbpf_version_string());
	sarif_releases(&c, run);
	fputs("}}]}\n", f);
	free((char *)c.root);
	return ferror(f) || c.lost ? -EIO : 0;
}
