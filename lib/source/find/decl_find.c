// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * File-scope statements and legacy map declarations (decl_find.h). The
 * statement splitter only counts brackets: a `{` right after a `)` at file
 * scope, with no `=` before it, opens a function body (which ends the
 * statement at its `}`); every other statement ends at a `;` outside
 * brackets. Brackets must pair up, or the file is refused.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source/find/decl_find.h"
#include "util/grow.h"

static int push_tok(struct bl_src_file *f, const struct bl_tok *t, size_t *cap)
{
	int err = bl_grow(&f->toks, cap, f->nr_toks, sizeof(*t), 256);

	if (!err)
		f->toks[f->nr_toks++] = *t;
	return err;
}

static int push_stmt(struct bl_src_file *f, const struct bl_src_stmt *s, size_t *cap)
{
	int err = bl_grow(&f->stmts, cap, f->nr_stmts, sizeof(*s), 64);

	if (!err)
		f->stmts[f->nr_stmts++] = *s;
	return err;
}

size_t bl_src_sig(const struct bl_src_file *f, size_t i)
{
	while (i < f->nr_toks && f->toks[i].kind == BL_TOK_COMMENT)
		i++;
	return i;
}

static void refuse(struct bl_src_file *f, const char *why, unsigned int line)
{
	f->err = why;
	f->err_line = line;
}

/* Open brackets, for pairing: the character and the line it is on. */
struct open_br {
	char c;
	unsigned int line;
};

static int split_statements(struct bl_src_file *f)
{
	static const char *const unpaired[] = {
		"')' closes nothing", "']' closes nothing", "'}' closes nothing",
	};
	struct open_br *stack = NULL;
	size_t depth = 0, cap = 0, scap = 0, i, prev = SIZE_MAX;
	struct bl_src_stmt cur = { 0 };
	bool open = false, seen_eq = false;
	int err = 0;

	for (i = 0; i < f->nr_toks && !err && !f->err; i++) {
		const struct bl_tok *t = &f->toks[i];
		char c = bl_src_punct(f, i);

		if (t->kind == BL_TOK_COMMENT)
			continue;
		if (t->kind == BL_TOK_PP) {
			cur.has_pp |= open;
			continue;
		}
		if (!open) {
			cur = (struct bl_src_stmt){ .first = i };
			open = true;
			seen_eq = false;
			prev = SIZE_MAX;
		}
		if (c == '(' || c == '[' || c == '{') {
			if (c == '{' && !depth && !seen_eq && prev != SIZE_MAX &&
			    bl_src_punct(f, prev) == ')')
				cur.is_function = true;
			err = bl_grow(&stack, &cap, depth, sizeof(*stack), 32);
			if (err)
				break;
			stack[depth++] = (struct open_br){ c, t->line };
		} else if (c == ')' || c == ']' || c == '}') {
			char want = c == ')' ? '(' : c == ']' ? '[' : '{';

			if (!depth) {
				refuse(f, unpaired[c == ')' ? 0 : c == ']' ? 1 : 2], t->line);
				break;
			}
			if (stack[depth - 1].c != want) {
				refuse(f, "brackets do not pair up", t->line);
				break;
			}
			depth--;
			if (c == '}' && !depth && cur.is_function) {
				cur.last = i;
				err = push_stmt(f, &cur, &scap);
				open = false;
				continue;
			}
		} else if (c == ';' && !depth) {
			cur.last = i;
			err = push_stmt(f, &cur, &scap);
			open = false;
			continue;
		} else if (c == '=' && !depth) {
			seen_eq = true;
		}
		prev = i;
	}
	if (!err && !f->err && depth)
		refuse(f, stack[depth - 1].c == '{' ? "'{' is never closed" :
			  stack[depth - 1].c == '(' ? "'(' is never closed" :
			  "'[' is never closed", stack[depth - 1].line);
	if (!err && !f->err && open && prev != SIZE_MAX) {
		cur.last = prev;
		err = push_stmt(f, &cur, &scap);
	}
	free(stack);
	return err;
}

