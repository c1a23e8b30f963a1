// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Read step: the input's .BTF, loaded and checked once per object, and its
 * .BTF.ext checked against it. Checked even when there is nothing to
 * convert: never copied blindly.
 */
#include <errno.h>

#include <bpf/btf.h>

#include "btf/btf_check.h"
#include "btf/btf_load.h"
#include "convert/btf_input.h"
#include "elf/elf_model.h"

int bl_btf_input_load(const struct bl_elf *in, const struct bl_sink *sink, struct btf **btf)
{
	size_t i = bl_elf_find_section(in, ".BTF");
	const struct bl_section *s = &in->secs[i];
	char why[128];

	*btf = NULL;
	if (!i)
		return 0;
	if (s->shdr.sh_type != SHT_PROGBITS || !s->data) {
		bl_report(sink, BL_ERROR, in->name, ".BTF", "'.BTF' is not PROGBITS data");
		return -EINVAL;
	}
	if (bl_btf_load_why(s->data, s->size, btf, why, sizeof(why))) {
		bl_report(sink, BL_ERROR, in->name, ".BTF", "'.BTF' is malformed: %s", why);
		return -EINVAL;
	}
	return 0;
}

int bl_btf_input_check_ext(const struct bl_elf *in, const struct btf *btf,
			   const struct bl_sink *sink)
{
	size_t i;
	const struct bl_section *s;

	if (!btf)
		return 0;
	i = bl_elf_find_section(in, ".BTF.ext");
	s = &in->secs[i];
	if (i && (s->shdr.sh_type != SHT_PROGBITS || !s->data ||
		  bl_btf_ext_check(btf, s->data, s->size))) {
		bl_report(sink, BL_ERROR, in->name, ".BTF.ext",
			  "'.BTF.ext' is malformed or refers to unknown BTF");
		return -EINVAL;
	}
	return 0;
}
