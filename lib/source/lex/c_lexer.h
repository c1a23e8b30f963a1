/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * A C lexer for finding declarations, not for compiling: it knows where
 * comments, string and character literals, line continuations and
 * preprocessor lines begin and end, so that a declaration's extent is exact,
 * and it hands every byte to exactly one token (or to the whitespace
 * between tokens). Anything it cannot take apart (an unterminated comment or
 * literal, a NUL byte) stops it with the line where that starts.
 */
#ifndef BL_C_LEXER_H
#define BL_C_LEXER_H

#include <stdbool.h>
#include <stddef.h>

enum bl_tok_kind {
	BL_TOK_EOF = 0,
	BL_TOK_IDENT,
	BL_TOK_NUMBER,
	BL_TOK_STRING,
	BL_TOK_CHAR,
	BL_TOK_PUNCT,		/* one character: { } ( ) [ ] ; , = . & ... */
	BL_TOK_COMMENT,		/* block or line comment */
	BL_TOK_PP,		/* a whole preprocessor line, continuations
				 * and comments included, without its newline */
};

struct bl_tok {
	enum bl_tok_kind kind;
	size_t off, len;	/* bytes of the source */
	unsigned int line;	/* line of the first byte (1-based) */
	unsigned int end_line;	/* line of the last byte */
};

struct bl_lexer {
	const char *src;
	size_t len, pos;
	unsigned int line;
	bool line_start;	/* only whitespace since the last newline */
	const char *err;	/* why the lexer stopped, or NULL */
	unsigned int err_line;
};

void bl_lex_init(struct bl_lexer *lx, const char *src, size_t len);
/* The next token into @t (BL_TOK_EOF at the end). 0, or -EINVAL with
 * lx->err and lx->err_line set; the lexer stays stopped then. */
int bl_lex_next(struct bl_lexer *lx, struct bl_tok *t);

/* Whether token @t spells @s (line continuations inside it ignored). */
bool bl_tok_is(const char *src, const struct bl_tok *t, const char *s);
/* A preprocessor line's directive (`# define X 1`: "define") and what
 * follows it ("X 1"), both inside the line's token. */
struct bl_pp {
	const char *name, *arg;
	size_t name_len, arg_len;
};

/* Preprocessor token @t of @src as its directive; the blanks and line
 * continuations before the name and before the argument are skipped. */
void bl_pp_parse(const char *src, const struct bl_tok *t, struct bl_pp *p);
/* Whether @p's directive is @name. */
bool bl_pp_is(const struct bl_pp *p, const char *name);
/* The length of the identifier @p's argument starts with (0: none). */
size_t bl_pp_ident(const struct bl_pp *p);

/* Whether @t is the one-character punctuator @c. */
static inline bool bl_tok_punct(const char *src, const struct bl_tok *t, char c)
{
	return t->kind == BL_TOK_PUNCT && src[t->off] == c;
}

#endif /* BL_C_LEXER_H */
