// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * What each kernel feature a BPF object can use needs: the mainline release
 * that added it and the commit (12 hex digits of torvalds/linux) or UAPI
 * change that did. bpf-lint's --kernel and kernel-min read it
 * (lint_kernel.c); nothing here is measured, every row is read.
 *
 * Program types, map types, map flags and helpers are bcc's "BPF Features
 * by Linux Kernel Version" table (iovisor/bcc docs/kernel-versions.md,
 * commit 6d0a964c2cda), each row keyed by the id the kernel's UAPI header
 * gives the name (include/uapi/linux/bpf.h as libbpf v1.7 carries it; a
 * unit test checks every id against the header this tree builds with).
 * Cross-check: helper ids are handed out in the order helpers are merged,
 * so a helper is never older than one with a lower id. Eight of bcc's rows
 * break that (5.6 or 5.7 after a 5.7 or 5.8 helper); they take the release
 * of the helper before them, which the dates of the kernel commits agree
 * with (libbpf's mirror of them: bpf_xdp_output synced from bpf-next on
 * 2020-03-12, after 5.6-rc1; bpf_seq_printf and bpf_sk_cgroup_id on
 * 2020-05-20, after 5.7-rc1), and the row says so.
 *
 * Instruction kinds come from bcc's "Main features" where it lists them
 * (bpf-to-bpf calls, bounded loops, tail calls mixed with calls); the
 * others from the kernel commit that added them to the UAPI header, as
 * libbpf's mirror of include/uapi/linux/bpf.h carries it, released in the
 * next merge window after the commit's bpf-next date.
 *
 * Not in the table, so no requirement (said in docs/bpf-lint.md, "Kernels"): program types
 * and map types bcc does not list (netfilter, cgrp_storage, arena, ...),
 * map flags other than those below, kfunc calls, expected attach types
 * other than those below. The per-program-type
 * availability of helpers is kernel_helper_types.c.
 */
#include <stddef.h>
#include <string.h>
#include <linux/bpf.h>

#include "lint/kernel/kernel_data.h"

#define KV(maj, min) BPFLINT_KERNEL_VER(maj, min)

static const struct lint_kfeat prog_types[] = {
	{ BPF_PROG_TYPE_SOCKET_FILTER, "socket_filter", KV(3, 19), "ddd872bc3098" },
	{ BPF_PROG_TYPE_KPROBE, "kprobe", KV(4, 1), "2541517c32be" },
	{ BPF_PROG_TYPE_SCHED_CLS, "sched_cls", KV(4, 1), "96be4325f443" },
	{ BPF_PROG_TYPE_SCHED_ACT, "sched_act", KV(4, 1), "94caee8c312d" },
	{ BPF_PROG_TYPE_TRACEPOINT, "tracepoint", KV(4, 7), "98b5c2c65c29" },
	{ BPF_PROG_TYPE_XDP, "xdp", KV(4, 8), "6a773a15a1e8" },
	{ BPF_PROG_TYPE_PERF_EVENT, "perf_event", KV(4, 9), "0515e5999a46" },
	{ BPF_PROG_TYPE_CGROUP_SKB, "cgroup_skb", KV(4, 10), "0e33661de493" },
	{ BPF_PROG_TYPE_CGROUP_SOCK, "cgroup_sock", KV(4, 10), "610236587600" },
	{ BPF_PROG_TYPE_LWT_IN, "lwt_in", KV(4, 10), "3a0af8fd61f9" },
	{ BPF_PROG_TYPE_LWT_OUT, "lwt_out", KV(4, 10), "3a0af8fd61f9" },
	{ BPF_PROG_TYPE_LWT_XMIT, "lwt_xmit", KV(4, 10), "3a0af8fd61f9" },
	{ BPF_PROG_TYPE_SOCK_OPS, "sock_ops", KV(4, 13), "40304b2a1567" },
	{ BPF_PROG_TYPE_SK_SKB, "sk_skb", KV(4, 14), "b005fd189cec" },
	{ BPF_PROG_TYPE_CGROUP_DEVICE, "cgroup_device", KV(4, 15), "ebc614f68736" },
	{ BPF_PROG_TYPE_SK_MSG, "sk_msg", KV(4, 17), "4f738adba30a" },
	{ BPF_PROG_TYPE_RAW_TRACEPOINT, "raw_tracepoint", KV(4, 17), "c4f6699dfcb8" },
	{ BPF_PROG_TYPE_CGROUP_SOCK_ADDR, "cgroup_sock_addr", KV(4, 17), "4fbac77d2d09" },
	{ BPF_PROG_TYPE_LWT_SEG6LOCAL, "lwt_seg6local", KV(4, 18), "004d4b274e2a" },
	{ BPF_PROG_TYPE_LIRC_MODE2, "lirc_mode2", KV(4, 18), "f4364dcfc86d" },
	{ BPF_PROG_TYPE_SK_REUSEPORT, "sk_reuseport", KV(4, 19), "2dbb9b9e6df6" },
	{ BPF_PROG_TYPE_FLOW_DISSECTOR, "flow_dissector", KV(4, 20), "d58e468b1112" },
	{ BPF_PROG_TYPE_CGROUP_SYSCTL, "cgroup_sysctl", KV(5, 2), "7b146cebe30c" },
	{ BPF_PROG_TYPE_RAW_TRACEPOINT_WRITABLE, "raw_tracepoint_writable", KV(5, 2), "9df1c28bb752" },
	{ BPF_PROG_TYPE_CGROUP_SOCKOPT, "cgroup_sockopt", KV(5, 3), "0d01da6afc54" },
	{ BPF_PROG_TYPE_TRACING, "tracing", KV(5, 5), "f1b9509c2fb0" },
	{ BPF_PROG_TYPE_STRUCT_OPS, "struct_ops", KV(5, 6), "27ae7997a661" },
	{ BPF_PROG_TYPE_EXT, "ext", KV(5, 6), "be8704ff07d2" },
	{ BPF_PROG_TYPE_LSM, "lsm", KV(5, 7), "fc611f47f218" },
	{ BPF_PROG_TYPE_SK_LOOKUP, "sk_lookup", KV(5, 9), "e9ddbb7707ff" },
	{ BPF_PROG_TYPE_SYSCALL, "syscall", KV(5, 15), "79a7f8bdb159" },
};

