// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The whole conversion on any bytes. A refusal always comes with an error;
 * a conversion is deterministic, bounded in size, is opened by libbpf
 * in-process without a crash, reads back with our reader, and converting it
 * again changes nothing.
 */
#include <bpf/libbpf.h>

#include "elf/elf_model.h"
#include "fuzz.h"

static int quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct fuzz_sink fs = { 0 };
	struct bl_sink sink = { fuzz_diag, &fs };
	BL_OPTS(bl_convert_opts, opts, .custom_pin = BL_PIN_GLOBAL);
	struct bl_convert_result res = { .sz = sizeof(res) }, res2 = res;
	struct bpf_object *obj;
	struct bl_elf *elf;
	void *out, *out2;
	size_t len, len2;
	int err;

	libbpf_set_print(quiet);
	if (size && (data[size - 1] & 1))
		opts.prog_array_init = true;	/* reach the static-slot path too */
	err = bl_convert_mem(data, size, "fuzz.o", &opts, &sink, &out, &len, &res);
	if (err) {
		FUZZ_ASSERT(fs.errors);
		FUZZ_ASSERT(!out);
		return 0;
	}
	FUZZ_ASSERT(len <= 4 * size + (1 << 20));
	/* same input, same bytes */
	err = bl_convert_mem(data, size, "fuzz.o", &opts, &sink, &out2, &len2, &res2);
	FUZZ_ASSERT(!err && len2 == len && !memcmp(out, out2, len));
	free(out2);
	bl_convert_result_free(&res2);
	if (res.had_legacy_maps) {
		/* libbpf opens our output without crashing (whether it accepts
		 * it depends on the rest of the input: a DATASEC without its
		 * section stays as broken as it was)... */
		LIBBPF_OPTS(bpf_object_open_opts, oo, .object_name = "fuzz");
		obj = bpf_object__open_mem(out, len, &oo);
		bpf_object__close(obj);
		/* ...our reader reads, and converting it again is a no-op */
		FUZZ_ASSERT(!bl_elf_read(out, len, "out.o", &sink, &elf));
		bl_elf_free(elf);
		err = bl_convert_mem(out, len, "out.o", &opts, &sink, &out2, &len2, &res2);
		FUZZ_ASSERT(!err && !res2.had_legacy_maps);
		FUZZ_ASSERT(len2 == len && !memcmp(out, out2, len));
		free(out2);
		bl_convert_result_free(&res2);
	}
	free(out);
	bl_convert_result_free(&res);
	return 0;
}
