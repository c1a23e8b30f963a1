/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Whether a file already holds the bytes an output would put there
 * (lib/util/file_same.c): a rebuild whose output did not change leaves the
 * file in place (lib/util/file_io.c). Private: in the library archive, not
 * in the installed headers.
 */
#ifndef BL_FILE_SAME_H
#define BL_FILE_SAME_H

#include <stdbool.h>

struct bl_out;
struct stat;

/*
 * True when @name in @dirfd is the regular file @old describes (same
 * device and inode, one link) and its bytes are exactly @o's; false when
 * they differ, or on any error (the caller then writes the file).
 */
bool bl_file_holds(int dirfd, const char *name, const struct stat *old,
		   const struct bl_out *o);

#endif /* BL_FILE_SAME_H */
