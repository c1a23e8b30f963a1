// SPDX-License-Identifier: GPL-2.0
/*
 * mim.c - map-in-map through map_macros.h: mac_inner (id 5) is the
 * template of mac_outer (inner id 5) and goes into its slot 0; the program
 * counts in mac_inner[0] through mac_outer[0].
 *
 *   tc filter add dev veth0 ingress bpf da obj mim.o sec ingress
 */
#include "map_macros.h"

BPF_INNER_ARRAY(mac_inner, 5, sizeof(__u32), 1, 0);
BPF_ARRAY_OF_MAPS(mac_outer, 5, PIN_GLOBAL_NS, 1);

__section("ingress")
int mac_mim(struct __sk_buff *skb)
{
	__u32 key = 0, *val;
	void *inner = bpf_map_lookup_elem(&mac_outer, &key);

	if (inner) {
		val = bpf_map_lookup_elem(inner, &key);
		if (val)
			__sync_fetch_and_add(val, 1);
	}
	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
