// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* A growable string with printf, JSON and shell quoting. */
#include <stdarg.h>
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

void bl_sb_printf(struct bl_strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || !reserve(sb, n))
		return;
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, n + 1, fmt, ap);
	va_end(ap);
	sb->len += n;
}

/* The JSON spelling of one byte of a string literal's contents. */
static const char *json_char(unsigned char c, char buf[8])
{
	if (c == '"' || c == '\\') {
		buf[0] = '\\';
		buf[1] = c;
		buf[2] = '\0';
	} else if (c == '\n') {
		return "\\n";
	} else if (c == '\t') {
		return "\\t";
	} else if (c < 0x20 || c == 0x7f) {
		snprintf(buf, 8, "\\u%04x", c);
	} else {
		buf[0] = c;
		buf[1] = '\0';
	}
	return buf;
}

void bl_sb_json_str(struct bl_strbuf *sb, const char *s)
{
	char buf[8];

	bl_sb_printf(sb, "\"");
	for (; *s; s++)
		bl_sb_printf(sb, "%s", json_char(*s, buf));
	bl_sb_printf(sb, "\"");
}

void bl_json_fputs(FILE *f, const char *s)
{
	char buf[8];

	if (!s) {
		fputs("null", f);
		return;
	}
	fputc('"', f);
	for (; *s; s++)
		fputs(json_char(*s, buf), f);
	fputc('"', f);
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
