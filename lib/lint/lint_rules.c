// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The rule catalogue: one row per rule (id, severity, what it breaks,
 * summary, hint, doc) and one small check function per rule. Adding a rule
 * touches this file only.
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
#include "convert/tailcalls.h"

#define OPEN_FAILS (BPFLINT_BREAKS_OPEN | BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC)
#define KERNEL_NAME_LEN 15	/* BPF_OBJ_NAME_LEN - 1 */

/* ---- helpers shared by the checks ------------------------------------ */

static bool sym_is_func(const struct bl_symbol *s, size_t shndx)
{
	return s->sym.st_shndx == shndx && GELF_ST_TYPE(s->sym.st_info) == STT_FUNC;
}

static size_t nr_entry_funcs(const struct bl_elf *elf, size_t shndx)
{
	size_t i, n = 0;

	for (i = 1; i < elf->nr_syms; i++)
		if (sym_is_func(&elf->syms[i], shndx) &&
		    GELF_ST_BIND(elf->syms[i].sym.st_info) != STB_LOCAL)
			n++;
	return n;
}

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

/*
 * The converter's side-car manifest for this exact object (sha256 checked),
 * as a string, or NULL; its path in *path. Only for objects read from files.
 */
static char *tail_manifest(const struct lint_obj *o, char **path)
{
	char sha[65], want[80];
	void *buf = NULL;
	size_t len;

	*path = bl_manifest_path(o->name);
	if (!*path || bl_read_file(*path, &buf, &len))
		return NULL;
	bl_sha256_hex(o->buf, o->len, sha);
	snprintf(want, sizeof(want), "\"sha256\": \"%s\"", sha);
	if (!len || !memmem(buf, len, want, strlen(want))) {
		free(buf);
		return NULL;
	}
	((char *)buf)[len - 1] = '\0';
	return buf;
}

static void check_legacy_tail_call_section(struct lint_obj *o)
{
	char want[512], *path = NULL, *manifest = NULL;
	bool looked = false;
	size_t i;

	for (i = 1; o->elf && i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		uint32_t id, key;

		if (!bl_sec_is_prog(s) || !bl_tail_parse(s->name, &id, &key))
			continue;
		if (!looked && !o->lm.nr)
			manifest = tail_manifest(o, &path);
		looked = true;
		snprintf(want, sizeof(want), "\"section\": \"%s\"", s->name);
		if (manifest && strstr(manifest, want))
			lint_emit(o, s->name, -1,
				  "section '%s' (map id %u, key %u) is covered by the manifest %s: tc/ip on libbpf 1.x fill it only through its 'tc exec bpf graft' lines",
				  s->name, id, key, path);
		else
			lint_emit(o, s->name, -1,
				  "section '%s' is a legacy tail-call target (map id %u, key %u): tc/ip linked with libbpf 1.x never inserts it into a prog array",
				  s->name, id, key);
	}
	free(manifest);
	free(path);
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
			  "'.maps' section but '.BTF' does not parse (%s): libbpf needs it",
			  strerror(-o->btf_err));
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
			size_t s;

			if (!v || !btf_is_var(v) || btf_var(v)->linkage == BTF_VAR_STATIC ||
			    btf_var(v)->linkage == BTF_VAR_GLOBAL_EXTERN)
				continue;
			vn = btf__name_by_offset(o->btf, v->name_off);
			for (s = 1; s < o->elf->nr_syms; s++) {
				const GElf_Sym *sym = &o->elf->syms[s].sym;
				int b = GELF_ST_BIND(sym->st_info);

				if ((b == STB_GLOBAL || b == STB_WEAK) &&
				    GELF_ST_TYPE(sym->st_info) == STT_OBJECT &&
				    !strcmp(o->elf->syms[s].name, vn))
					break;
			}
			if (s == o->elf->nr_syms)
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
		idx = bl_elf_find_section(o->elf, sec);
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

