// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bpf-legacy2btf: rewrite legacy `maps`-section BPF objects into objects with
 * BTF-defined `.maps` that libbpf 1.x (and tc/ip built on it) load.
 * This file only parses arguments and reports; the work is in lib/.
 */
#include <argp.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/libbpf.h>

#include "bpflegacy.h"
#include "bpfsource.h"
#include "util/cli_common.h"
#include "util/strbuf.h"
#include "util/file_io.h"
#include "util/prog_type.h"
#include "convert/out_jobs.h"
#include "convert/run.h"

enum {
	OPT_OUTPUT_DIR = 0x100, OPT_LAYOUT, OPT_DROP_UNKNOWN, OPT_OBJECT_NS,
	OPT_CUSTOM_PIN, OPT_MANIFEST, OPT_GRAFT, OPT_PROG_ARRAY_INIT,
	OPT_PROG_TYPE, OPT_BASE, OPT_INNER_MAP, OPT_EXPLAIN, OPT_DRY_RUN, OPT_REPORT,
	OPT_EMIT_C, OPT_SOURCE_PATCH, OPT_SOURCE_ROOT, OPT_SOURCE, OPT_FSYNC,
};

struct args {
	const char *output, *output_dir, *manifest, *graft, *base;
	const char *report;	/* --report FILE */
	bool fsync;		/* --fsync: every output durable */
	struct bl_conv_run run;	/* lib/convert/run.c */
	char **inputs;
	int nr_inputs;
	long jobs;
	const char **inner_maps;
	struct bl_convert_opts opts;
	/* --source-patch: the sources' migration (lib/source/) */
	const char *source_patch, *source_root;
	const char **sources;
	size_t nr_sources;
};

const char *argp_program_version = "bpf-legacy2btf " BPFLEGACY_VERSION;
const char *argp_program_bug_address = BL_BUG_ADDRESS;

static const char doc[] =
	"Rewrite legacy BPF objects (iproute2 `struct bpf_elf_map` or `struct "
	"bpf_map_def` in a `maps` section) into BTF-defined `.maps` objects that "
	"libbpf 1.x, tc and ip load.\v"
	"Layouts (--layout): bpf_elf_map (36 bytes), bpf_elf_map_v46 (28), "
	"bpf_map_def (20), bpf_load_map_def (28, samples/bpf), bpf_load_map_def24, "
	"bpf_elf_map_min (16).\n\n"
	"Tail-call sections (ID/KEY) stay as they are; a manifest "
	"(OUTPUT without .o + .tailcalls.json) lists the slots and --graft-script "
	"writes a script that fills them with `tc exec bpf graft`. An object whose "
	"maps are BTF-defined already names the prog array instead: section MAP/KEY "
	"(what --source-patch writes); it is left as it is and gets its manifest "
	"and graft script the same way.\n\n"
	"Files: INPUT may be `-` (standard input; a pipe is fine there) and "
	"`-o -` writes to standard output; otherwise only regular files are "
	"read (FIFOs, devices and directories are refused). The object, its "
	"manifest and the graft script appear together or not at all: each is "
	"written to an unnamed temporary in its directory, then all are "
	"swapped in; on any failure nothing is replaced (with -i the input "
	"stays as it was), and a killed run leaves the old files or the new "
	"ones, never a part. With -i (the output replaces the only copy of "
	"the object) or --fsync every file is also made durable: its data "
	"fsync'ed before the swap, its directory after. Otherwise nothing is "
	"fsync'ed, as cc, ld and bpftool do not: the inputs stay, and after a "
	"power cut a build makes again an output that was lost. A replaced file keeps "
	"its mode, owner and group (new files get the umask); a symlink, also "
	"with -i, keeps pointing at the converted file; other hard links to a "
	"replaced file keep the old contents (warned). Character devices, FIFOs "
	"and /dev/stdout are written through, never replaced. No output may be "
	"an input (compared by path and by device/inode) and no two outputs "
	"may be one file; such runs are refused before anything is written. "
	"Writing to a stream, an object with tail calls needs --manifest FILE."
	"\n\n"
	"--output-dir mirrors each INPUT's path below --base DIR (default: the "
	"inputs' common directory) and creates the directories; each manifest "
	"goes beside its object.\n\n"
	"--source-patch writes a unified diff (paths relative to --source-root, "
	"default: the directory holding the inputs' DW_AT_comp_dir and their "
	"map files, else the current directory) rewriting the "
	"legacy map declarations of the inputs' C sources into BTF-defined "
	".maps; the sources are only read. Apply it with `patch -p1 -d ROOT` or "
	"`git apply`. Tail-call sections ID/KEY become MAP/KEY, naming the prog "
	"array. Declarations it cannot rewrite safely are listed as "
	"FILE:LINE: map NAME: not rewritten: WHY (program NAME for a tail-call "
	"section). A legacy struct type still used (a pointer, cast or sizeof) "
	"in a file whose maps of that type were rewritten, or in another source "
	"of the same object, gets a note "
	"FILE:LINE: note: 'struct TAG' is still used here.\n\n"
	"Exit status: 0 converted (or nothing to convert), 1 bad or unconvertible "
	"input, 2 usage error, 3 cannot read input or write output, 4 the source "
	"patch was written but left some declarations as they were.";

