/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Program definitions in a source (tail_find.c): the section attribute of
 * a tail-call program, which the source migration renames from the legacy
 * `ID/KEY` to `MAP/KEY`, and the `static` of a program the binary
 * conversion makes global.
 */
#ifndef BL_TAIL_FIND_H
#define BL_TAIL_FIND_H

#include "source/find/decl_find.h"

struct bl_tail_attr {
	size_t stmt;		/* the function definition */
	size_t first, last;	/* tokens to replace, inclusive */
	bool macro;		/* __section_tail(ID, KEY): the whole call is
				 * replaced; else the string literal only */
	size_t call_first, call_last;	/* the attribute's call: NAME(...) */
	bool in_attribute;	/* section("...") inside __attribute__((...)) */
	size_t body;		/* the body's `{` */
};

/*
 * In @f, the definition of function @func whose declaration DWARF puts at
 * @line (0: anywhere in the file, then it must be the only one), and in
 * its header (before the body) the attribute that puts it into section
 * @sec: `__section_tail(ID, KEY)`, or a string literal spelling @sec as the
 * only argument of `__section`, `SEC` or `section` (as in
 * `__attribute__((section("1/0")))`). NULL when found, else why not
 * (static text), with *@where the line it is about.
 */
const char *bl_src_find_tail_attr(const struct bl_src_file *f, const char *func,
				  unsigned int line, const char *sec,
				  struct bl_tail_attr *out, unsigned int *where);

/*
 * The function's prototype without its section attribute ("int f(struct
 * __sk_buff *skb);\n"), malloc'ed; NULL when the attribute cannot be taken
 * out alone (inside __attribute__((...))) or out of memory.
 */
char *bl_src_tail_proto(const struct bl_src_file *f, const struct bl_tail_attr *a);

/*
 * The `static` keywords that give program @func internal linkage in @f
 * (the binary conversion makes such programs global): the one in its
 * definition's header (at @line, 0: anywhere, then the only one) and those
 * of its declarations before it. Their token indices into @out (room for
 * @max), their number into *@nr. NULL, or why not, *@where the line.
 */
const char *bl_src_find_static(const struct bl_src_file *f, const char *func,
			       unsigned int line, size_t *out, size_t max, size_t *nr,
			       unsigned int *where);

#endif /* BL_TAIL_FIND_H */
