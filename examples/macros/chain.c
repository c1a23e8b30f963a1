// SPDX-License-Identifier: GPL-2.0
/*
 * chain.c - a tail-call chain through map_macros.h: the entry tail-calls
 * jmp_mac[0] (section "7/0"), which tail-calls jmp_mac[1] (section "7/1");
 * each hop counts in mac_hops[hop] (BPF_ARRAY4: 32-bit counters).
 *
 *   tc filter add dev veth0 ingress bpf da obj chain.o sec classifier
 */
#include "map_macros.h"

BPF_PROG_ARRAY(jmp_mac, 7, PIN_GLOBAL_NS, 2);
BPF_ARRAY4(mac_hops, 0, PIN_GLOBAL_NS, 3);

static __always_inline void hop(__u32 slot)
{
	__u32 *count = bpf_map_lookup_elem(&mac_hops, &slot);

	if (count)
		__sync_fetch_and_add(count, 1);
}

__section("classifier")
int mac_entry(struct __sk_buff *skb)
{
	hop(0);
	bpf_tail_call(skb, &jmp_mac, 0);
	return TC_ACT_OK;
}

__section_tail(7, 0)
int mac_stage1(struct __sk_buff *skb)
{
	hop(1);
	bpf_tail_call(skb, &jmp_mac, 1);
	return TC_ACT_OK;
}

__section_tail(7, 1)
int mac_stage2(struct __sk_buff *skb)
{
	hop(2);
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
