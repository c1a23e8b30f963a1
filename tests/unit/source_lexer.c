// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The source migration's C lexer and declaration finder on the cases that
 * decide a declaration's extent: comments (also opened or closed across a
 * line continuation), string and character literals holding comment
 * openers, quotes and braces, prefixed literals, preprocessor lines with
 * continuations and multi-line comments, CRLF line ends; the finder's
 * answers for declarations it must leave alone; and which mentions of a
 * legacy struct type are uses of it.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "source/find/decl_find.h"

#define UNIT_NAME "source_lexer"
#include "unit.h"

/* The kinds and texts of @src's tokens, "KIND:TEXT|...", into @out. */
static const char *tokens(const char *src, char *out, size_t n)
{
	static const char kind[] = "EINSCPMD";
	struct bl_lexer lx;
	struct bl_tok t;
	size_t at = 0;

	bl_lex_init(&lx, src, strlen(src));
	out[0] = '\0';
	while (!bl_lex_next(&lx, &t) && t.kind != BL_TOK_EOF && at + t.len + 4 < n)
		at += snprintf(out + at, n - at, "%c:%.*s|", kind[t.kind], (int)t.len, src + t.off);
	if (lx.err)
		snprintf(out + at, n - at, "ERR:%s@%u", lx.err, lx.err_line);
	return out;
}

struct lcase {
	const char *src, *want, *why;
};

static const struct lcase lex_cases[] = {
	{ "a/*x*/b", "I:a|M:/*x*/|I:b|", "block comment between identifiers" },
	{ "a /\\\n* c */ b", "I:a|M:/\\\n* c */|I:b|", "a comment opened across a line continuation" },
	{ "// one \\\n two\nx", "M:// one \\\n two|I:x|", "a line comment continued by a backslash" },
	{ "s = \"/* not a comment */\";", "I:s|P:=|S:\"/* not a comment */\"|P:;|", "comment opener inside a string" },
	{ "c = '\"'; d = '\\'';", "I:c|P:=|C:'\"'|P:;|I:d|P:=|C:'\\''|P:;|", "quotes inside character literals" },
	{ "u8\"x\" L'y' U\"z\"", "S:u8\"x\"|C:L'y'|S:U\"z\"|", "prefixed literals are one token" },
	{ "#define A { \\\n }\nx", "D:#define A { \\\n }|I:x|", "a preprocessor line with a continuation, brace inside" },
	{ "#if 1 /* a\nb */\ny", "D:#if 1 /* a\nb */|I:y|", "a preprocessor line whose comment spans lines" },
	{ "#error don't\nz", "D:#error don't|I:z|", "an unmatched quote in #error ends with its line" },
	{ "x = 1.5e+3f;", "I:x|P:=|N:1.5e+3f|P:;|", "a pp-number with an exponent sign" },
	{ "a\r\nb", "I:a|I:b|", "CRLF line ends are white space" },
	{ "x /* open", "I:x|ERR:unterminated comment@1", "an unterminated comment stops the lexer at its line" },
	{ "\n\n\"abc\ndef\"", "ERR:unterminated string literal@3", "a string cannot hold a raw newline" },
	{ "a\0b", "ERR:NUL byte in the source@1", "a NUL byte is refused" },
};

static void check_lexer(void)
{
	char got[512];
	size_t i;

	for (i = 0; i < sizeof(lex_cases) / sizeof(lex_cases[0]); i++) {
		const struct lcase *c = &lex_cases[i];
		/* "a\0b" has its NUL inside: lex 3 bytes */
		if (!strcmp(c->why, "a NUL byte is refused")) {
			struct bl_lexer lx;
			struct bl_tok t;

			bl_lex_init(&lx, c->src, 3);
			CHECKF(bl_lex_next(&lx, &t) && !strcmp(lx.err, "NUL byte in the source"),
			       "%s", c->why);
			continue;
		}
		tokens(c->src, got, sizeof(got));
		CHECKF(!strcmp(got, c->want), "%s (got %s)", c->why, got);
	}
}

struct fcase {
	const char *src, *name;
	unsigned int line;
	const char *why_want;	/* NULL: found */
	const char *what;
};

