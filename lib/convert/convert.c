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
#include "convert/converted.h"
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
 * The automatic decoding (BL_LAYOUT_AUTO), read once: the layout choice
 * looks at it, and the conversion takes it over when it converts with it.
 * What the decoding said is held until then.
 */
struct auto_read {
	struct bl_legacy_maps lm;
	int err;
	struct bl_diag_hold held;	/* everything, errors too */
};

static void auto_read_free(struct auto_read *ar)
{
	bl_diag_release(&ar->held, NULL);
	bl_legacy_maps_free(&ar->lm);
}

/*
 * What the read step made of one object, the same for every layout tried:
 * the model (read-only from here), its .BTF loaded and checked (or NULL),
 * the program-symbol fixes the plan will carry.
 */
struct input {
	const struct bl_elf *in;
	const void *buf;
	size_t len;
	struct btf *btf;
	struct bl_prog_fix *fixes;
	size_t nr_fixes;
};

/*
 * Everything after reading: decode with opts->layout (or take @ar's
 * decoding, when not NULL), plan, write. @layout_why, when not NULL, is why
 * opts->layout was chosen (not --layout). On success the plan goes to
 * @keep when not NULL (its btf left to the caller), else it is freed.
 */
static int convert_model(const struct input *x, const struct bl_convert_opts *opts,
			 struct auto_read *ar, const char *layout_why,
			 const struct bl_sink *sink, struct bl_image **out,
			 struct bl_convert_result *res, struct bl_plan *keep)
{
	const struct bl_elf *in = x->in;
	struct bl_plan p = {
		.sink = sink, .opts = opts, .in = in, .btf = x->btf,
		.prog_fixes = x->fixes, .nr_prog_fixes = x->nr_fixes,
	};
	/* notes and warnings made while planning are held back until the
	 * object has converted, so a refusal found late (a pin name, the
	 * output limit) is still the run's only line */
	struct bl_diag_hold held = { .pass = sink };
	struct bl_sink held_sink = { bl_diag_hold, &held };
	int err;

	err = bl_btf_input_check_ext(in, x->btf, sink);
	if (!err && ar) {
		p.lm = ar->lm;
		memset(&ar->lm, 0, sizeof(ar->lm));
		err = ar->held.err ?: ar->err;
		bl_diag_release(&ar->held, sink);
	} else if (!err) {
		err = bl_legacy_maps_decode(in, x->btf, opts->layout, opts->drop_unknown_words,
					    sink, &p.lm);
	}
	if (err)
		goto out;
	if (layout_why)
		p.lm.why = layout_why;
	if (!p.lm.shndx && p.nr_prog_fixes) {
		err = bl_plan_write_syms(&p, out) ?: bl_plan_btf_tail_calls(&p, *out, res);
		goto out;
	}
	if (!p.lm.shndx) {
		bl_report(sink, BL_NOTE, in->name, NULL,
			  "no legacy 'maps' section: nothing to convert, object left as is");
		err = bl_image_new(out) ?: bl_image_add(*out, x->buf, x->len) ?:
		      bl_plan_btf_tail_calls(&p, *out, res);
		goto out;
	}
	res->had_legacy_maps = true;
	res->nr_maps = p.lm.nr;
	p.sink = &held_sink;
	err = bl_plan_build(&p) ?: check_pin_names(&p) ?: held.err;
	p.sink = sink;
	bl_diag_release(&held, err ? NULL : sink);
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
		if (p.prog_type && !p.opts->no_graft_script)
			res->graft_script = bl_graft_script(&p, sha, &res->graft_script_len);
		if (!res->manifest_json || (p.prog_type && !p.opts->no_graft_script && !res->graft_script))
			err = -ENOMEM;
	}
	if (!err && bl_image_len(*out) > BL_MAX_OUT_FACTOR * x->len + BL_MAX_OUT_SLACK) {
		bl_report(sink, BL_ERROR, in->name, NULL,
			  "output would be %zu bytes for a %zu-byte input, more than the limit",
			  bl_image_len(*out), x->len);
		err = -EFBIG;
	}
out:
	if (err) {
		bl_image_free(*out);
		*out = NULL;
	}
	p.btf = NULL;	/* the caller's */
	if (!err && keep)
		*keep = p;
	else
		bl_plan_free(&p);
	return err;
}

