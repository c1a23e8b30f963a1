/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Same-size legacy layouts told apart by converting with each: the
 * candidates and the verdict over the trials (layout_check.c); the trials
 * themselves are conversions (convert.c).
 */
#ifndef BL_LAYOUT_CHECK_H
#define BL_LAYOUT_CHECK_H

#include <stddef.h>

#include "bpflegacy.h"
#include "convert/legacy_maps.h"

struct bl_elf;

#define BL_TRIAL_NOTES 16

/* One candidate layout and what converting with it gave. */
struct bl_layout_trial {
	enum bl_layout layout;
	int err;
	char msg[240];		/* first error, when err */
	char notes[BL_TRIAL_NOTES][240];	/* what it said, to show differences */
	size_t nr_notes;
	void *out;		/* the flattened object, when !err */
	size_t len;
};

/* What a trial said (held while it converted): its first error, its notes. */
void bl_layout_trial_read(struct bl_layout_trial *t, const struct bl_diag *d, size_t nr);

/*
 * Records whose size several layouts share, and no BTF to tell them apart
 * (@lm decoded with BL_LAYOUT_AUTO): the candidates into @t (room for
 * BL_LAYOUT__MAX), zeroed but for their layout. 0 when there is nothing to
 * try (the layout is decided by BTF, or only one layout has that size).
 */
size_t bl_layout_candidates(const struct bl_legacy_maps *lm, struct bl_layout_trial *t);

/* What the trials say. All strings owned; bl_layout_verdict_free(). */
struct bl_layout_verdict {
	enum bl_layout layout;	/* convert with it; BL_LAYOUT_AUTO: as decoded */
	char *note;		/* to report (a note on "maps"), or NULL */
	char *why;		/* why @layout when not BL_LAYOUT_AUTO: the only
				 * candidate that converts; the conversion says
				 * so instead of "forced by --layout" */
	char *refusal;		/* the object is refused with this error, or NULL */
};

/*
 * All candidates give the same object: go on (a note); only one converts,
 * or the evidence chooses one that does: go on with it (a note naming why);
 * otherwise the refusal names the candidates, the evidence and --layout.
 * -ENOMEM only.
 */
int bl_layout_judge(const struct bl_elf *in, const struct bl_legacy_maps *lm,
		    const struct bl_layout_trial *t, size_t n, struct bl_layout_verdict *v);
void bl_layout_verdict_free(struct bl_layout_verdict *v);

#endif /* BL_LAYOUT_CHECK_H */