static void check_static_prog(struct lint_obj *o)
{
	size_t i;

	for (i = 1; o->elf && i < o->elf->nr_syms; i++) {
		const struct bl_symbol *s = &o->elf->syms[i];
		const struct bl_section *sec;

		if (GELF_ST_TYPE(s->sym.st_info) != STT_FUNC ||
		    GELF_ST_BIND(s->sym.st_info) != STB_LOCAL ||
		    !s->sym.st_shndx || s->sym.st_shndx >= o->elf->nr_secs)
			continue;
		sec = &o->elf->secs[s->sym.st_shndx];
		if (!bl_sec_is_prog(sec) || !strcmp(sec->name, ".text"))
			continue;
		lint_emit(o, sec->name, -1,
			  "static function '%s' in program section '%s': libbpf refuses static programs outside .text (\"is static and not supported\")",
			  s->name, sec->name);
	}
}

static void check_btf_pinning(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++)
		if (o->bmaps[i].has_pinning && o->bmaps[i].pinning > 1)
			lint_emit(o, o->bmaps[i].name, -1,
				  "map '%s' has pinning %u: libbpf accepts only 0 (none) and 1 (LIBBPF_PIN_BY_NAME)",
				  o->bmaps[i].name, o->bmaps[i].pinning);
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

		if ((m->type == BPF_MAP_TYPE_ARRAY_OF_MAPS ||
		     m->type == BPF_MAP_TYPE_HASH_OF_MAPS) && !m->has_values)
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
		size_t n, k;

		if (!bl_sec_is_prog(s))
			continue;
		for (n = 0, k = 1; k < o->elf->nr_syms; k++)
			n += sym_is_func(&o->elf->syms[k], i);
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

		if ((m->type != BPF_MAP_TYPE_PROG_ARRAY &&
		     m->type != BPF_MAP_TYPE_PERF_EVENT_ARRAY) ||
		    (!m->typed_key && !m->typed_value))
			continue;
		lint_emit(o, m->name, -1,
			  m->type == BPF_MAP_TYPE_PROG_ARRAY ?
			  "prog array '%s' declares a typed key/value: the kernel refuses the BTF and libbpf warns and retries without it on every load" :
			  "perf event array '%s' declares a typed key/value: libbpf drops it, the kernel never sees it",
			  m->name);
	}
}

static void check_prog_array_values(struct lint_obj *o)
{
	size_t i, j, idx;

	idx = o->elf ? bl_elf_find_section(o->elf, ".rel.maps") : 0;
	if (!idx)
		return;
	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];
		const struct bl_section *rel = &o->elf->secs[idx];
		size_t n = 0;

		if (m->type != BPF_MAP_TYPE_PROG_ARRAY || !m->has_values)
			continue;
		for (j = 0; j < bl_rel_count(rel); j++) {
			const GElf_Rel *r = bl_rel_at(rel, j);
			const struct bl_symbol *s =
				&o->elf->syms[GELF_R_SYM(r->r_info)];

			if (r->r_offset >= m->offset && r->r_offset < m->offset + 8 * 1024 &&
			    GELF_ST_TYPE(s->sym.st_info) == STT_FUNC)
				n++;
		}
		if (n)
			lint_emit(o, m->name, -1,
				  "prog array '%s' is statically initialised (%zu slot%s): tc/ip disable autoload of every program but the attached one, so libbpf fails to fill the slots (fd=-2, -EBADF)",
				  m->name, n, n == 1 ? "" : "s");
	}
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

static void add_name(const char **names, size_t *n, const char *name)
{
	names[(*n)++] = name;
}

