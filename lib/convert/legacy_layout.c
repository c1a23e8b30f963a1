// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The historical map-definition layouts found in `maps` sections. Each is a
 * run of little-endian u32 words; the table says what each word means.
 */
#include <errno.h>
#include <string.h>

#include "convert/legacy_layout.h"

const struct bl_layout_desc bl_layouts[BL_LAYOUT__MAX] = {
	[BL_LAYOUT_ELF_MAP] = {
		.name = "bpf_elf_map",
		.doc = "iproute2 >= 4.13 struct bpf_elf_map (36 bytes)",
		.nr_words = 9,
		.words = { BL_W_TYPE, BL_W_KEY, BL_W_VALUE, BL_W_MAX, BL_W_FLAGS,
			   BL_W_ID, BL_W_PINNING, BL_W_INNER_ID, BL_W_INNER_IDX },
		.members = { "type", "size_key", "size_value", "max_elem", "flags",
			     "id", "pinning", "inner_id", "inner_idx" },
	},
	[BL_LAYOUT_ELF_MAP_V46] = {
		.name = "bpf_elf_map_v46",
		.doc = "iproute2 4.6-4.12 struct bpf_elf_map without inner_id/inner_idx (28 bytes)",
		.nr_words = 7,
		.words = { BL_W_TYPE, BL_W_KEY, BL_W_VALUE, BL_W_MAX, BL_W_FLAGS,
			   BL_W_ID, BL_W_PINNING },
		.members = { "type", "size_key", "size_value", "max_elem", "flags",
			     "id", "pinning" },
	},
	[BL_LAYOUT_MAP_DEF] = {
		.name = "bpf_map_def",
		.doc = "libbpf 0.x / kernel selftests struct bpf_map_def (20 bytes)",
		.nr_words = 5,
		.words = { BL_W_TYPE, BL_W_KEY, BL_W_VALUE, BL_W_MAX, BL_W_FLAGS },
		.members = { "type", "key_size", "value_size", "max_entries", "map_flags" },
	},
	[BL_LAYOUT_SAMPLES] = {
		.name = "bpf_load_map_def",
		.doc = "kernel samples/bpf struct bpf_load_map_def with inner_map_idx, numa_node (28 bytes)",
		.nr_words = 7,
		.words = { BL_W_TYPE, BL_W_KEY, BL_W_VALUE, BL_W_MAX, BL_W_FLAGS,
			   BL_W_INNER_MAP_IDX, BL_W_NUMA },
		.members = { "type", "key_size", "value_size", "max_entries", "map_flags",
			     "inner_map_idx", "numa_node" },
	},
	[BL_LAYOUT_SAMPLES24] = {
		.name = "bpf_load_map_def24",
		.doc = "older samples/bpf layout ending in inner_map_idx (24 bytes)",
		.nr_words = 6,
		.words = { BL_W_TYPE, BL_W_KEY, BL_W_VALUE, BL_W_MAX, BL_W_FLAGS,
			   BL_W_INNER_MAP_IDX },
		.members = { "type", "key_size", "value_size", "max_entries", "map_flags",
			     "inner_map_idx" },
	},
	[BL_LAYOUT_MIN] = {
		.name = "bpf_elf_map_min",
		.doc = "type, key size, value size, max entries only (16 bytes)",
		.nr_words = 4,
		.words = { BL_W_TYPE, BL_W_KEY, BL_W_VALUE, BL_W_MAX },
		.members = { "type", "size_key", "size_value", "max_elem" },
	},
};

const char *bl_layout_name(enum bl_layout layout)
{
	if (layout <= BL_LAYOUT_AUTO || layout >= BL_LAYOUT__MAX)
		return "auto";
	return bl_layouts[layout].name;
}

int bl_layout_from_name(const char *name, enum bl_layout *out)
{
	int i;

	if (!strcmp(name, "auto")) {
		*out = BL_LAYOUT_AUTO;
		return 0;
	}
	for (i = BL_LAYOUT_AUTO + 1; i < BL_LAYOUT__MAX; i++) {
		if (!strcmp(name, bl_layouts[i].name)) {
			*out = i;
			return 0;
		}
	}
	return -ENOENT;
}

/*
 * Which layout a record size means when nothing else tells: what current
 * iproute2 would read positionally (28 bytes: the 4.6-4.12 bpf_elf_map).
 */
enum bl_layout bl_layout_default_for_size(size_t rec_size)
{
	switch (rec_size) {
	case 36: return BL_LAYOUT_ELF_MAP;
	case 28: return BL_LAYOUT_ELF_MAP_V46;
	case 24: return BL_LAYOUT_SAMPLES24;
	case 20: return BL_LAYOUT_MAP_DEF;
	case 16: return BL_LAYOUT_MIN;
	default: return BL_LAYOUT_AUTO;
	}
}

bool bl_layout_size_ambiguous(size_t rec_size)
{
	return rec_size == 28;
}

size_t bl_layout_size(enum bl_layout layout)
{
	return bl_layouts[layout].nr_words * 4;
}
