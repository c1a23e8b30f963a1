/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * What the binary conversion planned for one map, as the source rewrite
 * reads it: the request of map_rewrite.h, and what the writers of its
 * members (map_ctx.h) read, so that neither header needs the other.
 */
#ifndef BL_RW_MAP_H
#define BL_RW_MAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bpflegacy.h"
#include "btf/btf_maps.h"

struct bl_rw_slot {
	uint32_t index;
	const char *target;	/* the inner map's name, or the program's */
};

struct bl_rw_map {
	const char *name;
	const struct bl_btf_def *def;	/* as the conversion planned it */
	enum bl_layout layout;		/* the legacy record layout resolved */
	bool drop_unknown;		/* --drop-unknown: members no layout has
					 * go, as in the conversion */
	const char *kv[2];		/* BPF_ANNOTATE_KV_PAIR key and value text */
	const char *tag;		/* struct tag: this map is an inner template */
	const char *values_tag;		/* outer: its template's struct tag */
	const char *values_type;	/* or its template spelt as a type
					 * (`typeof(inner)`), whose slots
					 * need no cast */
	const char *tmpl_tag;		/* a pinned inner: an unpinned template
					 * type of this tag goes before it */
	bool tmpl_sized;		/* the template's key and value as sizes */
	const struct bl_rw_slot *slots;
	size_t nr_slots;
	const char *protos;		/* declarations written before it: the
					 * prototypes of a prog array's slot
					 * programs, or an outer's template
					 * declared ahead */
};

#endif /* BL_RW_MAP_H */
