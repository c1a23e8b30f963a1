// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The section attribute of a tail-call program (tail_find.h). Only spellings
 * whose meaning is certain are taken: the iproute2 `__section_tail(ID,
 * KEY)` macro, and a literal naming the very section the object has, as the
 * single argument of `__section`, `SEC` or `section`. Anything else (a
 * project macro building the name, concatenated literals) is left to the
 * user, with the reason.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source/find/tail_find.h"

/* The body's `{` of function statement @s: the first `{` at depth 0. */
static size_t body_of(const struct bl_src_file *f, const struct bl_src_stmt *s)
{
	size_t i, depth = 0;

	for (i = s->first; i <= s->last; i++) {
		char c = bl_src_punct(f, i);

		if (c == '{' && !depth)
			return i;
		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if ((c == ')' || c == ']' || c == '}') && depth)
			depth--;
	}
	return SIZE_MAX;
}

/*
 * The first identifier @word at bracket depth 0 in tokens [@first, @end)
 * (a `{` there does not count as a bracket), followed by `(` when @call;
 * SIZE_MAX when none is.
 */
static size_t depth0_word(const struct bl_src_file *f, size_t first, size_t end,
			  const char *word, bool call)
{
	size_t i, depth = 0;

	for (i = first; i < end; i++) {
		char c = bl_src_punct(f, i);

		if (c == '(' || c == '[')
			depth++;
		else if ((c == ')' || c == ']') && depth)
			depth--;
		else if (!depth && f->toks[i].kind == BL_TOK_IDENT &&
			 bl_tok_is(f->text, &f->toks[i], word) &&
			 (!call || bl_src_punct(f, bl_src_sig(f, i + 1)) == '('))
			return i;
	}
	return SIZE_MAX;
}

/* Whether @func is the declarator of the function header [@s->first, @body):
 * at depth 0, followed by `(`. */
static bool declares(const struct bl_src_file *f, const struct bl_src_stmt *s,
		     size_t body, const char *func)
{
	return depth0_word(f, s->first, body, func, true) != SIZE_MAX;
}

/* `"SEC"` exactly, as one literal without escapes or continuations. */
static bool literal_is(const struct bl_src_file *f, size_t i, const char *sec)
{
	const struct bl_tok *t = &f->toks[i];
	size_t n = strlen(sec);

	return t->kind == BL_TOK_STRING && t->len == n + 2 && f->text[t->off] == '"' &&
	       !memcmp(f->text + t->off + 1, sec, n) && !memchr(sec, '\\', n);
}

/* Attributes in [@from, @body) naming the section; how many were seen. */
static int scan_header(const struct bl_src_file *f, size_t from, size_t body,
		       const char *sec, struct bl_tail_attr *out)
{
	static const char *const takes_literal[] = { "__section", "SEC", "section",
						     "__section__" };
	size_t i, k, a, c;
	int n = 0;

	for (i = from; i < body; i++) {
		if (f->toks[i].kind != BL_TOK_IDENT)
			continue;
		a = bl_src_sig(f, i + 1);
		if (a >= body || bl_src_punct(f, a) != '(')
			continue;
		if (bl_tok_is(f->text, &f->toks[i], "__section_tail")) {
			c = bl_src_closing(f, a, body - 1);
			if (c == SIZE_MAX)
				continue;
			out->first = out->call_first = i;
			out->last = out->call_last = c;
			out->macro = true;
			out->in_attribute = false;
			n++;
			i = c;
			continue;
		}
		for (k = 0; k < sizeof(takes_literal) / sizeof(takes_literal[0]); k++)
			if (bl_tok_is(f->text, &f->toks[i], takes_literal[k]))
				break;
		if (k == sizeof(takes_literal) / sizeof(takes_literal[0]))
			continue;
		k = bl_src_sig(f, a + 1);
		c = k < body ? bl_src_sig(f, k + 1) : body;
		if (c < body && bl_src_punct(f, c) == ')' && literal_is(f, k, sec)) {
			out->first = out->last = k;
			out->call_first = i;
			out->call_last = c;
			out->in_attribute = bl_tok_is(f->text, &f->toks[i], "section") ||
					    bl_tok_is(f->text, &f->toks[i], "__section__");
			out->macro = false;
			n++;
		}
	}
	return n;
}

/*
 * The definition of @func at @line (0: anywhere, then the only one): its
 * statement into *@stmt and its body's `{` into *@body. NULL, or why not.
 */
