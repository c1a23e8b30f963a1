// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Legacy map decoding on a model built straight from the input, so every
 * byte goes to the decoder rather than to the ELF reader:
 *
 *   byte 0      forced layout (mod BL_LAYOUT__MAX), bit 7: --drop-unknown
 *   byte 1      number of symbols N (0..31)
 *   N x 12      per symbol: u32 value, u32 size, u8 bind, u8 type, u8 in
 *               maps (odd) or elsewhere, u8 name byte
 *   the rest    the contents of the `maps` section
 *
 * Whatever it decodes must lie inside the section, in offset order.
 */
#include "convert/legacy_layout.h"
#include "convert/legacy_maps.h"
#include "fuzz.h"

#define MAX_SYMS 32

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct fuzz_sink fs = { 0 };
	struct bl_sink sink = { fuzz_diag, &fs };
	struct bl_section secs[3] = { { 0 } };
	struct bl_symbol syms[MAX_SYMS + 1] = { { 0 } };
	char names[MAX_SYMS + 1][4];
	struct bl_elf elf = { .name = "fuzz.o" };
	struct bl_legacy_maps lm;
	size_t nsyms, i, p = 2;
	enum bl_layout forced;
	bool drop;
	int err;

	if (size < 2)
		return 0;
	forced = (data[0] & 0x7f) % BL_LAYOUT__MAX;
	drop = data[0] & 0x80;
	nsyms = data[1] % MAX_SYMS;
	if (size < p + 12 * nsyms)
		return 0;
	secs[1].name = "maps";
	secs[1].shdr.sh_type = SHT_PROGBITS;
	secs[2].name = ".text";
	secs[2].shdr.sh_type = SHT_PROGBITS;
	syms[0].name = "";
	for (i = 1; i <= nsyms; i++, p += 12) {
		uint32_t v, sz;

		memcpy(&v, data + p, 4);
		memcpy(&sz, data + p + 4, 4);
		syms[i].sym.st_value = v;
		syms[i].sym.st_size = sz;
		syms[i].sym.st_info = GELF_ST_INFO(data[p + 8] % 3, data[p + 9] % 5);
		syms[i].sym.st_shndx = data[p + 10] & 1 ? 1 : 2;
		names[i][0] = data[p + 11] ? data[p + 11] : 'm';
		names[i][1] = 'a' + i % 26;
		names[i][2] = '0' + i / 26;
		names[i][3] = '\0';
		syms[i].name = names[i];
	}
	secs[1].size = size - p;
	secs[1].shdr.sh_size = size - p;
	secs[1].data = secs[1].size ? malloc(secs[1].size) : NULL;
	if (secs[1].size)
		memcpy(secs[1].data, data + p, secs[1].size);
	elf.secs = secs;
	elf.nr_secs = 3;
	elf.syms = syms;
	elf.nr_syms = nsyms + 1;
	err = bl_legacy_maps_decode(&elf, NULL, forced, drop, &sink, &lm);
	if (err) {
		FUZZ_ASSERT(fs.errors || err == -ENOMEM);
	} else {
		FUZZ_ASSERT(lm.shndx == 1);
		for (i = 0; i < lm.nr; i++) {
			FUZZ_ASSERT(lm.maps[i].offset + lm.rec_size <= secs[1].size);
			FUZZ_ASSERT(!i || lm.maps[i].offset > lm.maps[i - 1].offset);
			FUZZ_ASSERT(lm.maps[i].name && lm.maps[i].name[0]);
		}
		bl_legacy_maps_free(&lm);
	}
	free(secs[1].data);
	return 0;
}
