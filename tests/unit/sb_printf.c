// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_sb_printf() formats %s, %d, %u, %zu and %% itself (util/strbuf.c's
 * put_plain()) and hands anything else to vsnprintf(): both must append
 * exactly what snprintf() writes, for the extremes of each type, NULL and
 * empty strings, text around and between conversions, to a buffer empty
 * or not, growing or not; formats with a flag, width, precision or another
 * conversion take the vsnprintf() path with the same result.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/strbuf.h"

#define UNIT_NAME "sb_printf"
#include "unit.h"

#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat-security"
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#pragma GCC diagnostic ignored "-Wformat-zero-length"

static const int ints[] = { 0, 1, -1, 9, 10, -10, 12345, INT_MAX, INT_MIN };
static const unsigned int uints[] = { 0, 1, 9, 10, 99, 100, 4294967295u };
static const size_t sizes[] = { 0, 7, 10, 1000000007, SIZE_MAX };
static const char *strs[] = { "", "x", "a longer string, with % in it", NULL };

/* @fmt with one argument @a of each kind, after @prefix already in the buffer */
#define TRY(fmt, a)								\
	do {									\
		struct bl_strbuf sb = { 0 };					\
		char want[256], *got;						\
										\
		bl_sb_printf(&sb, "%s", prefix);				\
		bl_sb_printf(&sb, fmt, a);					\
		snprintf(want, sizeof(want), "%s" fmt, prefix, a);		\
		got = bl_sb_take(&sb, NULL);					\
		n++;								\
		if (!got || strcmp(got, want)) {				\
			bad++;							\
			if (bad < 5)						\
				printf("# '%s' -> '%s', snprintf '%s'\n", fmt,	\
				       got ? got : "(oom)", want);		\
		}								\
		free(got);							\
	} while (0)

int main(void)
{
	static const char *prefixes[] = { "", "p", "a prefix long enough to grow the buffer twice over......" };
	unsigned int i, k, n = 0, bad = 0;

	for (k = 0; k < 3; k++) {
		const char *prefix = prefixes[k];

		for (i = 0; i < sizeof(ints) / sizeof(ints[0]); i++) {
			TRY("%d", ints[i]);
			TRY("[%d]", ints[i]);
			TRY("%d%%", ints[i]);
			TRY("%5d", ints[i]);
			TRY("%-3d|", ints[i]);
		}
		for (i = 0; i < sizeof(uints) / sizeof(uints[0]); i++) {
			TRY("%u", uints[i]);
			TRY("key %u, \"x\"", uints[i]);
			TRY("%x", uints[i]);
			TRY("%08u", uints[i]);
		}
		for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
			TRY("%zu", sizes[i]);
			TRY("{ \"order\": %zu }", sizes[i]);
			TRY("%zx", sizes[i]);
		}
		for (i = 0; i < sizeof(strs) / sizeof(strs[0]); i++) {
			TRY("%s", strs[i]);
			TRY("\"%s\"", strs[i]);
			TRY("%%s=%s%%", strs[i]);
			TRY("%.3s", strs[i]);
			TRY("%10s", strs[i]);
		}
		TRY("no conversion %%", 0);
		TRY("100%%", 0);
		TRY("", 0);
	}
	CHECKF(!bad, "%u of %u formats append what snprintf writes (prefix empty, short, growing)", n - bad, n);

	/* several conversions in one format */
	{
		struct bl_strbuf sb = { 0 };
		char want[256], *got;

		bl_sb_printf(&sb, "%s\n    { \"order\": %zu, \"id\": %u, \"d\": %d%%%s", ",", (size_t)3, 42u, -7, "!");
		snprintf(want, sizeof(want), "%s\n    { \"order\": %zu, \"id\": %u, \"d\": %d%%%s", ",", (size_t)3, 42u, -7, "!");
		got = bl_sb_take(&sb, NULL);
		CHECK("several conversions in one format", got && !strcmp(got, want));
		free(got);
	}
	return unit_status();
}
