// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * .BTF.ext, read once for everyone: the converter's rewrite, its check and
 * the linter's line info all walk it here. Two passes: the layout first
 * (so a visitor never sees a section that turns out truncated), then the
 * references into the BTF and the visitor, record by record.
 */
#include <errno.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/btf.h>

#include "btf/btf_ext_walk.h"

static const uint32_t rec_min[BL_BTF_EXT__NR] = {
	[BL_BTF_EXT_FUNC] = sizeof(struct bpf_func_info),
	[BL_BTF_EXT_LINE] = sizeof(struct bpf_line_info),
	[BL_BTF_EXT_CORE] = sizeof(struct bpf_core_relo),
};

struct walk {
	const struct btf *btf;
	const struct bl_btf_ext_visitor *v;
	void *ctx;
	unsigned char *out;	/* where changes go back; NULL: discarded */
	size_t size;
	unsigned int parts;
};

static bool str_ok(const struct btf *btf, uint32_t off)
{
	return btf && btf__str_by_offset(btf, off);
}

static bool id_ok(const struct btf *btf, uint32_t id)
{
	return !id || (btf && id < btf__type_cnt(btf));
}

static bool rec_refs_ok(const struct btf *btf, enum bl_btf_ext_kind kind,
			const union bl_btf_ext_rec *r)
{
	switch (kind) {
	case BL_BTF_EXT_FUNC:
		return id_ok(btf, r->func.type_id);
	case BL_BTF_EXT_LINE:
		return str_ok(btf, r->line.file_name_off) && str_ok(btf, r->line.line_off);
	case BL_BTF_EXT_CORE:
		return id_ok(btf, r->core.type_id) && str_ok(btf, r->core.access_str_off);
	default:
		return false;
	}
}

/* One info part at byte @at of the data, @len bytes; @visit: second pass. */
static int walk_part(const struct walk *w, const unsigned char *data, size_t at,
		     uint32_t len, enum bl_btf_ext_kind kind, bool visit)
{
	struct bl_btf_ext_info_sec sec;
	union bl_btf_ext_rec rec;
	uint32_t rec_size, pos = sizeof(rec_size), i;
	int err;

	if (!len)
		return 0;
	if (len < sizeof(rec_size))
		return -EINVAL;
	memcpy(&rec_size, data + at, sizeof(rec_size));
	if (rec_size < rec_min[kind] || rec_size % 4)
		return -EINVAL;
	while (pos < len) {
		if (len - pos < sizeof(sec))
			return -EINVAL;
		memcpy(&sec, data + at + pos, sizeof(sec));
		if (sec.num_info > (len - pos - sizeof(sec)) / rec_size)
			return -EINVAL;
		if (visit) {
			if (!str_ok(w->btf, sec.sec_name_off))
				return -EINVAL;
			if (w->v && w->v->sec &&
			    (err = w->v->sec(kind, &sec.sec_name_off, sec.num_info, w->ctx)))
				return err;
			if (w->out)
				memcpy(w->out + at + pos, &sec, sizeof(sec));
		}
		pos += sizeof(sec);
		for (i = 0; visit && i < sec.num_info; i++) {
			size_t r = at + pos + (size_t)i * rec_size;

			memcpy(&rec, data + r, rec_min[kind]);
			if (!rec_refs_ok(w->btf, kind, &rec))
				return -EINVAL;
			if (w->v && w->v->rec && (err = w->v->rec(kind, &rec, w->ctx)))
				return err;
			if (w->out)
				memcpy(w->out + r, &rec, rec_min[kind]);
		}
		pos += sec.num_info * rec_size;
	}
	return 0;
}

static int walk(const struct walk *w, const unsigned char *data)
{
	const size_t fixed = offsetof(struct bl_btf_ext_header, core_relo_off);
	struct bl_btf_ext_header h = { 0 };
	uint32_t off[BL_BTF_EXT__NR], len[BL_BTF_EXT__NR];
	int k, pass, err;

	if (w->size < fixed)
		return -EINVAL;
	memcpy(&h, data, fixed);
	if (h.magic != BTF_MAGIC || h.version != 1 || h.hdr_len < fixed ||
	    h.hdr_len > w->size)
		return -EINVAL;
	/* a short header has no CO-RE part: those fields stay 0 */
	memcpy(&h, data, h.hdr_len < sizeof(h) ? h.hdr_len : sizeof(h));
	off[BL_BTF_EXT_FUNC] = h.func_info_off;
	len[BL_BTF_EXT_FUNC] = h.func_info_len;
	off[BL_BTF_EXT_LINE] = h.line_info_off;
	len[BL_BTF_EXT_LINE] = h.line_info_len;
	off[BL_BTF_EXT_CORE] = h.core_relo_off;
	len[BL_BTF_EXT_CORE] = h.core_relo_len;
	for (k = 0; k < BL_BTF_EXT__NR; k++)
		if ((w->parts & BL_BTF_EXT_PART(k)) &&
		    (uint64_t)h.hdr_len + off[k] + len[k] > w->size)
			return -EINVAL;
	for (pass = 0; pass < 2; pass++)
		for (k = 0; k < BL_BTF_EXT__NR; k++) {
			if (!(w->parts & BL_BTF_EXT_PART(k)))
				continue;
			err = walk_part(w, data, (size_t)h.hdr_len + off[k], len[k], k, pass);
			if (err)
				return err;
		}
	return 0;
}

int bl_btf_ext_walk(const struct btf *btf, const void *data, size_t size,
		    unsigned int parts, const struct bl_btf_ext_visitor *v, void *ctx)
{
	struct walk w = { .btf = btf, .v = v, .ctx = ctx, .size = size, .parts = parts };

	return walk(&w, data);
}

int bl_btf_ext_walk_rw(const struct btf *btf, void *data, size_t size,
		       unsigned int parts, const struct bl_btf_ext_visitor *v, void *ctx)
{
	struct walk w = { .btf = btf, .v = v, .ctx = ctx, .out = data, .size = size,
			  .parts = parts };

	return walk(&w, data);
}
