/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Checks on parsed BTF and .BTF.ext that libbpf 1.1 does not make (btf_check.c). */
#ifndef BL_BTF_CHECK_H
#define BL_BTF_CHECK_H

#include <stddef.h>

struct btf;

/* Ids, names, reference loops, DATASEC entries, FUNC prototypes, the type
 * count. 0, or -EINVAL with what is wrong in @why. */
int bl_btf_check(const struct btf *btf, char *why, size_t n);
/* .BTF.ext @data is well-formed against @btf (0 or a negative errno). */
int bl_btf_ext_check(const struct btf *btf, const void *data, size_t size);

#endif /* BL_BTF_CHECK_H */
