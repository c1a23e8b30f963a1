// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Program symbols libbpf accepts. The legacy loader loaded a whole
 * executable section from offset 0 and never read its symbols, so objects
 * made for it may define the program `static` (libbpf: "is static and not
 * supported") or, from older clang, carry NOTYPE symbols of size 0 (libbpf
 * sees no program at all). In a section that has either, every FUNC symbol
 * and every non-local NOTYPE one (local NOTYPE ones are branch labels)
 * starts a GLOBAL FUNC program running to the next one or to the end of the
 * section, so the program at offset 0 is what the legacy loader loaded.
 * A static function called from inside its section cannot be kept there:
 * libbpf resolves every BPF-to-BPF call into .text.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/prog_syms.h"

struct cand {
	size_t sym, shndx;
	uint64_t off;
	bool local;
};

static bool is_prog_section(const struct bl_elf *elf, size_t shndx)
{
	return shndx && shndx < elf->nr_secs && bl_sec_is_prog(&elf->secs[shndx]) &&
	       strcmp(elf->secs[shndx].name, ".text");
}

/* FUNC symbols, and NOTYPE ones that are not local labels. */
static bool is_candidate(const struct bl_elf *elf, const GElf_Sym *s)
{
	int type = GELF_ST_TYPE(s->st_info);

	if (!is_prog_section(elf, s->st_shndx))
		return false;
	return type == STT_FUNC ||
	       (type == STT_NOTYPE && GELF_ST_BIND(s->st_info) != STB_LOCAL);
}

