// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The per-object view the lint rules read: raw section headers (even for
 * objects the model reader refuses), the ELF model, BTF, legacy and BTF
 * map definitions and .BTF.ext line info. Built once, read by every rule.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf/btf_visit.h"
#include "lint/lint_int.h"

/* First reader error, kept for the elf-unreadable finding. */
static void keep_first_error(const struct bl_diag *d, void *ctx)
{
	char *dst = ctx;

	if (d->severity == BL_ERROR && !dst[0])
		snprintf(dst, 256, "%s", d->message);
}

/*
 * Section headers straight from the bytes, so the rules that explain what
 * the model reader refuses (relocation entry size, ...) still see them.
 * Only native-endian ELF64 is read; anything else leaves o->raw NULL.
 */
static int read_raw_sections(struct lint_obj *o)
{
	const Elf64_Ehdr *eh = (const void *)o->buf;
	const Elf64_Shdr *sh;
	const char *names = NULL;
	size_t i, names_size = 0;

	if (o->len < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh->e_shentsize != sizeof(Elf64_Shdr) || !eh->e_shnum ||
	    eh->e_shoff > o->len ||
	    (o->len - eh->e_shoff) / sizeof(Elf64_Shdr) < eh->e_shnum)
		return 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (eh->e_ident[EI_DATA] != ELFDATA2LSB)
		return 0;
#else
	if (eh->e_ident[EI_DATA] != ELFDATA2MSB)
		return 0;
#endif
	sh = (const void *)(o->buf + eh->e_shoff);
	if (eh->e_shstrndx < eh->e_shnum && sh[eh->e_shstrndx].sh_type == SHT_STRTAB &&
	    sh[eh->e_shstrndx].sh_offset <= o->len &&
	    sh[eh->e_shstrndx].sh_size <= o->len - sh[eh->e_shstrndx].sh_offset) {
		names = (const char *)o->buf + sh[eh->e_shstrndx].sh_offset;
		names_size = sh[eh->e_shstrndx].sh_size;
	}
	o->raw = calloc(eh->e_shnum, sizeof(*o->raw));
	if (!o->raw)
		return -ENOMEM;
	o->nr_raw = eh->e_shnum;
	for (i = 0; i < o->nr_raw; i++) {
		memcpy(&o->raw[i].shdr, &sh[i], sizeof(sh[i]));
		o->raw[i].name = "";
		if (names && sh[i].sh_name < names_size &&
		    memchr(names + sh[i].sh_name, 0, names_size - sh[i].sh_name))
			o->raw[i].name = names + sh[i].sh_name;
	}
	return 0;
}

const struct lint_raw_sec *lint_raw_find(const struct lint_obj *o,
					 const char *name)
{
	size_t i;

	for (i = 1; i < o->nr_raw; i++)
		if (!strcmp(o->raw[i].name, name))
			return &o->raw[i];
	return NULL;
}

/* A map definition and, for map-in-map, whether its template is pinned. */
static void decode_def(const struct btf *btf, int id, struct lint_btf_map *m)
{
	struct bl_btf_def inner;
	int r = btf__resolve_type(btf, id);

	if (r <= 0 || bl_btf_map_def_decode(btf, r, &m->def))
		return;
	if (m->def.values_pointee &&
	    !bl_btf_map_def_decode(btf, m->def.values_pointee, &inner))
		m->inner_pinned = inner.has_pinning && inner.pinning;
}

/* The GLOBAL/WEAK STT_OBJECT symbol libbpf's find_elf_var_sym would pick. */
static size_t find_var_symbol(const struct bl_elf *elf, const char *name)
{
	size_t i;

	for (i = 1; i < elf->nr_syms; i++) {
		const GElf_Sym *s = &elf->syms[i].sym;
		int bind = GELF_ST_BIND(s->st_info);

		if ((bind == STB_GLOBAL || bind == STB_WEAK) &&
		    GELF_ST_TYPE(s->st_info) == STT_OBJECT &&
		    !strcmp(elf->syms[i].name, name))
			return i;
	}
	return 0;
}

static int decode_btf_maps(struct lint_obj *o)
{
	const struct btf_var_secinfo *vi;
	const struct btf_type *ds;
	int id, i, n;

	if (!o->btf)
		return 0;
	id = btf__find_by_name_kind(o->btf, ".maps", BTF_KIND_DATASEC);
	if (id <= 0)
		return 0;
	ds = btf__type_by_id(o->btf, id);
	n = btf_vlen(ds);
	o->bmaps = calloc(n ? n : 1, sizeof(*o->bmaps));
	if (!o->bmaps)
		return -ENOMEM;
	vi = btf_var_secinfos(ds);
	for (i = 0; i < n; i++, vi++) {
		const struct btf_type *var = btf__type_by_id(o->btf, vi->type);
		struct lint_btf_map *m = &o->bmaps[o->nr_bmaps];

		if (!var || !btf_is_var(var))
			continue;
		m->name = btf__name_by_offset(o->btf, var->name_off);
		if (!m->name)
			m->name = "";
		m->var_id = vi->type;
		m->linkage = btf_var(var)->linkage;
		m->offset = vi->offset;
		m->sym_idx = find_var_symbol(o->elf, m->name);
		if (m->sym_idx)
			m->offset = o->elf->syms[m->sym_idx].sym.st_value;
		decode_def(o->btf, var->type, m);
		o->nr_bmaps++;
	}
	return 0;
}

