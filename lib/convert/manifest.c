// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The side-car tail-call manifest (docs/manifest.md, version 1) and the
 * graft script generated from the same plan.
 */
#include <stdlib.h>
#include <string.h>

#include "convert/convert.h"
#include "util/strbuf.h"

char *bl_manifest_path(const char *obj)
{
	size_t n = strlen(obj);
	struct bl_strbuf sb = { 0 };

	if (n > 2 && !strcmp(obj + n - 2, ".o"))
		n -= 2;
	bl_sb_printf(&sb, "%.*s.tailcalls.json", (int)n, obj);
	return bl_sb_take(&sb, NULL);
}

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

static const char *func_name(const struct bl_plan *p, const struct bl_tail_slot *t)
{
	return p->in->syms[t->func_sym].name;
}

/* Pin paths are relative to the bpffs tc directory (<bpffs>/tc/). */
static void json_pin_path(struct bl_strbuf *sb, const char *name)
{
	struct bl_strbuf path = { 0 };
	char *s;

	bl_sb_printf(&path, "globals/%s", name);
	s = bl_sb_take(&path, NULL);
	bl_sb_json_str(sb, s ? s : "");
	if (!s)
		sb->oom = true;
	free(s);
}

static void json_maps(struct bl_strbuf *sb, const struct bl_plan *p)
{
	size_t i;

	bl_sb_printf(sb, "  \"maps\": [");
	for (i = 0; i < p->lm.nr; i++) {
		const struct bl_map_plan *mp = &p->maps[i];

		bl_sb_printf(sb, "%s\n    { \"name\": ", i ? "," : "");
		bl_sb_json_str(sb, mp->lm->name);
		bl_sb_printf(sb, ", \"type\": \"%s\", \"legacy_id\": %u, \"legacy_pinning\": \"%s\", \"pinning\": \"%s\"",
			     bl_map_type_name(mp->lm->type), mp->lm->id,
			     bl_pin_name(mp->lm->pinning),
			     mp->pin_by_name ? "by_name" : "none");
		if (mp->pin_by_name) {
			bl_sb_printf(sb, ", \"pin_path\": ");
			json_pin_path(sb, mp->lm->name);
		}
		if (mp->pin_why) {
			bl_sb_printf(sb, ", \"pinning_changed\": ");
			bl_sb_json_str(sb, mp->pin_why);
		}
		bl_sb_printf(sb, " }");
	}
	bl_sb_printf(sb, "\n  ],\n");
}

char *bl_manifest_json(const struct bl_plan *p, const char *sha, size_t *len)
{
	const char *out = p->opts->output_path ? p->opts->output_path : p->in->name;
	struct bl_strbuf sb = { 0 };
	size_t i;

	bl_sb_printf(&sb, "{\n  \"format\": \"bpf-legacy2btf-tailcalls\",\n  \"version\": 1,\n");
	bl_sb_printf(&sb, "  \"generator\": \"bpf-legacy2btf %s\",\n", BPFLEGACY_VERSION);
	bl_sb_printf(&sb, "  \"object\": { \"file\": ");
	bl_sb_json_str(&sb, base_name(out));
	bl_sb_printf(&sb, ", \"sha256\": \"%s\", \"source\": ", sha);
	bl_sb_json_str(&sb, base_name(p->in->name));
	bl_sb_printf(&sb, " },\n  \"prog_type\": \"%s\",\n", p->prog_type);
	json_maps(&sb, p);
	bl_sb_printf(&sb, "  \"slots\": [");
	for (i = 0; i < p->nr_tails; i++) {
		const struct bl_tail_slot *t = &p->tails[i];
		const char *map = p->lm.maps[t->map].name;

		bl_sb_printf(&sb, "%s\n    { \"order\": %zu, \"map\": ", i ? "," : "", i + 1);
		bl_sb_json_str(&sb, map);
		bl_sb_printf(&sb, ", \"legacy_id\": %u, \"key\": %u, \"section\": ", t->id, t->key);
		bl_sb_json_str(&sb, p->in->secs[t->shndx].name);
		bl_sb_printf(&sb, ", \"program\": ");
		bl_sb_json_str(&sb, func_name(p, t));
		bl_sb_printf(&sb, ", \"prog_type\": \"%s\", \"pin_path\": ", p->prog_type);
		json_pin_path(&sb, map);
		bl_sb_printf(&sb, " }");
	}
	bl_sb_printf(&sb, "\n  ]\n}\n");
	return bl_sb_take(&sb, len);
}
