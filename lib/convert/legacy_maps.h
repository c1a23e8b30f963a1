/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Decoding of legacy `maps` section definitions (all historical layouts). */
#ifndef BL_LEGACY_MAPS_H
#define BL_LEGACY_MAPS_H

#include <stdint.h>

#include <bpf/libbpf.h>

#include "btf/btf_maps.h"
#include "convert/layout_evidence.h"
#include "elf/elf_model.h"

struct btf;

#define BL_LEGACY_PIN_NONE		0
#define BL_LEGACY_PIN_OBJECT_NS	1
#define BL_LEGACY_PIN_GLOBAL_NS	2
#define BL_NO_INNER_IDX		0xffffffffu

struct bl_legacy_map {
	const char *name;	/* points into the bl_elf symbol */
	size_t sym_idx;		/* symbol index in the source object */
	size_t offset;		/* byte offset inside `maps` */
	struct bl_map_attr attr;
	uint32_t id, pinning, inner_id, inner_idx;
	uint32_t numa_node;	/* samples layout only */
	int inner_map_index;	/* samples layout: template map index, or -1 */
	int kv_type_id;		/* BTF id of struct ____btf_map_NAME, or 0 */
	int key_type_id;	/* its `key` member type, or 0 */
	int value_type_id;	/* its `value` member type, or 0 */
	uint32_t dropped_words;	/* --drop-unknown: bit i = word at byte 4*i */
};

/* A member of the BTF definition struct that no layout word covers. */
struct bl_extra_member {
	char name[64];		/* path inside the struct, e.g. "dummy" */
	const char *leaf;	/* last name (BTF string) */
	size_t off, size;	/* bytes inside the record */
};

struct bl_legacy_maps {
	size_t shndx;		/* index of `maps`, 0 when absent */
	size_t rec_size;	/* bytes per definition */
	enum bl_layout layout;	/* the layout used to decode */
	const char *why;	/* how the layout was chosen */
	char *why_buf;		/* owned text @why points to, or NULL */
	bool ambiguous;		/* chosen by size alone, and other layouts
				 * have that size (no BTF member names) */
	struct bl_layout_evidence evidence;	/* ambiguous: what each reading
				 * means; DECIDED: @layout is its choice */
	struct bl_extra_member *extra;	/* BTF members past the layout */
	size_t nr_extra;
	struct bl_legacy_map *maps;	/* ordered by offset */
	size_t nr;
	uint32_t *by_id;	/* indices into maps[], ordered by (id, index) */
};

/*
 * Decode `maps`. @btf (may be NULL) is the object's BTF, used to tell
 * same-size layouts apart by member names and to find KV annotations.
 * Returns 0 with out->nr == 0 when there is no `maps` section.
 */
int bl_legacy_maps_decode(const struct bl_elf *elf, const struct btf *btf,
			  enum bl_layout forced, bool drop_unknown,
			  const struct bl_sink *sink, struct bl_legacy_maps *out);
void bl_legacy_maps_free(struct bl_legacy_maps *lm);

const struct bl_legacy_map *bl_legacy_map_by_id(const struct bl_legacy_maps *lm,
						uint32_t id);
/* The maps with @id, lowest index first: *idx points to their indices. */
size_t bl_legacy_maps_with_id(const struct bl_legacy_maps *lm, uint32_t id,
			      const uint32_t **idx);
/* The map at byte @offset of `maps`, or NULL. */
const struct bl_legacy_map *bl_legacy_map_at(const struct bl_legacy_maps *lm,
					     size_t offset);
/* libbpf's name for the map type ("prog_array"), or "unknown". */
static inline const char *bl_map_type_name(uint32_t type)
{
	const char *name = libbpf_bpf_map_type_str(type);

	return name ? name : "unknown";
}

#define BL_PIN_NAME_MAX 255	/* NAME_MAX: one bpffs file name */
/* Why a map of this name cannot be pinned by name, or NULL when it can. */
const char *bl_pin_name_problem(const char *name);

#endif /* BL_LEGACY_MAPS_H */
