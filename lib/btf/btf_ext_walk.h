/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The one reader of .BTF.ext: validates the layout and the references into
 * the BTF, then hands every info section and record to a visitor. Records
 * are the UAPI structs of <linux/bpf.h>; the data is in host byte order
 * (the ELF reader swaps foreign objects' .BTF.ext on the way in).
 */
#ifndef BL_BTF_EXT_WALK_H
#define BL_BTF_EXT_WALK_H

#include <stddef.h>
#include <stdint.h>

#include <linux/bpf.h>

struct btf;

/*
 * The section header (Documentation/bpf/btf.rst, "4.2 .BTF.ext section";
 * libbpf's struct btf_ext_header, which no installed header declares).
 * Offsets are relative to the end of the header (hdr_len bytes), which may
 * end before core_relo_off: those objects have no CO-RE relocations.
 */
struct bl_btf_ext_header {
	uint16_t magic;		/* BTF_MAGIC */
	uint8_t version;	/* 1 */
	uint8_t flags;
	uint32_t hdr_len;
	uint32_t func_info_off, func_info_len;
	uint32_t line_info_off, line_info_len;
	uint32_t core_relo_off, core_relo_len;
};

/* Each info part is a u32 record size, then sections of this header each
 * followed by num_info records (libbpf's struct btf_ext_info_sec). */
struct bl_btf_ext_info_sec {
	uint32_t sec_name_off;
	uint32_t num_info;
};

enum bl_btf_ext_kind { BL_BTF_EXT_FUNC, BL_BTF_EXT_LINE, BL_BTF_EXT_CORE, BL_BTF_EXT__NR };

/* Which parts to walk: a mask of 1 << kind. */
#define BL_BTF_EXT_PART(kind)	(1u << (kind))
#define BL_BTF_EXT_ALL		((1u << BL_BTF_EXT__NR) - 1)

/* A record's UAPI prefix; a larger record size leaves the rest untouched. */
union bl_btf_ext_rec {
	struct bpf_func_info func;
	struct bpf_line_info line;
	struct bpf_core_relo core;
};

struct bl_btf_ext_visitor {
	/* Each info section, before its records; may change *sec_name_off. */
	int (*sec)(enum bl_btf_ext_kind kind, uint32_t *sec_name_off,
		   uint32_t num_info, void *ctx);
	/* Each record of that section, in file order; may change it. */
	int (*rec)(enum bl_btf_ext_kind kind, union bl_btf_ext_rec *rec, void *ctx);
};

/*
 * Check the header of @data (magic, version, length) and, for each part in
 * @parts, its layout (within the section, a record size that is a multiple
 * of 4 and at least the UAPI struct, whole records only), that every
 * section name, line-info file/line and CO-RE access string resolves in
 * @btf's strings and every func/CO-RE type id is one of @btf's types; call
 * @v (may be NULL, as may its members) for those parts in file order: func
 * info, line info, CO-RE relocations. Nothing is visited when a layout is
 * wrong. @btf may be NULL: then any name to check is an error. Returns 0,
 * -EINVAL, or the first visitor error. The visitor's changes are
 * discarded...
 */
int bl_btf_ext_walk(const struct btf *btf, const void *data, size_t size,
		    unsigned int parts, const struct bl_btf_ext_visitor *v, void *ctx);
/* ...here they are written back into @data. */
int bl_btf_ext_walk_rw(const struct btf *btf, void *data, size_t size,
		       unsigned int parts, const struct bl_btf_ext_visitor *v, void *ctx);

#endif /* BL_BTF_EXT_WALK_H */
