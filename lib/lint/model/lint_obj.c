// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The per-object view the lint rules read: raw section headers (even for
 * objects the model reader refuses), the ELF model, BTF, legacy and BTF
 * map definitions. Built once, read by every rule; the .BTF.ext line index
 * is lint_where.c's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf/btf_check.h"
#include "btf/btf_load.h"
#include "lint/model/lint_obj.h"

/* First reader error, kept for the elf-unreadable finding. */
static void keep_first_error(const struct bl_diag *d, void *ctx)
{
	char *dst = ctx, where[300];

	if (d->severity == BL_ERROR && !dst[0])
		snprintf(dst, 256, "%s%s", bl_diag_where(d, where, sizeof(where)),
			 d->message);
}

#define SWAP(x) ((x) = sizeof(x) == 8 ? __builtin_bswap64(x) :		\
			 sizeof(x) == 4 ? __builtin_bswap32(x) : __builtin_bswap16(x))

static void swap_shdr(Elf64_Shdr *s)
{
	SWAP(s->sh_name); SWAP(s->sh_type); SWAP(s->sh_flags); SWAP(s->sh_addr);
	SWAP(s->sh_offset); SWAP(s->sh_size); SWAP(s->sh_link); SWAP(s->sh_info);
	SWAP(s->sh_addralign); SWAP(s->sh_entsize);
}

/*
 * Section headers straight from the bytes, so the rules that explain what
 * the model reader refuses (relocation entry size, ...) still see them.
 * ELF64 of either byte order; anything else leaves o->raw NULL.
 */
static int read_raw_sections(struct lint_obj *o)
{
	Elf64_Ehdr ehb, *eh = &ehb;
	Elf64_Shdr str;
	const char *names = NULL;
	size_t i, names_size = 0;
	bool swap;

	if (o->len < sizeof(*eh))
		return 0;
	memcpy(eh, o->buf, sizeof(*eh));
	swap = eh->e_ident[EI_DATA] != (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ?
					ELFDATA2LSB : ELFDATA2MSB);
	if (swap) {
		SWAP(eh->e_shoff); SWAP(eh->e_shentsize); SWAP(eh->e_shnum);
		SWAP(eh->e_shstrndx);
	}
	if (memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64 ||
	    (eh->e_ident[EI_DATA] != ELFDATA2LSB && eh->e_ident[EI_DATA] != ELFDATA2MSB) ||
	    eh->e_shentsize != sizeof(Elf64_Shdr) || !eh->e_shnum ||
	    eh->e_shoff > o->len ||
	    (o->len - eh->e_shoff) / sizeof(Elf64_Shdr) < eh->e_shnum)
		return 0;
	o->raw = calloc(eh->e_shnum, sizeof(*o->raw));
	if (!o->raw)
		return -ENOMEM;
	o->nr_raw = eh->e_shnum;
	if (eh->e_shstrndx < eh->e_shnum) {
		memcpy(&str, o->buf + eh->e_shoff + eh->e_shstrndx * sizeof(str), sizeof(str));
		if (swap)
			swap_shdr(&str);
		if (str.sh_type == SHT_STRTAB && str.sh_offset <= o->len &&
		    str.sh_size <= o->len - str.sh_offset) {
			names = (const char *)o->buf + str.sh_offset;
			names_size = str.sh_size;
		}
	}
	for (i = 0; i < o->nr_raw; i++) {
		Elf64_Shdr sh;

		memcpy(&sh, o->buf + eh->e_shoff + i * sizeof(sh), sizeof(sh));
		if (swap)
			swap_shdr(&sh);
		memcpy(&o->raw[i].shdr, &sh, sizeof(sh));
		o->raw[i].name = "";
		if (names && sh.sh_name < names_size &&
		    memchr(names + sh.sh_name, 0, names_size - sh.sh_name))
			o->raw[i].name = names + sh.sh_name;
	}
	return 0;
}
#undef SWAP

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

static const char *sec_name(const void *ctx, size_t i)
{
	return ((const struct bl_elf *)ctx)->secs[i].name;
}

static const char *sym_name(const void *ctx, size_t i)
{
	return ((const struct bl_elf *)ctx)->syms[i].name;
}

/* Name indexes and per-section symbol facts, in one pass each. */
static int index_elf(struct lint_obj *o)
{
	const struct bl_elf *elf = o->elf;
	size_t i;
	int err;

	o->nr_funcs = calloc(elf->nr_secs, sizeof(size_t));
	o->nr_entry_funcs = calloc(elf->nr_secs, sizeof(size_t));
	o->first_sym = calloc(elf->nr_secs, sizeof(size_t));
	if (!o->nr_funcs || !o->nr_entry_funcs || !o->first_sym)
		return -ENOMEM;
	err = bl_name_index_build(&o->sec_names, elf->nr_secs, sec_name, elf) ?:
	      bl_name_index_build(&o->sym_names, elf->nr_syms, sym_name, elf);
	for (i = 1; !err && i < elf->nr_syms; i++) {
		const struct bl_symbol *s = &elf->syms[i];
		size_t sh = s->sym.st_shndx, *first;

		if (sh >= elf->nr_secs)
			continue;
		if (GELF_ST_TYPE(s->sym.st_info) == STT_FUNC) {
			o->nr_funcs[sh]++;
			o->nr_entry_funcs[sh] += GELF_ST_BIND(s->sym.st_info) != STB_LOCAL;
		}
		first = &o->first_sym[sh];
		if (s->name && s->name[0] && GELF_ST_TYPE(s->sym.st_info) != STT_SECTION &&
		    (!*first || s->sym.st_value < elf->syms[*first].sym.st_value))
			*first = i;
	}
	return err;
}