int bl_src_scan(const char *text, size_t len, struct bl_src_file *f)
{
	struct bl_lexer lx;
	struct bl_tok t;
	size_t cap = 0;
	int err;

	*f = (struct bl_src_file){ .text = text, .len = len };
	bl_lex_init(&lx, text, len);
	for (;;) {
		if (bl_lex_next(&lx, &t)) {
			refuse(f, lx.err, lx.err_line);
			return 0;
		}
		if (t.kind == BL_TOK_EOF)
			break;
		err = push_tok(f, &t, &cap);
		if (err)
			return err;
	}
	return split_statements(f);
}

void bl_src_free(struct bl_src_file *f)
{
	free(f->toks);
	free(f->stmts);
	memset(f, 0, sizeof(*f));
}

bool bl_src_top_level(const struct bl_src_file *f, size_t i, size_t *depth)
{
	char c = bl_src_punct(f, i);

	if (c == '(' || c == '[' || c == '{')
		(*depth)++;
	else if ((c == ')' || c == ']' || c == '}') && *depth)
		(*depth)--;
	else
		return !*depth;
	return false;
}

bool bl_src_covers(const struct bl_src_file *f, const struct bl_src_stmt *s,
		   unsigned int line)
{
	return f->toks[s->first].line <= line && line <= f->toks[s->last].end_line;
}

/*
 * Where @name is in statement @s: the token at bracket depth 0 before any
 * `=` at depth 0 (the declarator), or SIZE_MAX; *@nested says whether it
 * appears inside brackets (a macro argument, say).
 */
static size_t find_declarator(const struct bl_src_file *f, const struct bl_src_stmt *s,
			      const char *name, bool *nested)
{
	size_t i, depth = 0;
	bool after_eq = false;

	*nested = false;
	for (i = s->first; i <= s->last; i++) {
		char c = bl_src_punct(f, i);
		bool top = bl_src_top_level(f, i, &depth);

		if (top && c == '=')
			after_eq = true;
		else if (top && c == ',')
			after_eq = false;	/* the next declarator */
		else if (f->toks[i].kind == BL_TOK_IDENT && bl_tok_is(f->text, &f->toks[i], name)) {
			if (depth)
				*nested = true;
			else if (!after_eq)
				return i;
		}
	}
	return SIZE_MAX;
}

static bool has_eq(const struct bl_src_file *f, const struct bl_src_stmt *s)
{
	size_t i, depth = 0;

	for (i = s->first; i <= s->last; i++)
		if (bl_src_top_level(f, i, &depth) &&
		    (bl_src_punct(f, i) == '=' || bl_src_punct(f, i) == ','))
			return true;
	return false;
}

size_t bl_src_closing(const struct bl_src_file *f, size_t i, size_t last)
{
	size_t depth = 0;

	for (; i <= last; i++) {
		char c = bl_src_punct(f, i);

		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if ((c == ')' || c == ']' || c == '}') && !--depth)
			return i;
	}
	return SIZE_MAX;
}

/* The next token at or after @i that is neither a comment nor a
 * preprocessor line (f->nr_toks: none). */
static size_t sig_pp(const struct bl_src_file *f, size_t i)
{
	while (i < f->nr_toks && (f->toks[i].kind == BL_TOK_COMMENT ||
				  f->toks[i].kind == BL_TOK_PP))
		i++;
	return i;
}

/* A preprocessor line's directive: +1 opens a conditional group, -1 closes
 * one, 0 is #elif/#else (an arm), 2 any other directive. */
static int pp_kind(const struct bl_src_file *f, size_t i)
{
	static const char *const opens[] = { "if", "ifdef", "ifndef" };
	static const char *const arms[] = { "elif", "else", "elifdef", "elifndef" };
	const char *p = f->text + f->toks[i].off, *e = p + f->toks[i].len, *w;
	size_t n, k;

	for (p++; p < e && (*p == ' ' || *p == '\t'); p++)
		;
	for (w = p; p < e && ((*p >= 'a' && *p <= 'z')); p++)
		;
	n = p - w;
	if (p < e && !(*p == ' ' || *p == '\t' || *p == '(' || *p == '/' || *p == '\\'))
		return 2;
	for (k = 0; k < sizeof(opens) / sizeof(opens[0]); k++)
		if (n == strlen(opens[k]) && !memcmp(w, opens[k], n))
			return 1;
	for (k = 0; k < sizeof(arms) / sizeof(arms[0]); k++)
		if (n == strlen(arms[k]) && !memcmp(w, arms[k], n))
			return 0;
	return n == 5 && !memcmp(w, "endif", 5) ? -1 : 2;
}

