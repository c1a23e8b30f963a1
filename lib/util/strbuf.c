// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* A growable string with printf, JSON and shell quoting. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/strbuf.h"

static bool reserve(struct bl_strbuf *sb, size_t more)
{
	size_t cap;
	char *nb;

	if (sb->oom)
		return false;
	if (sb->len + more + 1 <= sb->cap)
		return true;
	cap = (sb->len + more + 1) * 2;
	nb = realloc(sb->buf, cap);
	if (!nb) {
		sb->oom = true;
		return false;
	}
	sb->buf = nb;
	sb->cap = cap;
	return true;
}

/* Only %s, %d, %u, %zu and %%, with no flag, width or precision. */
static bool plain_format(const char *fmt)
{
	for (fmt = strchr(fmt, '%'); fmt; fmt = strchr(fmt, '%')) {
		fmt++;
		if (*fmt == 'z')
			fmt++;
		if (*fmt != 's' && *fmt != 'd' && *fmt != 'u' && (*fmt != '%' || fmt[-1] == 'z'))
			return false;
		if (*fmt == 's' && fmt[-1] == 'z')
			return false;
		fmt++;
	}
	return true;
}

const char *bl_dec(char (*buf)[BL_DEC_LEN], unsigned long long mag, bool neg)
{
	char *p = *buf + BL_DEC_LEN;

	*--p = '\0';
	do
		*--p = '0' + mag % 10;
	while (mag /= 10);
	if (neg)
		*--p = '-';
	return p;
}

/* @v in decimal (@neg: a minus sign first) */
static void put_dec(struct bl_strbuf *sb, unsigned long long v, bool neg)
{
	char d[BL_DEC_LEN];
	const char *p = bl_dec(&d, v, neg);

	bl_sb_put(sb, p, d + sizeof(d) - 1 - p);
}

/* What vsnprintf() would append for a plain_format(), without its cost */
static void put_plain(struct bl_strbuf *sb, const char *fmt, va_list ap)
{
	const char *pc, *s;
	long long d;

	while ((pc = strchr(fmt, '%'))) {
		if (pc > fmt)
			bl_sb_put(sb, fmt, pc - fmt);
		switch (*++pc) {
		case 's':
			s = va_arg(ap, const char *);
			s = s ? s : "(null)";
			bl_sb_put(sb, s, strlen(s));
			break;
		case 'd':
			d = va_arg(ap, int);
			put_dec(sb, d < 0 ? -(unsigned long long)d : (unsigned long long)d, d < 0);
			break;
		case 'u':
			put_dec(sb, va_arg(ap, unsigned int), false);
			break;
		case 'z':
			put_dec(sb, va_arg(ap, size_t), false);
			pc++;
			break;
		default:	/* %% */
			bl_sb_put(sb, "%", 1);
		}
		fmt = pc + 1;
	}
	bl_sb_put(sb, fmt, strlen(fmt));
}

void bl_sb_printf(struct bl_strbuf *sb, const char *fmt, ...)
{
	size_t room = sb->cap - sb->len;
	va_list ap;
	int n;

	if (sb->oom)
		return;
	/* a literal, or text with plain %s, %d, %u, %zu (most of a
	 * manifest's or report's pieces), is copied: vsnprintf parses and
	 * copies it at ~10x the cost */
	if (plain_format(fmt)) {
		va_start(ap, fmt);
		put_plain(sb, fmt, ap);
		va_end(ap);
		return;
	}
	/* formatted once where it fits, twice only when the buffer grows */
	va_start(ap, fmt);
	n = vsnprintf(sb->buf ? sb->buf + sb->len : NULL, sb->buf ? room : 0, fmt, ap);
	va_end(ap);
	if (n < 0) {
		if (sb->buf)
			sb->buf[sb->len] = '\0';
		return;
	}
	if (sb->buf && (size_t)n < room) {
		sb->len += n;
		return;
	}
	if (!reserve(sb, n))
		return;
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, n + 1, fmt, ap);
	va_end(ap);
	sb->len += n;
}

/* Length of the valid UTF-8 sequence at @s (1..4), or 0 if it is not one. */
static int utf8_len(const unsigned char *s)
{
	int n, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	n = s[0] < 0xe0 ? 2 : s[0] < 0xf0 ? 3 : 4;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;	/* also stops at the NUL */
	if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) ||
	    (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f))
		return 0;	/* overlong, surrogate, beyond U+10FFFF */
	return n;
}

/* A C1 control (U+0080..U+009F): terminals act on some of them. */
static bool is_c1(const unsigned char *s, int n)
{
	return n == 2 && s[0] == 0xc2 && s[1] < 0xa0;
}

