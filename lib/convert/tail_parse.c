// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Tail-call section names: legacy `ID/KEY`, read as iproute2's legacy loader
 * read them with sscanf("%i/%i") (docs/section-names.md), and `MAP/KEY`, which
 * names the prog array itself.
 */
#include <ctype.h>
#include <string.h>

#include "convert/tail_parse.h"

static int digit_of(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return 99;
}

/*
 * One %i of glibc's scanf on a 64-bit host, the C library iproute2's legacy
 * loader was built with: white space skipped, a sign, then "0x"/"0X" and hex
 * digits, "0" and octal digits, or decimal digits. After a "0" an "x" with
 * no hex digit after it still belongs to the number (its value is 0), as in
 * glibc up to 2.42. The digits go through strtol, which saturates at
 * LONG_MIN/LONG_MAX, and the int conversion keeps the low 32 bits. Our own
 * code: the running C library's scanf may read a name differently.
 */
static bool scan_int(const char **sp, uint32_t *out)
{
	const char *s = *sp;
	unsigned int base = 10;
	uint64_t mag = 0;
	bool neg = false, any = false, over = false;
	int64_t v;
	int d;

	while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
		s++;
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	if (*s == '0') {
		any = true;
		s++;
		base = 8;
		if (*s == 'x' || *s == 'X') {
			base = 16;
			s++;
		}
	}
	for (; (d = digit_of(*s)) < (int)base; s++) {
		any = true;
		if (mag > (UINT64_MAX - d) / base)
			over = true;
		else
			mag = mag * base + d;
	}
	if (!any)
		return false;
	if (!neg)
		v = over || mag > INT64_MAX ? INT64_MAX : (int64_t)mag;
	else
		v = over || mag > (uint64_t)INT64_MAX + 1 ? INT64_MIN : (int64_t)(0 - mag);
	*out = (uint32_t)(uint64_t)v;
	*sp = s;
	return true;
}

bool bl_tail_parse(const char *sec, uint32_t *id, uint32_t *key)
{
	uint32_t i, k;

	if (!scan_int(&sec, &i) || *sec++ != '/' || !scan_int(&sec, &k))
		return false;
	*id = i;
	*key = k;
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
