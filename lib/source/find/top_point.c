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
#include <string.h>

#include "source/find/decl_find.h"

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
	/* the same macro name after both directives (not X(...)) */
	na += la + strspn(na + la, " \t");
	nb += lb + strspn(nb + lb, " \t");
	k = strcspn(na, " \t\n");
	return k && k == strcspn(nb, " \t\n") && !memcmp(na, nb, k) && !memchr(na, '(', k);
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
	/* the two outermost groups open at @off: all that decides */
	size_t i, at, depth = 0, open[2] = { 0 }, guard;

	for (i = 0; i < f->nr_toks && f->toks[i].off < off; i++) {
		const char *name;
		size_t n;

		if (f->toks[i].kind != BL_TOK_PP)
			continue;
		n = directive(f->text, &f->toks[i], &name);
		if (is_dir(name, n, "if") || is_dir(name, n, "ifdef") ||
		    is_dir(name, n, "ifndef")) {
			if (depth < 2)
				open[depth] = i;
			depth++;
		} else if (is_dir(name, n, "endif") && depth) {
			depth--;
		}
	}
	at = i;
	guard = depth && is_guard(f, open[0]);
	if (depth > guard)
		at = open[guard];
	if (at >= f->nr_toks)
		return off;
	at = attached_comments(f, at);
	return f->toks[at].off;
}