static const struct lint_kfeat map_types[] = {
	{ BPF_MAP_TYPE_HASH, "hash", KV(3, 19), "0f8e4bd8a1fc" },
	{ BPF_MAP_TYPE_ARRAY, "array", KV(3, 19), "28fbcfa08d8e" },
	{ BPF_MAP_TYPE_PROG_ARRAY, "prog_array", KV(4, 2), "04fd61ab36ec" },
	{ BPF_MAP_TYPE_PERF_EVENT_ARRAY, "perf_event_array", KV(4, 3), "ea317b267e9d" },
	{ BPF_MAP_TYPE_PERCPU_HASH, "percpu_hash", KV(4, 6), "824bd0ce6c7c" },
	{ BPF_MAP_TYPE_PERCPU_ARRAY, "percpu_array", KV(4, 6), "a10423b87a7e" },
	{ BPF_MAP_TYPE_STACK_TRACE, "stack_trace", KV(4, 6), "d5a3b1f69186" },
	{ BPF_MAP_TYPE_CGROUP_ARRAY, "cgroup_array", KV(4, 8), "4ed8ec521ed5" },
	{ BPF_MAP_TYPE_LRU_HASH, "lru_hash", KV(4, 10), "29ba732acbee 3a08c2fd7634" },
	{ BPF_MAP_TYPE_LRU_PERCPU_HASH, "lru_percpu_hash", KV(4, 10), "8f8449384ec3 961578b63474" },
	{ BPF_MAP_TYPE_LPM_TRIE, "lpm_trie", KV(4, 11), "b95a5c4db09b" },
	{ BPF_MAP_TYPE_ARRAY_OF_MAPS, "array_of_maps", KV(4, 12), "56f668dfe00d" },
	{ BPF_MAP_TYPE_HASH_OF_MAPS, "hash_of_maps", KV(4, 12), "bcc6b1b7ebf8" },
	{ BPF_MAP_TYPE_DEVMAP, "devmap", KV(4, 14), "546ac1ffb70d" },
	{ BPF_MAP_TYPE_SOCKMAP, "sockmap", KV(4, 14), "174a79ff9515" },
	{ BPF_MAP_TYPE_CPUMAP, "cpumap", KV(4, 15), "6710e1126934" },
	{ BPF_MAP_TYPE_XSKMAP, "xskmap", KV(4, 18), "fbfc504a24f5" },
	{ BPF_MAP_TYPE_SOCKHASH, "sockhash", KV(4, 18), "81110384441a" },
	{ BPF_MAP_TYPE_CGROUP_STORAGE, "cgroup_storage", KV(4, 19), "de9cbbaadba5" },
	{ BPF_MAP_TYPE_REUSEPORT_SOCKARRAY, "reuseport_sockarray", KV(4, 19), "5dc4c4b7d4e8" },
	{ BPF_MAP_TYPE_PERCPU_CGROUP_STORAGE, "percpu_cgroup_storage", KV(4, 20), "b741f1630346" },
	{ BPF_MAP_TYPE_QUEUE, "queue", KV(4, 20), "f1a2e44a3aec" },
	{ BPF_MAP_TYPE_STACK, "stack", KV(4, 20), "f1a2e44a3aec" },
	{ BPF_MAP_TYPE_SK_STORAGE, "sk_storage", KV(5, 2), "6ac99e8f23d4" },
	{ BPF_MAP_TYPE_DEVMAP_HASH, "devmap_hash", KV(5, 4), "6f9d451ab1a3" },
	{ BPF_MAP_TYPE_STRUCT_OPS, "struct_ops", KV(5, 6), "85d33df357b6" },
	{ BPF_MAP_TYPE_RINGBUF, "ringbuf", KV(5, 8), "457f44363a88" },
	{ BPF_MAP_TYPE_INODE_STORAGE, "inode_storage", KV(5, 10), "8ea636848aca" },
	{ BPF_MAP_TYPE_TASK_STORAGE, "task_storage", KV(5, 11), "4cf1bc1f1045" },
	{ BPF_MAP_TYPE_BLOOM_FILTER, "bloom_filter", KV(5, 16), "9330986c0300" },
	{ BPF_MAP_TYPE_USER_RINGBUF, "user_ringbuf", KV(6, 1), "583c1f420173" },
};

