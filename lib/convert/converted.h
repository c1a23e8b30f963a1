/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * A conversion that hands back its plan, for a caller that reads what each
 * legacy map became (lib/source: the source patch) instead of reading,
 * deciding the layout and planning the object a second time.
 */
#ifndef BL_CONVERTED_H
#define BL_CONVERTED_H

#include "bpflegacy.h"
#include "convert/plan.h"

struct bl_converted {
	struct bl_image *img;		/* the output; it holds the input model */
	struct bl_convert_opts opts;	/* as taken, with the layout decided */
	/* The conversion's plan: in, opts, btf and the maps stay valid until
	 * bl_converted_free(); its sink is silent. Nothing is planned
	 * (lm.shndx 0) for an object without legacy maps. */
	struct bl_plan plan;
	struct bl_prog_fix *fixes;	/* plan.prog_fixes */
	char *layout_why;		/* plan.lm.why, when the trials chose */
};

/* bl_convert_image() that also keeps its plan in *cv (NULL on failure). */
int bl_convert_planned(const void *buf, size_t len, const char *name,
		       const struct bl_convert_opts *opts, const struct bl_sink *sink,
		       struct bl_convert_result *res, struct bl_converted **cv);
void bl_converted_free(struct bl_converted *cv);

#endif /* BL_CONVERTED_H */
