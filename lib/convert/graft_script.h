/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* The POSIX sh script filling every tail-call slot with tc (graft_script.c). */
#ifndef BL_GRAFT_SCRIPT_H
#define BL_GRAFT_SCRIPT_H

#include <stddef.h>

struct bl_plan;

/* @sha: the output object's sha256, checked by the script before grafting. */
char *bl_graft_script(const struct bl_plan *p, const char *sha, size_t *len);

#endif /* BL_GRAFT_SCRIPT_H */
