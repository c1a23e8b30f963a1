// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Rewrite .BTF.ext in place after the BTF was renumbered: section-name,
 * file-name, line and access-string offsets, and func/CO-RE type ids. The
 * layout (and so .rel.BTF.ext) is unchanged.
 */
#include <errno.h>
#include <string.h>

#include "btf/btf_ext_rewrite.h"
#include "btf/btf_ext_walk.h"
#include "btf/btf_rebuild.h"

static int fix_sec(enum bl_btf_ext_kind kind, uint32_t *name_off, uint32_t num_info,
		   void *ctx)
{
	return bl_btf_copy_str(ctx, *name_off, name_off);
}

static int fix_rec(enum bl_btf_ext_kind kind, union bl_btf_ext_rec *r, void *ctx)
{
	const struct bl_btf_copy *c = ctx;

	switch (kind) {
	case BL_BTF_EXT_FUNC:
		return bl_btf_copy_type_id(c, r->func.type_id, &r->func.type_id);
	case BL_BTF_EXT_LINE:
		return bl_btf_copy_str(c, r->line.file_name_off, &r->line.file_name_off) ?:
		       bl_btf_copy_str(c, r->line.line_off, &r->line.line_off);
	case BL_BTF_EXT_CORE:
		return bl_btf_copy_type_id(c, r->core.type_id, &r->core.type_id) ?:
		       bl_btf_copy_str(c, r->core.access_str_off, &r->core.access_str_off);
	default:
		return -EINVAL;
	}
}

int bl_btf_ext_rewrite(void *data, size_t size, const struct bl_btf_copy *c)
{
	static const struct bl_btf_ext_visitor fix = { fix_sec, fix_rec };

	return bl_btf_ext_walk_rw(c->old, data, size, BL_BTF_EXT_ALL, &fix, (void *)c);
}

/* The fix of a copy; 1 (ends the walk) where it differs. */
static int differs_sec(enum bl_btf_ext_kind kind, uint32_t *name_off, uint32_t num_info,
		       void *ctx)
{
	uint32_t v = *name_off;

	return fix_sec(kind, &v, num_info, ctx) ?: v != *name_off;
}

static int differs_rec(enum bl_btf_ext_kind kind, union bl_btf_ext_rec *r, void *ctx)
{
	static const size_t size[BL_BTF_EXT__NR] = {
		sizeof(struct bpf_func_info), sizeof(struct bpf_line_info),
		sizeof(struct bpf_core_relo),
	};
	union bl_btf_ext_rec v;

	if (kind >= BL_BTF_EXT__NR)
		return -EINVAL;
	memcpy(&v, r, size[kind]);	/* the walker fills this much */
	return fix_rec(kind, &v, ctx) ?: memcmp(&v, r, size[kind]) != 0;
}

int bl_btf_ext_changes(const void *data, size_t size, const struct bl_btf_copy *c)
{
	static const struct bl_btf_ext_visitor cmp = { differs_sec, differs_rec };

	return bl_btf_ext_walk(c->old, data, size, BL_BTF_EXT_ALL, &cmp, (void *)c);
}
