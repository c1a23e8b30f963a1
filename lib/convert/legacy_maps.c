// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Decode the legacy `maps` section: find the map symbols the way iproute2
 * does, derive the per-record size from them, choose a layout (forced, from
 * the BTF member names clang recorded, or by size) and read each record.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>

#include "convert/legacy_layout.h"
#include "convert/legacy_maps.h"
#include "util/hash.h"
#include "util/strbuf.h"
#include "util/limits.h"

void bl_legacy_maps_free(struct bl_legacy_maps *lm)
{
	free(lm->maps);
	free(lm->by_id);
	free(lm->extra);
	free(lm->why_buf);
	bl_layout_evidence_free(&lm->evidence);
	memset(lm, 0, sizeof(*lm));
}

static bool is_map_symbol(const struct bl_symbol *s, size_t shndx)
{
	int type = GELF_ST_TYPE(s->sym.st_info);

	return s->sym.st_shndx == shndx &&
	       GELF_ST_BIND(s->sym.st_info) == STB_GLOBAL &&
	       (type == STT_NOTYPE || type == STT_OBJECT);
}

static int cmp_offset(const void *a, const void *b)
{
	const struct bl_legacy_map *x = a, *y = b;

	return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* The BTF struct behind the first map VAR in DATASEC `maps`, or NULL. */
static const struct btf_type *btf_def_struct(const struct btf *btf)
{
	const struct btf_var_secinfo *vi;
	const struct btf_type *t;
	int id;

	if (!btf)
		return NULL;
	id = btf__find_by_name_kind(btf, "maps", BTF_KIND_DATASEC);
	if (id <= 0)
		return NULL;
	t = btf__type_by_id(btf, id);
	if (!btf_vlen(t))
		return NULL;
	vi = btf_var_secinfos(t);
	t = btf__type_by_id(btf, vi->type);
	if (!t || !btf_is_var(t))
		return NULL;
	id = btf__resolve_type(btf, t->type);	/* past typedefs, modifiers */
	t = id > 0 ? btf__type_by_id(btf, id) : NULL;
	return t && btf_is_struct(t) ? t : NULL;
}

/*
 * The definition struct's members as a flat list of leaves: members whose
 * type is a struct (a nested known definition such as
 * `struct { struct bpf_map_def def; __u32 dummy; }`) contribute their own
 * members at their offsets.
 */
struct flat_members {
	struct bl_extra_member *m;
	size_t nr, cap;
};

#define BL_MAX_DEF_NESTING 4

static int flatten(const struct btf *btf, const struct btf_type *st, size_t base,
		   const char *prefix, int depth, struct flat_members *f)
{
	const struct btf_member *m = btf_members(st);
	int i, n = btf_vlen(st), id, err;

	for (i = 0; i < n; i++, m++) {
		const char *leaf = btf__name_by_offset(btf, m->name_off) ?: "";
		size_t off = base + btf_member_bit_offset(st, i) / 8;
		const struct btf_type *t;
		struct bl_extra_member *e;
		char path[64];
		long sz;

		snprintf(path, sizeof(path), "%s%s%s", prefix, *prefix && *leaf ? "." : "", leaf);
		id = btf__resolve_type(btf, m->type);
		t = id > 0 ? btf__type_by_id(btf, id) : NULL;
		if (t && btf_is_struct(t) && depth < BL_MAX_DEF_NESTING) {
			err = flatten(btf, t, off, path, depth + 1, f);
			if (err)
				return err;
			continue;
		}
		sz = id > 0 ? btf__resolve_size(btf, id) : -1;
		if (f->nr == f->cap) {
			f->cap = f->cap ? 2 * f->cap : 16;
			e = realloc(f->m, f->cap * sizeof(*e));
			if (!e)
				return -ENOMEM;
			f->m = e;
		}
		e = &f->m[f->nr++];
		snprintf(e->name, sizeof(e->name), "%s", path);
		e->leaf = leaf;
		e->off = off;
		e->size = sz > 0 ? sz : 0;
	}
	return 0;
}

/* The longest layout whose words are the first leaves, by name and place. */
static enum bl_layout layout_from_members(const struct flat_members *f)
{
	enum bl_layout best = BL_LAYOUT_AUTO;
	size_t i;
	int l;

	for (l = BL_LAYOUT_AUTO + 1; l < BL_LAYOUT__MAX; l++) {
		const struct bl_layout_desc *d = &bl_layouts[l];

		if (d->nr_words > f->nr ||
		    (best != BL_LAYOUT_AUTO && d->nr_words <= bl_layouts[best].nr_words))
			continue;
		for (i = 0; i < d->nr_words; i++)
			if (strcmp(f->m[i].leaf, d->members[i]) || f->m[i].off != 4 * i ||
			    f->m[i].size != 4)
				break;
		if (i == d->nr_words)
			best = l;
	}
	return best;
}

/*
 * Layout from the BTF member names; the leaves past it are kept in
 * lm->extra so each record's bytes there are checked, never lost silently.
 */
static int layout_from_btf(const struct btf *btf, const struct btf_type *st,
			   struct bl_legacy_maps *lm, enum bl_layout *out)
{
	struct flat_members f = { 0 };
	enum bl_layout l;
	size_t nw;
	int err;

	*out = BL_LAYOUT_AUTO;
	if (st->size != lm->rec_size)
		return 0;
	err = flatten(btf, st, 0, "", 0, &f);
	l = err ? BL_LAYOUT_AUTO : layout_from_members(&f);
	if (l != BL_LAYOUT_AUTO) {
		nw = bl_layouts[l].nr_words;
		lm->nr_extra = f.nr - nw;
		memmove(f.m, f.m + nw, lm->nr_extra * sizeof(*f.m));
		lm->extra = f.m;
		f.m = NULL;
		*out = l;
	}
	free(f.m);
	return err;
}

/*
 * Records of a size several layouts share, without member names: what each
 * reading means may choose (layout_evidence.c). Only a verdict all the
 * evidence agrees on changes the layout; the rest is for the caller.
 */
static int weigh_layouts(const struct bl_elf *elf, struct bl_legacy_maps *lm)
{
	const unsigned char *data = lm->shndx ? elf->secs[lm->shndx].data : NULL;
	struct bl_layout_record *recs;
	struct bl_strbuf sb = { 0 };
	unsigned int mask = 0;
	size_t k;
	int l, err;

	for (l = BL_LAYOUT_AUTO + 1; l < BL_LAYOUT__MAX; l++)
		if (bl_layout_size(l) == lm->rec_size)
			mask |= 1u << l;
	/* the evidence is a function of the records it is handed */
	recs = calloc(lm->nr ? lm->nr : 1, sizeof(*recs));
	if (!recs)
		return -ENOMEM;
	for (k = 0; data && k < lm->nr; k++)
		recs[k] = (struct bl_layout_record){ lm->maps[k].name, data + lm->maps[k].offset };
	err = bl_layout_weigh(elf, recs, data ? lm->nr : 0, lm->rec_size, mask, &lm->evidence);
	free(recs);
	if (err || lm->evidence.verdict != BL_EVIDENCE_DECIDED)
		return err;
	lm->layout = lm->evidence.chosen;
	bl_sb_printf(&sb, "record size, read as %s by the evidence: %s",
		     bl_layout_name(lm->layout), lm->evidence.text);
	lm->why_buf = bl_sb_take(&sb, NULL);
	if (!lm->why_buf)
		return -ENOMEM;
	lm->why = lm->why_buf;
	return 0;
}

static int choose_layout(const struct bl_elf *elf, const struct btf *btf,
			 enum bl_layout forced, struct bl_legacy_maps *lm,
			 const struct bl_sink *sink)
{
	const struct btf_type *st = btf_def_struct(btf);
	enum bl_layout l;

	if (forced != BL_LAYOUT_AUTO) {
		if (bl_layout_size(forced) > lm->rec_size)
			return bl_error(sink, elf->name, BL_AT_NONE, "maps",
					"layout %s needs %zu-byte records, the object has %zu",
					bl_layout_name(forced), bl_layout_size(forced),
					lm->rec_size);
		lm->layout = forced;
		lm->why = "forced by --layout";
		return 0;
	}
	if (st) {
		int err = layout_from_btf(btf, st, lm, &l);

		if (err)
			return err;
		if (l != BL_LAYOUT_AUTO) {
			lm->layout = l;
			lm->why = lm->nr_extra ?
				  "member names recorded in BTF (members past the layout checked)" :
				  "member names recorded in BTF";
			return 0;
		}
	}
	if (lm->rec_size > 36) {
		lm->layout = BL_LAYOUT_ELF_MAP;
		lm->why = "largest known layout, trailing words unknown";
		return 0;
	}
	l = bl_layout_default_for_size(lm->rec_size);
	if (l == BL_LAYOUT_AUTO) {
		/* e.g. 32 bytes: read the largest iproute2 prefix, check the rest */
		static const enum bl_layout prefixes[] = {
			BL_LAYOUT_ELF_MAP_V46, BL_LAYOUT_MAP_DEF, BL_LAYOUT_MIN,
		};
		size_t i;

		for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
			if (bl_layout_size(prefixes[i]) < lm->rec_size)
				break;
		lm->layout = prefixes[i];
		lm->why = "largest known prefix of the record";
		return 0;
	}
	lm->layout = l;
	lm->ambiguous = bl_layout_size_ambiguous(lm->rec_size);
	lm->why = lm->ambiguous ?
		  "record size (ambiguous: also the samples/bpf layout; use --layout)" :
		  "record size";
	return lm->ambiguous ? weigh_layouts(elf, lm) : 0;
}

static bool in_extra_member(const struct bl_legacy_maps *lm, size_t word_off)
{
	size_t i;

	for (i = 0; i < lm->nr_extra; i++)
		if (word_off < lm->extra[i].off + lm->extra[i].size &&
		    lm->extra[i].off < word_off + 4)
			return true;
	return false;
}

/* Members the layout does not know: non-zero is data libbpf would lose. */
static int check_extra_members(const struct bl_elf *elf, const unsigned char *rec,
			       const struct bl_legacy_maps *lm,
			       const struct bl_legacy_map *m, bool drop_unknown,
			       const struct bl_sink *sink)
{
	const char *layout = bl_layouts[lm->layout].name;
	size_t i, b;

	for (i = 0; i < lm->nr_extra; i++) {
		const struct bl_extra_member *e = &lm->extra[i];
		char val[24] = "";

		if (e->off + e->size > lm->rec_size || !e->size)
			continue;
		for (b = 0; b < e->size && !rec[e->off + b]; b++)
			;
		if (b == e->size) {
			bl_report_at(sink, BL_NOTE, elf->name, BL_AT_MAP, m->name,
				     "member '%s' (byte %zu, %zu bytes) is not part of layout %s; it is zero, nothing is lost",
				     e->name, e->off, e->size, layout);
			continue;
		}
		if (e->size == 4 || e->size == 8) {
			uint64_t v = 0;
			uint32_t v32;

			if (e->size == 4) {
				v32 = bl_elf_u32(elf, rec + e->off);
				v = v32;
			} else {
				memcpy(&v, rec + e->off, 8);
				if (elf->swapped)
					v = __builtin_bswap64(v);
			}
			snprintf(val, sizeof(val), " (0x%llx)", (unsigned long long)v);
		}
		if (!drop_unknown)
			return bl_error(sink, elf->name, BL_AT_MAP, m->name,
					"member '%s' (byte %zu of its %zu-byte definition) is not part of layout %s and is non-zero%s; --drop-unknown drops it",
					e->name, e->off, lm->rec_size, layout, val);
		bl_report_at(sink, BL_WARNING, elf->name, BL_AT_MAP, m->name,
			     "dropping member '%s'%s, not part of layout %s", e->name, val,
			     layout);
	}
	return 0;
}

static int decode_record(const struct bl_elf *elf, const unsigned char *rec,
			 struct bl_legacy_maps *lm, struct bl_legacy_map *m,
			 bool drop_unknown, const struct bl_sink *sink)
{
	const struct bl_layout_desc *d = &bl_layouts[lm->layout];
	uint32_t w;
	size_t i;
	int err;

	m->inner_idx = BL_NO_INNER_IDX;
	m->inner_map_index = -1;
	for (i = 0; i < d->nr_words; i++) {
		w = bl_elf_u32(elf, rec + 4 * i);
		switch (d->words[i]) {
		case BL_W_TYPE:		m->attr.type = w; break;
		case BL_W_KEY:		m->attr.key_size = w; break;
		case BL_W_VALUE:	m->attr.value_size = w; break;
		case BL_W_MAX:		m->attr.max_entries = w; break;
		case BL_W_FLAGS:	m->attr.map_flags = w; break;
		case BL_W_ID:		m->id = w; break;
		case BL_W_PINNING:	m->pinning = w; break;
		case BL_W_INNER_ID:	m->inner_id = w; break;
		case BL_W_INNER_IDX:	m->inner_idx = w; break;
		case BL_W_INNER_MAP_IDX:
			if (bl_map_type_is_outer(m->attr.type))
				m->inner_map_index = w;
			break;
		case BL_W_NUMA:		m->numa_node = w; break;
		}
	}
	err = check_extra_members(elf, rec, lm, m, drop_unknown, sink);
	if (err)
		return err;
	for (i = d->nr_words * 4; i + 4 <= lm->rec_size; i += 4) {
		if (in_extra_member(lm, i))
			continue;
		w = bl_elf_u32(elf, rec + i);
		if (!w)
			continue;
		if (!drop_unknown)
			return bl_error(sink, elf->name, BL_AT_MAP, m->name,
					"unknown non-zero word 0x%x at byte %zu of its %zu-byte definition (layout %s); --drop-unknown drops it",
					w, i, lm->rec_size, d->name);
		bl_report_at(sink, BL_WARNING, elf->name, BL_AT_MAP, m->name,
			     "dropping unknown word 0x%x at byte %zu", w, i);
		if (i / 4 < 32)
			m->dropped_words |= 1u << (i / 4);
	}
	return 0;
}

static const char *map_name(const void *ctx, size_t i)
{
	const struct bl_legacy_maps *lm = ctx;

	return lm->maps[i - 1].name;	/* item i is map i - 1 */
}

static void set_kv_annotation(const struct btf *btf, int id, struct bl_legacy_map *m)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *mem = btf_members(t);

	if (btf_vlen(t) != 2 || strcmp(btf__name_by_offset(btf, mem[0].name_off), "key") ||
	    strcmp(btf__name_by_offset(btf, mem[1].name_off), "value"))
		return;
	m->kv_type_id = id;
	m->key_type_id = mem[0].type;
	m->value_type_id = mem[1].type;
}

