// SPDX-License-Identifier: GPL-2.0
/*
 * map_in_map.c - legacy map-in-map plus object-namespace pinning.
 *
 * Demonstrates:
 *   - an inner map map_inner (ARRAY, __u32 -> __u32, 1 slot, id 1,
 *     inner_idx 0, PIN_NONE).  Its id makes it the template for every outer
 *     whose inner_id is 1, and inner_idx 0 makes the legacy loader insert it
 *     into slot 0 of each such outer after creating the maps;
 *   - an outer map map_outer (ARRAY_OF_MAPS, size_key 4, size_value 4,
 *     1 slot, inner_id 1, PIN_GLOBAL_NS -> /sys/fs/bpf/tc/globals/map_outer);
 *   - objns (ARRAY, __u32 -> __u32, 1 slot, PIN_OBJECT_NS), pinned at
 *     /sys/fs/bpf/tc/<sha1 of this .o file>/objns: shared only between
 *     loads of the byte-identical object file.
 *
 * The "ingress" program looks up map_outer[0] to get the inner map, then
 * increments map_inner[0] through it, and increments objns[0] directly.
 * Returns TC_ACT_OK always.
 *
 * Loading (tc classifier, direct-action):
 *   tc qdisc add dev veth0 clsact
 *   tc filter add dev veth0 ingress bpf da obj map_in_map.o sec ingress
 */
#include "legacy_bpf.h"

struct bpf_elf_map map_inner __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u32),
	.max_elem	= 1,
	.id		= 1,
	.pinning	= PIN_NONE,
	.inner_idx	= 0,
};

struct bpf_elf_map map_outer __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY_OF_MAPS,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u32),	/* holds a map fd/id */
	.max_elem	= 1,
	.pinning	= PIN_GLOBAL_NS,
	.inner_id	= 1,
};

struct bpf_elf_map objns __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u32),
	.max_elem	= 1,
	.pinning	= PIN_OBJECT_NS,
};

__section("ingress")
int tc_ingress(struct __sk_buff *skb)
{
	__u32 key = 0;
	__u32 *val;
	void *inner;

	inner = bpf_map_lookup_elem(&map_outer, &key);
	if (inner) {
		val = bpf_map_lookup_elem(inner, &key);
		if (val)
			__sync_fetch_and_add(val, 1);
	}

	val = bpf_map_lookup_elem(&objns, &key);
	if (val)
		__sync_fetch_and_add(val, 1);

	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
