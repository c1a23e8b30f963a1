/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* What kernel an object needs (lint_kernel.c), from kernel_data.h's rows. */
#ifndef BL_LINT_KERNEL_H
#define BL_LINT_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "lint/kernel/kernel_data.h"

struct lint_obj;

/* One thing the object uses that a kernel must know. */
struct lint_kreq {
	unsigned int ver;	/* BPFLINT_KERNEL_VER */
	enum lint_ktable table;
	uint32_t id;		/* its row's id in @table */
	uint32_t ptype;		/* the program type asking, 0: the object */
	size_t sec;		/* its program section, 0: the object */
	long insn;		/* its first instruction there, or -1 */
};

struct bpflint_result;

/* Every requirement of @o (one per section and feature), its programs
 * judged as o->ptypes says (lint_ptype_decide_all(), prog_evidence.h,
 * run first): 0 or -ENOMEM. */
int lint_kernel_scan(const struct lint_obj *o, struct lint_kreq **reqs, size_t *nr);
/* "bpf_skb_ecn_set_ce, helper of sched_cls" for a requirement. */
const char *lint_kreq_text(enum lint_ktable table, uint32_t id, uint32_t ptype,
			   char *buf, size_t sz);

/* The same, and the evidence its program's type rests on where its
 * section does not say it: "...; xdp: calls bpf_xdp_adjust_head". */
const char *lint_kreq_why(const struct lint_obj *o, const struct lint_kreq *q, char *buf,
			  size_t sz);
/* @res's kernel minimum: the newest requirement, the first that needs it. */
void lint_kernel_result(const struct lint_obj *o, struct bpflint_result *res);

#endif /* BL_LINT_KERNEL_H */
