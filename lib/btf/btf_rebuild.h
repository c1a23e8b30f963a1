/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Copy an object's BTF without the types that no longer describe it (the
 * legacy `maps` DATASEC and its VARs, `.maps.NAME` annotations), keeping an
 * old->new type-id map and a string-offset translation so .BTF.ext can be
 * rewritten consistently (btf_ext_rewrite.h).
 *
 * The new BTF's string table is ours (btf_strtab.h), not the linked
 * libbpf's: the old strings first, in their order, up to the first that
 * cannot keep its offset (a duplicate, an empty string inside), then every
 * type's strings in type-id order (a type's name, then its members',
 * parameters' or enumerators' names), then any other string .BTF.ext
 * names, each once. bl_btf_copy_raw() writes the types with offsets into
 * that table, so the same input gives the same bytes whatever libbpf 1.x
 * the converter was built with.
 */
#ifndef BL_BTF_REBUILD_H
#define BL_BTF_REBUILD_H

#include <stdbool.h>
#include <stdint.h>

#include "btf/btf_strtab.h"
#include "util/hash.h"

struct btf;

/*
 * The header every BTF version starts with (24 bytes). Newer kernel headers
 * add fields to struct btf_header (a layout section's offset and length,
 * 32 bytes): sizeof(struct btf_header) is not the size of the header we
 * read or write.
 */
struct bl_btf_hdr {
	uint16_t magic;
	uint8_t version, flags;
	uint32_t hdr_len, type_off, type_len, str_off, str_len;
};

struct bl_btf_copy {
	struct btf *btf;	/* the new, writable BTF */
	const struct btf *old;	/* may be NULL */
	int *id_map;		/* old id -> new id; 0 for dropped types */
	unsigned int nr_old;	/* number of old types + 1 */
	/* old string offset -> new, for strings already translated (.BTF.ext
	 * names the same file and line strings over and over); may be NULL */
	struct bl_u64map *strs;
	/* the new strings start as a copy of the old ones: an old offset
	 * below this is the same offset in the new BTF */
	uint32_t same_strs;
	struct bl_btfstr *strtab;	/* the new BTF's strings, our order */
};

/* @drop[id] (nr_old entries) marks old types to leave out. */
int bl_btf_copy(const struct btf *old, const bool *drop, struct bl_btf_copy *out);
void bl_btf_copy_free(struct bl_btf_copy *c);
int bl_btf_copy_type_id(const struct bl_btf_copy *c, uint32_t old_id, uint32_t *new_id);
/* @old_off of the old BTF -> the offset of that string in our table. */
int bl_btf_copy_str(const struct bl_btf_copy *c, uint32_t old_off, uint32_t *new_off);
/* Give every type's strings their offsets, in type-id order: once the types
 * are complete, before .BTF.ext is translated. */
int bl_btf_copy_strings(struct bl_btf_copy *c);
/* The new BTF as written, in the given byte order: a 24-byte header, the
 * types, our string table (a layout section a newer libbpf adds is left
 * out: every kind written is one libbpf 1.0 knows); *@raw (malloc'ed) and
 * *@size. */
int bl_btf_copy_raw(struct bl_btf_copy *c, bool big_endian, void **raw, uint32_t *size);

#endif /* BL_BTF_REBUILD_H */
