/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * File-scope statements of a C source (decl_find.c) and, among them, the
 * legacy map declarations and BPF_ANNOTATE_KV_PAIR lines the source
 * migration rewrites. A statement runs from its first token to its `;`
 * (or a function body's `}`); comments and blank lines before it are not
 * part of it.
 */
#ifndef BL_DECL_FIND_H
#define BL_DECL_FIND_H

#include "source/lex/c_lexer.h"

struct bl_src_stmt {
	size_t first, last;	/* token indices, inclusive */
	bool has_pp;		/* a preprocessor line inside */
	bool is_function;
};

struct bl_src_file {
	const char *text;
	size_t len;
	struct bl_tok *toks;
	size_t nr_toks;
	struct bl_src_stmt *stmts;
	size_t nr_stmts;
	const char *err;	/* why the file cannot be taken apart, or NULL */
	unsigned int err_line;
};

/* Token @i's character when it is a punctuator, else 0. */
static inline char bl_src_punct(const struct bl_src_file *f, size_t i)
{
	return f->toks[i].kind == BL_TOK_PUNCT ? f->text[f->toks[i].off] : 0;
}

/* -ENOMEM, or 0 (with f->err set when the text is not lexable C). */
int bl_src_scan(const char *text, size_t len, struct bl_src_file *f);
void bl_src_free(struct bl_src_file *f);

#define BL_INIT_MAX_ITEMS 16

/* One initialiser of a definition: `.field = value` or a positional value. */
struct bl_init_item {
	size_t field;		/* IDENT token of the designator, or SIZE_MAX */
	size_t first, last;	/* tokens of the value */
	size_t comment;		/* a comment after it on its line, or SIZE_MAX */
	size_t lead, nr_lead;	/* comment tokens on the lines before it (and
				 * the #if lines between it and the previous) */
	bool cond;		/* inside an #if group of the initialiser */
};

struct bl_map_decl {
	size_t stmt;
	size_t name_tok;
	size_t type_first, type_last;	/* `struct bpf_elf_map`, or SIZE_MAX */
	bool has_init;
	struct bl_init_item items[BL_INIT_MAX_ITEMS];
	size_t nr_items;
	size_t tail, nr_tail;	/* comment tokens after the last item */
	bool has_pp;		/* #if/#else/#endif lines between the items */
	size_t open;		/* the initialiser's `{` (with has_pp) */
};

/*
 * The definition of the variable @name declared at @line (0: anywhere in
 * the file, then it must be the only definition). NULL when found, else
 * why it cannot be rewritten (static text); *@where is then the line the
 * reason is about.
 */
const char *bl_src_find_map(const struct bl_src_file *f, const char *name,
			    unsigned int line, struct bl_map_decl *out,
			    unsigned int *where);

/* bl_src_find_map()'s answer for a name that is a macro argument there
 * (the same pointer): sp_macros.c follows the macro. */
extern const char bl_src_why_macro[];

/* A call statement `MACRO(NAME, A, B);` at @line (0: anywhere): token
 * ranges of A and B. The statement index, or -1. */
long bl_src_find_kv(const struct bl_src_file *f, const char *macro,
		    const char *name, unsigned int line, size_t arg_first[2],
		    size_t arg_last[2]);

/*
 * Where a block every declaration from byte @off on needs goes (top_point.c):
 * @off, or before the outermost conditional group around it (the include
 * guard aside) and before the comments right above. A byte offset.
 */
size_t bl_src_top_point(const struct bl_src_file *f, size_t off);

/*
 * The uses of the types `struct TAGS[k]` in @f (comments, strings and
 * preprocessor lines are no uses, nor a struct's definition, a forward
 * declaration, or an object of the type itself declared at file scope):
 * @fn(index of the `struct` token, k, @ctx) for each, in source order. 0,
 * or the first nonzero @fn returns.
 */
typedef int (*bl_tag_use_fn)(size_t tok, size_t tag, void *ctx);
int bl_src_tag_uses(const struct bl_src_file *f, const char *const *tags, size_t nr_tags,
		    bl_tag_use_fn fn, void *ctx);

/* The next token at or after @i that is not a comment (f->nr_toks: none). */
size_t bl_src_sig(const struct bl_src_file *f, size_t i);

/* The next significant token after @i up to @last (a statement's), or
 * SIZE_MAX. */
size_t bl_src_next_in(const struct bl_src_file *f, size_t i, size_t last);

/*
 * One step of a scan along bracket depth: token @i opens or closes a
 * bracket (*@depth follows it; a stray closer is ignored) or stands at
 * *@depth. True for a token at depth 0 that opens or closes nothing.
 */
bool bl_src_top_level(const struct bl_src_file *f, size_t i, size_t *depth);

/* Whether statement @s of @f spans line @line. */
bool bl_src_covers(const struct bl_src_file *f, const struct bl_src_stmt *s,
		   unsigned int line);

/* The token up to @last closing the bracket opened at @i, or SIZE_MAX. */
size_t bl_src_closing(const struct bl_src_file *f, size_t i, size_t last);

#endif /* BL_DECL_FIND_H */
