/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Same-size legacy layouts told apart by what each reading means (layout_evidence.c). */
#ifndef BL_LAYOUT_EVIDENCE_H
#define BL_LAYOUT_EVIDENCE_H

#include <stdbool.h>
#include <stddef.h>

#include "bpflegacy.h"

struct bl_elf;

enum bl_evidence_verdict {
	BL_EVIDENCE_NONE,	/* nothing in the object tells */
	BL_EVIDENCE_DECIDED,	/* all of it points at one candidate */
	BL_EVIDENCE_BOTH_WAYS,	/* some points at one, some at another */
};

struct bl_layout_evidence {
	enum bl_evidence_verdict verdict;
	enum bl_layout chosen;	/* BL_EVIDENCE_DECIDED: the candidate */
	char *text;		/* "map 'x': pinning=2 is PIN_GLOBAL_NS; ...",
				 * each kind once; NULL when none (or OOM) */
	char *text_for[BL_LAYOUT__MAX];	/* BOTH_WAYS: what points at each */
};

/* One map record as the decoder found it: its name and its bytes. */
struct bl_layout_record {
	const char *name;
	const unsigned char *rec;
};

/*
 * Weigh the candidates in @mask (bit per enum bl_layout, all of @rec_size
 * bytes) by what the @nr records the decoder hands over and the object's
 * sections mean read each way: pinning 1..3 and prog-array ids that ID/KEY
 * sections name are iproute2's; numa_node without BPF_F_NUMA_NODE or
 * inner_map_idx on a map that is not map-in-map mean nothing (samples/bpf
 * reading), a map-in-map needs samples' inner_map_idx; tc section names
 * point at iproute2, tracing ones and a 'version' section at samples/bpf.
 * A function of what it is handed (@elf only for its byte order and
 * sections): it calls no decoder and reports nothing.
 */
int bl_layout_weigh(const struct bl_elf *elf, const struct bl_layout_record *recs,
		    size_t nr, size_t rec_size, unsigned int mask,
		    struct bl_layout_evidence *out);
void bl_layout_evidence_free(struct bl_layout_evidence *ev);

#endif /* BL_LAYOUT_EVIDENCE_H */
