// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The BTF map-definition codec: what the converter encodes, the linter
 * decodes back to the same definition, and the STRUCT size is the one the
 * converter lays `.maps` out with; libbpf itself reads the result alike.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf/btf_maps.h"

#define UNIT_NAME "btf_maps"
#include "unit.h"

static bool same_def(const struct bl_btf_def *a, const struct bl_btf_def *b)
{
	return !memcmp(&a->attr, &b->attr, sizeof(a->attr)) &&
	       a->has_numa == b->has_numa && (!a->has_numa || a->numa_node == b->numa_node) &&
	       a->has_pinning == b->has_pinning && a->pinning == b->pinning &&
	       a->key_type == b->key_type && a->value_type == b->value_type &&
	       a->has_values == b->has_values && a->values_pointee == b->values_pointee;
}

static int int_id;	/* of the BTF being built */

static int count_ints(const struct btf *btf)
{
	unsigned int i, n = 0;

	for (i = 1; i < btf__type_cnt(btf); i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);

		n += btf_is_int(t) && !strcmp(btf__name_by_offset(btf, t->name_off), "int");
	}
	return n;
}

/* --emit-c prints bl_btf_map_def_layout() of the decoded definition: it
 * must be the encoded STRUCT's members, in order. */
static bool same_layout(const struct btf *btf, const struct btf_type *t,
			const struct bl_btf_def *d)
{
	enum bl_btf_def_member m[BL_DEF__NR];
	int n = bl_btf_map_def_layout(d, m), i;

	if (n != btf_vlen(t))
		return false;
	for (i = 0; i < n; i++)
		if (strcmp(btf__name_by_offset(btf, btf_members(t)[i].name_off),
			   bl_btf_def_member_name(m[i])))
			return false;
	return true;
}

static void round_trip(const char *what, struct btf *btf, struct bl_btf_def def)
{
	struct bl_btf_def back;
	const struct btf_type *t;
	int id = bl_btf_map_def_encode(btf, &int_id, &def);

	if (!CHECKF(id > 0, "%s: encodes (%d)", what, id))
		return;
	t = btf__type_by_id(btf, id);
	CHECKF(btf_is_struct(t) && t->size == bl_btf_map_def_size(&def),
	       "%s: STRUCT size %u is bl_btf_map_def_size() %zu", what, t->size,
	       bl_btf_map_def_size(&def));
	CHECKF(!bl_btf_map_def_decode(btf, id, &back) && same_def(&def, &back) &&
	       !back.nr_ignored, "%s: decodes to the same definition", what);
	CHECKF(same_layout(btf, t, &back), "%s: the decoded layout names the STRUCT's members in order",
	       what);
}

