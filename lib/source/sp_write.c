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
#include "source/sp_run.h"

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

/* The macros go in once per file, before its first rewritten declaration
 * (and outside the conditional groups around it, above its comments). */
static int add_macros(struct sp_file *sf)
{
	size_t i, at = SIZE_MAX, ls;
	char *text;

	for (i = 0; i < sf->nr_edits; i++)
		if (sf->edits[i].is_decl && sf->edits[i].e.start < at)
			at = sf->edits[i].e.start;
	if (at == SIZE_MAX)
		return 0;
	at = bl_src_top_point(&sf->scan, at);
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
		err = add_macros(sf);
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
