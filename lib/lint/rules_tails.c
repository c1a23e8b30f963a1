// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Lint rules: tail-call sections named by their prog array (`MAP/KEY`, what
 * bpf-legacy2btf --source-patch writes and its converter, manifest and graft
 * script read; lib/convert/tail_parse.h). Each check is a pure function of
 * the object view, bound to its row in lib/lint/rule_table.h.
 */
#include <stdio.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/tail_parse.h"
#include "lint/findings.h"
#include "lint/lint_obj.h"
#include "lint/lint_progs.h"
#include "lint/rule_ids.h"
#include "lint/rules.h"

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

/* Is section @i a program section whose name parses as MAP/KEY? */
static bool tail_section(const struct lint_obj *o, size_t i, size_t *len,
			 uint32_t *key, bool *ok)
{
	const struct bl_section *s = &o->elf->secs[i];

	return bl_sec_is_prog(s) && o->nr_funcs[i] &&
	       bl_tail_parse_named(s->name, len, key, ok);
}

void check_tail_section_target(struct lint_obj *o)
{
	bool any = has_prog_array(o);
	size_t i;

	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		struct named_map m;
		uint32_t key;
		size_t len;
		bool ok;

		if (!tail_section(o, i, &len, &key, &ok))
			continue;
		if (!find_named(o, s->name, len, &m)) {
			/* with no prog array around it is some other name, and
			 * a program type's ("socket/0") names no prog array */
			if (any && ok && !lint_libbpf11_knows_section(s->name) &&
			    !lint_prog_type_stem(s->name, len))
				lint_emit(o, s->name, -1,
					  "section '%s' looks like a MAP/KEY tail call, but the object has no map named '%.*s': no loader or graft script fills a slot with it",
					  s->name, (int)len, s->name);
		} else if (m.type != BPF_MAP_TYPE_PROG_ARRAY) {
			if (ok && !lint_libbpf11_knows_section(s->name) &&
			    !lint_prog_type_stem(s->name, len))
				lint_emit(o, s->name, -1,
					  "section '%s' names map '%s' (type %s), not a prog array: it is no tail call",
					  s->name, m.name, bl_map_type_name(m.type));
		} else if (!ok) {
			lint_emit(o, s->name, -1,
				  "section '%s' names prog array '%s', but '%s' is not a slot number (decimal without leading zeros, or 0x hex): bpf-legacy2btf refuses it",
				  s->name, m.name, s->name + len + 1);
		} else if (key >= m.max_entries) {
			lint_emit(o, s->name, -1,
				  "section '%s' fills slot %u of prog array '%s', which has %u (max_entries): the graft fails",
				  s->name, key, m.name, m.max_entries);
		}
	}
}

void check_tail_array_unpinned(struct lint_obj *o)
{
	size_t i;

	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		struct named_map m;
		uint32_t key;
		size_t len;
		bool ok;

		if (!tail_section(o, i, &len, &key, &ok) ||
		    !find_named(o, s->name, len, &m) ||
		    m.type != BPF_MAP_TYPE_PROG_ARRAY || m.pinned)
			continue;
		lint_emit(o, s->name, -1,
			  "section '%s' is a tail call into prog array '%s', which is not pinned by name: each 'tc exec bpf graft' and the attached program get their own array, and the slots vanish when tc exits",
			  s->name, m.name);
	}
}
