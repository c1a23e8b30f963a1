/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* One conversion (convert.c): plan, emit, manifest, graft script, report. */
#ifndef BL_CONVERT_H
#define BL_CONVERT_H

#include <stddef.h>

#include "bpflegacy.h"

struct bl_elf;

/*
 * Everything after reading: decode with opts->layout, plan, write. @in has
 * its program symbols fixed already (res->nr_prog_syms_fixed says if any).
 * @layout_why, when not NULL, is why opts->layout was chosen (not --layout).
 */
int bl_convert_model(const struct bl_elf *in, const void *buf, size_t len,
		     const struct bl_convert_opts *opts, const char *layout_why,
		     const struct bl_sink *sink, struct bl_image **out,
		     struct bl_convert_result *res);

#endif /* BL_CONVERT_H */
