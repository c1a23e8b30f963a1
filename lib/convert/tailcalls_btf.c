// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Tail calls of an object whose maps are BTF-defined already (nothing to
 * convert), e.g. one rebuilt from sources that --source-patch migrated: its
 * `MAP/KEY` sections name their prog array, so its slots, graft order and
 * graft type come out as for the legacy original, and its manifest and
 * graft script are written for its own, unchanged, bytes. The maps are read
 * from the `.maps` DATASEC into the plan's map table (no legacy ids), so
 * tailcalls.c plans them as it plans legacy ones. Pinning is the object's
 * own: what the separate graft loads need pinned and is not is said (an
 * unpinned prog array makes --graft-script fail: its grafts would go into
 * maps nobody else sees).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "convert/graft_script.h"
#include "convert/manifest.h"
#include "convert/plan.h"
#include "elf/elf_image.h"
#include "util/hash.h"

static const char *sym_name(const void *ctx, size_t i)
{
	const char *n = ((const struct bl_elf *)ctx)->syms[i].name;

	return n ? n : "";
}

/* The GLOBAL/WEAK OBJECT symbol of `.maps` named @name (libbpf's), or 0. */
static size_t map_symbol(const struct bl_elf *in, const struct bl_name_index *ix,
			 size_t shndx, const char *name)
{
	size_t i = 0;

	while ((i = bl_name_index_find(ix, name, i))) {
		const GElf_Sym *s = &in->syms[i].sym;
		int bind = GELF_ST_BIND(s->st_info);

		if (s->st_shndx == shndx && (bind == STB_GLOBAL || bind == STB_WEAK) &&
		    GELF_ST_TYPE(s->st_info) == STT_OBJECT)
			return i;
	}
	return 0;
}

/* p->lm and p->maps from DATASEC `.maps`: name, symbol, attributes, pinning. */
static int read_btf_maps(struct bl_plan *p)
{
	const struct bl_elf *in = p->in;
	size_t shndx = bl_elf_find_section(in, ".maps");
	const struct btf_var_secinfo *vi;
	struct bl_name_index ix = { 0 };
	const struct btf_type *ds;
	int id, n, k, err;

	if (!shndx || !p->btf)
		return 0;
	id = btf__find_by_name_kind(p->btf, ".maps", BTF_KIND_DATASEC);
	if (id <= 0)
		return 0;
	ds = btf__type_by_id(p->btf, id);
	n = btf_vlen(ds);
	p->lm.maps = calloc(n + 1, sizeof(*p->lm.maps));
	p->maps = calloc(n + 1, sizeof(*p->maps));
	if (!p->lm.maps || !p->maps)
		return -ENOMEM;
	err = bl_name_index_build(&ix, in->nr_syms, sym_name, in);
	if (err)
		return err;
	vi = btf_var_secinfos(ds);
	for (k = 0; k < n; k++, vi++) {
		const struct btf_type *var = btf__type_by_id(p->btf, vi->type);
		struct bl_legacy_map *m = &p->lm.maps[p->lm.nr];
		struct bl_btf_def def;
		int r;

		if (!var || !btf_is_var(var))
			continue;
		m->name = btf__name_by_offset(p->btf, var->name_off);
		r = btf__resolve_type(p->btf, var->type);
		if (!m->name || r <= 0 || bl_btf_map_def_decode(p->btf, r, &def))
			continue;	/* libbpf says what is wrong with it */
		m->sym_idx = map_symbol(in, &ix, shndx, m->name);
		if (!m->sym_idx)
			continue;
		m->name = in->syms[m->sym_idx].name;
		m->attr = def.attr;
		m->offset = vi->offset;
		m->inner_idx = BL_NO_INNER_IDX;
		m->inner_map_index = -1;
		m->pinning = def.has_pinning ? def.pinning : BL_BTF_PIN_NONE;
		p->maps[p->lm.nr].lm = m;
		p->maps[p->lm.nr].inner = -1;
		p->maps[p->lm.nr].pin_by_name = m->pinning == BL_BTF_PIN_BY_NAME;
		p->maps[p->lm.nr].def = def;
		p->lm.nr++;
	}
	bl_name_index_free(&ix);
	return 0;
}

/*
 * What tailcalls.c found must be shared by the graft loads and is not
 * pinned: an error for a prog array when a graft script is wanted (it
 * could not fill it), else a warning.
 */
static int check_pinning(const struct bl_plan *p)
{
	bool *receives = calloc(p->lm.nr + 1, sizeof(bool));
	size_t i;
	int err = 0;

	if (!receives)
		return -ENOMEM;
	for (i = 0; i < p->nr_tails; i++)
		receives[p->tails[i].map] = true;
	for (i = 0; i < p->lm.nr; i++) {
		bool fatal = receives[i] && p->opts->graft_script;

		if (!p->tail_pin_why[i] || p->maps[i].pin_by_name)
			continue;
		bl_report(p->sink, fatal ? BL_ERROR : BL_WARNING, p->in->name, NULL,
			  "map '%s' %s, but it is not pinned by name: give it __uint(pinning, LIBBPF_PIN_BY_NAME)%s",
			  p->lm.maps[i].name, receives[i] ?
			  "receives tail calls (MAP/KEY sections): 'tc exec bpf graft' and the attached program must share it" :
			  "is used by a grafted tail-call program and another program: the separate loads must share it",
			  receives[i] ? " (the grafts look for it at <bpffs>/tc/globals/NAME)" : "");
		if (fatal)
			err = -EINVAL;
	}
	free(receives);
	return err;
}

int bl_plan_btf_tail_calls(struct bl_plan *p, const struct bl_image *out,
			   struct bl_convert_result *res)
{
	char sha[65];
	int err;

	bl_legacy_maps_free(&p->lm);	/* empty: no `maps` section */
	err = read_btf_maps(p) ?: bl_plan_tail_calls(p);
	if (err || !p->nr_tails)
		return err;
	err = check_pinning(p);
	if (err)
		return err;
	if (p->opts->prog_array_init)
		bl_report(p->sink, BL_NOTE, p->in->name, NULL,
			  "--prog-array-init: the maps are BTF-defined already and are not rewritten; static slots come from the sources (bpf-legacy2btf --source-patch --prog-array-init)");
	res->nr_tail_slots = p->nr_tails;
	bl_image_sha256_hex(out, sha);
	res->manifest_json = bl_manifest_json(p, sha, &res->manifest_len);
	if (p->prog_type && !p->opts->no_graft_script)
		res->graft_script = bl_graft_script(p, sha, &res->graft_script_len);
	if (!res->manifest_json || (p->prog_type && !p->opts->no_graft_script && !res->graft_script))
		return -ENOMEM;
	return 0;
}
