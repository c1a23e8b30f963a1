// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Where a conversion run's outputs go (out_jobs.h): every path decided and
 * checked before anything is written, then each job's set written whole.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "convert/manifest.h"
#include "convert/out_jobs.h"
#include "util/cli_common.h"
#include "util/bulk.h"
#include "util/file_io.h"
#include "util/hash.h"
#include "util/out_plan.h"
#include "util/strbuf.h"

void bl_say(const struct bl_say *s, const char *file, const char *fmt, ...)
{
	char *line;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&line, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	s->fn(s->ctx, file, line);
	free(line);
}

#define say(p, ...) bl_say(&(p)->say, __VA_ARGS__)

/* A file of the run, for the input/output identity checks. */
struct file_id {
	const char *path;
	char *key;		/* path with its directory resolved */
	dev_t dev;
	ino_t ino;
	bool exists;
	int job;
	bool input;
};

/*
 * By identity, existing files first; a file's names in name order, and
 * one name's entries in run order (an input before its job's outputs): a
 * total order, so no C library's sort changes which clash is told.
 */
static int cmp_id_inode(const void *x, const void *y)
{
	const struct file_id *a = x, *b = y;
	int c;

	if (a->exists != b->exists)
		return a->exists ? -1 : 1;
	if (a->dev != b->dev)
		return a->dev < b->dev ? -1 : 1;
	if (a->ino != b->ino)
		return a->ino < b->ino ? -1 : 1;
	c = strcmp(a->key, b->key);
	if (c || a->job != b->job)
		return c ? c : a->job - b->job;
	return b->input - a->input;
}

static bool same_inode(const struct file_id *a, const struct file_id *b)
{
	return a->exists && b->exists && a->dev == b->dev && a->ino == b->ino;
}

static void file_id_set(struct file_id *f, const struct stat *st)
{
	f->exists = true;
	f->dev = st->st_dev;
	f->ino = st->st_ino;
}

/* @key: @path resolved already (plan_mirror()), taken over, or NULL. */
static void file_id_add(const struct bl_out_plan *p, struct file_id *ids, size_t *n,
			const char *path, struct bl_job *jobs, int job,
			enum bl_out_role which, char **key)
{
	struct stat st;
	struct file_id *f = &ids[(*n)++];
	struct bl_job *j = &jobs[job];
	bool input = which == BL_ROLE_INPUT, stream = false;
	int err;

	*f = (struct file_id){ .path = path, .job = job, .input = input };
	/* an input's identity is looked up only if an output exists (below) */
	err = input ? -ENOENT : bl_output_probe(p->plan_dirs, path, &stream, &st);
	/* streams and devices are written through: nothing to protect */
	if (stream) {
		(*n)--;
		return;
	}
	/* ./x.o and x.o are one path; a directory not made yet stays as written */
	if (key && *key) {
		f->key = *key;
		*key = NULL;
	} else {
		f->key = strcmp(path, "-") ? bl_dirs_abs(p->plan_dirs, path) : NULL;
	}
	if (!f->key)
		f->key = (char *)path;
	if (!err)
		file_id_set(f, &st);
	j->existed |= err ? 0 : which;
}

/*
 * Do two entries naming one file clash: an output that is an input (unless
 * -i converts that very input) or two outputs that are one file?
 */
static bool ids_clash(const struct bl_out_plan *p, const struct bl_job *jobs,
		      const struct file_id *x, const struct file_id *y)
{
	const struct file_id *o = x->input ? y : x, *i = x->input ? x : y;

	if (x->input && y->input)
		return false;	/* the same input twice: its outputs clash */
	if (!x->input && !y->input)
		return true;
	return !(p->in_place && o->path == jobs[o->job].out && o->job == i->job);
}

/* Say why @x and @y clash. */
static int say_clash(const struct bl_out_plan *p, const struct bl_job *jobs,
		     const struct file_id *x, const struct file_id *y)
{
	const struct file_id *o = x->input ? y : x, *i = x->input ? x : y;

	if (!x->input && !y->input) {
		if (x->job != y->job)
			say(p, NULL, "%s: output %s is also an output for %s",
			    jobs[y->job].in, y->path, jobs[x->job].in);
		else
			say(p, NULL, "%s: two outputs are one file: %s and %s",
			    jobs[y->job].in, x->path, y->path);
	} else if (o->path == jobs[o->job].out && o->job == i->job) {
		say(p, NULL, "%s: output is the input; use -i to convert in place",
		    i->path);
	} else {
		say(p, NULL, "%s: output %s would overwrite input %s",
		    jobs[o->job].in, o->path, i->path);
	}
	return BL_EXIT_USAGE;
}

