// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * util/strbuf.h's escapers, which scan eight bytes at a time for the ones
 * they escape: every byte value, and UTF-8 sequences valid and not, at
 * every offset of plain strings of 0 to 24 bytes, so each lands in the
 * word scan, at a word's edge and in the tail.
 * - bl_c_fputs() must write what bl_c_escape() spells, a backslash as it is;
 * - bl_json_fputs() must write the plain bytes as they are and the inserted
 *   sequence as it writes that sequence alone (too short for the word
 *   scan: the byte table's answer), and bl_sb_json_str() the same;
 * - bl_xml_fputs() (text and attribute) and bl_gh_fputs() (a workflow
 *   command's data and property) the same, and a few spellings each.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/strbuf.h"

#define UNIT_NAME "escapers"
#include "unit.h"

/* @put(@s) as a string; NULL when out of memory. */
static char *out_of(void (*put)(FILE *, const char *), const char *s)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	put(f, s);
	if (fclose(f)) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* What bl_c_fputs(@s) writes: bl_c_escape()'s "\\\\" for a backslash as
 * the one it stands for. */
static bool c_expected(const char *s, char *out, size_t n)
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

/* @len plain bytes with @ins at @at, and a plain tail, into @s. */
static void build(char *s, const char *ins, size_t len, size_t at)
{
	size_t i, m = strlen(ins);

	for (i = 0; i < len; i++)
		s[i] = 'a' + i % 26;
	memmove(s + at + m, s + at, len - at);
	memcpy(s + at, ins, m);
	memcpy(s + len + m, "tail-of-it", 11);
}

/* bl_c_fputs() of @ins at @at of @len plain bytes; false on a mismatch. */
static bool c_one(const char *ins, size_t len, size_t at, char *what, size_t n)
{
	char s[64], want[512], *got;
	bool ok;

	build(s, ins, len, at);
	got = out_of(bl_c_fputs, s);
	ok = got && c_expected(s, want, sizeof(want)) && !strcmp(got, want);
	if (!ok)
		snprintf(what, n, "at %zu of %zu: got '%s' want '%s'", at, len, got ? got : "(oom)",
			 want);
	free(got);
	return ok;
}

/* bl_json_fputs() and bl_sb_json_str() of @ins at @at of @len plain
 * bytes; false on a mismatch. */
static bool json_one(const char *ins, size_t len, size_t at, char *what, size_t n)
{
	char s[64], want[512], *alone = out_of(bl_json_fputs, ins), *got;
	struct bl_strbuf sb = { 0 };
	size_t blen;
	char *built;
	bool ok;

	build(s, ins, len, at);
	got = out_of(bl_json_fputs, s);
	bl_sb_json_str(&sb, s);
	built = bl_sb_take(&sb, &blen);
	/* "<prefix><the sequence alone, unquoted><rest>" */
	ok = got && alone && built && strlen(alone) >= 2 &&
	     snprintf(want, sizeof(want), "\"%.*s%.*s%s\"", (int)at, s, (int)strlen(alone) - 2,
		      alone + 1, s + at + strlen(ins)) < (int)sizeof(want) &&
	     !strcmp(got, want) && !strcmp(built, want);
	if (!ok)
		snprintf(what, n, "at %zu of %zu: got '%s' / '%s' want '%s'", at, len,
			 got ? got : "(oom)", built ? built : "(oom)", want);
	free(got);
	free(built);
	free(alone);
	return ok;
}

/* The escaper alone_one() checks (a global: all() takes one signature). */
static void (*alone_put)(FILE *, const char *);

static void xml_text(FILE *f, const char *s) { bl_xml_fputs(f, s, false); }
static void xml_attr(FILE *f, const char *s) { bl_xml_fputs(f, s, true); }
static void gh_data(FILE *f, const char *s) { bl_gh_fputs(f, s, false); }
static void gh_prop(FILE *f, const char *s) { bl_gh_fputs(f, s, true); }

/* alone_put() of @ins at @at of @len plain bytes: the plain bytes as they
 * are, @ins as alone_put() writes it alone; false on a mismatch. */
static bool alone_one(const char *ins, size_t len, size_t at, char *what, size_t n)
{
	char s[64], want[512], *alone = out_of(alone_put, ins), *got;
	bool ok;

	build(s, ins, len, at);
	got = out_of(alone_put, s);
	ok = got && alone && snprintf(want, sizeof(want), "%.*s%s%s", (int)at, s, alone,
				      s + at + strlen(ins)) < (int)sizeof(want) &&
	     !strcmp(got, want);
	if (!ok)
		snprintf(what, n, "at %zu of %zu: got '%s' want '%s'", at, len, got ? got : "(oom)",
			 want);
	free(got);
	free(alone);
	return ok;
}

/* @put(@in) is @want. */
static bool spelled(void (*put)(FILE *, const char *), const char *in, const char *want,
		    char *what, size_t n)
{
	char *got = out_of(put, in);
	bool ok = got && !strcmp(got, want);

	what[0] = '\0';
	if (!ok)
		snprintf(what, n, "got '%s'", got ? got : "(oom)");
	free(got);
	return ok;
}

/* Every @ins of @nr at every offset of 0 to 24 plain bytes, through @one. */
static bool all(bool (*one)(const char *, size_t, size_t, char *, size_t),
		const char *const *ins, size_t nr, char *what, size_t n)
{
	size_t k, len, at;

	what[0] = '\0';
	for (k = 0; k < nr; k++)
		for (len = 0; len <= 24; len++)
			for (at = 0; at <= len; at++)
				if (!one(ins[k], len, at, what, n))
					return false;
	return true;
}

int main(void)
{
	static const char *const seqs[] = {
		"\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80",	/* é, €, an emoji */
		"\xc2\x80", "\xc2\x9f",				/* C1: escaped */
		"\xc3", "\xe2\x82", "\xed\xa0\x80",		/* cut short, a surrogate */
		"\x1b[31m", "a\\nb", "\\\\", "\"q\"",
	};
	static char bytes[255][2];
	const char *each[255];
	char what[1024];
	unsigned int b;
	char *got;

	for (b = 1; b < 256; b++) {
		bytes[b - 1][0] = (char)b;
		each[b - 1] = bytes[b - 1];
	}
	CHECKF(all(c_one, each, 255, what, sizeof(what)),
	       "C: every byte at every offset of 0-24 plain bytes %s", what);
	CHECKF(all(c_one, seqs, sizeof(seqs) / sizeof(seqs[0]), what, sizeof(what)),
	       "C: UTF-8 sequences, C1, escapes, quotes and backslashes at every offset %s", what);
	CHECKF(all(json_one, each, 255, what, sizeof(what)),
	       "JSON: every byte at every offset of 0-24 plain bytes, to a FILE and a strbuf %s",
	       what);
	CHECKF(all(json_one, seqs, sizeof(seqs) / sizeof(seqs[0]), what, sizeof(what)),
	       "JSON: UTF-8 sequences, C1, escapes, quotes and backslashes at every offset %s",
	       what);
	for (b = 0; b < 4; b++) {
		static const char *const names[] = {
			"XML text", "XML attribute", "workflow command data", "workflow command property",
		};
		void (*puts[])(FILE *, const char *) = { xml_text, xml_attr, gh_data, gh_prop };

		alone_put = puts[b];
		CHECKF(all(alone_one, each, 255, what, sizeof(what)) &&
		       all(alone_one, seqs, sizeof(seqs) / sizeof(seqs[0]), what, sizeof(what)),
		       "%s: every byte, UTF-8 sequences and escapes at every offset of 0-24 plain bytes %s",
		       names[b], what);
	}
	CHECKF(spelled(xml_text, "a&b<c>d\"e'f\tg\nh\ri\x01j\x80k\xc2\x85l\xef\xbf\xbem\xc3\xa9",
		       "a&amp;b&lt;c&gt;d&quot;e'f\tg\nh&#13;i\\x01j\\x80k\\xc2\\x85l\\xef\\xbf\\xbem\xc3\xa9",
		       what, sizeof(what)),
	       "XML text: entities, tab and LF kept, CR a reference, C0, C1, U+FFFE and a stray byte as \\xNN, UTF-8 kept %s",
	       what);
	CHECKF(spelled(xml_attr, "a\tb\nc\rd\"", "a&#9;b&#10;c&#13;d&quot;", what, sizeof(what)),
	       "XML attribute: tab, LF and CR as references %s", what);
	CHECKF(spelled(gh_data, "50% a:b,c\r\nd\x1b" "e", "50%25 a:b,c%0D%0Ad\\x1be", what, sizeof(what)),
	       "workflow command data: %%, CR, LF as %%XX, ':' and ',' kept, ESC as \\x1b %s", what);
	CHECKF(spelled(gh_prop, "d/a:b,c%", "d/a%3Ab%2Cc%25", what, sizeof(what)),
	       "workflow command property: ':', ',' and %% as %%XX %s", what);
	got = out_of(bl_c_fputs, "x\\y\x7fz\x80");
	CHECKF(got && !strcmp(got, "x\\y\\x7fz\\x80"),
	       "C: a backslash as it is, DEL and a stray byte escaped: '%s'", got ? got : "(oom)");
	free(got);
	got = out_of(bl_json_fputs, "q\"b\\n\x01");
	CHECKF(got && !strcmp(got, "\"q\\\"b\\\\n\\u0001\""),
	       "JSON: a quote, a backslash and a control byte escaped: '%s'", got ? got : "(oom)");
	free(got);
	got = out_of(bl_c_fputs, NULL);
	CHECK("C: NULL is (null)", got && !strcmp(got, "(null)"));
	free(got);
	got = out_of(bl_json_fputs, NULL);
	CHECK("JSON: NULL is null", got && !strcmp(got, "null"));
	free(got);
	return unit_status();
}
