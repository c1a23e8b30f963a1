// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* bpf-lint: argument parsing and exit codes; the work is in lib/lint/. */
#include <argp.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <linux/bpf.h>

#include "bpflint.h"
#include "util/cli_common.h"
#include "util/file_io.h"
#include "util/same_file.h"
#include "util/prog_type.h"

const char *argp_program_version = "bpf-lint " BPFLEGACY_VERSION;
const char *argp_program_bug_address = BL_BUG_ADDRESS;

static const char doc[] =
	"Check BPF ELF objects against what stock libbpf 1.x and libbpf-based "
	"iproute2 (tc/ip) accept, with libbpf itself as the ground truth.\v"
	"FILE may be `-` (standard input); only regular files are read (FIFOs, "
	"devices and directories are refused at once). Unreadable inputs are "
	"reported on stderr.\n\n"
	"Exit status: 0 clean, 1 error-level findings or a failed verdict for the "
	"chosen profile, 2 usage error or unreadable input.\n\n"
	"Profiles: 'libbpf' (default) gates on generic libbpf loaders (bpftool, "
	"skeletons); 'iproute2' gates on 'tc ... bpf obj' / 'ip link ... xdp obj' "
	"linked with libbpf, which set the program type themselves.";

enum {
	OPT_LIST_RULES = 0x100,
	OPT_DISABLE,
	OPT_WERROR,
	OPT_LOAD,
	OPT_TYPE,
	OPT_PROFILE,
	OPT_CONFIG,
	OPT_NO_CONFIG,
	OPT_BASELINE,
	OPT_WRITE_BASELINE,
	OPT_LIBBPF,
	OPT_LIBBPF_MIN,
	OPT_KERNEL,
	OPT_KERNEL_MIN,
	OPT_FSYNC,
};

static const struct argp_option options[] = {
	{ NULL, 0, NULL, 0, "Output:", 1 },
	{ "format", 'f', "text|json|sarif|github|gitlab|junit|checkstyle", 0,
	  "the report: text (default; GCC style), json, sarif (code scanning), github (workflow "
	  "command annotations), gitlab (Code Quality), junit (a test case per object) or "
	  "checkstyle", 1 },
	{ "output", 'o', "FILE", 0,
	  "write the report to FILE (replaced atomically; - is stdout) instead of stdout", 1 },
	{ "fsync", OPT_FSYNC, NULL, 0,
	  "make the report and the baseline durable before exiting (fsync their data, then "
	  "their directory); otherwise they are replaced atomically without fsync, as cc, ld "
	  "and bpftool write their outputs: the objects stay, and a run makes them again", 1 },
	{ "list-rules", OPT_LIST_RULES, "FMT", OPTION_ARG_OPTIONAL,
	  "print the rule catalogue (text, or 'markdown') and exit", 1 },
	{ NULL, 0, NULL, 0, "Checking:", 2 },
	{ "profile", OPT_PROFILE, "NAME", 0, "libbpf (default) or iproute2", 2 },
	{ "libbpf", OPT_LIBBPF, "VERSION", 0,
	  "judge for libbpf release VERSION (0.3 to 1.7; default: the linked libbpf's); libbpf's own open stays the linked one", 2 },
	{ "libbpf-min", OPT_LIBBPF_MIN, "VERSION", 0,
	  "fail (exit 1) for objects that no libbpf release up to VERSION opens", 2 },
	{ "kernel", OPT_KERNEL, "VERSION", 0,
	  "judge for kernel VERSION (5.10, or what uname -r says): what it lacks is an error (kernel-too-old)", 2 },
	{ "kernel-min", OPT_KERNEL_MIN, "VERSION", 0,
	  "fail (exit 1) for objects that need a kernel newer than VERSION", 2 },
	{ "disable", OPT_DISABLE, "RULE[,RULE...]", 0, "do not run these rules", 2 },
	{ "werror", OPT_WERROR, NULL, 0, "treat warnings as errors", 2 },
	{ NULL, 0, NULL, 0, "Waivers (waived findings are not printed and do not fail the run):", 4 },
	{ "config", OPT_CONFIG, "FILE", 0,
	  "waivers from FILE instead of the nearest .bpf-lint.conf above each object", 4 },
	{ "no-config", OPT_NO_CONFIG, NULL, 0, "do not read any .bpf-lint.conf", 4 },
	{ "baseline", OPT_BASELINE, "FILE", 0, "report only findings not recorded in FILE", 4 },
	{ "write-baseline", OPT_WRITE_BASELINE, "FILE", 0,
	  "record the current findings in FILE (later runs with --baseline FILE report only new ones)", 4 },
	{ "jobs", 'j', "N", 0, "lint N files in parallel (default 1)", 2 },
	{ NULL, 0, NULL, 0, "Kernel (needs CAP_BPF/CAP_SYS_ADMIN):", 3 },
	{ "load", OPT_LOAD, NULL, 0,
	  "load every program into the running kernel (nothing pinned or attached)", 3 },
	{ "type", OPT_TYPE, "TYPE", 0,
	  "every program's type, one of cls|act|xdp|lwt_in|lwt_out|lwt_xmit, for --load and the kernel "
	  "minimum (overrides the section and the object's evidence)", 3 },
	{ NULL, 0, NULL, 0, NULL, 0 },
};

