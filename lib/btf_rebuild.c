// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Copy BTF minus dropped types, renumbering type ids consistently. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf_rebuild.h"

void bl_btf_copy_free(struct bl_btf_copy *c)
{
	btf__free(c->btf);
	free(c->id_map);
	memset(c, 0, sizeof(*c));
}

int bl_btf_copy_type_id(const struct bl_btf_copy *c, uint32_t old_id, uint32_t *new_id)
{
	if (old_id == 0) {
		*new_id = 0;
		return 0;
	}
	if (old_id >= c->nr_old || !c->id_map[old_id])
		return -ENOENT;
	*new_id = c->id_map[old_id];
	return 0;
}

int bl_btf_copy_str(const struct bl_btf_copy *c, uint32_t old_off, uint32_t *new_off)
{
	const char *s;
	int off;

	if (!c->old)
		return -ENOENT;
	s = btf__str_by_offset(c->old, old_off);
	if (!s)
		return -EINVAL;
	off = btf__add_str(c->btf, s);
	if (off < 0)
		return off;
	*new_off = off;
	return 0;
}

/* Every type-id field of @t, so one loop can renumber them all. */
static int visit_ids(struct btf_type *t, const struct bl_btf_copy *c)
{
	uint32_t *ids[3];
	int i, n = 0, vlen = btf_vlen(t), err;

	switch (btf_kind(t)) {
	case BTF_KIND_PTR: case BTF_KIND_TYPEDEF: case BTF_KIND_VOLATILE:
	case BTF_KIND_CONST: case BTF_KIND_RESTRICT: case BTF_KIND_FUNC:
	case BTF_KIND_VAR: case BTF_KIND_TYPE_TAG: case BTF_KIND_DECL_TAG:
		ids[n++] = &t->type;
		break;
	case BTF_KIND_ARRAY:
		ids[n++] = &btf_array(t)->type;
		ids[n++] = &btf_array(t)->index_type;
		break;
	case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		for (i = 0; i < vlen; i++)
			if ((err = bl_btf_copy_type_id(c, btf_members(t)[i].type,
						       &btf_members(t)[i].type)))
				return err;
		break;
	case BTF_KIND_FUNC_PROTO:
		ids[n++] = &t->type;
		for (i = 0; i < vlen; i++)
			if ((err = bl_btf_copy_type_id(c, btf_params(t)[i].type,
						       &btf_params(t)[i].type)))
				return err;
		break;
	case BTF_KIND_DATASEC:
		for (i = 0; i < vlen; i++)
			if ((err = bl_btf_copy_type_id(c, btf_var_secinfos(t)[i].type,
						       &btf_var_secinfos(t)[i].type)))
				return err;
		break;
	default:
		break;
	}
	for (i = 0; i < n; i++)
		if ((err = bl_btf_copy_type_id(c, *ids[i], ids[i])))
			return err;
	return 0;
}

int bl_btf_copy(const struct btf *old, const bool *drop, struct bl_btf_copy *out)
{
	unsigned int i, n = old ? btf__type_cnt(old) : 1;
	int id, err = -ENOMEM;

	memset(out, 0, sizeof(*out));
	out->old = old;
	out->nr_old = n;
	out->btf = btf__new_empty();
	out->id_map = calloc(n, sizeof(int));
	if (!out->btf || !out->id_map)
		goto fail;
	for (i = 1; i < n; i++) {
		if (drop[i])
			continue;
		id = btf__add_type(out->btf, old, btf__type_by_id(old, i));
		if (id < 0) {
			err = id;
			goto fail;
		}
		out->id_map[i] = id;
	}
	/* The copies still carry old ids; the new BTF is ours to edit. */
	for (i = 1; i < btf__type_cnt(out->btf); i++) {
		err = visit_ids((struct btf_type *)btf__type_by_id(out->btf, i), out);
		if (err)
			goto fail;
	}
	return 0;
fail:
	bl_btf_copy_free(out);
	return err;
}
