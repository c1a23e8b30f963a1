/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The conversion plan: what each legacy map becomes (plan_maps.c) and which
 * program fills which prog-array slot (tailcalls.c). Built once by
 * bl_plan_build(), read-only afterwards (rewrite.c, manifest.c, explain.c,
 * graft_script.c, changes.c read it).
 */
#ifndef BL_PLAN_H
#define BL_PLAN_H

#include "elf/elf_model.h"
#include "convert/legacy_maps.h"

struct btf;
struct bl_prog_fix;

struct bl_slot {
	uint32_t index;		/* slot in values[] */
	int target_map;		/* plan index of the inner map, or -1 */
	size_t target_sym;	/* input symbol of a program (prog-array init) */
};

/* What one legacy map becomes. Built by bl_plan_build(), const afterwards. */
struct bl_map_plan {
	const struct bl_legacy_map *lm;
	bool pin_by_name;
	const char *pin_why;	/* set when pinning differs from legacy */
	int inner;		/* plan index of the inner template, or -1 */
	bool no_inner;		/* map-in-map left without a template */
	struct bl_slot *slots;	/* static values[]: inner maps, or programs
				 * (--prog-array-init), in graft order */
	size_t nr_slots;
	/* Its BTF definition. key_type/value_type are input BTF ids (0: sizes
	 * only); the emitter translates them and supplies values_pointee. */
	struct bl_btf_def def;
};

struct bl_tail_slot {
	size_t shndx;		/* program section */
	uint32_t id, key;	/* id: the prog array's legacy id (0: BTF) */
	bool named;		/* `MAP/KEY`, not `ID/KEY` */
	int map;		/* plan index of the prog array */
	size_t func_sym;	/* GLOBAL FUNC symbol at offset 0 */
};

struct bl_plan {
	const struct bl_elf *in;
	const struct bl_convert_opts *opts;
	const struct bl_sink *sink;
	struct btf *btf;	/* input BTF or NULL */
	struct bl_legacy_maps lm;
	struct bl_map_plan *maps;
	struct bl_tail_slot *tails;	/* in recommended graft order */
	size_t nr_tails;
	/* per legacy map: why the separate graft loads need it pinned, or NULL */
	const char **tail_pin_why;
	const char *prog_type;		/* graft type, NULL: unknown */
	bool prog_type_default;		/* cls taken for want of evidence
					 * between cls and act              */
	/* externs to describe in a new .kconfig DATASEC: input BTF VAR ids,
	 * -1 for a new unsigned int LINUX_KERNEL_VERSION (externs.c) */
	int *kconfig;
	size_t nr_kconfig;
	/* program symbols libbpf needs changed (prog_syms.h), sorted by
	 * symbol: the input model stays as read, rewrite.c applies them.
	 * Owned by whoever built the plan. */
	const struct bl_prog_fix *prog_fixes;
	size_t nr_prog_fixes;
};

/* Tail calls first (their slots decide pinning), then every map. */
int bl_plan_build(struct bl_plan *p);
void bl_plan_free(struct bl_plan *p);
/* Warnings for what changes at run time: pinning moved, no inner template. */
void bl_plan_report_pins(const struct bl_plan *p);
/* "PIN_NONE", "PIN_OBJECT_NS", "PIN_GLOBAL_NS" or "custom". */
const char *bl_pin_name(uint32_t pinning);

/* externs.c: what libbpf will need for the object's extern symbols. */
int bl_plan_externs(struct bl_plan *p);

/* tailcalls.c: the ID/KEY and MAP/KEY sections as p->tails, in graft
 * order. With p->lm.shndx 0, p->lm holds the BTF-defined maps
 * (tailcalls_btf.c) and only MAP/KEY sections count. */
int bl_plan_tail_calls(struct bl_plan *p);

/*
 * tailcalls_btf.c: an object with no legacy `maps` (written unchanged as
 * @out) whose `MAP/KEY` sections name BTF-defined prog arrays: plan its
 * tail calls from its `.maps` and fill res' manifest (and graft script)
 * for the bytes of @out. Nothing when it has no such section.
 */
struct bl_image;
struct bl_convert_result;
int bl_plan_btf_tail_calls(struct bl_plan *p, const struct bl_image *out,
			   struct bl_convert_result *res);

#endif /* BL_PLAN_H */