/* --format's names, as enum bpflint_format orders them */
static const char *const formats[] = {
	[BPFLINT_FMT_TEXT] = "text",
	[BPFLINT_FMT_JSON] = "json",
	[BPFLINT_FMT_SARIF] = "sarif",
	[BPFLINT_FMT_GITHUB] = "github",
	[BPFLINT_FMT_GITLAB] = "gitlab",
	[BPFLINT_FMT_JUNIT] = "junit",
	[BPFLINT_FMT_CHECKSTYLE] = "checkstyle",
};

struct cli {
	struct bpflint_opts opts;
	enum bpflint_format fmt;
	const char *output;
	bool *disabled;
	const char **files;
	size_t nr_files;
	int list_rules;		/* 0 no, 1 text, 2 markdown */
	struct bpflint_waive_opts waive;
	const char *write_baseline;
	bool fsync;		/* --fsync: the report and baseline durable */
};

static int parse_disable(struct cli *c, char *arg, struct argp_state *state)
{
	char *save = NULL, *id;

	for (id = strtok_r(arg, ",", &save); id; id = strtok_r(NULL, ",", &save)) {
		int idx = bpflint_rule_index(id);

		if (idx < 0)
			argp_error(state, "unknown rule '%s' (see --list-rules)", id);
		c->disabled[idx] = true;
	}
	return 0;
}

static void print_diag(const struct bl_diag *d, void *ctx)
{
	char where[512];

	fprintf(stderr, "bpf-lint: %s: %s%s\n", d->object,
		bl_diag_where(d, where, sizeof(where)), d->message);
}

/*
 * --disable, .bpf-lint.conf and --baseline; --write-baseline records what
 * is left, and the run then counts as checked against that baseline.
 */
static int apply_waivers(struct cli *c, struct bpflint_run *run)
{
	struct bl_sink sink = { print_diag, NULL };
	char *buf = NULL;
	size_t len = 0;
	FILE *mem;
	int err;

	if (bpflint_waive(run, &c->waive, &sink))
		return -1;
	if (!c->write_baseline)
		return 0;
	mem = open_memstream(&buf, &len);
	err = mem ? bpflint_write_baseline(mem, run) : -ENOMEM;
	if (mem && fclose(mem) && !err)
		err = -EIO;
	if (!err)
		err = bl_write_file_atomic(c->write_baseline, buf, len, 0644,
					   c->fsync ? BL_WRITE_DURABLE : BL_WRITE_ATOMIC);
	free(buf);
	if (err) {
		fprintf(stderr, "bpf-lint: %s: cannot write baseline: %s\n",
			c->write_baseline, strerror(-err));
		return -1;
	}
	c->waive.baseline = c->write_baseline;
	return bpflint_waive(run, &c->waive, &sink) ? -1 : 0;
}