/* The #if depth at token @i of the brace list opened at @open. */
static unsigned int cond_at(const struct bl_src_file *f, size_t open, size_t i)
{
	unsigned int depth = 0;
	size_t k;

	for (k = open + 1; k < i; k++)
		if (f->toks[k].kind == BL_TOK_PP)
			depth += pp_kind(f, k) == 1 ? 1 : pp_kind(f, k) == -1 ? -1 : 0;
	return depth;
}

/*
 * Where a value without a comma, ended by the preprocessor line @i, is
 * followed in the arm it is in: past comments, #endif lines and the other
 * arms of its groups (#elif/#else to their #endif). @close when it is the
 * last item of the list.
 */
static size_t past_arms(const struct bl_src_file *f, size_t i, size_t close)
{
	size_t depth;

	while (i < close) {
		if (f->toks[i].kind == BL_TOK_COMMENT) {
			i++;
			continue;
		}
		if (f->toks[i].kind != BL_TOK_PP || pp_kind(f, i) == 1)
			return i;
		if (pp_kind(f, i) == 0) {
			for (depth = 0, i++; i < close; i++) {
				if (f->toks[i].kind != BL_TOK_PP)
					continue;
				if (pp_kind(f, i) == 1)
					depth++;
				else if (pp_kind(f, i) == -1 && !depth--)
					break;
			}
		}
		i++;
	}
	return i;
}

/*
 * Preprocessor lines in statement @s may only be conditional directives
 * between the items of the initialiser [@open, @close], in balanced groups:
 * each arm is then rewritten item by item, the lines kept where they stand.
 */
static const char *check_pp(const struct bl_src_file *f, const struct bl_src_stmt *s,
			    size_t open, size_t close)
{
	size_t i, depth = 0;
	long groups = 0;
	int k;

	for (i = s->first; i <= s->last; i++) {
		if (f->toks[i].kind != BL_TOK_PP) {
			if (i >= open && i <= close)
				bl_src_top_level(f, i, &depth);
			continue;
		}
		if (i < open || i > close)
			return "the declaration is split by preprocessor lines (#if, #define, ...) outside its initialiser";
		if (depth != 1)
			return "a preprocessor line inside a member's value or a nested initialiser";
		k = pp_kind(f, i);
		if (k == 2)
			return "a preprocessor line other than #if/#ifdef/#ifndef/#elif/#else/#endif in the initialiser";
		if ((k == 0 && !groups) || (k == -1 && !groups--))
			return "an #else or #endif in the initialiser closes no #if there";
		groups += k == 1;
	}
	return groups ? "an #if in the initialiser is closed outside it" : NULL;
}

/* The items of the brace list [@open, @close]; @nested: inside a member
 * (`.def = { .type = ... }`, a definition nesting a known one), where only
 * designated items say which word they are. */
static const char *read_items(const struct bl_src_file *f, size_t open, size_t close,
			      struct bl_map_decl *d, bool nested)
{
	size_t i = sig_pp(f, open + 1), k, end, from = open + 1;

