/* SPDX-License-Identifier: GPL-2.0 */
/*
 * map_def.h - the 20-byte "struct bpf_map_def" used by kernel samples/bpf,
 * kernel selftests of that era and libbpf 0.x (removed in libbpf 1.0).
 *
 * Objects using it put one such record per map into ELF section "maps".
 * iproute2's legacy loader reads a 20-byte record positionally: the first
 * five words map 1:1 onto struct bpf_elf_map, and id/pinning/inner_* are 0.
 */
#ifndef LEGACY_MAP_DEF_H
#define LEGACY_MAP_DEF_H

struct bpf_map_def {
	unsigned int type;		/* BPF_MAP_TYPE_* */
	unsigned int key_size;
	unsigned int value_size;
	unsigned int max_entries;
	unsigned int map_flags;
};

#endif /* LEGACY_MAP_DEF_H */
