/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Load BTF through the checks of btf_check.c (btf_load.c). */
#ifndef BL_BTF_LOAD_H
#define BL_BTF_LOAD_H

#include <stddef.h>

struct btf;

/*
 * btf__new() plus the checks libbpf 1.1 lacks (every name offset resolves,
 * every referenced type id exists, no reference loops: bl_btf_check()), so
 * malformed input cannot crash later users of the BTF. Returns 0 or a
 * negative errno; *out is NULL on error.
 */
int bl_btf_load(const void *data, size_t size, struct btf **out);
/* The same, saying what is wrong in @why. */
int bl_btf_load_why(const void *data, size_t size, struct btf **out,
		    char *why, size_t n);

#endif /* BL_BTF_LOAD_H */
