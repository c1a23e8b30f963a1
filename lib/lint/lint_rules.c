// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The lint rules: one small check function per rule, each a pure function
 * of the object view (no I/O), and the table that binds them to their rows
 * (lib/lint/rule_table.h: id, severity, what it breaks, what it needs,
 * summary, hint, doc).
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/bpf.h>

#include "convert/legacy_layout.h"
#include "lint/lint_int.h"
#include "convert/manifest.h"
#include "convert/tailcalls.h"

#define KERNEL_NAME_LEN 15	/* BPF_OBJ_NAME_LEN - 1 */

/* ---- helpers shared by the checks ------------------------------------ */

static const char *license_of(const struct lint_obj *o, char *buf, size_t sz)
{
	size_t idx = bl_elf_find_section(o->elf, "license");
	const struct bl_section *s;

	if (!idx)
		return NULL;
	s = &o->elf->secs[idx];
	if (!s->data)
		return NULL;
	snprintf(buf, sz, "%.*s", (int)strnlen((const char *)s->data, s->size),
		 (const char *)s->data);
	return buf;
}

/* include/linux/license.h: license_is_gpl_compatible() */
static bool gpl_compatible(const char *lic)
{
	static const char *const ok[] = {
		"GPL", "GPL v2", "GPL and additional rights", "Dual BSD/GPL",
		"Dual MIT/GPL", "Dual MPL/GPL",
	};
	size_t i;

	for (i = 0; lic && i < sizeof(ok) / sizeof(ok[0]); i++)
		if (!strcmp(lic, ok[i]))
			return true;
	return false;
}

/* ---- legacy objects ------------------------------------------------ */

static void check_legacy_maps_section(struct lint_obj *o)
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

static void check_legacy_map_sizes(struct lint_obj *o)
{
	if (!o->elf || !o->lm_err || !bl_elf_find_section(o->elf, "maps"))
		return;
	lint_emit(o, "maps", -1, "legacy map definitions cannot be decoded: %s",
		  o->lm_msg[0] ? o->lm_msg : strerror(-o->lm_err));
}

static void check_legacy_layout_ambiguous(struct lint_obj *o)
{
	if (!o->lm.nr || !o->lm.why || !strstr(o->lm.why, "ambiguous"))
		return;
	lint_emit(o, "maps", -1,
		  "%zu-byte legacy map records are ambiguous (iproute2 v4.6 bpf_elf_map or samples/bpf bpf_load_map_def); read as %s",
		  o->lm.rec_size, bl_layout_name(o->lm.layout));
}

static void check_too_many_legacy_maps(struct lint_obj *o)
{
	if (o->lm.nr > 64)
		lint_emit(o, "maps", -1,
			  "%zu legacy maps: iproute2 loads at most 64 per object",
			  o->lm.nr);
}

static bool is_tail_section(const struct bl_section *s, uint32_t *id, uint32_t *key)
{
	return bl_sec_is_prog(s) && bl_tail_parse(s->name, id, key);
}

/* Converted objects (no legacy maps left) may have a side-car manifest. */
bool lint_wants_manifest(const struct lint_obj *o)
{
	uint32_t id, key;
	size_t i;

	for (i = 1; o->elf && !o->lm.nr && i < o->elf->nr_secs; i++)
		if (is_tail_section(&o->elf->secs[i], &id, &key))
			return true;
	return false;
}

static void check_legacy_tail_call_section(struct lint_obj *o)
{
	size_t i;

	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		uint32_t id, key;

		if (!is_tail_section(s, &id, &key))
			continue;
		if (o->manifest && bl_manifest_has_section(o->manifest, s->name))
			lint_emit(o, s->name, -1,
				  "section '%s' (map id %u, key %u) is covered by the manifest %s: tc/ip on libbpf 1.x fill it only through its 'tc exec bpf graft' lines",
				  s->name, id, key, o->manifest_path);
		else
			lint_emit(o, s->name, -1,
				  "section '%s' is a legacy tail-call target (map id %u, key %u): tc/ip linked with libbpf 1.x never inserts it into a prog array",
				  s->name, id, key);
	}
}

