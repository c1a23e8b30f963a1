/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* What libbpf takes for an extern, and the BTF it looks for one in
 * (the converter describes some; bpf-lint predicts the refusal). */
#ifndef BL_CONVERT_EXTERNS_H
#define BL_CONVERT_EXTERNS_H

#include <stdbool.h>

struct btf;
struct bl_symbol;

/* libbpf's extern: undefined, GLOBAL or WEAK, NOTYPE, named. */
bool bl_sym_is_extern(const struct bl_symbol *s);
/* The BTF VAR (else FUNC) named @name, or 0 (also without @btf). */
int bl_extern_btf_id(const struct btf *btf, const char *name);
/* The DATASEC holding type @id, or 0. */
int bl_btf_datasec_of(const struct btf *btf, int id);

#endif /* BL_CONVERT_EXTERNS_H */
