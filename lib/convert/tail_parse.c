// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Tail-call section names: legacy `ID/KEY`, parsed exactly like iproute2's
 * sscanf("%i/%i"), and `MAP/KEY`, which names the prog array itself.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "convert/tail_parse.h"

bool bl_tail_parse(const char *sec, uint32_t *id, uint32_t *key)
{
	int i, k;

	/* same conversion iproute2 uses: %i takes 0x hex, 0 octal, signs */
	if (sscanf(sec, "%i/%i", &i, &k) != 2)
		return false;
	*id = (uint32_t)i;
	*key = (uint32_t)k;
	return true;
}

/* Decimal without leading zeros, or 0x hex; the whole string, 32 bits. */
static bool parse_key(const char *s, uint32_t *key)
{
	unsigned long long v = 0;
	unsigned int base = 10;
	size_t n = 0;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	} else if (s[0] == '0' && s[1]) {
		return false;	/* octal to %i, decimal to a reader: neither */
	}
	for (; *s; s++, n++) {
		int d = isdigit((unsigned char)*s) ? *s - '0' :
			base == 16 && isxdigit((unsigned char)*s) ?
			tolower((unsigned char)*s) - 'a' + 10 : -1;

		if (d < 0 || n >= 10)
			return false;
		v = v * base + d;
	}
	if (!n || v > UINT32_MAX)
		return false;
	*key = (uint32_t)v;
	return true;
}

bool bl_tail_parse_named(const char *sec, size_t *name_len, uint32_t *key, bool *key_ok)
{
	size_t n = 0;

	if (!isalpha((unsigned char)sec[0]) && sec[0] != '_')
		return false;
	while (isalnum((unsigned char)sec[n]) || sec[n] == '_')
		n++;
	if (sec[n] != '/' || !sec[n + 1])
		return false;
	*name_len = n;
	*key = 0;
	*key_ok = parse_key(sec + n + 1, key);
	if (!*key_ok)
		*key = 0;
	return true;
}
