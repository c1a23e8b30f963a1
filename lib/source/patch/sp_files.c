// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The run's source files (read once, scanned once, shared by every object
 * that names them), the source root, the edits of each file and the
 * declarations left, listed once each.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "source/patch/sp_run.h"
#include "util/file_io.h"

int bl_sp_leave(struct sp_run *r, const char *file, unsigned int line, const char *map,
		const char *fmt, ...)
{
	struct bl_source_result *res = r->res;
	struct bl_source_left *l;
	va_list ap;
	char why[512];

	va_start(ap, fmt);
	vsnprintf(why, sizeof(why), fmt, ap);
	va_end(ap);
	/* a shared header's declaration is listed once, not once per object */
	for (l = res->left; l < res->left + res->nr_left; l++)
		if (l->line == line && !strcmp(l->file, file ? file : "") &&
		    !strcmp(l->map, map) && !strcmp(l->why, why))
			return 0;
	l = realloc(res->left, (res->nr_left + 1) * sizeof(*l));
	if (!l)
		return -ENOMEM;
	res->left = l;
	l = &l[res->nr_left];
	l->file = strdup(file ? file : "");
	l->map = strdup(map);
	l->why = strdup(why);
	l->line = line;
	l->program = false;
	if (!l->file || !l->map || !l->why) {
		free(l->file);
		free(l->map);
		free(l->why);
		return -ENOMEM;
	}
	res->nr_left++;
	return 0;
}

bool bl_sp_is_dir(const char *p)
{
	struct stat st;

	return p && !stat(p, &st) && S_ISDIR(st.st_mode);
}

/*
 * The real path of @path, taken relative to the first @dlen bytes of @dir
 * when relative and @dir is not NULL, into @real (PATH_MAX bytes).
 */
bool bl_sp_resolve(const char *dir, int dlen, const char *path, char *real)
{
	char joined[PATH_MAX];

	if (path[0] != '/' && dir) {
		if (snprintf(joined, sizeof(joined), "%.*s/%s", dlen, dir, path) >=
		    (int)sizeof(joined))
			return false;
		path = joined;
	}
	return realpath(path, real) != NULL;
}

int bl_sp_set_root(struct sp_run *r, const char *comp_dir)
{
	const char *want = r->opts->root;
	char buf[PATH_MAX];

	if (r->root)
		return 0;
	if (!want)
		want = bl_sp_is_dir(comp_dir) ? comp_dir : ".";
	if (!realpath(want, buf)) {
		bl_report(r->sink, BL_ERROR, want, NULL, "source root: %s", strerror(errno));
		return -errno;
	}
	r->root = strdup(buf);
	return r->root ? 0 : -ENOMEM;
}

/* The file of the run at @path (resolved against @dir), read and scanned. */
struct sp_file *bl_sp_get_file(struct sp_run *r, const char *dir, const char *path,
			       const char **why)
{
	char real[PATH_MAX];
	struct sp_file *sf, **files;
	size_t i, n = strlen(r->root);
	void *buf;

	if (!bl_sp_resolve(dir, INT_MAX, path, real)) {
		*why = "its source file cannot be found here";
		return NULL;
	}
	for (i = 0; i < r->nr_files; i++)
		if (!strcmp(r->files[i]->path, real))
			return r->files[i];
	if (strncmp(real, r->root, n) || (real[n] != '/' && n != 1)) {
		*why = "its source file is outside the source root (--source-root)";
		return NULL;
	}
	*why = "out of memory";
	files = realloc(r->files, (r->nr_files + 1) * sizeof(*files));
	if (!files)
		return NULL;
	r->files = files;
	sf = calloc(1, sizeof(*sf));
	if (!sf)
		return NULL;
	if (bl_read_file(real, &buf, &sf->len)) {
		free(sf);
		*why = "its source file cannot be read";
		return NULL;
	}
	sf->text = buf;
	sf->path = strdup(real);
	sf->rel = strdup(real + n + (n != 1));
	if (!sf->path || !sf->rel || bl_src_scan(sf->text, sf->len, &sf->scan)) {
		free(sf->path);
		free(sf->rel);
		free(sf->text);
		bl_src_free(&sf->scan);
		free(sf);
		return NULL;
	}
	r->files[r->nr_files++] = sf;
	return sf;
}

