// SPDX-License-Identifier: GPL-2.0
/*
 * samples/bpf layout with BPF_F_NUMA_NODE (4) in map_flags and numa_node 0:
 * the converted BTF definition carries a numa_node attribute.
 *
 * EXPECT numa_hash type=1 key=4 value=4 max=8 flags=4 pin=-
 * EXPECT numa_arr type=2 key=4 value=4 max=1 flags=0 pin=-
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

struct bpf_load_map_def numa_hash __section_maps = {
	.type = BPF_MAP_TYPE_HASH, .key_size = 4, .value_size = 4,
	.max_entries = 8, .map_flags = BPF_F_NUMA_NODE, .numa_node = 0,
};

struct bpf_load_map_def numa_arr __section_maps = {
	.type = BPF_MAP_TYPE_ARRAY, .key_size = 4, .value_size = 4,
	.max_entries = 1,
};

__section("classifier")
int cls_numa(struct __sk_buff *skb)
{
	__u32 k = skb->len;

	if (bpf_map_lookup_elem(&numa_hash, &k))
		return TC_ACT_SHOT;
	k = 0;
	if (bpf_map_lookup_elem(&numa_arr, &k))
		return TC_ACT_OK;
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
