// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Directories of a run's outputs, resolved, opened and made once
 * (out_plan.h). A hash table of entries keyed by the directory's text; the
 * open descriptors are bounded by a ring that closes the oldest.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <linux/magic.h>

#include "util/hash.h"
#include "util/out_plan.h"
#include "util/strbuf.h"

struct bl_dirs {
	struct bl_dir **slot;	/* open addressing, NULL: free */
	size_t cap, nr;
	struct bl_dir *ring[BL_DIRS_OPEN];	/* the entries holding an fd */
	size_t nr_opened;
	struct bl_dir *last;	/* the last path's (parent_entry()) */
};

struct bl_dirs *bl_dirs_new(void)
{
	struct bl_dirs *d = calloc(1, sizeof(*d));

	if (!d)
		return NULL;
	d->cap = 64;
	d->slot = calloc(d->cap, sizeof(*d->slot));
	if (!d->slot) {
		free(d);
		return NULL;
	}
	return d;
}

void bl_dirs_free(struct bl_dirs *d)
{
	size_t i;

	if (!d)
		return;
	for (i = 0; i < d->cap; i++) {
		if (!d->slot[i])
			continue;
		if (d->slot[i]->fd >= 0)
			close(d->slot[i]->fd);
		free(d->slot[i]->path);
		free(d->slot[i]->real);
		free(d->slot[i]);
	}
	free(d->slot);
	free(d);
}

static int grow(struct bl_dirs *d)
{
	size_t cap = d->cap * 2, i, k;
	struct bl_dir **s = calloc(cap, sizeof(*s));

	if (!s)
		return -ENOMEM;
	for (i = 0; i < d->cap; i++) {
		if (!d->slot[i])
			continue;
		for (k = bl_hash_str(d->slot[i]->path) & (cap - 1); s[k]; k = (k + 1) & (cap - 1))
			;
		s[k] = d->slot[i];
	}
	free(d->slot);
	d->slot = s;
	d->cap = cap;
	return 0;
}

/* The entry of @dir, made (not opened) when new; NULL: out of memory. */
static struct bl_dir *entry(struct bl_dirs *d, const char *dir)
{
	struct bl_dir *e;
	size_t k;

	if (2 * (d->nr + 1) > d->cap && grow(d))
		return NULL;
	for (k = bl_hash_str(dir) & (d->cap - 1); d->slot[k]; k = (k + 1) & (d->cap - 1))
		if (!strcmp(d->slot[k]->path, dir))
			return d->slot[k];
	e = calloc(1, sizeof(*e));
	if (!e || !(e->path = strdup(dir))) {
		free(e);
		return NULL;
	}
	e->len = strlen(dir);
	e->fd = -1;
	d->slot[k] = e;
	d->nr++;
	return e;
}

/* The entry named by the @len bytes at @dir, or NULL. */
static struct bl_dir *find(const struct bl_dirs *d, const char *dir, size_t len)
{
	size_t k;

	for (k = bl_hash_mem(dir, len) & (d->cap - 1); d->slot[k]; k = (k + 1) & (d->cap - 1))
		if (d->slot[k]->len == len && !memcmp(d->slot[k]->path, dir, len))
			return d->slot[k];
	return NULL;
}

/*
 * The entry of @path's directory, as dirname(3) names it. A path that is
 * a directory, one slash and a name (nearly all) is looked up by that
 * prefix, without a copy: first against the last path's directory (sorted
 * arguments come a directory at a time), then by its hash. Anything else
 * ("a//b", "x", "/x", "a/") and a directory not seen yet take dirname().
 */
static struct bl_dir *parent_entry(struct bl_dirs *d, const char *path)
{
	const char *slash = strrchr(path, '/');
	struct bl_dir *e = d->last;
	size_t len = slash ? (size_t)(slash - path) : 0;
	char *copy;

	if (slash && slash > path && slash[1] && slash[-1] != '/') {
		if (e && e->len == len && !memcmp(e->path, path, len))
			return e;
		e = find(d, path, len);
		if (e) {
			d->last = e;
			return e;
		}
	}
	copy = strdup(path);
	if (!copy)
		return NULL;
	e = entry(d, dirname(copy));
	free(copy);
	if (e)
		d->last = e;
	return e;
}

