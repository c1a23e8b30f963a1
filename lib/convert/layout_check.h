/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Same-size legacy layouts told apart by converting with each (layout_check.c). */
#ifndef BL_LAYOUT_CHECK_H
#define BL_LAYOUT_CHECK_H

#include <stddef.h>

#include "bpflegacy.h"

struct bl_elf;

/*
 * Records whose size several layouts share, and no BTF to tell them apart:
 * convert with each; when they all give the same object, go on (with a
 * note), otherwise report the candidates and --layout and fail. May set
 * opts->layout. No-op when the layout is forced or decided by BTF.
 */
int bl_layout_resolve(const struct bl_elf *in, const void *buf, size_t len,
		      const struct bl_sink *sink, struct bl_convert_opts *opts);

#endif /* BL_LAYOUT_CHECK_H */