static void check_map_name_truncation(struct lint_obj *o)
{
	const char **names;
	size_t i, j, n = 0;

	names = calloc(o->lm.nr + o->nr_bmaps + 1, sizeof(*names));
	if (!names)
		return;
	for (i = 0; i < o->lm.nr; i++)
		add_name(names, &n, o->lm.maps[i].name);
	for (i = 0; i < o->nr_bmaps; i++)
		add_name(names, &n, o->bmaps[i].name);
	for (i = 0; i < n; i++) {
		if (strlen(names[i]) <= KERNEL_NAME_LEN)
			continue;
		for (j = 0; j < n; j++) {
			if (j == i || strncmp(names[i], names[j], KERNEL_NAME_LEN) ||
			    (j < i && strlen(names[j]) > KERNEL_NAME_LEN))
				continue;
			lint_emit(o, names[i], -1,
				  "map names '%s' and '%s' are the same after the kernel truncates them to %d characters ('%.*s')",
				  names[i], names[j], KERNEL_NAME_LEN, KERNEL_NAME_LEN,
				  names[i]);
			break;
		}
	}
	free(names);
}

static void check_tc_multi_prog(struct lint_obj *o)
{
	size_t i, n;

	for (i = 1; o->elf && i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];

		if (!bl_sec_is_prog(s) || !strcmp(s->name, ".text"))
			continue;
		n = nr_entry_funcs(o->elf, i);
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
			if (insn[0] != (BPF_JMP | BPF_CALL) || (insn[1] >> 4) != 0)
				continue;
			memcpy(&imm, insn + 4, 4);
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

/* ---- the catalogue -------------------------------------------------- */

/* Driver rules (no check function): emitted by lint_run.c. */
static void no_check(struct lint_obj *o)
{
}

#define DOC_LEGACY_MAPS \
	"libbpf 1.0 removed legacy map definitions: any ELF section named `maps` makes " \
	"`bpf_object__open` fail with -EOPNOTSUPP (\"legacy map definitions in 'maps' section are " \
	"not supported by libbpf v1.0+\"), and tc/ip linked with libbpf 1.x refuse the object " \
	"too.\n\n```c\nstruct bpf_elf_map map_sh __section(\"maps\") = {\n\t.type = " \
	"BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 1,\n};\n```\n\n" \
	"Fix: `bpf-legacy2btf in.o -o out.o` rewrites the definitions as BTF `.maps`."

static const struct bpflint_rule catalogue[] = {
	{ "legacy-maps-section", BL_ERROR, OPEN_FAILS,
	  "legacy 'maps' section (iproute2 bpf_elf_map / bpf_map_def)",
	  "convert the object: bpf-legacy2btf IN.o -o OUT.o", DOC_LEGACY_MAPS },
	{ "legacy-map-size-mixed", BL_ERROR, BPFLINT_BREAKS_TC,
	  "legacy map records of mixed or undecodable sizes",
	  "give every map the same definition struct (struct bpf_elf_map)",
	  "iproute2 works out the record size as `size of maps / number of map symbols` and checks " \
	  "every symbol sits on that grid. Mixing `struct bpf_elf_map` (36 bytes) with " \
	  "`struct bpf_map_def` (20 bytes) breaks that, and so do symbols iproute2 does not count " \
	  "(local, weak).\n\n```c\nstruct bpf_elf_map a __section(\"maps\") = { ... };\n" \
	  "struct bpf_map_def b __section(\"maps\") = { ... };  /* 56 bytes / 2 symbols */\n```" },
	{ "legacy-layout-ambiguous", BL_WARNING, 0,
	  "legacy map record size matches more than one historical layout",
	  "compile with -g so BTF names the members, or pass bpf-legacy2btf --layout",
	  "28-byte records are both iproute2 v4.6-v4.12 `bpf_elf_map` (…, flags, id, pinning) and " \
	  "samples/bpf `bpf_load_map_def` (…, map_flags, inner_map_idx, numa_node). Without BTF " \
	  "member names the bytes cannot tell them apart.\n\n```c\nstruct bpf_load_map_def m " \
	  "__section(\"maps\") = { .type = BPF_MAP_TYPE_ARRAY, .key_size = 4, .value_size = 8, " \
	  ".max_entries = 64 };\n```" },
	{ "too-many-legacy-maps", BL_ERROR, BPFLINT_BREAKS_TC,
	  "more than 64 legacy maps in one object",
	  "split the object, or convert it (BTF maps have no such limit)",
	  "iproute2's legacy table holds at most 64 maps (ELF_MAX_MAPS); more fails with " \
	  "\"%u maps not supported in current map section!\".\n\n```c\n/* 65 x struct bpf_elf_map in \"maps\" */\n```" },
	{ "legacy-tail-call-section", BL_WARNING, 0,
	  "ID/KEY tail-call section that tc on libbpf will not insert into a prog array",
	  "bpf-legacy2btf writes a graft manifest/script: run its 'tc exec bpf graft' lines",
	  "The legacy loader filled prog arrays from sections named `ID/KEY` (`__section_tail(1, 0)`). " \
	  "tc/ip linked with libbpf 1.x open the object with libbpf, which has no legacy map ids, so " \
	  "the slot stays empty and the tail call silently falls through.\n\n```c\n" \
	  "__section_tail(1, 0) int slot0(struct __sk_buff *skb) { return TC_ACT_OK; }\n```" },
	{ "legacy-pinning-no-equivalent", BL_WARNING, 0,
	  "PIN_OBJECT_NS or custom pinning has no libbpf equivalent",
	  "choose: bpf-legacy2btf --object-ns=global|none, --custom-pin=global|none",
	  "libbpf pins only by name under one root (`LIBBPF_PIN_BY_NAME`). iproute2's " \
	  "`PIN_OBJECT_NS` (`tc/<sha1 of the object>/NAME`) and custom ids from " \
	  "`/etc/iproute2/bpf_pinning` cannot be expressed; the converter must pick a policy.\n\n```c\n" \
	  "struct bpf_elf_map m __section(\"maps\") = { ..., .pinning = PIN_OBJECT_NS };\n```" },
	{ "legacy-map-in-map", BL_WARNING, 0,
	  "legacy map-in-map by id (inner_id / inner_idx)",
	  "bpf-legacy2btf turns it into a BTF 'values' template and a .rel.maps slot",
	  "Legacy outer maps name their inner template by `inner_id`; libbpf needs a `values` " \
	  "member whose pointee describes the inner map.\n\n```c\nstruct bpf_elf_map outer " \
	  "__section(\"maps\") = { .type = BPF_MAP_TYPE_ARRAY_OF_MAPS, ..., .inner_id = 1 };\n```" },
	{ "maps-without-btf", BL_ERROR, OPEN_FAILS,
	  "'.maps' section without usable '.BTF'",
	  "compile with clang -g (BTF-defined maps need BTF)",
	  "BTF-defined maps are described only in BTF; without `.BTF` libbpf fails with \"BTF is " \
	  "required, but is missing or corrupted\".\n\n```sh\nclang -O2 -target bpf -c prog.c   # no -g\n```" },
	{ "static-map-symbol", BL_ERROR, OPEN_FAILS,
	  "static (local) map definition in '.maps'",
	  "drop 'static' from the map definition",
	  "libbpf >= 0.4 refuses static maps: \"map 'm': unsupported map linkage static\".\n\n```c\n" \
	  "static struct { __uint(type, BPF_MAP_TYPE_ARRAY); ... } m SEC(\".maps\");\n```" },
	{ "hidden-map-symbol", BL_ERROR, OPEN_FAILS,
	  "map symbol with hidden/internal visibility",
	  "give map definitions default visibility (no __hidden)",
	  "libbpf >= 1.1 turns a hidden map's VAR into a static one and then refuses it as a static " \
	  "map, which does not mention visibility.\n\n```c\nstruct { ... } m SEC(\".maps\") " \
	  "__attribute__((visibility(\"hidden\")));\n```" },
	{ "var-without-global-symbol", BL_ERROR, OPEN_FAILS,
	  "BTF VAR without a GLOBAL/WEAK STT_OBJECT symbol (silent libbpf failure)",
	  "keep the symbol global; do not localize/rename symbols of BPF objects (objcopy -L, --localize-hidden)",
	  "libbpf matches every non-static VAR of a DATASEC to a GLOBAL or WEAK `STT_OBJECT` ELF " \
	  "symbol by name. A missing, renamed or local symbol fails the open with -ENOENT and only " \
	  "a debug-level message.\n\n```sh\nllvm-objcopy --localize-symbol=my_map prog.o\n```" },
	{ "datasec-missing-section", BL_ERROR, OPEN_FAILS,
	  "BTF DATASEC naming a missing or empty ELF section (silent libbpf failure)",
	  "rename/remove the DATASEC together with the section, or keep the section",
	  "For a DATASEC of size 0 (what clang emits) libbpf takes the size from the ELF section of " \
	  "the same name. If the section was renamed or removed the open fails with -ENOENT and " \
	  "nothing is printed.\n\n```sh\nllvm-objcopy --rename-section license=lic prog.o\n```" },
	{ "rel-entsize", BL_ERROR, OPEN_FAILS,
	  "relocation section entry size is not 16 (silent libbpf failure)",
	  "emit SHT_REL sections with sh_entsize 16 (Elf64_Rel)",
	  "libbpf requires `sh_entsize == sizeof(Elf64_Rel)` for every relocation section it " \
	  "keeps and fails with -4001 (LIBBPF_ERRNO__FORMAT) without a message otherwise. Usually " \
	  "a broken object rewriter.\n\n```text\n[ 5] .reltc  REL  ... ES 18\n```" },
	{ "version-section-size", BL_ERROR, OPEN_FAILS,
	  "'version' section is not 4 bytes",
	  "drop the 'version' section or make it one __u32",
	  "libbpf reads `version` as the kernel version (u32) and fails with \"invalid kver " \
	  "section\" for any other size.\n\n```c\nchar _version[] SEC(\"version\") = \"1.0\";\n```" },
	{ "static-prog-function", BL_ERROR, OPEN_FAILS,
	  "static function in a program section other than .text",
	  "make entry programs global; move static helpers to .text (no SEC)",
	  "libbpf creates programs from `STT_FUNC` symbols; a LOCAL one outside `.text` fails the " \
	  "open with -EOPNOTSUPP (\"program 'x' is static and not supported\").\n\n```c\n" \
	  "static __attribute__((section(\"tc\"), used)) int helper(struct __sk_buff *s) { return 0; }\n```" },
	{ "btf-map-pinning-value", BL_ERROR, OPEN_FAILS,
	  "BTF map pinning other than 0 (none) or 1 (by name)",
	  "use __uint(pinning, LIBBPF_PIN_BY_NAME) or drop pinning",
	  "libbpf knows `LIBBPF_PIN_NONE` (0) and `LIBBPF_PIN_BY_NAME` (1) only; iproute2's " \
	  "`PIN_GLOBAL_NS` (2) copied into a BTF map fails with \"invalid pinning value 2\".\n\n```c\n" \
	  "struct { __uint(type, BPF_MAP_TYPE_HASH); __uint(pinning, 2); ... } m SEC(\".maps\");\n```" },
	{ "pinned-inner-map", BL_ERROR, OPEN_FAILS,
	  "map-in-map inner template sets pinning",
	  "remove pinning from the inner template (pin the outer or real inner maps instead)",
	  "libbpf creates the inner template as a throw-away map and refuses a pinning member in it " \
	  "(\"inner def can't be pinned\").\n\n```c\n__array(values, struct { __uint(type, " \
	  "BPF_MAP_TYPE_ARRAY); __uint(pinning, LIBBPF_PIN_BY_NAME); ... });\n```" },
	{ "map-in-map-no-inner", BL_WARNING, BPFLINT_BREAKS_TC,
	  "map-in-map without an inner map template (loader must supply it)",
	  "load with a libbpf loader that calls bpf_map__set_inner_map_fd, or give a template: bpf-legacy2btf --inner-map=OUTER=INNER",
	  "An outer map (`ARRAY_OF_MAPS`, `HASH_OF_MAPS`) needs an inner map when it is created. " \
	  "Without a `values` member libbpf opens the object but fails to create the map (-EINVAL) " \
	  "unless the loader called `bpf_map__set_inner_map_fd()` first; tc and ip cannot. Legacy " \
	  "`struct bpf_map_def` outers have no inner field and convert this way.\n\n```c\n" \
	  "struct { __uint(type, BPF_MAP_TYPE_ARRAY_OF_MAPS); __uint(key_size, 4); " \
	  "__uint(value_size, 4); __uint(max_entries, 4); } outer SEC(\".maps\");\n```" },
	{ "unknown-prog-section", BL_WARNING, 0,
	  "program section libbpf 1.1 cannot type (fine under tc/ip, which set the type)",
	  "rename the section to a libbpf name (tc, classifier, action, xdp, ...) or set the type with bpf_program__set_type",
	  "libbpf 1.x matches section names exactly (`ingress`, `classifier/foo`, `1/0` are not " \
	  "libbpf names). Open succeeds but load fails with \"missing BPF prog type, check ELF " \
	  "section name\"; bpftool says \"failed to guess program type\" unless given a type " \
	  "(`bpftool prog loadall OBJ DIR type tc` works). tc and ip set the type themselves, so " \
	  "this is a warning, not a failed verdict: converted tc objects keep their section names " \
	  "on purpose (`tc ... sec ingress` selects by name); --werror makes it fatal.\n\n```c\n" \
	  "__section(\"ingress\") int prog(struct __sk_buff *skb) { return 0; }\n```" },
	{ "prog-array-typed-kv", BL_WARNING, 0,
	  "typed key/value on PROG_ARRAY or PERF_EVENT_ARRAY",
	  "use __uint(key_size, 4) and __uint(value_size, 4)",
	  "The kernel refuses BTF key/value types for prog arrays; libbpf prints \"Error in " \
	  "bpf_create_map_xattr ... Retrying without BTF\" on every load. Perf event arrays lose " \
	  "them silently.\n\n```c\nstruct { __uint(type, BPF_MAP_TYPE_PROG_ARRAY); __type(key, __u32); " \
	  "__type(value, __u32); ... } jmp SEC(\".maps\");\n```" },
	{ "prog-array-static-values", BL_ERROR, BPFLINT_BREAKS_TC,
	  "statically initialised PROG_ARRAY whose targets tc will not autoload",
	  "fill the slots after attaching (tc exec bpf graft / bpftool map update), not with 'values'",
	  "tc/ip disable autoload for every program except the one they attach, so libbpf's slot " \
	  "initialisation writes fd -2 and the load fails (\"failed to initialize slot [0] to prog " \
	  "... -EBADF\"). Generic libbpf loaders are fine.\n\n```c\nstruct { __uint(type, " \
	  "BPF_MAP_TYPE_PROG_ARRAY); ...; __array(values, int (void *)); } jmp SEC(\".maps\") = " \
	  "{ .values = { [0] = &tail0 } };\n```" },
	{ "kv-annotation-section", BL_WARNING, 0,
	  "'.maps.NAME' BPF_ANNOTATE_KV_PAIR section",
	  "drop BPF_ANNOTATE_KV_PAIR; bpf-legacy2btf uses its types as key/value",
	  "`BPF_ANNOTATE_KV_PAIR` only existed to get key/value types into BTF for the legacy " \
	  "loader. With modern clang the kernel rejects that BTF anyway, and libbpf ignores the " \
	  "section.\n\n```c\nBPF_ANNOTATE_KV_PAIR(map_sh, __u32, __u64);\n```" },
	{ "map-name-truncation", BL_WARNING, 0,
	  "map names longer than 15 characters that collide after truncation",
	  "shorten the names so the first 15 characters differ",
	  "The kernel keeps 15 characters of a map name; two maps whose names only differ later " \
	  "look identical in bpftool and in fdinfo (pin paths keep the full name).\n\n```c\n" \
	  "... counters_ingress SEC(\".maps\"); ... counters_ingress_v6 SEC(\".maps\");\n```" },
	{ "tc-multi-prog-section", BL_WARNING, 0,
	  "more than one program in a section tc/ip would attach",
	  "one program per section, or select it with 'program NAME' (iproute2 >= 6.0)",
	  "tc/ip select the attach program by section name and take the first match; further " \
	  "programs in the same section are never loaded.\n\n```c\nSEC(\"tc\") int a(struct " \
	  "__sk_buff *s) { return 0; }\nSEC(\"tc\") int b(struct __sk_buff *s) { return 0; }\n```" },
	{ "gpl-helper-license", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC,
	  "GPL-only helper called without a GPL-compatible license",
	  "add char LICENSE[] SEC(\"license\") = \"GPL\"; (or \"Dual BSD/GPL\")",
	  "Helpers such as bpf_trace_printk, bpf_probe_read*, bpf_perf_event_output, " \
	  "bpf_get_stackid are GPL-only; the verifier refuses the program (\"cannot call " \
	  "GPL-restricted function from non-GPL compatible program\").\n\n```c\n" \
	  "SEC(\"tc\") int p(struct __sk_buff *s) { bpf_printk(\"x\"); return 0; }  /* no license */\n```" },
	{ "empty-last-section", BL_ERROR, BPFLINT_BREAKS_TC,
	  "the last section header describes an empty section",
	  "keep a non-empty section (e.g. .symtab) last; re-create the object without appending empty sections",
	  "iproute2's ancillary pass returns the status of the last section it looked at, so an " \
	  "object without `maps` whose last section is empty fails in tc/ip (legacy and libbpf " \
	  "builds alike) with \"Error fetching ELF ancillary data!\". libbpf itself does not care. " \
	  "Typical cause: `llvm-objcopy --add-section NAME=/dev/null`.\n\n```text\n" \
	  "[12] .symtab  SYMTAB ...\n[13] .note    PROGBITS ... size 0\n```" },
	{ "pinned-map-conflict", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC | BPFLINT_CROSS_FILE,
	  "maps pinned by name at the same path with different definitions (across files)",
	  "make the definitions identical (type, key, value, max_entries, flags) or rename one",
	  "libbpf and iproute2 reuse a pinned map only if type, key size, value size, max_entries " \
	  "and flags match; otherwise the second load fails with \"couldn't reuse pinned map\". " \
	  "This rule compares every file of one run.\n\n```c\n/* a.c */ ... __uint(max_entries, 16); " \
	  "__uint(pinning, LIBBPF_PIN_BY_NAME); } cnt SEC(\".maps\");\n/* b.c */ ... " \
	  "__uint(max_entries, 32); ... } cnt SEC(\".maps\");\n```" },
	{ "elf-unreadable", BL_WARNING, 0,
	  "bpf-lint cannot model this object; only libbpf's verdict is reported",
	  "check the object with llvm-readelf -S; rebuild it",
	  "The object reader refused the file (truncated, RELA relocations, foreign byte order...). " \
	  "Rules that need the model are skipped; libbpf's own open result is still reported.\n\n" \
	  "```sh\nhead -c 100 prog.o > bad.o\n```" },
	{ "libbpf-open-failed", BL_ERROR, OPEN_FAILS,
	  "libbpf refuses the object for a reason no rule knows",
	  "see libbpf's message; please report the case so a rule can name it",
	  "The ground truth: bpf-lint runs `bpf_object__open_mem` in-process. When it fails and no " \
	  "rule predicted that, the finding carries libbpf's warning text (or its last debug line " \
	  "when libbpf printed nothing).\n\n```c\nstruct { __uint(id, 5); ... } m SEC(\".maps\");  " \
	  "/* \"unknown field 'id'\" */\n```" },
	{ "rules-disagree-with-libbpf", BL_WARNING, 0,
	  "a rule predicted an open failure but libbpf opened the object",
	  "please report: the rule is wrong for this libbpf version",
	  "Every run compares the rules' prediction with libbpf's actual result. A disagreement " \
	  "means a rule is stricter than the installed libbpf.\n\n```text\n(no example: this is a bpf-lint bug)\n```" },
	{ "kernel-load-failed", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC,
	  "--load: the kernel (verifier) or libbpf refused to load a program or map",
	  "read the verifier log excerpt; add the missing bounds/NULL checks",
	  "Only with `--load` (needs CAP_BPF/CAP_SYS_ADMIN): every program is loaded into the " \
	  "running kernel with stock libbpf, pinning cleared, nothing attached, everything closed " \
	  "afterwards.\n\n```c\nSEC(\"tc\") int p(struct __sk_buff *s) { return *(char *)(long)s->data; }  /* no bounds check */\n```" },
	{ "load-no-prog-type", BL_WARNING, 0,
	  "--load: program skipped because its section has no libbpf type",
	  "pass --type=cls|act|xdp",
	  "With `--load`, programs whose section libbpf cannot type are not loaded unless " \
	  "`--type` says what they are.\n\n```c\n__section(\"ingress\") int p(struct __sk_buff *s) { return 0; }\n```" },
};

/* Check functions, index-aligned with catalogue[]. */
const lint_check_fn lint_checks[] = {
	check_legacy_maps_section,
	check_legacy_map_sizes,
	check_legacy_layout_ambiguous,
	check_too_many_legacy_maps,
	check_legacy_tail_call_section,
	check_legacy_pinning,
	check_legacy_map_in_map,
	check_maps_without_btf,
	check_static_map,
	check_hidden_map,
	check_var_symbol,
	check_datasec_section,
	check_rel_entsize,
	check_version_size,
	check_static_prog,
	check_btf_pinning,
	check_pinned_inner,
	check_map_in_map_no_inner,
	check_unknown_prog_section,
	check_prog_array_typed_kv,
	check_prog_array_values,
	check_kv_annotation,
	check_map_name_truncation,
	check_tc_multi_prog,
	check_gpl_helpers,
	check_empty_last_section,
	no_check,	/* pinned-map-conflict: lint_cross_file() */
	no_check,	/* elf-unreadable: driver */
	no_check,	/* libbpf-open-failed: driver */
	no_check,	/* rules-disagree-with-libbpf: driver */
	no_check,	/* kernel-load-failed: lint_libbpf_load() */
	no_check,	/* load-no-prog-type: lint_libbpf_load() */
};

_Static_assert(sizeof(lint_checks) / sizeof(lint_checks[0]) ==
	       sizeof(catalogue) / sizeof(catalogue[0]),
	       "one check function per catalogue row");

/* Rules that read the ELF model; skipped when the reader refused. */
static bool needs_model(lint_check_fn fn)
{
	return fn != check_legacy_maps_section && fn != check_rel_entsize &&
	       fn != check_version_size && fn != check_kv_annotation &&
	       fn != check_maps_without_btf;
}

const struct bpflint_rule *bpflint_rules(size_t *nr)
{
	*nr = sizeof(catalogue) / sizeof(catalogue[0]);
	return catalogue;
}

int bpflint_rule_index(const char *id)
{
	size_t i;

	for (i = 0; i < sizeof(catalogue) / sizeof(catalogue[0]); i++)
		if (!strcmp(catalogue[i].id, id))
			return i;
	return -ENOENT;
}

int lint_rule_idx_by_id(const char *id)
{
	return bpflint_rule_index(id);
}

void lint_run_rules(struct lint_obj *o)
{
	size_t i, n = sizeof(catalogue) / sizeof(catalogue[0]);

	for (i = 0; i < n; i++) {
		if (o->opts->disabled && o->opts->disabled[i])
			continue;
		if (!o->elf && needs_model(lint_checks[i]))
			continue;
		o->cur = &catalogue[i];
		o->cur_idx = i;
		lint_checks[i](o);
	}
	o->cur = NULL;
}
