// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Load BTF through the checks libbpf 1.1 lacks (btf_check.c). */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>

#include <bpf/btf.h>

#include "btf/btf_check.h"
#include "btf/btf_load.h"

int bl_btf_load_why(const void *data, size_t size, struct btf **out,
		    char *why, size_t n)
{
	struct btf *btf;
	int err;

	*out = NULL;
	snprintf(why, n, "bad header or type record");
	btf = btf__new(data, size);
	if (!btf)
		return -errno ? -errno : -EINVAL;
	err = bl_btf_check(btf, why, n);
	if (err) {
		btf__free(btf);
		return err;
	}
	*out = btf;
	return 0;
}

int bl_btf_load(const void *data, size_t size, struct btf **out)
{
	char why[128];

	return bl_btf_load_why(data, size, out, why, sizeof(why));
}
