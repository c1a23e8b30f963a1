// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: bpf-lint's report with records (workers waive and format
 * each object, bpflint_opts.records) against the report without them, in
 * every format (text, JSON, SARIF, GitHub, GitLab, JUnit, Checkstyle):
 *   lintrecords [-j N] [-c CONFIG] [-b BASELINE] [-n] [-d RULE] [-p] [-w]
 *               [-m VERSION] FILE...
 * -c is --config, -b --baseline, -n --no-config, -d --disable=RULE, -p
 * --profile=iproute2, -w --werror, -m --libbpf-min. For each format it runs
 * the lint twice, waives, takes the exit status and writes the report and
 * the waivers' messages to memory; prints "FMT: R records of N, same" or
 * where the two first differ, and exits 1 on any difference. A fork of the
 * caller must read the run as the caller does (the parent's memory of a
 * -j run is kept from its workers only while they run, util/bulk.h): a
 * child writes the report too, and must exit 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "bpflint.h"
#include "lint/model/lint_obj.h"

struct outcome {
	char *report, *said;
	size_t report_len, said_len;
	int status;
	size_t records;
};

static void say(const struct bl_diag *d, void *ctx)
{
	fprintf(ctx, "%s: %s\n", d->object, d->message);
}

/* A child of the caller writes @r's report (every result, every record). */
static bool fork_reads(const struct bpflint_run *r, enum bpflint_format fmt)
{
	int st = 0;
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (pid < 0)
		return false;
	if (!pid) {
		FILE *f = fopen("/dev/null", "w");

		_exit(!f || bpflint_write(f, fmt, r) || fclose(f));
	}
	while (waitpid(pid, &st, 0) < 0)
		;
	return WIFEXITED(st) && !WEXITSTATUS(st);
}

static void run(const char *const *files, size_t nr, const struct bpflint_opts *o,
		const struct bpflint_waive_opts *wo, enum bpflint_format fmt,
		struct outcome *out)
{
	FILE *said = open_memstream(&out->said, &out->said_len);
	FILE *rep = open_memstream(&out->report, &out->report_len);
	struct bl_sink sink = { say, said };
	struct bpflint_run *r = NULL;
	size_t i;

	if (!said || !rep || bpflint_lint_files(files, nr, o, &r)) {
		fprintf(stderr, "lintrecords: cannot lint\n");
		exit(2);
	}
	for (i = 0; i < r->nr; i++)
		out->records += lint_is_record(&r->results[i]);
	if (!fork_reads(r, fmt)) {
		fprintf(stderr, "lintrecords: a fork of the caller cannot read the run\n");
		exit(2);
	}
	if (bpflint_waive(r, wo, &sink))
		out->status = 2;	/* as bpf-lint: no report then */
	else if (bpflint_write(rep, fmt, r))
		out->status = -1;
	else
		out->status = bpflint_exit_status(r);
	bpflint_run_free(r);
	fclose(said);
	fclose(rep);
}

static size_t first_diff(const char *a, size_t la, const char *b, size_t lb)
{
	size_t i;

	for (i = 0; i < la && i < lb && a[i] == b[i]; i++)
		;
	return i;
}

int main(int argc, char **argv)
{
	static const char *const names[] = {
		"text", "json", "sarif", "github", "gitlab", "junit", "checkstyle",
	};
	struct bpflint_waive_opts wo = { .sz = sizeof(wo) };
	struct bpflint_opts o = { .sz = sizeof(o) };
	int c, fmt, bad = 0;

	size_t nr_rules;
	bool *disabled;

	bpflint_rules(&nr_rules);
	disabled = calloc(nr_rules, sizeof(*disabled));
	if (!disabled)
		return 2;
	while ((c = getopt(argc, argv, "j:c:b:nd:pwm:")) != -1) {
		switch (c) {
		case 'd':
			if (bpflint_rule_index(optarg) < 0)
				return 2;
			disabled[bpflint_rule_index(optarg)] = true;
			wo.disabled = disabled;
			break;
		case 'p':
			o.profile = BPFLINT_PROFILE_IPROUTE2;
			break;
		case 'w':
			o.werror = true;
			break;
		case 'm':
			if (bpflint_libbpf_parse(optarg, &o.libbpf_min))
				return 2;
			break;
		case 'j':
			o.jobs = atoi(optarg);
			break;
		case 'c':
			wo.config = optarg;
			break;
		case 'b':
			wo.baseline = optarg;
			break;
		case 'n':
			wo.no_config = true;
			break;
		default:
			return 2;
		}
	}
	for (fmt = BPFLINT_FMT_TEXT; fmt <= BPFLINT_FMT_CHECKSTYLE; fmt++) {
		struct outcome whole = { 0 }, rec = { 0 };
		size_t at;

		o.records = 0;
		o.waive = NULL;
		run((const char *const *)argv + optind, argc - optind, &o, &wo, fmt, &whole);
		o.records = fmt + 1;
		o.waive = &wo;
		run((const char *const *)argv + optind, argc - optind, &o, &wo, fmt, &rec);
		at = first_diff(whole.report, whole.report_len, rec.report, rec.report_len);
		if (at != whole.report_len || at != rec.report_len) {
			printf("%s: reports differ at byte %zu: '%.60s' against '%.60s'\n",
			       names[fmt], at, whole.report + at, rec.report + at);
			bad = 1;
		} else if (whole.status != rec.status) {
			printf("%s: exit status %d against %d\n", names[fmt], whole.status, rec.status);
			bad = 1;
		} else if (whole.said_len != rec.said_len ||
			   memcmp(whole.said, rec.said, whole.said_len)) {
			printf("%s: the waivers said '%s' against '%s'\n", names[fmt],
			       whole.said, rec.said);
			bad = 1;
		} else {
			printf("%s: %zu records of %d, same report (%zu bytes), status %d\n",
			       names[fmt], rec.records, argc - optind, rec.report_len, rec.status);
		}
		free(whole.report);
		free(whole.said);
		free(rec.report);
		free(rec.said);
	}
	free(disabled);
	return bad;
}
