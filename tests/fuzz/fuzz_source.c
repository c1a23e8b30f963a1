// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The source migration's parsers on arbitrary text: the C lexer, the
 * file-scope statement splitter, the map declaration (#if groups in the
 * initialiser too), annotation, tail-call section and static-program
 * finders, the rewriter (also as a late inner map's template), the diff
 * writer, the walk of #include lines (under a root that does not exist:
 * nothing is read) and the macros declaring maps (a call with the name as
 * an argument, the definition it names, its body rewritten). Tokens stay inside the text,
 * in order and apart; statements are runs of tokens in order; a found
 * declaration is a statement and is rewritten into a diff that names the
 * file and leaves the bytes outside the declaration alone.
 */
#include <stdint.h>

#include <linux/bpf.h>

#include "fuzz.h"
#include "source/find/decl_find.h"
#include "source/find/macro_map.h"
#include "source/find/macro_reach.h"
#include "source/rewrite/map_rewrite.h"
#include "source/find/tail_find.h"
#include "source/patch/udiff.h"

static void check_scan(const struct bl_src_file *f, size_t len)
{
	size_t i;

	for (i = 0; i < f->nr_toks; i++) {
		const struct bl_tok *t = &f->toks[i];

		FUZZ_ASSERT(t->len && t->off + t->len <= len);
		FUZZ_ASSERT(t->end_line >= t->line);
		if (i) {
			FUZZ_ASSERT(f->toks[i - 1].off + f->toks[i - 1].len <= t->off);
			FUZZ_ASSERT(f->toks[i - 1].end_line <= t->line);
		}
	}
	for (i = 0; i < f->nr_stmts; i++) {
		FUZZ_ASSERT(f->stmts[i].first <= f->stmts[i].last);
		FUZZ_ASSERT(f->stmts[i].last < f->nr_toks);
		if (i)
			FUZZ_ASSERT(f->stmts[i - 1].last < f->stmts[i].first);
	}
	FUZZ_ASSERT(!f->err || f->err[0]);
}

static void rewrite_as(const struct bl_src_file *f, const char *name,
		       const struct bl_map_decl *d, const char *tmpl);

/* Lines of @text starting with '#': the initialiser's #if lines, and
 * lines of comments that start with one. */
static size_t pp_lines(const char *text)
{
	size_t n = text[0] == '#';

	for (; *text; text++)
		n += text[0] == '\n' && text[1] == '#';
	return n;
}

/* Preprocessor tokens in statement @s. */
static size_t pp_toks(const struct bl_src_file *f, const struct bl_src_stmt *s)
{
	size_t i, n = 0;

	for (i = s->first; i <= s->last; i++)
		n += f->toks[i].kind == BL_TOK_PP;
	return n;
}

/*
 * A found declaration is rewritten the plain way and as a late inner map
 * (its own tag, an unpinned template spelt with sizes, a forward
 * declaration first): each keeps every #if line of the initialiser, once
 * per struct it writes, and is one edit the diff writer takes.
 */
static void rewrite(const struct bl_src_file *f, const char *name,
		    const struct bl_map_decl *d)
{
	char tmpl[80];
	int late;

	snprintf(tmpl, sizeof(tmpl), "%s_template", name);
	for (late = 0; late < 2; late++)
		rewrite_as(f, name, d, late ? tmpl : NULL);
}