static void check_legacy_pinning(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->lm.nr; i++) {
		const struct bl_legacy_map *m = &o->lm.maps[i];

		if (m->pinning == BL_LEGACY_PIN_OBJECT_NS)
			lint_emit(o, m->name, -1,
				  "map '%s' uses PIN_OBJECT_NS (pinned under tc/<sha1 of the object>): libbpf has no per-object pin namespace",
				  m->name);
		else if (m->pinning > BL_LEGACY_PIN_GLOBAL_NS)
			lint_emit(o, m->name, -1,
				  "map '%s' uses custom pinning %u (/etc/iproute2/bpf_pinning): libbpf has no equivalent",
				  m->name, m->pinning);
	}
}

static void check_legacy_map_in_map(struct lint_obj *o)
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

/* ---- BTF maps and ELF structure (libbpf open) -------------------------- */

static void check_maps_without_btf(struct lint_obj *o)
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

static void check_static_map(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++)
		if (o->bmaps[i].linkage == BTF_VAR_STATIC)
			lint_emit(o, o->bmaps[i].name, -1,
				  "map '%s' is static: libbpf refuses static map definitions (\"unsupported map linkage static\")",
				  o->bmaps[i].name);
}

static void check_hidden_map(struct lint_obj *o)
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

static bool datasec_is_extern(const char *name)
{
	return !strcmp(name, ".kconfig") || !strcmp(name, ".ksyms");
}

/* Every non-static, non-extern VAR of every DATASEC needs an ELF symbol. */
static void check_var_symbol(struct lint_obj *o)
{
	int id, n;

	if (!o->btf)
		return;
	n = btf__type_cnt(o->btf);
	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		const struct btf_var_secinfo *vi;
		const char *sec;
		int k;

		if (!btf_is_datasec(t))
			continue;
		sec = btf__name_by_offset(o->btf, t->name_off);
		if (!sec || datasec_is_extern(sec))
			continue;
		vi = btf_var_secinfos(t);
		for (k = 0; k < btf_vlen(t); k++, vi++) {
			const struct btf_type *v = btf__type_by_id(o->btf, vi->type);
			const char *vn;

			if (!v || !btf_is_var(v) || btf_var(v)->linkage == BTF_VAR_STATIC ||
			    btf_var(v)->linkage == BTF_VAR_GLOBAL_EXTERN)
				continue;
			vn = btf__name_by_offset(o->btf, v->name_off);
			if (!lint_var_symbol(o, vn))
				lint_emit(o, vn, -1,
					  "BTF variable '%s' in '%s' has no GLOBAL/WEAK STT_OBJECT symbol (local or renamed?): libbpf fails to open with -ENOENT and prints nothing",
					  vn, sec);
		}
	}
}

static void check_datasec_section(struct lint_obj *o)
{
	int id, n;

	if (!o->btf)
		return;
	n = btf__type_cnt(o->btf);
	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		const char *sec;
		size_t idx;

		if (!btf_is_datasec(t) || t->size)
			continue;
		sec = btf__name_by_offset(o->btf, t->name_off);
		if (!sec || datasec_is_extern(sec))
			continue;
		idx = lint_sec_find(o, sec);
		if (!idx)
			lint_emit(o, sec, -1,
				  "BTF DATASEC '%s' names a section the object does not have (renamed or removed?): libbpf fails to open with -ENOENT and prints nothing",
				  sec);
		else if (!o->elf->secs[idx].size)
			lint_emit(o, sec, -1,
				  "BTF DATASEC '%s' names an empty section: libbpf fails to open with -ENOENT and prints nothing",
				  sec);
	}
}

static bool rel_ignored_by_libbpf(const char *name)
{
	return !strncmp(name, ".rel.debug_", 11) || !strcmp(name, ".rel.BTF") ||
	       !strcmp(name, ".rel.BTF.ext");
}

static void check_rel_entsize(struct lint_obj *o)
{
	size_t i;

	for (i = 1; i < o->nr_raw; i++) {
		const struct lint_raw_sec *s = &o->raw[i];

		if (s->shdr.sh_type != SHT_REL || rel_ignored_by_libbpf(s->name))
			continue;
		if (s->shdr.sh_entsize != sizeof(Elf64_Rel))
			lint_emit(o, s->name, -1,
				  "relocation section '%s' has entry size %lu, not 16: libbpf fails to open with -4001 (format) and prints nothing",
				  s->name, (unsigned long)s->shdr.sh_entsize);
		else if (s->shdr.sh_info >= o->nr_raw)
			lint_emit(o, s->name, -1,
				  "relocation section '%s' targets section %u of %zu: libbpf fails to open silently",
				  s->name, s->shdr.sh_info, o->nr_raw);
	}
}

