/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint --load. */
#ifndef BL_LINT_LOAD_H
#define BL_LINT_LOAD_H

struct lint_obj;

/* lint_load.c: --load, libbpf's load results (lint_libbpf.h) as findings. */
void lint_load(struct lint_obj *o);

#endif /* BL_LINT_LOAD_H */