/* A directory opened O_PATH cannot be fsync'ed (EBADF): best effort, as for one file. */
static int sync_dir(const struct bl_dir *e)
{
	return fsync(e->fd) && errno != EBADF && errno != EINVAL ? -1 : 0;
}

int bl_dirs_sync(struct bl_dirs *d, const char **failed)
{
	struct bl_dir *e;
	int err = 0;
	size_t i;

	for (i = 0; d && i < d->cap; i++) {
		e = d->slot[i];
		if (!e)
			continue;
		if (e->dirty && e->fd >= 0 && sync_dir(e) && !e->sync_err)
			e->sync_err = -errno;
		e->dirty = false;
		if (e->sync_err && !err) {
			err = e->sync_err;
			*failed = e->path;
		}
		e->sync_err = 0;
	}
	return err;
}

static struct bl_dir *open_entry(struct bl_dirs *d, struct bl_dir *e)
{
	const char *dir = e ? e->path : NULL;
	struct bl_dir **r;
	struct statfs sfs;
	struct stat st;
	int fd;

	if (!e) {
		errno = ENOMEM;
		return NULL;
	}
	if (e->fd >= 0)
		return e;
	if (e->err && !e->made) {
		/* not there when last asked: made since only by us */
		errno = -e->err;
		return NULL;
	}
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 && errno == EACCES)
		fd = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0) {
		e->err = -errno;
		return NULL;
	}
	if (fstat(fd, &st)) {
		e->err = -errno;
		close(fd);
		errno = -e->err;
		return NULL;
	}
	e->dev = st.st_dev;
	e->ino = st.st_ino;
	e->is_proc = !fstatfs(fd, &sfs) && sfs.f_type == PROC_SUPER_MAGIC;
	e->made = true;
	e->err = 0;
	/* the oldest open entry gives its descriptor back */
	r = &d->ring[d->nr_opened++ % BL_DIRS_OPEN];
	if (*r && (*r)->fd >= 0) {
		if ((*r)->dirty && sync_dir(*r) && !(*r)->sync_err)
			(*r)->sync_err = -errno;
		(*r)->dirty = false;
		close((*r)->fd);
		(*r)->fd = -1;
	}
	*r = e;
	e->fd = fd;
	return e;
}

struct bl_dir *bl_dirs_open(struct bl_dirs *d, const char *dir)
{
	return open_entry(d, entry(d, dir));
}

struct bl_dir *bl_dirs_open_parent(struct bl_dirs *d, const char *path)
{
	return open_entry(d, parent_entry(d, path));
}

static int make_dir(struct bl_dirs *d, const char *dir)
{
	struct bl_dir *e = entry(d, dir);
	char *up;
	int err;

	if (!e)
		return -ENOMEM;
	if (e->made)
		return 0;
	if (mkdir(dir, 0777) && errno != EEXIST) {
		if (errno != ENOENT)
			return -errno;
		/* the parent first, then this one again */
		up = strdup(dir);
		if (!up)
			return -ENOMEM;
		err = strcmp(dirname(up), dir) ? make_dir(d, up) : -ENOENT;
		free(up);
		if (err)
			return err;
		if (mkdir(dir, 0777) && errno != EEXIST)
			return -errno;
	}
	e->made = true;
	e->err = 0;
	return 0;
}

int bl_dirs_make_parents(struct bl_dirs *d, const char *path)
{
	char *copy = strdup(path);
	int err;

	if (!copy)
		return -ENOMEM;
	err = make_dir(d, dirname(copy));
	free(copy);
	return err;
}

char *bl_dirs_abs(struct bl_dirs *d, const char *path)
{
	const char *slash = strrchr(path, '/');
	struct bl_dir *e = parent_entry(d, path);
	char *out = NULL;
	int err = ENOMEM;

	if (!e)
		goto out;
	if (!e->resolved) {
		e->real = realpath(e->path, NULL);
		e->real_err = e->real ? 0 : -errno;
		e->resolved = true;
	}
	if (!e->real) {
		err = -e->real_err;
		goto out;
	}
	out = bl_strcat3(strcmp(e->real, "/") ? e->real : "", "/", slash ? slash + 1 : path);
out:
	if (!out)
		errno = err;
	return out;
}
