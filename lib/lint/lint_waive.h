/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint: stable object keys and finding fingerprints (lint_waive.c). */
#ifndef BL_LINT_WAIVE_H
#define BL_LINT_WAIVE_H

#include <stddef.h>
#include "bpflint.h"

/* lint_waive.c: @path as a stable key: real path relative to @root
 * (absolute outside). */
char *lint_object_key(const char *path, const char *root);
/* Identity of finding @k of @r whose object key is @key: independent of
 * how the path was spelled and of line/instruction numbers. */
void lint_fingerprint(const struct bpflint_result *r, const char *key,
		      size_t k, char hex[65]);

#endif /* BL_LINT_WAIVE_H */