/*
 * BPF_ANNOTATE_KV_PAIR: the first STRUCT named ____btf_map_NAME. One pass
 * over the types, maps found by name through an index.
 */
static int find_kv_annotations(const struct btf *btf, struct bl_legacy_maps *lm)
{
	static const char prefix[] = "____btf_map_";
	struct bl_name_index ix;
	unsigned int id, n;
	bool *seen;
	int err;

	if (!btf || !lm->nr)
		return 0;
	seen = calloc(lm->nr, sizeof(*seen));
	err = seen ? bl_name_index_build(&ix, lm->nr + 1, map_name, lm) : -ENOMEM;
	if (err) {
		free(seen);
		return err;
	}
	n = btf__type_cnt(btf);
	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name;
		size_t i = 0;

		if (!btf_is_struct(t))
			continue;
		name = btf__name_by_offset(btf, t->name_off);
		if (!name || strncmp(name, prefix, sizeof(prefix) - 1))
			continue;
		while ((i = bl_name_index_find(&ix, name + sizeof(prefix) - 1, i))) {
			if (!seen[i - 1])
				set_kv_annotation(btf, id, &lm->maps[i - 1]);
			seen[i - 1] = true;
		}
	}
	bl_name_index_free(&ix);
	free(seen);
	return 0;
}

