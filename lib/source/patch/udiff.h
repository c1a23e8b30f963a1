/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Unified diffs (`diff -u` format, three lines of context) of a file and
 * a set of byte-range replacements, as `patch -p1` and `git apply` take
 * them. The edits are known, so no line matching is needed: each becomes
 * the whole lines it touches.
 */
#ifndef BL_UDIFF_H
#define BL_UDIFF_H

#include <stddef.h>

#include "util/strbuf.h"

struct bl_edit {
	size_t start, end;	/* bytes of the old text replaced */
	char *text;		/* what replaces them (NUL-terminated) */
};

/*
 * Append the diff of @old (@len bytes) with @edits applied, headed
 * `--- a/PATH` / `+++ b/PATH`. @edits are sorted by start and do not
 * overlap. Nothing is appended without edits. 0 or -ENOMEM.
 */
int bl_udiff_file(struct bl_strbuf *sb, const char *path, const char *old,
		  size_t len, const struct bl_edit *edits, size_t nr);

#endif /* BL_UDIFF_H */