/* Convert with each candidate layout, then read the verdict. */
static int try_layouts(const struct input *x, const struct bl_legacy_maps *lm,
		       struct bl_layout_trial *t, size_t n,
		       const struct bl_convert_opts *opts, struct bl_layout_verdict *v)
{
	size_t i;
	int err = 0;

	for (i = 0; !err && i < n; i++) {
		struct bl_convert_opts o = *opts;
		struct bl_diag_hold said = { 0 };
		struct bl_sink s = { bl_diag_hold, &said };
		struct bl_convert_result r = { 0 };
		struct bl_image *img = NULL;

		o.layout = t[i].layout;
		t[i].err = convert_model(x, &o, NULL, NULL, &s, &img, &r, NULL) ?:
			   bl_image_flatten(img, &t[i].out, &t[i].len);
		bl_image_free(img);
		bl_convert_result_free(&r);
		bl_layout_trial_read(&t[i], said.d, said.nr);
		err = said.err;
		bl_diag_release(&said, NULL);
	}
	return err ?: bl_layout_judge(x->in, lm, t, n, v);
}

/*
 * With opts->layout automatic: decode into @ar (held), and when the record
 * size alone cannot tell the layout, try the candidates. May set
 * opts->layout and *@why (owned: why, for the conversion to say). On any
 * problem decoding, the conversion taking @ar over reports it.
 */
static int decide_layout(const struct input *x, struct auto_read *ar,
			 const struct bl_sink *sink, struct bl_convert_opts *opts, char **why)
{
	const struct bl_elf *in = x->in;
	struct bl_sink hs = { bl_diag_hold, &ar->held };
	struct bl_layout_trial t[BL_LAYOUT__MAX];
	struct bl_layout_verdict v;
	size_t n, i;
	int err;

	ar->err = bl_legacy_maps_decode(in, x->btf, BL_LAYOUT_AUTO, opts->drop_unknown_words,
					&hs, &ar->lm);
	if (ar->err || !(n = bl_layout_candidates(&ar->lm, t)))
		return 0;
	err = try_layouts(x, &ar->lm, t, n, opts, &v);
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

void bl_converted_free(struct bl_converted *cv)
{
	if (!cv)
		return;
	bl_plan_free(&cv->plan);
	bl_image_free(cv->img);		/* the input model with it */
	free(cv->fixes);
	free(cv->layout_why);
	free(cv);
}

/* Hand the plan and what it points to over to @cv. */
static void keep_plan(struct bl_converted *cv, const struct bl_convert_opts *o,
		      struct input *x, char **layout_why)
{
	static const struct bl_sink quiet;

	cv->opts = *o;
	cv->plan.opts = &cv->opts;
	cv->plan.sink = &quiet;
	cv->plan.btf = x->btf;
	x->btf = NULL;
	cv->fixes = x->fixes;
	x->fixes = NULL;
	cv->layout_why = *layout_why;
	*layout_why = NULL;
}

/* bl_convert_image(); with @cv, the plan is kept there on success. */
static int convert_image(const void *buf, size_t len, const char *name,
			 const struct bl_convert_opts *opts, const struct bl_sink *sink,
			 struct bl_image **out, struct bl_convert_result *res,
			 struct bl_converted *cv)
{
	struct bl_convert_opts o;
	struct counting_sink cs = { .inner = sink };
	struct bl_sink counted = { count_diag, &cs };
	struct auto_read ar = { 0 };
	struct bl_elf *in = NULL;
	struct input x = { .buf = buf, .len = len };
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
	x.in = in;
	err = bl_prog_syms_fixes(in, sink, &x.fixes, &x.nr_fixes) ?:
	      bl_btf_input_load(in, sink, &x.btf);
	res->nr_prog_syms_fixed = x.nr_fixes;
	if (!err && o.layout == BL_LAYOUT_AUTO)
		err = decide_layout(&x, &ar, sink, &o, &layout_why);
	/* still automatic: the decoding made for the choice is the one */
	if (!err)
		err = convert_model(&x, &o, o.layout == BL_LAYOUT_AUTO ? &ar : NULL, layout_why,
				    sink, out, res, cv ? &cv->plan : NULL);
	if (!err && cv)
		keep_plan(cv, &o, &x, &layout_why);
	free(layout_why);
	auto_read_free(&ar);
	btf__free(x.btf);
	free(x.fixes);
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

int bl_convert_image(const void *buf, size_t len, const char *name,
		     const struct bl_convert_opts *opts, const struct bl_sink *sink,
		     struct bl_image **out, struct bl_convert_result *res)
{
	return convert_image(buf, len, name, opts, sink, out, res, NULL);
}

int bl_convert_planned(const void *buf, size_t len, const char *name,
		       const struct bl_convert_opts *opts, const struct bl_sink *sink,
		       struct bl_convert_result *res, struct bl_converted **cv)
{
	struct bl_converted *c = calloc(1, sizeof(*c));
	int err;

	*cv = NULL;
	if (!c)
		return -ENOMEM;
	err = convert_image(buf, len, name, opts, sink, &c->img, res, c);
	if (err)
		bl_converted_free(c);	/* what was kept before the failure */
	else
		*cv = c;
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
