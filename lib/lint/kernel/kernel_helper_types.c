// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Which program types got a helper later than its first release, or never
 * have it: the per-(program type, helper) rows of the kernel minimum
 * (kernel_data.h). Modelled: the program types tc and ip load
 * (socket_filter, sched_cls, sched_act, xdp, lwt_in, lwt_out, lwt_xmit,
 * lwt_seg6local), then the other networking types whose helpers depend
 * on neither the expected attach type nor kernel config (cgroup_skb,
 * sock_ops, sk_skb, cgroup_device, sk_msg, sk_reuseport, flow_dissector,
 * cgroup_sysctl, sk_lookup). For the others (cgroup_sock, cgroup_sock_addr
 * and cgroup_sockopt, whose helpers depend on the attach type; the tracing
 * types, whose depend on config and lockdown) a helper counts from its
 * first release.
 *
 * The rows were written by tests/lib/gen_helper_types.py from two kinds of
 * source, each row naming its own:
 * - the helpers each type's func_proto gives on the kernel matrix, probed
 *   by tests/tools/helpertypes (the verifier's "unknown func" / "program of
 *   this type cannot use helper" against any other outcome) in Debian's
 *   5.10.0-32, 6.1.0-50, 6.12.117 and 7.2.13 kernels and the 6.18 host
 *   kernel. A type that lacks a helper on a matrix kernel at least as new
 *   as the helper's release got it later: the row gives the first matrix
 *   kernel that has it, the oldest release known to have it; a mainline
 *   release between the two matrix kernels may have had it already (the
 *   source says "not pinned"), so the minimum errs on the old side of
 *   nothing: it never calls a kernel new enough that lacks the helper. A
 *   type no matrix kernel gives the helper never has it, up to 7.2.
 * - kernel commits (their bpf-next pull requests on netdev@/bpf@, read
 *   through the mailing list archives), which pin the release between two
 *   matrix kernels (the script stops when a pin falls outside the probes'
 *   bracket) and below 5.10, where the matrix cannot see. Three rows stay
 *   unpinned (bpf_get_netns_cookie for socket_filter and tc: between 6.13
 *   and 6.18, the oldest kernel measured to have it).
 * tests/e2e/lint/lint_helper_types.sh probes the matrix again and compares.
 * Not modelled: helpers offered by attach type (cgroup_sock_addr's bind,
 * tracing's attach targets), and helpers the kernel offers a type but whose
 * program cannot use them (bpf_copy_from_user in a non-sleepable program:
 * the verifier refuses it later, with another message).
 */
#include <stdlib.h>
#include <linux/bpf.h>

#include "lint/kernel/kernel_data.h"

#define KV(maj, min) BPFLINT_KERNEL_VER(maj, min)
#define NEVER LINT_KVER_NEVER

#define SRC_NEVER "not in the type's func_proto on any matrix kernel up to Debian 7.2.13 (probed by tests/tools/helpertypes)"
#define SRC_5_10_6_1 "Debian 5.10.0-32 lacks it for this type, Debian 6.1.0-50 has it (probed); not pinned between 5.11 and 6.1"
#define SRC_6_1_6_12 "Debian 6.1.0-50 lacks it for this type, Debian 6.12.117 has it (probed); not pinned between 6.2 and 6.12"
#define SRC_6_12_6_18 "Debian 6.12.117 lacks it for this type, the 6.18 host kernel and Debian 7.2.13 have it (probed); not pinned between 6.13 and 6.18"
#define SRC_SKC "1df8f55a37bd \"bpf: Enable bpf_skc_to_* sock casting helper to networking prog type\" (v4 posted 2020-09-24, in linux-next 2020-09-28: 5.10); the helpers are tracing-only in 5.9; Debian 5.10.0-32 has them (probed)"
#define SRC_STRTOL "8a67f2de9b1d \"bpf: expose bpf_strtol and bpf_strtoul to all program types\" (a bpf-next commit in the bpf pull request of 2022-10-03, for the 6.1 merge window); Debian 5.10 lacks it for this type, 6.1 has it (probed)"
#define SRC_CGROUP_ID "c501bf55c88b \"bpf: Make bpf_get_current_[ancestor_]cgroup_id() available for all program types\" (bpf-next pull request of 2023-03-06, after net-next-6.3: 6.4); Debian 6.1 lacks it for this type, 6.12 has it (probed)"
#define SRC_PID_TGID "eb166e522c77 \"bpf: Allow helper bpf_get_[ns_]current_pid_tgid() for all prog types\" (bpf-next pull request of 2024-03-25, after net-next-6.9: 6.10; not in 6.6-stable); Debian 6.1 lacks it for this type, 6.12 has it (probed)"
#define SRC_TRACE_ALL "ee971630f20f \"bpf: Allow some trace helpers for all prog types\" (v3 posted and applied to bpf-next 2025-05-06, after 6.15-rc1; its fix went to the bpf tree in June 2025: 6.16); Debian 6.12 lacks it for this type, the 6.18 host kernel and Debian 7.2 have it (probed)"
#define SRC_PERF_VALUE "ae0a457f5d33 put it in bpf_base_func_proto (in bpf-next by 2025-03-20; the context of ee971630f20f, 6.16, has it): 6.16 at the latest, not pinned between 6.15 and 6.16; Debian 6.12 lacks it for this type, the 6.18 host kernel has it (probed)"
#define SRC_TASK_PROBE "\"bpf: Extend bpf_base_func_proto helpers with probe_* and *current_task*\" (John Fastabend; bpf-next pull request of 2020-06-01, with BPF_XDP_DEVMAP and the ring buffer: 5.8), under perfmon_capable(); Debian 5.10 has it (probed)"
#define SRC_ECN_TC "tc_cls_act_func_proto has it in the context lines of \"bpf: add bpf_tcp_gen_syncookie helper\" (5.3); not pinned between 5.1 (cgroup_skb, f7c917ba11a6) and 5.3"

static const struct lint_khtype {
	uint32_t ptype, helper;
	struct lint_kfeat f;
} rows[] = {
	{ BPF_PROG_TYPE_SOCKET_FILTER, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 17, { 17, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 122, { 122, NULL, KV(6, 18), SRC_6_12_6_18 } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SOCKET_FILTER, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SCHED_CLS, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_SCHED_CLS, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_SCHED_CLS, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_SCHED_CLS, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_SCHED_CLS, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_SCHED_CLS, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_SCHED_CLS, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_SCHED_CLS, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_SCHED_CLS, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_SCHED_CLS, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_SCHED_CLS, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_SCHED_CLS, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_SCHED_CLS, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_SCHED_CLS, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_SCHED_CLS, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_SCHED_CLS, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_SCHED_CLS, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_SCHED_CLS, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_SCHED_CLS, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_SCHED_CLS, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_SCHED_CLS, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_SCHED_CLS, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_SCHED_CLS, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_SCHED_CLS, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_SCHED_CLS, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_SCHED_CLS, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_SCHED_CLS, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_SCHED_CLS, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_SCHED_CLS, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_SCHED_CLS, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_SCHED_CLS, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_SCHED_CLS, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_SCHED_CLS, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_SCHED_CLS, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_SCHED_CLS, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_SCHED_CLS, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_SCHED_CLS, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_SCHED_CLS, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_SCHED_CLS, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_SCHED_CLS, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_SCHED_CLS, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_SCHED_CLS, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_SCHED_CLS, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_SCHED_CLS, 97, { 97, NULL, KV(5, 3), SRC_ECN_TC } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_SCHED_CLS, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_SCHED_CLS, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_SCHED_CLS, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_SCHED_CLS, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_SCHED_CLS, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_SCHED_CLS, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_SCHED_CLS, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_SCHED_CLS, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_SCHED_CLS, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_SCHED_CLS, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_SCHED_CLS, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_SCHED_CLS, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_SCHED_CLS, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_SCHED_CLS, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_SCHED_CLS, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_SCHED_CLS, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_SCHED_CLS, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_SCHED_CLS, 122, { 122, NULL, KV(6, 18), SRC_6_12_6_18 } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_SCHED_CLS, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SCHED_CLS, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_SCHED_CLS, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_SCHED_CLS, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_SCHED_CLS, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SCHED_CLS, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_SCHED_CLS, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_SCHED_CLS, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_SCHED_CLS, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_SCHED_CLS, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_SCHED_CLS, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_SCHED_CLS, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_SCHED_CLS, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_SCHED_CLS, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_SCHED_CLS, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_SCHED_CLS, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_SCHED_CLS, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_SCHED_CLS, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_SCHED_CLS, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_SCHED_CLS, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_SCHED_CLS, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_SCHED_CLS, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_SCHED_CLS, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_SCHED_CLS, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_SCHED_CLS, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_SCHED_CLS, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_SCHED_CLS, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_SCHED_CLS, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_SCHED_CLS, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_SCHED_CLS, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_SCHED_CLS, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_SCHED_CLS, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_SCHED_CLS, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_SCHED_CLS, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_SCHED_CLS, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_SCHED_CLS, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_SCHED_CLS, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_SCHED_CLS, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_SCHED_CLS, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_SCHED_CLS, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_SCHED_CLS, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_SCHED_CLS, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_SCHED_ACT, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_SCHED_ACT, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_SCHED_ACT, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_SCHED_ACT, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_SCHED_ACT, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_SCHED_ACT, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_SCHED_ACT, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_SCHED_ACT, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_SCHED_ACT, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_SCHED_ACT, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_SCHED_ACT, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_SCHED_ACT, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_SCHED_ACT, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_SCHED_ACT, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_SCHED_ACT, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_SCHED_ACT, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_SCHED_ACT, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_SCHED_ACT, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_SCHED_ACT, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_SCHED_ACT, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_SCHED_ACT, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_SCHED_ACT, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_SCHED_ACT, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_SCHED_ACT, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_SCHED_ACT, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_SCHED_ACT, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_SCHED_ACT, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_SCHED_ACT, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_SCHED_ACT, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_SCHED_ACT, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_SCHED_ACT, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_SCHED_ACT, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_SCHED_ACT, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_SCHED_ACT, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_SCHED_ACT, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_SCHED_ACT, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_SCHED_ACT, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_SCHED_ACT, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_SCHED_ACT, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_SCHED_ACT, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_SCHED_ACT, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_SCHED_ACT, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_SCHED_ACT, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_SCHED_ACT, 97, { 97, NULL, KV(5, 3), SRC_ECN_TC } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_SCHED_ACT, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_SCHED_ACT, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_SCHED_ACT, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_SCHED_ACT, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_SCHED_ACT, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_SCHED_ACT, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_SCHED_ACT, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_SCHED_ACT, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_SCHED_ACT, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_SCHED_ACT, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_SCHED_ACT, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_SCHED_ACT, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_SCHED_ACT, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_SCHED_ACT, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_SCHED_ACT, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_SCHED_ACT, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_SCHED_ACT, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_SCHED_ACT, 122, { 122, NULL, KV(6, 18), SRC_6_12_6_18 } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_SCHED_ACT, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SCHED_ACT, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_SCHED_ACT, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_SCHED_ACT, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_SCHED_ACT, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SCHED_ACT, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_SCHED_ACT, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_SCHED_ACT, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_SCHED_ACT, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_SCHED_ACT, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_SCHED_ACT, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_SCHED_ACT, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_SCHED_ACT, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_SCHED_ACT, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_SCHED_ACT, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_SCHED_ACT, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_SCHED_ACT, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_SCHED_ACT, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_SCHED_ACT, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_SCHED_ACT, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_SCHED_ACT, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_SCHED_ACT, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_SCHED_ACT, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_SCHED_ACT, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_SCHED_ACT, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_SCHED_ACT, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_SCHED_ACT, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_SCHED_ACT, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_SCHED_ACT, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_SCHED_ACT, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_SCHED_ACT, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_SCHED_ACT, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_SCHED_ACT, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_SCHED_ACT, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_SCHED_ACT, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_SCHED_ACT, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_SCHED_ACT, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_SCHED_ACT, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_SCHED_ACT, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_SCHED_ACT, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_SCHED_ACT, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_SCHED_ACT, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_XDP, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_XDP, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_XDP, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_XDP, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_XDP, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_XDP, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_XDP, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_XDP, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_XDP, 17, { 17, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_XDP, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_XDP, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_XDP, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_XDP, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_XDP, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_XDP, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_XDP, 26, { 26, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes */
	{ BPF_PROG_TYPE_XDP, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_XDP, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_XDP, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_XDP, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_XDP, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_XDP, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_XDP, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_XDP, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_XDP, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_XDP, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_XDP, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_XDP, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_XDP, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_XDP, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_XDP, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_XDP, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_XDP, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_XDP, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_XDP, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_XDP, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_XDP, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_XDP, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_XDP, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_XDP, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_XDP, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_XDP, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_XDP, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_XDP, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_XDP, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_XDP, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_XDP, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_XDP, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_XDP, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_XDP, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_XDP, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_XDP, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_XDP, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_XDP, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_XDP, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_XDP, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_XDP, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_XDP, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_XDP, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_XDP, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_XDP, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_XDP, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_XDP, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_XDP, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_XDP, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_XDP, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_XDP, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_XDP, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_XDP, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_XDP, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_XDP, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_XDP, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_XDP, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_XDP, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_XDP, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_XDP, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_XDP, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_XDP, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_XDP, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_XDP, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_XDP, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_XDP, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_XDP, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_XDP, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_XDP, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_XDP, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_XDP, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_XDP, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_XDP, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_XDP, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_XDP, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_XDP, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_XDP, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_XDP, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_XDP, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_XDP, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_XDP, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_XDP, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_XDP, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_XDP, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_XDP, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_XDP, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_XDP, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_XDP, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_XDP, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_XDP, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_XDP, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_XDP, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_XDP, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_XDP, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_XDP, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_XDP, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_XDP, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_XDP, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_XDP, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_XDP, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_XDP, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_XDP, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_XDP, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_XDP, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_XDP, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_XDP, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_XDP, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_XDP, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_XDP, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_XDP, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_XDP, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_XDP, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_XDP, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_XDP, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_XDP, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_XDP, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_XDP, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_XDP, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_XDP, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_XDP, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_XDP, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_XDP, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_CGROUP_SKB, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_CGROUP_SKB, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_SKB, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_CGROUP_SKB, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_CGROUP_SKB, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_CGROUP_SKB, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_CGROUP_SKB, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_CGROUP_SKB, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_CGROUP_SKB, 17, { 17, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_CGROUP_SKB, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_CGROUP_SKB, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_CGROUP_SKB, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_CGROUP_SKB, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_CGROUP_SKB, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_CGROUP_SKB, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_CGROUP_SKB, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_CGROUP_SKB, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_CGROUP_SKB, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_CGROUP_SKB, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_CGROUP_SKB, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_CGROUP_SKB, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_CGROUP_SKB, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_CGROUP_SKB, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_CGROUP_SKB, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_CGROUP_SKB, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_CGROUP_SKB, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_CGROUP_SKB, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_CGROUP_SKB, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_CGROUP_SKB, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_CGROUP_SKB, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_CGROUP_SKB, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_CGROUP_SKB, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_CGROUP_SKB, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_CGROUP_SKB, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_CGROUP_SKB, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_CGROUP_SKB, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_CGROUP_SKB, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_CGROUP_SKB, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_SKB, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_SKB, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_CGROUP_SKB, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_CGROUP_SKB, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_CGROUP_SKB, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_CGROUP_SKB, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_CGROUP_SKB, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_CGROUP_SKB, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_CGROUP_SKB, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_SKB, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_CGROUP_SKB, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_CGROUP_SKB, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_CGROUP_SKB, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_CGROUP_SKB, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_CGROUP_SKB, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_CGROUP_SKB, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_CGROUP_SKB, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_CGROUP_SKB, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_CGROUP_SKB, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_CGROUP_SKB, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_CGROUP_SKB, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_CGROUP_SKB, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_SKB, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_CGROUP_SKB, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_CGROUP_SKB, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_CGROUP_SKB, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_CGROUP_SKB, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_SKB, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_CGROUP_SKB, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_CGROUP_SKB, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_CGROUP_SKB, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_CGROUP_SKB, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_CGROUP_SKB, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_CGROUP_SKB, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_CGROUP_SKB, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_CGROUP_SKB, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_CGROUP_SKB, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_CGROUP_SKB, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_CGROUP_SKB, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_CGROUP_SKB, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_CGROUP_SKB, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_CGROUP_SKB, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_CGROUP_SKB, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_CGROUP_SKB, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_CGROUP_SKB, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_CGROUP_SKB, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_CGROUP_SKB, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_CGROUP_SKB, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_CGROUP_SKB, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_CGROUP_SKB, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_CGROUP_SKB, 122, { 122, NULL, KV(6, 18), SRC_6_12_6_18 } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_CGROUP_SKB, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_SKB, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_CGROUP_SKB, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_CGROUP_SKB, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_CGROUP_SKB, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_CGROUP_SKB, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_CGROUP_SKB, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_CGROUP_SKB, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_CGROUP_SKB, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_CGROUP_SKB, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_CGROUP_SKB, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_CGROUP_SKB, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_SKB, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_SKB, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_SKB, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_CGROUP_SKB, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_CGROUP_SKB, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_CGROUP_SKB, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_CGROUP_SKB, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_CGROUP_SKB, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_CGROUP_SKB, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_CGROUP_SKB, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_CGROUP_SKB, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_CGROUP_SKB, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_CGROUP_SKB, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_CGROUP_SKB, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_CGROUP_SKB, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_CGROUP_SKB, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_CGROUP_SKB, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_CGROUP_SKB, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_CGROUP_SKB, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_CGROUP_SKB, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_CGROUP_SKB, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_CGROUP_SKB, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_CGROUP_SKB, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_CGROUP_SKB, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_CGROUP_SKB, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_CGROUP_SKB, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_CGROUP_SKB, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_CGROUP_SKB, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_CGROUP_SKB, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_CGROUP_SKB, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_CGROUP_SKB, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_CGROUP_SKB, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_SKB, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_CGROUP_SKB, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_CGROUP_SKB, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_CGROUP_SKB, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_CGROUP_SKB, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_CGROUP_SKB, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_CGROUP_SKB, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_LWT_IN, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_LWT_IN, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_LWT_IN, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_LWT_IN, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_LWT_IN, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_LWT_IN, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_LWT_IN, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_LWT_IN, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_LWT_IN, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_LWT_IN, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_LWT_IN, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_LWT_IN, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_LWT_IN, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_LWT_IN, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_LWT_IN, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_LWT_IN, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_LWT_IN, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_LWT_IN, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_LWT_IN, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_LWT_IN, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_LWT_IN, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_LWT_IN, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_LWT_IN, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_LWT_IN, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_LWT_IN, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_LWT_IN, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_LWT_IN, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_LWT_IN, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_LWT_IN, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_LWT_IN, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_LWT_IN, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_LWT_IN, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_LWT_IN, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_LWT_IN, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_LWT_IN, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_LWT_IN, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_LWT_IN, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_LWT_IN, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_LWT_IN, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_LWT_IN, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_LWT_IN, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_LWT_IN, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_LWT_IN, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_LWT_IN, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_LWT_IN, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_LWT_IN, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_LWT_IN, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_LWT_IN, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_LWT_IN, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_LWT_IN, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_LWT_IN, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_LWT_IN, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_LWT_IN, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_LWT_IN, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_LWT_IN, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_LWT_IN, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_LWT_IN, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_LWT_IN, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_LWT_IN, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_LWT_IN, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_LWT_IN, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_LWT_IN, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_LWT_IN, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_LWT_IN, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_LWT_IN, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_IN, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_LWT_IN, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_LWT_IN, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_LWT_IN, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_LWT_IN, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_LWT_IN, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_LWT_IN, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_LWT_IN, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_LWT_IN, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_LWT_IN, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_LWT_IN, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_LWT_IN, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_LWT_IN, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_LWT_IN, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_LWT_IN, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_LWT_IN, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_LWT_IN, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_LWT_IN, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_LWT_IN, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_LWT_IN, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_LWT_IN, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_LWT_IN, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_LWT_IN, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_LWT_IN, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_LWT_IN, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_LWT_IN, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_LWT_IN, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_LWT_IN, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_LWT_IN, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_LWT_IN, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_LWT_IN, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_LWT_IN, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_LWT_IN, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_LWT_IN, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_IN, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_LWT_IN, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_LWT_IN, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_LWT_IN, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_LWT_IN, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_IN, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_LWT_IN, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_LWT_IN, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_LWT_IN, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_LWT_IN, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_LWT_IN, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_LWT_IN, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_LWT_IN, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_LWT_IN, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_LWT_IN, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_LWT_IN, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_LWT_IN, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_LWT_IN, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_LWT_IN, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_LWT_IN, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_LWT_IN, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_LWT_IN, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_LWT_IN, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_LWT_IN, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_LWT_IN, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_LWT_IN, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_LWT_IN, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_LWT_IN, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_LWT_IN, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_LWT_IN, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_LWT_IN, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_LWT_IN, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_LWT_IN, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_LWT_IN, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_LWT_IN, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_LWT_IN, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_LWT_IN, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_LWT_IN, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_LWT_IN, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_LWT_IN, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_LWT_IN, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_LWT_IN, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_LWT_IN, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_LWT_IN, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_LWT_IN, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_LWT_IN, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_LWT_IN, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_LWT_IN, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_LWT_IN, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_LWT_IN, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_LWT_IN, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_LWT_IN, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_LWT_OUT, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_LWT_OUT, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_LWT_OUT, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_LWT_OUT, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_LWT_OUT, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_LWT_OUT, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_LWT_OUT, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_LWT_OUT, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_LWT_OUT, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_LWT_OUT, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_LWT_OUT, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_LWT_OUT, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_LWT_OUT, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_LWT_OUT, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_LWT_OUT, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_LWT_OUT, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_LWT_OUT, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_LWT_OUT, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_LWT_OUT, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_LWT_OUT, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_LWT_OUT, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_LWT_OUT, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_LWT_OUT, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_LWT_OUT, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_LWT_OUT, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_LWT_OUT, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_LWT_OUT, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_LWT_OUT, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_LWT_OUT, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_LWT_OUT, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_LWT_OUT, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_LWT_OUT, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_LWT_OUT, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_LWT_OUT, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_LWT_OUT, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_LWT_OUT, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_LWT_OUT, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_LWT_OUT, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_LWT_OUT, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_LWT_OUT, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_LWT_OUT, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_LWT_OUT, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_LWT_OUT, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_LWT_OUT, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_LWT_OUT, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_LWT_OUT, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_LWT_OUT, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_LWT_OUT, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_LWT_OUT, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_LWT_OUT, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_LWT_OUT, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_LWT_OUT, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_LWT_OUT, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_LWT_OUT, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_LWT_OUT, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_LWT_OUT, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_LWT_OUT, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_LWT_OUT, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_LWT_OUT, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_LWT_OUT, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_LWT_OUT, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_LWT_OUT, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_LWT_OUT, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_LWT_OUT, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_LWT_OUT, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_LWT_OUT, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_OUT, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_LWT_OUT, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_LWT_OUT, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_LWT_OUT, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_LWT_OUT, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_LWT_OUT, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_LWT_OUT, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_LWT_OUT, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_LWT_OUT, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_LWT_OUT, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_LWT_OUT, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_LWT_OUT, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_LWT_OUT, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_LWT_OUT, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_LWT_OUT, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_LWT_OUT, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_LWT_OUT, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_LWT_OUT, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_LWT_OUT, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_LWT_OUT, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_LWT_OUT, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_LWT_OUT, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_LWT_OUT, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_LWT_OUT, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_LWT_OUT, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_LWT_OUT, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_LWT_OUT, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_LWT_OUT, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_LWT_OUT, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_LWT_OUT, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_LWT_OUT, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_LWT_OUT, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_LWT_OUT, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_LWT_OUT, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_OUT, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_LWT_OUT, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_LWT_OUT, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_LWT_OUT, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_LWT_OUT, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_OUT, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_LWT_OUT, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_LWT_OUT, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_LWT_OUT, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_LWT_OUT, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_LWT_OUT, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_LWT_OUT, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_LWT_OUT, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_LWT_OUT, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_LWT_OUT, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_LWT_OUT, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_LWT_OUT, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_LWT_OUT, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_LWT_OUT, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_LWT_OUT, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_LWT_OUT, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_LWT_OUT, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_LWT_OUT, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_LWT_OUT, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_LWT_OUT, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_LWT_OUT, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_LWT_OUT, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_LWT_OUT, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_LWT_OUT, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_LWT_OUT, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_LWT_OUT, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_LWT_OUT, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_LWT_OUT, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_LWT_OUT, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_LWT_OUT, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_LWT_OUT, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_LWT_OUT, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_LWT_OUT, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_LWT_OUT, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_LWT_OUT, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_LWT_OUT, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_LWT_OUT, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_LWT_OUT, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_LWT_OUT, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_LWT_OUT, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_LWT_OUT, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_LWT_OUT, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_LWT_OUT, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_LWT_OUT, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_LWT_OUT, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_LWT_OUT, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_LWT_OUT, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_LWT_XMIT, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_LWT_XMIT, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_LWT_XMIT, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_LWT_XMIT, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_LWT_XMIT, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_LWT_XMIT, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_LWT_XMIT, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_LWT_XMIT, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_LWT_XMIT, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_LWT_XMIT, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_LWT_XMIT, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_LWT_XMIT, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_LWT_XMIT, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_LWT_XMIT, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_LWT_XMIT, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_LWT_XMIT, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_LWT_XMIT, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_LWT_XMIT, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_LWT_XMIT, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_LWT_XMIT, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_LWT_XMIT, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_LWT_XMIT, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_LWT_XMIT, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_LWT_XMIT, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_LWT_XMIT, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_LWT_XMIT, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_LWT_XMIT, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_LWT_XMIT, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_LWT_XMIT, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_LWT_XMIT, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_LWT_XMIT, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_LWT_XMIT, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_LWT_XMIT, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_LWT_XMIT, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_LWT_XMIT, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_LWT_XMIT, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_LWT_XMIT, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_LWT_XMIT, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_LWT_XMIT, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_LWT_XMIT, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_LWT_XMIT, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_LWT_XMIT, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_LWT_XMIT, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_LWT_XMIT, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_LWT_XMIT, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_LWT_XMIT, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_LWT_XMIT, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_LWT_XMIT, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_LWT_XMIT, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_LWT_XMIT, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_LWT_XMIT, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_LWT_XMIT, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_XMIT, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_LWT_XMIT, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_LWT_XMIT, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_LWT_XMIT, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_LWT_XMIT, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_LWT_XMIT, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_LWT_XMIT, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_LWT_XMIT, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_LWT_XMIT, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_LWT_XMIT, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_LWT_XMIT, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_LWT_XMIT, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_LWT_XMIT, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_LWT_XMIT, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_LWT_XMIT, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_LWT_XMIT, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_LWT_XMIT, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_LWT_XMIT, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_LWT_XMIT, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_LWT_XMIT, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_LWT_XMIT, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_LWT_XMIT, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_LWT_XMIT, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_LWT_XMIT, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_LWT_XMIT, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_LWT_XMIT, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_LWT_XMIT, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_LWT_XMIT, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_LWT_XMIT, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_LWT_XMIT, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_LWT_XMIT, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_LWT_XMIT, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_LWT_XMIT, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_LWT_XMIT, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_XMIT, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_LWT_XMIT, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_LWT_XMIT, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_LWT_XMIT, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_LWT_XMIT, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_XMIT, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_LWT_XMIT, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_LWT_XMIT, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_LWT_XMIT, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_LWT_XMIT, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_LWT_XMIT, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_LWT_XMIT, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_LWT_XMIT, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_LWT_XMIT, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_LWT_XMIT, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_LWT_XMIT, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_LWT_XMIT, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_LWT_XMIT, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_LWT_XMIT, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_LWT_XMIT, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_LWT_XMIT, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_LWT_XMIT, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_LWT_XMIT, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_LWT_XMIT, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_LWT_XMIT, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_LWT_XMIT, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_LWT_XMIT, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_LWT_XMIT, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_LWT_XMIT, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_LWT_XMIT, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_LWT_XMIT, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_LWT_XMIT, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_LWT_XMIT, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_LWT_XMIT, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_LWT_XMIT, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_LWT_XMIT, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_LWT_XMIT, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_LWT_XMIT, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_LWT_XMIT, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_LWT_XMIT, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_LWT_XMIT, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_LWT_XMIT, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_LWT_XMIT, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_LWT_XMIT, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_LWT_XMIT, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_LWT_XMIT, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_LWT_XMIT, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_LWT_XMIT, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_LWT_XMIT, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_LWT_XMIT, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_LWT_XMIT, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SOCK_OPS, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_SOCK_OPS, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_SOCK_OPS, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_SOCK_OPS, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_SOCK_OPS, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_SOCK_OPS, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_SOCK_OPS, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_SOCK_OPS, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_SOCK_OPS, 17, { 17, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_SOCK_OPS, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_SOCK_OPS, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_SOCK_OPS, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_SOCK_OPS, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_SOCK_OPS, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_SOCK_OPS, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_SOCK_OPS, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_SOCK_OPS, 26, { 26, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes */
	{ BPF_PROG_TYPE_SOCK_OPS, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_SOCK_OPS, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_SOCK_OPS, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_SOCK_OPS, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_SOCK_OPS, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_SOCK_OPS, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_SOCK_OPS, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_SOCK_OPS, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_SOCK_OPS, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_SOCK_OPS, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_SOCK_OPS, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_SOCK_OPS, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_SOCK_OPS, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_SOCK_OPS, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_SOCK_OPS, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_SOCK_OPS, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_SOCK_OPS, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_SOCK_OPS, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_SOCK_OPS, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_SOCK_OPS, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_SOCK_OPS, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_SOCK_OPS, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_SOCK_OPS, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_SOCK_OPS, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_SOCK_OPS, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_SOCK_OPS, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_SOCK_OPS, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_SOCK_OPS, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_SOCK_OPS, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_SOCK_OPS, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_SOCK_OPS, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_SOCK_OPS, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_SOCK_OPS, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_SOCK_OPS, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_SOCK_OPS, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_SOCK_OPS, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_SOCK_OPS, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_SOCK_OPS, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_SOCK_OPS, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_SOCK_OPS, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_SOCK_OPS, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_SOCK_OPS, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_SOCK_OPS, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_SOCK_OPS, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_SOCK_OPS, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_SOCK_OPS, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_SOCK_OPS, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_SOCK_OPS, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_SOCK_OPS, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SOCK_OPS, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_SOCK_OPS, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_SOCK_OPS, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_SOCK_OPS, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_SOCK_OPS, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_SOCK_OPS, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_SOCK_OPS, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_SOCK_OPS, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_SOCK_OPS, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_SOCK_OPS, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_SOCK_OPS, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_SOCK_OPS, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_SOCK_OPS, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_SOCK_OPS, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_SOCK_OPS, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_SOCK_OPS, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_SOCK_OPS, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_SOCK_OPS, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_SOCK_OPS, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_SOCK_OPS, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_SOCK_OPS, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_SOCK_OPS, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_SOCK_OPS, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_SOCK_OPS, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_SOCK_OPS, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_SOCK_OPS, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_SOCK_OPS, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_SOCK_OPS, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_SOCK_OPS, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_SOCK_OPS, 122, { 122, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_SOCK_OPS, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SOCK_OPS, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_SOCK_OPS, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_SOCK_OPS, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_SOCK_OPS, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_SOCK_OPS, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SOCK_OPS, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_SOCK_OPS, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_SOCK_OPS, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_SOCK_OPS, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_SOCK_OPS, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_SOCK_OPS, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_SOCK_OPS, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_SOCK_OPS, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_SOCK_OPS, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_SOCK_OPS, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_SOCK_OPS, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_SOCK_OPS, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_SOCK_OPS, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_SOCK_OPS, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_SOCK_OPS, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_SOCK_OPS, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_SOCK_OPS, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_SOCK_OPS, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_SOCK_OPS, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_SOCK_OPS, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_SOCK_OPS, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_SOCK_OPS, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_SOCK_OPS, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_SOCK_OPS, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_SOCK_OPS, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_SOCK_OPS, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_SOCK_OPS, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_SOCK_OPS, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_SOCK_OPS, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_SOCK_OPS, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_SOCK_OPS, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_SOCK_OPS, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_SOCK_OPS, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_SOCK_OPS, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_SOCK_OPS, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_SOCK_OPS, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_SOCK_OPS, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_SOCK_OPS, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_SOCK_OPS, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_SOCK_OPS, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_SOCK_OPS, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SOCK_OPS, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SOCK_OPS, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SOCK_OPS, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SK_SKB, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_SK_SKB, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_SK_SKB, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_SK_SKB, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_SK_SKB, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_SK_SKB, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_SK_SKB, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_SK_SKB, 17, { 17, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_SK_SKB, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_SK_SKB, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_SK_SKB, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_SK_SKB, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_SK_SKB, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_SK_SKB, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_SK_SKB, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_SK_SKB, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_SK_SKB, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_SK_SKB, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_SK_SKB, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_SK_SKB, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_SK_SKB, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_SK_SKB, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_SK_SKB, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_SK_SKB, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_SK_SKB, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_SK_SKB, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_SK_SKB, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_SK_SKB, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_SK_SKB, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_SK_SKB, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_SK_SKB, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_SK_SKB, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_SK_SKB, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_SK_SKB, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_SK_SKB, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_SK_SKB, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_SK_SKB, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_SK_SKB, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_SK_SKB, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_SK_SKB, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_SK_SKB, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_SK_SKB, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_SK_SKB, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_SK_SKB, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_SK_SKB, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_SK_SKB, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_SK_SKB, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_SK_SKB, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_SK_SKB, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_SK_SKB, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_SK_SKB, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_SK_SKB, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_SK_SKB, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_SK_SKB, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_SK_SKB, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_SK_SKB, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_SK_SKB, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_SK_SKB, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_SK_SKB, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_SK_SKB, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_SK_SKB, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_SK_SKB, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_SK_SKB, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_SKB, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_SK_SKB, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_SK_SKB, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_SK_SKB, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_SK_SKB, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_SK_SKB, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_SK_SKB, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_SK_SKB, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_SK_SKB, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_SK_SKB, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_SK_SKB, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_SK_SKB, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_SK_SKB, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_SK_SKB, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_SK_SKB, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_SK_SKB, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_SK_SKB, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_SK_SKB, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_SK_SKB, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_SK_SKB, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_SK_SKB, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_SK_SKB, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_SK_SKB, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_SK_SKB, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_SK_SKB, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_SK_SKB, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_SK_SKB, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_SK_SKB, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_SK_SKB, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_SK_SKB, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_SKB, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_SK_SKB, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_SK_SKB, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_SK_SKB, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_SK_SKB, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_SKB, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_SK_SKB, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_SK_SKB, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_SK_SKB, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_SK_SKB, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_SK_SKB, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_SK_SKB, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_SK_SKB, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_SK_SKB, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_SK_SKB, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_SK_SKB, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_SK_SKB, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_SK_SKB, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_SK_SKB, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_SK_SKB, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_SK_SKB, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_SK_SKB, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_SK_SKB, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_SK_SKB, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_SK_SKB, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_SK_SKB, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_SK_SKB, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_SK_SKB, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_SK_SKB, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_SK_SKB, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_SK_SKB, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_SK_SKB, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_SK_SKB, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_SK_SKB, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_SK_SKB, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_SK_SKB, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_SK_SKB, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_SK_SKB, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_SK_SKB, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_SK_SKB, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_SK_SKB, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_SK_SKB, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_SK_SKB, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_SK_SKB, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_SK_SKB, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_SK_SKB, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_SK_SKB, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_SK_SKB, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_SK_SKB, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SK_SKB, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SK_SKB, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SK_SKB, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 14, { 14, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 16, { 16, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 17, { 17, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 26, { 26, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 37, { 37, NULL, KV(6, 12), SRC_6_1_6_12 } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 123, { 123, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 136, { 136, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 137, { 137, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 138, { 138, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 139, { 139, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 140, { 140, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 160, { 160, NULL, NEVER, SRC_NEVER } },	/* bpf_ktime_get_coarse_ns */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 178, { 178, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_unix_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 196, { 196, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_mptcp_sock */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_CGROUP_DEVICE, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SK_MSG, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_SK_MSG, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_SK_MSG, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_SK_MSG, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_SK_MSG, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_SK_MSG, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_SK_MSG, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_SK_MSG, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_SK_MSG, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_SK_MSG, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_SK_MSG, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_SK_MSG, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_SK_MSG, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_SK_MSG, 26, { 26, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes */
	{ BPF_PROG_TYPE_SK_MSG, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_SK_MSG, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_SK_MSG, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_SK_MSG, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_SK_MSG, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_SK_MSG, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_SK_MSG, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_SK_MSG, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_SK_MSG, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_SK_MSG, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_SK_MSG, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_SK_MSG, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_SK_MSG, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_SK_MSG, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_SK_MSG, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_SK_MSG, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_SK_MSG, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_SK_MSG, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_SK_MSG, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_SK_MSG, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_SK_MSG, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_SK_MSG, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_SK_MSG, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_SK_MSG, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_SK_MSG, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_SK_MSG, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_SK_MSG, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_SK_MSG, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_SK_MSG, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_SK_MSG, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_SK_MSG, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_SK_MSG, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_SK_MSG, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_SK_MSG, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_SK_MSG, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_SK_MSG, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_SK_MSG, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_SK_MSG, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_SK_MSG, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_SK_MSG, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_SK_MSG, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_SK_MSG, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_SK_MSG, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_SK_MSG, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_SK_MSG, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_SK_MSG, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_SK_MSG, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_SK_MSG, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_SK_MSG, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_SK_MSG, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_MSG, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_SK_MSG, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_SK_MSG, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_SK_MSG, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_SK_MSG, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_SK_MSG, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_SK_MSG, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_SK_MSG, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_SK_MSG, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_SK_MSG, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_SK_MSG, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_SK_MSG, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_SK_MSG, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_SK_MSG, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_SK_MSG, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_SK_MSG, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_SK_MSG, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_SK_MSG, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_SK_MSG, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_SK_MSG, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_SK_MSG, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_SK_MSG, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_SK_MSG, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_SK_MSG, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_SK_MSG, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_SK_MSG, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_SK_MSG, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_SK_MSG, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_SK_MSG, 122, { 122, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_SK_MSG, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_SK_MSG, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_SK_MSG, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_SK_MSG, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_SK_MSG, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_MSG, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_SK_MSG, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_SK_MSG, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_SK_MSG, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_SK_MSG, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_SK_MSG, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_SK_MSG, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_SK_MSG, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_SK_MSG, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_SK_MSG, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_SK_MSG, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_SK_MSG, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_SK_MSG, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_SK_MSG, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_SK_MSG, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_SK_MSG, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_SK_MSG, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_SK_MSG, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_SK_MSG, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_SK_MSG, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_SK_MSG, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_SK_MSG, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_SK_MSG, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_SK_MSG, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_SK_MSG, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_SK_MSG, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_SK_MSG, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_SK_MSG, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_SK_MSG, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_SK_MSG, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_SK_MSG, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_SK_MSG, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_SK_MSG, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_SK_MSG, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_SK_MSG, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_SK_MSG, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_SK_MSG, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_SK_MSG, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_SK_MSG, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_SK_MSG, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_SK_MSG, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_SK_MSG, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_SK_MSG, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_SK_MSG, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SK_MSG, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SK_MSG, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SK_MSG, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 17, { 17, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 25, { 25, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_event_output */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 46, { 46, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 136, { 136, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 137, { 137, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 138, { 138, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 139, { 139, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 140, { 140, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 178, { 178, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_unix_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 196, { 196, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_mptcp_sock */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SK_REUSEPORT, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 17, { 17, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 25, { 25, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_event_output */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 14, { 14, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 16, { 16, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 17, { 17, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 26, { 26, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 37, { 37, NULL, KV(6, 12), SRC_6_1_6_12 } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 86, { 86, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_release */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 123, { 123, NULL, KV(6, 1), SRC_5_10_6_1 } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 124, { 124, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_assign */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 136, { 136, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 137, { 137, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 138, { 138, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 139, { 139, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 140, { 140, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 178, { 178, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_unix_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 196, { 196, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_to_mptcp_sock */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SK_LOOKUP, 4, { 4, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read */
	{ BPF_PROG_TYPE_SK_LOOKUP, 9, { 9, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_store_bytes */
	{ BPF_PROG_TYPE_SK_LOOKUP, 10, { 10, NULL, NEVER, SRC_NEVER } },	/* bpf_l3_csum_replace */
	{ BPF_PROG_TYPE_SK_LOOKUP, 11, { 11, NULL, NEVER, SRC_NEVER } },	/* bpf_l4_csum_replace */
	{ BPF_PROG_TYPE_SK_LOOKUP, 13, { 13, NULL, NEVER, SRC_NEVER } },	/* bpf_clone_redirect */
	{ BPF_PROG_TYPE_SK_LOOKUP, 14, { 14, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_current_pid_tgid */
	{ BPF_PROG_TYPE_SK_LOOKUP, 15, { 15, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_uid_gid */
	{ BPF_PROG_TYPE_SK_LOOKUP, 16, { 16, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_current_comm */
	{ BPF_PROG_TYPE_SK_LOOKUP, 17, { 17, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_cgroup_classid */
	{ BPF_PROG_TYPE_SK_LOOKUP, 18, { 18, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_push */
	{ BPF_PROG_TYPE_SK_LOOKUP, 19, { 19, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_vlan_pop */
	{ BPF_PROG_TYPE_SK_LOOKUP, 20, { 20, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_key */
	{ BPF_PROG_TYPE_SK_LOOKUP, 21, { 21, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_key */
	{ BPF_PROG_TYPE_SK_LOOKUP, 22, { 22, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_perf_event_read */
	{ BPF_PROG_TYPE_SK_LOOKUP, 23, { 23, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect */
	{ BPF_PROG_TYPE_SK_LOOKUP, 24, { 24, NULL, NEVER, SRC_NEVER } },	/* bpf_get_route_realm */
	{ BPF_PROG_TYPE_SK_LOOKUP, 26, { 26, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes */
	{ BPF_PROG_TYPE_SK_LOOKUP, 27, { 27, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stackid */
	{ BPF_PROG_TYPE_SK_LOOKUP, 28, { 28, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_diff */
	{ BPF_PROG_TYPE_SK_LOOKUP, 29, { 29, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_tunnel_opt */
	{ BPF_PROG_TYPE_SK_LOOKUP, 30, { 30, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tunnel_opt */
	{ BPF_PROG_TYPE_SK_LOOKUP, 31, { 31, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_proto */
	{ BPF_PROG_TYPE_SK_LOOKUP, 32, { 32, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_type */
	{ BPF_PROG_TYPE_SK_LOOKUP, 33, { 33, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_under_cgroup */
	{ BPF_PROG_TYPE_SK_LOOKUP, 34, { 34, NULL, NEVER, SRC_NEVER } },	/* bpf_get_hash_recalc */
	{ BPF_PROG_TYPE_SK_LOOKUP, 35, { 35, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_get_current_task */
	{ BPF_PROG_TYPE_SK_LOOKUP, 36, { 36, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_write_user */
	{ BPF_PROG_TYPE_SK_LOOKUP, 37, { 37, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_current_task_under_cgroup */
	{ BPF_PROG_TYPE_SK_LOOKUP, 38, { 38, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_tail */
	{ BPF_PROG_TYPE_SK_LOOKUP, 39, { 39, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_pull_data */
	{ BPF_PROG_TYPE_SK_LOOKUP, 40, { 40, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_update */
	{ BPF_PROG_TYPE_SK_LOOKUP, 41, { 41, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash_invalid */
	{ BPF_PROG_TYPE_SK_LOOKUP, 43, { 43, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_change_head */
	{ BPF_PROG_TYPE_SK_LOOKUP, 44, { 44, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_head */
	{ BPF_PROG_TYPE_SK_LOOKUP, 45, { 45, NULL, NEVER, SRC_NEVER } },	/* bpf_probe_read_str */
	{ BPF_PROG_TYPE_SK_LOOKUP, 46, { 46, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_cookie */
	{ BPF_PROG_TYPE_SK_LOOKUP, 47, { 47, NULL, NEVER, SRC_NEVER } },	/* bpf_get_socket_uid */
	{ BPF_PROG_TYPE_SK_LOOKUP, 48, { 48, NULL, NEVER, SRC_NEVER } },	/* bpf_set_hash */
	{ BPF_PROG_TYPE_SK_LOOKUP, 49, { 49, NULL, NEVER, SRC_NEVER } },	/* bpf_setsockopt */
	{ BPF_PROG_TYPE_SK_LOOKUP, 50, { 50, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_adjust_room */
	{ BPF_PROG_TYPE_SK_LOOKUP, 51, { 51, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_map */
	{ BPF_PROG_TYPE_SK_LOOKUP, 52, { 52, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_map */
	{ BPF_PROG_TYPE_SK_LOOKUP, 53, { 53, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_map_update */
	{ BPF_PROG_TYPE_SK_LOOKUP, 54, { 54, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_meta */
	{ BPF_PROG_TYPE_SK_LOOKUP, 55, { 55, NULL, KV(6, 16), SRC_PERF_VALUE } },	/* bpf_perf_event_read_value */
	{ BPF_PROG_TYPE_SK_LOOKUP, 56, { 56, NULL, NEVER, SRC_NEVER } },	/* bpf_perf_prog_read_value */
	{ BPF_PROG_TYPE_SK_LOOKUP, 57, { 57, NULL, NEVER, SRC_NEVER } },	/* bpf_getsockopt */
	{ BPF_PROG_TYPE_SK_LOOKUP, 58, { 58, NULL, NEVER, SRC_NEVER } },	/* bpf_override_return */
	{ BPF_PROG_TYPE_SK_LOOKUP, 59, { 59, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_ops_cb_flags_set */
	{ BPF_PROG_TYPE_SK_LOOKUP, 60, { 60, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_map */
	{ BPF_PROG_TYPE_SK_LOOKUP, 61, { 61, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_apply_bytes */
	{ BPF_PROG_TYPE_SK_LOOKUP, 62, { 62, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_cork_bytes */
	{ BPF_PROG_TYPE_SK_LOOKUP, 63, { 63, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pull_data */
	{ BPF_PROG_TYPE_SK_LOOKUP, 64, { 64, NULL, NEVER, SRC_NEVER } },	/* bpf_bind */
	{ BPF_PROG_TYPE_SK_LOOKUP, 65, { 65, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_adjust_tail */
	{ BPF_PROG_TYPE_SK_LOOKUP, 66, { 66, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_get_xfrm_state */
	{ BPF_PROG_TYPE_SK_LOOKUP, 67, { 67, NULL, NEVER, SRC_NEVER } },	/* bpf_get_stack */
	{ BPF_PROG_TYPE_SK_LOOKUP, 68, { 68, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_load_bytes_relative */
	{ BPF_PROG_TYPE_SK_LOOKUP, 69, { 69, NULL, NEVER, SRC_NEVER } },	/* bpf_fib_lookup */
	{ BPF_PROG_TYPE_SK_LOOKUP, 70, { 70, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_hash_update */
	{ BPF_PROG_TYPE_SK_LOOKUP, 71, { 71, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_redirect_hash */
	{ BPF_PROG_TYPE_SK_LOOKUP, 72, { 72, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_redirect_hash */
	{ BPF_PROG_TYPE_SK_LOOKUP, 73, { 73, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_push_encap */
	{ BPF_PROG_TYPE_SK_LOOKUP, 74, { 74, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_store_bytes */
	{ BPF_PROG_TYPE_SK_LOOKUP, 75, { 75, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_adjust_srh */
	{ BPF_PROG_TYPE_SK_LOOKUP, 76, { 76, NULL, NEVER, SRC_NEVER } },	/* bpf_lwt_seg6_action */
	{ BPF_PROG_TYPE_SK_LOOKUP, 77, { 77, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_repeat */
	{ BPF_PROG_TYPE_SK_LOOKUP, 78, { 78, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_keydown */
	{ BPF_PROG_TYPE_SK_LOOKUP, 79, { 79, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_id */
	{ BPF_PROG_TYPE_SK_LOOKUP, 80, { 80, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_cgroup_id */
	{ BPF_PROG_TYPE_SK_LOOKUP, 81, { 81, NULL, NEVER, SRC_NEVER } },	/* bpf_get_local_storage */
	{ BPF_PROG_TYPE_SK_LOOKUP, 82, { 82, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_select_reuseport */
	{ BPF_PROG_TYPE_SK_LOOKUP, 83, { 83, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_LOOKUP, 84, { 84, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_tcp */
	{ BPF_PROG_TYPE_SK_LOOKUP, 85, { 85, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_lookup_udp */
	{ BPF_PROG_TYPE_SK_LOOKUP, 90, { 90, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_push_data */
	{ BPF_PROG_TYPE_SK_LOOKUP, 91, { 91, NULL, NEVER, SRC_NEVER } },	/* bpf_msg_pop_data */
	{ BPF_PROG_TYPE_SK_LOOKUP, 92, { 92, NULL, NEVER, SRC_NEVER } },	/* bpf_rc_pointer_rel */
	{ BPF_PROG_TYPE_SK_LOOKUP, 95, { 95, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_fullsock */
	{ BPF_PROG_TYPE_SK_LOOKUP, 96, { 96, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_sock */
	{ BPF_PROG_TYPE_SK_LOOKUP, 97, { 97, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_ecn_set_ce */
	{ BPF_PROG_TYPE_SK_LOOKUP, 98, { 98, NULL, NEVER, SRC_NEVER } },	/* bpf_get_listener_sock */
	{ BPF_PROG_TYPE_SK_LOOKUP, 99, { 99, NULL, NEVER, SRC_NEVER } },	/* bpf_skc_lookup_tcp */
	{ BPF_PROG_TYPE_SK_LOOKUP, 100, { 100, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_check_syncookie */
	{ BPF_PROG_TYPE_SK_LOOKUP, 101, { 101, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_name */
	{ BPF_PROG_TYPE_SK_LOOKUP, 102, { 102, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_current_value */
	{ BPF_PROG_TYPE_SK_LOOKUP, 103, { 103, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_get_new_value */
	{ BPF_PROG_TYPE_SK_LOOKUP, 104, { 104, NULL, NEVER, SRC_NEVER } },	/* bpf_sysctl_set_new_value */
	{ BPF_PROG_TYPE_SK_LOOKUP, 105, { 105, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtol */
	{ BPF_PROG_TYPE_SK_LOOKUP, 106, { 106, NULL, KV(6, 1), SRC_STRTOL } },	/* bpf_strtoul */
	{ BPF_PROG_TYPE_SK_LOOKUP, 107, { 107, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_get */
	{ BPF_PROG_TYPE_SK_LOOKUP, 108, { 108, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_storage_delete */
	{ BPF_PROG_TYPE_SK_LOOKUP, 109, { 109, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal */
	{ BPF_PROG_TYPE_SK_LOOKUP, 110, { 110, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_gen_syncookie */
	{ BPF_PROG_TYPE_SK_LOOKUP, 111, { 111, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_output */
	{ BPF_PROG_TYPE_SK_LOOKUP, 112, { 112, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user */
	{ BPF_PROG_TYPE_SK_LOOKUP, 113, { 113, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel */
	{ BPF_PROG_TYPE_SK_LOOKUP, 114, { 114, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_user_str */
	{ BPF_PROG_TYPE_SK_LOOKUP, 115, { 115, NULL, KV(5, 8), SRC_TASK_PROBE } },	/* bpf_probe_read_kernel_str */
	{ BPF_PROG_TYPE_SK_LOOKUP, 116, { 116, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_send_ack */
	{ BPF_PROG_TYPE_SK_LOOKUP, 117, { 117, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_send_signal_thread */
	{ BPF_PROG_TYPE_SK_LOOKUP, 119, { 119, NULL, NEVER, SRC_NEVER } },	/* bpf_read_branch_records */
	{ BPF_PROG_TYPE_SK_LOOKUP, 120, { 120, NULL, KV(6, 10), SRC_PID_TGID } },	/* bpf_get_ns_current_pid_tgid */
	{ BPF_PROG_TYPE_SK_LOOKUP, 121, { 121, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_output */
	{ BPF_PROG_TYPE_SK_LOOKUP, 122, { 122, NULL, NEVER, SRC_NEVER } },	/* bpf_get_netns_cookie */
	{ BPF_PROG_TYPE_SK_LOOKUP, 123, { 123, NULL, KV(6, 4), SRC_CGROUP_ID } },	/* bpf_get_current_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_LOOKUP, 126, { 126, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf */
	{ BPF_PROG_TYPE_SK_LOOKUP, 127, { 127, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_write */
	{ BPF_PROG_TYPE_SK_LOOKUP, 128, { 128, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_cgroup_id */
	{ BPF_PROG_TYPE_SK_LOOKUP, 129, { 129, NULL, NEVER, SRC_NEVER } },	/* bpf_sk_ancestor_cgroup_id */
	{ BPF_PROG_TYPE_SK_LOOKUP, 135, { 135, NULL, NEVER, SRC_NEVER } },	/* bpf_csum_level */
	{ BPF_PROG_TYPE_SK_LOOKUP, 136, { 136, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp6_sock */
	{ BPF_PROG_TYPE_SK_LOOKUP, 137, { 137, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_sock */
	{ BPF_PROG_TYPE_SK_LOOKUP, 138, { 138, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_timewait_sock */
	{ BPF_PROG_TYPE_SK_LOOKUP, 139, { 139, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_tcp_request_sock */
	{ BPF_PROG_TYPE_SK_LOOKUP, 140, { 140, NULL, KV(5, 10), SRC_SKC } },	/* bpf_skc_to_udp6_sock */
	{ BPF_PROG_TYPE_SK_LOOKUP, 141, { 141, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_task_stack */
	{ BPF_PROG_TYPE_SK_LOOKUP, 142, { 142, NULL, NEVER, SRC_NEVER } },	/* bpf_load_hdr_opt */
	{ BPF_PROG_TYPE_SK_LOOKUP, 143, { 143, NULL, NEVER, SRC_NEVER } },	/* bpf_store_hdr_opt */
	{ BPF_PROG_TYPE_SK_LOOKUP, 144, { 144, NULL, NEVER, SRC_NEVER } },	/* bpf_reserve_hdr_opt */
	{ BPF_PROG_TYPE_SK_LOOKUP, 145, { 145, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_get */
	{ BPF_PROG_TYPE_SK_LOOKUP, 146, { 146, NULL, NEVER, SRC_NEVER } },	/* bpf_inode_storage_delete */
	{ BPF_PROG_TYPE_SK_LOOKUP, 147, { 147, NULL, NEVER, SRC_NEVER } },	/* bpf_d_path */
	{ BPF_PROG_TYPE_SK_LOOKUP, 148, { 148, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user */
	{ BPF_PROG_TYPE_SK_LOOKUP, 150, { 150, NULL, NEVER, SRC_NEVER } },	/* bpf_seq_printf_btf */
	{ BPF_PROG_TYPE_SK_LOOKUP, 151, { 151, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_cgroup_classid */
	{ BPF_PROG_TYPE_SK_LOOKUP, 152, { 152, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_neigh */
	{ BPF_PROG_TYPE_SK_LOOKUP, 155, { 155, NULL, NEVER, SRC_NEVER } },	/* bpf_redirect_peer */
	{ BPF_PROG_TYPE_SK_LOOKUP, 156, { 156, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_get */
	{ BPF_PROG_TYPE_SK_LOOKUP, 157, { 157, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_task_storage_delete */
	{ BPF_PROG_TYPE_SK_LOOKUP, 159, { 159, NULL, NEVER, SRC_NEVER } },	/* bpf_bprm_opts_set */
	{ BPF_PROG_TYPE_SK_LOOKUP, 161, { 161, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_inode_hash */
	{ BPF_PROG_TYPE_SK_LOOKUP, 162, { 162, NULL, NEVER, SRC_NEVER } },	/* bpf_sock_from_file */
	{ BPF_PROG_TYPE_SK_LOOKUP, 163, { 163, NULL, NEVER, SRC_NEVER } },	/* bpf_check_mtu */
	{ BPF_PROG_TYPE_SK_LOOKUP, 166, { 166, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_bpf */
	{ BPF_PROG_TYPE_SK_LOOKUP, 167, { 167, NULL, NEVER, SRC_NEVER } },	/* bpf_btf_find_by_name_kind */
	{ BPF_PROG_TYPE_SK_LOOKUP, 168, { 168, NULL, NEVER, SRC_NEVER } },	/* bpf_sys_close */
	{ BPF_PROG_TYPE_SK_LOOKUP, 173, { 173, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ip */
	{ BPF_PROG_TYPE_SK_LOOKUP, 174, { 174, NULL, NEVER, SRC_NEVER } },	/* bpf_get_attach_cookie */
	{ BPF_PROG_TYPE_SK_LOOKUP, 176, { 176, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_get_branch_snapshot */
	{ BPF_PROG_TYPE_SK_LOOKUP, 179, { 179, NULL, NEVER, SRC_NEVER } },	/* bpf_kallsyms_lookup_name */
	{ BPF_PROG_TYPE_SK_LOOKUP, 180, { 180, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_find_vma */
	{ BPF_PROG_TYPE_SK_LOOKUP, 183, { 183, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg */
	{ BPF_PROG_TYPE_SK_LOOKUP, 184, { 184, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_ret */
	{ BPF_PROG_TYPE_SK_LOOKUP, 185, { 185, NULL, NEVER, SRC_NEVER } },	/* bpf_get_func_arg_cnt */
	{ BPF_PROG_TYPE_SK_LOOKUP, 186, { 186, NULL, NEVER, SRC_NEVER } },	/* bpf_get_retval */
	{ BPF_PROG_TYPE_SK_LOOKUP, 187, { 187, NULL, NEVER, SRC_NEVER } },	/* bpf_set_retval */
	{ BPF_PROG_TYPE_SK_LOOKUP, 188, { 188, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_get_buff_len */
	{ BPF_PROG_TYPE_SK_LOOKUP, 189, { 189, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_load_bytes */
	{ BPF_PROG_TYPE_SK_LOOKUP, 190, { 190, NULL, NEVER, SRC_NEVER } },	/* bpf_xdp_store_bytes */
	{ BPF_PROG_TYPE_SK_LOOKUP, 191, { 191, NULL, KV(6, 16), SRC_TRACE_ALL } },	/* bpf_copy_from_user_task */
	{ BPF_PROG_TYPE_SK_LOOKUP, 192, { 192, NULL, NEVER, SRC_NEVER } },	/* bpf_skb_set_tstamp */
	{ BPF_PROG_TYPE_SK_LOOKUP, 193, { 193, NULL, NEVER, SRC_NEVER } },	/* bpf_ima_file_hash */
	{ BPF_PROG_TYPE_SK_LOOKUP, 204, { 204, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SK_LOOKUP, 205, { 205, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_gen_syncookie_ipv6 */
	{ BPF_PROG_TYPE_SK_LOOKUP, 206, { 206, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv4 */
	{ BPF_PROG_TYPE_SK_LOOKUP, 207, { 207, NULL, NEVER, SRC_NEVER } },	/* bpf_tcp_raw_check_syncookie_ipv6 */
};

static int cmp(const void *key, const void *elem)
{
	const struct lint_khtype *k = key, *e = elem;

	if (k->ptype != e->ptype)
		return k->ptype < e->ptype ? -1 : 1;
	return k->helper < e->helper ? -1 : k->helper > e->helper;
}

const struct lint_kfeat *lint_kernel_helper_type(uint32_t ptype, uint32_t helper)
{
	struct lint_khtype key = { ptype, helper, { 0 } };
	const struct lint_khtype *r;

	r = bsearch(&key, rows, sizeof(rows) / sizeof(rows[0]), sizeof(rows[0]), cmp);
	return r ? &r->f : NULL;
}

unsigned int lint_kernel_helper_type_ver(uint32_t ptype, uint32_t helper)
{
	const struct lint_kfeat *f = lint_kernel_helper_type(ptype, helper);

	return f ? f->ver : 0;
}

bool lint_kernel_helper_types_modelled(uint32_t ptype)
{
	switch (ptype) {
	case BPF_PROG_TYPE_SOCKET_FILTER:
	case BPF_PROG_TYPE_SCHED_CLS:
	case BPF_PROG_TYPE_SCHED_ACT:
	case BPF_PROG_TYPE_XDP:
	case BPF_PROG_TYPE_LWT_IN:
	case BPF_PROG_TYPE_LWT_OUT:
	case BPF_PROG_TYPE_LWT_XMIT:
	case BPF_PROG_TYPE_LWT_SEG6LOCAL:
	case BPF_PROG_TYPE_CGROUP_SKB:
	case BPF_PROG_TYPE_SOCK_OPS:
	case BPF_PROG_TYPE_SK_SKB:
	case BPF_PROG_TYPE_CGROUP_DEVICE:
	case BPF_PROG_TYPE_SK_MSG:
	case BPF_PROG_TYPE_SK_REUSEPORT:
	case BPF_PROG_TYPE_FLOW_DISSECTOR:
	case BPF_PROG_TYPE_CGROUP_SYSCTL:
	case BPF_PROG_TYPE_SK_LOOKUP:
		return true;
	default:
		return false;
	}
}

/* The rows in order (for the unit test): the row's id is the helper's. */
const struct lint_kfeat *lint_kernel_helper_type_row(size_t i, uint32_t *ptype)
{
	if (i >= sizeof(rows) / sizeof(rows[0]))
		return NULL;
	*ptype = rows[i].ptype;
	return &rows[i].f;
}