static void rewrite_as(const struct bl_src_file *f, const char *name,
		       const struct bl_map_decl *d, const char *tmpl)
{
	static const struct bl_btf_def def = {
		.attr = { .type = BPF_MAP_TYPE_ARRAY, .key_size = 4, .value_size = 8,
			  .max_entries = 1, .map_flags = 1 },
		.has_numa = true, .has_pinning = true, .pinning = 1,
	};
	struct bl_rw_map m = { .name = name, .def = &def, .layout = BL_LAYOUT_ELF_MAP,
			       .tag = tmpl ? name : NULL, .tmpl_tag = tmpl,
			       .tmpl_sized = !!tmpl, .protos = tmpl ? "struct x;\n" : NULL };
	const struct bl_src_stmt *s = &f->stmts[d->stmt];
	struct bl_strbuf text = { 0 }, diff = { 0 };
	struct bl_edit e;
	size_t i;

	FUZZ_ASSERT(d->stmt < f->nr_stmts);
	FUZZ_ASSERT(d->name_tok >= s->first && d->name_tok <= s->last);
	FUZZ_ASSERT(d->nr_items <= BL_INIT_MAX_ITEMS);
	for (i = 0; i < d->nr_items; i++)
		FUZZ_ASSERT(d->items[i].first <= d->items[i].last &&
			    d->items[i].last < s->last &&
			    d->items[i].lead + d->items[i].nr_lead <= d->items[i].first);
	if (bl_map_rewrite(f, d, &m, &text) || !text.buf) {
		free(text.buf);
		return;
	}
	/* comments may hold lines that start with # too */
	FUZZ_ASSERT(pp_lines(text.buf) >= (tmpl ? 2 : 1) * pp_toks(f, s));
	FUZZ_ASSERT(d->has_pp == !!pp_toks(f, s));
	e = (struct bl_edit){
		.start = f->toks[s->first].off,
		.end = f->toks[s->last].off + f->toks[s->last].len,
		.text = text.buf,
	};
	FUZZ_ASSERT(!bl_udiff_file(&diff, "x.c", f->text, f->len, &e, 1));
	FUZZ_ASSERT(diff.len > 18 && !memcmp(diff.buf, "--- a/x.c\n+++ b/x.c\n", 20));
	free(diff.buf);
	free(text.buf);
}

/* A found tail-call attribute lies inside its function's header, before
 * the body, and the prototype without it is one declaration. */
static void tail(const struct bl_src_file *f, const char *func, unsigned int line)
{
	static const char *const secs[] = { "1/0", "0x1f/3" };
	struct bl_tail_attr a;
	unsigned int where;
	size_t k, n;
	char *proto;

	for (k = 0; k < sizeof(secs) / sizeof(secs[0]); k++) {
		if (bl_src_find_tail_attr(f, func, line, secs[k], &a, &where))
			continue;
		FUZZ_ASSERT(a.stmt < f->nr_stmts);
		FUZZ_ASSERT(f->stmts[a.stmt].first <= a.call_first);
		FUZZ_ASSERT(a.call_first <= a.first && a.first <= a.last);
		FUZZ_ASSERT(a.last <= a.call_last && a.call_last < a.body);
		FUZZ_ASSERT(a.body <= f->stmts[a.stmt].last && a.body < f->nr_toks);
		proto = bl_src_tail_proto(f, &a);
		if (!proto)
			continue;
		n = strlen(proto);
		FUZZ_ASSERT(n >= 2 && !strcmp(proto + n - 2, ";\n"));
		free(proto);
	}
}

/* The `static` keywords of a program found are `static` tokens, the
 * definition's first, in source order. */
static void statics(const struct bl_src_file *f, const char *func, unsigned int line)
{
	size_t toks[8], nr, k;
	unsigned int where;

	if (bl_src_find_static(f, func, line, toks, 8, &nr, &where))
		return;
	FUZZ_ASSERT(nr >= 1 && nr <= 8);
	for (k = 0; k < nr; k++) {
		FUZZ_ASSERT(toks[k] < f->nr_toks && f->toks[toks[k]].kind == BL_TOK_IDENT &&
			    bl_tok_is(f->text, &f->toks[toks[k]], "static"));
		FUZZ_ASSERT(k < 2 || toks[k - 1] < toks[k]);
		FUZZ_ASSERT(!k || toks[k] < toks[0]);
	}
}

/* A use of a legacy struct tag is a `struct` keyword of the file. */
static int use(size_t tok, size_t tag, void *ctx)
{
	const struct bl_src_file *f = ctx;

	FUZZ_ASSERT(tok < f->nr_toks && !tag && bl_tok_is(f->text, &f->toks[tok], "struct"));
	return 0;
}

/* The #include walk: what it names as unread is an include of the text. */
static void reach(const struct bl_src_file *f)
{
	struct bl_macro_reach mr;

	if (f->err || bl_macro_reach(f, "/nonexistent.bl/x.c", f->len, "/nonexistent.bl", &mr))
		return;
	FUZZ_ASSERT(!mr.defined || !mr.unread_name);
	if (mr.unread_name) {
		FUZZ_ASSERT(!strcmp(mr.unread_file, "/nonexistent.bl/x.c") && mr.unread_why);
		FUZZ_ASSERT(mr.unread_line >= 1 && mr.unread_line <= f->toks[f->nr_toks - 1].end_line);
	}
	bl_macro_reach_free(&mr);
}