static const char *id_key(const void *ctx, size_t i)
{
	return ((const struct file_id *)ctx)[i - 1].key;
}

/*
 * Entries of one name (@ids[i - 1] is item i of the index): each against
 * the next of its name in run order. Of the clashes, the one of the lowest
 * name is told, and of one name the first: what a stable sort by name
 * would find first, without sorting.
 */
static int name_clashes(const struct bl_out_plan *p, const struct bl_job *jobs,
			const struct file_id *ids, size_t n)
{
	const struct file_id *x = NULL, *y = NULL;
	struct bl_name_index ix;
	size_t i, j;

	if (bl_name_index_build(&ix, n + 1, id_key, ids)) {
		say(p, NULL, "out of memory");
		return BL_EXIT_IO;
	}
	for (i = 1; i <= n; i++) {
		j = bl_name_index_find(&ix, ids[i - 1].key, i);
		if (!j || !ids_clash(p, jobs, &ids[i - 1], &ids[j - 1]))
			continue;
		if (!x || strcmp(ids[i - 1].key, x->key) < 0) {
			x = &ids[i - 1];
			y = &ids[j - 1];
		}
	}
	bl_name_index_free(&ix);
	return x ? say_clash(p, jobs, x, y) : 0;
}

/*
 * Names of one file found by identity, once some output exists (else none
 * can be an input, and no input needs a look: a new tree costs no call per
 * input): the inputs stat'ed, the entries sorted by identity, and each
 * against the next of its file under another name.
 */
static int identity_clashes(const struct bl_out_plan *p, const struct bl_job *jobs,
			    struct file_id *ids, size_t n)
{
	size_t k;

	for (k = 0; k < n && !ids[k].exists; k++)
		;
	if (k == n)
		return 0;
	for (k = 0; k < n; k++) {
		struct stat st;

		if (ids[k].input && !stat(ids[k].path, &st))
			file_id_set(&ids[k], &st);
	}
	qsort(ids, n, sizeof(*ids), cmp_id_inode);
	for (k = 1; k < n && ids[k].exists; k++)
		if (same_inode(&ids[k - 1], &ids[k]) && strcmp(ids[k - 1].key, ids[k].key) &&
		    ids_clash(p, jobs, &ids[k - 1], &ids[k]))
			return say_clash(p, jobs, &ids[k - 1], &ids[k]);
	return 0;
}

/*
 * Refuse before anything is written: outputs equal to inputs, or to each
 * other. @abs: the inputs resolved by plan_mirror() (taken over), or NULL.
 */
static int check_identities(const struct bl_out_plan *p, struct bl_job *jobs, int nr,
			    char **abs)
{
	/* populated at once: a page a fault costs 11-13 us on a VM (bulk.h) */
	size_t size = 4 * (size_t)nr * sizeof(struct file_id);
	struct file_id *ids = bl_bulk_zalloc(size);
	size_t n = 0, k;
	int i, rc;

	if (!ids) {
		say(p, NULL, "out of memory");
		return BL_EXIT_IO;
	}
	for (i = 0; i < nr; i++) {
		if (strcmp(jobs[i].in, "-"))
			file_id_add(p, ids, &n, jobs[i].in, jobs, i, BL_ROLE_INPUT,
				    abs ? &abs[i] : NULL);
		file_id_add(p, ids, &n, jobs[i].out, jobs, i, BL_ROLE_OBJECT, NULL);
		if (jobs[i].manifest)
			file_id_add(p, ids, &n, jobs[i].manifest, jobs, i, BL_ROLE_MANIFEST, NULL);
		if (jobs[i].graft)
			file_id_add(p, ids, &n, jobs[i].graft, jobs, i, BL_ROLE_GRAFT, NULL);
	}
	rc = name_clashes(p, jobs, ids, n);
	if (!rc)
		rc = identity_clashes(p, jobs, ids, n);
	for (k = 0; k < n; k++)
		if (ids[k].key != ids[k].path)
			free(ids[k].key);
	bl_bulk_free(ids, size);
	return rc;
}

