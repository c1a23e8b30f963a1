// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The ELF reader on any bytes. A refusal comes with an error in the sink; an
 * accepted object serialises, and what was written reads back with the same
 * sections and symbols.
 */
#include "elf/elf_model.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct fuzz_sink fs = { 0 };
	struct bl_sink sink = { fuzz_diag, &fs };
	struct bl_elf *elf, *again;
	void *out;
	size_t len, i;
	int err;

	err = bl_elf_read(data, size, "fuzz.o", &sink, &elf);
	if (err) {
		FUZZ_ASSERT(!elf && (fs.errors || err == -ENOMEM));
		return 0;
	}
	err = bl_elf_write_mem(elf, &sink, &out, &len);
	if (!err) {
		FUZZ_ASSERT(len <= 4 * size + (1 << 20));
		err = bl_elf_read(out, len, "again.o", &sink, &again);
		FUZZ_ASSERT(!err);
		FUZZ_ASSERT(again->nr_secs == elf->nr_secs && again->nr_syms == elf->nr_syms);
		for (i = 1; i < elf->nr_secs; i++)
			FUZZ_ASSERT(!strcmp(again->secs[i].name, elf->secs[i].name));
		bl_elf_free(again);
		free(out);
	} else {
		FUZZ_ASSERT(fs.errors);
	}
	bl_elf_free(elf);
	return 0;
}