/*
 * Bytes that stand for themselves, looked up rather than compared (a
 * message is mostly such bytes, and the parent of a -j run writes many):
 * printable ASCII but the bytes each escape spells otherwise (its
 * special string, up to four bytes, which plain_len() tests a word at a
 * time too). The tables are made from those strings when compiled.
 * C: none (bl_c_fputs() writes a backslash as it is). JSON: '"' and '\\'.
 * XML: '"', '&', '<' and '>'. GitHub workflow commands: '%', and in a
 * property ':' and ',' too.
 */
#define C_SPECIAL	""
#define JSON_SPECIAL	"\"\\"
#define XML_SPECIAL	"\"&<>"
#define GH_DATA_SPECIAL	"%"
#define GH_PROP_SPECIAL	"%:,"

#define SPECIAL_AT(s, k)	((unsigned char)(s "\0\0\0\0")[k])
#define IS_SPECIAL(b, s)	((b) == SPECIAL_AT(s, 0) || (b) == SPECIAL_AT(s, 1) || \
				 (b) == SPECIAL_AT(s, 2) || (b) == SPECIAL_AT(s, 3))
#define PLAIN(b, s)	((b) >= 0x20 && (b) <= 0x7e && !IS_SPECIAL(b, s))
#define PLAIN4(b, s)	PLAIN(b, s), PLAIN(b + 1, s), PLAIN(b + 2, s), PLAIN(b + 3, s)
#define PLAIN16(b, s)	PLAIN4(b, s), PLAIN4(b + 4, s), PLAIN4(b + 8, s), PLAIN4(b + 12, s)
#define PLAIN64(b, s)	PLAIN16(b, s), PLAIN16(b + 16, s), PLAIN16(b + 32, s), PLAIN16(b + 48, s)
#define PLAIN_TABLE(s)	{ PLAIN64(0, s), PLAIN64(64, s), PLAIN64(128, s), PLAIN64(192, s) }

_Static_assert(sizeof(JSON_SPECIAL) <= 5 && sizeof(XML_SPECIAL) <= 5 && sizeof(GH_DATA_SPECIAL) <= 5 &&
	       sizeof(GH_PROP_SPECIAL) <= 5, "IS_SPECIAL() reads four bytes");
static const bool json_plain_byte[256] = PLAIN_TABLE(JSON_SPECIAL);
static const bool c_plain_byte[256] = PLAIN_TABLE(C_SPECIAL);
static const bool xml_plain_byte[256] = PLAIN_TABLE(XML_SPECIAL);
static const bool gh_data_plain_byte[256] = PLAIN_TABLE(GH_DATA_SPECIAL);
static const bool gh_prop_plain_byte[256] = PLAIN_TABLE(GH_PROP_SPECIAL);

/*
 * How many of the @n bytes at @p stand for themselves (@plain, one of the
 * tables above, whose printable ASCII bytes but those of @special are
 * plain), eight at a time: a report's messages are some 300 of them
 * each, which a byte at a time took most of the escapers' instructions
 * (in a -j parent, whose CPU bounds the run). A word has no byte below 0x20 when w - 0x20.. borrows into
 * no high bit that w lacks, none above 0x7e when neither w nor w + 0x01..
 * has one, and none of @special when no w ^ c.. has a zero byte. The
 * bytes of a word that fails are looked up one by one.
 */
static size_t plain_len(const unsigned char *p, size_t n, const bool plain[256],
			const char *special)
{
	const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
	uint64_t w, bad, q;
	const char *c;
	size_t i = 0;

	for (; n - i >= sizeof(w); i += sizeof(w)) {
		memcpy(&w, p + i, sizeof(w));
		bad = ((w - 0x20 * ones) & ~w) | w | (w + ones);
		for (c = special; *c; c++) {
			q = w ^ ((unsigned char)*c * ones);
			bad |= (q - ones) & ~q;
		}
		if (bad & highs)
			break;
	}
	while (i < n && plain[p[i]])
		i++;
	return i;
}

/*
 * The JSON spelling of the character at @s; *adv says how many bytes it
 * took. A byte that is not valid UTF-8 becomes the text \xNN, so every
 * document stays valid JSON whatever the object's names hold.
 */
static const char *json_char(const unsigned char *s, char buf[16], int *adv)
{
	int n = utf8_len(s);

	*adv = n ? n : 1;
	if (!n) {
		snprintf(buf, 16, "\\\\x%02x", s[0]);	/* JSON text: \xNN */
	} else if (is_c1(s, n)) {
		snprintf(buf, 16, "\\u%04x", s[1]);
	} else if (n > 1) {
		memcpy(buf, s, n);
		buf[n] = '\0';
	} else if (s[0] == '"' || s[0] == '\\') {
		buf[0] = '\\';
		buf[1] = s[0];
		buf[2] = '\0';
	} else if (s[0] == '\n') {
		return "\\n";
	} else if (s[0] == '\t') {
		return "\\t";
	} else if (s[0] < 0x20 || s[0] == 0x7f) {
		snprintf(buf, 16, "\\u%04x", s[0]);
	} else {
		buf[0] = s[0];
		buf[1] = '\0';
	}
	return buf;
}

