// SPDX-License-Identifier: GPL-2.0
/*
 * graft.c - a graft target through map_macros.h: the entry only
 * dispatches to jmp_mgraft[0]; section "3/0" counts in mgraft_hits, and
 * can be replaced at run time with
 *   tc exec bpf graft m:globals/jmp_mgraft obj graft.o sec 3/0
 */
#include "map_macros.h"

BPF_PROG_ARRAY(jmp_mgraft, 3, PIN_GLOBAL_NS, 1);
BPF_HASH(mgraft_hits, 0, sizeof(__u32), sizeof(__u64), PIN_GLOBAL_NS, 1);

__section("classifier")
int mgraft_entry(struct __sk_buff *skb)
{
	bpf_tail_call(skb, &jmp_mgraft, 0);
	return TC_ACT_OK;	/* nothing grafted */
}

__section_tail(3, 0)
int mgraft_target(struct __sk_buff *skb)
{
	__u32 key = 0;
	__u64 one = 1, *count = bpf_map_lookup_elem(&mgraft_hits, &key);

	if (count)
		__sync_fetch_and_add(count, 1);
	else
		bpf_map_update_elem(&mgraft_hits, &key, &one, BPF_NOEXIST);
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
