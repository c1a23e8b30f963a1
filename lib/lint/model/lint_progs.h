/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint: program sections and instructions. */
#ifndef BL_LINT_PROGS_H
#define BL_LINT_PROGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* lint_progs.c: program sections and instructions. */
bool lint_libbpf11_knows_section(const char *sec);
/*
 * Are the first @len bytes of @sec a program type's name in libbpf's
 * section table ("socket" of "socket/0", "xdp", "kprobe", "cgroup")? Such
 * a prefix names a program type, not a prog array.
 */
bool lint_prog_type_stem(const char *sec, size_t len);
int lint_gpl_only_helper(uint32_t id, const char **name);

#endif /* BL_LINT_PROGS_H */
