// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Map definitions exactly as libbpf's parse_btf_map_def() reads them, and as
 * clang emits for __uint()/__type()/__array(): every integer attribute is a
 * pointer to an array whose element count is the value. One member table
 * serves the encoder, the size and the decoder.
 */
#include <errno.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf/btf_maps.h"

enum def_member {
	M_TYPE, M_KEY_SIZE, M_KEY, M_VALUE_SIZE, M_VALUE, M_MAX_ENTRIES,
	M_MAP_FLAGS, M_NUMA_NODE, M_PINNING, M_VALUES, M__NR
};

static const char *const member_name[M__NR] = {
	[M_TYPE] = "type", [M_KEY_SIZE] = "key_size", [M_KEY] = "key",
	[M_VALUE_SIZE] = "value_size", [M_VALUE] = "value",
	[M_MAX_ENTRIES] = "max_entries", [M_MAP_FLAGS] = "map_flags",
	[M_NUMA_NODE] = "numa_node", [M_PINNING] = "pinning", [M_VALUES] = "values",
};

/* The members @def gets, in order; values[] (flexible) is last. */
static int def_layout(const struct bl_btf_def *def, enum def_member out[M__NR])
{
	int n = 0;

	out[n++] = M_TYPE;
	out[n++] = def->key_type ? M_KEY : M_KEY_SIZE;
	if (def->value_type)
		out[n++] = M_VALUE;
	else if (!def->has_values)
		out[n++] = M_VALUE_SIZE;
	out[n++] = M_MAX_ENTRIES;
	if (def->attr.map_flags)
		out[n++] = M_MAP_FLAGS;
	if (def->has_numa)
		out[n++] = M_NUMA_NODE;
	if (def->has_pinning)
		out[n++] = M_PINNING;
	if (def->has_values)
		out[n++] = M_VALUES;
	return n;
}

size_t bl_btf_map_def_size(const struct bl_btf_def *def)
{
	enum def_member m[M__NR];

	return 8 * (size_t)(def_layout(def, m) - def->has_values);
}

/*
 * The 4-byte `int` the attributes are made of: found once per BTF (*@int_id
 * 0 at first, then kept by the caller for every later call on this BTF),
 * added when the first `int` is missing or of another size.
 */
static int int_type(struct btf *btf, int *int_id)
{
	int id;

	if (*int_id > 0)
		return *int_id;
	id = btf__find_by_name_kind(btf, "int", BTF_KIND_INT);
	if (id <= 0 || btf__type_by_id(btf, id)->size != 4)
		id = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	if (id > 0)
		*int_id = id;
	return id;
}

/* `int (*)[n]`: the __uint(name, n) encoding. */
static int uint_attr(struct btf *btf, int *int_id, uint32_t n)
{
	int i = int_type(btf, int_id), arr;

	if (i < 0)
		return i;
	arr = btf__add_array(btf, i, i, n);
	return arr < 0 ? arr : btf__add_ptr(btf, arr);
}

int bl_btf_prog_proto(struct btf *btf, int *int_id)
{
	int i = int_type(btf, int_id);

	return i < 0 ? i : btf__add_func_proto(btf, i);
}

/* `values[]`: a zero-length array of pointers to the pointee. */
static int values_attr(struct btf *btf, int *int_id, int pointee)
{
	int ptr = btf__add_ptr(btf, pointee), idx = int_type(btf, int_id);

	if (ptr < 0 || idx < 0)
		return ptr < 0 ? ptr : idx;
	return btf__add_array(btf, idx, ptr, 0);
}

static int member_type(struct btf *btf, int *int_id, const struct bl_btf_def *def,
		       enum def_member m)
{
	const struct bl_map_attr *a = &def->attr;

	switch (m) {
	case M_TYPE:		return uint_attr(btf, int_id, a->type);
	case M_KEY_SIZE:	return uint_attr(btf, int_id, a->key_size);
	case M_KEY:		return btf__add_ptr(btf, def->key_type);
	case M_VALUE_SIZE:	return uint_attr(btf, int_id, a->value_size);
	case M_VALUE:		return btf__add_ptr(btf, def->value_type);
	case M_MAX_ENTRIES:	return uint_attr(btf, int_id, a->max_entries);
	case M_MAP_FLAGS:	return uint_attr(btf, int_id, a->map_flags);
	case M_NUMA_NODE:	return uint_attr(btf, int_id, def->numa_node);
	case M_PINNING:		return uint_attr(btf, int_id, def->pinning);
	case M_VALUES:		return values_attr(btf, int_id, def->values_pointee);
	default:		return -EINVAL;
	}
}

