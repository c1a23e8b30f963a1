// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * What libbpf 1.1 knows about program sections, and which helpers the
 * kernel reserves for GPL-compatible programs.
 */
#include <string.h>

#include "lint/model/lint_progs.h"

/*
 * libbpf v1.1.2 section_defs[] (find_sec_def): "x+" matches "x" and "x/...",
 * "x/" is a prefix, anything else must match exactly. Kept as data so a
 * newer table can be dropped in; see libbpf-acceptance-spec.md §1.6.
 */
static const char *const libbpf11_sec_defs[] = {
	"socket", "sk_reuseport/migrate", "sk_reuseport",
	"kprobe+", "uprobe+", "uprobe.s+", "kretprobe+", "uretprobe+",
	"uretprobe.s+", "kprobe.multi+", "kretprobe.multi+", "ksyscall+",
	"kretsyscall+", "usdt+", "tc", "classifier", "action",
	"tracepoint+", "tp+", "raw_tracepoint+", "raw_tp+",
	"raw_tracepoint.w+", "raw_tp.w+", "tp_btf+", "fentry+", "fmod_ret+",
	"fexit+", "fentry.s+", "fmod_ret.s+", "fexit.s+", "freplace+",
	"lsm+", "lsm.s+", "lsm_cgroup+", "iter+", "iter.s+", "syscall",
	"xdp.frags/devmap", "xdp/devmap", "xdp.frags/cpumap", "xdp/cpumap",
	"xdp.frags", "xdp", "perf_event", "lwt_in", "lwt_out", "lwt_xmit",
	"lwt_seg6local", "sockops", "sk_skb/stream_parser",
	"sk_skb/stream_verdict", "sk_skb", "sk_msg", "lirc_mode2",
	"flow_dissector", "cgroup_skb/ingress", "cgroup_skb/egress",
	"cgroup/skb", "cgroup/sock_create", "cgroup/sock_release",
	"cgroup/sock", "cgroup/post_bind4", "cgroup/post_bind6",
	"cgroup/bind4", "cgroup/bind6", "cgroup/connect4", "cgroup/connect6",
	"cgroup/sendmsg4", "cgroup/sendmsg6", "cgroup/recvmsg4",
	"cgroup/recvmsg6", "cgroup/getpeername4", "cgroup/getpeername6",
	"cgroup/getsockname4", "cgroup/getsockname6", "cgroup/sysctl",
	"cgroup/getsockopt", "cgroup/setsockopt", "cgroup/dev",
	"struct_ops+", "sk_lookup",
};

static bool sec_def_matches(const char *pat, const char *sec)
{
	size_t len = strlen(pat);

	if (pat[len - 1] == '/')
		return !strncmp(sec, pat, len);
	if (pat[len - 1] == '+') {
		len--;
		return !strncmp(sec, pat, len) && (!sec[len] || sec[len] == '/');
	}
	return !strcmp(sec, pat);
}

bool lint_libbpf11_knows_section(const char *sec)
{
	size_t i;

	if (sec[0] == '?')
		sec++;
	for (i = 0; i < sizeof(libbpf11_sec_defs) / sizeof(libbpf11_sec_defs[0]); i++)
		if (sec_def_matches(libbpf11_sec_defs[i], sec))
			return true;
	return false;
}

/*
 * Section stems that libbpf releases after 1.1 added (v1.7.0's
 * section_defs[]: tcx/, netkit/, netfilter, the multi and session probes).
 */
static const char *const libbpf_newer_stems[] = {
	"kprobe.session", "uprobe.multi", "uretprobe.multi", "uprobe.session",
	"uprobe.multi.s", "uretprobe.multi.s", "uprobe.session.s", "usdt.s",
	"tcx", "netkit", "tracepoint.s", "tp.s", "raw_tracepoint.s", "raw_tp.s",
	"tp_btf.s", "fsession", "fsession.s", "fsession.multi",
	"fsession.multi.s", "fentry.multi", "fexit.multi", "fentry.multi.s",
	"fexit.multi.s", "struct_ops.s", "netfilter",
};

