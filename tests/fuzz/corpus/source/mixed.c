// SPDX-License-Identifier: GPL-2.0
/*
 * mixed.c - a legacy map and a modern BTF map in one object, plus global
 * data and a BPF-to-BPF call.
 *
 * Demonstrates, all used by the single program in section "classifier":
 *   - legacy_cnt : struct bpf_elf_map in section "maps" (ARRAY,
 *                  __u32 -> __u64, 1 slot, PIN_GLOBAL_NS);
 *   - btf_cnt    : libbpf 1.x BTF-defined map in section ".maps" (ARRAY,
 *                  __u32 -> __u64, 1 slot, not pinned);
 *   - data_step  : initialised global        -> section .data
 *   - scale      : const volatile global     -> section .rodata
 *   - last_len   : zero-initialised global   -> section .bss
 *   - bump()     : static noinline function  -> section .text, reached by
 *                  a BPF-to-BPF call (pseudo call) from the entry program.
 *
 * The legacy iproute2 loader cannot load this object (it rejects .data /
 * .rodata / .bss relocations and does not understand ".maps"); it exists to
 * exercise a converter on a half-converted object.  Because BTF-defined
 * maps need BTF, it must be compiled with -g.
 *
 * Loading (libbpf-based tc, after conversion):
 *   tc qdisc add dev veth0 clsact
 *   tc filter add dev veth0 ingress bpf da obj mixed.o sec classifier
 */
#include "legacy_bpf.h"

struct bpf_elf_map legacy_cnt __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u64),
	.max_elem	= 1,
	.pinning	= PIN_GLOBAL_NS,
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, 1);
} btf_cnt SEC(".maps");

__u64 data_step = 1;			/* .data */
const volatile __u64 scale = 2;		/* .rodata */
__u32 last_len;				/* .bss */

/* Kept out of line on purpose: a real BPF-to-BPF call into .text. */
static __attribute__((noinline)) int bump(__u64 *count, __u64 by)
{
	__sync_fetch_and_add(count, by);
	return 1;
}

__section("classifier")
int tc_mixed(struct __sk_buff *skb)
{
	__u32 key = 0;
	__u64 *count;

	last_len = skb->len;

	count = bpf_map_lookup_elem(&legacy_cnt, &key);
	if (count)
		bump(count, data_step);

	count = bpf_map_lookup_elem(&btf_cnt, &key);
	if (count)
		bump(count, data_step * scale);

	return TC_ACT_OK;
}

BPF_LICENSE("GPL");
