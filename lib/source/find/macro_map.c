// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Macro calls and definitions of legacy maps (macro_map.h). A definition
 * is read from its `#define` token: a copy with each continuation's
 * backslash blanked keeps the original's offsets, so the parameters and
 * the head (`# define __BPF_MAP(NAME, ...)`) are the file's own bytes; the
 * replacement list is scanned as a file of one statement. The rewritten
 * definition keeps the head as it was and writes the BTF-defined body, so
 * every call site still reads `BPF_HASH(...);` and declares the map the
 * binary conversion gives.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "convert/legacy_layout.h"
#include "source/find/macro_map.h"

/* The arguments of the call whose `(` is token @open, up to @last: *@close
 * its `)`. NULL, or why they cannot be read. */
static const char *read_args(const struct bl_src_file *f, size_t open, size_t last,
			     struct bl_macro_call *c, size_t *close)
{
	size_t i, depth = 0, start = SIZE_MAX;

	c->nr_args = 0;
	for (i = open + 1; i <= last; i++) {
		char p = bl_src_punct(f, i);

		if (f->toks[i].kind == BL_TOK_COMMENT)
			continue;
		if (f->toks[i].kind == BL_TOK_PP)
			return "a preprocessor line inside the macro call";
		if (bl_src_top_level(f, i, &depth) && (p == ',' || p == ')')) {
			if (start == SIZE_MAX) {
				if (p == ')' && !c->nr_args)
					break;	/* no arguments */
				return "an empty macro argument";
			}
			if (c->nr_args == BL_MACRO_MAX_ARGS)
				return "more macro arguments than are read";
			c->first[c->nr_args] = start;
			c->last[c->nr_args++] = i - 1;
			while (f->toks[c->last[c->nr_args - 1]].kind == BL_TOK_COMMENT)
				c->last[c->nr_args - 1]--;
			start = SIZE_MAX;
			if (p == ')')
				break;
			continue;
		}
		if (start == SIZE_MAX)
			start = i;
	}
	if (i > last)
		return "the macro call's ')' is missing";
	*close = i;
	return NULL;
}

/* Which argument of @c is exactly the identifier @name: *@k; the count. */
static size_t name_args(const struct bl_src_file *f, const struct bl_macro_call *c,
			const char *name, size_t *k)
{
	size_t a, n = 0;

	for (a = 0; a < c->nr_args; a++) {
		if (c->first[a] != c->last[a] || f->toks[c->first[a]].kind != BL_TOK_IDENT ||
		    !bl_tok_is(f->text, &f->toks[c->first[a]], name))
			continue;
		*k = a;
		n++;
	}
	return n;
}

/* Statement @si as `MACRO(ARGS);` with @name an argument: NULL, or why not. */
static const char *call_stmt(const struct bl_src_file *f, size_t si, const char *name,
			     struct bl_macro_call *c)
{
	const struct bl_src_stmt *s = &f->stmts[si];
	size_t open, close, after;
	const char *why;

	memset(c, 0, sizeof(*c));
	c->stmt = si;
	c->macro = s->first;
	if (f->toks[s->first].kind != BL_TOK_IDENT)
		return "not a macro call";
	open = bl_src_next_in(f, s->first, s->last);
	if (open == SIZE_MAX || bl_src_punct(f, open) != '(')
		return "not a macro call";
	why = read_args(f, open, s->last, c, &close);
	if (why)
		return why;
	after = bl_src_next_in(f, close, s->last);
	if (after != SIZE_MAX && !(after == s->last && bl_src_punct(f, s->last) == ';'))
		return "something follows the macro call";
	switch (name_args(f, c, name, &c->name_arg)) {
	case 0:
		return "the map's name is not an argument of its own";
	case 1:
		return NULL;
	default:
		return "the map's name is more than one argument";
	}
}

const char *bl_macro_call_find(const struct bl_src_file *f, const char *name,
			       unsigned int line, struct bl_macro_call *c)
{
	const char *why = "no macro call with the map's name as an argument";
	struct bl_macro_call one;
	size_t i, nr = 0;

	if (f->err)
		return f->err;
	for (i = 0; i < f->nr_stmts; i++) {
		const struct bl_src_stmt *s = &f->stmts[i];
		const char *w;

		if (s->is_function || (line && !bl_src_covers(f, s, line)))
			continue;
		w = call_stmt(f, i, name, &one);
		if (w) {
			if (line)
				why = w;
			continue;
		}
		*c = one;
		nr++;
	}
	if (nr > 1)
		return "called with the map's name more than once in this file";
	return nr ? NULL : why;
}