/* "-" (standard input) once; the report must not replace an input. */
static void check_files(const struct cli *c, struct argp_state *state)
{
	bool by_path;
	long clash = bl_output_replaces_input(c->output, c->files, c->nr_files, &by_path);
	size_t i, n = 0;

	if (clash >= 0 && by_path)
		argp_error(state, "the report %s would overwrite an input", c->output);
	if (clash >= 0)
		argp_error(state, "the report %s would overwrite input %s",
			   c->output, c->files[clash]);
	for (i = 0; i < c->nr_files; i++)
		n += !strcmp(c->files[i], "-");
	if (n > 1)
		argp_error(state, "standard input (-) can be read once");
}

/* Unreadable inputs: one line each on stderr, whatever the report format. */
static void report_io_errors(const struct bpflint_run *run)
{
	size_t i;

	for (i = 0; i < run->nr; i++)
		if (run->results[i].io_err)
			fprintf(stderr, "bpf-lint: %s: cannot read: %s\n",
				run->results[i].path,
				bl_io_strerror(run->results[i].io_err));
}

static error_t parse_opt(int key, char *arg, struct argp_state *state)
{
	struct cli *c = state->input;
	char *end;
	long n;

	switch (key) {
	case 'f':
		for (n = 0; n < (long)(sizeof(formats) / sizeof(formats[0])); n++)
			if (!strcmp(arg, formats[n]))
				break;
		if (n == sizeof(formats) / sizeof(formats[0]))
			argp_error(state, "unknown format '%s' (text, json, sarif, github, gitlab, junit or checkstyle)",
				   arg);
		c->fmt = n;
		break;
	case 'o':
		c->output = arg;
		break;
	case OPT_LIST_RULES:
		if (!arg || !strcmp(arg, "text"))
			c->list_rules = 1;
		else if (!strcmp(arg, "markdown") || !strcmp(arg, "md"))
			c->list_rules = 2;
		else
			argp_error(state, "unknown --list-rules format '%s'", arg);
		break;
	case OPT_PROFILE:
		if (!strcmp(arg, "libbpf"))
			c->opts.profile = BPFLINT_PROFILE_LIBBPF;
		else if (!strcmp(arg, "iproute2"))
			c->opts.profile = BPFLINT_PROFILE_IPROUTE2;
		else
			argp_error(state, "unknown profile '%s' (libbpf or iproute2)", arg);
		break;
	case OPT_LIBBPF:
	case OPT_LIBBPF_MIN:
		if (bpflint_libbpf_parse(arg, key == OPT_LIBBPF ? &c->opts.libbpf_version :
					 &c->opts.libbpf_min))
			argp_error(state, "unknown libbpf release '%s' (known: %s)", arg,
				   bpflint_libbpf_known());
		break;
	case OPT_KERNEL:
	case OPT_KERNEL_MIN:
		if (bpflint_kernel_parse(arg, key == OPT_KERNEL ? &c->opts.kernel :
					 &c->opts.kernel_min))
			argp_error(state, "'%s' is no kernel release (MAJOR.MINOR, e.g. 5.10)", arg);
		break;
	case OPT_DISABLE:
		return parse_disable(c, arg, state);
	case OPT_WERROR:
		c->opts.werror = true;
		break;
	case OPT_CONFIG:
		c->waive.config = arg;
		break;
	case OPT_NO_CONFIG:
		c->waive.no_config = true;
		break;
	case OPT_BASELINE:
		c->waive.baseline = arg;
		break;
	case OPT_WRITE_BASELINE:
		c->write_baseline = arg;
		break;
	case OPT_FSYNC:
		c->fsync = true;
		break;
	case 'j':
		n = strtol(arg, &end, 10);
		if (*end || n < 1 || n > 1024)
			argp_error(state, "bad job count '%s'", arg);
		c->opts.jobs = n;
		break;
	case OPT_LOAD:
		c->opts.load = true;
		break;
	case OPT_TYPE:
		n = bl_prog_type_find(arg);
		if (n < 0)
			argp_error(state, "unknown program type '%s' (cls, act, xdp, lwt_in, lwt_out or lwt_xmit)", arg);
		else
			c->opts.prog_type = bl_prog_types[n].type;
		break;
	case ARGP_KEY_ARG:
		c->files[c->nr_files++] = arg;
		break;
	case ARGP_KEY_END:
		if (!c->nr_files && !c->list_rules)
			argp_error(state, "no input files");
		check_files(c, state);
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

/* stdout's buffer: it lives as long as stdout, to the last flush at exit */
static char stdout_buf[64 << 10];

int main(int argc, char **argv)
{
	static const struct argp argp = {
		.options = options, .parser = parse_opt, .args_doc = "FILE...", .doc = doc,
	};
	struct bpflint_run *run = NULL;
	struct cli c = {
		.opts.sz = sizeof(c.opts), .waive.sz = sizeof(c.waive),
	};
	FILE *out = stdout;
	char *report = NULL;
	size_t nr_rules, report_len = 0;
	bool complete = false;	/* a whole report to put in place */
	int err, status;

	bpflint_rules(&nr_rules);
	c.disabled = calloc(nr_rules, sizeof(*c.disabled));
	c.files = calloc(argc, sizeof(*c.files));
	if (!c.disabled || !c.files) {
		fprintf(stderr, "bpf-lint: out of memory\n");
		return BL_LINT_EXIT_USAGE;
	}
	/* --disable waives: rules still run, so the verdicts stay right */
	/* argp exits with 64 on usage errors; the contract says 2 */
	argp_err_exit_status = BL_LINT_EXIT_USAGE;
	bl_report_sigbus("bpf-lint", BL_LINT_EXIT_USAGE);	/* an input it could not read */
	if (argp_parse(&argp, argc, argv, 0, NULL, &c))
		return BL_LINT_EXIT_USAGE;
	/* a report file is built in memory and replaces FILE in one step */
	if (c.output && strcmp(c.output, "-") &&
	    !(out = open_memstream(&report, &report_len))) {
		fprintf(stderr, "bpf-lint: out of memory\n");
		return BL_LINT_EXIT_USAGE;
	}
	/* a report to a pipe or file: written in 64 KiB pieces, not 4 KiB
	 * (glibc takes a size only with a buffer: with NULL it keeps
	 * st_blksize) */
	if (out == stdout && !isatty(STDOUT_FILENO))
		setvbuf(stdout, stdout_buf, _IOFBF, sizeof(stdout_buf));
	if (c.list_rules) {
		status = bpflint_write_rules(out, c.list_rules == 2) ?
			 BL_LINT_EXIT_USAGE : BL_LINT_EXIT_CLEAN;
		complete = !status;
		goto out;
	}
	/* workers waive and format their objects (not when a baseline is
	 * written: that needs every finding here) */
	c.waive.disabled = c.disabled;
	if (!c.write_baseline) {
		c.opts.records = c.fmt + 1;
		c.opts.waive = &c.waive;
	}
	err = bpflint_lint_files(c.files, c.nr_files, &c.opts, &run);
	if (err) {
		fprintf(stderr, "bpf-lint: %s\n", strerror(-err));
		status = BL_LINT_EXIT_USAGE;
		goto out;
	}
	if (apply_waivers(&c, run)) {
		status = BL_LINT_EXIT_USAGE;
		goto out;
	}
	status = bpflint_exit_status(run);
	report_io_errors(run);
	if (bpflint_write(out, c.fmt, run))
		status = BL_LINT_EXIT_USAGE;
	else
		complete = true;
out:
	bpflint_run_free(run);
	if (out != stdout) {
		if (fclose(out)) {
			status = BL_LINT_EXIT_USAGE;
			complete = false;
		}
		err = complete ? bl_write_file_atomic(c.output, report, report_len, 0644,
						      c.fsync ? BL_WRITE_DURABLE : BL_WRITE_ATOMIC) : 0;
		if (err) {
			fprintf(stderr, "bpf-lint: %s: cannot write: %s\n", c.output,
				bl_io_strerror(err));
			status = BL_LINT_EXIT_USAGE;
		}
		free(report);
	}
	free(c.disabled);
	free(c.files);
	return status;
}