/* The macro call with @name as an argument, the definition of the macro
 * it calls, and a body declaring the map rewritten. */
static void macros(const struct bl_src_file *f, const char *name, unsigned int line)
{
	static char a0[] = "a", a1[] = "(b + 1)";
	char *args[BL_MACRO_MAX_ARGS] = { a0, a1, a0, a1, a0, a1, a0, a1,
					  a0, a1, a0, a1, a0, a1, a0, a1 };
	struct bl_rw_map rw = { .name = name, .layout = BL_LAYOUT_ELF_MAP };
	long word[BL_INIT_MAX_ITEMS];
	struct bl_strbuf sb = { 0 };
	struct bl_macro_call c, bc;
	struct bl_macro_def m;
	struct bl_map_decl d;
	const char *why;
	char macro[64];
	unsigned int where;
	size_t k, tok, nr;

	if (bl_macro_call_find(f, name, line, &c))
		return;
	FUZZ_ASSERT(c.stmt < f->nr_stmts && c.name_arg < c.nr_args);
	for (k = 0; k < c.nr_args; k++)
		FUZZ_ASSERT(c.first[k] <= c.last[k] && c.last[k] <= f->stmts[c.stmt].last);
	if (f->toks[c.macro].len >= sizeof(macro))
		return;
	memcpy(macro, f->text + f->toks[c.macro].off, f->toks[c.macro].len);
	macro[f->toks[c.macro].len] = '\0';
	tok = bl_macro_def_find(f, macro, &nr);
	if (tok == SIZE_MAX || bl_macro_def_read(f, tok, &m, &why))
		return;
	FUZZ_ASSERT(bl_macro_body_off(&m) < f->toks[tok].len && m.scan.nr_stmts == 1);
	if (c.name_arg < m.nr_params) {
		if (!bl_src_find_map(&m.scan, m.params[c.name_arg], 0, &d, &where) && d.has_init &&
		    !bl_map_item_words(&m.scan, &d, &rw, word)) {
			bl_macro_rewrite(&m, &d, word, BL_MPIN_GLOBAL | BL_MPIN_OBJECT, &sb);
			FUZZ_ASSERT(sb.oom || sb.len);
		}
		if (!bl_macro_body_call(&m, c.name_arg, &bc))
			FUZZ_ASSERT(bc.name_arg < bc.nr_args);
	}
	bl_macro_subst(&m, &m.scan, 0, m.scan.nr_toks - 1, args, &sb);
	free(sb.buf);
	bl_macro_def_free(&m);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const char *const tags[] = { "bpf_map_def" };
	struct bl_src_file f;
	size_t i, tried = 0, af[2], al[2];
	char name[64];

	if (bl_src_scan((const char *)data, size, &f))
		return 0;
	check_scan(&f, size);
	bl_src_tag_uses(&f, tags, 1, use, &f);
	reach(&f);
	/* the first few identifiers as map and program names, by line and by
	 * name alone; then a few that stand before '=' or '(' (declarators) */
	for (i = 0; i < f.nr_toks && tried < 8; i++) {
		const struct bl_tok *t = &f.toks[i];
		struct bl_map_decl d;
		unsigned int where;
		size_t n = bl_src_sig(&f, i + 1);

		if (t->kind != BL_TOK_IDENT || t->len >= sizeof(name))
			continue;
		if (tried >= 4 && (n >= f.nr_toks || f.toks[n].kind != BL_TOK_PUNCT ||
				   (f.text[f.toks[n].off] != '=' && f.text[f.toks[n].off] != '(')))
			continue;
		memcpy(name, f.text + t->off, t->len);
		name[t->len] = '\0';
		if (memchr(name, '\\', t->len))
			continue;
		tried++;
		if (!bl_src_find_map(&f, name, t->line, &d, &where)) {
			FUZZ_ASSERT(d.type_last == SIZE_MAX ||
				    (d.type_first < d.type_last && d.type_last < d.name_tok));
			rewrite(&f, name, &d);
		}
		if (!bl_src_find_map(&f, name, 0, &d, &where))
			rewrite(&f, name, &d);
		bl_src_find_kv(&f, "BPF_ANNOTATE_KV_PAIR", name, 0, af, al);
		tail(&f, name, t->line);
		tail(&f, name, 0);
		statics(&f, name, t->line);
		statics(&f, name, 0);
		macros(&f, name, t->line);
		macros(&f, name, 0);
	}
	bl_src_free(&f);
	return 0;
}
