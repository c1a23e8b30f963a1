/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* BTF map definitions in the shape libbpf parses, built with btf__add_*. */
#ifndef BL_BTF_MAPS_H
#define BL_BTF_MAPS_H

#include <stdbool.h>
#include <stdint.h>

struct btf;

struct bl_btf_def {
	uint32_t type, key_size, value_size, max_entries, map_flags;
	uint32_t numa_node;
	bool has_numa;
	bool pin_by_name;
	int key_type;		/* BTF id: `key` as a type, else key_size */
	int value_type;		/* BTF id: `value` as a type, else value_size */
	bool no_value_size;	/* map-in-map outers: `values` implies 4 */
	int values_pointee;	/* STRUCT (inner def) or FUNC_PROTO, 0: none */
};

/* Add an anonymous STRUCT for @def; returns its id, size in *size. */
int bl_btf_add_map_def(struct btf *btf, const struct bl_btf_def *def,
		       uint32_t *size);
/* `void (*)(void)`-like FUNC_PROTO used as the PROG_ARRAY `values` pointee. */
int bl_btf_prog_proto(struct btf *btf);

#endif /* BL_BTF_MAPS_H */