/* Is @stem (@len bytes) what section definition @pat has before '/' or '+'? */
static bool stem_matches(const char *pat, const char *stem, size_t len)
{
	size_t n = strcspn(pat, "/+");

	return n == len && !strncmp(pat, stem, len);
}

bool lint_prog_type_stem(const char *sec, size_t len)
{
	size_t i;

	if (sec[0] == '?') {
		sec++;
		len--;
	}
	for (i = 0; i < sizeof(libbpf11_sec_defs) / sizeof(libbpf11_sec_defs[0]); i++)
		if (stem_matches(libbpf11_sec_defs[i], sec, len))
			return true;
	for (i = 0; i < sizeof(libbpf_newer_stems) / sizeof(libbpf_newer_stems[0]); i++)
		if (stem_matches(libbpf_newer_stems[i], sec, len))
			return true;
	return false;
}

/*
 * Helpers whose bpf_func_proto has .gpl_only = true (kernel/bpf/helpers.c,
 * kernel/trace/bpf_trace.c, net/core/filter.c), checked against a running
 * 6.18 kernel by tests/tools/gplprobe.c (tests/e2e/lint/lint_gpl_helpers.sh);
 * the entries that kernel could not probe (no program type it tried offers
 * them, or lockdown hides them) come from the kernel sources. The verifier refuses them
 * with "cannot call GPL-restricted function from non-GPL compatible
 * program" unless the license is GPL-compatible.
 */
static const struct {
	uint32_t id;
	const char *name;
} gpl_helpers[] = {
	{ 4, "bpf_probe_read" },
	{ 6, "bpf_trace_printk" },
	{ 22, "bpf_perf_event_read" },
	{ 25, "bpf_perf_event_output" },
	{ 27, "bpf_get_stackid" },
	{ 35, "bpf_get_current_task" },
	{ 36, "bpf_probe_write_user" },
	{ 45, "bpf_probe_read_str" },
	{ 55, "bpf_perf_event_read_value" },
	{ 56, "bpf_perf_prog_read_value" },
	{ 58, "bpf_override_return" },
	{ 67, "bpf_get_stack" },
	{ 69, "bpf_fib_lookup" },
	{ 100, "bpf_tcp_check_syncookie" },
	{ 110, "bpf_tcp_gen_syncookie" },
	{ 111, "bpf_skb_output" },
	{ 112, "bpf_probe_read_user" },
	{ 113, "bpf_probe_read_kernel" },
	{ 114, "bpf_probe_read_user_str" },
	{ 115, "bpf_probe_read_kernel_str" },
	{ 119, "bpf_read_branch_records" },
	{ 121, "bpf_xdp_output" },
	{ 126, "bpf_seq_printf" },
	{ 127, "bpf_seq_write" },
	{ 150, "bpf_seq_printf_btf" },
	{ 158, "bpf_get_current_task_btf" },
	{ 163, "bpf_check_mtu" },
	{ 165, "bpf_snprintf" },
	{ 169, "bpf_timer_init" },
	{ 170, "bpf_timer_set_callback" },
	{ 171, "bpf_timer_start" },
	{ 172, "bpf_timer_cancel" },
	{ 173, "bpf_get_func_ip" },
	{ 175, "bpf_task_pt_regs" },
	{ 176, "bpf_get_branch_snapshot" },
	{ 177, "bpf_trace_vprintk" },
	{ 191, "bpf_copy_from_user_task" },
	{ 204, "bpf_tcp_raw_gen_syncookie_ipv4" },
	{ 205, "bpf_tcp_raw_gen_syncookie_ipv6" },
	{ 206, "bpf_tcp_raw_check_syncookie_ipv4" },
	{ 207, "bpf_tcp_raw_check_syncookie_ipv6" },
};

/* 1 and the helper's name when @id is GPL-only, else 0. */
int lint_gpl_only_helper(uint32_t id, const char **name)
{
	size_t i;

	for (i = 0; i < sizeof(gpl_helpers) / sizeof(gpl_helpers[0]); i++) {
		if (gpl_helpers[i].id == id) {
			*name = gpl_helpers[i].name;
			return 1;
		}
	}
	return 0;
}
