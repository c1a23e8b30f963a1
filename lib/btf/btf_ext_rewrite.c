// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Rewrite .BTF.ext in place after the BTF was renumbered: section-name,
 * file-name, line and access-string offsets, and func/CO-RE type ids. The
 * layout (and so .rel.BTF.ext) is unchanged.
 */
#include <errno.h>

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