/* bcc, "Map userspace API"; the flag's bit as the id. */
static const struct lint_kfeat map_flags[] = {
	{ BPF_F_NO_PREALLOC, "BPF_F_NO_PREALLOC", KV(4, 6), "6c9059817432" },
	{ BPF_F_NUMA_NODE, "BPF_F_NUMA_NODE", KV(4, 14), "96eabe7a40aa" },
	{ BPF_F_RDONLY, "BPF_F_RDONLY", KV(4, 15), "6e71b04a8224" },
	{ BPF_F_WRONLY, "BPF_F_WRONLY", KV(4, 15), "6e71b04a8224" },
	{ BPF_F_ZERO_SEED, "BPF_F_ZERO_SEED", KV(5, 0), "96b3b6c9091d" },
	{ BPF_F_RDONLY_PROG, "BPF_F_RDONLY_PROG", KV(5, 2), "591fe9888d78" },
	{ BPF_F_WRONLY_PROG, "BPF_F_WRONLY_PROG", KV(5, 2), "591fe9888d78" },
	{ BPF_F_MMAPABLE, "BPF_F_MMAPABLE", KV(5, 5), "fc9702273e2e" },
};

/* bcc's helper table; the release and commit of each. */
static const struct lint_kfeat helpers[] = {
	{ 1, "bpf_map_lookup_elem", KV(3, 19), "d0003ec01c66" },
	{ 2, "bpf_map_update_elem", KV(3, 19), "d0003ec01c66" },
	{ 3, "bpf_map_delete_elem", KV(3, 19), "d0003ec01c66" },
	{ 4, "bpf_probe_read", KV(4, 1), "2541517c32be" },
	{ 5, "bpf_ktime_get_ns", KV(4, 1), "d9847d310ab4" },
	{ 6, "bpf_trace_printk", KV(4, 1), "9c959c863f82" },
	{ 7, "bpf_get_prandom_u32", KV(4, 1), "03e69b508b6f" },
	{ 8, "bpf_get_smp_processor_id", KV(4, 1), "c04167ce2ca0" },
	{ 9, "bpf_skb_store_bytes", KV(4, 1), "91bc4822c3d6" },
	{ 10, "bpf_l3_csum_replace", KV(4, 1), "91bc4822c3d6" },
	{ 11, "bpf_l4_csum_replace", KV(4, 1), "91bc4822c3d6" },
	{ 12, "bpf_tail_call", KV(4, 2), "04fd61ab36ec" },
	{ 13, "bpf_clone_redirect", KV(4, 2), "3896d655f4d4" },
	{ 14, "bpf_get_current_pid_tgid", KV(4, 2), "ffeedafbf023" },
	{ 15, "bpf_get_current_uid_gid", KV(4, 2), "ffeedafbf023" },
	{ 16, "bpf_get_current_comm", KV(4, 2), "ffeedafbf023" },
	{ 17, "bpf_get_cgroup_classid", KV(4, 3), "8d20aabe1c76" },
	{ 18, "bpf_skb_vlan_push", KV(4, 3), "4e10df9a60d9" },
	{ 19, "bpf_skb_vlan_pop", KV(4, 3), "4e10df9a60d9" },
	{ 20, "bpf_skb_get_tunnel_key", KV(4, 3), "d3aa45ce6b94" },
	{ 21, "bpf_skb_set_tunnel_key", KV(4, 3), "d3aa45ce6b94" },
	{ 22, "bpf_perf_event_read", KV(4, 3), "35578d798400" },
	{ 23, "bpf_redirect", KV(4, 4), "27b29f63058d" },
	{ 24, "bpf_get_route_realm", KV(4, 4), "c46646d0484f" },
	{ 25, "bpf_perf_event_output", KV(4, 4), "a43eec304259" },
	{ 26, "bpf_skb_load_bytes", KV(4, 5), "05c74e5e53f6" },
	{ 27, "bpf_get_stackid", KV(4, 6), "d5a3b1f69186" },
	{ 28, "bpf_csum_diff", KV(4, 6), "7d672345ed29" },
	{ 29, "bpf_skb_get_tunnel_opt", KV(4, 6), "14ca0751c96f" },
	{ 30, "bpf_skb_set_tunnel_opt", KV(4, 6), "14ca0751c96f" },
	{ 31, "bpf_skb_change_proto", KV(4, 8), "6578171a7ff0" },
	{ 32, "bpf_skb_change_type", KV(4, 8), "d2485c4242a8" },
	{ 33, "bpf_skb_under_cgroup", KV(4, 8), "4a482f34afcc" },
	{ 34, "bpf_get_hash_recalc", KV(4, 8), "13c5c240f789" },
	{ 35, "bpf_get_current_task", KV(4, 8), "606274c5abd8" },
	{ 36, "bpf_probe_write_user", KV(4, 8), "96ae52279594" },
	{ 37, "bpf_current_task_under_cgroup", KV(4, 9), "60d20f9195b2" },
	{ 38, "bpf_skb_change_tail", KV(4, 9), "5293efe62df8" },
	{ 39, "bpf_skb_pull_data", KV(4, 9), "36bbef52c7eb" },
	{ 40, "bpf_csum_update", KV(4, 9), "36bbef52c7eb" },
	{ 41, "bpf_set_hash_invalid", KV(4, 9), "7a4b28c6cc9f" },
	{ 42, "bpf_get_numa_node_id", KV(4, 10), "2d0e30c30f84" },
	{ 43, "bpf_skb_change_head", KV(4, 10), "3a0af8fd61f9" },
	{ 44, "bpf_xdp_adjust_head", KV(4, 10), "17bedab27231" },
	{ 45, "bpf_probe_read_str", KV(4, 11), "a5e8c07059d0" },
	{ 46, "bpf_get_socket_cookie", KV(4, 12), "91b8270f2a4d" },
	{ 47, "bpf_get_socket_uid", KV(4, 12), "6acc5c291068" },
	{ 48, "bpf_set_hash", KV(4, 13), "ded092cd73c2" },
	{ 49, "bpf_setsockopt", KV(4, 13), "8c4b4c7e9ff0" },
	{ 50, "bpf_skb_adjust_room", KV(4, 13), "2be7e212d541" },
	{ 51, "bpf_redirect_map", KV(4, 14), "97f91a7cf04f" },
	{ 52, "bpf_sk_redirect_map", KV(4, 14), "174a79ff9515" },
	{ 53, "bpf_sock_map_update", KV(4, 14), "174a79ff9515" },
	{ 54, "bpf_xdp_adjust_meta", KV(4, 15), "de8f3a83b0a0" },
	{ 55, "bpf_perf_event_read_value", KV(4, 15), "908432ca84fc" },
	{ 56, "bpf_perf_prog_read_value", KV(4, 15), "4bebdc7a85aa" },
	{ 57, "bpf_getsockopt", KV(4, 15), "cd86d1fd2102" },
	{ 58, "bpf_override_return", KV(4, 16), "9802d86585db" },
	{ 59, "bpf_sock_ops_cb_flags_set", KV(4, 16), "b13d88072172" },
	{ 60, "bpf_msg_redirect_map", KV(4, 17), "4f738adba30a" },
	{ 61, "bpf_msg_apply_bytes", KV(4, 17), "2a100317c9eb" },
	{ 62, "bpf_msg_cork_bytes", KV(4, 17), "91843d540a13" },
	{ 63, "bpf_msg_pull_data", KV(4, 17), "015632bb30da" },
	{ 64, "bpf_bind", KV(4, 17), "d74bad4e74ee" },
	{ 65, "bpf_xdp_adjust_tail", KV(4, 18), "b32cc5b9a346" },
	{ 66, "bpf_skb_get_xfrm_state", KV(4, 18), "12bed760a78d" },
	{ 67, "bpf_get_stack", KV(4, 18), "de2ff05f48af" },
	{ 68, "bpf_skb_load_bytes_relative", KV(4, 18), "4e1ec56cdc59" },
	{ 69, "bpf_fib_lookup", KV(4, 18), "87f5fc7e48dd" },
	{ 70, "bpf_sock_hash_update", KV(4, 18), "81110384441a" },
	{ 71, "bpf_msg_redirect_hash", KV(4, 18), "81110384441a" },
	{ 72, "bpf_sk_redirect_hash", KV(4, 18), "81110384441a" },
	{ 73, "bpf_lwt_push_encap", KV(4, 18), "fe94cc290f53" },
	{ 74, "bpf_lwt_seg6_store_bytes", KV(4, 18), "fe94cc290f53" },
	{ 75, "bpf_lwt_seg6_adjust_srh", KV(4, 18), "fe94cc290f53" },
	{ 76, "bpf_lwt_seg6_action", KV(4, 18), "fe94cc290f53" },
	{ 77, "bpf_rc_repeat", KV(4, 18), "f4364dcfc86d" },
	{ 78, "bpf_rc_keydown", KV(4, 18), "f4364dcfc86d" },
	{ 79, "bpf_skb_cgroup_id", KV(4, 18), "cb20b08ead40" },
	{ 80, "bpf_get_current_cgroup_id", KV(4, 18), "bf6fa2c893c5" },
	{ 81, "bpf_get_local_storage", KV(4, 19), "cd3394317653" },
	{ 82, "bpf_sk_select_reuseport", KV(4, 19), "2dbb9b9e6df6" },
	{ 83, "bpf_skb_ancestor_cgroup_id", KV(4, 19), "7723628101aa" },
	{ 84, "bpf_sk_lookup_tcp", KV(4, 20), "6acc9b432e67" },
	{ 85, "bpf_sk_lookup_udp", KV(4, 20), "6acc9b432e67" },
	{ 86, "bpf_sk_release", KV(4, 20), "6acc9b432e67" },
	{ 87, "bpf_map_push_elem", KV(4, 20), "f1a2e44a3aec" },
	{ 88, "bpf_map_pop_elem", KV(4, 20), "f1a2e44a3aec" },
	{ 89, "bpf_map_peek_elem", KV(4, 20), "f1a2e44a3aec" },
	{ 90, "bpf_msg_push_data", KV(4, 20), "6fff607e2f14" },
	{ 91, "bpf_msg_pop_data", KV(5, 0), "7246d8ed4dcc" },
	{ 92, "bpf_rc_pointer_rel", KV(5, 0), "01d3240a04f4" },
	{ 93, "bpf_spin_lock", KV(5, 1), "d83525ca62cf" },
	{ 94, "bpf_spin_unlock", KV(5, 1), "d83525ca62cf" },
	{ 95, "bpf_sk_fullsock", KV(5, 1), "46f8bc92758c" },
	{ 96, "bpf_tcp_sock", KV(5, 1), "655a51e536c0" },
	{ 97, "bpf_skb_ecn_set_ce", KV(5, 1), "f7c917ba11a6" },
	{ 98, "bpf_get_listener_sock", KV(5, 1), "dbafd7ddd623" },
	{ 99, "bpf_skc_lookup_tcp", KV(5, 2), "edbf8c01de5a" },
	{ 100, "bpf_tcp_check_syncookie", KV(5, 2), "399040847084" },
	{ 101, "bpf_sysctl_get_name", KV(5, 2), "808649fb787d" },
	{ 102, "bpf_sysctl_get_current_value", KV(5, 2), "1d11b3016cec" },
	{ 103, "bpf_sysctl_get_new_value", KV(5, 2), "4e63acdff864" },
	{ 104, "bpf_sysctl_set_new_value", KV(5, 2), "4e63acdff864" },
	{ 105, "bpf_strtol", KV(5, 2), "d7a4cb9b6705" },
	{ 106, "bpf_strtoul", KV(5, 2), "d7a4cb9b6705" },
	{ 107, "bpf_sk_storage_get", KV(5, 2), "6ac99e8f23d4" },
	{ 108, "bpf_sk_storage_delete", KV(5, 2), "6ac99e8f23d4" },
	{ 109, "bpf_send_signal", KV(5, 3), "8b401f9ed244" },
	{ 110, "bpf_tcp_gen_syncookie", KV(5, 3), "70d66244317e" },
	{ 111, "bpf_skb_output", KV(5, 5), "a7658e1a4164" },
	{ 112, "bpf_probe_read_user", KV(5, 5), "6ae08ae3dea2" },
	{ 113, "bpf_probe_read_kernel", KV(5, 5), "6ae08ae3dea2" },
	{ 114, "bpf_probe_read_user_str", KV(5, 5), "6ae08ae3dea2" },
	{ 115, "bpf_probe_read_kernel_str", KV(5, 5), "6ae08ae3dea2" },
	{ 116, "bpf_tcp_send_ack", KV(5, 5), "206057fe020a" },
	{ 117, "bpf_send_signal_thread", KV(5, 5), "8482941f0906" },
	{ 118, "bpf_jiffies64", KV(5, 5), "5576b991e9c1" },
	{ 119, "bpf_read_branch_records", KV(5, 6), "fff7b64355ea" },
	{ 120, "bpf_get_ns_current_pid_tgid", KV(5, 7), "b4490c5c4e02" },
	{ 121, "bpf_xdp_output", KV(5, 7), "d831ee84bfc9; bcc: 5.6, below helper bpf_get_ns_current_pid_tgid's" },
	{ 122, "bpf_get_netns_cookie", KV(5, 7), "f318903c0bf4" },
	{ 123, "bpf_get_current_ancestor_cgroup_id", KV(5, 7), "b4490c5c4e02; bcc: 5.6, below helper bpf_get_netns_cookie's" },
	{ 124, "bpf_sk_assign", KV(5, 7), "cf7fbe660f2d; bcc: 5.6, below helper bpf_get_netns_cookie's" },
	{ 125, "bpf_ktime_get_boot_ns", KV(5, 8), "71d19214776e" },
	{ 126, "bpf_seq_printf", KV(5, 8), "492e639f0c22; bcc: 5.7, below helper bpf_ktime_get_boot_ns's" },
	{ 127, "bpf_seq_write", KV(5, 8), "492e639f0c22; bcc: 5.7, below helper bpf_ktime_get_boot_ns's" },
	{ 128, "bpf_sk_cgroup_id", KV(5, 8), "f307fa2cb4c9; bcc: 5.7, below helper bpf_ktime_get_boot_ns's" },
	{ 129, "bpf_sk_ancestor_cgroup_id", KV(5, 8), "f307fa2cb4c9; bcc: 5.7, below helper bpf_ktime_get_boot_ns's" },
	{ 130, "bpf_ringbuf_output", KV(5, 8), "457f44363a88" },
	{ 131, "bpf_ringbuf_reserve", KV(5, 8), "457f44363a88" },
	{ 132, "bpf_ringbuf_submit", KV(5, 8), "457f44363a88" },
	{ 133, "bpf_ringbuf_discard", KV(5, 8), "457f44363a88" },
	{ 134, "bpf_ringbuf_query", KV(5, 8), "457f44363a88" },
	{ 135, "bpf_csum_level", KV(5, 8), "7cdec54f9713; bcc: 5.7, below helper bpf_ringbuf_query's" },
	{ 136, "bpf_skc_to_tcp6_sock", KV(5, 9), "af7ec1383361" },
	{ 137, "bpf_skc_to_tcp_sock", KV(5, 9), "478cfbdf5f13" },
	{ 138, "bpf_skc_to_tcp_timewait_sock", KV(5, 9), "478cfbdf5f13" },
	{ 139, "bpf_skc_to_tcp_request_sock", KV(5, 9), "478cfbdf5f13" },
	{ 140, "bpf_skc_to_udp6_sock", KV(5, 9), "0d4fad3e57df" },
	{ 141, "bpf_get_task_stack", KV(5, 9), "fa28dcb82a38" },
	{ 142, "bpf_load_hdr_opt", KV(5, 10), "0813a841566f" },
	{ 143, "bpf_store_hdr_opt", KV(5, 10), "0813a841566f" },
	{ 144, "bpf_reserve_hdr_opt", KV(5, 10), "0813a841566f" },
	{ 145, "bpf_inode_storage_get", KV(5, 10), "8ea636848aca" },
	{ 146, "bpf_inode_storage_delete", KV(5, 10), "8ea636848aca" },
	{ 147, "bpf_d_path", KV(5, 10), "6e22ab9da793" },
	{ 148, "bpf_copy_from_user", KV(5, 10), "07be4c4a3e7a" },
	{ 149, "bpf_snprintf_btf", KV(5, 10), "c4d0bfb45068" },
	{ 150, "bpf_seq_printf_btf", KV(5, 10), "eb411377aed9" },
	{ 151, "bpf_skb_cgroup_classid", KV(5, 10), "b426ce83baa7" },
	{ 152, "bpf_redirect_neigh", KV(5, 10), "b4ab31414970" },
	{ 153, "bpf_per_cpu_ptr", KV(5, 10), "eaa6bcb71ef6" },
	{ 154, "bpf_this_cpu_ptr", KV(5, 10), "63d9b80dcf2c" },
	{ 155, "bpf_redirect_peer", KV(5, 10), "9aa1206e8f48" },
	{ 156, "bpf_task_storage_get", KV(5, 11), "4cf1bc1f1045" },
	{ 157, "bpf_task_storage_delete", KV(5, 11), "4cf1bc1f1045" },
	{ 158, "bpf_get_current_task_btf", KV(5, 11), "3ca1032ab7ab" },
	{ 159, "bpf_bprm_opts_set", KV(5, 11), "3f6719c7b62f" },
	{ 160, "bpf_ktime_get_coarse_ns", KV(5, 11), "d05512618056" },
	{ 161, "bpf_ima_inode_hash", KV(5, 11), "27672f0d280a" },
	{ 162, "bpf_sock_from_file", KV(5, 11), "4f19cab76136" },
	{ 163, "bpf_check_mtu", KV(5, 12), "34b2021cc616" },
	{ 164, "bpf_for_each_map_elem", KV(5, 13), "69c087ba6225" },
	{ 165, "bpf_snprintf", KV(5, 13), "7b15523a989b" },
	{ 166, "bpf_sys_bpf", KV(5, 14), "79a7f8bdb159" },
	{ 167, "bpf_btf_find_by_name_kind", KV(5, 14), "3d78417b60fb" },
	{ 168, "bpf_sys_close", KV(5, 14), "3abea089246f" },
	{ 169, "bpf_timer_init", KV(5, 15), "b00628b1c7d5" },
	{ 170, "bpf_timer_set_callback", KV(5, 15), "b00628b1c7d5" },
	{ 171, "bpf_timer_start", KV(5, 15), "b00628b1c7d5" },
	{ 172, "bpf_timer_cancel", KV(5, 15), "b00628b1c7d5" },
	{ 173, "bpf_get_func_ip", KV(5, 15), "5d8b583d04ae" },
	{ 174, "bpf_get_attach_cookie", KV(5, 15), "7adfc6c9b315" },
	{ 175, "bpf_task_pt_regs", KV(5, 15), "dd6e10fbd9fb" },
	{ 176, "bpf_get_branch_snapshot", KV(5, 16), "856c02dbce4f" },
	{ 177, "bpf_trace_vprintk", KV(5, 16), "10aceb629e19" },
	{ 178, "bpf_skc_to_unix_sock", KV(5, 16), "9eeb3aa33ae0" },
	{ 179, "bpf_kallsyms_lookup_name", KV(5, 16), "d6aef08a872b" },
	{ 180, "bpf_find_vma", KV(5, 17), "7c7e3d31e785" },
	{ 181, "bpf_loop", KV(5, 17), "e6f2dd0f8067" },
	{ 182, "bpf_strncmp", KV(5, 17), "c5fb19937455" },
	{ 183, "bpf_get_func_arg", KV(5, 17), "f92c1e183604" },
	{ 184, "bpf_get_func_ret", KV(5, 17), "f92c1e183604" },
	{ 185, "bpf_get_func_arg_cnt", KV(5, 17), "f92c1e183604" },
	{ 186, "bpf_get_retval", KV(5, 18), "b44123b4a3dc" },
	{ 187, "bpf_set_retval", KV(5, 18), "b44123b4a3dc" },
	{ 188, "bpf_xdp_get_buff_len", KV(5, 18), "0165cc817075" },
	{ 189, "bpf_xdp_load_bytes", KV(5, 18), "3f364222d032" },
	{ 190, "bpf_xdp_store_bytes", KV(5, 18), "3f364222d032" },
	{ 191, "bpf_copy_from_user_task", KV(5, 18), "376040e47334" },
	{ 192, "bpf_skb_set_tstamp", KV(5, 18), "9bb984f28d5b" },
	{ 193, "bpf_ima_file_hash", KV(5, 18), "174b16946e39" },
	{ 194, "bpf_kptr_xchg", KV(5, 19), "c0a5a21c25f3" },
	{ 195, "bpf_map_lookup_percpu_elem", KV(5, 19), "07343110b293" },
	{ 196, "bpf_skc_to_mptcp_sock", KV(5, 19), "3bc253c2e652; bcc spells it skc_to_mctcp_sock" },
	{ 197, "bpf_dynptr_from_mem", KV(5, 19), "263ae152e962" },
	{ 198, "bpf_ringbuf_reserve_dynptr", KV(5, 19), "bc34dee65a65" },
	{ 199, "bpf_ringbuf_submit_dynptr", KV(5, 19), "bc34dee65a65" },
	{ 200, "bpf_ringbuf_discard_dynptr", KV(5, 19), "bc34dee65a65" },
	{ 201, "bpf_dynptr_read", KV(5, 19), "13bbbfbea759" },
	{ 202, "bpf_dynptr_write", KV(5, 19), "13bbbfbea759" },
	{ 203, "bpf_dynptr_data", KV(5, 19), "34d4ef5775f7" },
	{ 204, "bpf_tcp_raw_gen_syncookie_ipv4", KV(6, 0), "33bf9885040c" },
	{ 205, "bpf_tcp_raw_gen_syncookie_ipv6", KV(6, 0), "33bf9885040c" },
	{ 206, "bpf_tcp_raw_check_syncookie_ipv4", KV(6, 0), "33bf9885040c" },
	{ 207, "bpf_tcp_raw_check_syncookie_ipv6", KV(6, 0), "33bf9885040c" },
	{ 208, "bpf_ktime_get_tai_ns", KV(6, 1), "c8996c98f703" },
	{ 209, "bpf_user_ringbuf_drain", KV(6, 1), "205715673844" },
	{ 210, "bpf_cgrp_storage_get", KV(6, 2), "c4bcfb38a95e" },
	{ 211, "bpf_cgrp_storage_delete", KV(6, 2), "c4bcfb38a95e" },
};