static const struct argp_option options[] = {
	{ NULL, 0, NULL, 0, "Output:", 1 },
	{ "output", 'o', "FILE", 0, "Write the converted object to FILE", 1 },
	{ "in-place", 'i', NULL, 0, "Replace each INPUT with its conversion", 1 },
	{ "output-dir", OPT_OUTPUT_DIR, "DIR", 0,
	  "Write each converted INPUT to DIR/(its path below --base)", 1 },
	{ "base", OPT_BASE, "DIR", 0,
	  "With --output-dir: mirror input paths relative to DIR "
	  "(default: the inputs' common directory)", 1 },
	{ "manifest", OPT_MANIFEST, "FILE", 0,
	  "Tail-call manifest path (single input; default derived from OUTPUT)", 1 },
	{ "graft-script", OPT_GRAFT, "FILE", 0,
	  "Also write a POSIX sh script that grafts every tail-call slot", 1 },
	{ "quiet", 'q', NULL, 0,
	  "Do not print notes (errors and warnings, such as pinning changes, are still printed)", 1 },
	{ "verbose", 'v', NULL, 0, "Also print every change made to each object", 1 },
	{ "dry-run", OPT_DRY_RUN, NULL, 0,
	  "Convert in memory and say what would change; write no object, manifest or script", 1 },
	{ "report", OPT_REPORT, "FILE", 0,
	  "Write a JSON migration report (every semantic change per object, docs/report.md)", 1 },
	{ "emit-c", OPT_EMIT_C, "FILE", 0,
	  "Write the converted maps as C declarations (BTF .maps style) to put in the sources", 1 },
	{ "jobs", 'j', "N", 0, "Convert N inputs at a time (default: the online CPUs); "
	  "messages stay in argument order, the exit status is the worst", 1 },
	{ "fsync", OPT_FSYNC, NULL, 0,
	  "Make every output durable before exiting (fsync its data, then its "
	  "directory), not only with -i", 1 },
	{ "explain", OPT_EXPLAIN, NULL, 0,
	  "Print the conversion plan (every map and program section) on stderr", 1 },
	{ NULL, 0, NULL, 0, "Source migration:", 3 },
	{ "source-patch", OPT_SOURCE_PATCH, "FILE", 0,
	  "Write a unified diff (- for stdout) rewriting the legacy map declarations "
	  "of the inputs' sources into BTF .maps (alone, or with -o/-i/--output-dir)", 3 },
	{ "source-root", OPT_SOURCE_ROOT, "DIR", 0,
	  "Patch paths are relative to DIR (default: the deepest directory "
	  "holding the inputs' DW_AT_comp_dir and their map files, else the "
	  "current directory)", 3 },
	{ "source", OPT_SOURCE, "FILE", 0,
	  "A source file to search for map declarations by name, for objects "
	  "without DWARF (repeatable)", 3 },
	{ NULL, 0, NULL, 0, "Conversion:", 2 },
	{ "layout", OPT_LAYOUT, "NAME", 0,
	  "Read map definitions with this layout instead of detecting it", 2 },
	{ "drop-unknown", OPT_DROP_UNKNOWN, NULL, 0,
	  "Drop unknown non-zero trailing definition words instead of failing", 2 },
	{ "object-ns", OPT_OBJECT_NS, "shared|none", 0,
	  "PIN_OBJECT_NS maps: pin by name under globals (shared, default) or not at all", 2 },
	{ "custom-pin", OPT_CUSTOM_PIN, "global|none", 0,
	  "Maps with custom pinning values: pin under globals, or not at all "
	  "(default: refuse)", 2 },
	{ "prog-array-init", OPT_PROG_ARRAY_INIT, NULL, 0,
	  "Also initialise PROG_ARRAY slots statically (for loaders that load every "
	  "program; tc 6.x then refuses the object)", 2 },
	{ "prog-type", OPT_PROG_TYPE, "TYPE", 0,
	  "Program type of the attaching command, for the grafts: cls, act, xdp, "
	  "lwt_in, lwt_out, lwt_xmit (default: told from section names, BTF context "
	  "types and helpers; --graft-script fails when it cannot be told)", 2 },
	{ "inner-map", OPT_INNER_MAP, "OUTER=INNER", 0,
	  "Map INNER of the object is the inner map template of map-in-map OUTER "
	  "(for outers whose definition names none; repeatable)", 2 },
	{ 0 },
};

