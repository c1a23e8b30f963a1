// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The C lexer of the source migration (c_lexer.h). Line continuations
 * (backslash-newline) are spliced wherever they appear, as translation
 * phase 2 does, so `/\<newline>*` opens a comment and a `//` comment
 * ending in a backslash goes on. A preprocessor line is one token: what a
 * declaration finder needs to know about it is that it is there.
 */
#include <errno.h>
#include <string.h>

#include "source/lex/c_lexer.h"

void bl_lex_init(struct bl_lexer *lx, const char *src, size_t len)
{
	const char *nul = memchr(src, '\0', len);
	size_t i;

	*lx = (struct bl_lexer){ .src = src, .len = len, .line = 1, .line_start = true };
	if (nul) {
		lx->err = "NUL byte in the source";
		lx->err_line = 1;
		for (i = 0; src + i < nul; i++)
			lx->err_line += src[i] == '\n';
	}
}

/* @p past any backslash-newline splices. */
static size_t unsplice(const struct bl_lexer *lx, size_t p)
{
	while (p < lx->len && lx->src[p] == '\\') {
		if (p + 1 < lx->len && lx->src[p + 1] == '\n')
			p += 2;
		else if (p + 2 < lx->len && lx->src[p + 1] == '\r' && lx->src[p + 2] == '\n')
			p += 3;
		else
			break;
	}
	return p;
}

/* The character at *@p once splices are skipped (*@p moved to it), or -1. */
static int at(const struct bl_lexer *lx, size_t *p)
{
	*p = unsplice(lx, *p);
	return *p < lx->len ? (unsigned char)lx->src[*p] : -1;
}

/* The character after the one at @p (splices skipped), or -1. */
static int next_after(const struct bl_lexer *lx, size_t p)
{
	p++;
	return at(lx, &p);
}

static int stop(struct bl_lexer *lx, const char *why, unsigned int line)
{
	lx->err = why;
	lx->err_line = line;
	return -EINVAL;
}

static bool ident_char(int c, bool first)
{
	return c == '_' || c == '$' || c >= 0x80 || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z') || (!first && c >= '0' && c <= '9');
}

/* Past the block comment whose '/' is at @p; 0 when it does not end. */
static size_t skip_block_comment(const struct bl_lexer *lx, size_t p)
{
	int c;

	p++;
	at(lx, &p);
	p++;	/* the '*' */
	while ((c = at(lx, &p)) >= 0) {
		p++;
		if (c == '*' && next_after(lx, p - 1) == '/') {
			at(lx, &p);
			return p + 1;
		}
	}
	return 0;
}

/* At the newline (or end) closing the line comment that starts at @p. */
static size_t skip_line_comment(const struct bl_lexer *lx, size_t p)
{
	int c;

	while ((c = at(lx, &p)) >= 0 && c != '\n')
		p++;
	return p;
}

/*
 * Past the literal whose opening quote is at @p; 0 when a raw newline or
 * the end comes first.
 */
static size_t skip_literal(const struct bl_lexer *lx, size_t p)
{
	int q = lx->src[p], c;

	p++;
	while ((c = at(lx, &p)) >= 0 && c != '\n') {
		p++;
		if (c == q)
			return p;
		if (c == '\\' && at(lx, &p) >= 0 && lx->src[p] != '\n')
			p++;
	}
	return 0;
}

/* A preprocessor line from its '#': comments inside it may span lines. */
static int lex_pp(struct bl_lexer *lx, size_t p, size_t *end)
{
	size_t q;
	int c;

	while ((c = at(lx, &p)) >= 0 && c != '\n') {
		if (c == '/' && next_after(lx, p) == '*') {
			q = skip_block_comment(lx, p);
			if (!q)
				return -1;
			p = q;
		} else if (c == '/' && next_after(lx, p) == '/') {
			p = skip_line_comment(lx, p);
		} else if (c == '"' || c == '\'') {
			/* `#error don't` is common: an open quote ends with the line */
			q = skip_literal(lx, p);
			p = q ? q : skip_line_comment(lx, p);
		} else {
			p++;
		}
	}
	*end = p;
	return 0;
}

static size_t lex_number(const struct bl_lexer *lx, size_t p)
{
	int c, prev = 0;

	while ((c = at(lx, &p)) >= 0) {
		if (ident_char(c, false) || c == '.' ||
		    ((c == '+' || c == '-') && (prev == 'e' || prev == 'E' ||
						prev == 'p' || prev == 'P'))) {
			prev = c;
			p++;
			continue;
		}
		break;
	}
	return p;
}

static size_t lex_ident(const struct bl_lexer *lx, size_t p)
{
	while (ident_char(at(lx, &p), false))
		p++;
	return p;
}

