/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* .BTF.ext against a rebuilt BTF (btf_ext_rewrite.c). */
#ifndef BL_BTF_EXT_REWRITE_H
#define BL_BTF_EXT_REWRITE_H

#include <stddef.h>

struct bl_btf_copy;

/* Rewrite type ids and string offsets inside a .BTF.ext image, in place. */
int bl_btf_ext_rewrite(void *data, size_t size, const struct bl_btf_copy *c);

#endif /* BL_BTF_EXT_REWRITE_H */