static int collect_symbols(const struct bl_elf *elf, struct bl_legacy_maps *lm,
			   const struct bl_sink *sink)
{
	const struct bl_section *sec = &elf->secs[lm->shndx];
	size_t i, n = 0;

	for (i = 1; i < elf->nr_syms; i++) {
		const struct bl_symbol *s = &elf->syms[i];

		if (s->sym.st_shndx != lm->shndx || GELF_ST_TYPE(s->sym.st_info) == STT_SECTION)
			continue;
		if (GELF_ST_BIND(s->sym.st_info) == STB_LOCAL &&
		    GELF_ST_TYPE(s->sym.st_info) == STT_OBJECT)
			return bl_error(sink, elf->name, BL_AT_MAP, s->name,
					"is static (local); legacy loaders ignore it and libbpf rejects static maps: make it global");
		if (is_map_symbol(s, lm->shndx))
			n++;
	}
	if (!n)
		return bl_error(sink, elf->name, BL_AT_NONE, "maps",
				"'maps' section has %zu bytes but no global map symbols",
				sec->size);
	if (sec->shdr.sh_type != SHT_PROGBITS || !sec->data)
		return bl_error(sink, elf->name, BL_AT_NONE, "maps",
				"'maps' section has no data (type %u)", sec->shdr.sh_type);
	if (sec->size % n || (sec->size / n) % 4)
		return bl_error(sink, elf->name, BL_AT_NONE, "maps",
				"'maps' section size %zu does not divide into %zu map definitions",
				sec->size, n);
	lm->rec_size = sec->size / n;
	if (lm->rec_size < 16)
		return bl_error(sink, elf->name, BL_AT_NONE, "maps",
				"%zu-byte map definitions are too small (at least 16)",
				lm->rec_size);
	lm->maps = calloc(n, sizeof(*lm->maps));
	if (!lm->maps)
		return -ENOMEM;
	for (i = 1; i < elf->nr_syms; i++) {
		const struct bl_symbol *s = &elf->syms[i];
		struct bl_legacy_map *m;

		if (!is_map_symbol(s, lm->shndx))
			continue;
		if (s->sym.st_value % lm->rec_size || s->sym.st_value >= sec->size)
			return bl_error(sink, elf->name, BL_AT_MAP, s->name,
					"at offset %lu is not on a %zu-byte definition boundary (mixed definition sizes?)",
					(unsigned long)s->sym.st_value, lm->rec_size);
		if (s->sym.st_size && s->sym.st_size != lm->rec_size)
			return bl_error(sink, elf->name, BL_AT_MAP, s->name,
					"is %lu bytes but the section holds %zu-byte definitions (mixed definition sizes)",
					(unsigned long)s->sym.st_size, lm->rec_size);
		if (!s->name[0])
			return bl_error(sink, elf->name, BL_AT_NONE, NULL,
					"map at offset %lu of 'maps' has an empty symbol name",
					(unsigned long)s->sym.st_value);
		if (lm->nr >= BL_MAX_MAPS)
			return bl_error(sink, elf->name, BL_AT_NONE, NULL,
					"more than %d legacy maps", BL_MAX_MAPS);
		m = &lm->maps[lm->nr++];
		m->name = s->name;
		m->sym_idx = i;
		m->offset = s->sym.st_value;
	}
	qsort(lm->maps, lm->nr, sizeof(*lm->maps), cmp_offset);
	for (i = 1; i < lm->nr; i++)
		if (lm->maps[i].offset == lm->maps[i - 1].offset)
			return bl_error(sink, elf->name, BL_AT_NONE, lm->maps[i].name,
					"maps '%s' and '%s' share offset %zu",
					lm->maps[i - 1].name, lm->maps[i].name,
					lm->maps[i].offset);
	return 0;
}

