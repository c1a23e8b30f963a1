// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Same-size layouts without BTF. A 28-byte record is iproute2's 4.6-4.12
 * bpf_elf_map or samples/bpf's bpf_load_map_def; with -g clang records the
 * member names and they decide, without -g only the bytes are left. Rather
 * than guess by size, the conversion (convert.c) converts with every
 * candidate named here, and the verdict here reads the trials: the same
 * object from all of them means the choice does not matter. Otherwise
 * candidates that fail drop out, and what the readings mean
 * (layout_evidence.c, which the automatic decoding already applied) chooses
 * among the rest; only when it points both ways (or nowhere) is the object
 * refused, with what each candidate gives, the evidence and the --layout
 * that settles it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert/layout_check.h"
#include "convert/legacy_layout.h"
#include "elf/elf_model.h"
#include "util/strbuf.h"

void bl_layout_trial_read(struct bl_layout_trial *t, const struct bl_diag *d, size_t nr)
{
	char buf[600];
	const char *where;
	size_t i;

	for (i = 0; i < nr; i++) {
		/* the place a diagnostic names goes with it, as a sink prints it */
		where = bl_diag_where(&d[i], buf, sizeof(buf));
		if (d[i].severity == BL_ERROR && !t->msg[0])
			snprintf(t->msg, sizeof(t->msg), "%s%s", where, d[i].message);
		else if (d[i].severity != BL_ERROR && t->nr_notes < BL_TRIAL_NOTES)
			snprintf(t->notes[t->nr_notes++], sizeof(t->notes[0]), "%s%s", where,
				 d[i].message);
	}
}

/* The first thing trial @i said that no other trial said, or NULL. */
static const char *own_note(const struct bl_layout_trial *t, size_t n, size_t i)
{
	size_t k, j, m;

	for (k = 0; k < t[i].nr_notes; k++) {
		bool shared = false;

		for (j = 0; !shared && j < n; j++)
			for (m = 0; j != i && m < t[j].nr_notes; m++)
				shared |= !strcmp(t[i].notes[k], t[j].notes[m]);
		if (!shared)
			return t[i].notes[k];
	}
	return NULL;
}

/* First word index where the candidate layouts give words different meanings. */
static unsigned int first_differing_word(const struct bl_layout_trial *t, size_t n)
{
	unsigned int w;
	size_t i;

	for (w = 0; w < BL_LAYOUT_MAX_WORDS; w++)
		for (i = 1; i < n; i++)
			if (w >= bl_layouts[t[i].layout].nr_words ||
			    w >= bl_layouts[t[0].layout].nr_words ||
			    bl_layouts[t[i].layout].words[w] != bl_layouts[t[0].layout].words[w])
				return w;
	return w;
}

/* "map 'm': id=1 pinning=2": the first map with non-zero words from @w0 on. */
static void describe_words(struct bl_strbuf *sb, const struct bl_elf *in,
			   const struct bl_legacy_maps *lm, enum bl_layout l,
			   unsigned int w0)
{
	const struct bl_layout_desc *d = &bl_layouts[l];
	const unsigned char *data = in->secs[lm->shndx].data;
	size_t i;
	unsigned int w;
	uint32_t v;

	for (i = 0; i < lm->nr; i++) {
		const unsigned char *rec = data + lm->maps[i].offset;
		bool any = false;

		for (w = w0; w < d->nr_words; w++) {
			memcpy(&v, rec + 4 * w, 4);
			any |= v != 0;
		}
		if (!any)
			continue;
		bl_sb_printf(sb, " (map '%s':", lm->maps[i].name);
		for (w = w0; w < d->nr_words; w++) {
			memcpy(&v, rec + 4 * w, 4);
			bl_sb_printf(sb, " %s=%u", d->members[w], v);
		}
		bl_sb_printf(sb, ")");
		return;
	}
}

/* "; the evidence points both ways: for A: ...; for B: ...", or all of it one way. */
static void describe_evidence(struct bl_strbuf *sb, const struct bl_layout_evidence *ev,
			      const struct bl_layout_trial *t, size_t n)
{
	size_t i;

	if (ev->verdict == BL_EVIDENCE_DECIDED) {
		bl_sb_printf(sb, "; the evidence, all for %s: %s", bl_layout_name(ev->chosen),
			     ev->text);
		return;
	}
	if (ev->verdict != BL_EVIDENCE_BOTH_WAYS)
		return;
	bl_sb_printf(sb, "; the evidence points both ways:");
	for (i = 0; i < n; i++)
		if (ev->text_for[t[i].layout])
			bl_sb_printf(sb, "%s for %s: %s", i ? ";" : "",
				     bl_layout_name(t[i].layout), ev->text_for[t[i].layout]);
}

