// SPDX-License-Identifier: GPL-2.0
/*
 * xdp_samples.c - an XDP program in the style of the old kernel
 * samples/bpf (xdp1_kern.c era), using the 20-byte struct bpf_map_def.
 *
 * Demonstrates:
 *   - maps declared as struct bpf_map_def (map_def.h) in section "maps":
 *     20-byte records, no id and no pinning (both read as 0 by iproute2,
 *     so the maps are private to each load);
 *       rxcnt : PERCPU_ARRAY, __u32 IP protocol -> __u64 packets, 256 slots
 *       seen  : HASH, __u32 IPv4 source address -> __u64 packets, 1024
 *   - bounds-checked parsing of Ethernet + IPv4 headers;
 *   - section "prog", the default section name of iproute2's xdp loader.
 *
 * Every packet gets XDP_PASS; IPv4 packets are counted per protocol in
 * rxcnt and per source address in seen.
 *
 * Loading:
 *   ip link set dev veth0 xdp obj xdp_samples.o            (section "prog")
 *   ip link set dev veth0 xdpgeneric obj xdp_samples.o sec prog
 */
#include <linux/types.h>
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>
#include "map_def.h"

struct bpf_map_def __attribute__((section("maps"), used)) rxcnt = {
	.type		= BPF_MAP_TYPE_PERCPU_ARRAY,
	.key_size	= sizeof(__u32),
	.value_size	= sizeof(__u64),
	.max_entries	= 256,
};

struct bpf_map_def __attribute__((section("maps"), used)) seen = {
	.type		= BPF_MAP_TYPE_HASH,
	.key_size	= sizeof(__u32),
	.value_size	= sizeof(__u64),
	.max_entries	= 1024,
};

__attribute__((section("prog"), used))
int xdp_count(struct xdp_md *ctx)
{
	void *data_end = (void *)(long)ctx->data_end;
	void *data = (void *)(long)ctx->data;
	struct ethhdr *eth = data;
	struct iphdr *iph;
	__u64 one = 1, *value;
	__u32 proto, saddr;

	if ((void *)(eth + 1) > data_end)
		return XDP_PASS;
	if (eth->h_proto != bpf_htons(ETH_P_IP))
		return XDP_PASS;

	iph = (void *)(eth + 1);
	if ((void *)(iph + 1) > data_end)
		return XDP_PASS;

	proto = iph->protocol;		/* 0..255, always inside rxcnt */
	value = bpf_map_lookup_elem(&rxcnt, &proto);
	if (value)
		*value += 1;		/* per-CPU slot: no atomic needed */

	saddr = iph->saddr;
	value = bpf_map_lookup_elem(&seen, &saddr);
	if (value)
		__sync_fetch_and_add(value, 1);
	else
		bpf_map_update_elem(&seen, &saddr, &one, BPF_NOEXIST);

	return XDP_PASS;
}

char _license[] __attribute__((section("license"), used)) = "GPL";
