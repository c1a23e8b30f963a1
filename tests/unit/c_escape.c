// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * util/strbuf.h's bl_c_fputs(), which scans eight bytes at a time for the
 * ones it escapes: every byte value, and UTF-8 sequences valid and not, at
 * every offset of plain strings of 1 to 24 bytes, so each lands in the
 * word scan, at a word's edge and in the tail. What it writes must be what
 * bl_c_escape() spells, a backslash written as it is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/strbuf.h"

#define UNIT_NAME "c_escape"
#include "unit.h"

/* bl_c_fputs(@s) as a string; NULL when out of memory. */
static char *fputs_of(const char *s)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	bl_c_fputs(f, s);
	if (fclose(f)) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* What bl_c_fputs(@s) writes: bl_c_escape()'s "\\\\" for a backslash as
 * the one it stands for. */
static bool expected(const char *s, char *out, size_t n)
{
	char esc[512];
	size_t i, k = 0;

	if (bl_c_escape(esc, sizeof(esc), s) >= sizeof(esc))
		return false;
	for (i = 0; esc[i] && k + 1 < n; i++) {
		out[k++] = esc[i];
		if (esc[i] == '\\' && esc[i + 1] == '\\')
			i++;
	}
	out[k] = '\0';
	return true;
}

/* @ins at offset @at of @len plain bytes; false on the first mismatch. */
static bool one(const char *ins, size_t len, size_t at, char *what, size_t n)
{
	char s[64], want[512], *got;
	size_t i, m = strlen(ins);
	bool ok;

	for (i = 0; i < len; i++)
		s[i] = 'a' + i % 26;
	memcpy(s + at, ins, m);
	memcpy(s + at + m, "tail-of-it", 11);
	s[len + m + 10] = '\0';
	got = fputs_of(s);
	ok = got && expected(s, want, sizeof(want)) && !strcmp(got, want);
	if (!ok)
		snprintf(what, n, "at %zu of %zu: got '%s' want '%s'", at, len, got ? got : "(oom)",
			 want);
	free(got);
	return ok;
}

int main(void)
{
	static const char *const seqs[] = {
		"\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80",	/* é, €, an emoji */
		"\xc2\x80", "\xc2\x9f",				/* C1: escaped */
		"\xc3", "\xe2\x82", "\xed\xa0\x80",		/* cut short, a surrogate */
		"\x1b[31m", "a\\nb", "\\\\",
	};
	char what[1024] = "", ins[2];
	size_t len, at, k, bad = 0;
	unsigned int b;
	char *got;

	for (b = 1; b < 256 && !bad; b++) {
		ins[0] = (char)b;
		ins[1] = '\0';
		for (len = 0; len <= 24 && !bad; len++)
			for (at = 0; at <= len && !bad; at++)
				bad += !one(ins, len, at, what, sizeof(what));
	}
	CHECKF(!bad, "every byte at every offset of 0-24 plain bytes %s", what);
	what[0] = '\0';
	for (k = 0, bad = 0; k < sizeof(seqs) / sizeof(seqs[0]) && !bad; k++)
		for (len = 0; len <= 24 && !bad; len++)
			for (at = 0; at <= len && !bad; at++)
				bad += !one(seqs[k], len, at, what, sizeof(what));
	CHECKF(!bad, "UTF-8 sequences, C1, escapes and backslashes at every offset %s", what);
	got = fputs_of("x\\y\x7fz\x80");
	CHECKF(got && !strcmp(got, "x\\y\\x7fz\\x80"), "a backslash as it is, DEL and a stray byte escaped: '%s'",
	       got ? got : "(oom)");
	free(got);
	got = fputs_of(NULL);
	CHECK("NULL is (null)", got && !strcmp(got, "(null)"));
	free(got);
	return unit_status();
}
