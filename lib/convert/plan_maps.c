// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Decide what each legacy map becomes: pinning under libbpf, typed key and
 * value where the object carries a BPF_ANNOTATE_KV_PAIR, and for map-in-map
 * the inner template and the slots iproute2 used to fill at load time.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/bpf.h>

#include "convert/legacy_layout.h"
#include "convert/plan.h"
#include "util/limits.h"

void bl_plan_free(struct bl_plan *p)
{
	size_t i;

	for (i = 0; p->maps && i < p->lm.nr; i++)
		free(p->maps[i].slots);
	free(p->maps);
	free(p->tails);
	free(p->tail_pin_why);
	free(p->kconfig);
	bl_legacy_maps_free(&p->lm);
	btf__free(p->btf);
}

const char *bl_pin_name(uint32_t pinning)
{
	switch (pinning) {
	case BL_LEGACY_PIN_NONE: return "PIN_NONE";
	case BL_LEGACY_PIN_OBJECT_NS: return "PIN_OBJECT_NS";
	case BL_LEGACY_PIN_GLOBAL_NS: return "PIN_GLOBAL_NS";
	default: return "custom";
	}
}

static int plan_legacy_pinning(struct bl_plan *p, struct bl_map_plan *mp)
{
	const struct bl_legacy_map *m = mp->lm;
	enum bl_pin_choice c;

	switch (m->pinning) {
	case BL_LEGACY_PIN_NONE:
		return 0;
	case BL_LEGACY_PIN_GLOBAL_NS:
		mp->pin_by_name = true;
		return 0;
	case BL_LEGACY_PIN_OBJECT_NS:
		c = p->opts->object_ns;
		if (c == BL_PIN_NONE) {
			mp->pin_why = "private to each load now (was shared by every load of the object in tc/<sha1>/); per --object-ns=none";
			return 0;
		}
		mp->pin_by_name = true;
		mp->pin_why = "pinned at tc/globals/NAME instead of tc/<sha1 of object>/NAME: still shared by every load of this object, now also by any object pinning this name globally (--object-ns=none keeps loads private)";
		return 0;
	default:
		c = p->opts->custom_pin;
		if (c == BL_PIN_GLOBAL) {
			mp->pin_by_name = true;
			mp->pin_why = "custom pinning (/etc/iproute2/bpf_pinning sub-directory) replaced by tc/globals/NAME, per --custom-pin=global";
			return 0;
		}
		if (c == BL_PIN_NONE) {
			mp->pin_why = "custom pinning (/etc/iproute2/bpf_pinning sub-directory) dropped, map private to each load, per --custom-pin=none";
			return 0;
		}
		return bl_error(p->sink, p->in->name, BL_AT_MAP, m->name,
				"custom pinning value %u has no libbpf equivalent; choose --custom-pin=global or --custom-pin=none",
				m->pinning);
	}
}

/* The legacy pinning, then what the separate graft loads need shared. */
static int plan_pinning(struct bl_plan *p, size_t i)
{
	struct bl_map_plan *mp = &p->maps[i];
	int err = plan_legacy_pinning(p, mp);

	if (!err && !mp->pin_by_name && p->tail_pin_why && p->tail_pin_why[i]) {
		mp->pin_by_name = true;
		mp->pin_why = p->tail_pin_why[i];
	}
	return err;
}

/* Annotated key/value types, unless the kernel refuses typed keys there. */
static int plan_kv(struct bl_plan *p, struct bl_map_plan *mp)
{
	const struct bl_legacy_map *m = mp->lm;
	long ks, vs;

	if (!m->kv_type_id)
		return 0;
	if (bl_map_type_untyped_kv(m->attr.type))
		return 0;
	ks = btf__resolve_size(p->btf, m->key_type_id);
	vs = btf__resolve_size(p->btf, m->value_type_id);
	if (ks != m->attr.key_size || vs != m->attr.value_size) {
		bl_report_at(p->sink, BL_WARNING, p->in->name, BL_AT_MAP, m->name,
			     "annotated key/value sizes %ld/%ld differ from the definition's %u/%u; keeping plain sizes",
			     ks, vs, m->attr.key_size, m->attr.value_size);
		return 0;
	}
	mp->def.key_type = m->key_type_id;
	mp->def.value_type = m->value_type_id;
	return 0;
}

/* Records the samples/bpf layout could have meant, read another way. */
static const char *samples_hint(const struct bl_plan *p)
{
	if (p->lm.layout == BL_LAYOUT_SAMPLES || p->lm.rec_size != bl_layout_size(BL_LAYOUT_SAMPLES))
		return "";
	return p->lm.layout == BL_LAYOUT_ELF_MAP_V46 && p->opts->layout != BL_LAYOUT_ELF_MAP_V46 ?
	       " (28-byte records read as bpf_elf_map_v46 by size; samples/bpf objects need --layout=bpf_load_map_def)" :
	       " (samples/bpf objects need --layout=bpf_load_map_def)";
}

