// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bpf-lint on any bytes, with libbpf's ground-truth open run in-process (no
 * fork), so a libbpf crash on an input that passed our checks is a crash
 * here. Seeds include converted objects, so mutants of valid BTF objects
 * reach libbpf's BTF and .maps parsers.
 */
#include "bpflint.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	/* --kernel=4.1: the kernel scan's rules report too */
	BL_OPTS(bpflint_opts, opts, .ground_truth_inprocess = true,
		.kernel = BPFLINT_KERNEL_VER(4, 1));
	struct bpflint_result res = { .sz = sizeof(res) };
	char why[BPFLINT_KERNEL_WHY_LEN];
	size_t i;

	res.path = strdup("fuzz.o");
	FUZZ_ASSERT(!bpflint_lint_mem(data, size, "fuzz.o", &opts, &res) || 1);
	for (i = 0; i < res.nr_findings; i++)
		FUZZ_ASSERT(res.findings[i].message && res.findings[i].rule);
	FUZZ_ASSERT(res.libbpf_ok <= res.libbpf_open);
	FUZZ_ASSERT(!res.kernel_min || bpflint_kernel_why(&res, why, sizeof(why))[0]);
	bpflint_result_fini(&res);
	return 0;
}
