// SPDX-License-Identifier: GPL-2.0
/*
 * cyclic.c - a tail call that jumps to itself.
 *
 * Demonstrates:
 *   - a PROG_ARRAY jmp (id 1, 1 slot, PIN_GLOBAL_NS) whose only slot is
 *     filled by the legacy loader with the program from section "1/0";
 *   - that program tail-calls jmp[0] again, i.e. itself.  The kernel allows
 *     at most 33 tail calls per packet (MAX_TAIL_CALL_CNT), after which
 *     bpf_tail_call() fails and the program falls through to TC_ACT_OK;
 *   - a counter map loops (ARRAY, __u32 -> __u64, 2 slots, PIN_GLOBAL_NS).
 *
 * Per packet:
 *   classifier : loops[0]++, tail call jmp[0]
 *   1/0        : loops[1]++, tail call jmp[0] (again and again)
 * With the cycle installed, loops[1] grows by the tail-call limit (33 on
 * current kernels) for each increment of loops[0].
 *
 * Loading (tc classifier, direct-action):
 *   tc qdisc add dev veth0 clsact
 *   tc filter add dev veth0 ingress bpf da obj cyclic.o sec classifier
 * Maps: /sys/fs/bpf/tc/globals/{jmp,loops}.
 */
#include "legacy_bpf.h"

struct bpf_elf_map jmp __section_maps = {
	.type		= BPF_MAP_TYPE_PROG_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u32),
	.max_elem	= 1,
	.id		= 1,
	.pinning	= PIN_GLOBAL_NS,
};

struct bpf_elf_map loops __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u64),
	.max_elem	= 2,
	.pinning	= PIN_GLOBAL_NS,
};

static __always_inline void bump(__u32 slot)
{
	__u64 *count;

	count = bpf_map_lookup_elem(&loops, &slot);
	if (count)
		__sync_fetch_and_add(count, 1);
}

__section("classifier")
int tc_entry(struct __sk_buff *skb)
{
	bump(0);
	bpf_tail_call(skb, &jmp, 0);
	return TC_ACT_OK;
}

__section_tail(1, 0)
int tc_loop(struct __sk_buff *skb)
{
	bump(1);
	bpf_tail_call(skb, &jmp, 0);	/* cycle: stops at the tail-call limit */
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
