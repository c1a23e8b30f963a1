/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Whether an output would replace one of a run's inputs (bpf-lint's report). */
#ifndef BL_UTIL_SAME_FILE_H
#define BL_UTIL_SAME_FILE_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The index of the first of @inputs that writing @out would replace: named
 * by the same text (*@by_path) or the same device and inode; -1 when none.
 * "-" (standard output) and streams (bl_output_is_stream) replace nothing;
 * a stream named like an input counts by its text.
 */
long bl_output_replaces_input(const char *out, const char *const *inputs,
			      size_t nr, bool *by_path);

#endif
