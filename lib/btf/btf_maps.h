/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Map definitions: the attributes every map has (legacy or BTF), and the
 * BTF map-definition codec in the shape libbpf's parse_btf_map_def() reads
 * (encode for the converter, decode for the linter).
 */
#ifndef BL_BTF_MAPS_H
#define BL_BTF_MAPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <linux/bpf.h>

/* The `pinning` values libbpf knows (enum libbpf_pin_type, declared only in
 * the BPF-side bpf_helpers.h). */
#define BL_BTF_PIN_NONE		0
#define BL_BTF_PIN_BY_NAME	1

struct btf;

/* What the kernel gets for every map, whatever the definition looked like. */
struct bl_map_attr {
	uint32_t type, key_size, value_size, max_entries, map_flags;
};

/* Map-in-map outers: their `values` describe an inner map. */
static inline bool bl_map_type_is_outer(uint32_t type)
{
	return type == BPF_MAP_TYPE_ARRAY_OF_MAPS || type == BPF_MAP_TYPE_HASH_OF_MAPS;
}

/* Map types whose key/value the kernel (or libbpf) will not take as BTF types. */
static inline bool bl_map_type_untyped_kv(uint32_t type)
{
	return type == BPF_MAP_TYPE_PROG_ARRAY || type == BPF_MAP_TYPE_PERF_EVENT_ARRAY ||
	       bl_map_type_is_outer(type);
}

/* The members a definition can have, in the order the encoder writes them. */
enum bl_btf_def_member {
	BL_DEF_TYPE, BL_DEF_KEY_SIZE, BL_DEF_KEY, BL_DEF_VALUE_SIZE, BL_DEF_VALUE,
	BL_DEF_MAX_ENTRIES, BL_DEF_MAP_FLAGS, BL_DEF_NUMA_NODE, BL_DEF_PINNING,
	BL_DEF_VALUES, BL_DEF__NR
};

/* One BTF map definition (an anonymous STRUCT in `.maps`). */
struct bl_btf_def {
	struct bl_map_attr attr;
	uint32_t numa_node;
	bool has_numa;
	uint32_t pinning;	/* BL_BTF_PIN_* */
	bool has_pinning;
	/* `key`/`value` as types: the BTF id of the type (pointee). Encode:
	 * 0 writes key_size/value_size instead. Decode: non-zero whenever the
	 * member is present; the sizes are resolved from it. */
	int key_type, value_type;
	/* `values[]`: for map-in-map the inner definition (STRUCT), for
	 * PROG_ARRAY a FUNC_PROTO. It replaces value_size (libbpf uses 4). */
	bool has_values;
	int values_pointee;	/* BTF id, 0 when unknown */
	/* Decode: members left out, as libbpf does not know them or they do
	 * not have the shape it reads. */
	unsigned int nr_ignored;
};

/* Bytes the STRUCT occupies (values[] is flexible and takes none). */
size_t bl_btf_map_def_size(const struct bl_btf_def *def);
/* Add an anonymous STRUCT for @def; its id, or a negative errno. */
/* *@int_id: 0 before the first call on @btf, then left to these functions
 * (the `int` they build attributes from, looked up once). */
int bl_btf_map_def_encode(struct btf *btf, int *int_id, const struct bl_btf_def *def);
/* Read the STRUCT @id back; members libbpf does not know are ignored. */
int bl_btf_map_def_decode(const struct btf *btf, int id, struct bl_btf_def *def);
/* The members @def is written with, in order (values[] last); how many. */
int bl_btf_map_def_layout(const struct bl_btf_def *def, enum bl_btf_def_member out[BL_DEF__NR]);
/* The member's name ("max_entries"), NULL past the last. */
const char *bl_btf_def_member_name(enum bl_btf_def_member m);
/*
 * How bpf_helpers.h spells an integer member's value, when not as a
 * number: "BPF_MAP_TYPE_HASH" for the type, "LIBBPF_PIN_BY_NAME" for
 * pinning by name; NULL otherwise (@buf holds the type's spelling).
 */
const char *bl_btf_def_member_sym(const struct bl_btf_def *def, enum bl_btf_def_member m,
				  char *buf, size_t size);
/* An integer (__uint) member's value in @def; false for key, value, values. */
bool bl_btf_map_def_uint(const struct bl_btf_def *def, enum bl_btf_def_member m,
			 uint32_t *val);
/* `void (*)(void)`-like FUNC_PROTO used as the PROG_ARRAY `values` pointee. */
int bl_btf_prog_proto(struct btf *btf, int *int_id);

#endif /* BL_BTF_MAPS_H */
