// SPDX-License-Identifier: GPL-2.0
/*
 * graft.c - a target for "tc exec bpf graft".
 *
 * Demonstrates:
 *   - an entry program that only dispatches: it tail-calls slot 0 of the
 *     PROG_ARRAY jmp_tc (id 1, 1 slot, PIN_GLOBAL_NS) and returns TC_ACT_OK
 *     when the slot is empty;
 *   - section "1/0", the graft target, which counts packets in slot 0 of
 *     graft_hits (ARRAY, __u32 -> __u64, 1 slot, PIN_GLOBAL_NS).
 *
 * Loading (tc classifier, direct-action):
 *   tc qdisc add dev veth0 clsact
 *   tc filter add dev veth0 ingress bpf da obj graft.o sec classifier
 * The legacy loader already puts "1/0" into jmp_tc[0].  The slot can be
 * replaced atomically at run time, without touching the filter, with
 *   tc exec bpf graft m:globals/jmp_tc obj graft.o sec 1/0
 * (the key, 0, is inferred from the section name "1/0"; use "key N" to
 * override).  Maps: /sys/fs/bpf/tc/globals/{jmp_tc,graft_hits}.
 *
 * Note: tailcall.c also pins a "jmp_tc" in tc/globals, with 2 slots; the
 * two objects cannot both be loaded on one host without clearing the pin.
 */
#include "legacy_bpf.h"

struct bpf_elf_map jmp_tc __section_maps = {
	.type		= BPF_MAP_TYPE_PROG_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u32),
	.max_elem	= 1,
	.id		= 1,
	.pinning	= PIN_GLOBAL_NS,
};

struct bpf_elf_map graft_hits __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u64),
	.max_elem	= 1,
	.pinning	= PIN_GLOBAL_NS,
};

__section("classifier")
int tc_entry(struct __sk_buff *skb)
{
	bpf_tail_call(skb, &jmp_tc, 0);
	return TC_ACT_OK;	/* nothing grafted */
}

__section_tail(1, 0)
int tc_graft(struct __sk_buff *skb)
{
	__u32 key = 0;
	__u64 *count;

	count = bpf_map_lookup_elem(&graft_hits, &key);
	if (count)
		__sync_fetch_and_add(count, 1);
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
