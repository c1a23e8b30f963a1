/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* The emitter (rewrite.c): the output object for a finished plan. */
#ifndef BL_REWRITE_H
#define BL_REWRITE_H

#include <stddef.h>

struct bl_plan;
struct bl_image;

/* The image owns the output model; the input model must outlive it. */
int bl_plan_write(const struct bl_plan *p, struct bl_image **out);
/* An object without legacy maps: the input with the plan's program-symbol
 * fixes only (p->lm empty). */
int bl_plan_write_syms(const struct bl_plan *p, struct bl_image **out);

#endif /* BL_REWRITE_H */