static const char *find_def(const struct bl_src_file *f, const char *func,
			    unsigned int line, size_t *stmt, size_t *body_tok,
			    unsigned int *where)
{
	size_t i, found = SIZE_MAX, body = 0, nr = 0;

	*where = line;
	if (f->err) {
		*where = f->err_line;
		return f->err;
	}
	for (i = 0; i < f->nr_stmts; i++) {
		const struct bl_src_stmt *s = &f->stmts[i];
		size_t b;

		if (!s->is_function || (line && !bl_src_covers(f, s, line)))
			continue;
		b = body_of(f, s);
		if (b == SIZE_MAX || !declares(f, s, b, func))
			continue;
		nr++;
		found = i;
		body = b;
	}
	if (found == SIZE_MAX)
		return line ? "no definition of this function at its line (the source changed since the build?)" :
			      "no definition of this function in the sources";
	*where = f->toks[f->stmts[found].first].line;
	if (nr > 1)
		return "defined more than once in this file (#if branches?); build with -g so DWARF says which";
	for (i = f->stmts[found].first; i < body; i++)
		if (f->toks[i].kind == BL_TOK_PP)
			return "the definition's header is split by preprocessor lines";
	*stmt = found;
	*body_tok = body;
	return NULL;
}

const char *bl_src_find_tail_attr(const struct bl_src_file *f, const char *func,
				  unsigned int line, const char *sec,
				  struct bl_tail_attr *out, unsigned int *where)
{
	size_t found, body;
	const char *why = find_def(f, func, line, &found, &body, where);
	int n;

	if (why)
		return why;
	out->stmt = found;
	out->body = body;
	n = scan_header(f, f->stmts[found].first, body, sec, out);
	if (n > 1)
		return "more than one section attribute in the function's header";
	if (!n)
		return "its section attribute is not __section_tail(ID, KEY) or a literal naming the section (__section, SEC, section): a macro of the project? Write SEC(\"MAP/KEY\") by hand";
	return NULL;
}

static size_t tok_end(const struct bl_src_file *f, size_t i)
{
	return f->toks[i].off + f->toks[i].len;
}

char *bl_src_tail_proto(const struct bl_src_file *f, const struct bl_tail_attr *a)
{
	size_t first = f->toks[f->stmts[a->stmt].first].off, last = tok_end(f, a->body - 1);
	size_t cut = f->toks[a->call_first].off, resume = tok_end(f, a->call_last);
	char *p = NULL;
	int n;

	if (a->in_attribute || a->body <= f->stmts[a->stmt].first)
		return NULL;
	/* the header less the attribute call, blanks at its ends trimmed */
	while (cut > first && strchr(" \t\n", f->text[cut - 1]))
		cut--;
	while (resume < last && strchr(" \t\n", f->text[resume]))
		resume++;
	n = asprintf(&p, "%.*s%s%.*s;\n", (int)(cut - first), f->text + first,
		     cut > first && resume < last ? " " : "", (int)(last - resume), f->text + resume);
	return n < 0 ? NULL : p;
}

/* The `static` keyword at bracket depth 0 in tokens [@first, @end), or SIZE_MAX. */
static size_t static_kw(const struct bl_src_file *f, size_t first, size_t end)
{
	return depth0_word(f, first, end, "static", false);
}

const char *bl_src_find_static(const struct bl_src_file *f, const char *func,
			       unsigned int line, size_t *out, size_t max, size_t *nr,
			       unsigned int *where)
{
	size_t found, body, i, k;
	const char *why = find_def(f, func, line, &found, &body, where);

	*nr = 0;
	if (why)
		return why;
	k = static_kw(f, f->stmts[found].first, body);
	if (k == SIZE_MAX)
		return "its 'static' is not a keyword of its header (a macro of the project?): remove it by hand";
	out[(*nr)++] = k;
	/* a declaration before it with `static` keeps the linkage internal */
	for (i = 0; i < found; i++) {
		const struct bl_src_stmt *s = &f->stmts[i];

		if (s->is_function || !declares(f, s, s->last + 1, func))
			continue;
		k = static_kw(f, s->first, s->last + 1);
		if (k == SIZE_MAX)
			continue;
		if (*nr == max)
			return "declared static too many times";
		if (s->has_pp)
			return "a declaration of it is split by preprocessor lines";
		out[(*nr)++] = k;
	}
	return NULL;
}
