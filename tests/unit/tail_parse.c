// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_tail_parse() reads tail-call section names "ID/KEY" as iproute2's
 * legacy loader did with sscanf(name, "%i/%i") under the glibc it was built
 * with (docs/section-names.md): decimal, 0x/0X hex, leading-0 octal, signs
 * (negative values wrap to u32), leading white space before each number,
 * trailing junk after KEY ignored, strtol's saturation and the int's low 32
 * bits. The expectations are written out by hand: the running C library's
 * sscanf is not asked (glibc 2.43 reads a bare "0x" as no number at all).
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

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
	{ "0x/1", true, 0, 1, "a bare 0x prefix is the number 0 (glibc up to 2.42)" },
	{ "0X/0x", true, 0, 0, "bare prefixes on both sides" },
	{ "0xg/1", false, 0, 0, "0x then no hex digit: 0, and '/' does not match 'g'" },
	{ "08/1", false, 0, 0, "8 is not an octal digit: %i stops at 0, '/' does not match '8'" },
	{ "-0x10/1", true, 0xfffffff0u, 1, "sign before a hex prefix" },
	{ "\t5/\n6", true, 5, 6, "tab and newline are white space too" },
	{ "\v\f\r5/1", true, 5, 1, "so are \\v, \\f, \\r" },
	{ "- 5/1", false, 0, 0, "no white space between sign and digits" },
	{ "+/1", false, 0, 0, "a sign alone is no number" },
	{ "1/-", false, 0, 0, "a sign alone is no key" },
	{ "4294967296/0", true, 0, 0, "past 32 bits: the low 32 bits of the long" },
	{ "0x100000001/2", true, 1, 2, "hex past 32 bits: the low 32 bits" },
	{ "2147483648/0", true, 0x80000000u, 0, "past INT_MAX: the low 32 bits" },
	{ "-2147483649/1", true, 0x7fffffffu, 1, "below INT_MIN: the low 32 bits" },
	{ "9223372036854775808/1", true, 0xffffffffu, 1, "past LONG_MAX: strtol gives LONG_MAX" },
	{ "99999999999999999999/1", true, 0xffffffffu, 1, "far past LONG_MAX: LONG_MAX" },
	{ "-9223372036854775809/1", true, 0, 1, "below LONG_MIN: LONG_MIN, low 32 bits 0" },
	{ "0777/0", true, 511, 0, "octal 777" },
	{ "0fff/0", false, 0, 0, "f is not octal: 0, then '/' does not match 'f'" },
	{ "1a/2", false, 0, 0, "decimal stops at 'a'" },
	{ "0xAbC/0xdEf", true, 0xabc, 0xdef, "mixed-case hex digits" },
};

/* The name with control characters escaped, for one-line results. */
static const char *shown(const char *s, char *buf, size_t len)
{
	static const char esc[] = "t\tn\nv\vf\fr\r";
	size_t o = 0;
	const char *e;

	for (; *s && o + 3 < len; s++) {
		e = strchr(esc, *s);
		if (e && (e - esc) % 2) {
			buf[o++] = '\\';
			buf[o++] = e[-1];
		} else {
			buf[o++] = *s;
		}
	}
	buf[o] = '\0';
	return buf;
}

int main(void)
{
	char name[64];
	size_t n;

	for (n = 0; n < sizeof(cases) / sizeof(cases[0]); n++) {
		const struct tcase *c = &cases[n];
		uint32_t id = 0xdeadbeef, key = 0xdeadbeef;
		bool got = bl_tail_parse(c->sec, &id, &key);

		shown(c->sec, name, sizeof(name));
		if (c->ok)
			CHECKF(got && id == c->id && key == c->key,
			       "\"%s\" reads as id %u key %u like %%i (%s; got %s %u/%u)",
			       name, c->id, c->key, c->why, got ? "parsed" : "rejected", id, key);
		else
			CHECKF(!got, "\"%s\" is not a tail-call section (%s)", name, c->why);
	}
	return unit_status();
}
