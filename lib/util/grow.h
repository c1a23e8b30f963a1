/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Room for one more element in a doubling array. */
#ifndef BL_UTIL_GROW_H
#define BL_UTIL_GROW_H

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

/*
 * Make *@arr (@nr elements of @size bytes, room for *@cap) hold at least
 * @nr + 1: doubled, or @first when empty. 0 or -ENOMEM (*@arr unchanged).
 */
static inline int bl_grow(void *arr, size_t *cap, size_t nr, size_t size, size_t first)
{
	void **p = arr, *n;
	size_t c;

	if (nr < *cap)
		return 0;
	c = *cap ? *cap * 2 : first;
	if (c > SIZE_MAX / size)
		return -ENOMEM;
	n = realloc(*p, c * size);
	if (!n)
		return -ENOMEM;
	*p = n;
	*cap = c;
	return 0;
}

#endif /* BL_UTIL_GROW_H */
