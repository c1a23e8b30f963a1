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
	if (c->strtab)
		bl_btfstr_free(c->strtab);
	free(c->strtab);
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
	int64_t off;

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
	off = bl_btfstr_add(c->strtab, s);	/* the same string, the same offset */
	if (off < 0)
		return (int)off;
	*new_off = off;
	if (c->strs)	/* out of memory only costs the shortcut */
		bl_u64map_add(c->strs, old_off, off, &v);
	return 0;
}

_Static_assert(sizeof(struct bl_btf_hdr) == 24, "BTF's first header is 24 bytes");

/* The header of raw BTF in either byte order, in the host's. */
static bool read_header(const void *raw, uint32_t size, struct bl_btf_hdr *h, bool *swapped)
{
	if (size < sizeof(*h))
		return false;
	memcpy(h, raw, sizeof(*h));
	*swapped = h->magic == __builtin_bswap16(BTF_MAGIC);
	if (*swapped) {
		h->magic = BTF_MAGIC;
		h->hdr_len = __builtin_bswap32(h->hdr_len);
		h->type_off = __builtin_bswap32(h->type_off);
		h->type_len = __builtin_bswap32(h->type_len);
		h->str_off = __builtin_bswap32(h->str_off);
		h->str_len = __builtin_bswap32(h->str_len);
	}
	return h->magic == BTF_MAGIC && h->hdr_len >= sizeof(*h) &&
	       (uint64_t)h->hdr_len + h->type_off + h->type_len <= size &&
	       (uint64_t)h->hdr_len + h->str_off + h->str_len <= size;
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
	struct bl_btf_hdr h;
	const char *strs;
	uint32_t raw_size, off = 1, n;
	const void *raw = btf__raw_data(c->old, &raw_size);
	bool swapped;
	int64_t got;

	/* the other byte order: translated, as the first releases did */
	if (!raw || !read_header(raw, raw_size, &h, &swapped) || swapped || !h.str_len)
		return 0;
	strs = (const char *)raw + h.hdr_len + h.str_off;
	if (strs[0] || strs[h.str_len - 1])
		return 0;
	while (off < h.str_len) {
		n = strlen(strs + off);
		if (!n)
			break;		/* "" is offset 0 in the new table */
		got = bl_btfstr_add(c->strtab, strs + off);
		if (got < 0)
			return (int)got;
		if ((uint32_t)got != off)
			break;
		off += n + 1;
	}
	c->same_strs = off;
	return 0;
}

/* Bytes of a type record after struct btf_type; -1 for a kind not known. */
static long type_rest(const struct btf_type *t)
{
	long vlen = btf_vlen(t);

	switch (btf_kind(t)) {
	case BTF_KIND_INT:		return sizeof(uint32_t);
	case BTF_KIND_ARRAY:		return sizeof(struct btf_array);
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:		return vlen * sizeof(struct btf_member);
	case BTF_KIND_ENUM:		return vlen * sizeof(struct btf_enum);
	case BTF_KIND_FUNC_PROTO:	return vlen * sizeof(struct btf_param);
	case BTF_KIND_VAR:		return sizeof(struct btf_var);
	case BTF_KIND_DATASEC:		return vlen * sizeof(struct btf_var_secinfo);
	case BTF_KIND_DECL_TAG:		return sizeof(struct btf_decl_tag);
	case BTF_KIND_ENUM64:		return vlen * sizeof(struct btf_enum64);
	case BTF_KIND_PTR: case BTF_KIND_FWD: case BTF_KIND_TYPEDEF:
	case BTF_KIND_VOLATILE: case BTF_KIND_CONST: case BTF_KIND_RESTRICT:
	case BTF_KIND_FUNC: case BTF_KIND_FLOAT: case BTF_KIND_TYPE_TAG:
		return 0;
	default:
		return -1;
	}
}

/* One type's name offsets: given ours; written into @out (raw, maybe swapped). */
struct str_pass {
	struct bl_btf_copy *c;
	const struct btf_type *t;
	unsigned char *out;	/* the type's record in the raw copy, or NULL */
	bool swapped;
};

