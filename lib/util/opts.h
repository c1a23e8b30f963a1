/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Sized option and result structs of the installed API (include/), as
 * libbpf's OPTS_VALID: each starts with `size_t sz`, the caller's
 * sizeof() of the struct, so that the struct can grow without breaking
 * programs built against an older or newer header.
 */
#ifndef BL_UTIL_OPTS_H
#define BL_UTIL_OPTS_H

#include <stddef.h>

/*
 * Copy the caller's options @src (NULL: all defaults) into the library's
 * own struct @dst of @dst_sz bytes: fields the caller's struct lacks are
 * zero (their defaults) and dst's sz is the library's. -EINVAL when src's
 * sz is smaller than a size_t, or when it is larger than the library's and
 * a field the library does not know of is set (a newer caller asking for
 * something this library cannot do).
 */
int bl_opts_take(void *dst, size_t dst_sz, const void *src);

/*
 * Zero a caller's result struct @res before the library fills it, keeping
 * its sz. -EINVAL when sz is below @min_sz (the struct's first release):
 * the library never writes past the caller's sz.
 */
int bl_result_reset(void *res, size_t lib_sz, size_t min_sz);

#endif
