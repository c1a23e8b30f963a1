// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_convert_mem(): read the object, decode the legacy maps, plan what they
 * become (maps, pinning, tail calls), write the new object and its manifest.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "convert/changes.h"
#include "convert/convert.h"
#include "convert/explain.h"
#include "convert/graft_script.h"
#include "convert/layout_check.h"
#include "convert/manifest.h"
#include "convert/plan.h"
#include "convert/prog_syms.h"
#include "convert/rewrite.h"
#include "elf/elf_image.h"
#include "util/limits.h"
#include "util/opts.h"

void bl_convert_result_free(struct bl_convert_result *res)
{
	free(res->manifest_json);
	free(res->graft_script);
	free(res->changes_json);
	free(res->explain);
	memset(res, 0, sizeof(*res));
	res->sz = sizeof(*res);
}

/* A name chosen by whoever wrote the object never leaves the pin directory. */
static int check_pin_names(const struct bl_plan *p)
{
	const char *why;
	size_t i;

	for (i = 0; i < p->lm.nr; i++) {
		if (!p->maps[i].pin_by_name)
			continue;
		why = bl_pin_name_problem(p->lm.maps[i].name);
		if (!why)
			continue;
		bl_report(p->sink, BL_ERROR, p->in->name, p->lm.maps[i].name,
			  "map '%.300s' is pinned by name, but its name %s: it cannot be a pin file name",
			  p->lm.maps[i].name, why);
		return -EINVAL;
	}
	return 0;
}

/* Every failure reaches the caller's sink at least once (catch-all). */
struct counting_sink {
	const struct bl_sink *inner;
	unsigned int errors;
};

static void count_diag(const struct bl_diag *d, void *ctx)
{
	struct counting_sink *c = ctx;

	if (d->severity == BL_ERROR)
		c->errors++;
	if (c->inner && c->inner->fn)
		c->inner->fn(d, c->inner->ctx);
}

/*
 * Notes and warnings made while planning are held back until the object has
 * converted, so a refusal found late (a pin name, the output limit) is still
 * the run's only line.
 */
struct held {
	const struct bl_sink *inner;
	struct bl_diag *d;
	size_t nr;
};

static void hold_diag(const struct bl_diag *d, void *ctx)
{
	struct held *h = ctx;
	struct bl_diag *n;

	if (d->severity == BL_ERROR) {
		h->inner->fn(d, h->inner->ctx);
		return;
	}
	n = realloc(h->d, (h->nr + 1) * sizeof(*n));
	if (!n)
		return;
	h->d = n;
	n[h->nr] = *d;
	n[h->nr].object = strdup(d->object ? d->object : "");
	n[h->nr].where = d->where ? strdup(d->where) : NULL;
	n[h->nr].message = strdup(d->message);
	h->nr++;
}

static void release_held(struct held *h, bool replay)
{
	size_t i;

	for (i = 0; i < h->nr; i++) {
		if (replay && h->d[i].object && h->d[i].message)
			h->inner->fn(&h->d[i], h->inner->ctx);
		free((char *)h->d[i].object);
		free((char *)h->d[i].where);
		free((char *)h->d[i].message);
	}
	free(h->d);
}

/*
 * Everything after reading: decode with opts->layout, plan, write. @in has
 * its program symbols fixed already (res->nr_prog_syms_fixed says if any).
 */
int bl_convert_model(const struct bl_elf *in, const void *buf, size_t len,
		     const struct bl_convert_opts *opts, const char *layout_why,
		     const struct bl_sink *sink, struct bl_image **out,
		     struct bl_convert_result *res)
{
	struct bl_plan p = { .sink = sink, .opts = opts, .in = in };
	struct held held = { .inner = sink };
	struct bl_sink held_sink = { hold_diag, &held };
	int err;

