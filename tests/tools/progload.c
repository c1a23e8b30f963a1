// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: load an object's programs one at a time with stock libbpf, to
 * tell why a load fails program by program (tests/e2e/lint/lint_kernels.sh).
 *   progload OBJ              each program alone: a fresh open, every other
 *                             program's autoload off, load
 *   progload -s P,Q,... OBJ   one load with only programs P, Q, ... on
 *   progload -P KIND:NAME     a probe, as libbpf-tools' trace_helpers.c
 *                             (bcc v0.26.0) makes it: fentry:F, whether F is
 *                             a function in the kernel's BTF
 *                             (fentry_can_attach); tp_btf:T, whether a
 *                             two-instruction tp_btf program on T loads
 *                             (probe_tp_btf); tpargs:T, how many arguments
 *                             the kernel's tracepoint T passes (its
 *                             btf_trace_T prototype, less the void *)
 *                             -> "PROBE KIND:NAME VALUE" (yes/no, a count or -1)
 * With -m, maps the object declares with max_entries 0 get 1 entry, and
 * stack trace maps with value_size 0 get 127 frames (what libbpf-tools
 * v0.26.0 does before its load: capable.c:333-334, offcputime.c:326-328,
 * wakeuptime.c, cpudist.c:239; 127 is their perf_max_stack_depth). Per load:
 *   LOAD NAME SECTION ok|fail ERRNO
 *   LOG <a line libbpf printed: its warnings and the verifier log>
 *   END
 * (NAME is "-" and SECTION the list for -s). Exits 0 when every load
 * succeeded, 1 when one failed, 2 on a usage or open error.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <unistd.h>

static char logbuf[1 << 20];
static size_t loglen;

static int keep(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	int n;

	if (level == LIBBPF_DEBUG || loglen >= sizeof(logbuf) - 1)
		return 0;
	n = vsnprintf(logbuf + loglen, sizeof(logbuf) - loglen, fmt, ap);
	if (n > 0)
		loglen += (size_t)n < sizeof(logbuf) - loglen ? (size_t)n : sizeof(logbuf) - 1 - loglen;
	return 0;
}

static void print_log(void)
{
	char *p = logbuf, *nl;

	while (*p) {
		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		if (*p)
			printf("LOG %s\n", p);
		if (!nl)
			break;
		p = nl + 1;
	}
	loglen = 0;
	logbuf[0] = '\0';
}

/* in_list: NAME is one of the comma-separated names of LIST */
static int in_list(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p = list;

	while (p && *p) {
		if (!strncmp(p, name, n) && (p[n] == ',' || p[n] == '\0'))
			return 1;
		p = strchr(p, ',');
		if (p)
			p++;
	}
	return 0;
}

/* load_one: open PATH, autoload only ONLY (a name) or those of LIST, load */
static int load_one(const char *path, const char *only, const char *list, int maps)
{
	struct bpf_program *prog;
	struct bpf_object *obj;
	struct bpf_map *map;
	int err;

	obj = bpf_object__open_file(path, NULL);
	if (!obj) {
		err = -errno;
		printf("LOAD %s %s fail %d\n", only ? only : "-", list ? list : "-", -err);
		print_log();
		printf("END\n");
		return 1;
	}
	bpf_object__for_each_program(prog, obj) {
		const char *name = bpf_program__name(prog);

		bpf_program__set_autoload(prog, only ? !strcmp(name, only) : in_list(list, name));
	}
	if (maps)
		bpf_object__for_each_map(map, obj)
			if (!bpf_map__max_entries(map))
				bpf_map__set_max_entries(map, 1);
	if (maps)
		bpf_object__for_each_map(map, obj)
			if (bpf_map__type(map) == BPF_MAP_TYPE_STACK_TRACE && !bpf_map__value_size(map))
				bpf_map__set_value_size(map, 127 * sizeof(__u64));
	err = bpf_object__load(obj);
	if (only) {
		prog = bpf_object__find_program_by_name(obj, only);
		printf("LOAD %s %s %s %d\n", only, prog ? bpf_program__section_name(prog) : "?",
		       err ? "fail" : "ok", -err);
	} else {
		printf("LOAD - %s %s %d\n", list, err ? "fail" : "ok", -err);
	}
	print_log();
	printf("END\n");
	bpf_object__close(obj);
	return err ? 1 : 0;
}

/* probe: KIND:NAME, see the head comment */
static int probe(const char *spec)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_RAW_TP);
	const struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	const char *name = strchr(spec, ':');
	const struct btf_type *t;
	char tp[256];
	struct btf *btf;
	int id, fd, n = -1;

	if (!name)
		return 2;
	name++;
	if (!strncmp(spec, "tp_btf:", 7)) {
		opts.attach_btf_id = libbpf_find_vmlinux_btf_id(name, BPF_TRACE_RAW_TP);
		fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, NULL, "GPL", insns, 2, &opts);
		if (fd >= 0)
			close(fd);
		printf("PROBE %s %s\n", spec, fd >= 0 ? "yes" : "no");
		return 0;
	}
	btf = btf__load_vmlinux_btf();
	if (!btf) {
		printf("PROBE %s -1\n", spec);
		return 0;
	}
	if (!strncmp(spec, "fentry:", 7)) {
		id = btf__find_by_name_kind(btf, name, BTF_KIND_FUNC);
		printf("PROBE %s %s\n", spec, id > 0 ? "yes" : "no");
	} else if (!strncmp(spec, "tpargs:", 7)) {
		snprintf(tp, sizeof(tp), "btf_trace_%s", name);
		id = btf__find_by_name_kind(btf, tp, BTF_KIND_TYPEDEF);
		t = id > 0 ? btf__type_by_id(btf, id) : NULL;
		/* typedef -> pointer -> prototype (void *, the arguments) */
		if (t)
			t = btf__type_by_id(btf, t->type);
		if (t && btf_is_ptr(t))
			t = btf__type_by_id(btf, t->type);
		if (t && btf_is_func_proto(t))
			n = btf_vlen(t) - 1;
		printf("PROBE %s %d\n", spec, n);
	} else {
		btf__free(btf);
		return 2;
	}
	btf__free(btf);
	return 0;
}

int main(int argc, char **argv)
{
	const char *list = NULL, *path;
	struct bpf_program *prog;
	struct bpf_object *obj;
	int i = 1, maps = 0, rc = 0, n = 0;
	char **names;

	libbpf_set_print(keep);
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-m"))
			maps = 1;
		else if (!strcmp(argv[i], "-s") && i + 1 < argc)
			list = argv[++i];
		else if (!strcmp(argv[i], "-P") && i + 1 < argc)
			return probe(argv[++i]);
		else
			break;
	}
	if (i != argc - 1) {
		fprintf(stderr, "usage: progload [-m] [-s PROG,...] OBJ | -P KIND:NAME\n");
		return 2;
	}
	path = argv[i];
	if (list)
		return load_one(path, NULL, list, maps);
	obj = bpf_object__open_file(path, NULL);
	if (!obj) {
		printf("OPEN %s fail %d\n", path, errno);
		print_log();
		return 2;
	}
	bpf_object__for_each_program(prog, obj)
		n++;
	names = calloc(n ? n : 1, sizeof(*names));
	if (!names)
		return 2;
	n = 0;
	bpf_object__for_each_program(prog, obj)
		names[n++] = strdup(bpf_program__name(prog));
	bpf_object__close(obj);
	loglen = 0;
	logbuf[0] = '\0';
	for (i = 0; i < n; i++) {
		rc |= load_one(path, names[i], NULL, maps);
		free(names[i]);
	}
	free(names);
	return rc;
}
