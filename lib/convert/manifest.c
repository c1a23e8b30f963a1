// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The side-car tail-call manifest (docs/manifest.md, version 1) and the
 * graft script generated from the same plan.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "convert/manifest.h"
#include "convert/plan.h"
#include "util/file_io.h"
#include "util/json_read.h"
#include "util/strbuf.h"

char *bl_manifest_path(const char *obj)
{
	static const char ext[] = ".tailcalls.json";
	size_t n = strlen(obj);
	char *s;

	if (n > 2 && !strcmp(obj + n - 2, ".o"))
		n -= 2;
	s = malloc(n + sizeof(ext));
	if (s) {
		memcpy(s, obj, n);
		memcpy(s + n, ext, sizeof(ext));
	}
	return s;
}

/*
 * @path as absolute components, "." and empty ones dropped and ".." taken
 * back lexically (a manifest and its object are named by the same user, in
 * the same spelling; symlinks in between are theirs to keep consistent).
 * Returns the number of components, -1 when out of memory.
 */
static int path_parts(const char *path, char **copy, const char *part[], int max)
{
	char *cwd = path[0] == '/' ? NULL : getcwd(NULL, 0);
	struct bl_strbuf sb = { 0 };
	char *s, *save = NULL;
	int n = 0;

	if (path[0] != '/' && !cwd)
		return -1;
	bl_sb_printf(&sb, "%s/%s", cwd ? cwd : "", path);
	free(cwd);
	*copy = bl_sb_take(&sb, NULL);
	if (!*copy)
		return -1;
	for (s = strtok_r(*copy, "/", &save); s; s = strtok_r(NULL, "/", &save)) {
		if (!strcmp(s, "."))
			continue;
		if (!strcmp(s, "..")) {
			n -= n > 0;
			continue;
		}
		if (n == max)
			return -1;
		part[n++] = s;
	}
	return n;
}

/*
 * object.file: the object's path relative to the manifest's directory, so
 * the pair can move together (the object's name alone when it is beside
 * the manifest, as by default). A stream has only its name.
 */
