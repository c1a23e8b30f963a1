/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* --emit-c from a conversion's output (btf_emit_c.c). */
#ifndef BL_BTF_EMIT_C_H
#define BL_BTF_EMIT_C_H

#include <stddef.h>

#include "bpflegacy.h"

/*
 * bl_maps_c() of the object @img holds, read from the model it was written
 * from (bl_image_model) instead of its bytes read back; an image without a
 * model is flattened and read.
 */
int bl_maps_c_image(const struct bl_image *img, const char *name,
		    const struct bl_sink *sink, char **out, size_t *out_len);

#endif /* BL_BTF_EMIT_C_H */
