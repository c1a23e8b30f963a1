// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The edits of every file as one unified diff (udiff.c), with the BTF map
 * macros once per file before its first rewritten declaration.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "source/find/macro_reach.h"
#include "source/patch/sp_run.h"

static int by_start(const void *a, const void *b)
{
	const struct sp_edit *x = a, *y = b;

	if (x->e.start != y->e.start)
		return x->e.start < y->e.start ? -1 : 1;
	return x->e.end < y->e.end ? -1 : x->e.end > y->e.end;
}

static int by_rel(const void *a, const void *b)
{
	const struct sp_file *const *x = a, *const *y = b;

	return strcmp((*x)->rel, (*y)->rel);
}

/* Note that file @sf gets the macro block because of the include @mr
 * names (a caller from before these notes is told nothing). */
static int note_unread(struct sp_run *r, const struct sp_file *sf,
		       const struct bl_macro_reach *mr)
{
	struct bl_source_result *res = r->res;
	size_t n = strlen(r->root);
	struct bl_source_unread *u;
	const char *in = mr->unread_file;

	if (res->sz < sizeof(*res))
		return 0;
	if (!strncmp(in, r->root, n) && (in[n] == '/' || n == 1))
		in += n + (n != 1);
	u = realloc(res->unread, (res->nr_unread + 1) * sizeof(*u));
	if (!u)
		return -ENOMEM;
	res->unread = u;
	u = &u[res->nr_unread];
	*u = (struct bl_source_unread){
		.file = strdup(sf->rel), .include_file = strdup(in), .line = mr->unread_line,
		.include = strdup(mr->unread_name), .why = strdup(mr->unread_why),
	};
	res->nr_unread++;
	return u->file && u->include_file && u->include && u->why ? 0 : -ENOMEM;
}

/* The macros go in once per file, before its first rewritten declaration
 * (and outside the conditional groups around it, above its comments),
 * unless the file's includes bring them there. */
static int add_macros(struct sp_run *r, struct sp_file *sf)
{
	struct bl_macro_reach mr;
	size_t i, at = SIZE_MAX, ls;
	char *text;
	int err;

	for (i = 0; i < sf->nr_edits; i++)
		if (sf->edits[i].is_decl && sf->edits[i].e.start < at)
			at = sf->edits[i].e.start;
	if (at == SIZE_MAX)
		return 0;
	at = bl_src_top_point(&sf->scan, at);
	err = bl_macro_reach(&sf->scan, sf->path, at, r->root, &mr);
	if (!err && mr.unread_name)
		err = note_unread(r, sf, &mr);
	bl_macro_reach_free(&mr);
	if (err || mr.defined)
		return err;
	for (ls = at; ls && (sf->text[ls - 1] == ' ' || sf->text[ls - 1] == '\t'); ls--)
		;
	if (!ls || sf->text[ls - 1] == '\n') {
		text = strdup(bl_rw_macros);
		at = ls;
	} else if (asprintf(&text, "\n%s", bl_rw_macros) < 0) {
		text = NULL;
	}
	if (!text)
		return -ENOMEM;
	if (bl_sp_push_edit(sf, (struct sp_edit){ .e = { at, at, text } })) {
		free(text);
		return -ENOMEM;
	}
	return 0;
}

int bl_sp_write_patch(struct sp_run *r)
{
	struct bl_strbuf sb = { 0 };
	struct bl_edit *e;
	size_t i, k;
	int err = 0;

	if (r->nr_files)
		qsort(r->files, r->nr_files, sizeof(*r->files), by_rel);
	for (i = 0; i < r->nr_files && !err; i++) {
		struct sp_file *sf = r->files[i];

		if (!sf->nr_edits)
			continue;
		err = add_macros(r, sf);
		if (err)
			break;
		qsort(sf->edits, sf->nr_edits, sizeof(*sf->edits), by_start);
		e = malloc(sf->nr_edits * sizeof(*e));
		if (!e)
			return -ENOMEM;
		for (k = 0; k < sf->nr_edits; k++)
			e[k] = sf->edits[k].e;
		err = bl_udiff_file(&sb, sf->rel, sf->text, sf->len, e, sf->nr_edits);
		free(e);
		r->res->nr_files++;
	}
	if (!err && !sb.len)
		bl_sb_put(&sb, "", 0);
	r->res->patch = bl_sb_take(&sb, &r->res->patch_len);
	if (!err && !r->res->patch)
		r->res->patch = calloc(1, 1);
	return err ? err : r->res->patch ? 0 : -ENOMEM;
}