void bl_sb_put(struct bl_strbuf *sb, const char *s, size_t n)
{
	if (!reserve(sb, n))
		return;
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void bl_sb_json_str(struct bl_strbuf *sb, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	char buf[16];
	size_t run;
	int adv;
	const char *e;

	const unsigned char *end = p + strlen(s);

	bl_sb_put(sb, "\"", 1);
	while (p < end) {
		/* the common case a run at a time, not a character */
		run = plain_len(p, end - p, json_plain_byte, JSON_SPECIAL);
		if (run) {
			bl_sb_put(sb, (const char *)p, run);
			p += run;
			continue;
		}
		e = json_char(p, buf, &adv);
		bl_sb_put(sb, e, strlen(e));
		p += adv;
	}
	bl_sb_put(sb, "\"", 1);
}

/*
 * C-style, for text meant for a terminal or a log: control characters
 * (C0, DEL, C1), backslashes and bytes that are not UTF-8 are escaped, so a
 * name from an object can neither break a line nor send escape sequences.
 */
static const char *c_char(const unsigned char *s, char buf[16], int *adv,
			  bool bslash)
{
	int n = utf8_len(s);

	*adv = n ? n : 1;
	if (!n || is_c1(s, n)) {
		snprintf(buf, 16, "\\x%02x", s[0]);
		if (n) {
			snprintf(buf + 4, 12, "\\x%02x", s[1]);
			*adv = 2;
		}
		return buf;
	}
	if (n > 1) {
		memcpy(buf, s, n);
		buf[n] = '\0';
		return buf;
	}
	if (s[0] == '\\' && !bslash)
		return "\\";
	switch (s[0]) {
	case '\\': return "\\\\";
	case '\n': return "\\n";
	case '\r': return "\\r";
	case '\t': return "\\t";
	}
	if (s[0] < 0x20 || s[0] == 0x7f)
		snprintf(buf, 16, "\\x%02x", s[0]);
	else {
		buf[0] = s[0];
		buf[1] = '\0';
	}
	return buf;
}

/*
 * The XML spelling of the character at @s (@attr: in an attribute value,
 * where a parser would turn a tab or a newline into a space); *adv says
 * how many bytes it took. What XML cannot carry (most C0 controls,
 * U+FFFE, U+FFFF) and bytes that are not UTF-8 become the text \xNN, as
 * C1 controls do for terminals.
 */
static const char *xml_char(const unsigned char *s, char buf[16], int *adv, bool attr)
{
	*adv = 1;
	switch (s[0]) {
	case '&': return "&amp;";
	case '<': return "&lt;";
	case '>': return "&gt;";
	case '"': return "&quot;";
	case '\n': return attr ? "&#10;" : "\n";
	case '\t': return attr ? "&#9;" : "\t";
	case '\r': return "&#13;";
	}
	if (s[0] == 0xef && s[1] == 0xbf && (s[2] == 0xbe || s[2] == 0xbf)) {
		snprintf(buf, 16, "\\xef\\xbf\\x%02x", s[2]);	/* U+FFFE, U+FFFF */
		*adv = 3;
		return buf;
	}
	return c_char(s, buf, adv, false);
}

/*
 * A GitHub Actions workflow command's spelling of the character at @s
 * (@prop: in a property, file=... or title=..., else the message): what
 * the runner unescapes, '%', CR and LF, and in a property ':' and ',',
 * as %XX; other controls and bytes that are not UTF-8 as C text (\xNN),
 * so nothing reaches the log raw.
 */
static const char *gh_char(const unsigned char *s, char buf[16], int *adv, bool prop)
{
	*adv = 1;
	switch (s[0]) {
	case '%': return "%25";
	case '\r': return "%0D";
	case '\n': return "%0A";
	case ':': return prop ? "%3A" : ":";
	case ',': return prop ? "%2C" : ",";
	}
	return c_char(s, buf, adv, false);
}

enum esc_kind { ESC_C, ESC_JSON, ESC_XML_TEXT, ESC_XML_ATTR, ESC_GH_DATA, ESC_GH_PROP };

static const struct {
	const bool *plain;
	const char *special;	/* printable ASCII @plain leaves out */
} escapes[] = {
	[ESC_C] = { c_plain_byte, C_SPECIAL },
	[ESC_JSON] = { json_plain_byte, JSON_SPECIAL },
	[ESC_XML_TEXT] = { xml_plain_byte, XML_SPECIAL },
	[ESC_XML_ATTR] = { xml_plain_byte, XML_SPECIAL },
	[ESC_GH_DATA] = { gh_data_plain_byte, GH_DATA_SPECIAL },
	[ESC_GH_PROP] = { gh_prop_plain_byte, GH_PROP_SPECIAL },
};

static const char *esc_char(enum esc_kind kind, const unsigned char *s, char buf[16], int *adv)
{
	switch (kind) {
	case ESC_JSON:
		return json_char(s, buf, adv);
	case ESC_XML_TEXT:
	case ESC_XML_ATTR:
		return xml_char(s, buf, adv, kind == ESC_XML_ATTR);
	case ESC_GH_DATA:
	case ESC_GH_PROP:
		return gh_char(s, buf, adv, kind == ESC_GH_PROP);
	default:
		return c_char(s, buf, adv, false);	/* a backslash as it is */
	}
}

/* @s to @f escaped as @kind says: the common case a run at a time (one
 * fwrite), not a character. */
static void fputs_escaped(FILE *f, const char *s, enum esc_kind kind)
{
	const unsigned char *p = (const unsigned char *)s;
	const unsigned char *end = p + strlen(s);
	char buf[16];
	size_t run;
	int adv;

	for (;;) {
		run = plain_len(p, end - p, escapes[kind].plain, escapes[kind].special);
		if (run)
			fwrite(p, 1, run, f);
		p += run;
		if (p == end)
			break;
		fputs(esc_char(kind, p, buf, &adv), f);
		p += adv;
	}
}

void bl_json_fputs(FILE *f, const char *s)
{
	if (!s) {
		fputs("null", f);
		return;
	}
	fputc('"', f);
	fputs_escaped(f, s, ESC_JSON);
	fputc('"', f);
}

void bl_c_fputs(FILE *f, const char *s)
{
	fputs_escaped(f, s ? s : "(null)", ESC_C);
}

void bl_xml_fputs(FILE *f, const char *s, bool attr)
{
	fputs_escaped(f, s ? s : "", attr ? ESC_XML_ATTR : ESC_XML_TEXT);
}

void bl_gh_fputs(FILE *f, const char *s, bool prop)
{
	fputs_escaped(f, s ? s : "", prop ? ESC_GH_PROP : ESC_GH_DATA);
}

size_t bl_c_escape(char *dst, size_t n, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t len = 0, k, avail;
	char buf[16];
	int adv;

	while (*p) {
		const char *e;

		/* printable ASCII but '\\' stands for itself: copied as a run
		 * (a message is mostly that; a byte at a time took some 18K
		 * instructions a diagnostic) */
		for (k = 0; c_plain_byte[p[k]] && p[k] != '\\'; k++)
			;
		if (k) {
			avail = n > len + 1 ? n - len - 1 : 0;
			if (k > avail) {	/* as far as fits, as before */
				memcpy(dst + len, p, avail);
				len += avail;
				break;
			}
			memcpy(dst + len, p, k);
			len += k;
			p += k;
			continue;
		}
		e = c_char(p, buf, &adv, true);
		k = strlen(e);
		if (len + k + 1 > n)
			break;
		memcpy(dst + len, e, k);
		len += k;
		p += adv;
	}
	if (n)
		dst[len] = '\0';
	return len;
}

void bl_sb_sh_word(struct bl_strbuf *sb, const char *s)
{
	bl_sb_printf(sb, "'");
	for (; *s; s++) {
		if (*s == '\'')
			bl_sb_printf(sb, "'\\''");
		else
			bl_sb_printf(sb, "%c", *s);
	}
	bl_sb_printf(sb, "'");
}

char *bl_sb_take(struct bl_strbuf *sb, size_t *len)
{
	char *b;

	if (sb->oom || !reserve(sb, 0)) {
		free(sb->buf);
		sb->buf = NULL;
		return NULL;
	}
	sb->buf[sb->len] = '\0';
	b = sb->buf;
	if (len)
		*len = sb->len;
	sb->buf = NULL;
	sb->len = sb->cap = 0;
	return b;
}

char *bl_strcat3(const char *a, const char *b, const char *c)
{
	size_t na = a ? strlen(a) : 0, nb = b ? strlen(b) : 0, nc = c ? strlen(c) : 0;
	char *s = malloc(na + nb + nc + 1);

	if (!s)
		return NULL;
	/* memcpy from NULL is undefined even for 0 bytes */
	if (na)
		memcpy(s, a, na);
	if (nb)
		memcpy(s + na, b, nb);
	if (nc)
		memcpy(s + na + nb, c, nc);
	s[na + nb + nc] = '\0';
	return s;
}

char *bl_strdup_printf(const char *fmt, ...)
{
	va_list ap;
	char *s;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&s, fmt, ap);
	va_end(ap);
	return n < 0 ? NULL : s;
}