/* The macro name of #define token @t: its offset in the file and its
 * length, 0 when @t defines nothing. */
static size_t define_name(const char *src, const struct bl_tok *t, size_t *off)
{
	struct bl_pp p;

	bl_pp_parse(src, t, &p);
	*off = p.arg - src;
	return bl_pp_is(&p, "define") ? bl_pp_ident(&p) : 0;
}

size_t bl_macro_body_off(const struct bl_macro_def *m)
{
	return m->head_end + m->scan.toks[m->scan.stmts[0].first].off;
}

size_t bl_macro_def_find(const struct bl_src_file *f, const char *name, size_t *nr)
{
	size_t i, off, n, found = SIZE_MAX, want = strlen(name);

	*nr = 0;
	for (i = 0; i < f->nr_toks; i++) {
		const struct bl_tok *t = &f->toks[i];

		if (t->kind != BL_TOK_PP)
			continue;
		n = define_name(f->text, t, &off);
		/* function-like: the `(` right after the name */
		if (n != want || memcmp(f->text + off, name, n) ||
		    off + n >= t->off + t->len || f->text[off + n] != '(')
			continue;
		if (found == SIZE_MAX)
			found = i;
		(*nr)++;
	}
	return found;
}

void bl_macro_def_free(struct bl_macro_def *m)
{
	size_t i;

	for (i = 0; i < m->nr_params; i++)
		free(m->params[i]);
	bl_src_free(&m->scan);
	free(m->body);
	free(m->text);
	free(m->orig);
	free(m->name);
	memset(m, 0, sizeof(*m));
}

/* The parameters of the definition in m->text, its `(` at byte @open. */
static int read_params(struct bl_macro_def *m, size_t open, size_t len, const char **why)
{
	size_t i = open + 1, n;

	for (;;) {
		while (i < len && strchr(" \t\n", m->text[i]))
			i++;
		if (i < len && m->text[i] == ')' && !m->nr_params)
			break;
		for (n = 0; i + n < len && (m->text[i + n] == '_' ||
					    (m->text[i + n] >= 'a' && m->text[i + n] <= 'z') ||
					    (m->text[i + n] >= 'A' && m->text[i + n] <= 'Z') ||
					    (m->text[i + n] >= '0' && m->text[i + n] <= '9')); n++)
			;
		if (!n || m->nr_params == BL_MACRO_MAX_ARGS) {
			*why = "its parameters are not a list of names (variadic?)";
			return -EINVAL;
		}
		m->params[m->nr_params] = strndup(m->text + i, n);
		if (!m->params[m->nr_params++])
			return -ENOMEM;
		for (i += n; i < len && strchr(" \t\n", m->text[i]); i++)
			;
		if (i < len && m->text[i] == ')')
			break;
		if (i >= len || m->text[i] != ',') {
			*why = "its parameters are not a list of names (variadic?)";
			return -EINVAL;
		}
		i++;
	}
	m->head_end = i + 1;
	return 0;
}

int bl_macro_def_read(const struct bl_src_file *f, size_t tok, struct bl_macro_def *m,
		      const char **why)
{
	const struct bl_tok *t = &f->toks[tok];
	size_t off, n, i, end;
	int err;

	memset(m, 0, sizeof(*m));
	m->tok = tok;
	*why = "not a function-like macro definition";
	n = define_name(f->text, t, &off);
	if (!n || off + n >= t->off + t->len || f->text[off + n] != '(')
		return -EINVAL;
	m->name = strndup(f->text + off, n);
	m->orig = strndup(f->text + t->off, t->len);
	m->text = strndup(f->text + t->off, t->len);
	err = -ENOMEM;
	if (!m->name || !m->orig || !m->text)
		goto fail;
	for (i = 0; i + 1 < t->len; i++)
		if (m->text[i] == '\\' && m->text[i + 1] == '\n')
			m->text[i] = ' ';
	err = read_params(m, off + n - t->off, t->len, why);
	if (err)
		goto fail;
	/* the replacement list, and a `;` so it scans as a statement */
	for (end = t->len; end > m->head_end && strchr(" \t\n", m->text[end - 1]); end--)
		;
	if (end == m->head_end) {
		*why = "its body is empty";
		err = -EINVAL;
		goto fail;
	}
	m->has_semi = m->text[end - 1] == ';';
	m->body_len = end - m->head_end + !m->has_semi;
	m->body = malloc(m->body_len + 1);
	err = -ENOMEM;
	if (!m->body)
		goto fail;
	memcpy(m->body, m->text + m->head_end, end - m->head_end);
	if (!m->has_semi)
		m->body[m->body_len - 1] = ';';
	m->body[m->body_len] = 0;
	err = bl_src_scan(m->body, m->body_len, &m->scan);
	if (err)
		goto fail;
	if (m->scan.err || m->scan.nr_stmts != 1) {
		*why = m->scan.err ? m->scan.err : "its body is not one declaration or call";
		err = -EINVAL;
		goto fail;
	}
	/* the arguments are taken as they are: no `#x` or `a##b` */
	for (i = 0; i < m->scan.nr_toks; i++) {
		if (m->scan.toks[i].kind == BL_TOK_PP || bl_src_punct(&m->scan, i) == '#') {
			*why = "its body stringizes or pastes its parameters (# or ##)";
			err = -EINVAL;
			goto fail;
		}
	}
	return 0;
fail:
	bl_macro_def_free(m);
	return err;
}

