// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Lint rules: Pinning: legacy PIN_* values, BTF pinning, pinned inner templates,
 * pin file names.
 * Each check is a pure function of the object view, bound to its row in
 * lib/lint/rules/rule_table.h.
 */
#include <linux/bpf.h>

#include "lint/model/lint_obj.h"
#include "lint/rules/findings.h"
#include "lint/rules/rules.h"

void check_legacy_pinning(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->lm.nr; i++) {
		const struct bl_legacy_map *m = &o->lm.maps[i];

		if (m->pinning == BL_LEGACY_PIN_OBJECT_NS)
			lint_emit(o, m->name, -1,
				  "map '%s' uses PIN_OBJECT_NS (pinned under tc/<sha1 of the object>): libbpf has no per-object pin namespace",
				  m->name);
		else if (m->pinning > BL_LEGACY_PIN_GLOBAL_NS)
			lint_emit(o, m->name, -1,
				  "map '%s' uses custom pinning %u (/etc/iproute2/bpf_pinning): libbpf has no equivalent",
				  m->name, m->pinning);
	}
}

void check_btf_pinning(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++)
		if (o->bmaps[i].def.has_pinning && o->bmaps[i].def.pinning > BL_BTF_PIN_BY_NAME)
			lint_emit(o, o->bmaps[i].name, -1,
				  "map '%s' has pinning %u: libbpf accepts only 0 (none) and 1 (LIBBPF_PIN_BY_NAME)",
				  o->bmaps[i].name, o->bmaps[i].def.pinning);
}

void check_pinned_inner(struct lint_obj *o)
{
	size_t i;

	for (i = 0; i < o->nr_bmaps; i++)
		if (o->bmaps[i].inner_pinned)
			lint_emit(o, o->bmaps[i].name, -1,
				  "inner map template of '%s' sets pinning: libbpf refuses it (\"inner def can't be pinned\")",
				  o->bmaps[i].name);
}

/* Legacy PIN_GLOBAL_NS / PIN_OBJECT_NS and BTF LIBBPF_PIN_BY_NAME maps. */
void check_map_pin_name(struct lint_obj *o)
{
	const char *why;
	size_t i;

	for (i = 0; i < o->lm.nr; i++) {
		const struct bl_legacy_map *m = &o->lm.maps[i];

		if (m->pinning != BL_LEGACY_PIN_GLOBAL_NS &&
		    m->pinning != BL_LEGACY_PIN_OBJECT_NS)
			continue;
		why = bl_pin_name_problem(m->name);
		if (why)
			lint_emit(o, m->name, -1,
				  "map '%.256s' is pinned by name (legacy %s) but its name %s",
				  m->name, m->pinning == BL_LEGACY_PIN_GLOBAL_NS ?
				  "PIN_GLOBAL_NS" : "PIN_OBJECT_NS", why);
	}
	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];

		if (!m->def.has_pinning || m->def.pinning != BL_BTF_PIN_BY_NAME)
			continue;
		why = bl_pin_name_problem(m->name);
		if (why)
			lint_emit(o, m->name, -1,
				  "map '%.256s' is pinned by name (LIBBPF_PIN_BY_NAME) but its name %s",
				  m->name, why);
	}
}
