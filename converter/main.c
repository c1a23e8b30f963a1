// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bpf-legacy2btf: rewrite legacy `maps`-section BPF objects into objects with
 * BTF-defined `.maps` that libbpf 1.x (and tc/ip built on it) load.
 * This file only parses arguments and reports; the work is in lib/.
 */
#include <argp.h>
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <bpf/libbpf.h>

#include "bpflegacy.h"

enum {
	EXIT_CONVERT = 1,	/* bad or unconvertible input */
	EXIT_USAGE = 2,
	EXIT_IO = 3,		/* cannot read input or write output */
};

enum {
	OPT_OUTPUT_DIR = 0x100, OPT_LAYOUT, OPT_DROP_UNKNOWN, OPT_OBJECT_NS,
	OPT_CUSTOM_PIN, OPT_MANIFEST, OPT_GRAFT, OPT_PROG_ARRAY_INIT,
	OPT_PROG_TYPE, OPT_INNER_MAP, OPT_EXPLAIN,
};

struct args {
	const char *output, *output_dir, *manifest, *graft;
	bool in_place, quiet;
	char **inputs;
	int nr_inputs;
	const char **inner_maps;
	struct bl_convert_opts opts;
};

const char *argp_program_version = "bpf-legacy2btf " BPFLEGACY_VERSION;
const char *argp_program_bug_address = "the project's issue tracker";

static const char doc[] =
	"Rewrite legacy BPF objects (iproute2 `struct bpf_elf_map` or `struct "
	"bpf_map_def` in a `maps` section) into BTF-defined `.maps` objects that "
	"libbpf 1.x, tc and ip load.\v"
	"Layouts (--layout): bpf_elf_map (36 bytes), bpf_elf_map_v46 (28), "
	"bpf_map_def (20), bpf_load_map_def (28, samples/bpf), bpf_load_map_def24, "
	"bpf_elf_map_min (16).\n\n"
	"Tail-call sections (ID/KEY) stay as they are; a manifest "
	"(OUTPUT without .o + .tailcalls.json) lists the slots and --graft-script "
	"writes a script that fills them with `tc exec bpf graft`.\n\n"
	"Exit status: 0 converted (or nothing to convert), 1 bad or unconvertible "
	"input, 2 usage error, 3 cannot read input or write output.";

