// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Copy BTF minus dropped types, renumbering type ids consistently. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf/btf_rebuild.h"
#include "btf/btf_visit.h"

void bl_btf_copy_free(struct bl_btf_copy *c)
{
	btf__free(c->btf);
	free(c->id_map);
	if (c->strs)
		bl_u64map_free(c->strs);
	free(c->strs);
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
	uint32_t v;
	int off;

	if (!c->old)
		return -ENOENT;
	if (c->strs && bl_u64map_get(c->strs, old_off, &v)) {
		*new_off = v;
		return 0;
	}
	s = btf__str_by_offset(c->old, old_off);
	if (!s)
		return -EINVAL;
	off = btf__add_str(c->btf, s);	/* the same string, the same offset */
	if (off < 0)
		return off;
	*new_off = off;
	if (c->strs)	/* out of memory only costs the shortcut */
		bl_u64map_add(c->strs, old_off, off, &v);
	return 0;
}

static int remap_id(uint32_t *id, void *ctx)
{
	return bl_btf_copy_type_id(ctx, *id, id);
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
	out->strs = malloc(sizeof(*out->strs));
	if (out->strs && bl_u64map_init(out->strs, 1024)) {
		free(out->strs);
		out->strs = NULL;
	}
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
		err = bl_btf_visit((struct btf_type *)btf__type_by_id(out->btf, i),
				   remap_id, NULL, out);
		if (err)
			goto fail;
	}
	return 0;
fail:
	bl_btf_copy_free(out);
	return err;
}
