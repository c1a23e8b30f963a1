/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Source locations of findings: line info, DWARF, vlog (lint_where.c). */
#ifndef BL_LINT_WHERE_H
#define BL_LINT_WHERE_H

#include <stddef.h>

#include "lint/model/lint_obj.h"

/* Read and index the .BTF.ext line info of @o (after lint_obj_complete()):
 * 0 or -ENOMEM; malformed line info is silently absent. */
int lint_where_index(struct lint_obj *o);
/* The first line info (lowest instruction) of program section @sec. */
const struct lint_line *lint_line_first(const struct lint_obj *o,
					const char *sec);
/* The line info covering byte @insn_off of @sec: the last at or before it. */
const struct lint_line *lint_line_for(const struct lint_obj *o,
				      const char *sec, size_t insn_off);

void lint_locate(struct lint_obj *o, struct bpflint_finding *f);
void lint_locate_vlog(struct lint_obj *o, struct bpflint_finding *f,
		      const char *vlog);
void lint_locate_pin(struct lint_obj *o, struct lint_pin *pin);
/*
 * The same, from the object file @path read again: only a cross-file
 * finding needs a pin's place, and indexing the DWARF of every object with
 * a pin up front cost 8% of linting a small one. Standard input ("-")
 * cannot be read again: its pins are located while it is linted.
 */
void lint_locate_pin_in_file(const char *path, struct lint_pin *pin);
/* Free what lint_where.c keeps in @o: the line index and the DWARF
 * declarations. Before lint_obj_fini(). */
void lint_where_fini(struct lint_obj *o);

#endif /* BL_LINT_WHERE_H */