/* .BTF.ext line info (version 1), bounds-checked; silently absent if odd. */
static int read_line_info(struct lint_obj *o)
{
	const struct bl_section *s;
	const unsigned char *p, *end;
	uint32_t hdr_len, off, len, rec;
	size_t idx, cap = 0;

	idx = bl_elf_find_section(o->elf, ".BTF.ext");
	if (!idx || !o->btf)
		return 0;
	s = &o->elf->secs[idx];
	if (!s->data || s->size < 24 || *(const uint16_t *)s->data != 0xeB9F)
		return 0;
	memcpy(&hdr_len, s->data + 4, 4);
	memcpy(&off, s->data + 16, 4);
	memcpy(&len, s->data + 20, 4);
	if (hdr_len < 24 || hdr_len > s->size || off > s->size - hdr_len ||
	    len > s->size - hdr_len - off || len < 4)
		return 0;
	p = s->data + hdr_len + off;
	end = p + len;
	memcpy(&rec, p, 4);
	p += 4;
	if (rec < 16)
		return 0;
	while (end - p >= 8) {
		uint32_t name_off, num, k;
		const char *sec;

		memcpy(&name_off, p, 4);
		memcpy(&num, p + 4, 4);
		p += 8;
		if (num > (size_t)(end - p) / rec)
			return 0;
		sec = btf__str_by_offset(o->btf, name_off);
		for (k = 0; k < num; k++, p += rec) {
			struct lint_line *l;
			uint32_t w[4];

			if (o->nr_lines == cap) {
				void *tmp;

				cap = cap ? cap * 2 : 64;
				tmp = realloc(o->lines, cap * sizeof(*o->lines));
				if (!tmp)
					return -ENOMEM;
				o->lines = tmp;
			}
			memcpy(w, p, sizeof(w));
			l = &o->lines[o->nr_lines++];
			l->sec = sec ? sec : "";
			l->insn_off = w[0];
			l->file = btf__str_by_offset(o->btf, w[1]);
			l->line = w[3] >> 10;
			l->col = w[3] & 0x3ff;
		}
	}
	return 0;
}

const struct lint_line *lint_line_for(const struct lint_obj *o,
				      const char *sec, size_t insn_off)
{
	const struct lint_line *best = NULL;
	size_t i;

	for (i = 0; i < o->nr_lines; i++) {
		const struct lint_line *l = &o->lines[i];

		if (l->insn_off > insn_off || strcmp(l->sec, sec) || !l->line)
			continue;
		if (!best || l->insn_off >= best->insn_off)
			best = l;
	}
	return best;
}

int lint_obj_init(struct lint_obj *o, const void *buf, size_t len,
		  const char *name, const struct bpflint_opts *opts,
		  struct bpflint_result *res)
{
	struct bl_sink sink = { keep_first_error, o->elf_err };
	struct bl_sink lm_sink = { keep_first_error, o->lm_msg };
	size_t idx;
	int err;

	memset(o, 0, sizeof(*o));
	o->name = name;
	o->buf = buf;
	o->len = len;
	o->opts = opts;
	o->res = res;
	sink.ctx = o->elf_err;
	lm_sink.ctx = o->lm_msg;
	err = read_raw_sections(o);
	if (err)
		return err;
	err = bl_elf_read(buf, len, name, &sink, &o->elf);
	if (err == -ENOMEM)
		return err;
	if (err) {
		if (!o->elf_err[0])
			snprintf(o->elf_err, sizeof(o->elf_err), "%s", strerror(-err));
		return 0;
	}
	idx = bl_elf_find_section(o->elf, ".BTF");
	if (idx && o->elf->secs[idx].data) {
		o->btf_err = bl_btf_load(o->elf->secs[idx].data,
					 o->elf->secs[idx].size, &o->btf);
	}
	o->lm_err = bl_legacy_maps_decode(o->elf, o->btf, BL_LAYOUT_AUTO, false,
					  &lm_sink, &o->lm);
	if (o->lm_err == -ENOMEM)
		return o->lm_err;
	err = decode_btf_maps(o);
	if (!err)
		err = read_line_info(o);
	return err;
}

void lint_obj_fini(struct lint_obj *o)
{
	bl_legacy_maps_free(&o->lm);
	btf__free(o->btf);
	bl_elf_free(o->elf);
	free(o->raw);
	free(o->bmaps);
	free(o->lines);
	lint_where_fini(o);
}
