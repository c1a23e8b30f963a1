/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint: program sections and instructions. */
#ifndef BL_LINT_PROGS_H
#define BL_LINT_PROGS_H

#include <stdbool.h>
#include <stdint.h>

/* lint_progs.c: program sections and instructions. */
bool lint_libbpf11_knows_section(const char *sec);
int lint_gpl_only_helper(uint32_t id, const char **name);

#endif /* BL_LINT_PROGS_H */
