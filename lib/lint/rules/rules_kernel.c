// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Lint rules: the kernel an object needs (o->kreqs, lint_kernel.c), against
 * --kernel and, for the reader, per program when a kernel option asks.
 */
#include <stdio.h>

#include "lint/kernel/lint_kernel.h"
#include "lint/model/lint_obj.h"
#include "lint/rules/findings.h"
#include "lint/rules/rules.h"

static const char *where_of(const struct lint_obj *o, const struct lint_kreq *q)
{
	return q->sec ? o->elf->secs[q->sec].name : NULL;
}

/* Each program's (and the object's own) newest requirement, as a note. */
void check_kernel_min(struct lint_obj *o)
{
	char ver[16], why[BPFLINT_KERNEL_WHY_LEN];
	size_t i, k;

	if (!o->opts->kernel && !o->opts->kernel_min)
		return;
	for (i = 0; i < o->nr_kreqs; i++) {
		const struct lint_kreq *q = &o->kreqs[i];
		bool newest = true;

		for (k = 0; k < o->nr_kreqs && newest; k++)
			newest = o->kreqs[k].sec != q->sec || o->kreqs[k].ver < q->ver ||
				 (o->kreqs[k].ver == q->ver && k >= i);
		if (!newest)
			continue;
		lint_emit(o, where_of(o, q), q->insn, "kernel-min %s (%s)%s",
			  bpflint_kernel_name(q->ver, ver, sizeof(ver)),
			  lint_kreq_why(o, q, why, sizeof(why)),
			  q->sec ? "" : ": the object's maps and data");
	}
}

/* --kernel=VERSION: every requirement that kernel lacks. */
void check_kernel_too_old(struct lint_obj *o)
{
	char ver[16], gate[16], why[BPFLINT_KERNEL_WHY_LEN];
	size_t i;

	if (!o->opts->kernel)
		return;
	for (i = 0; i < o->nr_kreqs; i++) {
		const struct lint_kreq *q = &o->kreqs[i];

		if (q->ver <= o->opts->kernel)
			continue;
		if (q->ver == LINT_KVER_NEVER) {
			lint_emit(o, where_of(o, q), q->insn,
				  "%s: the load fails on every kernel", lint_kreq_why(o, q, why,
				  sizeof(why)));
			continue;
		}
		lint_emit(o, where_of(o, q), q->insn,
			  "needs kernel %s (%s), newer than --kernel=%s: the load fails there",
			  bpflint_kernel_name(q->ver, ver, sizeof(ver)),
			  lint_kreq_why(o, q, why, sizeof(why)),
			  bpflint_kernel_name(o->opts->kernel, gate, sizeof(gate)));
	}
}