/* Length of the longest directory prefix (whole components) of a and b. */
static size_t common_dir(const char *a, size_t alen, const char *b)
{
	size_t i, last = 0;

	for (i = 0; i < alen && a[i] == b[i]; i++)
		if (a[i] == '/')
			last = i;
	return last;
}

/* --output-dir: OUTDIR/(input path below the base); @abs gets each input
 * resolved, which the identity check takes (check_identities()). */
static int plan_mirror(const struct bl_out_plan *p, struct bl_job *jobs, char **abs)
{
	char *base = NULL;
	size_t blen = 0;
	int i, rc = 0;

	for (i = 0; i < p->nr_inputs && !rc; i++) {
		abs[i] = bl_dirs_abs(p->plan_dirs, p->inputs[i]);
		if (!abs[i]) {
			say(p, p->inputs[i], "cannot resolve: %s", strerror(errno));
			rc = BL_EXIT_IO;
		}
	}
	if (!rc && p->base) {
		base = realpath(p->base, NULL);
		if (!base) {
			say(p, p->base, "--base: %s", strerror(errno));
			rc = BL_EXIT_USAGE;
		} else {
			blen = strcmp(base, "/") ? strlen(base) : 0;
		}
	} else if (!rc) {
		blen = strrchr(abs[0], '/') - abs[0];
		for (i = 1; i < p->nr_inputs; i++)
			blen = common_dir(abs[0], blen + 1, abs[i]);
	}
	for (i = 0; i < p->nr_inputs && !rc; i++) {
		if ((base && strncmp(abs[i], base, blen)) || abs[i][blen] != '/') {
			say(p, NULL, "%s: not below --base %s", p->inputs[i], p->base);
			rc = BL_EXIT_USAGE;
		} else if (!(jobs[i].out = bl_strcat3(p->output_dir, "/", abs[i] + blen + 1))) {
			rc = BL_EXIT_IO;
		} else if (strlen(jobs[i].out) >= PATH_MAX) {
			say(p, NULL, "%s: output path too long", p->inputs[i]);
			rc = BL_EXIT_USAGE;
		}
		jobs[i].mkdirs = true;
	}
	free(base);
	return rc;
}

void bl_free_jobs(struct bl_job *jobs, int nr)
{
	int i;

	for (i = 0; jobs && i < nr; i++) {
		free(jobs[i].out);
		free(jobs[i].manifest);
	}
	free(jobs);
}

void bl_out_plan_free(struct bl_out_plan *p)
{
	bl_dirs_free(p->plan_dirs);
	bl_dirs_free(p->write_dirs);
	p->plan_dirs = p->write_dirs = NULL;
}

int bl_plan_jobs(struct bl_out_plan *p, struct bl_job **out)
{
	struct bl_job *jobs = calloc(p->nr_inputs, sizeof(*jobs));
	char **abs = NULL;
	int i, rc = 0;

	*out = jobs;
	p->durable = p->fsync || p->in_place;
	p->plan_dirs = bl_dirs_new();
	p->write_dirs = bl_dirs_new();
	if (!jobs || !p->plan_dirs || !p->write_dirs)
		return BL_EXIT_IO;
	for (i = 0; i < p->nr_inputs; i++) {
		jobs[i].in = p->inputs[i];
		jobs[i].graft = p->graft;
	}
	if (p->output_dir) {
		abs = calloc((unsigned int)p->nr_inputs, sizeof(*abs));
		rc = abs ? plan_mirror(p, jobs, abs) : BL_EXIT_IO;
	} else {
		for (i = 0; i < p->nr_inputs && !rc; i++)
			if (!(jobs[i].out = strdup(p->output ? p->output : p->inputs[i])))
				rc = BL_EXIT_IO;
	}
	for (i = 0; i < p->nr_inputs && !rc; i++) {
		jobs[i].out_stream = bl_output_is_stream_in(p->plan_dirs, jobs[i].out);
		if (p->manifest)
			jobs[i].manifest = strdup(p->manifest);
		else if (!jobs[i].out_stream)
			jobs[i].manifest = bl_manifest_path(jobs[i].out);
		else
			continue;
		if (!jobs[i].manifest)
			rc = BL_EXIT_IO;
	}
	if (rc == BL_EXIT_IO)
		say(p, NULL, "out of memory");
	if (!rc)
		rc = check_identities(p, jobs, p->nr_inputs, abs);
	for (i = 0; abs && i < p->nr_inputs; i++)
		free(abs[i]);
	free(abs);
	return rc;
}