long bl_macro_param(const struct bl_macro_def *m, const struct bl_src_file *f, size_t tok)
{
	size_t k;

	if (f->toks[tok].kind != BL_TOK_IDENT)
		return -1;
	for (k = 0; k < m->nr_params; k++)
		if (bl_tok_is(f->text, &f->toks[tok], m->params[k]))
			return (long)k;
	return -1;
}

const char *bl_macro_body_call(const struct bl_macro_def *m, size_t param,
			       struct bl_macro_call *c)
{
	return call_stmt(&m->scan, 0, m->params[param], c);
}

void bl_macro_subst(const struct bl_macro_def *m, const struct bl_src_file *f,
		    size_t first, size_t last, char *const *args, struct bl_strbuf *out)
{
	size_t i, gap;
	long k;

	for (i = first; i <= last; i++) {
		const struct bl_tok *t = &f->toks[i];

		if (t->kind == BL_TOK_COMMENT)
			continue;
		if (i > first) {
			/* one space where the source had any */
			gap = t->off - (f->toks[i - 1].off + f->toks[i - 1].len);
			if (gap)
				bl_sb_put(out, " ", 1);
		}
		k = m ? bl_macro_param(m, f, i) : -1;
		if (k >= 0)
			bl_sb_printf(out, "%s", args[k]);
		else
			bl_sb_put(out, f->text + t->off, t->len);
	}
}

/* The column @s[0..n) ends at, starting at @col (tabs of 8). */
static size_t column(const char *s, size_t n, size_t col)
{
	size_t i;

	for (i = 0; i < n; i++)
		col = s[i] == '\t' ? (col / 8 + 1) * 8 : s[i] == '\n' ? 0 : col + 1;
	return col;
}

/* End a line of the new body whose text began at out->buf[@start]: tabs up
 * to column @at (a space when past it), the continuation. */
static void end_line(struct bl_strbuf *out, size_t start, size_t first_col, size_t at)
{
	size_t col = out->oom ? 0 : column(out->buf + start, out->len - start, first_col);

	if (col >= at)
		bl_sb_put(out, " ", 1);
	while (col < at) {
		bl_sb_put(out, "\t", 1);
		col = (col / 8 + 1) * 8;
	}
	bl_sb_put(out, "\\\n", 2);
}

/* @s..@n, in parentheses unless one token or already in a pair of its own. */
static void put_operand(struct bl_strbuf *out, const struct bl_src_file *f, size_t first,
			size_t last)
{
	size_t a = f->toks[first].off, b = f->toks[last].off + f->toks[last].len;
	bool whole = first == last ||
		     (bl_src_punct(f, first) == '(' && bl_src_closing(f, first, last) == last);

	bl_sb_printf(out, whole ? "%.*s" : "(%.*s)", (int)(b - a), f->text + a);
}

/* Pinning, in three lines: which legacy values pin (a comment), the
 * condition on the item's expression, the value. */
static void put_pinning(struct bl_strbuf *out, const struct bl_src_file *f,
			const struct bl_init_item *it, unsigned int pins, const char *ind,
			int n, size_t at)
{
	/* the comment; the condition: X op1, and X op2 when there is one */
	static const char *const how[8][3] = {
		[BL_MPIN_GLOBAL] = { "PIN_GLOBAL_NS", " == 2" },
		[BL_MPIN_GLOBAL | BL_MPIN_OBJECT] = {
			"PIN_OBJECT_NS, PIN_GLOBAL_NS", " == 1 || ", " == 2" },
		[BL_MPIN_GLOBAL | BL_MPIN_CUSTOM] = { "PIN_GLOBAL_NS, custom pins", " > 1" },
		[BL_MPIN_GLOBAL | BL_MPIN_OBJECT | BL_MPIN_CUSTOM] = { "all but PIN_NONE", " != 0" },
	};
	const char *const *h = how[pins & 7][0] ? how[pins & 7] : how[BL_MPIN_GLOBAL];
	struct bl_strbuf op = { 0 };
	const char *x;
	size_t start = out->len;

	put_operand(&op, f, it->first, it->last);
	x = op.oom ? "" : op.buf;
	bl_sb_printf(out, "%.*s/* pinned by name: %s */", n, ind, h[0]);
	end_line(out, start, 0, at);
	start = out->len;
	bl_sb_printf(out, "%.*s__uint(pinning, ", n, ind);
	bl_sb_printf(out, "%s%s", x, h[1]);
	if (h[2])
		bl_sb_printf(out, "%s%s", x, h[2]);
	bl_sb_put(out, " ?", 2);
	end_line(out, start, 0, at);
	bl_sb_printf(out, "%.*s\tLIBBPF_PIN_BY_NAME : 0);", n, ind);
	free(op.buf);
}

