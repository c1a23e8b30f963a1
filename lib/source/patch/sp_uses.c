// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The legacy struct types still used where maps of them were rewritten (in
 * the same file, or another source of the same object): one note per
 * file, line and type.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "source/patch/sp_run.h"

static int add_ofile(struct sp_ofiles *o, struct sp_file *sf)
{
	struct sp_file **f;
	size_t i;

	for (i = 0; i < o->nr; i++)
		if (o->f[i] == sf)
			return 0;
	f = realloc(o->f, (o->nr + 1) * sizeof(*f));
	if (!f)
		return -ENOMEM;
	o->f = f;
	f[o->nr++] = sf;
	return 0;
}

/* Keep the source files of input @in (those under the root that its DWARF
 * names, its unit, its rewritten maps'), for the uses of their types. */
int bl_sp_object_files(struct sp_run *r, const struct sp_input *in, const struct sp_loc *locs)
{
	const char *dir = bl_sp_is_dir(in->dd.comp_dir) ? in->dd.comp_dir : r->root;
	const char *why, *prev = "";
	struct sp_ofiles *o;
	struct sp_file *sf;
	struct sp_unit u;
	size_t i;
	int err = 0;

	o = realloc(r->objs, (r->nr_objs + 1) * sizeof(*o));
	if (!o)
		return -ENOMEM;
	r->objs = o;
	o = &o[r->nr_objs++];
	*o = (struct sp_ofiles){ 0 };
	bl_sp_unit_of(in->cv->plan.in, in->path, &u);
	if (u.real[0] && (sf = bl_sp_get_file(r, NULL, u.real, &why)))
		err = add_ofile(o, sf);
	for (i = 0; i < in->dd.nr && !err; i++) {
		if (!strcmp(prev, in->dd.d[i].file))
			continue;
		prev = in->dd.d[i].file;
		sf = bl_sp_get_file(r, dir, prev, &why);
		err = sf ? add_ofile(o, sf) : 0;
	}
	for (i = 0; i < in->cv->plan.lm.nr && !err; i++)
		err = locs[i].done ? add_ofile(o, locs[i].sf) : 0;
	return err;
}

/* Where a use of a rewritten declaration's struct tag was found. */
struct use_ctx {
	struct bl_source_result *res;
	const struct sp_file *sf;
	const char *const *tags;
	const struct sp_file *const *from;	/* per tag: its maps' file; NULL: @sf */
};

/* A use at token @tok of tag @tag: a note, unless an edit replaces it or
 * the line has one for this type already. */
static int note_use(size_t tok, size_t tag, void *ctx)
{
	struct use_ctx *u = ctx;
	const struct sp_file *sf = u->sf;
	struct bl_source_result *res = u->res;
	const struct bl_tok *t = &sf->scan.toks[tok];
	const struct sp_file *from = u->from ? u->from[tag] : NULL;
	struct bl_source_note *n;
	char *type;
	size_t i;

	if (from == sf)
		return 0;	/* its own maps: noted as such */
	for (i = 0; i < sf->nr_edits; i++)
		if (sf->edits[i].e.start <= t->off && t->off < sf->edits[i].e.end)
			return 0;
	/* one per file, line and type: bl_sp_find_uses() sorts and keeps one */
	if (asprintf(&type, "struct %s", u->tags[tag]) < 0)
		return -ENOMEM;
	n = realloc(res->notes, (res->nr_notes + 1) * sizeof(*n));
	if (!n) {
		free(type);
		return -ENOMEM;
	}
	res->notes = n;
	n = &n[res->nr_notes];
	n->file = strdup(sf->rel);
	n->line = t->line;
	n->type = type;
	n->maps_file = from ? strdup(from->rel) : NULL;
	if (!n->file || (from && !n->maps_file)) {
		free(n->file);
		free(n->maps_file);
		free(type);
		return -ENOMEM;
	}
	res->nr_notes++;
	return 0;
}

/* File, line, type; a file's own maps' note first. */
static int by_note(const void *a, const void *b)
{
	const struct bl_source_note *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	c = strcmp(x->type, y->type);
	if (c || !x->maps_file || !y->maps_file)
		return c ?: !!x->maps_file - !!y->maps_file;
	return strcmp(x->maps_file, y->maps_file);
}

/* The uses, in every source of object @o, of the types of the maps
 * rewritten in its other sources (a header of maps). */
static int find_object_uses(struct use_ctx *u, const struct sp_ofiles *o)
{
	const struct sp_file **from;
	const char **tags;
	size_t i, k, n = 0;
	int err = 0;

	for (i = 0; i < o->nr; i++)
		n += o->f[i]->nr_tags;
	if (!n)
		return 0;
	tags = calloc(n, sizeof(*tags));
	from = calloc(n, sizeof(*from));
	if (!tags || !from) {
		free(tags);
		free(from);
		return -ENOMEM;
	}
	for (i = 0, n = 0; i < o->nr; i++)
		for (k = 0; k < o->f[i]->nr_tags; k++, n++) {
			tags[n] = o->f[i]->tags[k];
			from[n] = o->f[i];
		}
	u->tags = tags;
	u->from = from;
	for (i = 0; i < o->nr && !err; i++) {
		u->sf = o->f[i];
		err = bl_src_tag_uses(&u->sf->scan, tags, n, note_use, u);
	}
	free(tags);
	free(from);
	u->from = NULL;
	return err;
}

/*
 * The legacy struct types still used in each file where declarations of
 * them were rewritten, or in another source of the same object: a pointer
 * or cast to `struct bpf_map_def` no longer fits maps whose types are their
 * own. One note per file, line and type, in that order.
 */
int bl_sp_find_uses(struct sp_run *r)
{
	struct use_ctx u = { .res = r->res };
	struct bl_source_note *n;
	size_t i, k;
	int err = 0;

	if (r->res->sz < offsetof(struct bl_source_result, unread))
		return 0;	/* a caller from before the notes */
	for (i = 0; i < r->nr_files && !err; i++) {
		u.sf = r->files[i];
		u.tags = (const char *const *)u.sf->tags;
		err = bl_src_tag_uses(&u.sf->scan, u.tags, u.sf->nr_tags, note_use, &u);
	}
	for (i = 0; i < r->nr_objs && !err; i++)
		err = find_object_uses(&u, &r->objs[i]);
	n = r->res->notes;
	if (err || !r->res->nr_notes)
		return err;
	qsort(n, r->res->nr_notes, sizeof(*n), by_note);
	for (i = k = 1; i < r->res->nr_notes; i++) {
		if (n[i].line == n[k - 1].line && !strcmp(n[i].file, n[k - 1].file) &&
		    !strcmp(n[i].type, n[k - 1].type)) {
			free(n[i].file);
			free(n[i].type);
			free(n[i].maps_file);
			continue;
		}
		n[k++] = n[i];
	}
	r->res->nr_notes = k;
	return 0;
}
