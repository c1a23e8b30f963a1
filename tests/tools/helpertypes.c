// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: which helpers the running kernel gives each program type, by
 * loading `call ID; r0 = 0; exit` (GPL) for every (type, helper id). The
 * verifier looks the helper up in the type's func_proto before it checks
 * the arguments: "unknown func", "invalid func" or "program of this type
 * cannot use helper" says the type lacks it, any other outcome that it has
 * it (what libbpf_probe_bpf_helper does; libbpf 1.1's does not know the
 * third message, which the 6.18 host kernel prints: bpftool 7.1's feature
 * probe reports every helper for every type there).
 *
 *   helpertypes [MAXID]          one line a pair: "TYPE ID NAME 0|1"
 *   helpertypes -c KVER [MAXID]  compare with bpf-lint's table for kernel
 *                                KVER (6.1): available iff KVER is at least
 *                                the helper's release and the release the
 *                                type got it (lib/lint/kernel/tables/); one line a
 *                                disagreement "TYPE NAME kernel=0|1
 *                                table=0|1 (helper REL, type REL)", then a
 *                                summary; exits 1 on a disagreement.
 *                                Only the types the table models.
 * Types whose programs need an attach target (tracing, ext, lsm,
 * struct_ops) or a device (lirc_mode2) are not probed. Exits 77 when BPF
 * is unavailable.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "lint/kernel/kernel_data.h"

static const struct { enum bpf_prog_type type; enum bpf_attach_type attach; } types[] = {
	{ BPF_PROG_TYPE_SOCKET_FILTER, 0 }, { BPF_PROG_TYPE_KPROBE, 0 },
	{ BPF_PROG_TYPE_SCHED_CLS, 0 }, { BPF_PROG_TYPE_SCHED_ACT, 0 },
	{ BPF_PROG_TYPE_TRACEPOINT, 0 }, { BPF_PROG_TYPE_XDP, 0 },
	{ BPF_PROG_TYPE_PERF_EVENT, 0 }, { BPF_PROG_TYPE_CGROUP_SKB, 0 },
	{ BPF_PROG_TYPE_CGROUP_SOCK, 0 }, { BPF_PROG_TYPE_LWT_IN, 0 },
	{ BPF_PROG_TYPE_LWT_OUT, 0 }, { BPF_PROG_TYPE_LWT_XMIT, 0 },
	{ BPF_PROG_TYPE_SOCK_OPS, 0 }, { BPF_PROG_TYPE_SK_SKB, 0 },
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 0 }, { BPF_PROG_TYPE_SK_MSG, 0 },
	{ BPF_PROG_TYPE_RAW_TRACEPOINT, 0 },
	{ BPF_PROG_TYPE_CGROUP_SOCK_ADDR, BPF_CGROUP_INET4_CONNECT },
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 0 }, { BPF_PROG_TYPE_SK_REUSEPORT, 0 },
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 0 }, { BPF_PROG_TYPE_CGROUP_SYSCTL, 0 },
	{ BPF_PROG_TYPE_RAW_TRACEPOINT_WRITABLE, 0 },
	{ BPF_PROG_TYPE_CGROUP_SOCKOPT, BPF_CGROUP_GETSOCKOPT },
	{ BPF_PROG_TYPE_SK_LOOKUP, BPF_SK_LOOKUP },
};

static char log_buf[65536];

/* 1: the type has helper @id (0: a plain program loads), 0: it lacks it,
 * -1: the type itself does not load here */
static int probe(size_t t, int id)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_JMP | BPF_CALL, .imm = id },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, o, .log_buf = log_buf, .log_size = sizeof(log_buf),
		    .log_level = 1, .expected_attach_type = types[t].attach);
	int fd;

	log_buf[0] = '\0';
	fd = bpf_prog_load(types[t].type, NULL, "GPL", id ? insns : insns + 1, id ? 3 : 2, &o);
	if (fd >= 0) {
		close(fd);
		return 1;
	}
	if (!id)
		return -1;
	if (strstr(log_buf, "unknown func") || strstr(log_buf, "invalid func") ||
	    strstr(log_buf, "cannot use helper"))
		return 0;
	if (getenv("HELPERTYPES_DEBUG"))
		fprintf(stderr, "%u %d: %.200s\n", types[t].type, id, log_buf);
	return 1;
}

int main(int argc, char **argv)
{
	unsigned int kver = 0, nr = 0, agree = 0, types_nr = 0;
	int a = 1, id, max;
	size_t t;

	if (argc > 2 && !strcmp(argv[1], "-c")) {
		if (bpflint_kernel_parse(argv[2], &kver)) {
			fprintf(stderr, "helpertypes: bad kernel %s\n", argv[2]);
			return 2;
		}
		a = 3;
	}
	max = argc > a ? atoi(argv[a]) : 211;
	libbpf_set_print(NULL);
	if (probe(2, 0) < 0 && (errno == EPERM || errno == ENOSYS)) {
		printf("helpertypes: BPF unavailable (%s)\n", strerror(errno));
		return 77;
	}
	for (t = 0; t < sizeof(types) / sizeof(types[0]); t++) {
		const struct lint_kfeat *pt = lint_kernel_prog_type(types[t].type);

		if (!pt || (kver && !lint_kernel_helper_types_modelled(types[t].type)) ||
		    probe(t, 0) < 0)
			continue;
		types_nr++;
		for (id = 1; id <= max; id++) {
			const struct lint_kfeat *h = lint_kernel_helper(id);
			unsigned int tver = h ? lint_kernel_helper_type_ver(types[t].type, id) : 0;
			int k = probe(t, id), p;
			char b1[16], b2[16];

			if (!kver) {
				printf("%s %d %s %d\n", pt->name, id, h ? h->name : "?", k);
				continue;
			}
			if (!h)
				continue;
			nr++;
			p = h->ver <= kver && tver <= kver;
			if (p == k) {
				agree++;
				continue;
			}
			printf("%s %s kernel=%d table=%d (helper %s, type %s)\n", pt->name, h->name, k, p,
			       bpflint_kernel_name(h->ver, b1, sizeof(b1)),
			       tver == LINT_KVER_NEVER ? "never" :
			       bpflint_kernel_name(tver > h->ver ? tver : h->ver, b2, sizeof(b2)));
		}
	}
	if (!kver)
		return 0;
	printf("helpertypes: kernel %s: %u program types, %u (type, helper) pairs, %u agree, %u disagree\n",
	       argv[2], types_nr, nr, agree, nr - agree);
	return nr == agree ? 0 : 1;
}
