// SPDX-License-Identifier: GPL-2.0
/*
 * shared.c - a shared map declared through map_macros.h: mac_shared (HASH,
 * PIN_GLOBAL_NS) counts packets per direction, both programs of this
 * object and every other load of it share the pinned map; mac_local
 * (PIN_NONE) and mac_objns (PIN_OBJECT_NS) count per object.
 *
 *   tc filter add dev veth0 ingress bpf da obj shared.o sec ingress
 *   tc filter add dev veth0 egress bpf da obj shared.o sec egress
 */
#include "map_macros.h"

BPF_HASH(mac_shared, 0, sizeof(__u32), sizeof(__u64), PIN_GLOBAL_NS, 16);
BPF_ARRAY(mac_local, 0, sizeof(__u64), PIN_NONE, 2);
BPF_ARRAY4(mac_objns, 0, PIN_OBJECT_NS, 1);

static __always_inline int count(__u32 dir)
{
	__u64 one = 1, *v = bpf_map_lookup_elem(&mac_shared, &dir);
	__u32 zero = 0, *o;

	if (v)
		__sync_fetch_and_add(v, 1);
	else
		bpf_map_update_elem(&mac_shared, &dir, &one, BPF_NOEXIST);
	v = bpf_map_lookup_elem(&mac_local, &dir);
	if (v)
		__sync_fetch_and_add(v, 1);
	o = bpf_map_lookup_elem(&mac_objns, &zero);
	if (o)
		__sync_fetch_and_add(o, 1);
	return TC_ACT_OK;
}

__section("ingress")
int mac_ingress(struct __sk_buff *skb)
{
	return count(0);
}

__section("egress")
int mac_egress(struct __sk_buff *skb)
{
	return count(1);
}

BPF_LICENSE("GPL");
