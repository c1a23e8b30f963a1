// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Copy BTF minus dropped types, renumbering type ids consistently. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/btf.h>

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
	if (old_off < c->same_strs) {
		*new_off = old_off;
		return 0;
	}
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

/*
 * The old strings first, in their order: where the old table holds each
 * string once, end to end (clang's does), they land at the offsets they
 * had, so that .BTF.ext, whose file and line strings are most of it, needs
 * no translation (and, with the type ids it names unmoved, no rewrite).
 * Up to the first string that lands elsewhere; the rest is translated.
 */
static int seed_strings(struct bl_btf_copy *c)
{
	const struct btf_header *h;
	const char *strs;
	uint32_t raw_size, off = 1, n;
	const void *raw = btf__raw_data(c->old, &raw_size);
	int got;

	if (!raw || raw_size < sizeof(*h))
		return 0;
	h = raw;
	/* the other byte order, or a header this does not know: translate */
	if (h->magic != BTF_MAGIC || h->hdr_len < sizeof(*h) ||
	    (uint64_t)h->hdr_len + h->str_off + h->str_len > raw_size || !h->str_len)
		return 0;
	strs = (const char *)raw + h->hdr_len + h->str_off;
	if (strs[0] || strs[h->str_len - 1])
		return 0;
	while (off < h->str_len) {
		n = strlen(strs + off);
		if (!n)
			break;		/* "" is offset 0 in the new table */
		got = btf__add_str(c->btf, strs + off);
		if (got < 0)
			return got;
		if ((uint32_t)got != off)
			break;
		off += n + 1;
	}
	c->same_strs = off;
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
	if (old && (err = seed_strings(out)))
		goto fail;
	err = -ENOMEM;
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
