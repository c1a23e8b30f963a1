// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The plan in words (bpf-legacy2btf --explain): for every legacy map what
 * it becomes and why, for every program section how it is loaded. Reads the
 * finished plan only.
 */
#include <stdlib.h>
#include <string.h>

#include "convert/explain.h"
#include "convert/plan.h"
#include "util/strbuf.h"

static void explain_map(struct bl_strbuf *sb, const struct bl_plan *p, size_t i)
{
	const struct bl_map_plan *mp = &p->maps[i];
	const struct bl_legacy_map *m = mp->lm;
	const struct bl_map_attr *a = &m->attr;
	size_t j;

	bl_sb_printf(sb, "map '%s': legacy id %u, %s, key %u, value %u, max_entries %u, flags 0x%x, %s\n",
		     m->name, m->id, bl_map_type_name(a->type), a->key_size,
		     a->value_size, a->max_entries, a->map_flags, bl_pin_name(m->pinning));
	bl_sb_printf(sb, "  becomes: BTF definition in .maps (%zu bytes)%s%s\n",
		     bl_btf_map_def_size(&mp->def),
		     mp->def.has_numa ? ", numa_node" : "",
		     mp->def.has_values ? ", values[]" : "");
	bl_sb_printf(sb, "  pinning: %s%s%s%s\n",
		     mp->pin_by_name ? "by name at <bpffs>/tc/globals/" : "none",
		     mp->pin_by_name ? m->name : "",
		     mp->pin_why ? ": " : "", mp->pin_why ? mp->pin_why : "");
	bl_sb_printf(sb, "  key/value: %s\n", mp->def.key_type ?
		     "typed (BPF_ANNOTATE_KV_PAIR)" : "sizes only");
	if (mp->inner >= 0 && m->inner_map_index == mp->inner)
		bl_sb_printf(sb, "  inner template: map #%d '%s' (unpinned), per samples/bpf inner_map_idx %d%s\n",
			     mp->inner, p->maps[mp->inner].lm->name, m->inner_map_index,
			     m->inner_map_index ? "" : " (also what an unset field reads as)");
	else if (mp->inner >= 0)
		bl_sb_printf(sb, "  inner template: '%s' (unpinned)\n",
			     p->maps[mp->inner].lm->name);
	for (j = 0; j < mp->nr_slots; j++) {
		const struct bl_slot *s = &mp->slots[j];

		if (s->target_map >= 0)
			bl_sb_printf(sb, "  values[%u] = map '%s'\n", s->index,
				     p->maps[s->target_map].lm->name);
		else
			bl_sb_printf(sb, "  values[%u] = program '%s'\n", s->index,
				     p->in->syms[s->target_sym].name);
	}
}

static void explain_programs(struct bl_strbuf *sb, const struct bl_plan *p)
{
	size_t *order = calloc(p->in->nr_secs, sizeof(*order));
	size_t i;

	if (!order) {
		sb->oom = true;
		return;
	}
	for (i = 0; i < p->nr_tails; i++)
		order[p->tails[i].shndx] = i + 1;
	for (i = 1; i < p->in->nr_secs; i++) {
		const struct bl_section *s = &p->in->secs[i];
		const struct bl_tail_slot *t;

		if (!bl_sec_is_prog(s) || !strcmp(s->name, ".text"))
			continue;
		if (!order[i]) {
			bl_sb_printf(sb, "program section '%s': kept, loaded by the command that attaches it\n",
				     s->name);
			continue;
		}
		t = &p->tails[order[i] - 1];
		bl_sb_printf(sb, "program section '%s': tail call into %s[%u] (legacy id %u), function '%s', graft %zu of %zu, type %s\n",
			     s->name, p->maps[t->map].lm->name, t->key, t->id,
			     p->in->syms[t->func_sym].name, order[i], p->nr_tails,
			     p->prog_type ? p->prog_type : "unknown (--prog-type)");
	}
	free(order);
}

char *bl_plan_explain(const struct bl_plan *p, size_t *len)
{
	struct bl_strbuf sb = { 0 };
	size_t i;

	bl_sb_printf(&sb, "%s: %zu legacy map(s), %zu-byte %s records (%s)\n",
		     p->in->name, p->lm.nr, p->lm.rec_size,
		     bl_layout_name(p->lm.layout), p->lm.why ? p->lm.why : "");
	for (i = 0; i < p->lm.nr; i++)
		explain_map(&sb, p, i);
	explain_programs(&sb, p);
	return bl_sb_take(&sb, len);
}
