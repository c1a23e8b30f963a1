/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * How a declaration being replaced is laid out (decl_style.c), so that the
 * text replacing it reads like the rest of the file: the indentation of its
 * members, where an end-of-line comment starts, where its `{` stands.
 */
#ifndef BL_DECL_STYLE_H
#define BL_DECL_STYLE_H

#include "source/find/decl_find.h"

struct bl_src_style {
	char ind[33];		/* one member's indentation: "\t", "    " */
	const char *gap;	/* before an end-of-line comment: "\t" or " " */
	bool brace_alone;	/* the initialiser's `{` starts its line */
};

/*
 * The style of declaration @d of @f: its members' indentation where one
 * starts a line, else the file's first indented line inside braces, else a
 * tab. A tab before end-of-line comments, a space where the indentation
 * has no tab.
 */
void bl_src_decl_style(const struct bl_src_file *f, const struct bl_map_decl *d,
		       struct bl_src_style *st);

#endif /* BL_DECL_STYLE_H */
