/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * One object's lint result as bytes, from a lint worker process to the
 * parent (lint_files.c). Only for processes forked from one another: the
 * pointers to static storage (a finding's rule and hint, a pin's origin)
 * go as they are, valid in both.
 */
#ifndef BL_LINT_WIRE_H
#define BL_LINT_WIRE_H

#include <stddef.h>
#include <sys/types.h>

#include "bpflint.h"
#include "util/bulk.h"

/* @res but its path, malloc'ed (*@len bytes); NULL when out of memory. */
void *lint_wire_encode(const struct bpflint_result *res, size_t *len);
/*
 * @res as a record (lint_priv.is_record): its verdicts, what its findings
 * say (lint_rec_sum), its pins, and where its report bytes are: the parts
 * of lint_priv.rec one after the other at @at of the worker's side file
 * (bl_workers_side_write()), where the caller wrote them. Malloc'ed, NULL
 * when out of memory.
 */
void *lint_wire_encode_record(const struct bpflint_result *res, off_t at, size_t *len);
/*
 * The result @buf holds (a whole one, or a record) into @res, whose sz and
 * path stay; all or nothing. A record's report bytes stay where they are:
 * @side is the parent's descriptor of the side file they lie in, and the
 * record says where (lint_bytes); with @side < 0 a record that has any is
 * refused. With @arena, the priv (pins and their strings) is carved from
 * it (lint_priv.in_arena), else malloc'ed. -EINVAL for bytes that are short
 * or not a whole result, -ENOMEM.
 */
int lint_wire_decode(const void *buf, size_t len, struct bpflint_result *res, int side,
		     struct bl_arena *arena);

#endif /* BL_LINT_WIRE_H */
