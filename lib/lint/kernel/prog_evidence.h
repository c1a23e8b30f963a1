/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The program type a section is judged as (prog_evidence.c): the one place
 * that decides it, for the kernel minimum, --kernel, the helper-by-type
 * rows, the expected attach type and the GPL-helper rule.
 */
#ifndef BL_LINT_PROG_EVIDENCE_H
#define BL_LINT_PROG_EVIDENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct bl_elf;
struct bl_section;
struct lint_obj;

/* What the context accesses of a section prove (lint_ptype.ctx_kind). */
enum lint_ctx_ev {
	LINT_CTX_NONE = 0,
	LINT_CTX_SKB,		/* an access struct xdp_md refuses: not xdp */
	LINT_CTX_PKT,		/* ctx word 0 or 2 dereferenced: not tc's */
};

/* The LINT_CTX_SKB evidence that is not a read: its ctx_size and ctx_off. */
enum lint_ctx_not_read {
	LINT_CTX_SIZE_WRITE = 0,	/* ctx_size: a write (of any size) at
					 * ctx_off, or an LD_ABS/LD_IND     */
	LINT_CTX_OFF_LD_ABS = 0xffff,	/* ctx_off: an LD_ABS/LD_IND, no
					 * context access (an int16_t offset
					 * never reaches it)                */
};

/*
 * The decision for one program section. @cands and @admit are bits of
 * util/prog_type.h's rows (1 << BL_PT_CLS, ...); both 0 when the section
 * (or --type) settles the type.
 */
struct lint_ptype {
	uint32_t type;		/* the type judged (enum bpf_prog_type)   */
	uint32_t attach;	/* expected attach type libbpf sets, or 0  */
	bool frags;		/* "xdp.frags": BPF_F_XDP_HAS_FRAGS        */
	uint8_t cands;		/* the loaders' types it could get         */
	uint8_t admit;		/* of them, those no evidence rules out and
				 * whose kernels have every helper it calls */
	uint8_t ctx_kind;	/* enum lint_ctx_ev                        */
	uint8_t ctx_size;	/* the access that proves it: bytes, and   */
	uint16_t ctx_off;	/* its offset in the context               */
	uint32_t helper;	/* a helper that rules a candidate out, 0  */
};

/* What the decision reads of one program section. */
struct lint_ptype_in {
	const char *sec;		/* its name                        */
	const struct bl_elf *elf;	/* byte order of the instructions  */
	const struct bl_section *s;	/* its instructions                */
	const struct bl_section *text;	/* .text, when it calls subprograms
					 * (their helpers count), or NULL   */
	uint32_t user_type;		/* --type, 0: none                 */
};

/* Decide @in's type into @out: 0, or -ENOMEM (@out undefined). */
int lint_ptype_decide(const struct lint_ptype_in *in, struct lint_ptype *out);
/* Every program section's type of @o, decided once for the kernel scan
 * and every rule that depends on the type: *@out has one entry per
 * section (0 for the others), NULL without an ELF model; 0 or -ENOMEM. */
int lint_ptype_decide_all(const struct lint_obj *o, struct lint_ptype **out);
/* Whether @p's type came from evidence rather than the section or --type. */
static inline bool lint_ptype_inferred(const struct lint_ptype *p)
{
	return p->cands != 0;
}
/*
 * The evidence, for a kernel-min reason: "xdp: calls bpf_xdp_adjust_head",
 * "sched_cls: the oldest of sched_cls, sched_act, xdp", ... ("" when the
 * section settles the type).
 */
const char *lint_ptype_text(const struct lint_ptype *p, char *buf, size_t sz);

#endif /* BL_LINT_PROG_EVIDENCE_H */
