// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Map definitions exactly as libbpf's parse_btf_map_def() reads them, and as
 * clang emits for __uint()/__type()/__array(): every integer attribute is a
 * pointer to an array whose element count is the value. One member table
 * serves the encoder, the size, the decoder and --emit-c (btf_emit_c.c).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "btf/btf_maps.h"

static const char *const member_name[BL_DEF__NR] = {
	[BL_DEF_TYPE] = "type", [BL_DEF_KEY_SIZE] = "key_size", [BL_DEF_KEY] = "key",
	[BL_DEF_VALUE_SIZE] = "value_size", [BL_DEF_VALUE] = "value",
	[BL_DEF_MAX_ENTRIES] = "max_entries", [BL_DEF_MAP_FLAGS] = "map_flags",
	[BL_DEF_NUMA_NODE] = "numa_node", [BL_DEF_PINNING] = "pinning", [BL_DEF_VALUES] = "values",
};

const char *bl_btf_def_member_name(enum bl_btf_def_member m)
{
	return m < BL_DEF__NR ? member_name[m] : NULL;
}

const char *bl_btf_def_member_sym(const struct bl_btf_def *def, enum bl_btf_def_member m,
				  char *buf, size_t size)
{
	const char *name;
	size_t i;

	if (m == BL_DEF_PINNING)
		return def->pinning == BL_BTF_PIN_BY_NAME ? "LIBBPF_PIN_BY_NAME" : NULL;
	if (m != BL_DEF_TYPE || !(name = libbpf_bpf_map_type_str(def->attr.type)))
		return NULL;
	snprintf(buf, size, "BPF_MAP_TYPE_%s", name);
	for (i = 13; i < size && buf[i]; i++)
		if (buf[i] >= 'a' && buf[i] <= 'z')
			buf[i] -= 'a' - 'A';
	return buf;
}

int bl_btf_map_def_layout(const struct bl_btf_def *def, enum bl_btf_def_member out[BL_DEF__NR])
{
	int n = 0;

	out[n++] = BL_DEF_TYPE;
	out[n++] = def->key_type ? BL_DEF_KEY : BL_DEF_KEY_SIZE;
	if (def->value_type)
		out[n++] = BL_DEF_VALUE;
	else if (!def->has_values)
		out[n++] = BL_DEF_VALUE_SIZE;
	out[n++] = BL_DEF_MAX_ENTRIES;
	if (def->attr.map_flags)
		out[n++] = BL_DEF_MAP_FLAGS;
	if (def->has_numa)
		out[n++] = BL_DEF_NUMA_NODE;
	if (def->has_pinning)
		out[n++] = BL_DEF_PINNING;
	if (def->has_values)
		out[n++] = BL_DEF_VALUES;
	return n;
}

size_t bl_btf_map_def_size(const struct bl_btf_def *def)
{
	enum bl_btf_def_member m[BL_DEF__NR];

	return 8 * (size_t)(bl_btf_map_def_layout(def, m) - def->has_values);
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

/* Where each __uint() member's value lives in struct bl_btf_def. */
static uint32_t *uint_field(struct bl_btf_def *def, enum bl_btf_def_member m)
{
	switch (m) {
	case BL_DEF_TYPE:		return &def->attr.type;
	case BL_DEF_KEY_SIZE:		return &def->attr.key_size;
	case BL_DEF_VALUE_SIZE:		return &def->attr.value_size;
	case BL_DEF_MAX_ENTRIES:	return &def->attr.max_entries;
	case BL_DEF_MAP_FLAGS:		return &def->attr.map_flags;
	case BL_DEF_NUMA_NODE:		return &def->numa_node;
	case BL_DEF_PINNING:		return &def->pinning;
	default:			return NULL;
	}
}

bool bl_btf_map_def_uint(const struct bl_btf_def *def, enum bl_btf_def_member m,
			 uint32_t *val)
{
	const uint32_t *f = uint_field((struct bl_btf_def *)def, m);

	if (f)
		*val = *f;
	return f;
}

static int member_type(struct btf *btf, int *int_id, const struct bl_btf_def *def,
		       enum bl_btf_def_member m)
{
	uint32_t v;

	switch (m) {
	case BL_DEF_KEY:	return btf__add_ptr(btf, def->key_type);
	case BL_DEF_VALUE:	return btf__add_ptr(btf, def->value_type);
	case BL_DEF_VALUES:	return values_attr(btf, int_id, def->values_pointee);
	default:
		return bl_btf_map_def_uint(def, m, &v) ? uint_attr(btf, int_id, v) : -EINVAL;
	}
}

int bl_btf_map_def_encode(struct btf *btf, int *int_id, const struct bl_btf_def *def)
{
	enum bl_btf_def_member m[BL_DEF__NR];
	int types[BL_DEF__NR];
	int n = bl_btf_map_def_layout(def, m), i, id;

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

static enum bl_btf_def_member member_by_name(const char *name)
{
	int i;

	for (i = 0; i < BL_DEF__NR; i++)
		if (!strcmp(member_name[i], name))
			return i;
	return BL_DEF__NR;
}

int bl_btf_map_def_decode(const struct btf *btf, int id, struct bl_btf_def *def)
{
	const struct btf_type *st = btf__type_by_id(btf, id);
	const struct btf_member *mem;
	int i;

	memset(def, 0, sizeof(*def));
	if (!st || !btf_is_struct(st))
		return -EINVAL;
	mem = btf_members(st);
	for (i = 0; i < btf_vlen(st); i++, mem++) {
		const char *fn = btf__name_by_offset(btf, mem->name_off);
		enum bl_btf_def_member m = fn ? member_by_name(fn) : BL_DEF__NR;
		uint32_t *f = uint_field(def, m);

		if (m == BL_DEF_KEY) {
			def->key_type = member_typed(btf, mem->type, &def->attr.key_size);
		} else if (m == BL_DEF_VALUE) {
			def->value_type = member_typed(btf, mem->type, &def->attr.value_size);
		} else if (m == BL_DEF_VALUES) {
			def->has_values = true;
			def->values_pointee = values_pointee(btf, mem->type);
		} else if (f && member_uint(btf, mem->type, f)) {
			def->has_numa |= m == BL_DEF_NUMA_NODE;
			def->has_pinning |= m == BL_DEF_PINNING;
		} else {
			def->nr_ignored++;
		}
	}
	return 0;
}