	while (i < close) {
		struct bl_init_item *it;
		size_t depth = 0, val;

		if (d->nr_items == BL_INIT_MAX_ITEMS)
			return "more initialisers than a map definition has";
		it = &d->items[d->nr_items++];
		it->field = SIZE_MAX;
		it->comment = SIZE_MAX;
		it->cond = d->has_pp && cond_at(f, d->open, i);
		/* comments between the previous item and this one go with it */
		it->lead = from;
		it->nr_lead = i - from;
		val = i;
		if (bl_src_punct(f, i) == '.') {
			k = bl_src_sig(f, i + 1);
			if (k >= close || f->toks[k].kind != BL_TOK_IDENT)
				return "an initialiser designator is not a member name";
			it->field = k;
			k = bl_src_sig(f, k + 1);
			if (bl_src_punct(f, k) == '.' || bl_src_punct(f, k) == '[')
				return "a nested designator (.a.b or .a[i])";
			if (bl_src_punct(f, k) != '=')
				return "a designator without '='";
			val = bl_src_sig(f, k + 1);
		} else if (bl_src_punct(f, i) == '[') {
			return "an array designator in a map definition";
		}
		if (val >= close || bl_src_punct(f, val) == ',')
			return "an empty initialiser";
		if (f->toks[val].kind == BL_TOK_PP)
			return "a preprocessor line inside a member's value or a nested initialiser";
		if (nested && it->field == SIZE_MAX)
			return "a positional initialiser inside a nested definition";
		if (bl_src_punct(f, val) == '{') {
			const char *why;

			if (nested || it->field == SIZE_MAX)
				return "a nested brace initialiser (a definition inside a definition)";
			if (d->has_pp)
				return "a nested definition (.def = { ... }) in an initialiser with #if lines";
			end = bl_src_closing(f, val, close);
			if (end == SIZE_MAX)
				return "unbalanced braces in the initialiser";
			d->nr_items--;	/* the member's own items stand for it */
			why = read_items(f, val, end, d, true);
			if (why)
				return why;
			k = bl_src_sig(f, end + 1);
			if (k < close && bl_src_punct(f, k) != ',')
				return "something follows a nested initialiser";
			from = k < close ? k + 1 : close;
			i = bl_src_sig(f, from);
			continue;
		}
		/* the value runs to the comma (or brace, or #if line) at this level */
		for (end = val; end < close; end++)
			if (bl_src_top_level(f, end, &depth) &&
			    (bl_src_punct(f, end) == ',' || f->toks[end].kind == BL_TOK_PP))
				break;
		if (end < close && f->toks[end].kind == BL_TOK_PP && past_arms(f, end, close) != close)
			return "a member's value runs into a preprocessor line (its comma comes after the #endif)";
		it->first = val;
		it->last = end - 1;
		while (it->last > val && f->toks[it->last].kind == BL_TOK_COMMENT)
			it->last--;
		/* a comment after the value (and its comma) on the same line */
		k = end < close && bl_src_punct(f, end) == ',' ? end + 1 : it->last + 1;
		if (k < close && f->toks[k].kind == BL_TOK_COMMENT &&
		    f->toks[k].line == f->toks[it->last].end_line)
			it->comment = k;
		else if (it->last + 1 < end && f->toks[it->last + 1].kind == BL_TOK_COMMENT &&
			 f->toks[it->last + 1].line == f->toks[it->last].end_line)
			it->comment = it->last + 1;
		from = end < close && bl_src_punct(f, end) == ',' ? end + 1 : end;
		if (it->comment != SIZE_MAX && it->comment >= from)
			from = it->comment + 1;
		i = sig_pp(f, from);
		if (i > close)
			i = close;
	}
	if (!nested && from < close) {
		d->tail = from;
		d->nr_tail = close - from;
	}
	return NULL;
}

/*
 * The `struct TAG` the declaration's type is spelt with (tokens
 * [@first, @name_tok)), into d->type_first and d->type_last; SIZE_MAX
 * when it has none (a typedef name).
 */
static void find_tag(const struct bl_src_file *f, size_t first, size_t name_tok,
		     struct bl_map_decl *d)
{
	size_t i, depth = 0, k;

	d->type_first = d->type_last = SIZE_MAX;
	for (i = first; i < name_tok; i++) {
		if (!bl_src_top_level(f, i, &depth) || f->toks[i].kind != BL_TOK_IDENT ||
		    !bl_tok_is(f->text, &f->toks[i], "struct"))
			continue;
		k = bl_src_sig(f, i + 1);
		if (k < name_tok && f->toks[k].kind == BL_TOK_IDENT) {
			d->type_first = i;
			d->type_last = k;
		}
		return;
	}
}

