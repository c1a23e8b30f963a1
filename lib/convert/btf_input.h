/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* The input's .BTF and .BTF.ext, read and checked (btf_input.c). */
#ifndef BL_BTF_INPUT_H
#define BL_BTF_INPUT_H

#include "bpflegacy.h"

struct btf;
struct bl_elf;

/* .BTF into *@btf (NULL when the object has none), validated; reports why not. */
int bl_btf_input_load(const struct bl_elf *in, const struct bl_sink *sink, struct btf **btf);
/* .BTF.ext, when present, must refer to @btf; reports why not. */
int bl_btf_input_check_ext(const struct bl_elf *in, const struct btf *btf,
			   const struct bl_sink *sink);

#endif /* BL_BTF_INPUT_H */