/* A write that failed: nothing of the set is in place. */
static int write_failed(const struct bl_out_plan *p, const struct bl_job *j,
			const char *path, size_t bad, int err)
{
	if (err == -EFAULT && bad == 0) {
		/* the object's pieces are the input's mapped bytes */
		say(p, NULL, "%s: cannot read: the file shrank while being read (truncated by another process?)",
		    j->in);
		return BL_EXIT_IO;
	}
	say(p, NULL, "%s: cannot write: %s (nothing written)", path,
	    bl_io_strerror(err));
	return BL_EXIT_IO;
}

int bl_write_outputs(const struct bl_out_plan *p, const struct bl_job *j,
		     const struct bl_image *obj, const struct bl_convert_result *res,
		     struct bl_write_set **held)
{
	struct bl_out files[3];
	enum bl_out_role role[3];
	struct stat st;
	size_t i, n = 0, bad = 0;
	int err;

	if (res->manifest_json && !j->manifest) {
		say(p, NULL, "%s: the object has tail calls: give --manifest FILE when writing to %s",
		    j->in, j->out);
		return BL_EXIT_USAGE;
	}
	if (obj) {	/* NULL: the object stays as it is (-i, nothing changed) */
		role[n] = BL_ROLE_OBJECT;
		files[n] = (struct bl_out){ .path = j->out, .len = bl_image_len(obj), .mode = 0644 };
		files[n].iov = bl_image_pieces(obj, &files[n].iovcnt);
		n++;
	}
	if (res->manifest_json) {
		role[n] = BL_ROLE_MANIFEST;
		files[n++] = (struct bl_out){ .path = j->manifest, .buf = res->manifest_json,
					      .len = res->manifest_len, .mode = 0644 };
	}
	if (j->graft && res->graft_script) {
		role[n] = BL_ROLE_GRAFT;
		files[n++] = (struct bl_out){ .path = j->graft, .buf = res->graft_script,
					      .len = res->graft_script_len, .mode = 0755 };
	}
	/* mode 0777 less the umask, each directory once per process */
	if (j->mkdirs && (err = bl_dirs_make_parents(p->write_dirs, j->out))) {
		say(p, j->out, "cannot create its directory: %s", strerror(-err));
		return BL_EXIT_IO;
	}
	/* what the plan found no file at (or a stream) has no other links */
	for (i = 0; i < n; i++)
		if ((j->existed & role[i]) && !stat(files[i].path, &st) &&
		    S_ISREG(st.st_mode) && st.st_nlink > 1)
			say(p, NULL, "%s: warning: %ju other hard link(s) keep the old contents (the file is replaced, not rewritten)",
			    files[i].path, (uintmax_t)st.st_nlink - 1);
	if (held)
		*held = NULL;
	/* an atomic set has no fsync to share: nothing to hold it for */
	if (held && p->durable)
		err = bl_write_files_defer(p->write_dirs, files, n, &bad, held);
	else
		err = bl_write_files_in(p->write_dirs, files, n,
					p->durable ? BL_WRITE_DURABLE : BL_WRITE_ATOMIC, &bad);
	return err ? write_failed(p, j, files[bad].path, bad, err) : 0;
}

int bl_write_outputs_commit(const struct bl_out_plan *p, const struct bl_job *j,
			    struct bl_write_set *held)
{
	const char *path = NULL;
	int err = bl_write_set_commit(held, &path);

	/* the bytes were all written: no -EFAULT from here */
	return err ? write_failed(p, j, path, 1, err) : 0;
}

int bl_sync_outputs(const struct bl_out_plan *p)
{
	const char *dir = NULL;
	int err = bl_dirs_sync(p->write_dirs, &dir);

	if (!err)
		return 0;
	say(p, dir, "cannot make the new names in it durable (fsync): %s", strerror(-err));
	return BL_EXIT_IO;
}
