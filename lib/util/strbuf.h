/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* A growable string with printf, JSON and shell quoting. */
#ifndef BL_STRBUF_H
#define BL_STRBUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct bl_strbuf {
	char *buf;
	size_t len, cap;
	bool oom;	/* sticky: any failed append */
};

void bl_sb_printf(struct bl_strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Append @s as a JSON string literal, quotes included; bytes that are not
 * UTF-8 become the text \xNN, so the result is always valid JSON. */
void bl_sb_json_str(struct bl_strbuf *sb, const char *s);
/* Write @s to @f as a JSON string literal; NULL is written as null. */
void bl_json_fputs(FILE *f, const char *s);
/* @s C-style escaped (control characters, backslash, bytes that are not
 * UTF-8): what text output prints for names taken from an object. */
void bl_c_fputs(FILE *f, const char *s);
void bl_sb_c_str(struct bl_strbuf *sb, const char *s);
/* Append @s as one single-quoted POSIX shell word. */
void bl_sb_sh_word(struct bl_strbuf *sb, const char *s);
/* Hand over the buffer (NULL after an allocation failure). */
char *bl_sb_take(struct bl_strbuf *sb, size_t *len);

#endif /* BL_STRBUF_H */
