/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Program symbols as libbpf needs them. The legacy loader never looked at
 * symbols (a program was a whole executable section from offset 0); libbpf
 * makes one program per FUNC symbol, refuses static ones outside .text and
 * ignores NOTYPE ones, which older clang emitted with size 0.
 */
#ifndef BL_PROG_SYMS_H
#define BL_PROG_SYMS_H

#include <stdint.h>

#include "elf/elf_model.h"

enum bl_prog_fix_kind {
	BL_PROG_FIX_STATIC,	/* LOCAL FUNC at offset 0: made GLOBAL         */
	BL_PROG_FIX_NOTYPE,	/* GLOBAL NOTYPE (older clang): made FUNC      */
};

struct bl_prog_fix {
	size_t sym;		/* symbol index in the model */
	size_t shndx;
	uint64_t off;		/* st_value */
	enum bl_prog_fix_kind kind;
	uint64_t old_size, new_size;	/* st_size before and after */
};

/*
 * What would make every program section's symbols acceptable to libbpf,
 * without changing @elf. *fixes is malloc'ed (NULL when nothing to fix).
 * Problems that cannot be fixed (two programs at one offset, a static name
 * that clashes with a global one, a static function called from inside its
 * program section: libbpf calls sub-programs only in .text) are reported
 * and return -EINVAL.
 */
int bl_prog_syms_plan(const struct bl_elf *elf, const struct bl_sink *sink,
		      struct bl_prog_fix **fixes, size_t *nr);

/*
 * The plan as the conversion takes it: one note per fix (in section order),
 * then *fixes sorted by symbol for bl_prog_sym(). @elf stays as it was read:
 * the fixes are plan entries, and rewrite.c alone applies them (it owns the
 * output's symbol order).
 */
int bl_prog_syms_fixes(const struct bl_elf *elf, const struct bl_sink *sink,
		       struct bl_prog_fix **fixes, size_t *nr);

/* Symbol @i of @elf as @fixes (sorted by symbol) leave it. */
GElf_Sym bl_prog_sym(const struct bl_elf *elf, const struct bl_prog_fix *fixes, size_t nr,
		     size_t i);

/* Whether a fix makes a local symbol global: then locals move first. */
bool bl_prog_fixes_promote(const struct bl_prog_fix *fixes, size_t nr);

#endif /* BL_PROG_SYMS_H */
