// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The side-car manifest reader (bpf-lint reads manifests found next to
 * objects: anyone may have written them). A parsed manifest holds what it
 * promises: a bounded sha256 string, named slots, sections sorted for
 * lookup and found by it.
 */
#include "convert/manifest.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct bl_manifest m = { 0 };
	size_t i;

	if (bl_manifest_parse((const char *)data, size, &m))
		return 0;
	FUZZ_ASSERT(strlen(m.sha256) < sizeof(m.sha256));
	for (i = 0; i < m.nr_slots; i++) {
		FUZZ_ASSERT(m.slots[i].section && m.slots[i].map);
		FUZZ_ASSERT(bl_manifest_has_section(&m, m.slots[i].section));
	}
	bl_manifest_free(&m);
	return 0;
}
