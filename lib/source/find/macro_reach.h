/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Whether the names the source patch's macro block defines (`__uint`,
 * `__type`, `__array`, `SEC`, `LIBBPF_PIN_BY_NAME`) already reach a point
 * of a file through its `#include` lines (macro_reach.c): libbpf's headers
 * known by name, the project's own headers (under the source root) read
 * and followed.
 */
#ifndef BL_MACRO_REACH_H
#define BL_MACRO_REACH_H

#include "source/find/decl_find.h"

struct bl_macro_reach {
	bool defined;		/* all of them: the file needs no block */
	/* else the first unconditional #include that could not be read
	 * (it may define them), or NULL */
	char *unread_file;	/* the file with the #include (real path) */
	unsigned int unread_line;
	char *unread_name;	/* as written: `"x.h"`, `<x.h>`, a macro */
	const char *unread_why;
};

/*
 * The names reaching byte @off of file @f (real path @path) through the
 * #include lines before it outside conditional groups (an include guard,
 * or `#ifndef X` right before `#define X`, is none), into @out; project
 * headers are those found beside their includer or at @root (a real
 * path), and under it. 0 or -ENOMEM.
 */
int bl_macro_reach(const struct bl_src_file *f, const char *path, size_t off,
		   const char *root, struct bl_macro_reach *out);
void bl_macro_reach_free(struct bl_macro_reach *mr);

#endif /* BL_MACRO_REACH_H */