static bool layout_names_inner(enum bl_layout l)
{
	const struct bl_layout_desc *d = &bl_layouts[l];
	size_t i;

	for (i = 0; i < d->nr_words; i++)
		if (d->words[i] == BL_W_INNER_ID || d->words[i] == BL_W_INNER_MAP_IDX)
			return true;
	return false;
}

/* --inner-map=OUTER=INNER for map @m: plan index of INNER, -1 if not given. */
static int inner_from_opts(struct bl_plan *p, const struct bl_legacy_map *m, int *inner)
{
	size_t k, j, n = strlen(m->name);

	*inner = -1;
	for (k = 0; k < p->opts->nr_inner_maps; k++) {
		const char *o = p->opts->inner_maps[k];

		if (strncmp(o, m->name, n) || o[n] != '=')
			continue;
		for (j = 0; j < p->lm.nr; j++)
			if (!strcmp(p->lm.maps[j].name, o + n + 1) && &p->lm.maps[j] != m)
				break;
		if (j == p->lm.nr)
			return bl_error(p->sink, p->in->name, BL_AT_MAP, m->name,
					"--inner-map=%s names no other map of the object", o);
		*inner = j;
	}
	return 0;
}

/* Every --inner-map must name a map-in-map of the object. */
static int check_inner_opts(struct bl_plan *p)
{
	size_t k, j;

	for (k = 0; k < p->opts->nr_inner_maps; k++) {
		const char *o = p->opts->inner_maps[k], *eq = strchr(o, '=');

		for (j = 0; eq && j < p->lm.nr; j++)
			if (strlen(p->lm.maps[j].name) == (size_t)(eq - o) &&
			    !strncmp(p->lm.maps[j].name, o, eq - o))
				break;
		if (!eq || j == p->lm.nr || !bl_map_type_is_outer(p->lm.maps[j].attr.type)) {
			bl_report(p->sink, BL_ERROR, p->in->name, NULL,
				  "--inner-map=%s: the object has no map-in-map named '%.*s'",
				  o, eq ? (int)(eq - o) : (int)strlen(o), o);
			return -EINVAL;
		}
	}
	return 0;
}

static int plan_inner(struct bl_plan *p, size_t i)
{
	struct bl_map_plan *mp = &p->maps[i];
	const struct bl_legacy_map *m = mp->lm, *im;
	const uint32_t *same;
	int err, opt;
	size_t n, j;

	mp->inner = -1;
	if (!bl_map_type_is_outer(m->attr.type))
		return 0;
	err = inner_from_opts(p, m, &opt);
	if (err)
		return err;
	if (opt >= 0) {
		mp->inner = opt;
	} else if (m->inner_map_index >= 0) {	/* samples/bpf layout */
		mp->inner = m->inner_map_index;
	} else if (!m->inner_id) {
		/* No template in the definition (bpf_map_def never had one):
		 * libbpf takes the inner map from the loader at run time. */
		mp->no_inner = true;
		return 0;
	} else {
		n = bl_legacy_maps_with_id(&p->lm, m->inner_id, &same);
		for (j = 0; j < n && same[j] == i; j++)
			;
		if (j == n)
			return bl_error(p->sink, p->in->name, BL_AT_MAP, m->name,
					"inner_id %u matches the id of no map in the object",
					m->inner_id);
		mp->inner = same[j];
	}
	im = &p->lm.maps[mp->inner];
	if (bl_map_type_is_outer(im->attr.type))
		return bl_error(p->sink, p->in->name, BL_AT_MAP, m->name,
				"inner map '%s' is itself map-in-map", im->name);
	if (m->inner_map_index >= 0)
		bl_report_at(p->sink, BL_NOTE, p->in->name, BL_AT_MAP, m->name,
			     "inner map template is map #%d '%s' (%s, key %u, value %u, max_entries %u), per inner_map_idx %d%s",
			  m->inner_map_index, im->name, bl_map_type_name(im->attr.type),
			  im->attr.key_size, im->attr.value_size, im->attr.max_entries,
			  m->inner_map_index,
			  m->inner_map_index ? "" :
			  " (an unset inner_map_idx is 0 too: check that map #0 has the shape the program expects of its inner maps)");
	return 0;
}

static int add_slot(struct bl_map_plan *mp, struct bl_slot slot)
{
	size_t n = mp->nr_slots;
	struct bl_slot *s = mp->slots;

	/* capacity doubles at each power of two: linear in the slots */
	if (!(n & (n - 1)) && !(s = realloc(s, (n ? 2 * n : 1) * sizeof(*s))))
		return -ENOMEM;
	mp->slots = s;
	mp->slots[mp->nr_slots++] = slot;
	return 0;
}

