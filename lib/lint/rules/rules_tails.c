// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Lint rules: tail-call sections named by their prog array (`MAP/KEY`, what
 * bpf-legacy2btf --source-patch writes and its converter, manifest and graft
 * script read; lib/convert/tail_parse.h). Each check is a pure function of
 * the object view, bound to its row in lib/lint/rules/rule_table.h.
 */
#include <stdio.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/tail_parse.h"
#include "lint/model/lint_obj.h"
#include "lint/model/lint_progs.h"
#include "lint/rules/findings.h"
#include "lint/rules/rule_catalog.h"
#include "lint/rules/rules.h"

/* What a `NAME/...` section names: a BTF or legacy map of the object. */
struct named_map {
	const char *name;
	uint32_t type, max_entries;
	bool btf, pinned;
};

static bool find_named(const struct lint_obj *o, const char *sec, size_t len,
		       struct named_map *out)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];

		if (strlen(m->name) != len || strncmp(m->name, sec, len))
			continue;
		*out = (struct named_map){ m->name, m->def.attr.type, m->def.attr.max_entries,
					   true, m->def.has_pinning && m->def.pinning };
		return true;
	}
	for (i = 0; i < o->lm.nr; i++) {
		const struct bl_legacy_map *m = &o->lm.maps[i];

		if (strlen(m->name) != len || strncmp(m->name, sec, len))
			continue;
		/* the converter pins every prog array receiving tail calls */
		*out = (struct named_map){ m->name, m->attr.type, m->attr.max_entries, false, true };
		return true;
	}
	return false;
}

static bool has_prog_array(const struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++)
		if (o->bmaps[i].def.attr.type == BPF_MAP_TYPE_PROG_ARRAY)
			return true;
	for (i = 0; i < o->lm.nr; i++)
		if (o->lm.maps[i].attr.type == BPF_MAP_TYPE_PROG_ARRAY)
			return true;
	return false;
}

bool lint_tail_named(const struct lint_obj *o, const char *sec)
{
	struct named_map m;
	size_t len;
	uint32_t key;
	bool ok;

	return bl_tail_parse_named(sec, &len, &key, &ok) && find_named(o, sec, len, &m) &&
	       m.type == BPF_MAP_TYPE_PROG_ARRAY;
}

/* A program section's name parsed as MAP/KEY, and the map MAP. */
struct tail_sec {
	size_t len;		/* MAP's length */
	uint32_t key;
	bool ok;		/* KEY is a slot number */
	bool named;		/* the object has a map MAP: @m */
	struct named_map m;
};

/* Is section @i a program section whose name parses as MAP/KEY? */
static bool tail_section(const struct lint_obj *o, size_t i, struct tail_sec *t)
{
	const struct bl_section *s = &o->elf->secs[i];

	if (!bl_sec_is_prog(s) || !o->nr_funcs[i] ||
	    !bl_tail_parse_named(s->name, &t->len, &t->key, &t->ok))
		return false;
	t->named = find_named(o, s->name, t->len, &t->m);
	return true;
}

void check_tail_section_target(struct lint_obj *o)
{
	bool any = has_prog_array(o);
	size_t i;

	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		struct tail_sec t;

		if (!tail_section(o, i, &t))
			continue;
		if (!t.named) {
			/* with no prog array around it is some other name, and
			 * a program type's ("socket/0") names no prog array */
			if (any && t.ok && !lint_libbpf11_knows_section(s->name) &&
			    !lint_prog_type_stem(s->name, t.len))
				lint_emit(o, s->name, -1,
					  "section '%s' looks like a MAP/KEY tail call, but the object has no map named '%.*s': no loader or graft script fills a slot with it",
					  s->name, (int)t.len, s->name);
		} else if (t.m.type != BPF_MAP_TYPE_PROG_ARRAY) {
			if (t.ok && !lint_libbpf11_knows_section(s->name) &&
			    !lint_prog_type_stem(s->name, t.len))
				lint_emit(o, s->name, -1,
					  "section '%s' names map '%s' (type %s), not a prog array: it is no tail call",
					  s->name, t.m.name, bl_map_type_name(t.m.type));
		} else if (!t.ok) {
			lint_emit(o, s->name, -1,
				  "section '%s' names prog array '%s', but '%s' is not a slot number (decimal without leading zeros, or 0x hex): bpf-legacy2btf refuses it",
				  s->name, t.m.name, s->name + t.len + 1);
		} else if (t.key >= t.m.max_entries) {
			lint_emit(o, s->name, -1,
				  "section '%s' fills slot %u of prog array '%s', which has %u (max_entries): the graft fails",
				  s->name, t.key, t.m.name, t.m.max_entries);
		}
	}
}

void check_tail_array_unpinned(struct lint_obj *o)
{
	size_t i;

	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		struct tail_sec t;

		if (!tail_section(o, i, &t) || !t.named ||
		    t.m.type != BPF_MAP_TYPE_PROG_ARRAY || t.m.pinned)
			continue;
		lint_emit(o, s->name, -1,
			  "section '%s' is a tail call into prog array '%s', which is not pinned by name: each 'tc exec bpf graft' and the attached program get their own array, and the slots vanish when tc exits",
			  s->name, t.m.name);
	}
}
