/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * A conversion run's outputs: where each input's object, manifest and
 * graft script go (-o, -i, --output-dir mirroring below --base), every
 * path decided and checked before anything is written (no output may be an
 * input, by path or device/inode, and no two outputs one file), and the
 * all-or-nothing write of one job's set.
 *
 * Problems are handed to @say as whole lines (no program name, no
 * newline); the functions return 0 or a BL_EXIT_* status (util/cli_common.h).
 */
#ifndef BL_CONVERT_OUT_JOBS_H
#define BL_CONVERT_OUT_JOBS_H

#include <stdbool.h>

#include "bpflegacy.h"

struct bl_dirs;
struct bl_write_set;

/* A job's outputs, as bits of bl_job.existed. */
enum bl_out_role {
	BL_ROLE_INPUT = 0, BL_ROLE_OBJECT = 1, BL_ROLE_MANIFEST = 2, BL_ROLE_GRAFT = 4,
};

/* One input and the files its conversion writes. */
struct bl_job {
	const char *in;
	char *out;		/* the object */
	char *manifest;		/* NULL: none possible (stream, no --manifest) */
	const char *graft;
	bool mkdirs;		/* --output-dir: create out's directories */
	bool out_stream;	/* out is written through (bl_output_is_stream) */
	unsigned int existed;	/* enum bl_out_role bits: outputs the plan found */
};

/* @file, when not NULL, is a path to print C-escaped before ": " @line. */
struct bl_say {
	void (*fn)(void *ctx, const char *file, const char *line);
	void *ctx;
};

/* A line to @s, formatted. */
void bl_say(const struct bl_say *s, const char *file, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* What the run was asked to write, and the directories it resolves. */
struct bl_out_plan {
	char **inputs;
	int nr_inputs;
	const char *output, *output_dir, *base, *manifest, *graft;
	bool in_place;
	bool fsync;		/* every output durable (--fsync) */
	struct bl_say say;
	/* set by bl_plan_jobs: planning's directories, the writer's */
	struct bl_dirs *plan_dirs, *write_dirs;
	/*
	 * set by bl_plan_jobs: whether every file the run writes is made
	 * durable (util/file_io.h, BL_WRITE_DURABLE): with -i, where the
	 * output replaces the only copy of the user's object, or when asked;
	 * otherwise written atomically, without fsync, beside inputs that
	 * stay as they were (what a build remakes after a power cut)
	 */
	bool durable;
};

/* Every input's job in *@jobs (bl_free_jobs() it, also on failure). */
int bl_plan_jobs(struct bl_out_plan *p, struct bl_job **jobs);
void bl_free_jobs(struct bl_job *jobs, int nr);
/* bl_dirs_free() of the plan's directories. */
void bl_out_plan_free(struct bl_out_plan *p);

/*
 * The object, its manifest and graft script: all of them or none, durable
 * as p->durable says. @obj NULL: the manifest and graft script only (the
 * object is left as is). With @held not NULL (a durable plan only) the
 * files may be left unsynced and uncommitted in
 * *@held (util/file_io.h: bl_write_files_defer) for
 * bl_write_outputs_commit() after bl_write_sets_sync(); *@held NULL:
 * written whole already.
 */
int bl_write_outputs(const struct bl_out_plan *p, const struct bl_job *j,
		     const struct bl_image *obj, const struct bl_convert_result *res,
		     struct bl_write_set **held);
/* Put job @j's held set in place (it is freed); its status. */
int bl_write_outputs_commit(const struct bl_out_plan *p, const struct bl_job *j,
			    struct bl_write_set *held);
/* The renames of this process's durable outputs made durable (one fsync
 * a directory; none for atomic outputs). */
int bl_sync_outputs(const struct bl_out_plan *p);

#endif