/* iproute2 put every map with an id and inner_idx into each outer naming it. */
static int plan_slots(struct bl_plan *p, size_t o)
{
	struct bl_map_plan *op = &p->maps[o];
	const struct bl_legacy_map *om = op->lm;
	const uint32_t *same;
	size_t n, k;

	if (!bl_map_type_is_outer(om->attr.type) || !om->inner_id)
		return 0;
	n = bl_legacy_maps_with_id(&p->lm, om->inner_id, &same);
	for (k = 0; k < n; k++) {
		size_t j = same[k];
		const struct bl_legacy_map *m = &p->lm.maps[j];
		int err;

		if (m->inner_id || m->inner_idx == BL_NO_INNER_IDX || j == o)
			continue;
		if (om->attr.type == BPF_MAP_TYPE_HASH_OF_MAPS && om->attr.key_size != 4)
			return bl_error(p->sink, p->in->name, BL_AT_MAP, om->name,
					"hash-of-maps with %u-byte keys cannot be pre-filled by libbpf (needs 4)",
					om->attr.key_size);
		if (om->attr.type == BPF_MAP_TYPE_ARRAY_OF_MAPS && m->inner_idx >= om->attr.max_entries)
			return bl_error(p->sink, p->in->name, BL_AT_MAP, om->name,
					"inner map '%s' goes to slot %u, beyond max_entries %u",
					m->name, m->inner_idx, om->attr.max_entries);
		if (m->inner_idx >= BL_MAX_SLOT)
			return bl_error(p->sink, p->in->name, BL_AT_MAP, om->name,
					"inner map '%s' goes to slot %u, beyond the limit of %d slots",
					m->name, m->inner_idx, BL_MAX_SLOT);
		err = add_slot(op, (struct bl_slot){ .index = m->inner_idx, .target_map = j });
		if (err)
			return err;
	}
	return 0;
}

/* --prog-array-init: every tail-call program in its slot, in graft order. */
static int plan_prog_slots(struct bl_plan *p)
{
	size_t i;
	int err = 0;

	for (i = 0; !err && p->opts->prog_array_init && i < p->nr_tails; i++) {
		const struct bl_tail_slot *t = &p->tails[i];

		if (t->key >= BL_MAX_SLOT)
			return bl_error(p->sink, p->in->name, BL_AT_SECTION, p->in->secs[t->shndx].name,
					"key %u is beyond the limit of %d statically initialised slots",
					t->key, BL_MAX_SLOT);
		err = add_slot(&p->maps[t->map], (struct bl_slot){
			.index = t->key, .target_map = -1, .target_sym = t->func_sym,
		});
		p->maps[t->map].def.has_values = true;
	}
	return err;
}

/* The BTF definition the decisions above amount to. */
static void plan_def(struct bl_map_plan *mp)
{
	const struct bl_legacy_map *m = mp->lm;

	mp->def.attr = m->attr;
	mp->def.numa_node = m->numa_node;
	mp->def.has_numa = m->attr.map_flags & BPF_F_NUMA_NODE;
	mp->def.has_pinning = mp->pin_by_name;
	mp->def.pinning = mp->pin_by_name ? BL_BTF_PIN_BY_NAME : BL_BTF_PIN_NONE;
	mp->def.has_values |= mp->inner >= 0;
}

static int plan_maps(struct bl_plan *p)
{
	size_t i;
	int err = 0;

	p->maps = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*p->maps));
	if (!p->maps)
		return -ENOMEM;
	for (i = 0; i < p->lm.nr; i++)
		p->maps[i].lm = &p->lm.maps[i];
	err = check_inner_opts(p);
	for (i = 0; !err && i < p->lm.nr; i++)
		err = plan_pinning(p, i) ?: plan_kv(p, &p->maps[i]) ?:
		      plan_inner(p, i) ?: plan_slots(p, i);
	if (!err)
		err = plan_prog_slots(p);
	for (i = 0; !err && i < p->lm.nr; i++)
		plan_def(&p->maps[i]);
	return err;
}

int bl_plan_build(struct bl_plan *p)
{
	return bl_plan_tail_calls(p) ?: plan_maps(p) ?: bl_plan_externs(p);
}

void bl_plan_report_pins(const struct bl_plan *p)
{
	size_t i;

	for (i = 0; i < p->lm.nr; i++) {
		const struct bl_map_plan *mp = &p->maps[i];

		/* tc/ip can no longer load it: a warning, never hidden */
		if (mp->no_inner)
			bl_report_at(p->sink, BL_WARNING, p->in->name, BL_AT_MAP, mp->lm->name,
				     "map-in-map with no inner map in its definition (%s%s): converted without a template; libbpf opens it but only a loader that calls bpf_map__set_inner_map_fd() loads it (tc/ip cannot); --inner-map=%s=INNER names one%s",
				  layout_names_inner(p->lm.layout) ? "inner_id 0" : "layout ",
				  layout_names_inner(p->lm.layout) ? "" : bl_layouts[p->lm.layout].name,
				  mp->lm->name, samples_hint(p));
		if (mp->pin_why)
			/* changes who shares the map: a warning, never hidden */
			bl_report_at(p->sink, BL_WARNING, p->in->name, BL_AT_MAP, mp->lm->name,
				     "%s -> %s: %s", bl_pin_name(mp->lm->pinning),
				     mp->pin_by_name ? "LIBBPF_PIN_BY_NAME" : "not pinned",
				     mp->pin_why);
	}
}