/* Check the statement is `... NAME [attributes] [= { items }];` and read it. */
static const char *read_decl(const struct bl_src_file *f, size_t si, size_t name_tok,
			     struct bl_map_decl *d)
{
	static const char pp_outside[] =
		"the declaration is split by preprocessor lines (#if, #define, ...) outside its initialiser";
	const struct bl_src_stmt *s = &f->stmts[si];
	size_t i, depth = 0, eq = SIZE_MAX, open, close;

	memset(d, 0, sizeof(*d));
	d->stmt = si;
	d->name_tok = name_tok;
	find_tag(f, s->first, name_tok, d);
	if (bl_src_punct(f, s->last) != ';')
		return "the declaration does not end in ';'";
	for (i = s->first; i <= s->last; i++) {
		if (!bl_src_top_level(f, i, &depth))
			continue;
		if (bl_src_punct(f, i) == ',')
			return "several declarators in one statement";
		if (bl_src_punct(f, i) == '=' && eq == SIZE_MAX)
			eq = i;
	}
	for (i = s->first; i < name_tok; i++) {
		if (f->toks[i].kind == BL_TOK_IDENT && bl_tok_is(f->text, &f->toks[i], "typedef"))
			return "a typedef, not a map";
		if (bl_src_punct(f, i) == '*')
			return "a pointer, not a map definition";
	}
	i = bl_src_sig(f, name_tok + 1);
	if (bl_src_punct(f, i) == '[')
		return "an array of map definitions";
	if (eq == SIZE_MAX)
		return s->has_pp ? pp_outside : NULL;
	d->has_init = true;
	open = bl_src_sig(f, eq + 1);
	if (bl_src_punct(f, open) != '{')
		return s->has_pp ? pp_outside : "the initialiser is not a brace list";
	close = bl_src_closing(f, open, s->last);
	if (close == SIZE_MAX || bl_src_sig(f, close + 1) != s->last)
		return s->has_pp ? pp_outside : "something follows the initialiser's '}'";
	if (s->has_pp) {
		const char *why = check_pp(f, s, open, close);

		if (why)
			return why;
		d->has_pp = true;
		d->open = open;
	}
	return read_items(f, open, close, d, false);
}

const char bl_src_why_macro[] = "declared by a macro (its name is a macro argument)";

const char *bl_src_find_map(const struct bl_src_file *f, const char *name,
			    unsigned int line, struct bl_map_decl *out,
			    unsigned int *where)
{
	/* [0]: declarations, [1]: definitions (with an initialiser) */
	size_t i, found[2] = { SIZE_MAX, SIZE_MAX }, tok[2] = { 0 }, nr[2] = { 0 };
	bool nested, any_nested = false, any_at_line = false;
	int k;

	*where = line;
	if (f->err) {
		*where = f->err_line;
		return f->err;
	}
	for (i = 0; i < f->nr_stmts; i++) {
		const struct bl_src_stmt *s = &f->stmts[i];
		size_t t;

		if (line && !bl_src_covers(f, s, line))
			continue;
		any_at_line = true;
		if (s->is_function)
			continue;
		t = find_declarator(f, s, name, &nested);
		any_nested |= nested;
		if (t == SIZE_MAX)
			continue;
		k = has_eq(f, s);
		if (nr[k]++)
			*where = f->toks[s->first].line;
		found[k] = i;
		tok[k] = t;
	}
	k = nr[1] ? 1 : 0;
	if (nr[k] > 1)
		return "defined more than once in this file (#if branches?); build with -g so DWARF says which";
	if (found[k] == SIZE_MAX) {
		if (any_nested)
			return bl_src_why_macro;
		if (line && any_at_line)
			return "declared by a macro (no declaration of this name at its line)";
		if (line)
			return "no declaration at this line (the source changed since the build, or it is in a macro definition)";
		return "no declaration of this name in the sources";
	}
	*where = f->toks[f->stmts[found[k]].first].line;
	return read_decl(f, found[k], tok[k], out);
}

