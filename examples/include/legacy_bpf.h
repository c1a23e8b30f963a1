/* SPDX-License-Identifier: GPL-2.0 */
/*
 * legacy_bpf.h - minimal helper header for writing iproute2-style ("legacy")
 * BPF objects for tc and XDP.
 *
 * This is the project's own header, written from the published ELF layout
 * that iproute2's legacy loader (lib/bpf_legacy.c) understands.  It exists so
 * that the example programs under examples/legacy/ can be compiled without
 * any iproute2 headers installed.  It provides:
 *
 *   - struct bpf_elf_map: the 36-byte (9 x __u32) map descriptor that legacy
 *     objects place in the ELF section named "maps";
 *   - the pinning constants PIN_NONE / PIN_OBJECT_NS / PIN_GLOBAL_NS;
 *   - __section(NAME) and __section_tail(ID, KEY), the latter producing the
 *     "ID/KEY" section name that the legacy loader uses to fill prog arrays;
 *   - BPF_ANNOTATE_KV_PAIR(name, K, V), which emits a ____btf_map_<name>
 *     struct into BTF so a loader can find key/value types for a map;
 *   - BPF_LICENSE(NAME) / __section_license for the "license" section.
 *
 * Helper calls (bpf_map_lookup_elem, bpf_tail_call, ...) come from libbpf's
 * <bpf/bpf_helpers.h>; byte-order helpers from <bpf/bpf_endian.h>.
 *
 * Build example:
 *   clang -O2 -g -target bpf -Iexamples/include \
 *         -I/usr/include/$(gcc -print-multiarch) -c prog.c -o prog.o
 */
#ifndef LEGACY_BPF_H
#define LEGACY_BPF_H

#include <linux/types.h>
#include <linux/bpf.h>
#include <linux/pkt_cls.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

/* Pinning modes understood by the legacy loader (values are ABI). */
#define PIN_NONE	0	/* not pinned: private to this load */
#define PIN_OBJECT_NS	1	/* <bpffs>/tc/<sha1 of object file>/<name> */
#define PIN_GLOBAL_NS	2	/* <bpffs>/tc/globals/<name> */

/*
 * Legacy map descriptor.  Field order and width are ABI: nine
 * little-endian 32-bit words, 36 bytes, no padding.
 */
struct bpf_elf_map {
	__u32 type;		/* BPF_MAP_TYPE_* */
	__u32 size_key;		/* key size in bytes */
	__u32 size_value;	/* value size in bytes */
	__u32 max_elem;		/* max_entries */
	__u32 flags;		/* map_flags */
	__u32 id;		/* user id: tail-call sections, map-in-map */
	__u32 pinning;		/* PIN_* or a custom id from bpf_pinning */
	__u32 inner_id;		/* outer maps: id of the inner/template map */
	__u32 inner_idx;	/* inner maps: slot in each outer; ~0 = none */
};

#ifndef __stringify
# define __lb_stringify1(X)	#X
# define __stringify(X)		__lb_stringify1(X)
#endif

/* Put an object or function into the named ELF section and keep it. */
#ifndef __section
# define __section(NAME)	__attribute__((section(NAME), used))
#endif

/* Tail-call target: section "ID/KEY" (e.g. __section_tail(1, 0) -> "1/0"). */
#ifndef __section_tail
# define __section_tail(ID, KEY) \
	__section(__stringify(ID) "/" __stringify(KEY))
#endif

/* Legacy map descriptors live in section "maps". */
#ifndef __section_maps
# define __section_maps		__section("maps")
#endif

#ifndef __section_license
# define __section_license	__section("license")
#endif

/* Define the license string, e.g. BPF_LICENSE("GPL"); */
#define BPF_LICENSE(NAME) \
	char _license[] __section_license = NAME

/* Same as BPF_LICENSE, shorter spelling: __license("GPL"); */
#define __license(NAME)	BPF_LICENSE(NAME)

/*
 * BTF key/value annotation for a legacy map.  Declares the type
 * "struct ____btf_map_<name> { K key; V value; }" and one used,
 * zero-initialised global of that type in section ".maps.<name>",
 * which forces the compiler to describe the type in .BTF.  Nothing
 * ever reads that section's contents.
 */
#define BPF_ANNOTATE_KV_PAIR(name, K, V)				\
	struct ____btf_map_##name {					\
		K key;							\
		V value;						\
	};								\
	struct ____btf_map_##name ____btf_map_##name			\
		__attribute__((section(".maps." #name), used)) = {}

#ifndef ARRAY_SIZE
# define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#endif

#endif /* LEGACY_BPF_H */