static void check_version_size(struct lint_obj *o)
{
	const struct lint_raw_sec *s = lint_raw_find(o, "version");

	if (s && (s->shdr.sh_type == SHT_NOBITS || s->shdr.sh_size != 4))
		lint_emit(o, "version", -1,
			  "'version' section is %lu bytes, not 4: libbpf fails to open (\"invalid kver section\")",
			  (unsigned long)s->shdr.sh_size);
}

/* A symbol in a program section other than .text (where libbpf makes programs). */
static const struct bl_section *prog_section_of(const struct lint_obj *o,
						const struct bl_symbol *s)
{
	const struct bl_section *sec;

	if (!s->sym.st_shndx || s->sym.st_shndx >= o->elf->nr_secs)
		return NULL;
	sec = &o->elf->secs[s->sym.st_shndx];
	return bl_sec_is_prog(sec) && strcmp(sec->name, ".text") ? sec : NULL;
}

static void check_static_prog(struct lint_obj *o)
{
	const struct bl_section *sec;
	size_t i;

	for (i = 1; o->elf && i < o->elf->nr_syms; i++) {
		const struct bl_symbol *s = &o->elf->syms[i];

		if (GELF_ST_TYPE(s->sym.st_info) != STT_FUNC ||
		    GELF_ST_BIND(s->sym.st_info) != STB_LOCAL || !(sec = prog_section_of(o, s)))
			continue;
		if (!s->sym.st_value)
			lint_emit(o, sec->name, -1,
				  "program '%s' in section '%s' is static: libbpf refuses static programs outside .text (\"is static and not supported\")",
				  s->name, sec->name);
		else
			lint_emit(o, sec->name, -1,
				  "static function '%s' at offset %lu of program section '%s': libbpf refuses static programs outside .text (\"is static and not supported\")",
				  s->name, (unsigned long)s->sym.st_value, sec->name);
	}
}

static void check_notype_prog(struct lint_obj *o)
{
	const struct bl_section *sec;
	size_t i;

	for (i = 1; o->elf && i < o->elf->nr_syms; i++) {
		const struct bl_symbol *s = &o->elf->syms[i];

		if (GELF_ST_TYPE(s->sym.st_info) != STT_NOTYPE ||
		    GELF_ST_BIND(s->sym.st_info) == STB_LOCAL ||	/* branch labels */
		    !(sec = prog_section_of(o, s)))
			continue;
		lint_emit(o, sec->name, -1,
			  "program symbol '%s' in section '%s' is NOTYPE (size %lu): libbpf makes programs only of FUNC symbols, so it sees no program there",
			  s->name, sec->name, (unsigned long)s->sym.st_size);
	}
}

static void check_zero_size_prog(struct lint_obj *o)
{
	const struct bl_section *sec;
	size_t i;

	for (i = 1; o->elf && i < o->elf->nr_syms; i++) {
		const struct bl_symbol *s = &o->elf->syms[i];

		if (GELF_ST_TYPE(s->sym.st_info) != STT_FUNC || s->sym.st_size ||
		    !(sec = prog_section_of(o, s)))
			continue;
		lint_emit(o, sec->name, -1,
			  "program '%s' in section '%s' has size 0: libbpf fails the open (\"corrupted program\")",
			  s->name, sec->name);
	}
}

static void check_btf_pinning(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++)
		if (o->bmaps[i].def.has_pinning && o->bmaps[i].def.pinning > BL_BTF_PIN_BY_NAME)
			lint_emit(o, o->bmaps[i].name, -1,
				  "map '%s' has pinning %u: libbpf accepts only 0 (none) and 1 (LIBBPF_PIN_BY_NAME)",
				  o->bmaps[i].name, o->bmaps[i].def.pinning);
}

static void check_pinned_inner(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++)
		if (o->bmaps[i].inner_pinned)
			lint_emit(o, o->bmaps[i].name, -1,
				  "inner map template of '%s' sets pinning: libbpf refuses it (\"inner def can't be pinned\")",
				  o->bmaps[i].name);
}

