/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* The emitter (rewrite.c): the output object for a finished plan. */
#ifndef BL_REWRITE_H
#define BL_REWRITE_H

#include <stddef.h>

struct bl_plan;

int bl_plan_write(const struct bl_plan *p, void **out, size_t *out_len);

#endif /* BL_REWRITE_H */
