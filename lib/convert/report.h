/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * A conversion run's migration report (docs/report.md): the JSON document
 * --report writes and the counters of the run's summary line. Built with
 * begin, one add per object, end; a worker process converting part of the
 * run sends its objects' counters and entries (bl_report_pieces) and the
 * parent merges them in argument order (bl_report_merge).
 */
#ifndef BL_CONVERT_REPORT_H
#define BL_CONVERT_REPORT_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/uio.h>

#include "bpflegacy.h"

struct bl_report_counts {
	unsigned int nr_in, converted, unchanged, failed, maps, slots, behaviour;
};

struct bl_report {
	bool dry_run;
	struct bl_report_counts n;
	FILE *f;		/* the JSON so far (memstream); NULL: counters only */
	char *buf;
	size_t len;
};

/* Counters only, or also the JSON document when @json. -ENOMEM. */
int bl_report_begin(struct bl_report *r, bool json, bool dry_run);
/* One object; @res is NULL when its conversion failed (then @err says why,
 * NULL for a generic reason). */
void bl_report_add(struct bl_report *r, const char *in, const char *out,
		   const struct bl_convert_result *res, const char *err);
/* In a worker: counters from zero and the entries in a fresh buffer. */
int bl_report_restart(struct bl_report *r);
/* The counters and entries since the last restart, as @v[0..n-1] to
 * write (n returned, at most 2), valid until the next add or restart. */
int bl_report_pieces(struct bl_report *r, struct iovec v[2]);
/* What a worker sent, added after the entries so far. */
void bl_report_merge(struct bl_report *r, const void *state, size_t len);
/* The run's summary line ("N objects: N converted, ...; N maps, ..."),
 * without the tool's name or a newline, in @buf; as snprintf(). Every
 * count fits in BL_REPORT_SUMMARY_LEN bytes. */
#define BL_REPORT_SUMMARY_LEN	256
int bl_report_summary(const struct bl_report *r, char *buf, size_t size);
/* The document closed and written atomically to @path (when begun with
 * @json), fsync'ed when @durable; the report freed either way. 0 or a
 * negative errno. */
int bl_report_end(struct bl_report *r, const char *path, bool durable);

#endif
