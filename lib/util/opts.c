// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Sized option and result structs (see opts.h). */
#include <errno.h>
#include <string.h>

#include "util/opts.h"

static size_t struct_sz(const void *s)
{
	size_t sz;

	memcpy(&sz, s, sizeof(sz));
	return sz;
}

int bl_opts_take(void *dst, size_t dst_sz, const void *src)
{
	size_t sz, i;

	memset(dst, 0, dst_sz);
	memcpy(dst, &dst_sz, sizeof(dst_sz));
	if (!src)
		return 0;
	sz = struct_sz(src);
	if (sz < sizeof(size_t))
		return -EINVAL;
	for (i = dst_sz; i < sz; i++)
		if (((const unsigned char *)src)[i])
			return -EINVAL;
	memcpy((char *)dst + sizeof(size_t), (const char *)src + sizeof(size_t),
	       (sz < dst_sz ? sz : dst_sz) - sizeof(size_t));
	return 0;
}

int bl_result_reset(void *res, size_t lib_sz, size_t min_sz)
{
	size_t sz = struct_sz(res);

	if (sz < min_sz)
		return -EINVAL;
	memset((char *)res + sizeof(size_t), 0, (sz < lib_sz ? sz : lib_sz) - sizeof(size_t));
	return 0;
}
