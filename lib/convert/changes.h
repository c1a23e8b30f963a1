/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* The migration report's record of this object (--report, -v; changes.c). */
#ifndef BL_CHANGES_H
#define BL_CHANGES_H

#include <stdbool.h>

struct bl_plan;
struct bl_convert_result;

int bl_plan_changes(const struct bl_plan *p, bool verbose,
		    struct bl_convert_result *res);

#endif /* BL_CHANGES_H */