/* The column where @n bytes of @s end, from the start of the line they
 * end on (tabs of 8). */
static size_t line_col(const char *s, size_t n)
{
	size_t ls = n;

	while (ls && s[ls - 1] != '\n')
		ls--;
	return column(s + ls, n - ls, 0);
}

/* The indentation of the line holding byte @o of @s: its length, *@ind. */
static size_t indent_of(const char *s, size_t o, const char **ind)
{
	size_t ls = o, n = 0;

	while (ls && s[ls - 1] != '\n')
		ls--;
	while (ls + n < o && (s[ls + n] == ' ' || s[ls + n] == '\t'))
		n++;
	*ind = s + ls;
	return n;
}

const char *const bl_w_member[BL_W_PINNING + 1] = {
	[BL_W_TYPE] = "type", [BL_W_KEY] = "key_size", [BL_W_VALUE] = "value_size",
	[BL_W_MAX] = "max_entries", [BL_W_FLAGS] = "map_flags",
	[BL_W_PINNING] = "pinning",
};

void bl_macro_rewrite(const struct bl_macro_def *m, const struct bl_map_decl *d,
		      const long *word, unsigned int pins, struct bl_strbuf *out)
{
	const struct bl_src_file *f = &m->scan;
	const struct bl_src_stmt *s = &f->stmts[0];
	size_t body = bl_macro_body_off(m), nl, at = 72, col, i, k, start;
	size_t n0, n1 = 0;
	const char *ind0, *ind1 = "\t\t";

	/* the continuations stand where the body's first one stood */
	for (nl = m->head_end; m->orig[nl] && m->orig[nl] != '\n'; nl++)
		;
	if (m->orig[nl] == '\n' && nl > m->head_end && m->orig[nl - 1] == '\\')
		at = line_col(m->orig, nl - 1);
	n0 = indent_of(m->orig, body, &ind0);
	for (i = 0; i < d->nr_items && !n1; i++)
		n1 = indent_of(m->body, f->toks[d->items[i].field != SIZE_MAX ?
						 d->items[i].field : d->items[i].first].off, &ind1);
	if (!n1) {
		ind1 = "\t\t";
		n1 = 2;
	}
	/* from the body's first token on (the head stays as it is) */
	col = line_col(m->orig, body);
	start = out->len;
	for (k = s->first; k < d->name_tok; k++) {
		static const char *const keep[] = { "static", "const", "volatile" };
		size_t q;

		for (q = 0; f->toks[k].kind == BL_TOK_IDENT && q < 3; q++)
			if (bl_tok_is(f->text, &f->toks[k], keep[q]))
				bl_sb_printf(out, "%s ", keep[q]);
	}
	bl_sb_put(out, "struct {", 8);
	end_line(out, start, col, at);
	for (i = 0; i < d->nr_items; i++) {
		const struct bl_init_item *it = &d->items[i];

		if (word[i] < 0 || word[i] > BL_W_PINNING || !bl_w_member[word[i]])
			continue;
		start = out->len;
		if (word[i] == BL_W_PINNING) {
			put_pinning(out, f, it, pins, ind1, (int)n1, at);
		} else {
			bl_sb_printf(out, "%.*s__uint(%s, ", (int)n1, ind1, bl_w_member[word[i]]);
			put_operand(out, f, it->first, it->last);
			bl_sb_put(out, ");", 2);
		}
		end_line(out, start, 0, at);
	}
	bl_sb_printf(out, "%.*s} ", (int)n0, ind0);
	bl_sb_put(out, f->text + f->toks[d->name_tok].off, f->toks[d->name_tok].len);
	bl_sb_printf(out, " SEC(\".maps\")%s", m->has_semi ? ";" : "");
}
