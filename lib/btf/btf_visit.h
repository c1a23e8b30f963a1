/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Visit every type-id and string-offset field of a BTF type, so renumbering
 * (btf_rebuild.c) and validation (btf_check.c) share one kind table.
 */
#ifndef BL_BTF_VISIT_H
#define BL_BTF_VISIT_H

#include <stddef.h>
#include <stdint.h>

struct btf;
struct btf_type;

typedef int (*bl_btf_field_fn)(uint32_t *field, void *ctx);

/* @id_fn gets each type-id field, @str_fn (may be NULL) each name offset.
 * A kind this table does not know is -EINVAL (libbpf refuses it too). */
int bl_btf_visit(struct btf_type *t, bl_btf_field_fn id_fn,
		 bl_btf_field_fn str_fn, void *ctx);

#endif /* BL_BTF_VISIT_H */
