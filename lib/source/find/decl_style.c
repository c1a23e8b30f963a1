// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The layout of a declaration the source patch replaces (decl_style.h).
 * Projects indent with tabs, two or four spaces; a rewrite in tabs in a
 * file of spaces is a line a reviewer has to redo by hand, so the members
 * of the new definition take the indentation the old initialiser's
 * members had. A declaration whose members share its line says nothing:
 * then the file's own indentation inside braces decides.
 */
#include <stdint.h>
#include <string.h>

#include "source/find/decl_style.h"

/* Where the line of token @i starts, when only whitespace is before it
 * there, else SIZE_MAX. */
static size_t line_start(const struct bl_src_file *f, size_t i)
{
	size_t s = f->toks[i].off;

	while (s && (f->text[s - 1] == ' ' || f->text[s - 1] == '\t'))
		s--;
	return !s || f->text[s - 1] == '\n' ? s : SIZE_MAX;
}

/*
 * The whitespace before token @i when it is the first on its line and the
 * whitespace is all tabs or all spaces, into @ind: its length (0: none).
 */
static size_t line_indent(const struct bl_src_file *f, size_t i, char ind[33])
{
	size_t off = f->toks[i].off, s = line_start(f, i);

	if (s == SIZE_MAX || s == off || off - s >= 33 ||
	    memchr(f->text + s, f->text[s] == ' ' ? '\t' : ' ', off - s))
		return 0;
	memcpy(ind, f->text + s, off - s);
	ind[off - s] = 0;
	return off - s;
}

/* Bracket depth before token @i, carried in *@depth (a stray closer is
 * ignored). */
static size_t depth_at(const struct bl_src_file *f, size_t i, size_t *depth)
{
	size_t d = *depth;
	char c = bl_src_punct(f, i);

	if (c == '(' || c == '[' || c == '{')
		(*depth)++;
	else if ((c == ')' || c == ']' || c == '}') && *depth)
		d = --(*depth);
	return d;
}

/*
 * The indentation of the first line inside the brace list opened at token
 * @open (just inside it, not nested deeper; a comment only where nothing
 * else starts a line), into @ind. Its length, 0 when none starts a line.
 */
static size_t list_indent(const struct bl_src_file *f, size_t open, char ind[33])
{
	size_t i, depth = 0, n, comment = 0;
	char c[33];

	for (i = open; i < f->nr_toks; i++) {
		size_t d = depth_at(f, i, &depth);

		if (!depth)
			break;
		if (d != 1 || i == open)
			continue;
		if (f->toks[i].kind == BL_TOK_PP)
			continue;
		if (f->toks[i].kind == BL_TOK_COMMENT) {
			if (!comment && (comment = line_indent(f, i, c)))
				memcpy(ind, c, comment + 1);
			continue;
		}
		n = line_indent(f, i, c);
		if (n) {
			memcpy(ind, c, n + 1);
			return n;
		}
	}
	return comment;
}

/* The file's indentation: the first line starting inside a brace, just
 * inside it (a function body's or a struct's first level). */
static size_t file_indent(const struct bl_src_file *f, char ind[33])
{
	size_t i, depth = 0;

	for (i = 0; i < f->nr_toks; i++) {
		if (f->toks[i].kind == BL_TOK_PP || f->toks[i].kind == BL_TOK_COMMENT)
			continue;
		if (depth_at(f, i, &depth) == 1 && bl_src_punct(f, i) != '}' &&
		    line_indent(f, i, ind))
			return strlen(ind);
	}
	return 0;
}

void bl_src_decl_style(const struct bl_src_file *f, const struct bl_map_decl *d,
		       struct bl_src_style *st)
{
	const struct bl_src_stmt *s = &f->stmts[d->stmt];
	size_t i, depth = 0, open = SIZE_MAX;

	/* the initialiser's `{`: the first brace at depth 0 after the name */
	for (i = d->name_tok; d->has_init && i <= s->last; i++) {
		if (!depth_at(f, i, &depth) && bl_src_punct(f, i) == '{') {
			open = i;
			break;
		}
	}
	st->brace_alone = open != SIZE_MAX && line_start(f, open) != SIZE_MAX;
	if (!(open != SIZE_MAX && list_indent(f, open, st->ind)) && !file_indent(f, st->ind))
		strcpy(st->ind, "\t");
	st->gap = strchr(st->ind, '\t') ? "\t" : " ";
}
