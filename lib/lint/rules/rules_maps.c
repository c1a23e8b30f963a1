// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Lint rules: BTF-defined and legacy map definitions: sizes, layouts, names,
 * visibility, map-in-map and prog-array contents.
 * Each check is a pure function of the object view, bound to its row in
 * lib/lint/rules/rule_table.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/bpf.h>

#include "lint/model/lint_obj.h"
#include "lint/rules/findings.h"
#include "lint/rules/rules.h"

#define KERNEL_NAME_LEN 15	/* BPF_OBJ_NAME_LEN - 1 */

void check_legacy_maps_section(struct lint_obj *o)
{
	const struct lint_raw_sec *s = lint_raw_find(o, "maps");

	if (!s)
		return;
	if (o->lm.nr)
		lint_emit(o, "maps", -1,
			  "legacy 'maps' section with %zu map definition%s (%zu-byte %s records): libbpf >= 1.0 refuses the object",
			  o->lm.nr, o->lm.nr == 1 ? "" : "s", o->lm.rec_size,
			  bl_layout_name(o->lm.layout));
	else
		lint_emit(o, "maps", -1,
			  "section named 'maps' (%lu bytes): libbpf >= 1.0 refuses any section with this name, whatever it holds",
			  (unsigned long)s->shdr.sh_size);
}

void check_legacy_map_sizes(struct lint_obj *o)
{
	if (!o->elf || !o->lm_err || !bl_elf_find_section(o->elf, "maps"))
		return;
	lint_emit(o, "maps", -1, "legacy map definitions cannot be decoded: %s",
		  o->lm_msg[0] ? o->lm_msg : strerror(-o->lm_err));
}

static enum bl_layout other_side(const struct bl_layout_evidence *ev, enum bl_layout first)
{
	enum bl_layout l;

	for (l = first + 1; l < BL_LAYOUT__MAX; l++)
		if (ev->text_for[l])
			return l;
	return first;
}

/* The evidence the converter weighs (lib/convert/layout_evidence.c), said the same way. */
void check_legacy_layout_ambiguous(struct lint_obj *o)
{
	const struct bl_layout_evidence *ev = &o->lm.evidence;
	enum bl_layout l, m;

	if (!o->lm.nr || !o->lm.ambiguous)
		return;
	if (ev->verdict == BL_EVIDENCE_DECIDED) {
		lint_emit(o, "maps", -1,
			  "%zu-byte legacy map records without BTF member names: read as %s by the evidence: %s",
			  o->lm.rec_size, bl_layout_name(o->lm.layout), ev->text);
		return;
	}
	if (ev->verdict != BL_EVIDENCE_BOTH_WAYS) {
		lint_emit(o, "maps", -1,
			  "%zu-byte legacy map records are ambiguous (iproute2 v4.6 bpf_elf_map or samples/bpf bpf_load_map_def); read as %s",
			  o->lm.rec_size, bl_layout_name(o->lm.layout));
		return;
	}
	/* two layouts share a size (28 bytes): name both sides */
	l = other_side(ev, BL_LAYOUT_AUTO);
	m = other_side(ev, l);
	lint_emit(o, "maps", -1,
		  "%zu-byte legacy map records are ambiguous and the evidence points both ways (for %s: %s; for %s: %s); read as %s, the converter refuses them without --layout",
		  o->lm.rec_size, bl_layout_name(l), ev->text_for[l], bl_layout_name(m),
		  ev->text_for[m], bl_layout_name(o->lm.layout));
}

void check_too_many_legacy_maps(struct lint_obj *o)
{
	if (o->lm.nr > 64)
		lint_emit(o, "maps", -1,
			  "%zu legacy maps: iproute2 loads at most 64 per object",
			  o->lm.nr);
}

void check_legacy_map_in_map(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->lm.nr; i++) {
		const struct bl_legacy_map *m = &o->lm.maps[i];

		if (m->inner_id)
			lint_emit(o, m->name, -1,
				  "map '%s' names its inner map by legacy id %u (inner_id): libbpf needs a BTF 'values' template",
				  m->name, m->inner_id);
	}
}