static const struct fcase find_cases[] = {
	{ "struct bpf_elf_map m __section(\"maps\") = { .type = 1, };\n", "m", 1, NULL,
	  "a designated definition is found" },
	{ "/* m = { */\nstruct s m = {\n\t1, /* } */ 2,\n};\n", "m", 2, NULL,
	  "braces in comments do not count" },
	{ "DEF(m, 1);\n", "m", 1, "declared by a macro (its name is a macro argument)",
	  "a map made by a macro is left" },
	{ "struct s m = {\n#if X\n.type = 1,\n#else\n.type = 2\n#endif\n};\n", "m", 2, NULL,
	  "a definition whose members are chosen by #if/#else is found" },
	{ "struct s m\n#if X\n__attribute__((used))\n#endif\n= { 1 };\n", "m", 2,
	  "the declaration is split by preprocessor lines (#if, #define, ...) outside its initialiser",
	  "#if outside the initialiser is left" },
	{ "struct s m = {\n.type = 1,\n#define X 2\n};\n", "m", 2,
	  "a preprocessor line other than #if/#ifdef/#ifndef/#elif/#else/#endif in the initialiser",
	  "a #define in the initialiser is left" },
	{ "struct s m = {\n.type = (1\n#if X\n+ 1\n#endif\n),\n};\n", "m", 2,
	  "a preprocessor line inside a member's value or a nested initialiser",
	  "#if inside a member's value is left" },
	{ "struct s m = {\n#if X\n.type = 1\n#endif\n, .max_elem = 2 };\n", "m", 2,
	  "a member's value runs into a preprocessor line (its comma comes after the #endif)",
	  "a comma after the #endif is left" },
	{ "struct s m = {\n#if A\n.type =\n#else\n.type = 1,\n#endif\n};\n", "m", 2,
	  "a preprocessor line inside a member's value or a nested initialiser",
	  "a designator whose value is an #else line is left (fuzz)" },
	{ "struct s m = {\n#endif\n.type = 1,\n};\n", "m", 2,
	  "an #else or #endif in the initialiser closes no #if there", "a stray #endif is left" },
	{ "struct s m = {\n#ifdef X\n.type = 1,\n};\n", "m", 2,
	  "an #if in the initialiser is closed outside it", "an #if left open is left" },
	{ "struct s a = { 1 }, m = { 2 };\n", "m", 1, "several declarators in one statement",
	  "several declarators are left" },
	{ "struct s m = { .a.b = 1 };\n", "m", 1, "a nested designator (.a.b or .a[i])",
	  "a nested designator is left" },
	{ "int f(void) { struct s m = { 1 }; return 0; }\n", "m", 1,
	  "declared by a macro (no declaration of this name at its line)", "a local variable is not a file-scope map" },
	{ "struct s m = { 1 };\n}\n", "m", 1, "'}' closes nothing", "an unbalanced brace refuses the file" },
	{ "#ifdef A\nstruct s m = { 1 };\n#else\nstruct s m = { 2 };\n#endif\n", "m", 0,
	  "defined more than once in this file (#if branches?); build with -g so DWARF says which",
	  "two definitions without DWARF are left" },
	{ "extern struct s m;\nstruct s m = { 1 };\n", "m", 0, NULL,
	  "by name, the definition wins over a declaration" },
};

static void check_finder(void)
{
	size_t i;

	for (i = 0; i < sizeof(find_cases) / sizeof(find_cases[0]); i++) {
		const struct fcase *c = &find_cases[i];
		struct bl_src_file f;
		struct bl_map_decl d;
		unsigned int where;
		const char *why;

		if (bl_src_scan(c->src, strlen(c->src), &f)) {
			UNIT_FAIL("%s: out of memory", c->what);
			continue;
		}
		why = bl_src_find_map(&f, c->name, c->line, &d, &where);
		if (c->why_want)
			CHECKF(why && !strcmp(why, c->why_want), "%s (got: %s)", c->what,
			       why ? why : "found");
		else
			CHECKF(!why && f.toks[d.name_tok].len == strlen(c->name), "%s (got: %s)",
			       c->what, why ? why : "found");
		bl_src_free(&f);
	}
}

/* The lines of @src's uses of `struct bpf_map_def`, "L L ...", into @out. */
struct uses {
	const struct bl_src_file *f;
	char out[128];
	size_t at;
};

static int use_line(size_t tok, size_t tag, void *ctx)
{
	struct uses *u = ctx;

	(void)tag;
	u->at += snprintf(u->out + u->at, sizeof(u->out) - u->at, "%u ", u->f->toks[tok].line);
	return u->at >= sizeof(u->out);
}

static void check_uses(void)
{
	static const char src[] =
		"struct bpf_map_def;\n"					/* 1 */
		"struct bpf_map_def { int type; };\n"			/* 2 */
		"struct bpf_map_def SEC(\"maps\") m = { 1 };\n"		/* 3 */
		"/* struct bpf_map_def * */ char *s = \"struct bpf_map_def\";\n"
		"#define P(x) ((struct bpf_map_def *)(x))\n"		/* 5 */
		"static struct bpf_map_def *f(void)\n{\n"			/* 6 */
		"\treturn (struct bpf_map_def *)&m;\n}\n"		/* 8 */
		"int g(struct bpf_map_def *p);\n"				/* 10 */
		"int n = sizeof(struct bpf_map_def);\n";			/* 11 */
	static const char *const tags[] = { "bpf_map_def" };
	struct bl_src_file f;
	struct bl_map_decl d;
	struct uses u = { .f = &f };
	unsigned int where;

	if (bl_src_scan(src, strlen(src), &f)) {
		UNIT_FAIL("uses: out of memory");
		return;
	}
	CHECK("a map declaration's struct tag is read",
	      !bl_src_find_map(&f, "m", 3, &d, &where) && d.type_last != SIZE_MAX &&
	      f.toks[d.type_last].len == strlen("bpf_map_def"));
	bl_src_tag_uses(&f, tags, 1, use_line, &u);
	CHECKF(!strcmp(u.out, "6 8 10 11 "),
	       "uses of struct bpf_map_def: not its definition, declarations of objects of it, comments, strings or #define lines (got: %s)",
	       u.out);
	bl_src_free(&f);
}

int main(void)
{
	check_lexer();
	check_finder();
	check_uses();
	return unit_status();
}
