// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * libFuzzer target: any byte string through the converter and the linter,
 * in memory (`make fuzz` runs it on the examples as seed corpus).
 */
#include <stdlib.h>

#include <bpf/libbpf.h>

#include "bpflegacy.h"
#include "bpflint.h"

static void drop(const struct bl_diag *d, void *ctx)
{
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct bl_sink sink = { drop, NULL };
	struct bl_convert_result res;
	void *out;
	size_t len;

	libbpf_set_print(NULL);
	if (!bl_convert_mem(data, size, "fuzz.o", NULL, &sink, &out, &len, &res)) {
		free(out);
		bl_convert_result_free(&res);
	}
	return 0;
}
