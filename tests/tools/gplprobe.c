// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: ask the running kernel which helpers are GPL-only and compare
 * with bpf-lint's table. For each helper id it loads `call ID; r0 = 0; exit`
 * under a non-GPL license in program types until one knows the helper; the
 * verifier checks gpl_only before the arguments, so its message tells.
 * Prints "mismatch ID kernel=gpl|free table=gpl|free" lines and a summary;
 * exits 1 on any mismatch, 77 when BPF is unavailable.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "lint/model/lint_progs.h"

static const enum bpf_prog_type types[] = {
	BPF_PROG_TYPE_KPROBE, BPF_PROG_TYPE_SCHED_CLS, BPF_PROG_TYPE_XDP,
	BPF_PROG_TYPE_SOCKET_FILTER, BPF_PROG_TYPE_CGROUP_SKB,
	BPF_PROG_TYPE_LWT_XMIT, BPF_PROG_TYPE_SK_MSG, BPF_PROG_TYPE_SK_SKB,
	BPF_PROG_TYPE_SOCK_OPS, BPF_PROG_TYPE_TRACEPOINT,
	BPF_PROG_TYPE_PERF_EVENT, BPF_PROG_TYPE_CGROUP_SYSCTL,
	BPF_PROG_TYPE_CGROUP_SOCKOPT, BPF_PROG_TYPE_RAW_TRACEPOINT,
};

/* 1 GPL-only, 0 not, -1 no program type here knows the helper */
static int probe(int id)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_JMP | BPF_CALL, .imm = id },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	static char log[65536];
	size_t i;

	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		LIBBPF_OPTS(bpf_prog_load_opts, o, .log_buf = log, .log_size = sizeof(log),
			    .log_level = 1);
		int fd;

		log[0] = '\0';
		if (types[i] == BPF_PROG_TYPE_CGROUP_SOCKOPT)
			o.expected_attach_type = BPF_CGROUP_GETSOCKOPT;
		fd = bpf_prog_load(types[i], NULL, "Proprietary", insns, 3, &o);
		if (fd >= 0) {
			close(fd);
			return 0;
		}
		if (strstr(log, "GPL-restricted") || strstr(log, "GPL"))
			return 1;
		if (getenv("GPLPROBE_DEBUG"))
			fprintf(stderr, "%d type %d: %.120s\n", id, types[i], log);
		if (strstr(log, "unknown func") || strstr(log, "invalid func") ||
		    strstr(log, "cannot use helper") || !log[0])
			continue;
		return 0;	/* the helper exists here; its arguments failed */
	}
	return -1;
}

int main(int argc, char **argv)
{
	int id, max = argc > 1 ? atoi(argv[1]) : 211, bad = 0, known = 0, gpl = 0;

	libbpf_set_print(NULL);
	if (probe(6) < 0 && errno == EPERM) {
		printf("gplprobe: BPF unavailable\n");
		return 77;
	}
	for (id = 1; id <= max; id++) {
		const char *name;
		int k = probe(id), t = lint_gpl_only_helper(id, &name);

		if (k < 0)
			continue;
		known++;
		gpl += k;
		if (k != t) {
			printf("mismatch %d kernel=%s table=%s\n", id, k ? "gpl" : "free",
			       t ? "gpl" : "free");
			bad++;
		}
	}
	printf("gplprobe: %d helpers known to this kernel's program types, %d GPL-only, %d mismatches\n",
	       known, gpl, bad);
	return bad ? 1 : 0;
}