	err = bl_plan_load_btf(&p, true) ?: bl_legacy_maps_decode(in, p.btf, opts->layout,
						    opts->drop_unknown_words, sink, &p.lm);
	if (err)
		goto out;
	if (layout_why)
		p.lm.why = layout_why;
	if (!p.lm.shndx && res->nr_prog_syms_fixed) {
		err = bl_elf_write_image(in, sink, out);
		goto out;
	}
	if (!p.lm.shndx) {
		bl_report(sink, BL_NOTE, in->name, NULL,
			  "no legacy 'maps' section: nothing to convert, object left as is");
		err = bl_image_new(out) ?: bl_image_add(*out, buf, len);
		goto out;
	}
	res->had_legacy_maps = true;
	res->nr_maps = p.lm.nr;
	p.sink = &held_sink;
	err = bl_plan_build(&p) ?: check_pin_names(&p);
	p.sink = sink;
	release_held(&held, !err);
	if (err)
		goto out;
	if (p.opts->explain) {
		res->explain = bl_plan_explain(&p, NULL);
		if (!res->explain) {
			err = -ENOMEM;
			goto out;
		}
	}
	err = bl_plan_write(&p, out);
	if (err)
		goto out;
	/* only for objects that convert: a refusal stays one error line */
	bl_plan_report_pins(&p);
	if (p.opts->report || p.opts->verbose)
		err = bl_plan_changes(&p, p.opts->verbose, res);
	if (err)
		goto out;
	res->nr_tail_slots = p.nr_tails;
	if (p.nr_tails) {
		char sha[65];

		bl_image_sha256_hex(*out, sha);
		res->manifest_json = bl_manifest_json(&p, sha, &res->manifest_len);
		if (p.prog_type)
			res->graft_script = bl_graft_script(&p, sha, &res->graft_script_len);
		if (!res->manifest_json || (p.prog_type && !res->graft_script))
			err = -ENOMEM;
	}
	if (!err && bl_image_len(*out) > BL_MAX_OUT_FACTOR * len + BL_MAX_OUT_SLACK) {
		bl_report(sink, BL_ERROR, in->name, NULL,
			  "output would be %zu bytes for a %zu-byte input, more than the limit",
			  bl_image_len(*out), len);
		err = -EFBIG;
	}
out:
	if (err) {
		bl_image_free(*out);
		*out = NULL;
	}
	bl_plan_free(&p);
	return err;
}

int bl_convert_image(const void *buf, size_t len, const char *name,
		     const struct bl_convert_opts *opts, const struct bl_sink *sink,
		     struct bl_image **out, struct bl_convert_result *res)
{
	struct bl_convert_opts o;
	struct counting_sink cs = { .inner = sink };
	struct bl_sink counted = { count_diag, &cs };
	struct bl_elf *in = NULL;
	char *layout_why = NULL;
	int err;

	sink = &counted;

	*out = NULL;
	err = bl_opts_take(&o, sizeof(o), opts) ?:
	      bl_result_reset(res, sizeof(*res), sizeof(*res));
	if (err)
		return err;
	err = bl_elf_read(buf, len, name, sink, &in);
	if (err)
		return err;
	err = bl_prog_syms_fix(in, sink, &res->nr_prog_syms_fixed) ?:
	      bl_layout_decide(in, buf, len, sink, &o, &layout_why) ?:
	      bl_convert_model(in, buf, len, &o, layout_why, sink, out, res);
	free(layout_why);
	/* the output's pieces point into the input model too */
	if (!err && !(err = bl_image_adopt(*out, in)))
		in = NULL;
	if (err && !cs.errors)
		bl_report(sink, BL_ERROR, name, NULL, "conversion failed: %s", strerror(-err));
	if (err) {
		bl_image_free(*out);
		*out = NULL;
		bl_convert_result_free(res);
	}
	bl_elf_free(in);
	return err;
}

int bl_convert_mem(const void *buf, size_t len, const char *name,
		   const struct bl_convert_opts *opts, const struct bl_sink *sink,
		   void **out, size_t *out_len, struct bl_convert_result *res)
{
	struct bl_image *img;
	int err;

	*out = NULL;
	*out_len = 0;
	err = bl_convert_image(buf, len, name, opts, sink, &img, res);
	if (err)
		return err;
	err = bl_image_flatten(img, out, out_len);
	bl_image_free(img);
	if (err) {
		bl_report(sink, BL_ERROR, name, NULL, "out of memory");
		bl_convert_result_free(res);
	}
	return err;
}