static const struct argp_option options[] = {
	{ NULL, 0, NULL, 0, "Output:", 1 },
	{ "output", 'o', "FILE", 0, "Write the converted object to FILE", 1 },
	{ "in-place", 'i', NULL, 0, "Replace each INPUT with its conversion", 1 },
	{ "output-dir", OPT_OUTPUT_DIR, "DIR", 0,
	  "Write each converted INPUT to DIR/basename (many inputs at once)", 1 },
	{ "manifest", OPT_MANIFEST, "FILE", 0,
	  "Tail-call manifest path (single input; default derived from OUTPUT)", 1 },
	{ "graft-script", OPT_GRAFT, "FILE", 0,
	  "Also write a POSIX sh script that grafts every tail-call slot", 1 },
	{ "quiet", 'q', NULL, 0, "Do not print notes (errors are still printed)", 1 },
	{ "explain", OPT_EXPLAIN, NULL, 0,
	  "Print the conversion plan (every map and program section) on stderr", 1 },
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

static error_t parse_opt(int key, char *arg, struct argp_state *st)
{
	struct args *a = st->input;

	switch (key) {
	case 'o': a->output = arg; break;
	case 'i': a->in_place = true; break;
	case 'q': a->quiet = true; break;
	case OPT_OUTPUT_DIR: a->output_dir = arg; break;
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
	case OPT_PROG_TYPE:
		if (strcmp(arg, "cls") && strcmp(arg, "act") && strcmp(arg, "xdp") &&
		    strcmp(arg, "lwt_in") && strcmp(arg, "lwt_out") && strcmp(arg, "lwt_xmit"))
			argp_error(st, "--prog-type takes cls, act, xdp, lwt_in, lwt_out or lwt_xmit");
		a->opts.prog_type = arg;
		break;
	case OPT_INNER_MAP: {
		const char **v;

		if (!strchr(arg, '=') || arg[0] == '=' || !strchr(arg, '=')[1])
			argp_error(st, "--inner-map takes OUTER=INNER");
		v = realloc(a->inner_maps, (a->opts.nr_inner_maps + 1) * sizeof(*v));
		if (!v)
			argp_failure(st, EXIT_IO, ENOMEM, "--inner-map");
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
		if (!!a->output + a->in_place + !!a->output_dir != 1)
			argp_error(st, "give exactly one of -o FILE, -i or --output-dir DIR");
		if (a->output && a->nr_inputs > 1)
			argp_error(st, "-o takes one input; use --output-dir or -i for many");
		if ((a->manifest || a->graft) && a->nr_inputs > 1)
			argp_error(st, "--manifest and --graft-script take one input");
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

static void print_diag(const struct bl_diag *d, void *ctx)
{
	const struct args *a = ctx;
	static const char *const sev[] = { "note: ", "warning: ", "" };

	if (d->severity == BL_NOTE && a->quiet)
		return;
	fprintf(stderr, "bpf-legacy2btf: %s: %s%s\n", d->object, sev[d->severity],
		d->message);
}

static void io_error(const char *file, const char *what, int err)
{
	fprintf(stderr, "bpf-legacy2btf: %s: %s: %s\n", file, what, strerror(-err));
}

static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return !stat(a, &sa) && !stat(b, &sb) && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

static int convert_one(struct args *a, const char *in, const char *out)
{
	struct bl_convert_result res;
	struct bl_sink sink = { print_diag, a };
	struct bl_convert_opts opts = a->opts;
	char abs_out[PATH_MAX], *manifest = NULL;
	void *buf, *obuf;
	size_t len, olen;
	int err, rc = 0;

	if (!a->in_place && same_file(in, out)) {
		fprintf(stderr, "bpf-legacy2btf: %s: output is the input; use -i to convert in place\n", in);
		return EXIT_USAGE;
	}
	err = bl_read_file(in, &buf, &len);
	if (err) {
		io_error(in, "cannot read", err);
		return EXIT_IO;
	}
	opts.graft_script = a->graft != NULL;
	/* the graft script names the object by an absolute path */
	opts.output_path = out;
	if (out[0] != '/' && getcwd(abs_out, sizeof(abs_out)) &&
	    strlen(abs_out) + strlen(out) + 2 <= sizeof(abs_out)) {
		strcat(abs_out, "/");
		strcat(abs_out, out);
		opts.output_path = abs_out;
	}
	err = bl_convert_mem(buf, len, in, &opts, &sink, &obuf, &olen, &res);
	free(buf);
	if (err)
		return EXIT_CONVERT;
	if (res.explain)
		fputs(res.explain, stderr);
	if (!res.had_legacy_maps && !res.nr_prog_syms_fixed && a->in_place)
		goto out;	/* nothing to do: leave the file alone */
	err = bl_write_file_atomic(out, obuf, olen, 0644);
	if (err) {
		io_error(out, "cannot write", err);
		rc = EXIT_IO;
		goto out;
	}
	if (res.manifest_json) {
		manifest = a->manifest ? strdup(a->manifest) : bl_manifest_path(out);
		err = manifest ? bl_write_file_atomic(manifest, res.manifest_json,
						      res.manifest_len, 0644) : -ENOMEM;
		if (err) {
			io_error(manifest ? manifest : out, "cannot write manifest", err);
			rc = EXIT_IO;
			goto out;
		}
		if (!a->quiet)
			fprintf(stderr, "bpf-legacy2btf: %s: note: %u tail-call slot(s) listed in %s\n",
				in, res.nr_tail_slots, manifest);
	}
	if (a->graft) {
		if (!res.graft_script) {
			fprintf(stderr, "bpf-legacy2btf: %s: note: no tail calls, no graft script written\n", in);
		} else {
			err = bl_write_file_atomic(a->graft, res.graft_script,
						   res.graft_script_len, 0755);
			if (err) {
				io_error(a->graft, "cannot write graft script", err);
				rc = EXIT_IO;
			}
		}
	}
	if (!a->quiet && res.had_legacy_maps)
		fprintf(stderr, "bpf-legacy2btf: %s: note: %u map(s) converted into %s\n",
			in, res.nr_maps, out);
out:
	free(manifest);
	free(obuf);
	bl_convert_result_free(&res);
	return rc;
}

int main(int argc, char **argv)
{
	static const struct argp argp = {
		.options = options, .parser = parse_opt, .args_doc = "INPUT...", .doc = doc,
	};
	struct args a = { 0 };
	int i, rc = 0, r;

	a.opts.custom_pin = BL_PIN_REFUSE;
	argp_err_exit_status = EXIT_USAGE;
	/* the library reports every problem itself, in one line per file */
	libbpf_set_print(NULL);
	if (argp_parse(&argp, argc, argv, 0, NULL, &a))
		return EXIT_USAGE;
	for (i = 0; i < a.nr_inputs; i++) {
		const char *in = a.inputs[i];
		char path[PATH_MAX], tmp[PATH_MAX];

		if (a.output_dir) {
			snprintf(tmp, sizeof(tmp), "%s", in);
			if (snprintf(path, sizeof(path), "%s/%s", a.output_dir,
				     basename(tmp)) >= (int)sizeof(path)) {
				fprintf(stderr, "bpf-legacy2btf: %s: output path too long\n", in);
				rc = EXIT_USAGE;
				continue;
			}
		}
		r = convert_one(&a, in, a.output ? a.output : a.in_place ? in : path);
		if (r > rc)
			rc = r;
	}
	free(a.inner_maps);
	return rc;
}
