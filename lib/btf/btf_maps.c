// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Map definitions exactly as libbpf's parse_btf_map_def() reads them, and as
 * clang emits for __uint()/__type()/__array(): every integer attribute is a
 * pointer to an array whose element count is the value.
 */
#include <errno.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf/btf_maps.h"

static int int_type(struct btf *btf)
{
	int id = btf__find_by_name_kind(btf, "int", BTF_KIND_INT);

	if (id > 0) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (t->size == 4)
			return id;
	}
	return btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
}

/* `int (*)[n]`: the __uint(name, n) encoding. */
static int uint_attr(struct btf *btf, uint32_t n)
{
	int i = int_type(btf), arr;

	if (i < 0)
		return i;
	arr = btf__add_array(btf, i, i, n);
	return arr < 0 ? arr : btf__add_ptr(btf, arr);
}

int bl_btf_prog_proto(struct btf *btf)
{
	int i = int_type(btf);

	return i < 0 ? i : btf__add_func_proto(btf, i);
}

struct member {
	const char *name;
	int type;
};

int bl_btf_add_map_def(struct btf *btf, const struct bl_btf_def *def,
		       uint32_t *size)
{
	struct member m[9];
	int n = 0, i, id, t;

#define ATTR(nm, v) do { t = uint_attr(btf, (v)); if (t < 0) return t; \
			 m[n++] = (struct member){ nm, t }; } while (0)
	ATTR("type", def->type);
	if (def->key_type) {
		t = btf__add_ptr(btf, def->key_type);
		if (t < 0)
			return t;
		m[n++] = (struct member){ "key", t };
	} else {
		ATTR("key_size", def->key_size);
	}
	if (def->value_type) {
		t = btf__add_ptr(btf, def->value_type);
		if (t < 0)
			return t;
		m[n++] = (struct member){ "value", t };
	} else if (!def->no_value_size) {
		ATTR("value_size", def->value_size);
	}
	ATTR("max_entries", def->max_entries);
	if (def->map_flags)
		ATTR("map_flags", def->map_flags);
	if (def->has_numa)
		ATTR("numa_node", def->numa_node);
	if (def->pin_by_name)
		ATTR("pinning", 1 /* LIBBPF_PIN_BY_NAME */);
#undef ATTR
	if (def->values_pointee) {
		int ptr = btf__add_ptr(btf, def->values_pointee), idx = int_type(btf);

		if (ptr < 0 || idx < 0)
			return ptr < 0 ? ptr : idx;
		t = btf__add_array(btf, idx, ptr, 0);
		if (t < 0)
			return t;
		m[n++] = (struct member){ "values", t };	/* must be last */
	}
	/* values[] is a flexible array: no storage in the struct itself */
	*size = (n - !!def->values_pointee) * 8;
	id = btf__add_struct(btf, NULL, *size);
	if (id < 0)
		return id;
	for (i = 0; i < n; i++) {
		int err = btf__add_field(btf, m[i].name, m[i].type, i * 64, 0);

		if (err)
			return err;
	}
	return id;
}
