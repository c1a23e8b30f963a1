/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* The finished plan in words, one line per fact (--explain; explain.c). */
#ifndef BL_EXPLAIN_H
#define BL_EXPLAIN_H

#include <stddef.h>

struct bl_plan;

char *bl_plan_explain(const struct bl_plan *p, size_t *len);

#endif /* BL_EXPLAIN_H */