/* Whether the identifier [@off, @end) is a string/char literal prefix. */
static bool literal_prefix(const struct bl_lexer *lx, size_t off, size_t end)
{
	size_t n = end - off;
	const char *s = lx->src + off;

	return (n == 1 && (*s == 'L' || *s == 'u' || *s == 'U')) ||
	       (n == 2 && s[0] == 'u' && s[1] == '8');
}

static void skip_space(struct bl_lexer *lx)
{
	size_t p = lx->pos;
	int c;

	while ((c = at(lx, &p)) >= 0) {
		if (c == '\n') {
			lx->line_start = true;
		} else if (!(c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v')) {
			break;
		}
		p++;
	}
	for (; lx->pos < p; lx->pos++)
		lx->line += lx->src[lx->pos] == '\n';
}

int bl_lex_next(struct bl_lexer *lx, struct bl_tok *t)
{
	size_t p, end = 0;
	int c;

	if (lx->err)
		return -EINVAL;
	skip_space(lx);
	p = lx->pos;
	*t = (struct bl_tok){ .off = p, .line = lx->line, .end_line = lx->line };
	c = at(lx, &p);
	if (c < 0)
		return 0;
	if (c == '#' && lx->line_start) {
		t->kind = BL_TOK_PP;
		if (lex_pp(lx, p, &end))
			return stop(lx, "unterminated comment in a preprocessor line", lx->line);
	} else if (c == '/' && next_after(lx, p) == '*') {
		t->kind = BL_TOK_COMMENT;
		end = skip_block_comment(lx, p);
		if (!end)
			return stop(lx, "unterminated comment", lx->line);
	} else if (c == '/' && next_after(lx, p) == '/') {
		t->kind = BL_TOK_COMMENT;
		end = skip_line_comment(lx, p);
	} else if (c == '"' || c == '\'') {
		t->kind = c == '"' ? BL_TOK_STRING : BL_TOK_CHAR;
		end = skip_literal(lx, p);
		if (!end)
			return stop(lx, c == '"' ? "unterminated string literal" :
					"unterminated character literal", lx->line);
	} else if ((c >= '0' && c <= '9') ||
		   (c == '.' && next_after(lx, p) >= '0' && next_after(lx, p) <= '9')) {
		t->kind = BL_TOK_NUMBER;
		end = lex_number(lx, p);
	} else if (ident_char(c, true)) {
		t->kind = BL_TOK_IDENT;
		end = lex_ident(lx, p);
		c = at(lx, &end);
		if ((c == '"' || c == '\'') && literal_prefix(lx, p, end)) {
			t->kind = c == '"' ? BL_TOK_STRING : BL_TOK_CHAR;
			p = end;
			end = skip_literal(lx, p);
			if (!end)
				return stop(lx, "unterminated literal", lx->line);
		}
	} else {
		t->kind = BL_TOK_PUNCT;
		end = p + 1;
	}
	/* a token never ends in a splice: that belongs to the space after it */
	t->off = p < t->off ? p : t->off;
	t->len = end - t->off;
	for (p = t->off; p < end; p++)
		lx->line += lx->src[p] == '\n';
	t->end_line = lx->line;
	lx->pos = end;
	lx->line_start = false;
	return 0;
}

bool bl_tok_is(const char *src, const struct bl_tok *t, const char *s)
{
	struct bl_lexer lx = { .src = src, .len = t->off + t->len };
	size_t p = t->off;
	int c;

	while ((c = at(&lx, &p)) >= 0) {
		if (!*s || c != (unsigned char)*s)
			return false;
		s++;
		p++;
	}
	return !*s;
}

/* Past the blanks and line continuations from @s on, up to @e. */
static const char *pp_blanks(const char *s, const char *e)
{
	while (s < e && (*s == ' ' || *s == '\t' || (*s == '\\' && s + 1 < e && s[1] == '\n')))
		s += *s == '\\' ? 2 : 1;
	return s;
}

void bl_pp_parse(const char *src, const struct bl_tok *t, struct bl_pp *p)
{
	const char *s = src + t->off, *e = s + t->len;

	s = pp_blanks(s + 1, e);	/* after the '#' */
	p->name = s;
	while (s < e && *s >= 'a' && *s <= 'z')
		s++;
	p->name_len = s - p->name;
	s = pp_blanks(s, e);
	p->arg = s;
	p->arg_len = e - s;
}

bool bl_pp_is(const struct bl_pp *p, const char *name)
{
	return p->name_len == strlen(name) && !memcmp(p->name, name, p->name_len);
}

size_t bl_pp_ident(const struct bl_pp *p)
{
	size_t n = 0;

	while (n < p->arg_len && (p->arg[n] == '_' || (p->arg[n] >= 'a' && p->arg[n] <= 'z') ||
				  (p->arg[n] >= 'A' && p->arg[n] <= 'Z') ||
				  (n && p->arg[n] >= '0' && p->arg[n] <= '9')))
		n++;
	return n;
}