static const struct lint_kfeat insns[LINT_KI_NR] = {
	[LINT_KI_TAIL_CALL] = { LINT_KI_TAIL_CALL, "tail calls", KV(4, 2), "04fd61ab36ec" },
	[LINT_KI_CALL] = { LINT_KI_CALL, "bpf-to-bpf calls", KV(4, 16), "cc8b0b92a169" },
	[LINT_KI_JMP32] = { LINT_KI_JMP32, "JMP32 instructions", KV(5, 1),
		"BPF_JMP32 in the UAPI: reached libbpf's copy in the bpf-next sync of 2019-02-07 with bpf_spin_lock (d83525ca62cf, 5.1)" },
	[LINT_KI_GLOBAL_DATA] = { LINT_KI_GLOBAL_DATA, "global data (.data/.rodata/.bss maps)", KV(5, 2),
		"BPF_PSEUDO_MAP_VALUE: the series of \"bpf, libbpf: support global data/bss/rodata sections\" (bpf-next 2019-04-09), with BPF_F_RDONLY_PROG (591fe9888d78, 5.2)" },
	[LINT_KI_LOOP] = { LINT_KI_LOOP, "bounded loops (a backward jump)", KV(5, 3), "2589726d12a1" },
	[LINT_KI_TAIL_CALL_IN_CALLS] = { LINT_KI_TAIL_CALL_IN_CALLS, "tail calls mixed with bpf-to-bpf calls (x86-64; arm64 6.0)", KV(5, 10), "e411901c0b77" },
	[LINT_KI_ATOMIC] = { LINT_KI_ATOMIC, "atomic fetch, xchg, cmpxchg and bitwise instructions", KV(5, 12),
		"\"bpf: Add BPF_FETCH field / create atomic_fetch_add instruction\", \"bpf: Add instructions for atomic_[cmp]xchg\" (bpf-next 2021-01-14)" },
	[LINT_KI_CPUV4] = { LINT_KI_CPUV4, "cpu v4 instructions (sign-extending loads and moves, signed division, bswap, 32-bit jumps)", KV(6, 6),
		"\"bpf: Support new sign-extension load insns\" (BPF_MEMSX, bpf-next 2023-07-27) and its series" },
	[LINT_KI_LOAD_ACQ] = { LINT_KI_LOAD_ACQ, "load-acquire and store-release instructions", KV(6, 15),
		"\"bpf: Introduce load-acquire and store-release instructions\" (BPF_LOAD_ACQ, bpf-next 2025-03-04)" },
};

