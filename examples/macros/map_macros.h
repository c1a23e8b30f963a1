/* SPDX-License-Identifier: GPL-2.0 */
/*
 * map_macros.h - legacy map declarations through macros, in the style of
 * the bpf_api.h headers that iproute2 4.x shipped and many trees copied:
 * one macro builds the `struct bpf_elf_map` declaration from its
 * parameters, thin wrappers fix the map type and the sizes. Written for
 * this project's examples; the layout is legacy_bpf.h's.
 */
#ifndef MAP_MACROS_H
#define MAP_MACROS_H

#include "legacy_bpf.h"

/* Every legacy map of the examples in examples/macros/ is declared here. */
#ifndef __BPF_MAP
# define __BPF_MAP(NAME, TYPE, ID, SIZE_KEY, SIZE_VALUE, PIN, MAX_ELEM,	\
		   INNER_ID, INNER_IDX)					\
	struct bpf_elf_map __section_maps NAME = {			\
		.type		= (TYPE),				\
		.id		= (ID),					\
		.size_key	= (SIZE_KEY),				\
		.size_value	= (SIZE_VALUE),				\
		.pinning	= (PIN),				\
		.max_elem	= (MAX_ELEM),				\
		.inner_id	= (INNER_ID),				\
		.inner_idx	= (INNER_IDX),				\
	}
#endif

#define BPF_HASH(NAME, ID, SIZE_KEY, SIZE_VALUE, PIN, MAX_ELEM)		\
	__BPF_MAP(NAME, BPF_MAP_TYPE_HASH, ID, SIZE_KEY, SIZE_VALUE,	\
		  PIN, MAX_ELEM, 0, 0)

#define BPF_ARRAY(NAME, ID, SIZE_VALUE, PIN, MAX_ELEM)			\
	__BPF_MAP(NAME, BPF_MAP_TYPE_ARRAY, ID, sizeof(__u32),		\
		  SIZE_VALUE, PIN, MAX_ELEM, 0, 0)

/* an array of 32-bit counters */
#define BPF_ARRAY4(NAME, ID, PIN, MAX_ELEM)				\
	BPF_ARRAY(NAME, ID, sizeof(__u32), PIN, MAX_ELEM)

/* tail calls: programs in section "ID/KEY" fill slot KEY */
#define BPF_PROG_ARRAY(NAME, ID, PIN, MAX_ELEM)				\
	__BPF_MAP(NAME, BPF_MAP_TYPE_PROG_ARRAY, ID, sizeof(__u32),	\
		  sizeof(__u32), PIN, MAX_ELEM, 0, 0)

/* map-in-map: the template of every outer whose INNER_ID is ID, put in
 * slot SLOT of each */
#define BPF_INNER_ARRAY(NAME, ID, SIZE_VALUE, MAX_ELEM, SLOT)		\
	__BPF_MAP(NAME, BPF_MAP_TYPE_ARRAY, ID, sizeof(__u32),		\
		  SIZE_VALUE, PIN_NONE, MAX_ELEM, 0, SLOT)

#define BPF_ARRAY_OF_MAPS(NAME, INNER_ID, PIN, MAX_ELEM)		\
	__BPF_MAP(NAME, BPF_MAP_TYPE_ARRAY_OF_MAPS, 0, sizeof(__u32),	\
		  sizeof(__u32), PIN, MAX_ELEM, INNER_ID, 0)

#endif /* MAP_MACROS_H */
