/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* A growable string with printf; JSON, C, XML, workflow-command and shell quoting. */
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
/* Append @n bytes of @s as they are. */
void bl_sb_put(struct bl_strbuf *sb, const char *s, size_t n);
/* Append @s as a JSON string literal, quotes included; bytes that are not
 * UTF-8 become the text \xNN, so the result is always valid JSON. */
void bl_sb_json_str(struct bl_strbuf *sb, const char *s);
/* Write @s to @f as a JSON string literal; NULL is written as null. */
void bl_json_fputs(FILE *f, const char *s);
/*
 * C-style escapes for text meant for terminals and logs, so a name taken
 * from an object can neither break a line nor send escape sequences:
 * control characters (C0, DEL, C1) and bytes that are not UTF-8 become
 * \n, \t, \xNN. bl_c_escape() (what bl_report() applies to every
 * message) also doubles backslashes; bl_c_fputs() leaves them, so text
 * that went through bl_c_escape() prints unchanged.
 */
void bl_c_fputs(FILE *f, const char *s);
/*
 * @s as XML character data (@attr: a double-quoted attribute value, where
 * tabs, newlines and CRs become character references): '&', '<', '>' and
 * '"' as entities; what XML 1.0 cannot carry (C0 controls but tab, LF
 * and CR; U+FFFE, U+FFFF), C1 controls and bytes that are not UTF-8 as
 * the text \xNN, so the document stays well-formed whatever the object's
 * names hold. NULL is written as nothing.
 */
void bl_xml_fputs(FILE *f, const char *s, bool attr);
/*
 * @s as a GitHub Actions workflow command writes it (@prop: a property
 * value such as file=..., else the message after "::"): '%', CR and LF,
 * and in a property ':' and ',', as the %XX the runner decodes; other
 * controls and bytes that are not UTF-8 as C escapes (\xNN), so a name
 * can neither end the command nor reach the log raw.
 */
void bl_gh_fputs(FILE *f, const char *s, bool prop);
/* Escape @s into @dst (@n bytes, NUL-terminated, cut at a whole escape). */
size_t bl_c_escape(char *dst, size_t n, const char *s);
/* Append @s as one single-quoted POSIX shell word. */
void bl_sb_sh_word(struct bl_strbuf *sb, const char *s);
/*
 * @mag in decimal, after a minus sign when @neg, as printf writes it: the
 * digits end at @buf's end (a NUL there), the return value is where they
 * start. For writers that would otherwise parse a format for one number.
 */
#define BL_DEC_LEN 24
const char *bl_dec(char (*buf)[BL_DEC_LEN], unsigned long long mag, bool neg);
/* Hand over the buffer (NULL after an allocation failure). */
char *bl_sb_take(struct bl_strbuf *sb, size_t *len);
/* A malloc'ed "@a@b@c" (any of them NULL: empty), or NULL; for paths
 * built per object, where a printf costs ten times the copy. */
char *bl_strcat3(const char *a, const char *b, const char *c);
/* A malloc'ed formatted string, or NULL. */
char *bl_strdup_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif /* BL_STRBUF_H */
