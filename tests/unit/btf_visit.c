// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The BTF field visitor: every kind libbpf 1.1 knows is visited (its type
 * ids and names), and a kind it does not know is -EINVAL, which
 * bl_btf_check() reports naming the type and the kind.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/btf.h>

#include "btf/btf_visit.h"

#define UNIT_NAME "btf_visit"
#include "unit.h"

static int count(uint32_t *field, void *ctx)
{
	(*(unsigned int *)ctx)++;
	return 0;
}

int main(void)
{
	struct btf *btf = btf__new_empty();
	int i, s, p, fp, v, last;
	unsigned int kinds = 0, ids;
	char why[128];

	if (!btf)
		return UNIT_FAIL("btf__new_empty"), 1;
	i = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	p = btf__add_ptr(btf, i);
	btf__add_array(btf, i, i, 4);
	s = btf__add_struct(btf, "s", 4);
	btf__add_field(btf, "a", i, 0, 0);
	btf__add_union(btf, "u", 4);
	btf__add_field(btf, "b", p, 0, 0);
	btf__add_enum(btf, "e", 4);
	btf__add_enum_value(btf, "E", 1);
	btf__add_fwd(btf, "f", BTF_FWD_STRUCT);
	btf__add_typedef(btf, "t", i);
	btf__add_volatile(btf, i);
	btf__add_const(btf, i);
	btf__add_restrict(btf, p);
	fp = btf__add_func_proto(btf, i);
	btf__add_func_param(btf, "x", i);
	btf__add_func(btf, "fn", BTF_FUNC_GLOBAL, fp);
	v = btf__add_var(btf, "v", BTF_VAR_GLOBAL_ALLOCATED, i);
	btf__add_datasec(btf, ".data", 4);
	btf__add_datasec_var_info(btf, v, 0, 4);
	btf__add_float(btf, "float", 4);
	btf__add_decl_tag(btf, "tag", s, -1);
	btf__add_type_tag(btf, "tt", i);
	last = btf__add_enum64(btf, "e64", 8, false);
	btf__add_enum64_value(btf, "E64", 1);
	if (last < 0)
		return UNIT_FAIL("building BTF of every kind (%d)", last), 1;
	for (v = 1; v < (int)btf__type_cnt(btf); v++) {
		struct btf_type *t = (struct btf_type *)btf__type_by_id(btf, v);

		ids = 0;
		if (!CHECKF(!bl_btf_visit(t, count, NULL, &ids), "kind %u visited", btf_kind(t)))
			continue;
		kinds |= 1u << btf_kind(t);
		if (btf_is_ptr(t) || btf_is_typedef(t) || btf_is_var(t))
			CHECKF(ids == 1, "kind %u: its one type id (%u)", btf_kind(t), ids);
	}
	CHECKF(kinds == ((1u << (BTF_KIND_ENUM64 + 1)) - 2), "all 19 kinds built and visited (%#x)", kinds);
	CHECK("the BTF of every kind passes bl_btf_check",
	      !bl_btf_check(btf, why, sizeof(why)));

	{
		struct btf_type *t = (struct btf_type *)btf__type_by_id(btf, p);

		t->info = (uint32_t)(BTF_KIND_ENUM64 + 1) << 24;
		CHECK("kind 20 (past ENUM64) is -EINVAL", bl_btf_visit(t, count, NULL, &ids) == -EINVAL);
		CHECKF(bl_btf_check(btf, why, sizeof(why)) == -EINVAL &&
		       strstr(why, "is of unknown BTF kind 20"),
		       "bl_btf_check names the kind: %s", why);
	}
	btf__free(btf);
	return unit_status();
}
