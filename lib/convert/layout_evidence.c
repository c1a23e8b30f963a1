// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * 28-byte records without BTF member names are iproute2 4.6-4.12's
 * bpf_elf_map (..., flags, id, pinning) or samples/bpf's bpf_load_map_def
 * (..., map_flags, inner_map_idx, numa_node). The bytes alone do not say
 * which, but what the two readings mean often does: pinning=2 is
 * PIN_GLOBAL_NS, while a numa_node of 2 without BPF_F_NUMA_NODE would be
 * ignored by the kernel; a classifier section is loaded by tc, a kprobe
 * section by samples/bpf's loader. Evidence is only counted when it tells
 * the candidates apart, and a verdict needs all of it on one side: the
 * caller refuses when it points both ways, listing it.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/bpf.h>

#include "btf/btf_maps.h"
#include "convert/layout_evidence.h"
#include <bpf/libbpf.h>

#include "convert/legacy_layout.h"
#include "convert/tail_parse.h"
#include "elf/elf_model.h"
#include "util/strbuf.h"

/* Each kind is counted every time and described once (its first case). */
enum ev_kind {
	EV_PINNING,	/* pinning 1..3: PIN_OBJECT_NS, PIN_GLOBAL_NS, ... */
	EV_TAIL_ID,	/* a prog array's id is what ID/KEY sections name */
	EV_MAP_IN_MAP,	/* an outer needs inner_map_idx                */
	EV_NUMA,	/* numa_node with BPF_F_NUMA_NODE              */
	EV_NUMA_NOFLAG,	/* numa_node without it: ignored by the kernel */
	EV_IDX_NOT_MIM,	/* inner_map_idx on a map that is not an outer */
	EV_TC_SECTION,
	EV_TRACE_SECTION,
	EV_VERSION,
	EV__MAX,
};

struct weigh {
	unsigned int mask;
	unsigned int favours[EV__MAX], disfavours[EV__MAX];
	unsigned int count[EV__MAX];
	char text[EV__MAX][200];
};

static unsigned int bit(enum bl_layout l)
{
	return 1u << l;
}

/* The layouts iproute2 reads (tc section names point at them). */
static unsigned int iproute2_layouts(void)
{
	return bit(BL_LAYOUT_ELF_MAP) | bit(BL_LAYOUT_ELF_MAP_V46) | bit(BL_LAYOUT_MIN);
}

static unsigned int samples_layouts(void)
{
	return bit(BL_LAYOUT_SAMPLES) | bit(BL_LAYOUT_SAMPLES24);
}