static int cmp_cand(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;

	if (x->shndx != y->shndx)
		return x->shndx < y->shndx ? -1 : 1;
	if (x->off != y->off)
		return x->off < y->off ? -1 : 1;
	if (x->local != y->local)
		return x->local ? 1 : -1;
	return x->sym < y->sym ? -1 : x->sym > y->sym;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static int cmp_fix(const void *a, const void *b)
{
	const struct bl_prog_fix *x = a, *y = b;

	if (x->shndx != y->shndx)
		return x->shndx < y->shndx ? -1 : 1;
	return x->off < y->off ? -1 : x->off > y->off;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool group_needs_fix(const struct bl_elf *elf, const struct cand *c, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++) {
		const GElf_Sym *s = &elf->syms[c[k].sym].sym;

		if (c[k].local || GELF_ST_TYPE(s->st_info) != STT_FUNC || !s->st_size)
			return true;
	}
	return false;
}

/* Instruction offsets in section @shndx that a relocation targets, sorted. */
static int relocated_offsets(const struct bl_elf *elf, size_t shndx,
			     uint64_t **offs, size_t *n)
{
	size_t i, j, cap = 0;

	*offs = NULL;
	*n = 0;
	for (i = 1; i < elf->nr_secs; i++)
		if (elf->secs[i].shdr.sh_type == SHT_REL && elf->secs[i].shdr.sh_info == shndx)
			cap += bl_rel_count(&elf->secs[i]);
	if (!cap)
		return 0;
	*offs = malloc(cap * sizeof(**offs));
	if (!*offs)
		return -ENOMEM;
	for (i = 1; i < elf->nr_secs; i++) {
		const struct bl_section *rs = &elf->secs[i];

		if (rs->shdr.sh_type != SHT_REL || rs->shdr.sh_info != shndx)
			continue;
		for (j = 0; j < bl_rel_count(rs); j++)
			(*offs)[(*n)++] = bl_rel_at(rs, j)->r_offset;
	}
	qsort(*offs, *n, sizeof(**offs), cmp_u64);
	return 0;
}

/*
 * Is the function at byte @off of section @shndx the target of a call
 * without relocation (an in-section call to a static function)?
 */
static int called_in_section(const struct bl_elf *elf, size_t shndx, uint64_t off,
			     bool *called)
{
	const struct bl_section *sec = &elf->secs[shndx];
	size_t i, nr = bl_insn_count(sec), n;
	uint64_t *offs, at;
	int err = relocated_offsets(elf, shndx, &offs, &n);

	*called = false;
	for (i = 0; !err && !*called && i < nr; i++) {
		struct bpf_insn in = bl_insn_at(elf, sec, i);

		if (in.code != (BPF_JMP | BPF_CALL) || in.src_reg != BPF_PSEUDO_CALL)
			continue;
		at = i * sizeof(in);
		if (n && bsearch(&at, offs, n, sizeof(*offs), cmp_u64))
			continue;	/* relocated: a call into .text */
		*called = (int64_t)i + in.imm + 1 == (int64_t)(off / sizeof(in));
	}
	free(offs);
	return err;
}

/* Fixes for one section's candidates c[0..n), sorted by offset. */
static int plan_group(const struct bl_elf *elf, const struct bl_sink *sink,
		      const struct cand *c, size_t n, struct bl_prog_fix *fx, size_t *nr)
{
	const struct bl_section *sec = &elf->secs[c[0].shndx];
	uint64_t end = sec->size;
	bool called;
	size_t k;
	int err;

	if (!group_needs_fix(elf, c, n))
		return 0;
	for (k = 0; k < n; k++) {
		const char *name = elf->syms[c[k].sym].name;

		if (k && c[k].off == c[k - 1].off) {
			return bl_error(sink, elf->name, BL_AT_SECTION, sec->name,
					"symbols '%s' and '%s' both start a program at offset %lu",
					elf->syms[c[k - 1].sym].name, name,
					(unsigned long)c[k].off);
		}
		if (!c[k].local || !c[k].off)
			continue;
		err = called_in_section(elf, c[k].shndx, c[k].off, &called);
		if (err)
			return err;
		if (called) {
			bl_report(sink, BL_ERROR, elf->name, name,
				  "static function '%s' is called from inside program section '%s'; the legacy loader ran the section as one program, libbpf calls sub-programs only in .text (\"no .text section found yet sub-program call exists\"): define it without a section attribute",
				  name, sec->name);
			return -EINVAL;
		}
	}
	/* sizes run to the next program start: walk backwards */
	for (k = n; k-- > 0;) {
		const GElf_Sym *s = &elf->syms[c[k].sym].sym;
		struct bl_prog_fix f = {
			.sym = c[k].sym, .shndx = c[k].shndx, .off = c[k].off,
			.old_size = s->st_size, .new_size = end - c[k].off,
		};

		end = c[k].off;
		if (c[k].local)
			f.kind = BL_PROG_FIX_STATIC;
		else if (GELF_ST_TYPE(s->st_info) != STT_FUNC || s->st_size != f.new_size)
			f.kind = BL_PROG_FIX_NOTYPE;
		else
			continue;
		fx[(*nr)++] = f;
	}
	return 0;
}

/* A static program made global must not take a global symbol's name. */
static int check_names(const struct bl_elf *elf, const struct bl_sink *sink,
		       const struct bl_prog_fix *fx, size_t nr)
{
	const char **names;
	size_t i, n = 0;
	int err = 0;

	for (i = 0; i < nr && fx[i].kind != BL_PROG_FIX_STATIC; i++)
		;
	if (i == nr)
		return 0;
	names = malloc(elf->nr_syms * sizeof(*names));
	if (!names)
		return -ENOMEM;
	for (i = 1; i < elf->nr_syms; i++)
		if (GELF_ST_BIND(elf->syms[i].sym.st_info) != STB_LOCAL)
			names[n++] = elf->syms[i].name;
	qsort(names, n, sizeof(*names), cmp_str);
	for (i = 0; !err && i < nr; i++) {
		const char *name = elf->syms[fx[i].sym].name;

		if (fx[i].kind != BL_PROG_FIX_STATIC ||
		    !bsearch(&name, names, n, sizeof(*names), cmp_str))
			continue;
		bl_report(sink, BL_ERROR, elf->name, name,
			  "static program '%s' in section '%s' cannot be made global: a global symbol has that name",
			  name, elf->secs[fx[i].shndx].name);
		err = -EINVAL;
	}
	free(names);
	return err;
}

int bl_prog_syms_plan(const struct bl_elf *elf, const struct bl_sink *sink,
		      struct bl_prog_fix **fixes, size_t *nr)
{
	struct cand *c;
	struct bl_prog_fix *fx = NULL;
	size_t i, n = 0, a, b;
	int err = 0;

	*fixes = NULL;
	*nr = 0;
	c = malloc((elf->nr_syms ? elf->nr_syms : 1) * sizeof(*c));
	if (!c)
		return -ENOMEM;
	for (i = 1; i < elf->nr_syms; i++) {
		const GElf_Sym *s = &elf->syms[i].sym;

		if (is_candidate(elf, s))
			c[n++] = (struct cand){
				.sym = i, .shndx = s->st_shndx, .off = s->st_value,
				.local = GELF_ST_BIND(s->st_info) == STB_LOCAL,
			};
	}
	if (!n)
		goto out;
	fx = malloc(n * sizeof(*fx));
	if (!fx) {
		err = -ENOMEM;
		goto out;
	}
	qsort(c, n, sizeof(*c), cmp_cand);
	for (a = 0; !err && a < n; a = b) {
		for (b = a + 1; b < n && c[b].shndx == c[a].shndx; b++)
			;
		err = plan_group(elf, sink, c + a, b - a, fx, nr);
	}
	qsort(fx, *nr, sizeof(*fx), cmp_fix);	/* notes in section order */
	if (!err)
		err = check_names(elf, sink, fx, *nr);
out:
	free(c);
	if (err || !*nr) {
		free(fx);
		fx = NULL;
		*nr = 0;
	}
	*fixes = fx;
	return err;
}

static void report_fix(const struct bl_elf *elf, const struct bl_sink *sink,
		       const struct bl_prog_fix *f)
{
	const char *name = elf->syms[f->sym].name, *sec = elf->secs[f->shndx].name;

	switch (f->kind) {
	case BL_PROG_FIX_STATIC:
		bl_report(sink, BL_NOTE, elf->name, name,
			  "program '%s' in section '%s' was static: made global (FUNC, %lu bytes) so libbpf loads it; the legacy loader ignored symbols",
			  name, sec, (unsigned long)f->new_size);
		break;
	case BL_PROG_FIX_NOTYPE:
		bl_report(sink, BL_NOTE, elf->name, name,
			  "program '%s' in section '%s' was a %s symbol of %lu bytes: made FUNC of %lu bytes (to the %s)",
			  name, sec,
			  GELF_ST_TYPE(elf->syms[f->sym].sym.st_info) == STT_FUNC ? "FUNC" :
			  "NOTYPE (older clang)", (unsigned long)f->old_size,
			  (unsigned long)f->new_size,
			  f->new_size + elf->syms[f->sym].sym.st_value == elf->secs[f->shndx].size ?
			  "end of the section" : "next program symbol");
		break;
	}
}

static int cmp_fix_sym(const void *a, const void *b)
{
	const struct bl_prog_fix *x = a, *y = b;

	return x->sym < y->sym ? -1 : x->sym > y->sym;
}

int bl_prog_syms_fixes(const struct bl_elf *elf, const struct bl_sink *sink,
		       struct bl_prog_fix **fixes, size_t *nr)
{
	size_t i;
	int err = bl_prog_syms_plan(elf, sink, fixes, nr);

	if (err || !*nr)
		return err;
	for (i = 0; i < *nr; i++)
		report_fix(elf, sink, &(*fixes)[i]);
	qsort(*fixes, *nr, sizeof(**fixes), cmp_fix_sym);
	return 0;
}

GElf_Sym bl_prog_sym(const struct bl_elf *elf, const struct bl_prog_fix *fixes, size_t nr,
		     size_t i)
{
	struct bl_prog_fix key = { .sym = i };
	const struct bl_prog_fix *f;
	GElf_Sym s = elf->syms[i].sym;

	f = nr ? bsearch(&key, fixes, nr, sizeof(*fixes), cmp_fix_sym) : NULL;
	if (!f)
		return s;
	s.st_info = GELF_ST_INFO(f->kind == BL_PROG_FIX_STATIC ? STB_GLOBAL :
				 GELF_ST_BIND(s.st_info), STT_FUNC);
	s.st_size = f->new_size;
	return s;
}

bool bl_prog_fixes_promote(const struct bl_prog_fix *fixes, size_t nr)
{
	size_t i;

	for (i = 0; i < nr; i++)
		if (fixes[i].kind == BL_PROG_FIX_STATIC)
			return true;
	return false;
}
