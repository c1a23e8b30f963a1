/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Output planning for many files: each directory a run writes into or
 * names is resolved, opened and made once, not once per path component per
 * object (resolved per path, a 2,000-object tree cost 35 readlink, 11
 * getcwd and 4 mkdir calls per object, two thirds of them failing).
 *
 * A bl_dirs is a cache keyed by a directory's text as written (dirname()
 * of a path), owned by one process; a forked worker inherits a copy with
 * the descriptors it holds. At most BL_DIRS_OPEN directories are held open
 * at a time; one evicted is opened again when next used.
 */
#ifndef BL_UTIL_OUT_PLAN_H
#define BL_UTIL_OUT_PLAN_H

#include <stdbool.h>
#include <sys/types.h>

#define BL_DIRS_OPEN	64

struct bl_dir {
	char *path;		/* dirname() of the paths below it */
	size_t len;		/* of path */
	int fd;			/* O_DIRECTORY (O_PATH where unreadable); -1 */
	int err;		/* why it could not be opened (negative errno) */
	bool is_proc;		/* on procfs: its names may be /proc/PID/fd aliases */
	dev_t dev;
	ino_t ino;
	bool made;		/* known to exist as a directory (made or found) */
	bool dirty;		/* renamed into: fsync before bl_dirs_sync() returns */
	int sync_err;		/* an fsync of it failed (negative errno) */
	bool resolved;		/* real tried */
	int real_err;		/* why realpath() failed (negative errno) */
	char *real;		/* realpath(), NULL when it cannot be resolved */
};

struct bl_dirs;

struct bl_dirs *bl_dirs_new(void);
void bl_dirs_free(struct bl_dirs *dirs);

/*
 * The directory @dir (text, "." for the working directory) opened, or
 * NULL with errno set (ENOMEM, or why it cannot be opened; not cached, so
 * a directory made later is found).
 */
struct bl_dir *bl_dirs_open(struct bl_dirs *dirs, const char *dir);
/* The same for the directory of @path, as dirname(3) names it. */
struct bl_dir *bl_dirs_open_parent(struct bl_dirs *dirs, const char *path);

/*
 * fsync every directory renamed into since the last call (or given back
 * when evicted); 0, or the first error with *@failed its directory.
 * bl_write_files_in() leaves this to the caller: one fsync per directory
 * per run, not per set of files.
 */
int bl_dirs_sync(struct bl_dirs *dirs, const char **failed);

/* mkdir -p the directories of @path, each directory once per cache. */
int bl_dirs_make_parents(struct bl_dirs *dirs, const char *path);

/*
 * Absolute path of @path without resolving its last component (the
 * directory resolved once per cache); NULL when the directory cannot be
 * resolved (errno set). The caller frees it.
 */
char *bl_dirs_abs(struct bl_dirs *dirs, const char *path);

#endif /* BL_UTIL_OUT_PLAN_H */
