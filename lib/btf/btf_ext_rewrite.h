/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* .BTF.ext against a rebuilt BTF (btf_ext_rewrite.c). */
#ifndef BL_BTF_EXT_REWRITE_H
#define BL_BTF_EXT_REWRITE_H

#include <stddef.h>

struct bl_btf_copy;

/* Rewrite type ids and string offsets inside a .BTF.ext image, in place. */
int bl_btf_ext_rewrite(void *data, size_t size, const struct bl_btf_copy *c);
/*
 * Whether bl_btf_ext_rewrite() would change a byte: 1 or 0, or a negative
 * error (malformed, or naming what the new BTF lacks). Read only.
 */
int bl_btf_ext_changes(const void *data, size_t size, const struct bl_btf_copy *c);

#endif /* BL_BTF_EXT_REWRITE_H */