/* qsort_r is not everywhere: the comparator gets the ids through the keys */
struct id_key {
	uint32_t id, idx;
};

static int cmp_id_key(const void *a, const void *b)
{
	const struct id_key *x = a, *y = b;

	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	return x->idx < y->idx ? -1 : x->idx > y->idx;
}

static int index_ids(struct bl_legacy_maps *lm)
{
	struct id_key *k = malloc((lm->nr ? lm->nr : 1) * sizeof(*k));
	size_t i;

	lm->by_id = malloc((lm->nr ? lm->nr : 1) * sizeof(*lm->by_id));
	if (!k || !lm->by_id) {
		free(k);
		return -ENOMEM;
	}
	for (i = 0; i < lm->nr; i++)
		k[i] = (struct id_key){ lm->maps[i].id, i };
	qsort(k, lm->nr, sizeof(*k), cmp_id_key);
	for (i = 0; i < lm->nr; i++)
		lm->by_id[i] = k[i].idx;
	free(k);
	return 0;
}

size_t bl_legacy_maps_with_id(const struct bl_legacy_maps *lm, uint32_t id,
			      const uint32_t **idx)
{
	size_t lo = 0, hi = lm->nr, end;

	while (lo < hi) {	/* first position whose id is >= @id */
		size_t mid = lo + (hi - lo) / 2;

		if (lm->maps[lm->by_id[mid]].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (end = lo; end < lm->nr && lm->maps[lm->by_id[end]].id == id; end++)
		;
	*idx = lm->by_id + lo;
	return end - lo;
}

const struct bl_legacy_map *bl_legacy_map_at(const struct bl_legacy_maps *lm,
					     size_t offset)
{
	size_t lo = 0, hi = lm->nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (lm->maps[mid].offset == offset)
			return &lm->maps[mid];
		if (lm->maps[mid].offset < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

int bl_legacy_maps_decode(const struct bl_elf *elf, const struct btf *btf,
			  enum bl_layout forced, bool drop_unknown,
			  const struct bl_sink *sink, struct bl_legacy_maps *out)
{
	size_t i;
	int err;

	memset(out, 0, sizeof(*out));
	out->shndx = bl_elf_find_section(elf, "maps");
	if (!out->shndx)
		return 0;
	err = collect_symbols(elf, out, sink);
	if (!err)
		err = choose_layout(elf, btf, forced, out, sink);
	for (i = 0; !err && i < out->nr; i++) {
		struct bl_legacy_map *m = &out->maps[i];

		err = decode_record(elf, elf->secs[out->shndx].data + m->offset,
				    out, m, drop_unknown, sink);
	}
	if (!err)
		err = find_kv_annotations(btf, out);
	for (i = 0; !err && i < out->nr; i++) {
		int idx = out->maps[i].inner_map_index;

		if (idx >= 0 && (size_t)idx >= out->nr)
			err = bl_error(sink, elf->name, BL_AT_MAP, out->maps[i].name,
				       "inner_map_idx %d out of range (%zu maps)", idx, out->nr);
	}
	if (!err)
		err = index_ids(out);
	if (err)
		bl_legacy_maps_free(out);
	return err;
}

/*
 * Why @name cannot be a pin file name, or NULL. libbpf pins a map at
 * <root>/<name> (tc: <bpffs>/tc/globals/<name>) with the whole name, so it
 * must be one path component: not empty, no '/', not "." or "..", no
 * control characters, at most NAME_MAX bytes.
 */
const char *bl_pin_name_problem(const char *name)
{
	const unsigned char *p;

	if (!name[0])
		return "is empty";
	if (!strcmp(name, ".") || !strcmp(name, ".."))
		return "is a relative directory name";
	if (strlen(name) > BL_PIN_NAME_MAX)
		return "is longer than 255 bytes (NAME_MAX)";
	for (p = (const unsigned char *)name; *p; p++) {
		if (*p == '/')
			return "contains '/'";
		if (*p < 0x20 || *p == 0x7f)
			return "contains control characters";
	}
	return NULL;
}

const struct bl_legacy_map *bl_legacy_map_by_id(const struct bl_legacy_maps *lm,
						uint32_t id)
{
	const uint32_t *idx;

	return bl_legacy_maps_with_id(lm, id, &idx) ? &lm->maps[idx[0]] : NULL;
}