int bl_btf_map_def_encode(struct btf *btf, int *int_id, const struct bl_btf_def *def)
{
	enum def_member m[M__NR];
	int types[M__NR];
	int n = def_layout(def, m), i, id;

	if (def->has_values && !def->values_pointee)
		return -EINVAL;
	for (i = 0; i < n; i++) {
		types[i] = member_type(btf, int_id, def, m[i]);
		if (types[i] < 0)
			return types[i];
	}
	id = btf__add_struct(btf, NULL, bl_btf_map_def_size(def));
	if (id < 0)
		return id;
	for (i = 0; i < n; i++) {
		int err = btf__add_field(btf, member_name[m[i]], types[i], i * 64, 0);

		if (err)
			return err;
	}
	return id;
}

/* ---- decode ----------------------------------------------------------- */

/* The type behind typedefs and modifiers (libbpf's own resolution). */
static const struct btf_type *skip_mods(const struct btf *btf, uint32_t id)
{
	int r = btf__resolve_type(btf, id);

	return r > 0 ? btf__type_by_id(btf, r) : NULL;
}

/* __uint(name, N): PTR -> ARRAY[N]. */
static bool member_uint(const struct btf *btf, uint32_t type, uint32_t *val)
{
	const struct btf_type *t = skip_mods(btf, type);

	if (!t || !btf_is_ptr(t))
		return false;
	t = btf__type_by_id(btf, t->type);
	if (!t || !btf_is_array(t))
		return false;
	*val = btf_array(t)->nelems;
	return true;
}

/* `key`/`value` as a type: PTR -> T; the size is T's. */
static int member_typed(const struct btf *btf, uint32_t type, uint32_t *size)
{
	const struct btf_type *t = btf__type_by_id(btf, type);
	long sz;

	if (!t || !btf_is_ptr(t))
		return type;
	sz = btf__resolve_size(btf, t->type);
	if (sz > 0)
		*size = sz;
	return t->type ? (int)t->type : (int)type;
}

/* `values[]`: ARRAY of PTR -> pointee (the inner STRUCT or a FUNC_PROTO). */
static int values_pointee(const struct btf *btf, uint32_t type)
{
	const struct btf_type *t = btf__type_by_id(btf, type);
	int id;

	if (!t || !btf_is_array(t))
		return 0;
	t = skip_mods(btf, btf_array(t)->type);
	if (!t || !btf_is_ptr(t))
		return 0;
	id = btf__resolve_type(btf, t->type);
	return id > 0 ? id : 0;
}

static enum def_member member_by_name(const char *name)
{
	int i;

	for (i = 0; i < M__NR; i++)
		if (!strcmp(member_name[i], name))
			return i;
	return M__NR;
}

int bl_btf_map_def_decode(const struct btf *btf, int id, struct bl_btf_def *def)
{
	const struct btf_type *st = btf__type_by_id(btf, id);
	const struct btf_member *mem;
	struct bl_map_attr *a = &def->attr;
	int i;

	memset(def, 0, sizeof(*def));
	if (!st || !btf_is_struct(st))
		return -EINVAL;
	mem = btf_members(st);
	for (i = 0; i < btf_vlen(st); i++, mem++) {
		const char *fn = btf__name_by_offset(btf, mem->name_off);
		enum def_member m = fn ? member_by_name(fn) : M__NR;
		uint32_t v = 0;

		if (m == M_KEY) {
			def->key_type = member_typed(btf, mem->type, &a->key_size);
			continue;
		}
		if (m == M_VALUE) {
			def->value_type = member_typed(btf, mem->type, &a->value_size);
			continue;
		}
		if (m == M_VALUES) {
			def->has_values = true;
			def->values_pointee = values_pointee(btf, mem->type);
			continue;
		}
		if (m == M__NR || !member_uint(btf, mem->type, &v))
			continue;
		switch (m) {
		case M_TYPE:		a->type = v; break;
		case M_KEY_SIZE:	a->key_size = v; break;
		case M_VALUE_SIZE:	a->value_size = v; break;
		case M_MAX_ENTRIES:	a->max_entries = v; break;
		case M_MAP_FLAGS:	a->map_flags = v; break;
		case M_NUMA_NODE:	def->numa_node = v; def->has_numa = true; break;
		case M_PINNING:		def->pinning = v; def->has_pinning = true; break;
		default:		break;
		}
	}
	return 0;
}
