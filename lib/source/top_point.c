// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_src_top_point(): where a block that every later declaration of the
 * file needs (the source patch's macros) goes, given the first declaration
 * that needs it. Not inside a conditional group (`#if A` ... a later
 * declaration outside the group would lose the macros when A is false),
 * except the file's include guard, and not between a declaration and the
 * comment right above it (the comment keeps describing what it described).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "source/decl_find.h"
#include "util/grow.h"

/* The directive of preprocessor token @t (`# if x` -> "if"): its length. */
static size_t directive(const char *src, const struct bl_tok *t, const char **name)
{
	size_t i = 1, n = 0;

	while (i < t->len && (src[t->off + i] == ' ' || src[t->off + i] == '\t'))
		i++;
	*name = src + t->off + i;
	while (i + n < t->len && ((*name)[n] >= 'a' && (*name)[n] <= 'z'))
		n++;
	return n;
}

static bool is_dir(const char *name, size_t n, const char *want)
{
	return n == strlen(want) && !memcmp(name, want, n);
}

/* Whether the group opened at token @i is the file's include guard:
 * `#ifndef X` first in the file, `#define X` right after it. */
static bool is_guard(const struct bl_src_file *f, size_t i)
{
	const struct bl_tok *a = &f->toks[i], *b;
	const char *na, *nb;
	size_t la = directive(f->text, a, &na), lb, k;

	if (bl_src_sig(f, 0) != i || !is_dir(na, la, "ifndef"))
		return false;
	k = bl_src_sig(f, i + 1);
	if (k >= f->nr_toks || f->toks[k].kind != BL_TOK_PP)
		return false;
	b = &f->toks[k];
	lb = directive(f->text, b, &nb);
	if (!is_dir(nb, lb, "define"))
		return false;
	/* the same macro name after both directives */
	na += la;
	nb += lb;
	while (*na == ' ' || *na == '\t')
		na++;
	while (*nb == ' ' || *nb == '\t')
		nb++;
	for (k = 0; na[k] && na[k] == nb[k] && na[k] != '\n' && na[k] != ' ' &&
		    na[k] != '\t' && na[k] != '('; k++)
		;
	return k && (na[k] == '\n' || na[k] == ' ' || na[k] == '\t' || !na[k]) &&
	       (nb[k] == '\n' || nb[k] == ' ' || nb[k] == '\t' || !nb[k]);
}

/* Back over the comments right above token @i (no blank line between). */
static size_t attached_comments(const struct bl_src_file *f, size_t i)
{
	while (i && f->toks[i - 1].kind == BL_TOK_COMMENT &&
	       f->toks[i - 1].end_line + 1 >= f->toks[i].line) {
		/* a comment ending the previous statement's line stays there */
		if (i >= 2 && f->toks[i - 2].end_line == f->toks[i - 1].line)
			break;
		i--;
	}
	return i;
}

size_t bl_src_top_point(const struct bl_src_file *f, size_t off)
{
	size_t i, at = f->nr_toks, depth = 0, outer = SIZE_MAX, guard = SIZE_MAX;
	size_t *open = NULL, cap = 0;

	for (i = 0; i < f->nr_toks && f->toks[i].off < off; i++) {
		const char *name;
		size_t n;

		if (f->toks[i].kind != BL_TOK_PP)
			continue;
		n = directive(f->text, &f->toks[i], &name);
		if (is_dir(name, n, "if") || is_dir(name, n, "ifdef") ||
		    is_dir(name, n, "ifndef")) {
			if (bl_grow(&open, &cap, depth, sizeof(*open), 16))
				return off;	/* no memory: where it was asked */
			open[depth++] = i;
		} else if (is_dir(name, n, "endif") && depth) {
			depth--;
		}
	}
	at = i;
	if (depth && is_guard(f, open[0]))
		guard = 0;
	if (depth > (guard == 0 ? 1u : 0u))
		outer = open[guard == 0 ? 1 : 0];
	free(open);
	if (outer != SIZE_MAX)
		at = outer;
	if (at >= f->nr_toks)
		return off;
	at = attached_comments(f, at);
	return f->toks[at].off;
}
