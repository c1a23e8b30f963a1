// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Rules that decide opening in older libbpf releases only: they report for
 * every object, and lint_versions.c (their release spans) keeps a finding
 * only when the chosen release (--libbpf) is one they apply to.
 */
#include <string.h>

#include <bpf/btf.h>

#include "lint/model/lint_obj.h"
#include "lint/rules/findings.h"
#include "lint/rules/lint_versions.h"
#include "lint/rules/rules.h"

#define BPF_MAP_DEF_SIZE 20	/* struct bpf_map_def: what libbpf 0.x reads */

/*
 * libbpf before 1.0 read legacy `maps` records as struct bpf_map_def; a
 * plain open refuses a longer record whose extra bytes (iproute2's id,
 * pinning, inner_id, inner_idx) are not all zero. iproute2 opened such
 * objects with relaxed_maps and applied those words itself.
 */
void check_legacy_map_options(struct lint_obj *o)
{
	const struct bl_section *s;
	size_t i, k, idx;

	if (!o->lm.nr || o->lm.rec_size <= BPF_MAP_DEF_SIZE)
		return;
	idx = bl_elf_find_section(o->elf, "maps");
	if (!idx)
		return;
	s = &o->elf->secs[idx];
	for (i = 0; i < o->lm.nr; i++) {
		const struct bl_legacy_map *m = &o->lm.maps[i];

		if (!s->data || m->offset + o->lm.rec_size > s->size)
			continue;
		for (k = BPF_MAP_DEF_SIZE; k < o->lm.rec_size; k++)
			if (s->data[m->offset + k])
				break;
		if (k == o->lm.rec_size)
			continue;
		lint_emit(o, m->name, -1,
			  "map '%s': bytes %d-%zu of its %zu-byte record are not zero (id %u, pinning %u, inner_id %u): libbpf before 1.0 refuses it in a plain open (\"unrecognized, non-zero options\"); a relaxed open drops them (no pinning, ids or inner map); tc/ip of that time apply them themselves",
			  m->name, BPF_MAP_DEF_SIZE, o->lm.rec_size - 1, o->lm.rec_size,
			  m->id, m->pinning, m->inner_id);
	}
}

/* Whether DATASEC @sec is one libbpf sizes itself (externs). */
static bool extern_datasec(const char *sec)
{
	return !strcmp(sec, ".kconfig") || !strcmp(sec, ".ksyms");
}

/* libbpf before 1.0 found a variable's offset through a GLOBAL symbol only. */
void check_weak_var_symbol(struct lint_obj *o)
{
	int id, n = btf__type_cnt(o->btf);

	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		const struct btf_var_secinfo *vi;
		const char *sec;
		int k;

		if (!btf_is_datasec(t) || t->size)
			continue;
		sec = btf__name_by_offset(o->btf, t->name_off);
		if (!sec || extern_datasec(sec))
			continue;
		vi = btf_var_secinfos(t);
		for (k = 0; k < btf_vlen(t); k++, vi++) {
			const struct btf_type *v = btf__type_by_id(o->btf, vi->type);
			const char *vn;
			size_t sym;

			if (!v || !btf_is_var(v) || btf_var(v)->linkage == BTF_VAR_STATIC ||
			    btf_var(v)->linkage == BTF_VAR_GLOBAL_EXTERN)
				continue;
			vn = btf__name_by_offset(o->btf, v->name_off);
			sym = vn ? lint_var_symbol(o, vn) : 0;
			if (sym && GELF_ST_BIND(o->elf->syms[sym].sym.st_info) == STB_WEAK)
				lint_emit(o, vn, -1,
					  "BTF variable '%s' in '%s' has a WEAK symbol: libbpf before 1.0 looks for a GLOBAL one and fails to open the object (\"Error finalizing .BTF: -2\")",
					  vn, sec);
		}
	}
}

/* Before 0.6 'values' belonged to map-in-map only. */
void check_prog_array_values_unsupported(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];

		if (m->def.attr.type == BPF_MAP_TYPE_PROG_ARRAY && m->def.has_values)
			lint_emit(o, m->name, -1,
				  "PROG_ARRAY '%s' has a 'values' member (static slot initialisation): libbpf before 0.6 refuses it (\"should be map-in-map\")",
				  m->name);
	}
}

