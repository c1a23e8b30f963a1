// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_convert_mem(): read the object and its BTF (once), decode the legacy
 * maps, choose their layout (by converting with each candidate when the size
 * alone cannot tell, layout_check.c), plan what they become (maps, pinning,
 * tail calls), write the new object and its manifest.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "convert/btf_input.h"
#include "convert/changes.h"
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
	bool all;		/* errors too, not only notes and warnings */
	struct bl_diag *d;
	size_t nr;
};

static void hold_diag(const struct bl_diag *d, void *ctx)
{
	struct held *h = ctx;
	struct bl_diag *n;

	if (d->severity == BL_ERROR && !h->all) {
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
	h->d = NULL;
	h->nr = 0;
}

/*
 * The automatic decoding (BL_LAYOUT_AUTO), read once: the layout choice
 * looks at it, and the conversion takes it over when it converts with it.
 * What the decoding said is held until then.
 */
struct auto_read {
	struct bl_legacy_maps lm;
	int err;
	struct held held;
};

static void auto_read_free(struct auto_read *ar)
{
	release_held(&ar->held, false);
	bl_legacy_maps_free(&ar->lm);
}

/*
 * Everything after reading: decode with opts->layout (or take @ar's
 * decoding, when not NULL), plan, write. @in has its program symbols fixed
 * already (res->nr_prog_syms_fixed says if any); @btf is its .BTF, loaded
 * and checked (or NULL). @layout_why, when not NULL, is why opts->layout was
 * chosen (not --layout).
 */
static int convert_model(const struct bl_elf *in, const void *buf, size_t len,
			 const struct bl_convert_opts *opts, struct btf *btf,
			 struct auto_read *ar, const char *layout_why,
			 const struct bl_sink *sink, struct bl_image **out,
			 struct bl_convert_result *res)
{
	struct bl_plan p = { .sink = sink, .opts = opts, .in = in, .btf = btf };
	struct held held = { .inner = sink };
	struct bl_sink held_sink = { hold_diag, &held };
	int err;

	err = bl_btf_input_check_ext(in, btf, sink);
	if (!err && ar) {
		p.lm = ar->lm;
		memset(&ar->lm, 0, sizeof(ar->lm));
		release_held(&ar->held, true);
		err = ar->err;
	} else if (!err) {
		err = bl_legacy_maps_decode(in, btf, opts->layout, opts->drop_unknown_words,
					    sink, &p.lm);
	}
	if (err)
		goto out;
	if (layout_why)
		p.lm.why = layout_why;
	if (!p.lm.shndx && res->nr_prog_syms_fixed) {
		err = bl_elf_write_image(in, sink, out) ?: bl_plan_btf_tail_calls(&p, *out, res);
		goto out;
	}
	if (!p.lm.shndx) {
		bl_report(sink, BL_NOTE, in->name, NULL,
			  "no legacy 'maps' section: nothing to convert, object left as is");
		err = bl_image_new(out) ?: bl_image_add(*out, buf, len) ?:
		      bl_plan_btf_tail_calls(&p, *out, res);
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
	p.btf = NULL;	/* the caller's */
	bl_plan_free(&p);
	return err;
}

/* Convert with each candidate layout, then read the verdict. */
static int try_layouts(const struct bl_elf *in, const void *buf, size_t len,
		       struct btf *btf, const struct bl_legacy_maps *lm,
		       struct bl_layout_trial *t, size_t n,
		       const struct bl_convert_opts *opts, struct bl_layout_verdict *v)
{
	size_t i;

	for (i = 0; i < n; i++) {
		struct bl_convert_opts o = *opts;
		struct bl_sink s = { bl_layout_trial_collect, &t[i] };
		struct bl_convert_result r = { 0 };
		struct bl_image *img = NULL;

		o.layout = t[i].layout;
		t[i].err = convert_model(in, buf, len, &o, btf, NULL, NULL, &s, &img, &r) ?:
			   bl_image_flatten(img, &t[i].out, &t[i].len);
		bl_image_free(img);
		bl_convert_result_free(&r);
	}
	return bl_layout_judge(in, lm, t, n, v);
}

/*
 * With opts->layout automatic: decode into @ar (held), and when the record
 * size alone cannot tell the layout, try the candidates. May set
 * opts->layout and *@why (owned: why, for the conversion to say). On any
 * problem decoding, the conversion taking @ar over reports it.
 */
static int decide_layout(const struct bl_elf *in, const void *buf, size_t len,
			 struct btf *btf, struct auto_read *ar, const struct bl_sink *sink,
			 struct bl_convert_opts *opts, char **why)
{
	struct bl_sink hs = { hold_diag, &ar->held };
	struct bl_layout_trial t[BL_LAYOUT__MAX];
	struct bl_layout_verdict v;
	size_t n, i;
	int err;

	ar->held.inner = sink;
	ar->held.all = true;
	ar->err = bl_legacy_maps_decode(in, btf, BL_LAYOUT_AUTO, opts->drop_unknown_words,
					&hs, &ar->lm);
	if (ar->err || !(n = bl_layout_candidates(&ar->lm, t)))
		return 0;
	err = try_layouts(in, buf, len, btf, &ar->lm, t, n, opts, &v);
	for (i = 0; i < n; i++)
		free(t[i].out);
	if (err)
		return err;
	if (v.note)
		bl_report(sink, BL_NOTE, in->name, "maps", "%s", v.note);
	if (v.refusal) {
		bl_report(sink, BL_ERROR, in->name, "maps", "%s", v.refusal);
		err = -EINVAL;
	} else {
		opts->layout = v.layout;
		*why = v.why;
		v.why = NULL;
	}
	bl_layout_verdict_free(&v);
	return err;
}

int bl_layout_resolve(const struct bl_elf *in, const void *buf, size_t len,
		      const struct bl_sink *sink, struct bl_convert_opts *opts)
{
	static const struct bl_sink quiet;
	struct auto_read ar = { 0 };
	struct btf *btf;
	char *why = NULL;
	int err;

	if (opts->layout != BL_LAYOUT_AUTO)
		return 0;
	/* on a problem with .BTF the conversion reports it */
	if (bl_btf_input_load(in, &quiet, &btf))
		return 0;
	err = decide_layout(in, buf, len, btf, &ar, sink, opts, &why);
	free(why);
	auto_read_free(&ar);
	btf__free(btf);
	return err;
}

int bl_convert_image(const void *buf, size_t len, const char *name,
		     const struct bl_convert_opts *opts, const struct bl_sink *sink,
		     struct bl_image **out, struct bl_convert_result *res)
{
	struct bl_convert_opts o;
	struct counting_sink cs = { .inner = sink };
	struct bl_sink counted = { count_diag, &cs };
	struct auto_read ar = { 0 };
	struct bl_elf *in = NULL;
	struct btf *btf = NULL;
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
	      bl_btf_input_load(in, sink, &btf);
	if (!err && o.layout == BL_LAYOUT_AUTO)
		err = decide_layout(in, buf, len, btf, &ar, sink, &o, &layout_why);
	/* still automatic: the decoding made for the choice is the one */
	if (!err)
		err = convert_model(in, buf, len, &o, btf,
				    o.layout == BL_LAYOUT_AUTO ? &ar : NULL, layout_why,
				    sink, out, res);
	free(layout_why);
	auto_read_free(&ar);
	btf__free(btf);
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
