/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * A conversion run: each planned job (out_jobs.h) read, converted and its
 * outputs written or, with dry_run, described; one after another or by a
 * pool of worker processes whose messages and report entries come back in
 * job order. Problem lines go to plan.say, diagnostics to sink.
 */
#ifndef BL_CONVERT_RUN_H
#define BL_CONVERT_RUN_H

#include <stdbool.h>
#include <stdio.h>

#include "bpflegacy.h"
#include "convert/out_jobs.h"
#include "convert/report.h"

struct bl_conv_run {
	struct bl_convert_opts opts;	/* every job's, before its paths */
	struct bl_out_plan plan;
	struct bl_report rep;
	struct bl_sink sink;		/* the conversions' diagnostics */
	const char *tool;		/* names the run in a dead worker's line */
	bool dry_run, verbose, no_dest, quiet, in_place;
	const char *emit_c;		/* --emit-c FILE: the maps as C */
	FILE *out, *err;		/* dry-run lines; --explain text */
	char *cwd;			/* for the graft script's absolute paths */
	char first_err[512];		/* the job's first error (the sink sets it) */
};

/* One job; its exit status (util/cli_common.h). */
int bl_conv_job(struct bl_conv_run *r, const struct bl_job *j);
/* The jobs by @workers processes, the worst status; -1 when no worker
 * could be started (then nothing has run). */
int bl_conv_parallel(struct bl_conv_run *r, const struct bl_job *jobs, int nr,
		     int workers);
/*
 * Every job: by @workers processes (0: one per online CPU) when there are
 * more than one of each and they start, else one after another with the
 * outputs then made durable as the plan says; the worst status.
 */
int bl_conv_all(struct bl_conv_run *r, const struct bl_job *jobs, int nr,
		long workers);

#endif