static void json_object_file(struct bl_strbuf *sb, const struct bl_plan *p, const char *out)
{
	const char *mpart[128], *opart[128];
	char *mcopy = NULL, *ocopy = NULL;
	struct bl_strbuf rel = { 0 };
	int nm, no, c, i;
	char *r;

	if (!p->opts->manifest_path || bl_output_is_stream(out)) {
		bl_sb_json_str(sb, basename(out));
		return;
	}
	nm = path_parts(p->opts->manifest_path, &mcopy, mpart, 128);
	no = path_parts(out, &ocopy, opart, 128);
	if (nm < 1 || no < 1) {
		bl_sb_json_str(sb, basename(out));
		goto out;
	}
	nm--;	/* the manifest's directory */
	for (c = 0; c < nm && c < no - 1 && !strcmp(mpart[c], opart[c]); c++)
		;
	for (i = c; i < nm; i++)
		bl_sb_printf(&rel, "../");
	for (i = c; i < no; i++)
		bl_sb_printf(&rel, "%s%s", opart[i], i + 1 < no ? "/" : "");
	r = bl_sb_take(&rel, NULL);
	if (r)
		bl_sb_json_str(sb, r);
	else
		sb->oom = true;
	free(r);
out:
	free(mcopy);
	free(ocopy);
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
		bl_sb_printf(sb, ", \"type\": \"%s\"", bl_map_type_name(mp->lm->attr.type));
		/* BTF-defined maps (MAP/KEY sections) have no legacy side */
		if (p->lm.shndx)
			bl_sb_printf(sb, ", \"legacy_id\": %u, \"legacy_pinning\": \"%s\"",
				     mp->lm->id, bl_pin_name(mp->lm->pinning));
		bl_sb_printf(sb, ", \"pinning\": \"%s\"", mp->pin_by_name ? "by_name" : "none");
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

/* null when the object does not tell and --prog-type was not given */
static void json_prog_type(struct bl_strbuf *sb, const struct bl_plan *p)
{
	if (p->prog_type)
		bl_sb_printf(sb, "\"%s\"", p->prog_type);
	else
		bl_sb_printf(sb, "null");
}

char *bl_manifest_json(const struct bl_plan *p, const char *sha, size_t *len)
{
	const char *out = p->opts->output_path ? p->opts->output_path : p->in->name;
	struct bl_strbuf sb = { 0 };
	size_t i;

	bl_sb_printf(&sb, "{\n  \"format\": \"%s\",\n  \"version\": %d,\n",
		     BL_MANIFEST_FORMAT, BL_MANIFEST_VERSION);
	bl_sb_printf(&sb, "  \"generator\": \"bpf-legacy2btf %s\",\n", BPFLEGACY_VERSION);
	bl_sb_printf(&sb, "  \"object\": { \"file\": ");
	json_object_file(&sb, p, out);
	bl_sb_printf(&sb, ", \"sha256\": \"%s\", \"source\": ", sha);
	bl_sb_json_str(&sb, basename(p->in->name));
	bl_sb_printf(&sb, " },\n  \"prog_type\": ");
	json_prog_type(&sb, p);
	if (p->prog_type_default)
		bl_sb_printf(&sb, ",\n  \"prog_type_default\": true");
	bl_sb_printf(&sb, ",\n");
	json_maps(&sb, p);
	bl_sb_printf(&sb, "  \"slots\": [");
	for (i = 0; i < p->nr_tails; i++) {
		const struct bl_tail_slot *t = &p->tails[i];
		const char *map = p->lm.maps[t->map].name;

		bl_sb_printf(&sb, "%s\n    { \"order\": %zu, \"map\": ", i ? "," : "", i + 1);
		bl_sb_json_str(&sb, map);
		if (p->lm.shndx)
			bl_sb_printf(&sb, ", \"legacy_id\": %u", t->id);
		bl_sb_printf(&sb, ", \"key\": %u, \"section\": ", t->key);
		bl_sb_json_str(&sb, p->in->secs[t->shndx].name);
		bl_sb_printf(&sb, ", \"program\": ");
		bl_sb_json_str(&sb, func_name(p, t));
		bl_sb_printf(&sb, ", \"prog_type\": ");
		json_prog_type(&sb, p);
		bl_sb_printf(&sb, ", \"pin_path\": ");
		json_pin_path(&sb, map);
		bl_sb_printf(&sb, " }");
	}
	bl_sb_printf(&sb, "\n  ]\n}\n");
	return bl_sb_take(&sb, len);
}

/* ---- reader ---------------------------------------------------------- */

struct manifest_read {
	struct bl_manifest *m;
	bool format_ok, version_ok;
	size_t cap;
};

static int read_u32(struct bl_json *j, uint32_t *out)
{
	uint64_t v;
	int err = bl_json_uint(j, UINT32_MAX, &v);

	if (!err)
		*out = v;
	return err;
}

static int read_slot_member(struct bl_json *j, const char *key, void *ctx)
{
	struct bl_manifest_slot *s = ctx;
	char **str = NULL;

	if (!strcmp(key, "map"))
		str = &s->map;
	else if (!strcmp(key, "section"))
		str = &s->section;
	else if (!strcmp(key, "legacy_id"))
		return read_u32(j, &s->legacy_id);
	else if (!strcmp(key, "key"))
		return read_u32(j, &s->key);
	if (!str)
		return bl_json_skip(j);
	if (*str)
		return -EINVAL;	/* duplicate member */
	return bl_json_string(j, str);
}

static int read_slot(struct bl_json *j, void *ctx)
{
	struct manifest_read *r = ctx;
	struct bl_manifest *m = r->m;
	struct bl_manifest_slot *s;
	int err;

	if (m->nr_slots == r->cap) {
		size_t cap = r->cap ? 2 * r->cap : 8;
		void *tmp = realloc(m->slots, cap * sizeof(*m->slots));

		if (!tmp)
			return -ENOMEM;
		m->slots = tmp;
		r->cap = cap;
	}
	s = &m->slots[m->nr_slots++];
	memset(s, 0, sizeof(*s));
	err = bl_json_object(j, read_slot_member, s);
	if (!err && (!s->map || !s->section))
		err = -EINVAL;
	return err;
}

static int read_object_member(struct bl_json *j, const char *key, void *ctx)
{
	struct bl_manifest *m = ctx;
	char *sha;
	int err;

	if (strcmp(key, "sha256"))
		return bl_json_skip(j);
	err = bl_json_string(j, &sha);
	if (err)
		return err;
	if (strlen(sha) >= sizeof(m->sha256))
		err = -EINVAL;
	else
		strcpy(m->sha256, sha);
	free(sha);
	return err;
}

static int read_top_member(struct bl_json *j, const char *key, void *ctx)
{
	struct manifest_read *r = ctx;
	uint64_t v;
	char *s;
	int err;

	if (!strcmp(key, "format")) {
		err = bl_json_string(j, &s);
		if (!err)
			r->format_ok = !strcmp(s, BL_MANIFEST_FORMAT);
		free(s);
		return err;
	}
	if (!strcmp(key, "version")) {
		err = bl_json_uint(j, UINT32_MAX, &v);
		r->version_ok = !err && v == BL_MANIFEST_VERSION;
		return err;
	}
	if (!strcmp(key, "object"))
		return bl_json_object(j, read_object_member, r->m);
	if (!strcmp(key, "slots"))
		return bl_json_array(j, read_slot, r);
	return bl_json_skip(j);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int bl_manifest_parse(const char *buf, size_t len, struct bl_manifest *m)
{
	struct manifest_read r = { .m = m };
	struct bl_json j;
	size_t i;
	int err;

	memset(m, 0, sizeof(*m));
	bl_json_init(&j, buf, len);
	err = bl_json_object(&j, read_top_member, &r);
	if (!err)
		err = bl_json_end(&j);
	if (!err && (!r.format_ok || !r.version_ok))
		err = -EINVAL;
	if (!err) {
		m->by_section = calloc(m->nr_slots ? m->nr_slots : 1,
				       sizeof(*m->by_section));
		if (!m->by_section)
			err = -ENOMEM;
	}
	if (err) {
		bl_manifest_free(m);
		return err;
	}
	for (i = 0; i < m->nr_slots; i++)
		m->by_section[i] = m->slots[i].section;
	qsort(m->by_section, m->nr_slots, sizeof(*m->by_section), cmp_str);
	return 0;
}

bool bl_manifest_has_section(const struct bl_manifest *m, const char *sec)
{
	return m->nr_slots && bsearch(&sec, m->by_section, m->nr_slots,
				      sizeof(*m->by_section), cmp_str);
}

void bl_manifest_free(struct bl_manifest *m)
{
	size_t i;

	for (i = 0; i < m->nr_slots; i++) {
		free(m->slots[i].map);
		free(m->slots[i].section);
	}
	free(m->slots);
	free(m->by_section);
	memset(m, 0, sizeof(*m));
}
