// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* One table of which BTF fields are type ids and which are names. */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>

#include <bpf/btf.h>

#include "btf/btf_visit.h"

#define VISIT(fn, p) do { if ((fn) && (err = (fn)((p), ctx))) return err; } while (0)

int bl_btf_visit(struct btf_type *t, bl_btf_field_fn id_fn,
		 bl_btf_field_fn str_fn, void *ctx)
{
	int i, vlen = btf_vlen(t), err;

	VISIT(str_fn, &t->name_off);
	switch (btf_kind(t)) {
	case BTF_KIND_PTR: case BTF_KIND_TYPEDEF: case BTF_KIND_VOLATILE:
	case BTF_KIND_CONST: case BTF_KIND_RESTRICT: case BTF_KIND_FUNC:
	case BTF_KIND_VAR: case BTF_KIND_TYPE_TAG: case BTF_KIND_DECL_TAG:
		VISIT(id_fn, &t->type);
		break;
	case BTF_KIND_ARRAY:
		VISIT(id_fn, &btf_array(t)->type);
		VISIT(id_fn, &btf_array(t)->index_type);
		break;
	case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		for (i = 0; i < vlen; i++) {
			VISIT(id_fn, &btf_members(t)[i].type);
			VISIT(str_fn, &btf_members(t)[i].name_off);
		}
		break;
	case BTF_KIND_FUNC_PROTO:
		VISIT(id_fn, &t->type);
		for (i = 0; i < vlen; i++) {
			VISIT(id_fn, &btf_params(t)[i].type);
			VISIT(str_fn, &btf_params(t)[i].name_off);
		}
		break;
	case BTF_KIND_DATASEC:
		for (i = 0; i < vlen; i++)
			VISIT(id_fn, &btf_var_secinfos(t)[i].type);
		break;
	case BTF_KIND_ENUM:
		for (i = 0; i < vlen; i++)
			VISIT(str_fn, &btf_enum(t)[i].name_off);
		break;
	case BTF_KIND_ENUM64:
		for (i = 0; i < vlen; i++)
			VISIT(str_fn, &btf_enum64(t)[i].name_off);
		break;
	case BTF_KIND_INT: case BTF_KIND_FWD: case BTF_KIND_FLOAT:
		break;	/* a name, no type ids */
	default:
		return -EINVAL;	/* as libbpf: fields we cannot see may hold ids */
	}
	return 0;
}