int bl_sp_push_edit(struct sp_file *sf, struct sp_edit fe)
{
	struct sp_edit *e = realloc(sf->edits, (sf->nr_edits + 1) * sizeof(*e));

	if (!e)
		return -ENOMEM;
	sf->edits = e;
	sf->edits[sf->nr_edits++] = fe;
	return 0;
}

int bl_sp_add_edit(struct sp_run *r, struct sp_file *sf, size_t start, size_t end,
		   char *text, const char *object, bool is_decl, const char *map,
		   unsigned int line)
{
	struct sp_edit *e;
	size_t i;

	for (i = 0; i < sf->nr_edits; i++) {
		e = &sf->edits[i];
		if (e->e.start == start && e->e.end == end && !strcmp(e->e.text, text)) {
			free(text);	/* a shared header: patched once */
			return 0;
		}
		if (start < e->e.end && e->e.start < end) {
			bl_report(r->sink, BL_ERROR, object, NULL,
				  "%s:%u: map '%s': %s and %s would rewrite this declaration differently",
				  sf->rel, line, map, e->object, object);
			free(text);
			return -EINVAL;
		}
	}
	if (bl_sp_push_edit(sf, (struct sp_edit){ .e = { start, end, text }, .object = object,
					  .is_decl = is_decl })) {
		free(text);
		return -ENOMEM;
	}
	return 0;
}

int bl_sp_drop_kv(struct sp_run *r, const char *object, const struct sp_loc *l)
{
	char *none;

	if (!l->kv_sf)
		return 0;
	none = strdup("");
	return none ? bl_sp_add_edit(r, l->kv_sf, l->kv_start, l->kv_end, none, object, false,
				     l->rw.name, l->kv_line) : -ENOMEM;
}

/* @common, cut to the deepest directory that also holds directory @dir. */
static int widen(char **common, const char *dir)
{
	size_t n = 0, cut = 0;

	if (!*common)
		return (*common = strdup(dir)) ? 0 : -ENOMEM;
	while ((*common)[n] && (*common)[n] == dir[n]) {
		if (dir[n] == '/')
			cut = n;
		n++;
	}
	if (!(*common)[n] && (!dir[n] || dir[n] == '/'))
		return 0;	/* @dir is at or under @common */
	(*common)[cut ? cut : 1] = 0;
	return 0;
}

/* Widen @common by the directory of file @file (relative to @dir). */
static int widen_file(char **common, const char *dir, const char *file)
{
	char real[PATH_MAX], *slash;

	if (!bl_sp_resolve(dir, INT_MAX, file, real))
		return 0;
	slash = strrchr(real, '/');
	if (slash)
		slash[slash == real] = 0;
	return widen(common, real);
}

/*
 * The default source root: the deepest directory holding every input's
 * DW_AT_comp_dir and the files declaring its maps (a header in ../common
 * included by programs built in their own directories is common), when
 * that is not `/`. Otherwise bl_sp_set_root() takes the first comp_dir or ".".
 */
int bl_sp_default_root(struct sp_run *r, const struct sp_input *ins, size_t nr)
{
	char *common = NULL, real[PATH_MAX];
	size_t i, k;
	int err = 0;

	for (i = 0; i < nr && !err; i++) {
		const struct sp_input *in = &ins[i];

		if (!in->cv || !bl_sp_is_dir(in->dd.comp_dir) || !realpath(in->dd.comp_dir, real))
			continue;
		err = widen(&common, real);
		for (k = 0; k < in->cv->plan.lm.nr && !err; k++) {
			const struct bl_dwarf_decl *dw =
				bl_dwarf_decl_find(&in->dd, in->cv->plan.lm.maps[k].name);

			if (dw)
				err = widen_file(&common, real, dw->file);
		}
	}
	if (!err && common && strcmp(common, "/")) {
		r->root = common;
		return 0;
	}
	free(common);
	return err;
}
