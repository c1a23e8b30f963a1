// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Compressed sections in the ELF model (run from the top directory, on the
 * clang -g -gz examples): they read inflated, are written back with their
 * stored bytes when untouched, and compressed again (same algorithm) when
 * their content changed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNIT_NAME "elf_zsec"
#include "unit.h"

#include "bpflegacy.h"
#include "elf/elf_model.h"
#include "util/file_io.h"

static void quiet(const struct bl_diag *d, void *ctx)
{
	snprintf(ctx, 256, "%s", d->message);
}

static size_t first_z(const struct bl_elf *elf, const char *skip)
{
	size_t i;

	for (i = 1; i < elf->nr_secs; i++)
		if (elf->secs[i].z && (!skip || strcmp(elf->secs[i].name, skip)))
			return i;
	return 0;
}

int main(void)
{
	char msg[256] = "";
	struct bl_sink sink = { quiet, msg };
	struct bl_elf *elf = NULL, *back = NULL, *same = NULL;
	size_t len, out_len, i, j, k;
	void *buf, *out = NULL;
	unsigned char *orig;

	if (bl_read_file(unit_example("gz/graft.o"), &buf, &len)) {
		UNIT_FAIL("cannot read %s (make examples)", unit_example("gz/graft.o"));
		return unit_status();
	}
	CHECK("a -gz object reads into the model", !bl_elf_read(buf, len, "gz.o", &sink, &elf));
	if (!elf)
		return unit_status();
	i = first_z(elf, NULL);
	CHECK("its debug sections are marked as stored compressed", i > 0);
	if (!i)
		return unit_status();
	CHECK("the model holds the inflated bytes (not the Chdr)",
	      elf->secs[i].size > 0 && !(elf->secs[i].shdr.sh_flags & SHF_COMPRESSED) &&
	      elf->secs[i].size == elf->secs[i].shdr.sh_size &&
	      elf->secs[i].z->ch_type == ELFCOMPRESS_ZLIB);

	/* untouched: the stored bytes come back */
	CHECK("the model writes", !bl_elf_write_mem(elf, &sink, &out, &out_len));
	CHECK("the written object reads back", !bl_elf_read(out, out_len, "same.o", &sink, &same));
	free(out);
	out = NULL;
	j = same ? bl_elf_find_section(same, elf->secs[i].name) : 0;
	CHECK("an untouched compressed section is written with its stored bytes",
	      j && same->secs[j].z && same->secs[j].z->raw_size == elf->secs[i].z->raw_size &&
	      !memcmp(same->secs[j].z->raw, elf->secs[i].z->raw, elf->secs[i].z->raw_size));

	/* changed: compressed again, holding the new bytes */
	orig = malloc(elf->secs[i].size);
	memcpy(orig, elf->secs[i].data, elf->secs[i].size);
	elf->secs[i].data[0] ^= 0xff;
	elf->secs[i].data[elf->secs[i].size - 1] ^= 0x55;
	CHECK("the changed model writes", !bl_elf_write_mem(elf, &sink, &out, &out_len));
	CHECK("the changed object reads back", !bl_elf_read(out, out_len, "back.o", &sink, &back));
	j = back ? bl_elf_find_section(back, elf->secs[i].name) : 0;
	CHECK("a changed compressed section stays compressed (same algorithm)",
	      j && back->secs[j].z && back->secs[j].z->ch_type == elf->secs[i].z->ch_type);
	CHECK("and inflates to the changed bytes",
	      j && back->secs[j].size == elf->secs[i].size &&
	      !memcmp(back->secs[j].data, elf->secs[i].data, elf->secs[i].size) &&
	      memcmp(back->secs[j].data, orig, elf->secs[i].size));
	k = back ? first_z(back, elf->secs[i].name) : 0;
	CHECK("the other compressed sections keep their stored bytes",
	      k && (j = bl_elf_find_section(elf, back->secs[k].name)) &&
	      back->secs[k].z->raw_size == elf->secs[j].z->raw_size &&
	      !memcmp(back->secs[k].z->raw, elf->secs[j].z->raw, elf->secs[j].z->raw_size));
	free(orig);
	free(out);
	free(buf);
	bl_elf_free(elf);
	bl_elf_free(same);
	bl_elf_free(back);
	return unit_status();
}