/*
 * Before 1.0 a `.bss` (SHT_NOBITS, that name only) became an internal map
 * whatever its size, and mmap() of its 0-byte content buffer fails with
 * -EINVAL; `.data` and `.rodata` were taken only with contents.
 */
void check_empty_bss_section(struct lint_obj *o)
{
	size_t i;

	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];

		if (s->shdr.sh_type != SHT_NOBITS || s->shdr.sh_size || strcmp(s->name, ".bss"))
			continue;
		lint_emit(o, s->name, -1,
			  "section '.bss' is empty: libbpf before 1.0 makes a map of it anyway and fails to open the object (\"failed to alloc map 'OBJECT.bss' content buffer: -22\")");
	}
}

/*
 * BTF kinds and the first release that parses them. Releases before 0.4
 * read a kind through a 4-bit mask (BTF_INFO_KIND & 0x0f): a newer kind
 * is taken for an old one, and the parse goes on when the record sizes
 * happen to match (DECL_TAG as INT, TYPE_TAG as PTR, ENUM64 with one
 * value as ARRAY); FLOAT reads as kind 0 and fails. Releases from 0.4 to
 * the kind's own refuse it ("Unsupported BTF_KIND").
 */
static const struct {
	unsigned int kind;
	const char *name;
	unsigned int since;
	const char *before_0_4;	/* what 0.3 reads it as, NULL: fails */
} btf_kinds[] = {
	{ BTF_KIND_FLOAT, "FLOAT", BPFLINT_LIBBPF_VER(0, 4), NULL },
	{ BTF_KIND_DECL_TAG, "DECL_TAG", BPFLINT_LIBBPF_VER(0, 6), "INT" },
	{ BTF_KIND_TYPE_TAG, "TYPE_TAG", BPFLINT_LIBBPF_VER(0, 6), "PTR" },
	{ BTF_KIND_ENUM64, "ENUM64", BPFLINT_LIBBPF_VER(1, 0), "ARRAY" },
};

/* The releases that fail on a type of btf_kinds[@k] with @vlen members. */
static unsigned int btf_kind_fails(size_t k, unsigned int vlen)
{
	unsigned int mask = lint_release_mask(BPFLINT_LIBBPF_VER(0, 4), btf_kinds[k].since);
	bool misread = btf_kinds[k].before_0_4 &&
		       (btf_kinds[k].kind != BTF_KIND_ENUM64 || vlen == 1);

	if (!misread)
		mask |= lint_release_mask(0, BPFLINT_LIBBPF_VER(0, 4));
	return mask;
}

/*
 * A release that cannot parse the BTF drops it with a warning, which fails
 * the open only when the object needs BTF (BTF-defined maps).
 */
void check_btf_kind_too_new(struct lint_obj *o)
{
	unsigned int fails[sizeof(btf_kinds) / sizeof(btf_kinds[0])] = { 0 };
	int id, n = btf__type_cnt(o->btf);
	size_t k;

	if (!bl_elf_find_section(o->elf, ".maps"))
		return;
	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);

		for (k = 0; k < sizeof(btf_kinds) / sizeof(btf_kinds[0]); k++)
			if (btf_kind(t) == btf_kinds[k].kind)
				fails[k] |= btf_kind_fails(k, btf_vlen(t));
	}
	for (k = 0; k < sizeof(btf_kinds) / sizeof(btf_kinds[0]); k++) {
		unsigned int since = btf_kinds[k].since;

		if (!fails[k])
			continue;
		lint_emit_releases(o, fails[k], ".BTF",
				   "BTF holds kind %s, which libbpf parses from %u.%u on: releases from 0.4 before that refuse it (\"Unsupported BTF_KIND\"), drop the BTF and cannot open the object's BTF-defined maps (\"BTF is required, but is missing or corrupted\"); 0.3 %s%s",
				   btf_kinds[k].name, since / 100, since % 100,
				   btf_kinds[k].before_0_4 ? "misreads it as " : "fails the same way",
				   btf_kinds[k].before_0_4 ? btf_kinds[k].before_0_4 : "");
	}
}
