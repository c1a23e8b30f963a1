// SPDX-License-Identifier: GPL-2.0
/*
 * Map-in-map: a HASH_OF_MAPS outer with 4-byte keys whose template is the
 * map with id 7; that inner map also has inner_idx 3, so iproute2 stored
 * it under key 3 of the outer at load time (libbpf: .rel.maps slot 3).
 *
 * EXPECT mim_inner type=2 key=4 value=4 max=1 flags=0 pin=-
 * EXPECT mim_outer type=13 key=4 value=4 max=8 flags=0 pin=-
 * SLOT mim_outer 3 mim_inner
 */
#include "legacy_bpf.h"

struct bpf_elf_map mim_inner __section_maps = {
	.type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 4,
	.max_elem = 1, .id = 7, .inner_idx = 3,
};

struct bpf_elf_map mim_outer __section_maps = {
	.type = BPF_MAP_TYPE_HASH_OF_MAPS, .size_key = 4, .size_value = 4,
	.max_elem = 8, .inner_id = 7,
};

__section("classifier")
int cls_mim(struct __sk_buff *skb)
{
	__u32 k = 3, z = 0, *v;
	void *inner = bpf_map_lookup_elem(&mim_outer, &k);

	if (inner) {
		v = bpf_map_lookup_elem(inner, &z);
		if (v)
			__sync_fetch_and_add(v, 1);
	}
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
