// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: read an object's .BTF with libbpf's BTF API (either byte
 * order) and print its byte order and every BTF-defined map as libbpf
 * would parse it, so tests compare objects built for bpf and bpfeb.
 *   btfmaps OBJ
 * endianness little|big
 * map NAME attr=N ... (the __uint/__type/__array members of its struct)
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/btf.h>

static void print_def(const struct btf *btf, const struct btf_type *t)
{
	const struct btf_member *m = btf_members(t);
	int i;

	for (i = 0; i < btf_vlen(t); i++, m++) {
		const char *n = btf__name_by_offset(btf, m->name_off);
		const struct btf_type *mt = btf__type_by_id(btf, m->type);
		const struct btf_type *pt;

		if (!btf_is_ptr(mt)) {
			printf(" %s=?", n);
			continue;
		}
		pt = btf__type_by_id(btf, mt->type);
		if (btf_is_array(pt))
			printf(" %s=%u", n, btf_array(pt)->nelems);
		else
			printf(" %s=type:%s", n, btf__name_by_offset(btf, pt->name_off));
	}
}

int main(int argc, char **argv)
{
	const struct btf_var_secinfo *vi;
	const struct btf_type *ds;
	struct btf *btf;
	int id, i;

	if (argc != 2) {
		fprintf(stderr, "usage: btfmaps OBJ\n");
		return 2;
	}
	btf = btf__parse_elf(argv[1], NULL);
	if (!btf) {
		fprintf(stderr, "btfmaps: %s: no readable BTF (%d)\n", argv[1], -errno);
		return 1;
	}
	printf("endianness %s\n", btf__endianness(btf) == BTF_BIG_ENDIAN ? "big" : "little");
	id = btf__find_by_name_kind(btf, ".maps", BTF_KIND_DATASEC);
	ds = id > 0 ? btf__type_by_id(btf, id) : NULL;
	for (i = 0, vi = ds ? btf_var_secinfos(ds) : NULL; ds && i < btf_vlen(ds); i++, vi++) {
		const struct btf_type *v = btf__type_by_id(btf, vi->type);
		int sid = btf__resolve_type(btf, v->type);

		printf("map %s off=%u size=%u", btf__name_by_offset(btf, v->name_off),
		       vi->offset, vi->size);
		if (sid > 0 && btf_is_struct(btf__type_by_id(btf, sid)))
			print_def(btf, btf__type_by_id(btf, sid));
		printf("\n");
	}
	btf__free(btf);
	return 0;
}
