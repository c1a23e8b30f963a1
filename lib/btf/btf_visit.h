/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Visit every type-id and string-offset field of a BTF type, so renumbering
 * (btf_rebuild.c) and validation (btf_load.c) share one kind table.
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

/*
 * btf__new() plus the checks libbpf 1.1 lacks (every name offset resolves,
 * every referenced type id exists, no reference loops: bl_btf_check()), so malformed input cannot crash later
 * users of the BTF. Returns 0 or a negative errno; *out is NULL on error.
 */
int bl_btf_load(const void *data, size_t size, struct btf **out);
/* The same, saying what is wrong in @why. */
int bl_btf_load_why(const void *data, size_t size, struct btf **out,
		    char *why, size_t n);
/* Those checks on parsed BTF (btf_check.c): ids, names, reference loops,
 * DATASEC entries, FUNC prototypes, the type count. */
int bl_btf_check(const struct btf *btf, char *why, size_t n);
/* .BTF.ext @data is well-formed against @btf (0 or a negative errno). */
int bl_btf_ext_check(const struct btf *btf, const void *data, size_t size);

#endif /* BL_BTF_VISIT_H */