/* Evidence of @kind pointing at the candidates in @favours, away from the rest. */
static void note(struct weigh *w, enum ev_kind kind, unsigned int favours, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void note(struct weigh *w, enum ev_kind kind, unsigned int favours, const char *fmt, ...)
{
	va_list ap;

	favours &= w->mask;
	if (!favours || favours == w->mask)
		return;		/* tells no candidate from another */
	if (w->count[kind]++)
		return;
	w->favours[kind] = favours;
	w->disfavours[kind] = w->mask & ~favours;
	va_start(ap, fmt);
	vsnprintf(w->text[kind], sizeof(w->text[kind]), fmt, ap);
	va_end(ap);
}

static bool tail_id_named(const struct bl_elf *elf, uint32_t id, const char **sec)
{
	uint32_t sid, key;
	size_t i;

	for (i = 1; i < elf->nr_secs; i++) {
		if (!(elf->secs[i].shdr.sh_flags & SHF_EXECINSTR) ||
		    !bl_tail_parse(elf->secs[i].name, &sid, &key) || sid != id)
			continue;
		*sec = elf->secs[i].name;
		return true;
	}
	return false;
}

struct reading {
	int score;		/* 1: means something, -1: means nothing, 0: can't say */
	enum ev_kind kind;
	char text[200];
};

/* What word @i of one record means read as layout @l. */
static void read_word(const struct bl_elf *elf, const char *map, const unsigned char *rec,
		      enum bl_layout l, unsigned int i, struct reading *r)
{
	uint32_t type = bl_elf_u32(elf, rec), flags = bl_elf_u32(elf, rec + 16);
	uint32_t v = bl_elf_u32(elf, rec + 4 * i);
	const char *sec;

	r->score = 0;
	if (i >= bl_layouts[l].nr_words || !v)
		return;
	switch (bl_layouts[l].words[i]) {
	case BL_W_PINNING:
		/* above 2: custom pinning, possible but no sign either way */
		if (v > 2)
			return;
		r->score = 1;
		r->kind = EV_PINNING;
		snprintf(r->text, sizeof(r->text), "map '%s': pinning=%u is %s", map, v,
			 v == 1 ? "PIN_OBJECT_NS" : "PIN_GLOBAL_NS");
		break;
	case BL_W_ID:
		if (type != BPF_MAP_TYPE_PROG_ARRAY || !tail_id_named(elf, v, &sec))
			return;
		r->score = 1;
		r->kind = EV_TAIL_ID;
		snprintf(r->text, sizeof(r->text),
			 "prog array '%s': id=%u is what tail-call section '%s' names", map, v, sec);
		break;
	case BL_W_NUMA:
		r->score = flags & BPF_F_NUMA_NODE ? 1 : -1;
		r->kind = r->score > 0 ? EV_NUMA : EV_NUMA_NOFLAG;
		snprintf(r->text, sizeof(r->text), "map '%s': numa_node=%u %s", map, v,
			 r->score > 0 ? "with BPF_F_NUMA_NODE" :
			 "without BPF_F_NUMA_NODE would mean nothing");
		break;
	case BL_W_INNER_MAP_IDX:
		if (bl_map_type_is_outer(type))
			return;	/* the map-in-map evidence covers it */
		r->score = -1;
		r->kind = EV_IDX_NOT_MIM;
		snprintf(r->text, sizeof(r->text),
			 "map '%s': inner_map_idx=%u on a %s map (not map-in-map) would mean nothing",
			 map, v, libbpf_bpf_map_type_str(type) ?: "unknown");
		break;
	default:
		break;
	}
}

/*
 * Word @i read by every candidate: when the readings differ in sense, each
 * that says something points at the best-scored readings. A word that
 * means something either way (numa_node=1 with BPF_F_NUMA_NODE, or
 * pinning=1) tells nothing.
 */
static void weigh_word(struct weigh *w, const struct bl_elf *elf, const char *map,
		       const unsigned char *rec, unsigned int i)
{
	struct reading r[BL_LAYOUT__MAX];
	int l, best = -2, worst = 2;
	unsigned int top = 0;

	for (l = BL_LAYOUT_AUTO + 1; l < BL_LAYOUT__MAX; l++) {
		if (!(w->mask & bit(l)))
			continue;
		read_word(elf, map, rec, l, i, &r[l]);
		if (r[l].score > best) {
			best = r[l].score;
			top = 0;
		}
		if (r[l].score == best)
			top |= bit(l);
		if (r[l].score < worst)
			worst = r[l].score;
	}
	if (best == worst)
		return;
	for (l = BL_LAYOUT_AUTO + 1; l < BL_LAYOUT__MAX; l++)
		if ((w->mask & bit(l)) && r[l].score)
			note(w, r[l].kind, top, "%s", r[l].text);
}

static bool has_inner_word(enum bl_layout l)
{
	const struct bl_layout_desc *d = &bl_layouts[l];
	unsigned int i;

	for (i = 0; i < d->nr_words; i++)
		if (d->words[i] == BL_W_INNER_MAP_IDX || d->words[i] == BL_W_INNER_ID)
			return true;
	return false;
}

static void weigh_maps(struct weigh *w, const struct bl_elf *elf,
		       const struct bl_layout_record *recs, size_t nr, size_t rec_size)
{
	unsigned int inner = 0, i;
	size_t k;
	int l;

	for (l = BL_LAYOUT_AUTO + 1; l < BL_LAYOUT__MAX; l++)
		if ((w->mask & bit(l)) && has_inner_word(l))
			inner |= bit(l);
	for (k = 0; k < nr; k++) {
		const unsigned char *rec = recs[k].rec;
		const char *name = recs[k].name;

		if (bl_map_type_is_outer(bl_elf_u32(elf, rec)))
			note(w, EV_MAP_IN_MAP, inner,
			     "map '%s' is map-in-map: bpf_elf_map_v46 has no inner map field", name);
		for (i = 0; i * 4 < rec_size && i < BL_LAYOUT_MAX_WORDS; i++)
			weigh_word(w, elf, name, rec, i);
	}
}

static bool is_tc_section(const char *s)
{
	uint32_t id, key;

	return !strcmp(s, "classifier") || !strcmp(s, "action") || !strcmp(s, "ingress") ||
	       !strcmp(s, "egress") || !strncmp(s, "classifier/", 11) ||
	       !strncmp(s, "action/", 7) || bl_tail_parse(s, &id, &key);
}

static bool is_tracing_section(const char *s)
{
	static const char *const prefixes[] = {
		"kprobe/", "kretprobe/", "tracepoint/", "raw_tracepoint/", "uprobe/",
		"uretprobe/", "perf_event", "socket",
	};
	size_t i;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (!strncmp(s, prefixes[i], strlen(prefixes[i])))
			return true;
	return false;
}

static void weigh_sections(struct weigh *w, const struct bl_elf *elf)
{
	size_t i;

	for (i = 1; i < elf->nr_secs; i++) {
		const char *s = elf->secs[i].name;

		if (!strcmp(s, "version"))
			note(w, EV_VERSION, samples_layouts(),
			     "a 'version' section (what samples/bpf's loader reads)");
		if (!(elf->secs[i].shdr.sh_flags & SHF_EXECINSTR) || !elf->secs[i].size)
			continue;
		if (is_tc_section(s))
			note(w, EV_TC_SECTION, iproute2_layouts(), "section '%s' is tc's", s);
		else if (is_tracing_section(s))
			note(w, EV_TRACE_SECTION, samples_layouts(),
			     "section '%s' is for tracing, not tc", s);
	}
}

/* The kinds favouring @favours (0: all), "; "-separated. */
static char *render(const struct weigh *w, unsigned int favours)
{
	struct bl_strbuf sb = { 0 };
	int k;

	for (k = 0; k < EV__MAX; k++) {
		if (!w->count[k] || (favours && !(w->favours[k] & favours)))
			continue;
		bl_sb_printf(&sb, "%s%s", sb.len ? "; " : "", w->text[k]);
		if (w->count[k] > 1)
			bl_sb_printf(&sb, " (and %u more)", w->count[k] - 1);
	}
	return sb.len || sb.oom ? bl_sb_take(&sb, NULL) : NULL;
}

int bl_layout_weigh(const struct bl_elf *elf, const struct bl_layout_record *recs,
		    size_t nr, size_t rec_size, unsigned int mask,
		    struct bl_layout_evidence *out)
{
	struct weigh w = { .mask = mask };
	unsigned int pro[BL_LAYOUT__MAX] = { 0 }, con[BL_LAYOUT__MAX] = { 0 };
	int l, k, winner = -1, nr_winners = 0;

	memset(out, 0, sizeof(*out));
	weigh_maps(&w, elf, recs, nr, rec_size);
	weigh_sections(&w, elf);
	for (k = 0; k < EV__MAX; k++)
		for (l = BL_LAYOUT_AUTO + 1; w.count[k] && l < BL_LAYOUT__MAX; l++) {
			pro[l] += !!(w.favours[k] & bit(l));
			con[l] += !!(w.disfavours[k] & bit(l));
		}
	for (l = BL_LAYOUT_AUTO + 1; l < BL_LAYOUT__MAX; l++) {
		if (!(mask & bit(l)) || !pro[l] || con[l])
			continue;
		winner = l;
		nr_winners++;
	}
	out->text = render(&w, 0);
	for (k = 0; k < EV__MAX && !w.count[k]; k++)
		;
	if (k == EV__MAX)
		return 0;
	if (!out->text)
		return -ENOMEM;
	if (nr_winners == 1) {
		out->verdict = BL_EVIDENCE_DECIDED;
		out->chosen = winner;
		return 0;
	}
	out->verdict = BL_EVIDENCE_BOTH_WAYS;
	for (l = BL_LAYOUT_AUTO + 1; l < BL_LAYOUT__MAX; l++)
		if ((mask & bit(l)) && pro[l] && !(out->text_for[l] = render(&w, bit(l))))
			return -ENOMEM;
	return 0;
}

void bl_layout_evidence_free(struct bl_layout_evidence *ev)
{
	int l;

	free(ev->text);
	for (l = 0; l < BL_LAYOUT__MAX; l++)
		free(ev->text_for[l]);
	memset(ev, 0, sizeof(*ev));
}
