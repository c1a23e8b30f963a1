// SPDX-License-Identifier: GPL-2.0
/*
 * tailcall.c - legacy "ID/KEY" tail-call sections across two prog arrays.
 *
 * Demonstrates:
 *   - PROG_ARRAY maps identified by their bpf_elf_map.id:
 *       jmp_tc  id 1          (decimal), max_elem 2, PIN_GLOBAL_NS
 *       jmp_ex  id 0x2a (42)  (hex),     max_elem 1, PIN_GLOBAL_NS
 *   - tail-call programs in sections named "ID/KEY".  After loading the
 *     entry program, the legacy loader parses every other section name with
 *     sscanf("%i/%i") and stores that program in slot KEY of the PROG_ARRAY
 *     whose id is ID.  "%i" accepts hex, so "0x2a/0" means id 42, key 0;
 *   - a counter map hops (ARRAY, __u32 -> __u64, 8 slots, PIN_GLOBAL_NS)
 *     recording how far each packet got along the chain.
 *
 * Chain for every packet:
 *   classifier : hops[0]++, tail call jmp_tc[0]
 *   1/0        : hops[1]++, tail call jmp_tc[1]
 *   1/1        : hops[2]++, tail call jmp_ex[0]
 *   0x2a/0     : hops[3]++, return TC_ACT_OK
 * Any program whose tail call fails (empty slot) falls through and returns
 * TC_ACT_OK, so traffic is never dropped.  With all slots filled,
 * hops[0..3] advance together.
 *
 * Loading (tc classifier, direct-action):
 *   tc qdisc add dev veth0 clsact
 *   tc filter add dev veth0 ingress bpf da obj tailcall.o sec classifier
 * Maps are pinned at /sys/fs/bpf/tc/globals/{jmp_tc,jmp_ex,hops}.  Single
 * slots can later be replaced with, e.g.,
 *   tc exec bpf graft m:globals/jmp_tc key 1 obj tailcall.o sec 1/1
 */
#include "legacy_bpf.h"

struct bpf_elf_map jmp_tc __section_maps = {
	.type		= BPF_MAP_TYPE_PROG_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u32),
	.max_elem	= 2,
	.id		= 1,
	.pinning	= PIN_GLOBAL_NS,
};

struct bpf_elf_map jmp_ex __section_maps = {
	.type		= BPF_MAP_TYPE_PROG_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u32),
	.max_elem	= 1,
	.id		= 0x2a,
	.pinning	= PIN_GLOBAL_NS,
};

struct bpf_elf_map hops __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u64),
	.max_elem	= 8,
	.pinning	= PIN_GLOBAL_NS,
};

static __always_inline void hop(__u32 slot)
{
	__u64 *count;

	count = bpf_map_lookup_elem(&hops, &slot);
	if (count)
		__sync_fetch_and_add(count, 1);
}

__section("classifier")
int tc_entry(struct __sk_buff *skb)
{
	hop(0);
	bpf_tail_call(skb, &jmp_tc, 0);
	return TC_ACT_OK;	/* jmp_tc[0] empty */
}

__section_tail(1, 0)
int tc_stage1(struct __sk_buff *skb)
{
	hop(1);
	bpf_tail_call(skb, &jmp_tc, 1);
	return TC_ACT_OK;	/* jmp_tc[1] empty */
}

__section_tail(1, 1)
int tc_stage2(struct __sk_buff *skb)
{
	hop(2);
	bpf_tail_call(skb, &jmp_ex, 0);
	return TC_ACT_OK;	/* jmp_ex[0] empty */
}

/* Written in hex on purpose: id 0x2a == 42 == jmp_ex.id. */
__section("0x2a/0")
int tc_stage3(struct __sk_buff *skb)
{
	hop(3);
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
