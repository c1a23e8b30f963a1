// SPDX-License-Identifier: GPL-2.0
/*
 * samples28.c - a map declared with the 28-byte kernel samples/bpf layout.
 *
 * Demonstrates:
 *   - struct bpf_load_map_def from the old samples/bpf/bpf_load.h (declared
 *     locally below): type, key_size, value_size, max_entries, map_flags,
 *     inner_map_idx, numa_node - seven __u32 words, 28 bytes per record;
 *   - iproute2 reads these records positionally as a short struct
 *     bpf_elf_map, so inner_map_idx would land in "id" and numa_node in
 *     "pinning".  Both are 0 here, which means: no id, PIN_NONE;
 *   - one HASH map, pkt_len_hist (__u32 packet length -> __u64 count,
 *     1024 entries), used by a tc program in section "classifier".
 *
 * Loading (tc classifier, direct-action):
 *   tc qdisc add dev veth0 clsact
 *   tc filter add dev veth0 ingress bpf da obj samples28.o sec classifier
 */
#include "legacy_bpf.h"

struct bpf_load_map_def {
	unsigned int type;
	unsigned int key_size;
	unsigned int value_size;
	unsigned int max_entries;
	unsigned int map_flags;
	unsigned int inner_map_idx;
	unsigned int numa_node;
};

struct bpf_load_map_def pkt_len_hist __section_maps = {
	.type		= BPF_MAP_TYPE_HASH,
	.key_size	= sizeof(__u32),
	.value_size	= sizeof(__u64),
	.max_entries	= 1024,
	.map_flags	= 0,
	.inner_map_idx	= 0,
	.numa_node	= 0,
};

__section("classifier")
int tc_len(struct __sk_buff *skb)
{
	__u32 len = skb->len;
	__u64 one = 1, *count;

	count = bpf_map_lookup_elem(&pkt_len_hist, &len);
	if (count)
		__sync_fetch_and_add(count, 1);
	else
		bpf_map_update_elem(&pkt_len_hist, &len, &one, BPF_NOEXIST);

	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