/* A BTF outer map without `values`: only a loader that brings its own inner map loads it. */
static void check_map_in_map_no_inner(struct lint_obj *o)
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

/* ---- loaders: what works under which loader ------------------------- */

static void check_unknown_prog_section(struct lint_obj *o)
{
	size_t i, total = 0, text = 0;

	for (i = 1; o->elf && i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		size_t n = o->nr_funcs[i];

		if (!bl_sec_is_prog(s))
			continue;
		total += n;
		if (!strcmp(s->name, ".text")) {
			text = n;
			continue;
		}
		if (n && !lint_libbpf11_knows_section(s->name))
			lint_emit(o, s->name, -1,
				  "libbpf 1.1 cannot tell the program type of section '%s': generic loaders (bpftool, skeletons) fail with \"missing BPF prog type\"; tc/ip set the type themselves",
				  s->name);
	}
	/* libbpf < 1.5: a lone .text function is an (untyped) entry program */
	if (total == 1 && text == 1)
		lint_emit(o, ".text", -1,
			  "the only function is in '.text': libbpf 1.1 treats it as an entry program with no type");
}

static void check_prog_array_typed_kv(struct lint_obj *o)
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

static void check_prog_array_values(struct lint_obj *o)
{
	const struct bl_section *rel;
	size_t i, j, idx, nf = 0;
	uint64_t *func_offs;

	idx = o->elf ? lint_sec_find(o, ".rel.maps") : 0;
	if (!idx)
		return;
	rel = &o->elf->secs[idx];
	/* offsets of the relocations against functions, sorted once */
	func_offs = malloc((bl_rel_count(rel) + 1) * sizeof(*func_offs));
	if (!func_offs) {
		o->err = -ENOMEM;
		return;
	}
	for (j = 0; j < bl_rel_count(rel); j++) {
		const GElf_Rel *r = bl_rel_at(rel, j);

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

static void check_kv_annotation(struct lint_obj *o)
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
static void check_map_name_truncation(struct lint_obj *o)
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

static void check_tc_multi_prog(struct lint_obj *o)
{
	size_t i, n;

	for (i = 1; o->elf && i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];

		if (!bl_sec_is_prog(s) || !strcmp(s->name, ".text"))
			continue;
		n = o->nr_entry_funcs[i];
		if (n > 1)
			lint_emit(o, s->name, -1,
				  "section '%s' holds %zu programs: 'tc ... sec %s' and 'ip ... sec %s' attach only the first (use 'program NAME', iproute2 >= 6.0)",
				  s->name, n, s->name, s->name);
	}
}

static void check_empty_last_section(struct lint_obj *o)
{
	const struct lint_raw_sec *last;

	if (o->nr_raw < 2)
		return;
	last = &o->raw[o->nr_raw - 1];
	if (!last->shdr.sh_size && !lint_raw_find(o, "maps"))
		lint_emit(o, last->name, -1,
			  "last section '%s' is empty: tc and ip fail with \"Error fetching ELF ancillary data!\"",
			  last->name);
}

/* Legacy PIN_GLOBAL_NS / PIN_OBJECT_NS and BTF LIBBPF_PIN_BY_NAME maps. */
static void check_map_pin_name(struct lint_obj *o)
{
	const char *why;
	size_t i;

	for (i = 0; i < o->lm.nr; i++) {
		const struct bl_legacy_map *m = &o->lm.maps[i];

		if (m->pinning != BL_LEGACY_PIN_GLOBAL_NS &&
		    m->pinning != BL_LEGACY_PIN_OBJECT_NS)
			continue;
		why = bl_pin_name_problem(m->name);
		if (why)
			lint_emit(o, m->name, -1,
				  "map '%.256s' is pinned by name (legacy %s) but its name %s",
				  m->name, m->pinning == BL_LEGACY_PIN_GLOBAL_NS ?
				  "PIN_GLOBAL_NS" : "PIN_OBJECT_NS", why);
	}
	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];

		if (!m->def.has_pinning || m->def.pinning != BL_BTF_PIN_BY_NAME)
			continue;
		why = bl_pin_name_problem(m->name);
		if (why)
			lint_emit(o, m->name, -1,
				  "map '%.256s' is pinned by name (LIBBPF_PIN_BY_NAME) but its name %s",
				  m->name, why);
	}
}