size_t bl_src_next_in(const struct bl_src_file *f, size_t i, size_t last)
{
	i = bl_src_sig(f, i + 1);
	return i <= last ? i : SIZE_MAX;
}

long bl_src_find_kv(const struct bl_src_file *f, const char *macro,
		    const char *name, unsigned int line, size_t arg_first[2],
		    size_t arg_last[2])
{
	size_t i, k, n, depth;

	if (f->err)
		return -1;
	for (i = 0; i < f->nr_stmts; i++) {
		const struct bl_src_stmt *s = &f->stmts[i];

		if ((line && !bl_src_covers(f, s, line)) || s->has_pp)
			continue;
		k = s->first;
		if (!bl_tok_is(f->text, &f->toks[k], macro))
			continue;
		k = bl_src_next_in(f, k, s->last);
		if (k == SIZE_MAX || bl_src_punct(f, k) != '(')
			continue;
		k = bl_src_next_in(f, k, s->last);
		if (k == SIZE_MAX || f->toks[k].kind != BL_TOK_IDENT ||
		    !bl_tok_is(f->text, &f->toks[k], name))
			continue;
		k = bl_src_next_in(f, k, s->last);
		if (k == SIZE_MAX || bl_src_punct(f, k) != ',')
			continue;
		/* two arguments, then ')' ';' */
		for (n = 0; n < 2; n++) {
			arg_first[n] = bl_src_next_in(f, k, s->last);
			if (arg_first[n] == SIZE_MAX)
				break;
			for (k = arg_first[n], depth = 0; k < s->last; k++)
				if (bl_src_top_level(f, k, &depth) &&
				    (bl_src_punct(f, k) == ',' || bl_src_punct(f, k) == ')'))
					break;
			if (k == arg_first[n] || k >= s->last)
				break;
			arg_last[n] = k - 1;
			while (f->toks[arg_last[n]].kind == BL_TOK_COMMENT)
				arg_last[n]--;
			if ((n == 0) != (bl_src_punct(f, k) == ','))
				break;
		}
		if (n == 2 && bl_src_next_in(f, k, s->last) == s->last &&
		    bl_src_punct(f, s->last) == ';')
			return (long)i;
	}
	return -1;
}

/*
 * Whether `struct TAG` with its tag at token @t, in statement @s at
 * bracket depth @depth, uses the type: not its definition (`{` follows)
 * nor a forward declaration (`;`), nor the type of an object declared at
 * file scope (a map declaration, rewritten or left: a type, a pointer or
 * anything in brackets after the tag is a use).
 */
static bool tag_used(const struct bl_src_file *f, const struct bl_src_stmt *s,
		     size_t t, size_t depth)
{
	size_t n = bl_src_sig(f, t + 1);
	char c = n <= s->last ? bl_src_punct(f, n) : 0;

	if (c == '{' || c == ';')
		return false;
	return s->is_function || depth || c == '*';
}

int bl_src_tag_uses(const struct bl_src_file *f, const char *const *tags, size_t nr_tags,
		    bl_tag_use_fn fn, void *ctx)
{
	size_t si, i, t, k, depth;
	int err;

	for (si = 0; si < f->nr_stmts; si++) {
		const struct bl_src_stmt *s = &f->stmts[si];

		for (i = s->first, depth = 0; i <= s->last; i++) {
			bl_src_top_level(f, i, &depth);
			if (f->toks[i].kind != BL_TOK_IDENT ||
			    !bl_tok_is(f->text, &f->toks[i], "struct"))
				continue;
			t = bl_src_sig(f, i + 1);
			if (t > s->last || f->toks[t].kind != BL_TOK_IDENT)
				continue;
			for (k = 0; k < nr_tags; k++) {
				if (!bl_tok_is(f->text, &f->toks[t], tags[k]) ||
				    !tag_used(f, s, t, depth))
					continue;
				err = fn(i, k, ctx);
				if (err)
					return err;
			}
		}
	}
	return 0;
}