size_t lint_sec_find(const struct lint_obj *o, const char *name)
{
	return o->sec_names.next ? bl_name_index_find(&o->sec_names, name, 0) : 0;
}

/* The GLOBAL/WEAK STT_OBJECT symbol libbpf's find_elf_var_sym would pick. */
size_t lint_var_symbol(const struct lint_obj *o, const char *name)
{
	size_t i = 0;

	while (o->sym_names.next && (i = bl_name_index_find(&o->sym_names, name, i))) {
		const GElf_Sym *s = &o->elf->syms[i].sym;
		int bind = GELF_ST_BIND(s->st_info);

		if ((bind == STB_GLOBAL || bind == STB_WEAK) &&
		    GELF_ST_TYPE(s->st_info) == STT_OBJECT)
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
		m->sym_idx = lint_var_symbol(o, m->name);
		if (m->sym_idx)
			m->offset = o->elf->syms[m->sym_idx].sym.st_value;
		decode_def(o->btf, var->type, m);
		o->nr_bmaps++;
	}
	return 0;
}

static int check_btf_ext(struct lint_obj *o)
{
	size_t idx = bl_elf_find_section(o->elf, ".BTF.ext");
	const struct bl_section *s = &o->elf->secs[idx];
	int err;

	if (!idx)
		return 0;
	if (s->shdr.sh_type != SHT_PROGBITS || !s->data) {
		snprintf(o->btf_why, sizeof(o->btf_why), "'.BTF.ext' is not PROGBITS data");
		return -EINVAL;
	}
	err = bl_btf_ext_check(o->btf, s->data, s->size);
	if (err)
		snprintf(o->btf_why, sizeof(o->btf_why),
			 "'.BTF.ext' is malformed or refers to unknown BTF");
	return err;
}

int lint_obj_init(struct lint_obj *o, const void *buf, size_t len,
		  const char *name, const struct bpflint_opts *opts,
		  struct bpflint_result *res)
{
	struct bl_sink sink = { keep_first_error, o->elf_err };
	size_t idx;
	int err;

	memset(o, 0, sizeof(*o));
	o->name = name;
	o->buf = buf;
	o->len = len;
	o->opts = opts;
	o->res = res;
	sink.ctx = o->elf_err;
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
	err = index_elf(o);
	if (err)
		return err;
	idx = bl_elf_find_section(o->elf, ".BTF");
	if (idx) {
		const struct bl_section *s = &o->elf->secs[idx];

		if (s->shdr.sh_type != SHT_PROGBITS || !s->data) {
			o->btf_err = -EINVAL;
			snprintf(o->btf_why, sizeof(o->btf_why), "'.BTF' is not PROGBITS data");
		} else {
			o->btf_err = bl_btf_load_why(s->data, s->size, &o->btf,
						     o->btf_why, sizeof(o->btf_why));
		}
		if (!o->btf_err)
			o->btf_ext_err = check_btf_ext(o);
	}
	return 0;
}

int lint_obj_complete(struct lint_obj *o)
{
	struct bl_sink lm_sink = { keep_first_error, o->lm_msg };

	if (!o->elf)
		return 0;
	o->lm_err = bl_legacy_maps_decode(o->elf, o->btf, BL_LAYOUT_AUTO, false,
					  &lm_sink, &o->lm);
	if (o->lm_err == -ENOMEM)
		return o->lm_err;
	return decode_btf_maps(o);
}

void lint_obj_fini(struct lint_obj *o)
{
	bl_legacy_maps_free(&o->lm);
	btf__free(o->btf);
	bl_elf_free(o->elf);
	free(o->raw);
	free(o->bmaps);
	free(o->kreqs);
	free(o->ptypes);
	bl_name_index_free(&o->sec_names);
	bl_name_index_free(&o->sym_names);
	free(o->nr_funcs);
	free(o->nr_entry_funcs);
	free(o->first_sym);
}

/* A record's part: in place, or read from the side file the run keeps. */
const void *lint_run_bytes(const struct bpflint_run *run, const struct lint_bytes *b)
{
	struct lint_run_priv *rp = run->priv;
	size_t i;

	if (b->p || !b->len)
		return b->p;
	for (i = 0; rp && i < rp->nr; i++)
		if (rp->kept[i].fd == b->fd)
			return bl_readahead_get(&rp->kept[i].ra, b->off, b->len);
	return NULL;
}