static void check_gpl_helpers(struct lint_obj *o)
{
	char lic[128];
	const char *l = o->elf ? license_of(o, lic, sizeof(lic)) : NULL;
	size_t i, k;

	if (!o->elf || gpl_compatible(l))
		return;
	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		uint32_t reported[8];
		size_t nr_rep = 0;

		if (!bl_sec_is_prog(s))
			continue;
		for (k = 0; k + 8 <= s->size; k += 8) {
			const unsigned char *insn = s->data + k;
			const char *hname;
			int32_t imm;
			size_t r;

			if (insn[0] == (BPF_LD | BPF_IMM | BPF_DW)) {
				k += 8;
				continue;
			}
			if (insn[0] != (BPF_JMP | BPF_CALL) || bl_insn_src_reg(o->elf, insn) != 0)
				continue;
			imm = bl_elf_u32(o->elf, insn + 4);
			if (!lint_gpl_only_helper(imm, &hname))
				continue;
			for (r = 0; r < nr_rep && reported[r] != (uint32_t)imm; r++)
				;
			if (r < nr_rep)
				continue;
			if (nr_rep < 8)
				reported[nr_rep++] = imm;
			lint_emit(o, s->name, k / 8,
				  "call to GPL-only helper %s (#%d) with %s%s%s: the verifier refuses it (\"cannot call GPL-restricted function from non-GPL compatible program\")",
				  hname, imm, l ? "license '" : "no license section",
				  l ? l : "", l ? "'" : "");
		}
	}
}

/* ---- the table ------------------------------------------------------ */

#define OPEN_FAILS (BPFLINT_BREAKS_OPEN | BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC)

/* The public half of each row, as bpflint_rules() hands it out. */
static const struct bpflint_rule catalogue[LINT_NR_RULES] = {
#define LINT_RULE(e, id, sev, breaks, needs, check, summary, hint, doc) \
	[e] = { id, sev, breaks, summary, hint, doc },
#define LINT_DRIVER_RULE(e, id, sev, breaks, summary, hint, doc) \
	[e] = { id, sev, breaks, summary, hint, doc },
#include "lint/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE
};

/* The private half of the same rows: what each check needs, and the check. */
static const struct {
	enum lint_needs needs;
	lint_check_fn check;
} rule_impl[LINT_NR_RULES] = {
#define LINT_RULE(e, id, sev, breaks, needs, check, summary, hint, doc) \
	[e] = { needs, check },
#define LINT_DRIVER_RULE(e, id, sev, breaks, summary, hint, doc) \
	[e] = { LINT_NEEDS_DRIVER, NULL },
#include "lint/rule_table.h"
#undef LINT_RULE
#undef LINT_DRIVER_RULE
};

const struct bpflint_rule *bpflint_rules(size_t *nr)
{
	*nr = LINT_NR_RULES;
	return catalogue;
}

int bpflint_rule_index(const char *id)
{
	size_t i;

	for (i = 0; i < LINT_NR_RULES; i++)
		if (!strcmp(catalogue[i].id, id))
			return i;
	return -ENOENT;
}

const struct bpflint_rule *lint_rule(enum lint_rule_id id)
{
	return &catalogue[id];
}

enum lint_needs lint_rule_needs(enum lint_rule_id id)
{
	return rule_impl[id].needs;
}

bool lint_rule_enabled(const struct bpflint_opts *opts, enum lint_rule_id id)
{
	return !opts->disabled || !opts->disabled[id];
}

static bool view_has(const struct lint_obj *o, enum lint_needs needs)
{
	switch (needs) {
	case LINT_NEEDS_RAW:
		return true;
	case LINT_NEEDS_MODEL:
		return o->elf;
	case LINT_NEEDS_BTF:
		return o->elf && o->btf;
	default:
		return false;
	}
}

void lint_run_rules(struct lint_obj *o)
{
	enum lint_rule_id i;

	for (i = 0; i < LINT_NR_RULES; i++) {
		if (!lint_rule_enabled(o->opts, i) || !view_has(o, rule_impl[i].needs))
			continue;
		o->cur = i;
		rule_impl[i].check(o);
	}
}
