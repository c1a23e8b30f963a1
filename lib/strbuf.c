// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* A growable string with printf, JSON and shell quoting. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"

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

void bl_sb_json_str(struct bl_strbuf *sb, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	bl_sb_printf(sb, "\"");
	for (; *p; p++) {
		if (*p == '"' || *p == '\\')
			bl_sb_printf(sb, "\\%c", *p);
		else if (*p == '\n')
			bl_sb_printf(sb, "\\n");
		else if (*p == '\t')
			bl_sb_printf(sb, "\\t");
		else if (*p < 0x20)
			bl_sb_printf(sb, "\\u%04x", *p);
		else
			bl_sb_printf(sb, "%c", *p);
	}
	bl_sb_printf(sb, "\"");
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