void check_maps_without_btf(struct lint_obj *o)
{
	if (!lint_raw_find(o, ".maps"))
		return;
	if (!lint_raw_find(o, ".BTF"))
		lint_emit(o, ".maps", -1,
			  "'.maps' section but no '.BTF': libbpf needs BTF to read map definitions (compiled without -g?)");
	else if (o->elf && !o->btf)
		lint_emit(o, ".BTF", -1,
			  "'.maps' section but '.BTF' is malformed (%s): libbpf needs it",
			  o->btf_why[0] ? o->btf_why : strerror(-o->btf_err));
}

void check_static_map(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++)
		if (o->bmaps[i].linkage == BTF_VAR_STATIC)
			lint_emit(o, o->bmaps[i].name, -1,
				  "map '%s' is static: libbpf refuses static map definitions (\"unsupported map linkage static\")",
				  o->bmaps[i].name);
}

void check_hidden_map(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];
		int vis;

		if (!m->sym_idx || m->linkage == BTF_VAR_STATIC)
			continue;
		vis = GELF_ST_VISIBILITY(o->elf->syms[m->sym_idx].sym.st_other);
		if (vis == STV_HIDDEN || vis == STV_INTERNAL)
			lint_emit(o, m->name, -1,
				  "map '%s' has %s visibility: libbpf >= 1.1 turns it into a static map and refuses it",
				  m->name, vis == STV_HIDDEN ? "hidden" : "internal");
	}
}

/* A BTF outer map without `values`: only a loader that brings its own inner map loads it. */
void check_map_in_map_no_inner(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];

		if (bl_map_type_is_outer(m->def.attr.type) && !m->def.has_values)
			lint_emit(o, m->name, -1,
				  "map-in-map '%s' has no inner map template ('values'): libbpf opens the object, but creating the map needs bpf_map__set_inner_map_fd() from the loader, which tc and ip never call",
				  m->name);
	}
}

void check_prog_array_typed_kv(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];

		if ((m->def.attr.type != BPF_MAP_TYPE_PROG_ARRAY &&
		     m->def.attr.type != BPF_MAP_TYPE_PERF_EVENT_ARRAY) ||
		    (!m->def.key_type && !m->def.value_type))
			continue;
		lint_emit(o, m->name, -1,
			  m->def.attr.type == BPF_MAP_TYPE_PROG_ARRAY ?
			  "prog array '%s' declares a typed key/value: the kernel refuses the BTF and libbpf warns and retries without it on every load" :
			  "perf event array '%s' declares a typed key/value: libbpf drops it, the kernel never sees it",
			  m->name);
	}
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* How many of the sorted @v lie in [lo, hi). */
static size_t count_in(const uint64_t *v, size_t n, uint64_t lo, uint64_t hi)
{
	size_t a = 0, b = n, c = 0, d = n;

	while (a < b) {
		size_t m = a + (b - a) / 2;

		if (v[m] < lo)
			a = m + 1;
		else
			b = m;
	}
	for (c = a; c < d;) {
		size_t m = c + (d - c) / 2;

		if (v[m] < hi)
			c = m + 1;
		else
			d = m;
	}
	return c - a;
}

void check_prog_array_values(struct lint_obj *o)
{
	const struct bl_section *rel;
	size_t i, j, idx, nf = 0;
	uint64_t *func_offs;

	idx = o->elf ? lint_sec_find(o, ".rel.maps") : 0;
	if (!idx)
		return;
	rel = &o->elf->secs[idx];
	if (rel->shdr.sh_type != SHT_REL)	/* only SHT_REL entries were checked */
		return;
	/* offsets of the relocations against functions, sorted once */
	func_offs = malloc((bl_rel_count(rel) + 1) * sizeof(*func_offs));
	if (!func_offs) {
		o->err = -ENOMEM;
		return;
	}
	for (j = 0; j < bl_rel_count(rel); j++) {
		const GElf_Rel *r = bl_rel_at(rel, j);

		if (GELF_R_SYM(r->r_info) >= o->elf->nr_syms)
			continue;
		if (GELF_ST_TYPE(o->elf->syms[GELF_R_SYM(r->r_info)].sym.st_info) == STT_FUNC)
			func_offs[nf++] = r->r_offset;
	}
	qsort(func_offs, nf, sizeof(*func_offs), cmp_u64);
	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];
		size_t n;

		if (m->def.attr.type != BPF_MAP_TYPE_PROG_ARRAY || !m->def.has_values)
			continue;
		n = count_in(func_offs, nf, m->offset, (uint64_t)m->offset + 8 * 1024);
		if (n)
			lint_emit(o, m->name, -1,
				  "prog array '%s' is statically initialised (%zu slot%s): tc/ip disable autoload of every program but the attached one, so libbpf fails to fill the slots (fd=-2, -EBADF)",
				  m->name, n, n == 1 ? "" : "s");
	}
	free(func_offs);
}

