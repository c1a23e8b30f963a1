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
 * note); when only one converts, or the evidence chooses one that does,
 * go on with it (a note naming why); otherwise report the candidates, the
 * evidence and --layout and fail. May set opts->layout. No-op when the
 * layout is forced or decided by BTF.
 */
/*
 * The same, and *@why (owned, or NULL) says why when the choice is not
 * what the automatic decoding reads: the only candidate that converts. The
 * caller hands it to the conversion, which says so instead of "forced by
 * --layout".
 */
int bl_layout_decide(const struct bl_elf *in, const void *buf, size_t len,
		     const struct bl_sink *sink, struct bl_convert_opts *opts, char **why);
int bl_layout_resolve(const struct bl_elf *in, const void *buf, size_t len,
		      const struct bl_sink *sink, struct bl_convert_opts *opts);

#endif /* BL_LAYOUT_CHECK_H */