static int str_field(uint32_t *field, void *ctx)
{
	struct str_pass *sp = ctx;
	const char *s = btf__str_by_offset(sp->c->btf, *field);
	size_t at = (const unsigned char *)field - (const unsigned char *)sp->t;
	uint32_t was, v;
	int64_t off;

	if (!s)
		return -EINVAL;
	off = bl_btfstr_add(sp->c->strtab, s);
	if (off < 0)
		return (int)off;
	if (!sp->out)
		return 0;
	memcpy(&was, sp->out + at, sizeof(was));
	v = sp->swapped ? __builtin_bswap32((uint32_t)off) : (uint32_t)off;
	/* the raw record must be this type's: the same field, libbpf's offset */
	if ((sp->swapped ? __builtin_bswap32(was) : was) != *field)
		return -EINVAL;
	memcpy(sp->out + at, &v, sizeof(v));
	return 0;
}

/* Every type in id order; with @types, their records in the raw copy. */
static int walk_strings(struct bl_btf_copy *c, unsigned char *types, uint32_t len,
			bool swapped)
{
	struct str_pass sp = { .c = c, .swapped = swapped };
	unsigned int i, n = btf__type_cnt(c->btf);
	uint64_t pos = 0;
	long rest;
	int err;

	for (i = 1; i < n; i++) {
		sp.t = btf__type_by_id(c->btf, i);
		rest = type_rest(sp.t);
		if (rest < 0)
			return -EINVAL;
		if (types) {
			if (pos + sizeof(*sp.t) + rest > len)
				return -EINVAL;
			sp.out = types + pos;
		}
		err = bl_btf_visit((struct btf_type *)sp.t, NULL, str_field, &sp);
		if (err)
			return err;
		pos += sizeof(*sp.t) + rest;
	}
	return types && pos != len ? -EINVAL : 0;
}

int bl_btf_copy_strings(struct bl_btf_copy *c)
{
	return walk_strings(c, NULL, 0, false);
}

int bl_btf_copy_raw(struct bl_btf_copy *c, bool big_endian, void **raw, uint32_t *size)
{
	struct bl_btf_hdr h, oh;
	const unsigned char *in;
	unsigned char *out, *grown;
	uint32_t in_size;
	uint64_t total;
	bool swapped;
	int err;

	*raw = NULL;
	err = btf__set_endianness(c->btf, big_endian ? BTF_BIG_ENDIAN : BTF_LITTLE_ENDIAN);
	in = err ? NULL : btf__raw_data(c->btf, &in_size);
	if (!in || !read_header(in, in_size, &h, &swapped))
		return -EINVAL;
	out = malloc(sizeof(oh) + (uint64_t)h.type_len);
	if (!out)
		return -ENOMEM;
	memcpy(out + sizeof(oh), in + h.hdr_len + h.type_off, h.type_len);
	/* the offsets written in the same walk that gives a type's strings
	 * theirs (bl_btf_copy_strings(), when it ran first, left none new) */
	err = walk_strings(c, out + sizeof(oh), h.type_len, swapped);
	total = (uint64_t)sizeof(oh) + h.type_len + c->strtab->len;
	if (!err && total > UINT32_MAX)
		err = -E2BIG;
	grown = err ? NULL : realloc(out, total);
	if (!grown) {
		free(out);
		return err ? err : -ENOMEM;
	}
	out = grown;
	memcpy(out + sizeof(oh) + h.type_len, c->strtab->buf, c->strtab->len);
	oh = (struct bl_btf_hdr){ BTF_MAGIC, h.version, h.flags, sizeof(oh), 0,
				  h.type_len, h.type_len, c->strtab->len };
	if (swapped) {
		oh.magic = __builtin_bswap16(oh.magic);
		oh.hdr_len = __builtin_bswap32(oh.hdr_len);
		oh.type_len = __builtin_bswap32(oh.type_len);
		oh.str_off = __builtin_bswap32(oh.str_off);
		oh.str_len = __builtin_bswap32(oh.str_len);
	}
	memcpy(out, &oh, sizeof(oh));
	*raw = out;
	*size = (uint32_t)total;
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
	out->strtab = malloc(sizeof(*out->strtab));
	if (out->strtab && bl_btfstr_init(out->strtab)) {
		free(out->strtab);
		out->strtab = NULL;
	}
	out->strs = malloc(sizeof(*out->strs));
	if (out->strs && bl_u64map_init(out->strs, 1024)) {
		free(out->strs);
		out->strs = NULL;
	}
	if (!out->btf || !out->id_map || !out->strtab)
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
