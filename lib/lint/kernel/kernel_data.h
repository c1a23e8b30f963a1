/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* The kernel release each BPF feature needs (the rows: kernel/tables/). */
#ifndef BL_LINT_KERNEL_DATA_H
#define BL_LINT_KERNEL_DATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bpflint.h"

/* A feature: its id (type, helper id, flag bit, instruction kind), its
 * name, the release that added it, and where that is read. */
struct lint_kfeat {
	uint32_t id;
	const char *name;
	unsigned int ver;	/* BPFLINT_KERNEL_VER */
	const char *src;	/* commit, and notes */
};

/* Instruction kinds and other whole-program features. */
enum lint_kinsn {
	LINT_KI_TAIL_CALL, LINT_KI_CALL, LINT_KI_JMP32, LINT_KI_GLOBAL_DATA,
	LINT_KI_LOOP, LINT_KI_TAIL_CALL_IN_CALLS, LINT_KI_ATOMIC, LINT_KI_CPUV4,
	LINT_KI_LOAD_ACQ, LINT_KI_NR
};

enum lint_ktable {
	LINT_KT_PROG_TYPE, LINT_KT_MAP_TYPE, LINT_KT_MAP_FLAG, LINT_KT_HELPER, LINT_KT_INSN,
	LINT_KT_ATTACH,
};

/* xdp.frags: not an attach type but a load flag libbpf sets from the
 * section name (BPF_F_XDP_HAS_FRAGS); its row in the attach table. */
#define LINT_KATTACH_XDP_FRAGS	0x10000u

/* The row of @id, or NULL when the table does not know it. */
const struct lint_kfeat *lint_kernel_prog_type(uint32_t type);
const struct lint_kfeat *lint_kernel_map_type(uint32_t type);
const struct lint_kfeat *lint_kernel_map_flag(uint32_t bit);
const struct lint_kfeat *lint_kernel_helper(uint32_t id);
const struct lint_kfeat *lint_kernel_insn(enum lint_kinsn k);
/* An expected attach type (or LINT_KATTACH_XDP_FRAGS) that needs a newer
 * kernel than its program type. */
const struct lint_kfeat *lint_kernel_attach(uint32_t attach);
/* The helper row of "get_attach_cookie" (@len bytes), or NULL. */
const struct lint_kfeat *lint_kernel_helper_named(const char *name, size_t len);
/*
 * (kernel/tables/helper_types.tsv) The release program type @ptype got helper @helper where that is later
 * than the helper's first release, LINT_KVER_NEVER where the type does not
 * have it, 0 where the helper's own release counts (or the type is not
 * modelled: lint_kernel_helper_types_modelled()).
 */
#define LINT_KVER_NEVER	BPFLINT_KERNEL_NONE
unsigned int lint_kernel_helper_type_ver(uint32_t ptype, uint32_t helper);
/* Its row (ver, source), or NULL when the helper's own release counts. */
const struct lint_kfeat *lint_kernel_helper_type(uint32_t ptype, uint32_t helper);
/* Whether the table knows which helpers @ptype has. */
bool lint_kernel_helper_types_modelled(uint32_t ptype);
/* Row @i of that table (its id is the helper's), or NULL past the end. */
const struct lint_kfeat *lint_kernel_helper_type_row(size_t i, uint32_t *ptype);
/* The newest kernel the "never" rows were probed on. */
#define LINT_KVER_NEVER_UPTO	BPFLINT_KERNEL_VER(7, 2)
/* A whole table (for its unit test). */
const struct lint_kfeat *lint_kernel_table(enum lint_ktable t, size_t *nr);

#endif /* BL_LINT_KERNEL_DATA_H */
