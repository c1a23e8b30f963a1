/* SPDX-License-Identifier: GPL-2.0 */
/*
 * bpf_api.h - test stand-in for iproute2's include/bpf_api.h.
 *
 * Debian's iproute2-doc ships examples/bpf/legacy/ sources, which include
 * "../../../include/bpf_api.h", but not that header.  This is the project's
 * own minimal replacement (not copied from iproute2), giving the names those
 * sources use: section macros, the legacy map record, license helper,
 * short helper-call names (map_lookup_elem, tail_call, ...), printt(),
 * lock_xadd() and the tc return-code constants.  Helper prototypes come from
 * libbpf's <bpf/bpf_helpers.h>.
 *
 *   clang -O2 -g -target bpf -I/usr/include/$(gcc -print-multiarch) -c X.c
 */
#ifndef RW_BPF_API_H
#define RW_BPF_API_H

#include <linux/types.h>
#include <linux/bpf.h>
#include <linux/pkt_cls.h>	/* TC_ACT_*, and TC_H_* via linux/pkt_sched.h */
#include <linux/if_ether.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

#include "bpf_elf.h"

/* The sources use the <stdint.h> names; avoid libc headers for -target bpf. */
typedef __u8  uint8_t;
typedef __u16 uint16_t;
typedef __u32 uint32_t;
typedef __u64 uint64_t;
typedef __s32 int32_t;
typedef __s64 int64_t;

/* ---- sections ---------------------------------------------------------- */

#define RW_STR_(X)		#X
#define RW_STR(X)		RW_STR_(X)

#ifndef __section
# define __section(NAME)	__attribute__((section(NAME), used))
#endif
/* A program the legacy loader puts into prog array ID at slot KEY. */
#define __section_tail(ID, KEY)	__section(RW_STR(ID) "/" RW_STR(KEY))
/* Default section names tc looks for. */
#define __section_cls_entry	__section("classifier")
#define __section_act_entry	__section("action")
#define __section_xdp_entry	__section("prog")
#define __section_lwt_entry	__section("lwt")
#define __section_license	__section("license")
#define __section_maps		__section("maps")

#define BPF_LICENSE(NAME)	char ____license[] __section_license = NAME

/* ---- misc -------------------------------------------------------------- */

#ifndef __maybe_unused
# define __maybe_unused		__attribute__((unused))
#endif
#ifndef likely
# define likely(X)		__builtin_expect(!!(X), 1)
#endif
#ifndef unlikely
# define unlikely(X)		__builtin_expect(!!(X), 0)
#endif
#ifndef offsetof
# define offsetof(T, M)		__builtin_offsetof(T, M)
#endif

/* Classifier "use the filter's default classid" return value. */
#define BPF_H_DEFAULT		(-1)

/* Atomic add whose result is unused (BPF_XADD / BPF_ATOMIC add). */
#define lock_xadd(PTR, VAL)	((void)__sync_fetch_and_add(PTR, VAL))

/* ---- helper-call wrappers ---------------------------------------------- */

#define map_lookup_elem		bpf_map_lookup_elem
#define map_update_elem		bpf_map_update_elem
#define map_delete_elem		bpf_map_delete_elem
#define tail_call		bpf_tail_call
#define trace_printk		bpf_trace_printk
#define get_prandom_u32		bpf_get_prandom_u32
#define get_smp_processor_id	bpf_get_smp_processor_id
#define ktime_get_ns		bpf_ktime_get_ns
#define get_cgroup_classid	bpf_get_cgroup_classid
#define get_route_realm		bpf_get_route_realm
#define get_hash_recalc		bpf_get_hash_recalc
#define skb_load_bytes		bpf_skb_load_bytes
#define skb_store_bytes		bpf_skb_store_bytes
#define skb_change_proto	bpf_skb_change_proto
#define skb_change_type		bpf_skb_change_type
#define skb_vlan_push		bpf_skb_vlan_push
#define skb_vlan_pop		bpf_skb_vlan_pop
#define skb_get_tunnel_key	bpf_skb_get_tunnel_key
#define skb_set_tunnel_key	bpf_skb_set_tunnel_key
#define l3_csum_replace		bpf_l3_csum_replace
#define l4_csum_replace		bpf_l4_csum_replace
#define csum_diff		bpf_csum_diff
#define clone_redirect		bpf_clone_redirect
#define redirect		bpf_redirect
#define perf_event_output	bpf_perf_event_output

/* trace_printk() with a string literal format kept on the stack. */
#define printt(FMT, ...)						\
	({								\
		char rw_fmt_[] = FMT;					\
		bpf_trace_printk(rw_fmt_, sizeof(rw_fmt_), ##__VA_ARGS__); \
	})

#endif /* RW_BPF_API_H */
