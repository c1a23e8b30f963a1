// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The ELF writer lays out most objects itself, in one buffer, and leaves the
 * rest to libelf (byte swapping, compressing again). Both must give the same
 * bytes: checked on every built example (-g, no -g, -gz, objcopy-compressed,
 * big-endian), on their conversions, and on models edited to hit the corners
 * of libelf's layout (alignment 0 and 64, NOBITS, empty sections).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNIT_NAME "elf_write"
#include "unit.h"

#include "bpflegacy.h"
#include "elf/elf_model.h"
#include "util/file_io.h"

static void quiet(const struct bl_diag *d, void *ctx)
{
	snprintf(ctx, 256, "%s", d->message);
}

static char msg[256];
static struct bl_sink sink = { quiet, msg };

/* Both writers on @elf; true when they agree (and both succeed). */
static bool same_bytes(const struct bl_elf *elf)
{
	void *a = NULL, *b = NULL;
	size_t la = 0, lb = 0;
	bool ok;

	ok = !bl_elf_write_mem(elf, &sink, &a, &la) &&
	     !bl_elf_write_mem_libelf(elf, &sink, &b, &lb) &&
	     la == lb && !memcmp(a, b, la);
	free(a);
	free(b);
	return ok;
}

static int check_file(const char *path, const char *label)
{
	struct bl_convert_result res = { .sz = sizeof(res) };
	struct bl_elf *elf = NULL, *conv = NULL;
	size_t len, out_len;
	void *buf, *out = NULL;
	int n = 0;

	if (bl_read_file(path, &buf, &len)) {
		UNIT_FAIL("cannot read %s", path);
		return 0;
	}
	if (!bl_elf_read(buf, len, label, &sink, &elf)) {
		CHECKF(same_bytes(elf), "%s: written alike by both writers", label);
		n++;
	}
	if (!bl_convert_mem(buf, len, label, NULL, &sink, &out, &out_len, &res) &&
	    !bl_elf_read(out, out_len, label, &sink, &conv)) {
		CHECKF(same_bytes(conv), "%s converted: written alike by both writers", label);
		n++;
		bl_convert_result_free(&res);
	}
	bl_elf_free(conv);
	bl_elf_free(elf);
	free(out);
	free(buf);
	return n;
}

/* Section @i of a copy of @elf's model edited, written both ways. */
static void check_edit(const char *path)
{
	static const char *const what[] = {
		"a section with alignment 0", "a section aligned to 64",
		"a NOBITS section in the middle", "an empty PROGBITS section",
	};
	struct bl_elf *elf;
	size_t len, i, k, n;
	void *buf;

	if (bl_read_file(path, &buf, &len)) {
		UNIT_FAIL("cannot read %s", path);
		return;
	}
	for (k = 0; k < sizeof(what) / sizeof(what[0]); k++) {
		if (bl_elf_read(buf, len, "edit.o", &sink, &elf)) {
			UNIT_FAIL("%s does not read: %s", path, msg);
			break;
		}
		for (i = 1, n = 0; i < elf->nr_secs; i++) {
			struct bl_section *s = &elf->secs[i];

			if (s->shdr.sh_type != SHT_PROGBITS || !s->size || bl_sec_is_prog(s) ||
			    n++ != 1)	/* the second data section */
				continue;
			if (k == 0)
				s->shdr.sh_addralign = 0;
			else if (k == 1)
				s->shdr.sh_addralign = 64;
			else if (k == 2)
				s->shdr.sh_type = SHT_NOBITS;
			else
				s->size = 0;
			break;
		}
		CHECKF(i < elf->nr_secs && same_bytes(elf), "%s: written alike by both writers",
		       what[k]);
		bl_elf_free(elf);
	}
	free(buf);
}

int main(void)
{
	static const char *const dirs[] = { "g", "nog", "gz", "zcopy", "eb", "ebnog" };
	char path[4096], label[512];
	struct dirent *de;
	size_t d;
	int n = 0;
	DIR *dp;

	for (d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++) {
		snprintf(path, sizeof(path), "%s", unit_example(dirs[d]));
		dp = opendir(path);
		if (!dp) {
			UNIT_FAIL("no examples in %s (make examples)", path);
			continue;
		}
		while ((de = readdir(dp))) {
			size_t l = strlen(de->d_name);

			if (l < 3 || strcmp(de->d_name + l - 2, ".o"))
				continue;
			snprintf(label, sizeof(label), "%s/%s", dirs[d], de->d_name);
			n += check_file(unit_example(label), label);
		}
		closedir(dp);
	}
	CHECKF(n >= 60, "%d objects and conversions compared", n);
	check_edit(unit_example("g/tailcall.o"));
	return unit_status();
}
