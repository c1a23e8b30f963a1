// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_source_patch(): the driver of the source migration, one step after
 * another (sp_run.h). Every object is read and converted once, keeping
 * the conversion's plan (its diagnostics are the user's: same options,
 * same warnings, and an object that does not convert gets no patch); then
 * the source root is known (sp_files.c); per object the maps are located
 * (sp_locate.c) and rewritten as the plan says (sp_maps.c), its programs
 * edited (sp_progs.c); files shared by several objects (headers) keep one
 * of each edit, and two different rewrites of one declaration refuse the
 * run. The edits become one unified diff (sp_write.c); the legacy struct
 * types still used where maps of them were rewritten are noted
 * (sp_uses.c, res->notes).
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
#include "util/file_io.h"
#include "util/opts.h"

/* Read and convert @in, keeping the conversion's own plan (what each map
 * became) and the object's declarations. */
static int read_input(struct sp_run *r, struct sp_input *in)
{
	struct bl_convert_result cres = { .sz = sizeof(cres) };
	int err;

	err = bl_read_file(in->path, &in->buf, &in->len);
	if (err) {
		bl_report(r->sink, BL_ERROR, in->path, NULL, "cannot read: %s", strerror(-err));
		return err;
	}
	err = bl_convert_planned(in->buf, in->len, in->path, r->opts->convert, r->sink,
				 &cres, &in->cv);
	if (!err && !cres.had_legacy_maps) {
		bl_converted_free(in->cv);
		in->cv = NULL;
	}
	bl_convert_result_free(&cres);
	if (!err && in->cv)
		err = bl_dwarf_decls_read(in->buf, in->len, true, &in->dd);
	return err;
}

static void input_free(struct sp_input *in)
{
	bl_dwarf_decls_free(&in->dd);
	bl_converted_free(in->cv);
	free(in->buf);
}

/* Rewrite the legacy maps and tail-call sections of input @in. */
static int patch_input(struct sp_run *r, const struct sp_input *in)
{
	const struct bl_plan *p = &in->cv->plan;
	const char *path = in->path;
	unsigned int nr_before = r->res->nr_rewritten;
	struct sp_loc *locs = NULL;
	size_t i;
	int err = 0;

	err = bl_sp_set_root(r, in->dd.comp_dir);
	if (!err && !in->dd.nr && p->lm.nr)
		bl_report(r->sink, BL_WARNING, path, NULL,
			  "built without -g: the rewritten maps are BTF-defined, and libbpf reads those only from BTF: build the patched sources with -g (clang emits .BTF only then)");
	if (!err && !(locs = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*locs))))
		err = -ENOMEM;
	if (!err)
		err = bl_sp_rewrite_maps(r, path, p, &in->dd, locs) ?:
		      bl_sp_rewrite_tails(r, path, p, &in->dd, locs) ?:
		      bl_sp_rewrite_statics(r, path, p, &in->dd);
	if (!err && r->res->nr_rewritten > nr_before)
		err = bl_sp_object_files(r, in, locs);
	for (i = 0; locs && i < p->lm.nr; i++) {
		free(locs[i].protos);
		free(locs[i].kv[0]);
		free(locs[i].kv[1]);
		free(locs[i].slots);
		free(locs[i].tmpl);
		free(locs[i].fwd);
	}
	free(locs);
	return err;
}

int bl_source_patch(const char *const *inputs, size_t nr,
		    const struct bl_source_opts *opts, const struct bl_sink *sink,
		    struct bl_source_result *res)
{
	struct bl_convert_opts co;
	struct bl_source_opts o;
	struct sp_run r = { .opts = &o, .sink = sink, .res = res };
	struct sp_input *ins;
	size_t i, k;
	int err, e;

	err = bl_opts_take(&o, sizeof(o), opts) ?:
	      bl_opts_take(&co, sizeof(co), o.convert) ?:
	      bl_result_reset(res, sizeof(*res), offsetof(struct bl_source_result, notes));
	if (err)
		return err;
	o.convert = &co;
	ins = calloc(nr ? nr : 1, sizeof(*ins));
	if (!ins)
		return -ENOMEM;
	/* every input read and converted once, before the root is known */
	for (i = 0; i < nr && err != -ENOMEM; i++) {
		ins[i].path = inputs[i];
		e = read_input(&r, &ins[i]);
		if (e) {
			bl_converted_free(ins[i].cv);
			ins[i].cv = NULL;
			err = err ?: e;
			err = e == -ENOMEM ? e : err;
		}
	}
	if (!o.root && err != -ENOMEM) {
		e = bl_sp_default_root(&r, ins, nr);
		err = e ? e : err;
	}
	for (i = 0; i < nr && err != -ENOMEM; i++) {
		if (!ins[i].cv)
			continue;
		e = patch_input(&r, &ins[i]);
		err = err ?: e;
		err = e == -ENOMEM ? e : err;
	}
	for (i = 0; i < nr; i++)
		input_free(&ins[i]);
	free(ins);
	if (!err)
		err = bl_sp_set_root(&r, NULL) ?: bl_sp_write_patch(&r) ?: bl_sp_find_uses(&r);
	res->root = r.root;
	for (i = 0; i < r.nr_files; i++) {
		struct sp_file *sf = r.files[i];

		for (k = 0; k < sf->nr_edits; k++)
			free(sf->edits[k].e.text);
		free(sf->edits);
		for (k = 0; k < sf->nr_tags; k++)
			free(sf->tags[k]);
		free(sf->tags);
		for (k = 0; k < sf->nr_vetoes; k++)
			free(sf->vetoes[k].why);
		free(sf->vetoes);
		bl_src_free(&sf->scan);
		free(sf->text);
		free(sf->path);
		free(sf->rel);
		free(sf);
	}
	free(r.files);
	for (i = 0; i < r.nr_objs; i++)
		free(r.objs[i].f);
	free(r.objs);
	return err;
}

void bl_source_result_free(struct bl_source_result *res)
{
	size_t i, sz;

	for (i = 0; i < res->nr_left; i++) {
		free(res->left[i].file);
		free(res->left[i].map);
		free(res->left[i].why);
	}
	free(res->left);
	free(res->patch);
	free(res->root);
	/* the caller's struct may be an older, shorter one (the first
	 * release's fields, up to the notes, were always there) */
	if (res->sz < offsetof(struct bl_source_result, notes))
		res->sz = offsetof(struct bl_source_result, notes);
	sz = res->sz < sizeof(*res) ? res->sz : sizeof(*res);
	if (sz >= offsetof(struct bl_source_result, unread)) {
		for (i = 0; i < res->nr_notes; i++) {
			free(res->notes[i].file);
			free(res->notes[i].type);
			free(res->notes[i].maps_file);
		}
		free(res->notes);
	}
	if (sz == sizeof(*res)) {
		for (i = 0; i < res->nr_unread; i++) {
			free(res->unread[i].file);
			free(res->unread[i].include_file);
			free(res->unread[i].include);
			free(res->unread[i].why);
		}
		free(res->unread);
	}
	memset((char *)res + sizeof(res->sz), 0, sz - sizeof(res->sz));
}
