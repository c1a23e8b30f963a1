// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Unified diff writer (udiff.h). Edits whose lines touch are merged into
 * one change; changes closer than twice the context share a hunk. A last
 * line without a newline is marked as diff does ("\ No newline at end of
 * file"), so patch restores the file byte for byte.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "source/patch/udiff.h"

#define CONTEXT 3

struct lines {
	const char *text;
	size_t len;
	size_t *start;	/* start[i]: offset of line i; start[nr] == len */
	size_t nr;
};

static int index_lines(struct lines *l, const char *text, size_t len)
{
	size_t i, n = 0;

	for (i = 0; i < len; i++)
		n += text[i] == '\n';
	if (len && text[len - 1] != '\n')
		n++;
	l->text = text;
	l->len = len;
	l->nr = n;
	l->start = malloc((n + 1) * sizeof(*l->start));
	if (!l->start)
		return -ENOMEM;
	l->start[0] = 0;
	for (i = 0, n = 1; i < len; i++)
		if (text[i] == '\n' && n <= l->nr)
			l->start[n++] = i + 1;
	l->start[l->nr] = len;
	return 0;
}

/* The line holding byte @pos (l->nr for the end). */
static size_t line_of(const struct lines *l, size_t pos)
{
	size_t lo = 0, hi = l->nr;

	if (pos >= l->len)
		return l->nr;
	while (lo + 1 < hi) {
		size_t mid = (lo + hi) / 2;

		if (l->start[mid] <= pos)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* One changed run of whole lines: old lines [l0, l1) become @text. */
struct change {
	size_t l0, l1;
	struct bl_strbuf text;
	size_t nr_new;
};

static void put_line(struct bl_strbuf *sb, char mark, const char *s, size_t n)
{
	bl_sb_put(sb, &mark, 1);
	bl_sb_put(sb, s, n);
	if (!n || s[n - 1] != '\n')
		bl_sb_put(sb, "\n\\ No newline at end of file\n", 30);
}

static void put_old(struct bl_strbuf *sb, const struct lines *l, char mark,
		    size_t from, size_t to)
{
	for (; from < to; from++)
		put_line(sb, mark, l->text + l->start[from],
			 l->start[from + 1] - l->start[from]);
}

static size_t count_lines(const char *s, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		k += s[i] == '\n';
	return k + (n && s[n - 1] != '\n');
}

static void put_new(struct bl_strbuf *sb, const struct change *c)
{
	const char *s = c->text.buf, *end;

	if (!c->text.len)
		return;
	end = s + c->text.len;
	while (s < end) {
		const char *nl = memchr(s, '\n', end - s);
		size_t n = nl ? (size_t)(nl - s) + 1 : (size_t)(end - s);

		put_line(sb, '+', s, n);
		s += n;
	}
}

/* First line an edit touches, and the line after its last. */
static size_t edit_l0(const struct lines *l, const struct bl_edit *e)
{
	return line_of(l, e->start);
}

static size_t edit_l1(const struct lines *l, const struct bl_edit *e)
{
	size_t at;

	if (e->end > e->start)
		return line_of(l, e->end - 1) + 1;
	at = line_of(l, e->start);
	/* an insertion at a line's start changes no old line */
	return at == l->nr || l->start[at] == e->start ? at : at + 1;
}

/* The edits as changes of whole lines, merged where they share a line. */
static int build_changes(const struct lines *l, const struct bl_edit *e, size_t nr,
			 struct change *ch, size_t *nr_ch)
{
	size_t i = 0, j, n = 0, pos;

	while (i < nr) {
		struct change *c = &ch[n++];

		memset(c, 0, sizeof(*c));
		c->l0 = edit_l0(l, &e[i]);
		c->l1 = edit_l1(l, &e[i]);
		for (j = i; j + 1 < nr && edit_l0(l, &e[j + 1]) < c->l1; j++)
			if (edit_l1(l, &e[j + 1]) > c->l1)
				c->l1 = edit_l1(l, &e[j + 1]);
		pos = l->start[c->l0];
		for (; i <= j; i++) {
			bl_sb_put(&c->text, l->text + pos, e[i].start - pos);
			bl_sb_put(&c->text, e[i].text, strlen(e[i].text));
			pos = e[i].end;
		}
		bl_sb_put(&c->text, l->text + pos, l->start[c->l1] - pos);
		if (c->text.oom)
			return -ENOMEM;
		c->nr_new = count_lines(c->text.buf, c->text.len);
	}
	*nr_ch = n;
	return 0;
}

static void put_hunk(struct bl_strbuf *sb, const struct lines *l,
		     const struct change *c, size_t n, long delta)
{
	size_t from = c[0].l0 > CONTEXT ? c[0].l0 - CONTEXT : 0;
	size_t to = c[n - 1].l1 + CONTEXT < l->nr ? c[n - 1].l1 + CONTEXT : l->nr;
	size_t old_n = to - from, new_n = old_n, i, at = from;

	for (i = 0; i < n; i++)
		new_n = new_n - (c[i].l1 - c[i].l0) + c[i].nr_new;
	bl_sb_printf(sb, "@@ -%zu,%zu +%zu,%zu @@\n",
		     old_n ? from + 1 : from, old_n,
		     new_n ? (size_t)((long)from + delta) + 1 : (size_t)((long)from + delta), new_n);
	for (i = 0; i < n; i++) {
		put_old(sb, l, ' ', at, c[i].l0);
		put_old(sb, l, '-', c[i].l0, c[i].l1);
		put_new(sb, &c[i]);
		at = c[i].l1;
	}
	put_old(sb, l, ' ', at, to);
}

int bl_udiff_file(struct bl_strbuf *sb, const char *path, const char *old,
		  size_t len, const struct bl_edit *edits, size_t nr)
{
	struct lines l = { 0 };
	struct change *ch;
	size_t nr_ch = 0, i, g;
	long delta = 0;
	int err;

	if (!nr)
		return 0;
	err = index_lines(&l, old, len);
	ch = err ? NULL : calloc(nr, sizeof(*ch));
	if (!ch) {
		free(l.start);
		return -ENOMEM;
	}
	err = build_changes(&l, edits, nr, ch, &nr_ch);
	if (err)
		goto out;
	bl_sb_printf(sb, "--- a/%s\n+++ b/%s\n", path, path);
	for (i = 0; i < nr_ch; i = g) {
		long d = 0;
		size_t k;

		/* changes whose context would overlap share a hunk */
		for (g = i + 1; g < nr_ch && ch[g].l0 <= ch[g - 1].l1 + 2 * CONTEXT; g++)
			;
		put_hunk(sb, &l, &ch[i], g - i, delta);
		for (k = i; k < g; k++)
			d += (long)ch[k].nr_new - (long)(ch[k].l1 - ch[k].l0);
		delta += d;
	}
	err = sb->oom ? -ENOMEM : 0;
out:
	for (i = 0; i < nr_ch; i++)
		free(ch[i].text.buf);
	free(ch);
	free(l.start);
	return err;
}