int main(void)
{
	struct btf *btf = btf__new_empty();
	struct bl_btf_def inner = { .attr = { BPF_MAP_TYPE_ARRAY, 4, 8, 16, 0 } };
	struct bl_btf_def d;
	int u32, u64, inner_id, proto;

	if (!btf) {
		UNIT_FAIL("btf__new_empty");
		return 1;
	}
	u32 = btf__add_int(btf, "unsigned int", 4, 0);
	u64 = btf__add_int(btf, "long long unsigned int", 8, 0);

	round_trip("sizes only", btf, (struct bl_btf_def){
		.attr = { BPF_MAP_TYPE_HASH, 4, 8, 1024, 0 } });
	round_trip("flags, numa node and pinning by name", btf, (struct bl_btf_def){
		.attr = { BPF_MAP_TYPE_HASH, 8, 16, 64, BPF_F_NO_PREALLOC | BPF_F_NUMA_NODE },
		.has_numa = true, .numa_node = 1,
		.has_pinning = true, .pinning = BL_BTF_PIN_BY_NAME });
	round_trip("typed key and value", btf, (struct bl_btf_def){
		.attr = { BPF_MAP_TYPE_ARRAY, 4, 8, 2, 0 }, .key_type = u32, .value_type = u64 });

	inner_id = bl_btf_map_def_encode(btf, &int_id, &inner);
	round_trip("map-in-map outer with an inner template", btf, (struct bl_btf_def){
		.attr = { BPF_MAP_TYPE_ARRAY_OF_MAPS, 4, 0, 4, 0 },
		.has_values = true, .values_pointee = inner_id });
	proto = bl_btf_prog_proto(btf, &int_id);
	round_trip("prog array with values[]", btf, (struct bl_btf_def){
		.attr = { BPF_MAP_TYPE_PROG_ARRAY, 4, 0, 8, 0 },
		.has_values = true, .values_pointee = proto,
		.has_pinning = true, .pinning = BL_BTF_PIN_BY_NAME });

	d = (struct bl_btf_def){ .attr = { BPF_MAP_TYPE_ARRAY, 4, 4, 1, 0 } };
	CHECK("four members take 32 bytes, values[] none",
	      bl_btf_map_def_size(&d) == 32 &&
	      (d.has_values = true, d.values_pointee = proto, bl_btf_map_def_size(&d) == 24));
	CHECK("values[] without a pointee is refused", bl_btf_map_def_encode(btf, &int_id,
	      &(struct bl_btf_def){ .has_values = true }) == -EINVAL);
	CHECK("decoding a non-STRUCT is refused", bl_btf_map_def_decode(btf, u32, &d) == -EINVAL);
	{
		/* a member libbpf does not know, and max_entries not as __uint() */
		int id = btf__add_struct(btf, NULL, 16);
		uint32_t v;

		btf__add_field(btf, "max_entries", u32, 0, 0);
		btf__add_field(btf, "extra", u32, 64, 0);
		CHECKF(!bl_btf_map_def_decode(btf, id, &d) && d.nr_ignored == 2 &&
		       !d.attr.max_entries, "members libbpf would not read are counted, not taken (%u)",
		       d.nr_ignored);
		d.attr.max_entries = 7;
		CHECK("__uint() values by member, none for key/value/values",
		      bl_btf_map_def_uint(&d, BL_DEF_MAX_ENTRIES, &v) && v == 7 &&
		      !bl_btf_map_def_uint(&d, BL_DEF_KEY, &v) &&
		      !bl_btf_map_def_uint(&d, BL_DEF_VALUES, &v));
	}
	CHECK("map-in-map types are outers, prog/perf arrays untyped",
	      bl_map_type_is_outer(BPF_MAP_TYPE_HASH_OF_MAPS) &&
	      !bl_map_type_is_outer(BPF_MAP_TYPE_PROG_ARRAY) &&
	      bl_map_type_untyped_kv(BPF_MAP_TYPE_PERF_EVENT_ARRAY) &&
	      !bl_map_type_untyped_kv(BPF_MAP_TYPE_HASH));
	CHECKF(count_ints(btf) == 1 && int_id > 0, "every attribute is built on one `int` (%d of them)",
	       count_ints(btf));
	btf__free(btf);

	/* a first `int` of another size: one 4-byte `int` added, then reused */
	btf = btf__new_empty();
	int_id = 0;
	btf__add_int(btf, "int", 8, BTF_INT_SIGNED);
	d = (struct bl_btf_def){ .attr = { BPF_MAP_TYPE_ARRAY, 4, 4, 1, 0 } };
	CHECK("an 8-byte `int` first: maps still encode",
	      bl_btf_map_def_encode(btf, &int_id, &d) > 0 &&
	      bl_btf_map_def_encode(btf, &int_id, &d) > 0 && bl_btf_prog_proto(btf, &int_id) > 0);
	CHECKF(count_ints(btf) == 2 && btf__type_by_id(btf, int_id)->size == 4,
	       "and share one added 4-byte `int` (%d ints)", count_ints(btf));
	btf__free(btf);
	return unit_status();
}
