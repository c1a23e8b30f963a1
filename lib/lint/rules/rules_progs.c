// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Lint rules: Program sections and symbols: tail-call sections, program symbols
 * libbpf skips, sections libbpf or tc do not know, GPL-only helpers.
 * Each check is a pure function of the object view, bound to its row in
 * lib/lint/rules/rule_table.h.
 */
#include <stdio.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/manifest.h"
#include "convert/tail_parse.h"
#include "lint/kernel/kernel_data.h"
#include "lint/kernel/prog_evidence.h"
#include "lint/model/lint_obj.h"
#include "lint/model/lint_progs.h"
#include "lint/rules/findings.h"
#include "lint/rules/rules.h"

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

void check_legacy_tail_call_section(struct lint_obj *o)
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

/*
 * The next symbol after @*i (start at 0) in a program section other than
 * .text (where libbpf makes programs), with that section in @*sec.
 */
static const struct bl_symbol *next_prog_sym(const struct lint_obj *o, size_t *i,
					     const struct bl_section **sec)
{
	while (++*i < o->elf->nr_syms) {
		const struct bl_symbol *s = &o->elf->syms[*i];

		if (!s->sym.st_shndx || s->sym.st_shndx >= o->elf->nr_secs)
			continue;
		*sec = &o->elf->secs[s->sym.st_shndx];
		if (bl_sec_is_prog(*sec) && strcmp((*sec)->name, ".text"))
			return s;
	}
	return NULL;
}

void check_static_prog(struct lint_obj *o)
{
	const struct bl_section *sec;
	const struct bl_symbol *s;
	size_t i = 0;

	while ((s = next_prog_sym(o, &i, &sec))) {
		if (GELF_ST_TYPE(s->sym.st_info) != STT_FUNC ||
		    GELF_ST_BIND(s->sym.st_info) != STB_LOCAL)
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

void check_notype_prog(struct lint_obj *o)
{
	const struct bl_section *sec;
	const struct bl_symbol *s;
	size_t i = 0;

	while ((s = next_prog_sym(o, &i, &sec))) {
		if (GELF_ST_TYPE(s->sym.st_info) != STT_NOTYPE ||
		    GELF_ST_BIND(s->sym.st_info) == STB_LOCAL)	/* branch labels */
			continue;
		lint_emit(o, sec->name, -1,
			  "program symbol '%s' in section '%s' is NOTYPE (size %lu): libbpf makes programs only of FUNC symbols, so it sees no program there",
			  s->name, sec->name, (unsigned long)s->sym.st_size);
	}
}

void check_zero_size_prog(struct lint_obj *o)
{
	const struct bl_section *sec;
	const struct bl_symbol *s;
	size_t i = 0;

	while ((s = next_prog_sym(o, &i, &sec)))
		if (GELF_ST_TYPE(s->sym.st_info) == STT_FUNC && !s->sym.st_size)
			lint_emit(o, sec->name, -1,
				  "program '%s' in section '%s' has size 0: libbpf fails the open (\"corrupted program\")",
				  s->name, sec->name);
}

void check_unknown_prog_section(struct lint_obj *o)
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
		/* a MAP/KEY tail call is typed by its graft (rules_tails.c) */
		if (n && !lint_libbpf11_knows_section(s->name) && !lint_tail_named(o, s->name))
			lint_emit(o, s->name, -1,
				  "libbpf 1.1 cannot tell the program type of section '%s': generic loaders (bpftool, skeletons) fail with \"missing BPF prog type\"; tc/ip set the type themselves",
				  s->name);
	}
	/* libbpf < 1.5: a lone .text function is an (untyped) entry program */
	if (total == 1 && text == 1)
		lint_emit(o, ".text", -1,
			  "the only function is in '.text': libbpf 1.1 treats it as an entry program with no type");
}

void check_tc_multi_prog(struct lint_obj *o)
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

/*
 * Whether program section @sec's type (prog_evidence.c, the kernel
 * minimum's) has helper @id in some kernel: where it has none the verifier
 * refuses the call before it looks at the license ("program of this type
 * cannot use helper"), and kernel-min says so. .text has no type of its own.
 */
static bool has_helper(const struct lint_obj *o, size_t sec, int32_t id)
{
	if (!o->ptypes[sec].type)
		return true;
	return lint_kernel_helper_type_ver(o->ptypes[sec].type, id) != LINT_KVER_NEVER;
}

void check_gpl_helpers(struct lint_obj *o)
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
		for (k = 0; k < bl_insn_count(s); k++) {
			struct bpf_insn insn = bl_insn_at(o->elf, s, k);
			const char *hname;
			int32_t imm = insn.imm;
			size_t r;

			if (insn.code == (BPF_LD | BPF_IMM | BPF_DW)) {
				k++;	/* its second half is no instruction */
				continue;
			}
			if (insn.code != (BPF_JMP | BPF_CALL) || insn.src_reg)
				continue;
			if (!lint_gpl_only_helper(imm, &hname) || !has_helper(o, i, imm))
				continue;
			for (r = 0; r < nr_rep && reported[r] != (uint32_t)imm; r++)
				;
			if (r < nr_rep)
				continue;
			if (nr_rep < 8)
				reported[nr_rep++] = imm;
			lint_emit(o, s->name, k,
				  "call to GPL-only helper %s (#%d) with %s%s%s: the verifier refuses it (\"cannot call GPL-restricted function from non-GPL compatible program\")",
				  hname, imm, l ? "license '" : "no license section",
				  l ? l : "", l ? "'" : "");
		}
	}
}