/* "-" reads standard input: once, and only where the output has a name. */
static void check_stdin_args(const struct args *a, struct argp_state *st)
{
	int i, n = 0;

	for (i = 0; i < a->nr_inputs; i++)
		n += !strcmp(a->inputs[i], "-");
	if (n > 1)
		argp_error(st, "standard input (-) can be read once");
	if (n && (a->run.in_place || a->output_dir))
		argp_error(st, "standard input (-) needs -o FILE (or -o -)");
}

static error_t parse_opt(int key, char *arg, struct argp_state *st)
{
	struct args *a = st->input;
	char *end;

	switch (key) {
	case 'o': a->output = arg; break;
	case 'i': a->run.in_place = true; break;
	case 'q': a->run.quiet = true; break;
	case 'j':
		a->jobs = strtol(arg, &end, 10);
		if (*end || a->jobs < 1 || a->jobs > 1024)
			argp_error(st, "--jobs takes a number from 1 to 1024");
		break;
	case 'v': a->run.verbose = true; break;
	case OPT_DRY_RUN: a->run.dry_run = true; break;
	case OPT_REPORT: a->report = arg; break;
	case OPT_FSYNC: a->fsync = true; break;
	case OPT_EMIT_C: a->run.emit_c = arg; break;
	case OPT_SOURCE_PATCH: a->source_patch = arg; break;
	case OPT_SOURCE_ROOT: a->source_root = arg; break;
	case OPT_SOURCE: {
		const char **n = realloc(a->sources, (a->nr_sources + 1) * sizeof(*n));

		if (!n)
			argp_failure(st, BL_EXIT_IO, ENOMEM, "--source");
		a->sources = n;
		a->sources[a->nr_sources++] = arg;
		break;
	}
	case OPT_OUTPUT_DIR: a->output_dir = arg; break;
	case OPT_BASE: a->base = arg; break;
	case OPT_MANIFEST: a->manifest = arg; break;
	case OPT_GRAFT: a->graft = arg; break;
	case OPT_DROP_UNKNOWN: a->opts.drop_unknown_words = true; break;
	case OPT_PROG_ARRAY_INIT: a->opts.prog_array_init = true; break;
	case OPT_EXPLAIN: a->opts.explain = true; break;
	case OPT_LAYOUT:
		if (bl_layout_from_name(arg, &a->opts.layout))
			argp_error(st, "unknown layout '%s'", arg);
		break;
	case OPT_OBJECT_NS:
		if (!strcmp(arg, "shared"))
			a->opts.object_ns = BL_PIN_KEEP_SHARED;
		else if (!strcmp(arg, "none"))
			a->opts.object_ns = BL_PIN_NONE;
		else
			argp_error(st, "--object-ns takes shared or none");
		break;
	case OPT_CUSTOM_PIN:
		if (!strcmp(arg, "global"))
			a->opts.custom_pin = BL_PIN_GLOBAL;
		else if (!strcmp(arg, "none"))
			a->opts.custom_pin = BL_PIN_NONE;
		else
			argp_error(st, "--custom-pin takes global or none");
		break;
	case OPT_PROG_TYPE: {
		int row = bl_prog_type_find(arg);

		if (row < 0)
			argp_error(st, "--prog-type takes cls, act, xdp, lwt_in, lwt_out or lwt_xmit");
		else
			a->opts.prog_type = bl_prog_types[row].name;
		break;
	}
	case OPT_INNER_MAP: {
		const char **v;

		if (!strchr(arg, '=') || arg[0] == '=' || !strchr(arg, '=')[1])
			argp_error(st, "--inner-map takes OUTER=INNER");
		v = realloc(a->inner_maps, (a->opts.nr_inner_maps + 1) * sizeof(*v));
		if (!v)
			argp_failure(st, BL_EXIT_IO, ENOMEM, "--inner-map");
		v[a->opts.nr_inner_maps++] = arg;
		a->inner_maps = v;
		a->opts.inner_maps = v;
		break;
	}
	case ARGP_KEY_ARGS:
		a->inputs = st->argv + st->next;
		a->nr_inputs = st->argc - st->next;
		break;
	case ARGP_KEY_END:
		if (!a->nr_inputs)
			argp_error(st, "no input object");
		if (a->run.dry_run && !a->output && !a->run.in_place && !a->output_dir) {
			/* nothing is written: plan as -i, say no output was given */
			a->run.in_place = a->run.no_dest = true;
		}
		if (a->source_patch && !a->output && !a->run.in_place && !a->output_dir)
			break;	/* only the patch is written */
		if ((a->source_root || a->sources) && !a->source_patch)
			argp_error(st, "--source-root and --source go with --source-patch");
		if (!!a->output + a->run.in_place + !!a->output_dir != 1)
			argp_error(st, "give exactly one of -o FILE, -i or --output-dir DIR");
		if (a->run.emit_c && a->nr_inputs > 1)
			argp_error(st, "--emit-c takes one input");
		if (a->output && a->nr_inputs > 1)
			argp_error(st, "-o takes one input; use --output-dir or -i for many");
		if ((a->manifest || a->graft) && a->nr_inputs > 1)
			argp_error(st, "--manifest and --graft-script take one input");
		if (a->base && !a->output_dir)
			argp_error(st, "--base goes with --output-dir");
		check_stdin_args(a, st);
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

static void print_diag(const struct bl_diag *d, void *ctx)
{
	struct args *a = ctx;
	static const char *const sev[] = { "note: ", "warning: ", "" };
	char where[512];

	bl_diag_where(d, where, sizeof(where));
	if (d->severity == BL_ERROR && !a->run.first_err[0])
		snprintf(a->run.first_err, sizeof(a->run.first_err), "%s%s", where, d->message);
	if (d->severity == BL_NOTE && a->run.quiet)
		return;
	fputs("bpf-legacy2btf: ", stderr);
	bl_c_fputs(stderr, d->object);	/* the message and where are escaped */
	fprintf(stderr, ": %s%s%s\n", sev[d->severity], where, d->message);
}

static void io_error(const char *file, const char *what, int err)
{
	fputs("bpf-legacy2btf: ", stderr);
	bl_c_fputs(stderr, file);
	fprintf(stderr, ": %s: %s\n", what, strerror(-err));
}

/* A library problem line: "bpf-legacy2btf: [FILE: ]LINE". */
static void say(void *ctx, const char *file, const char *line)
{
	(void)ctx;
	if (!file) {	/* one write, as the line was before it moved to lib/ */
		fprintf(stderr, "bpf-legacy2btf: %s\n", line);
		return;
	}
	fputs("bpf-legacy2btf: ", stderr);
	bl_c_fputs(stderr, file);
	fprintf(stderr, ": %s\n", line);
}

/* How the files other than the objects' sets are written: durable when
 * asked, or when the run replaces its inputs (-i, not a dry run: what
 * its report and patch say of the old objects is then the only record). */
static enum bl_durability durability(const struct args *a)
{
	return a->fsync || (a->run.in_place && !a->run.dry_run) ?
		BL_WRITE_DURABLE : BL_WRITE_ATOMIC;
}

/* The summary line, then the --report document. */
static int ux_finish(struct args *a)
{
	struct bl_conv_run *u = &a->run;
	char line[BL_REPORT_SUMMARY_LEN];
	int err;

	if (!u->quiet && (u->rep.n.nr_in > 1 || u->verbose || u->dry_run)) {
		bl_report_summary(&u->rep, line, sizeof(line));
		fprintf(stderr, "bpf-legacy2btf: %s\n", line);
	}
	err = bl_report_end(&u->rep, a->report, durability(a) == BL_WRITE_DURABLE);
	if (err)
		io_error(a->report, "cannot write report", err);
	return err ? BL_EXIT_IO : 0;
}

/* Errors only: the conversion of this run already printed the rest. */
static void print_errors(const struct bl_diag *d, void *ctx)
{
	if (d->severity == BL_ERROR)
		print_diag(d, ctx);
}

/* --source-patch: the diff, then each declaration it left and each use of
 * a rewritten legacy type (a note), one a line. */
static int source_patch(struct args *a, bool converted)
{
	struct bl_source_opts so = {
		.sz = sizeof(so), .root = a->source_root, .sources = a->sources,
		.nr_sources = a->nr_sources, .convert = &a->opts,
	};
	struct bl_sink sink = { converted ? print_errors : print_diag, a };
	struct bl_source_result res = { .sz = sizeof(res) };
	size_t i;
	int err;

	for (i = 0; i < (size_t)a->nr_inputs; i++) {
		if (!strcmp(a->inputs[i], "-")) {
			fprintf(stderr, "bpf-legacy2btf: --source-patch reads objects by name, not from standard input\n");
			return BL_EXIT_USAGE;
		}
	}
	err = bl_source_patch((const char *const *)a->inputs, a->nr_inputs, &so, &sink, &res);
	if (err) {
		/* the library said what went wrong with which input; nothing
		 * was written, so nothing is wrong with FILE */
		if (err == -ENOMEM)
			fprintf(stderr, "bpf-legacy2btf: out of memory\n");
		bl_source_result_free(&res);
		return err == -EINVAL ? BL_EXIT_CONVERT : BL_EXIT_IO;
	}
	/* "-" is standard output there too; what printf buffered goes first */
	err = fflush(stdout) ? -EIO : 0;
	err = err ?: bl_write_file_atomic(a->source_patch, res.patch, res.patch_len, 0644,
					  durability(a));
	if (err) {
		io_error(a->source_patch, "cannot write the source patch", err);
		bl_source_result_free(&res);
		return BL_EXIT_IO;
	}
	for (i = 0; i < res.nr_left; i++) {
		bl_c_fputs(stderr, res.left[i].file);
		fprintf(stderr, ":%u: %s ", res.left[i].line, res.left[i].program ? "program" : "map");
		bl_c_fputs(stderr, res.left[i].map);
		fputs(": not rewritten: ", stderr);
		bl_c_fputs(stderr, res.left[i].why);
		fputc('\n', stderr);
	}
	for (i = 0; i < res.nr_notes && !a->run.quiet; i++) {
		bl_c_fputs(stderr, res.notes[i].file);
		fprintf(stderr, ":%u: note: '", res.notes[i].line);
		bl_c_fputs(stderr, res.notes[i].type);
		fputs("' is still used here; the maps rewritten in ", stderr);
		bl_c_fputs(stderr, res.notes[i].maps_file ?: "this file");
		fputs(" now have types of their own (use 'void *' to point at any of them)\n",
		      stderr);
	}
	for (i = 0; i < res.nr_unread && !a->run.quiet; i++) {
		bl_c_fputs(stderr, res.unread[i].include_file);
		fprintf(stderr, ":%u: note: #include ", res.unread[i].line);
		bl_c_fputs(stderr, res.unread[i].include);
		fputs(" cannot be followed (", stderr);
		bl_c_fputs(stderr, res.unread[i].why);
		fputs("), so the patch defines __uint, __type, __array, SEC and LIBBPF_PIN_BY_NAME in ",
		      stderr);
		bl_c_fputs(stderr, res.unread[i].file);
		fputs(" (under #ifndef) in case it does not\n", stderr);
	}
	if (!a->run.quiet || res.nr_left) {
		fprintf(stderr, "bpf-legacy2btf: note: source patch: %u declaration(s) rewritten in %u file(s), %zu left; paths relative to ",
			res.nr_rewritten, res.nr_files, res.nr_left);
		bl_c_fputs(stderr, res.root ? res.root : ".");
		fputc('\n', stderr);
	}
	err = res.nr_left ? BL_EXIT_LEFT : 0;
	bl_source_result_free(&res);
	return err;
}

int main(int argc, char **argv)
{
	static const struct argp argp = {
		.options = options, .parser = parse_opt, .args_doc = "INPUT...", .doc = doc,
	};
	struct args a = { 0 };
	struct bl_job *jobs;
	int rc, r;

	a.opts.sz = sizeof(a.opts);
	a.opts.custom_pin = BL_PIN_REFUSE;
	argp_err_exit_status = BL_EXIT_USAGE;
	/* the library reports every problem itself, in one line per file */
	libbpf_set_print(NULL);
	bl_report_sigbus("bpf-legacy2btf", BL_EXIT_IO);
	if (argp_parse(&argp, argc, argv, 0, NULL, &a))
		return BL_EXIT_USAGE;
	if (a.source_patch && !a.output && !a.run.in_place && !a.output_dir) {
		rc = source_patch(&a, false);
		free(a.sources);
		return rc;
	}
	if (bl_report_begin(&a.run.rep, a.report, a.run.dry_run)) {
		fprintf(stderr, "bpf-legacy2btf: out of memory\n");
		return BL_EXIT_IO;
	}
	a.run.plan = (struct bl_out_plan){
		.inputs = a.inputs, .nr_inputs = a.nr_inputs, .output = a.output,
		.output_dir = a.output_dir, .base = a.base, .manifest = a.manifest,
		.graft = a.graft, .in_place = a.run.in_place, .fsync = a.fsync,
		.say = { say, NULL },
	};
	a.run.opts = a.opts;
	a.run.sink = (struct bl_sink){ print_diag, &a };
	a.run.tool = "bpf-legacy2btf";
	a.run.out = stdout;
	a.run.err = stderr;
	a.run.cwd = getcwd(NULL, 0);
	rc = bl_plan_jobs(&a.run.plan, &jobs);
	rc = rc ?: bl_conv_all(&a.run, jobs, a.nr_inputs, a.jobs);
	if (!rc && a.source_patch)
		rc = source_patch(&a, true);
	free(a.sources);
	bl_free_jobs(jobs, a.nr_inputs);
	bl_out_plan_free(&a.run.plan);
	free(a.run.cwd);
	free(a.inner_maps);
	r = ux_finish(&a);
	return r > rc ? r : rc;
}