/*
 * Expected attach types libbpf 1.1's section table sets (libbpf_prog_type_
 * by_name) that a kernel knows later than their program type, and the
 * xdp.frags load flag. Releases and commits: isovalent/ebpf-docs,
 * docs/linux/syscall/BPF_LINK_CREATE.md at 26a76682c806 ("Attach types",
 * each with its kernel commit); frags: the same site's XDP program type
 * page (c2f2cdbeffda). Not here: BPF_XDP, which libbpf sets on every
 * "xdp" section and drops where the kernel has no expected attach types
 * (SEC_ATTACHABLE_OPT), and BPF_SK_REUSEPORT_SELECT, which plain
 * "sk_reuseport" gets: kernels before 5.14 do not look at either when
 * they load the program (sk_reuseport_migrate is here: its programs
 * migrate sockets, which kernels before 5.14 cannot). Attach types of the
 * same release as their program type are no requirement of their own.
 */
static const struct lint_kfeat attach_types[] = {
	{ BPF_CGROUP_INET4_POST_BIND, "BPF_CGROUP_INET4_POST_BIND", KV(4, 17), "aac3fc320d94" },
	{ BPF_CGROUP_INET6_POST_BIND, "BPF_CGROUP_INET6_POST_BIND", KV(4, 17), "aac3fc320d94" },
	{ BPF_CGROUP_UDP4_SENDMSG, "BPF_CGROUP_UDP4_SENDMSG", KV(4, 18), "1cedee13d25a" },
	{ BPF_CGROUP_UDP6_SENDMSG, "BPF_CGROUP_UDP6_SENDMSG", KV(4, 18), "1cedee13d25a" },
	{ BPF_CGROUP_UDP4_RECVMSG, "BPF_CGROUP_UDP4_RECVMSG", KV(5, 2), "983695fa6765" },
	{ BPF_CGROUP_UDP6_RECVMSG, "BPF_CGROUP_UDP6_RECVMSG", KV(5, 2), "983695fa6765" },
	{ BPF_CGROUP_INET4_GETPEERNAME, "BPF_CGROUP_INET4_GETPEERNAME", KV(5, 8), "1b66d253610c" },
	{ BPF_CGROUP_INET6_GETPEERNAME, "BPF_CGROUP_INET6_GETPEERNAME", KV(5, 8), "1b66d253610c" },
	{ BPF_CGROUP_INET4_GETSOCKNAME, "BPF_CGROUP_INET4_GETSOCKNAME", KV(5, 8), "1b66d253610c" },
	{ BPF_CGROUP_INET6_GETSOCKNAME, "BPF_CGROUP_INET6_GETSOCKNAME", KV(5, 8), "1b66d253610c" },
	{ BPF_XDP_DEVMAP, "BPF_XDP_DEVMAP", KV(5, 8), "fbee97feed9b" },
	{ BPF_CGROUP_INET_SOCK_RELEASE, "BPF_CGROUP_INET_SOCK_RELEASE", KV(5, 9), "f5836749c9c0" },
	{ BPF_XDP_CPUMAP, "BPF_XDP_CPUMAP", KV(5, 9), "9216477449f3" },
	{ BPF_SK_REUSEPORT_SELECT_OR_MIGRATE, "BPF_SK_REUSEPORT_SELECT_OR_MIGRATE", KV(5, 14), "d5e4ddaeb6ab" },
	{ LINT_KATTACH_XDP_FRAGS, "xdp.frags (BPF_F_XDP_HAS_FRAGS)", KV(5, 18), "c2f2cdbeffda" },
};

