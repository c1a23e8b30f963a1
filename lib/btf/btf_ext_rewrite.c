// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Rewrite .BTF.ext in place after the BTF was renumbered: section-name,
 * file-name, line and access-string offsets, and func/CO-RE type ids. The
 * layout (and so .rel.BTF.ext) is unchanged.
 */
#include <errno.h>
#include <stddef.h>
#include <string.h>

#include "btf/btf_ext_rewrite.h"
#include "btf/btf_rebuild.h"

struct ext_hdr {
	uint16_t magic;
	uint8_t version;
	uint8_t flags;
	uint32_t hdr_len;
	uint32_t func_info_off, func_info_len;
	uint32_t line_info_off, line_info_len;
	uint32_t core_relo_off, core_relo_len;
};

enum info_kind { FUNC_INFO, LINE_INFO, CORE_RELO };

static int fix_str(uint32_t *p, const struct bl_btf_copy *c)
{
	return bl_btf_copy_str(c, *p, p);
}

static int fix_id(uint32_t *p, const struct bl_btf_copy *c)
{
	return bl_btf_copy_type_id(c, *p, p);
}

static int fix_record(uint32_t *rec, enum info_kind kind, const struct bl_btf_copy *c)
{
	switch (kind) {
	case FUNC_INFO:	/* insn_off, type_id */
		return fix_id(&rec[1], c);
	case LINE_INFO:	/* insn_off, file_name_off, line_off, line_col */
		return fix_str(&rec[1], c) ?: fix_str(&rec[2], c);
	case CORE_RELO:	/* insn_off, type_id, access_str_off, kind */
		return fix_id(&rec[1], c) ?: fix_str(&rec[2], c);
	}
	return -EINVAL;
}

static int fix_info(unsigned char *base, uint32_t len, enum info_kind kind,
		    const struct bl_btf_copy *c)
{
	static const uint32_t min_rec[] = { 8, 16, 16 };
	uint32_t rec_size, pos = 4, i, hdr[2];
	int err;

	if (!len)
		return 0;
	if (len < 4)
		return -EINVAL;
	memcpy(&rec_size, base, 4);
	if (rec_size < min_rec[kind] || rec_size % 4)
		return -EINVAL;
	while (pos < len) {
		if (len - pos < 8)
			return -EINVAL;
		memcpy(hdr, base + pos, 8);	/* sec_name_off, num_info */
		err = fix_str(&hdr[0], c);
		if (err)
			return err;
		memcpy(base + pos, hdr, 4);
		pos += 8;
		if (hdr[1] > (len - pos) / rec_size)
			return -EINVAL;
		for (i = 0; i < hdr[1]; i++, pos += rec_size) {
			uint32_t rec[4];

			memcpy(rec, base + pos, min_rec[kind]);
			err = fix_record(rec, kind, c);
			if (err)
				return err;
			memcpy(base + pos, rec, min_rec[kind]);
		}
	}
	return 0;
}

int bl_btf_ext_rewrite(void *data, size_t size, const struct bl_btf_copy *c)
{
	struct ext_hdr h = { 0 };
	unsigned char *p = data;
	size_t hl;
	int err;

	if (size < offsetof(struct ext_hdr, core_relo_off))
		return -EINVAL;
	memcpy(&h, p, offsetof(struct ext_hdr, core_relo_off));
	if (h.magic != 0xeB9F || h.version != 1 || h.hdr_len > size ||
	    h.hdr_len < offsetof(struct ext_hdr, core_relo_off))
		return -EINVAL;
	hl = h.hdr_len < sizeof(h) ? h.hdr_len : sizeof(h);
	memcpy(&h, p, hl);
	if (hl < sizeof(h))
		h.core_relo_off = h.core_relo_len = 0;
#define SUB(off, len) ((uint64_t)h.hdr_len + (off) + (len) > size)
	if (SUB(h.func_info_off, h.func_info_len) || SUB(h.line_info_off, h.line_info_len) ||
	    SUB(h.core_relo_off, h.core_relo_len))
		return -EINVAL;
#undef SUB
	err = fix_info(p + h.hdr_len + h.func_info_off, h.func_info_len, FUNC_INFO, c);
	if (!err)
		err = fix_info(p + h.hdr_len + h.line_info_off, h.line_info_len, LINE_INFO, c);
	if (!err)
		err = fix_info(p + h.hdr_len + h.core_relo_off, h.core_relo_len, CORE_RELO, c);
	return err;
}
