// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * What a conversion changes, per object, for the migration report
 * (--report, docs/report.md) and -v: one record per semantic change, read
 * from the plan. Records that change run-time behaviour are flagged; their
 * diagnostics are warnings (bl_plan_report_pins, the tail-call note).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/changes.h"
#include "convert/plan.h"
#include "util/strbuf.h"

struct chg {
	const struct bl_plan *p;
	struct bl_strbuf sb;
	unsigned int nr, nr_behaviour;
	bool verbose;
};

static void json_str_or_null(struct bl_strbuf *sb, const char *s)
{
	if (s)
		bl_sb_json_str(sb, s);
	else
		bl_sb_printf(sb, "null");
}

/* One record: {"kind", "map"|"section", "from", "to", "behaviour_change", "detail"}. */
static void change(struct chg *c, const char *kind, const char *where_key,
		   const char *where, const char *from, const char *to,
		   bool behaviour, const char *fmt, ...)
	__attribute__((format(printf, 8, 9)));

static void change(struct chg *c, const char *kind, const char *where_key,
		   const char *where, const char *from, const char *to,
		   bool behaviour, const char *fmt, ...)
{
	va_list ap;
	char *detail;

	va_start(ap, fmt);
	if (vasprintf(&detail, fmt, ap) < 0)
		detail = NULL;
	va_end(ap);
	bl_sb_printf(&c->sb, "%s\n      { \"kind\": \"%s\", \"%s\": ", c->nr ? "," : "",
		     kind, where_key);
	bl_sb_json_str(&c->sb, where);
	bl_sb_printf(&c->sb, ", \"from\": ");
	json_str_or_null(&c->sb, from);
	bl_sb_printf(&c->sb, ", \"to\": ");
	json_str_or_null(&c->sb, to);
	bl_sb_printf(&c->sb, ", \"behaviour_change\": %s, \"detail\": ",
		     behaviour ? "true" : "false");
	bl_sb_json_str(&c->sb, detail ? detail : "");
	bl_sb_printf(&c->sb, " }");
	if (!detail)
		c->sb.oom = true;
	c->nr++;
	c->nr_behaviour += behaviour;
	if (c->verbose && !behaviour)
		bl_report(c->p->sink, BL_NOTE, c->p->in->name, where, "%s %s: %s: %s -> %s (%s)",
			  where_key, where, kind, from ? from : "-", to ? to : "-",
			  detail ? detail : "");
	free(detail);
}

static void map_changes(struct chg *c, size_t i)
{
	const struct bl_plan *p = c->p;
	const struct bl_map_plan *mp = &p->maps[i];
	const struct bl_legacy_map *m = mp->lm;
	const char *to_pin = mp->pin_by_name ? "LIBBPF_PIN_BY_NAME" : "not pinned";
	char buf[64];
	size_t k;

	if (m->pinning != BL_LEGACY_PIN_NONE || mp->pin_by_name)
		change(c, "pinning", "map", m->name, bl_pin_name(m->pinning), to_pin,
		       mp->pin_why != NULL, "%s",
		       mp->pin_why ? mp->pin_why : "pinned at tc/globals/NAME, as before");
	if (mp->def.key_type)
		change(c, "typed-key-value", "map", m->name, "key_size/value_size",
		       "key/value BTF types", false,
		       "types taken from BPF_ANNOTATE_KV_PAIR (____btf_map_%s)", m->name);
	if (mp->inner >= 0)
		change(c, "map-in-map", "map", m->name,
		       m->inner_id ? "inner_id" : m->inner_map_index >= 0 ? "inner_map_idx" : "--inner-map",
		       "values template", false, "inner template from map '%s' (unpinned)",
		       p->lm.maps[mp->inner].name);
	if (mp->no_inner)
		change(c, "map-in-map", "map", m->name, "no inner definition", NULL, true,
		       "no values template: the loader must supply the inner map (bpf_map__set_inner_map_fd)");
	for (k = 0; k < mp->nr_slots; k++) {
		if (mp->slots[k].target_map < 0)
			continue;
		snprintf(buf, sizeof(buf), "values[%u]", mp->slots[k].index);
		change(c, "map-in-map-slot", "map", m->name, "inner_idx", buf, false,
		       "map '%s' placed at slot %u by .rel.maps (iproute2 inserted it at load time)",
		       p->lm.maps[mp->slots[k].target_map].name, mp->slots[k].index);
	}
	if (m->id) {
		snprintf(buf, sizeof(buf), "%u", m->id);
		change(c, "dropped-member", "map", m->name, buf, NULL, false,
		       "legacy id dropped: tail calls now go through the manifest, inner maps through values");
	}
	if (m->inner_id) {
		snprintf(buf, sizeof(buf), "%u", m->inner_id);
		change(c, "dropped-member", "map", m->name, buf, NULL, false,
		       "inner_id dropped: replaced by the values template");
	}
	if (m->inner_idx != BL_NO_INNER_IDX && m->inner_idx && !m->inner_id) {
		snprintf(buf, sizeof(buf), "%u", m->inner_idx);
		change(c, "dropped-member", "map", m->name, buf, NULL, false,
		       "inner_idx dropped: the slot is set by .rel.maps of the outer map");
	}
	for (k = 0; k < 32; k++)
		if (m->dropped_words & (1u << k)) {
			snprintf(buf, sizeof(buf), "byte %zu", 4 * k);
			change(c, "dropped-member", "map", m->name, buf, NULL, true,
			       "unknown non-zero definition word dropped (--drop-unknown)");
		}
}

static void tail_changes(struct chg *c)
{
	const struct bl_plan *p = c->p;
	char to[96];
	size_t i;

	for (i = 0; i < p->nr_tails; i++) {
		const struct bl_tail_slot *t = &p->tails[i];

		snprintf(to, sizeof(to), "%s[%u]", p->lm.maps[t->map].name, t->key);
		change(c, "tail-call-slot", "section", p->in->secs[t->shndx].name,
		       "filled by tc at load", to, !p->opts->prog_array_init,
		       p->opts->prog_array_init ?
		       "slot initialised statically (--prog-array-init); tc 6.x refuses such objects" :
		       "tc/ip on libbpf 1.x no longer fill it: run the manifest's graft lines (--graft-script)");
	}
}

int bl_plan_changes(const struct bl_plan *p, bool verbose, struct bl_convert_result *res)
{
	struct chg c = { .p = p, .verbose = verbose };
	size_t i;

	bl_sb_printf(&c.sb, "{ \"layout\": \"%s\", \"record_size\": %zu, \"layout_reason\": ",
		     bl_layout_name(p->lm.layout), p->lm.rec_size);
	json_str_or_null(&c.sb, p->lm.why);
	bl_sb_printf(&c.sb, ", \"maps\": %zu, \"tail_call_slots\": %zu,\n    \"changes\": [",
		     p->lm.nr, p->nr_tails);
	for (i = 0; i < p->lm.nr; i++)
		map_changes(&c, i);
	tail_changes(&c);
	bl_sb_printf(&c.sb, "\n    ] }");
	res->changes_json = bl_sb_take(&c.sb, &res->changes_len);
	res->nr_changes = c.nr;
	res->nr_behaviour_changes = c.nr_behaviour;
	return res->changes_json ? 0 : -ENOMEM;
}
