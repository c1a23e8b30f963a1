/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The converted object's BTF string table, in an order of our own: each
 * string once, at the offset the first add gave it, "" at 0. The bytes the
 * converter writes never depend on how the linked libbpf lays out strings
 * (btf_rebuild.c: bl_btf_copy_raw()).
 */
#ifndef BL_BTF_STRTAB_H
#define BL_BTF_STRTAB_H

#include <stddef.h>
#include <stdint.h>

#include "util/hash.h"

struct bl_btfstr {
	char *buf;
	size_t len, cap;
	struct bl_u64map idx;	/* probe key (string hash, rehashed) -> offset */
};

int bl_btfstr_init(struct bl_btfstr *t);
void bl_btfstr_free(struct bl_btfstr *t);
/* The offset of @s, added at the end when new; -E2BIG past BTF's limit. */
int64_t bl_btfstr_add(struct bl_btfstr *t, const char *s);

#endif /* BL_BTF_STRTAB_H */
