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

#include "convert/tail_parse.h"

#define UNIT_NAME "tail_parse"
#include "unit.h"

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
	size_t n;

	for (n = 0; n < sizeof(cases) / sizeof(cases[0]); n++) {
		const struct tcase *c = &cases[n];
		uint32_t id = 0xdeadbeef, key = 0xdeadbeef;
		bool got = bl_tail_parse(c->sec, &id, &key);
		int si, sk;
		bool libc = sscanf(c->sec, "%i/%i", &si, &sk) == 2;

		/* the table itself must agree with the C library */
		if (!CHECKF(libc == c->ok && (!libc || ((uint32_t)si == c->id && (uint32_t)sk == c->key)),
			    "\"%s\": test expectation matches libc sscanf(\"%%i/%%i\") (libc: %s %u/%u)",
			    c->sec, libc ? "parsed" : "rejected",
			    libc ? (uint32_t)si : 0, libc ? (uint32_t)sk : 0))
			continue;
		if (c->ok)
			CHECKF(got && id == c->id && key == c->key,
			       "\"%s\" reads as id %u key %u like %%i (%s; got %s %u/%u)",
			       c->sec, c->id, c->key, c->why, got ? "parsed" : "rejected", id, key);
		else
			CHECKF(!got, "\"%s\" is not a tail-call section (%s)", c->sec, c->why);
	}
	return unit_status();
}