void check_kv_annotation(struct lint_obj *o)
{
	size_t i;

	for (i = 1; i < o->nr_raw; i++)
		if (!strncmp(o->raw[i].name, ".maps.", 6))
			lint_emit(o, o->raw[i].name, -1,
				  "BPF_ANNOTATE_KV_PAIR section '%s': nothing reads it with modern toolchains (the kernel rejects BTF with VAR/DATASEC for legacy loaders)",
				  o->raw[i].name);
}

struct trunc_name {
	const char *name;
	size_t idx;
};

static int cmp_trunc_prefix(const void *a, const void *b)
{
	return strncmp(((const struct trunc_name *)a)->name,
		       ((const struct trunc_name *)b)->name, KERNEL_NAME_LEN);
}

/* Back in map order: t[i] is name i again. */
static void names_of(const struct lint_obj *o, size_t i, struct trunc_name *t)
{
	t[i].name = i < o->lm.nr ? o->lm.maps[i].name : o->bmaps[i - o->lm.nr].name;
	t[i].idx = i;
}

static int cmp_trunc(const void *a, const void *b)
{
	const struct trunc_name *x = a, *y = b;
	int c = strncmp(x->name, y->name, KERNEL_NAME_LEN);

	return c ? c : x->idx < y->idx ? -1 : x->idx > y->idx;
}

/*
 * Each long name i is reported once, with the first other name j (in map
 * order) that truncates alike, skipping long names before i (reported
 * with i already). Names sorted by their kernel-visible prefix: in each
 * group that j is the group's first short name if it precedes i, else the
 * name right after i.
 */
void check_map_name_truncation(struct lint_obj *o)
{
	size_t i, g, k, n = 0, *partner;
	struct trunc_name *t;

	t = calloc(o->lm.nr + o->nr_bmaps + 1, sizeof(*t));
	partner = calloc(o->lm.nr + o->nr_bmaps + 1, sizeof(*partner));
	if (!t || !partner) {
		free(t);
		free(partner);
		o->err = -ENOMEM;
		return;
	}
	for (i = 0; i < o->lm.nr; i++, n++)
		t[n] = (struct trunc_name){ o->lm.maps[i].name, n };
	for (i = 0; i < o->nr_bmaps; i++, n++)
		t[n] = (struct trunc_name){ o->bmaps[i].name, n };
	qsort(t, n, sizeof(*t), cmp_trunc);
	for (g = 0; g < n; g = k) {
		size_t first_short = n + 1;	/* an index, n + 1: none */

		for (k = g; k < n && !cmp_trunc_prefix(&t[g], &t[k]); k++)
			if (strlen(t[k].name) <= KERNEL_NAME_LEN && first_short > n)
				first_short = t[k].idx;
		for (i = g; i < k; i++) {
			if (strlen(t[i].name) <= KERNEL_NAME_LEN)
				continue;
			if (first_short < t[i].idx)
				partner[t[i].idx] = first_short + 1;
			else if (i + 1 < k)
				partner[t[i].idx] = t[i + 1].idx + 1;
		}
	}
	for (i = 0; i < n; i++)
		names_of(o, i, t);
	for (i = 0; i < n; i++)
		if (partner[i])
			lint_emit(o, t[i].name, -1,
				  "map names '%s' and '%s' are the same after the kernel truncates them to %d characters ('%.*s')",
				  t[i].name, t[partner[i] - 1].name, KERNEL_NAME_LEN,
				  KERNEL_NAME_LEN, t[i].name);
	free(t);
	free(partner);
}
