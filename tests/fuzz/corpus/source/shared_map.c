// SPDX-License-Identifier: GPL-2.0
/*
 * shared_map.c - one pinned map shared by two tc programs.
 *
 * Demonstrates:
 *   - a legacy "maps" section holding one struct bpf_elf_map, map_sh
 *     (BPF_MAP_TYPE_ARRAY, __u32 key, __u64 value, 1 element);
 *   - PIN_GLOBAL_NS pinning: the map is pinned at
 *     /sys/fs/bpf/tc/globals/map_sh, so every load of this object (and
 *     any other object declaring a compatible map_sh) reuses the same map;
 *   - BPF_ANNOTATE_KV_PAIR, the legacy way to give the map BTF key/value
 *     types (section ".maps.map_sh");
 *   - two programs in one object, in sections "ingress" and "egress".
 *
 * Each program atomically increments slot 0 of map_sh for every packet it
 * sees and returns TC_ACT_OK, so the counter holds ingress + egress packets.
 *
 * Loading (tc classifier, direct-action), on one end of a veth pair:
 *   tc qdisc add dev veth0 clsact
 *   tc filter add dev veth0 ingress bpf da obj shared_map.o sec ingress
 *   tc filter add dev veth0 egress  bpf da obj shared_map.o sec egress
 * The second load finds the pinned map and reuses it, so both programs
 * share one map.  Inspect with: bpftool map dump pinned /sys/fs/bpf/tc/globals/map_sh
 */
#include "legacy_bpf.h"

struct bpf_elf_map map_sh __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u64),
	.max_elem	= 1,
	.pinning	= PIN_GLOBAL_NS,
};

BPF_ANNOTATE_KV_PAIR(map_sh, __u32, __u64);

static __always_inline void account(void)
{
	__u32 key = 0;
	__u64 *count;

	count = bpf_map_lookup_elem(&map_sh, &key);
	if (count)
		__sync_fetch_and_add(count, 1);
}

__section("ingress")
int tc_ingress(struct __sk_buff *skb)
{
	account();
	return TC_ACT_OK;
}

__section("egress")
int tc_egress(struct __sk_buff *skb)
{
	account();
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
