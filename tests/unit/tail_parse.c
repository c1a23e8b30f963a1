// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_tail_parse() reads tail-call section names "ID/KEY" exactly like
 * iproute2's sscanf(name, "%i/%i"): decimal, 0x/0X hex, leading-0 octal,
 * signs (negative values wrap to u32), leading white space before each
 * number, trailing junk after KEY ignored. Expectations are written out by
 * hand and also cross-checked against the C library's own sscanf("%i/%i").
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "convert/tailcalls.h"

struct tcase {
	const char *sec;
	bool ok;
	uint32_t id, key;
	const char *why;
};

static const struct tcase cases[] = {
	{ "42/0", true, 42, 0, "decimal id and key" },
	{ "0x2a/1", true, 42, 1, "0x hex id" },
	{ "0X2A/1", true, 42, 1, "0X hex id, upper-case digits" },
	{ "010/1", true, 8, 1, "leading 0 is octal: 010 = 8" },
	{ "1/0x10", true, 1, 16, "hex key" },
	{ "1/010", true, 1, 8, "octal key" },
	{ "42/3foo", true, 42, 3, "trailing junk after key ignored" },
	{ "-1/2", true, 0xffffffffu, 2, "negative id wraps to 0xffffffff" },
	{ "+5/6", true, 5, 6, "explicit plus sign" },
	{ " 7/ 8", true, 7, 8, "white space before each number skipped" },
	{ "0/0", true, 0, 0, "zero" },
	{ ".rel42/0", false, 0, 0, "relocation section is not a tail call" },
	{ "classifier", false, 0, 0, "plain program section" },
	{ "42", false, 0, 0, "id without /key" },
	{ "42/", false, 0, 0, "slash without key" },
	{ "42 /1", false, 0, 0, "space before the slash does not match '/'" },
	{ "/1", false, 0, 0, "key without id" },
	{ "", false, 0, 0, "empty name" },
	{ "0x/1", true, 0, 1, "glibc %i reads a bare 0x prefix as 0" },
	{ "08/1", false, 0, 0, "8 is not an octal digit: %i stops at 0, '/' does not match '8'" },
};

int main(void)
{
	int failed = 0;
	size_t n;

	for (n = 0; n < sizeof(cases) / sizeof(cases[0]); n++) {
		const struct tcase *c = &cases[n];
		uint32_t id = 0xdeadbeef, key = 0xdeadbeef;
		bool got = bl_tail_parse(c->sec, &id, &key);
		int si, sk;
		bool libc = sscanf(c->sec, "%i/%i", &si, &sk) == 2;

		if (libc != c->ok || (libc && ((uint32_t)si != c->id || (uint32_t)sk != c->key))) {
			/* the table itself disagrees with the C library */
			printf("FAIL: tail_parse: \"%s\": test expectation differs from libc sscanf(\"%%i/%%i\") (libc: %s %u/%u)\n",
			       c->sec, libc ? "parsed" : "rejected",
			       libc ? (uint32_t)si : 0, libc ? (uint32_t)sk : 0);
			failed = 1;
			continue;
		}
		if (got != c->ok) {
			printf("FAIL: tail_parse: \"%s\" (%s): %s, want %s\n", c->sec, c->why,
			       got ? "parsed" : "rejected", c->ok ? "parsed" : "rejected");
			failed = 1;
		} else if (got && (id != c->id || key != c->key)) {
			printf("FAIL: tail_parse: \"%s\" (%s): got id %u key %u, want %u/%u\n",
			       c->sec, c->why, id, key, c->id, c->key);
			failed = 1;
		} else if (got) {
			printf("PASS: tail_parse: \"%s\" reads as id %u key %u like %%i (%s)\n",
			       c->sec, c->id, c->key, c->why);
		} else {
			printf("PASS: tail_parse: \"%s\" is not a tail-call section (%s)\n",
			       c->sec, c->why);
		}
	}
	return failed;
}