static char *refusal(const struct bl_elf *in, const struct bl_legacy_maps *lm,
		     const struct bl_layout_trial *t, size_t n)
{
	const struct bl_layout_evidence *ev = &lm->evidence;
	unsigned int w0 = first_differing_word(t, n);
	struct bl_strbuf sb = { 0 };
	size_t i;

	bl_sb_printf(&sb, "%zu-byte map records and no BTF member names to tell the layouts apart (built without -g?), and the candidates disagree: choose with",
		     lm->rec_size);
	for (i = 0; i < n; i++)
		bl_sb_printf(&sb, "%s --layout=%s", i ? " or" : "", bl_layout_name(t[i].layout));
	for (i = 0; i < n; i++) {
		const char *note = own_note(t, n, i);

		bl_sb_printf(&sb, "; %s ", bl_layout_name(t[i].layout));
		if (t[i].err) {
			bl_sb_printf(&sb, "fails: %s", t[i].msg[0] ? t[i].msg : "error");
			continue;
		}
		bl_sb_printf(&sb, "converts");
		describe_words(&sb, in, lm, t[i].layout, w0);
		if (note)
			bl_sb_printf(&sb, ", %.160s%s", note, strlen(note) > 160 ? "..." : "");
	}
	describe_evidence(&sb, ev, t, n);
	return bl_sb_take(&sb, NULL);
}

/*
 * One candidate converts, the others fail: take it, saying why (the
 * failures) and what the object says, if anything.
 */
static char *only_survivor(const struct bl_legacy_maps *lm, const struct bl_layout_trial *t, size_t n,
			   size_t k)
{
	struct bl_strbuf sb = { 0 };
	const char *sep = "";
	size_t i;

	bl_sb_printf(&sb, "record size, read as %s, the only layout that converts the object (",
		     bl_layout_name(t[k].layout));
	for (i = 0; i < n; i++) {
		if (i == k)
			continue;
		bl_sb_printf(&sb, "%s%s fails: %.160s", sep, bl_layout_name(t[i].layout),
			     t[i].msg[0] ? t[i].msg : "error");
		sep = "; ";
	}
	bl_sb_printf(&sb, ")");
	describe_evidence(&sb, &lm->evidence, t, n);
	return bl_sb_take(&sb, NULL);
}

size_t bl_layout_candidates(const struct bl_legacy_maps *lm, struct bl_layout_trial *t)
{
	size_t n = 0;
	int l;

	if (!lm->ambiguous)
		return 0;
	for (l = BL_LAYOUT_AUTO + 1; l < BL_LAYOUT__MAX; l++) {
		if (bl_layout_size(l) != lm->rec_size)
			continue;
		memset(&t[n], 0, sizeof(t[n]));
		t[n++].layout = l;
	}
	return n < 2 ? 0 : n;
}

int bl_layout_judge(const struct bl_elf *in, const struct bl_legacy_maps *lm,
		    const struct bl_layout_trial *t, size_t n, struct bl_layout_verdict *v)
{
	size_t i, nr_ok = 0, ok = 0;
	bool same = true;

	memset(v, 0, sizeof(*v));
	for (i = 0; i < n; i++) {
		same &= !t[i].err && t[i].len == t[0].len && !memcmp(t[i].out, t[0].out, t[0].len);
		if (!t[i].err) {
			nr_ok++;
			ok = i;
		}
	}
	if (same) {
		v->note = bl_strdup_printf("%zu-byte map records without BTF member names: %s and %s read them alike, converted as %s",
			       lm->rec_size, bl_layout_name(t[0].layout), bl_layout_name(t[1].layout),
			       bl_layout_name(bl_layout_default_for_size(lm->rec_size)));
		return v->note ? 0 : -ENOMEM;
	}
	/* failing candidates drop out; the evidence chooses among the rest */
	for (i = 0; i < n && lm->evidence.verdict == BL_EVIDENCE_DECIDED; i++) {
		if (t[i].layout != lm->evidence.chosen || t[i].err)
			continue;
		/* the automatic decoding reads it so: nothing to force */
		v->note = bl_strdup_printf("%zu-byte map records without BTF member names: layout %s by the evidence: %s",
			       lm->rec_size, bl_layout_name(lm->layout), lm->evidence.text);
		return v->note ? 0 : -ENOMEM;
	}
	if (nr_ok == 1) {
		v->why = only_survivor(lm, t, n, ok);
		if (!v->why)
			return -ENOMEM;
		v->note = bl_strdup_printf("%zu-byte map records without BTF member names: %s",
			       lm->rec_size, v->why);
		v->layout = t[ok].layout;
		return v->note ? 0 : -ENOMEM;
	}
	v->refusal = refusal(in, lm, t, n);
	return v->refusal ? 0 : -ENOMEM;
}

void bl_layout_verdict_free(struct bl_layout_verdict *v)
{
	free(v->note);
	free(v->why);
	free(v->refusal);
	memset(v, 0, sizeof(*v));
}