static const struct lint_kfeat *find(const struct lint_kfeat *t, size_t nr, uint32_t id)
{
	size_t i;

	for (i = 0; i < nr; i++)
		if (t[i].id == id)
			return &t[i];
	return NULL;
}

#define FIND(t, id) find(t, sizeof(t) / sizeof(t[0]), id)

const struct lint_kfeat *lint_kernel_prog_type(uint32_t type)
{
	return FIND(prog_types, type);
}

const struct lint_kfeat *lint_kernel_map_type(uint32_t type)
{
	return FIND(map_types, type);
}

const struct lint_kfeat *lint_kernel_map_flag(uint32_t bit)
{
	return FIND(map_flags, bit);
}

const struct lint_kfeat *lint_kernel_helper(uint32_t id)
{
	return FIND(helpers, id);
}

const struct lint_kfeat *lint_kernel_helper_named(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < sizeof(helpers) / sizeof(helpers[0]); i++)
		if (strlen(helpers[i].name) == len + 4 && !strncmp(helpers[i].name + 4, name, len))
			return &helpers[i];
	return NULL;
}

const struct lint_kfeat *lint_kernel_attach(uint32_t attach)
{
	return FIND(attach_types, attach);
}

const struct lint_kfeat *lint_kernel_insn(enum lint_kinsn k)
{
	return k < LINT_KI_NR ? &insns[k] : NULL;
}

const struct lint_kfeat *lint_kernel_table(enum lint_ktable t, size_t *nr)
{
	switch (t) {
	case LINT_KT_PROG_TYPE:
		*nr = sizeof(prog_types) / sizeof(prog_types[0]);
		return prog_types;
	case LINT_KT_MAP_TYPE:
		*nr = sizeof(map_types) / sizeof(map_types[0]);
		return map_types;
	case LINT_KT_MAP_FLAG:
		*nr = sizeof(map_flags) / sizeof(map_flags[0]);
		return map_flags;
	case LINT_KT_HELPER:
		*nr = sizeof(helpers) / sizeof(helpers[0]);
		return helpers;
	case LINT_KT_ATTACH:
		*nr = sizeof(attach_types) / sizeof(attach_types[0]);
		return attach_types;
	default:
		*nr = LINT_KI_NR;
		return insns;
	}
}
