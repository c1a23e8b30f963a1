/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Legacy maps declared through function-like macros, the style of
 * iproute2 4.x's bpf_api.h (`BPF_HASH(flows, 0, 8, 8, PIN_GLOBAL_NS, 64);`,
 * every wrapper calling one `__BPF_MAP(NAME, TYPE, ...)` whose body is the
 * `struct bpf_elf_map` declaration): a call statement, a macro's
 * definition and its body, read with the C lexer (macro_map.c), and the
 * BTF-defined body that replaces a legacy one.
 */
#ifndef BL_MACRO_MAP_H
#define BL_MACRO_MAP_H

#include "convert/legacy_layout.h"
#include "source/find/decl_find.h"
#include "util/strbuf.h"

#define BL_MACRO_MAX_ARGS 16

/* A call `MACRO(ARG, ...)`: its arguments' tokens, and which argument is
 * exactly the map's name. */
struct bl_macro_call {
	size_t stmt;		/* the statement (a call statement's) */
	size_t macro;		/* the macro name's token */
	size_t nr_args;
	size_t first[BL_MACRO_MAX_ARGS], last[BL_MACRO_MAX_ARGS];
	size_t name_arg;
};

/*
 * The call statement `MACRO(..., NAME, ...);` of @f at @line (0: anywhere
 * in the file, then the only one), NAME an argument of its own. NULL, or
 * why it is not one.
 */
const char *bl_macro_call_find(const struct bl_src_file *f, const char *name,
			       unsigned int line, struct bl_macro_call *c);

/* A function-like macro's definition, read from its `#define` line. */
struct bl_macro_def {
	size_t tok;		/* the #define line's token in its file */
	char *name;
	char *orig;		/* that line as it is */
	char *text;		/* the same, continuations blanked */
	size_t head_end;	/* offset just past the parameters' `)` */
	char *params[BL_MACRO_MAX_ARGS];
	size_t nr_params;
	char *body;		/* the replacement list, with a `;` added */
	size_t body_len;
	struct bl_src_file scan;	/* of body */
	bool has_semi;		/* the replacement list ends in its own `;` */
};

/* The `#define NAME(` lines of @f: the first one's token (SIZE_MAX: none);
 * *@nr how many. */
size_t bl_macro_def_find(const struct bl_src_file *f, const char *name, size_t *nr);
/* Read the definition at preprocessor token @tok of @f: 0, -ENOMEM, or
 * -EINVAL with *@why. */
int bl_macro_def_read(const struct bl_src_file *f, size_t tok, struct bl_macro_def *m,
		      const char **why);
void bl_macro_def_free(struct bl_macro_def *m);
/* The index of the parameter spelt as token @tok of @f, or -1. */
long bl_macro_param(const struct bl_macro_def *m, const struct bl_src_file *f, size_t tok);

/* The body as a call of another macro (`__BPF_MAP(NAME, ...)`) with
 * parameter @param as an argument of its own: NULL, or why not. */
const char *bl_macro_body_call(const struct bl_macro_def *m, size_t param,
			       struct bl_macro_call *c);

/* Tokens [@first, @last] of @f with each parameter of @m replaced by
 * @args[k] (NULL @m: copied as they are), into @out. */
void bl_macro_subst(const struct bl_macro_def *m, const struct bl_src_file *f,
		    size_t first, size_t last, char *const *args, struct bl_strbuf *out);

/* How a legacy pinning value becomes BTF pinning: which values pin. */
enum bl_macro_pins {
	BL_MPIN_GLOBAL = 1,	/* PIN_GLOBAL_NS (2) */
	BL_MPIN_OBJECT = 2,	/* PIN_OBJECT_NS (1) */
	BL_MPIN_CUSTOM = 4,	/* any other nonzero value */
};

/* The BTF member (`__uint(NAME, ...)`) a legacy word's expression becomes,
 * by enum bl_word up to pinning; NULL: none (the id). */
extern const char *const bl_w_member[BL_W_PINNING + 1];

/* Where @m's body starts in its `#define` line (bytes). */
size_t bl_macro_body_off(const struct bl_macro_def *m);

/*
 * The BTF-defined definition replacing legacy declaration @d, the body of
 * @m (its items' legacy words in @word, -1: none), from the body's first
 * byte (bl_macro_body_off()) to the end of the `#define` line: type, sizes, max_entries and flags keep their expressions, the ids
 * go, pinning becomes LIBBPF_PIN_BY_NAME for the values @pins says. The
 * continuation backslashes stand where the first one of the body stood.
 */
void bl_macro_rewrite(const struct bl_macro_def *m, const struct bl_map_decl *d,
		      const long *word, unsigned int pins, struct bl_strbuf *out);

#endif /* BL_MACRO_MAP_H */
