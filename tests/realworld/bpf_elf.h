/* SPDX-License-Identifier: GPL-2.0 */
/*
 * bpf_elf.h - test stand-in for iproute2's include/bpf_elf.h.
 *
 * Written for this project's tests (tests/e2e/convert/realworld_iproute2.sh); it is
 * not a copy of iproute2's header.  It describes the legacy ELF ABI that
 * iproute2's loader reads: the 36-byte map record in section "maps" and the
 * pinning values.  Only what the iproute2-doc examples/bpf/legacy sources
 * need is provided.
 */
#ifndef RW_BPF_ELF_H
#define RW_BPF_ELF_H

#include <linux/types.h>

/* Values of bpf_elf_map.pinning (ABI). */
#define PIN_NONE		0
#define PIN_OBJECT_NS		1
#define PIN_GLOBAL_NS		2

/* Legacy loader limits. */
#define ELF_MAX_MAPS		64
#define ELF_MAX_LICENSE_LEN	128

/* Nine 32-bit words, in this order, no padding (36 bytes). */
struct bpf_elf_map {
	__u32 type;
	__u32 size_key;
	__u32 size_value;
	__u32 max_elem;
	__u32 flags;
	__u32 id;
	__u32 pinning;
	__u32 inner_id;
	__u32 inner_idx;
};

/*
 * Emit "struct ____btf_map_<NAME> { KT key; VT value; }" into BTF by defining
 * an unused object of that type in section ".maps.<NAME>".
 */
#define BPF_ANNOTATE_KV_PAIR(NAME, KT, VT)				\
	struct ____btf_map_##NAME { KT key; VT value; };		\
	struct ____btf_map_##NAME					\
	__attribute__((section(".maps." #NAME), used))			\
	____btf_map_##NAME = {}

#endif /* RW_BPF_ELF_H */
