// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Apply a plan: build the output model from the input one. Sections and
 * symbols are copied with old->new index maps (as libbpf's linker does);
 * `maps` becomes (or is merged into) `.maps`, map symbols are replaced by
 * `.maps` symbols (in place where they can be, so that symbol indices stay),
 * relocations follow their symbols (a relocation section nothing in changes
 * stays borrowed, never copied), and .BTF/.BTF.ext are rebuilt without the
 * legacy DATASECs (.BTF.ext only where a string or type id it names moved).
 * The plan's program-symbol fixes are applied here, to the output's
 * symbols: this file alone decides symbol order, the input model is read-only.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/bpf.h>

#include "btf/btf_ext_rewrite.h"
#include "btf/btf_maps.h"
#include "btf/btf_rebuild.h"
#include "convert/plan.h"
#include "convert/prog_syms.h"
#include "convert/rewrite.h"
#include "elf/elf_image.h"
#include "util/hash.h"

/* Where the emitter put map i of the plan. */
struct emitted_map {
	size_t offset, size;	/* in the output .maps */
	size_t def_size;	/* the definition STRUCT, values[] follows */
	size_t sym;		/* output symbol */
};

struct rewrite {
	const struct bl_plan *p;
	struct emitted_map *em;	/* one per plan map */
	const struct bl_elf *in;
	struct bl_elf *out;
	size_t *sec_map;	/* input section -> output section, 0: dropped */
	size_t *sym_map;	/* input symbol -> output symbol, 0: dropped */
	size_t *order, *pos;	/* output order of the input symbols and its
				 * inverse; NULL: the input's order */
	size_t maps_out;	/* output .maps */
	size_t relmaps_out;	/* output .rel.maps, 0 if none */
	size_t btf_out, btf_ext_out;
	size_t old_dotmaps;	/* input .maps, 0 if none */
	struct bl_btf_copy bc;
	int int_id;		/* bc.btf's `int`, once looked up */
};

/* iproute2's `.maps.NAME` key/value annotations: data, never a table the
 * object needs (a symbol table of that name is kept) */
static bool is_annotation_section(const struct bl_elf *in, size_t i)
{
	return in->secs[i].shdr.sh_type == SHT_PROGBITS &&
	       !strncmp(in->secs[i].name, ".maps.", 6);
}

static bool drop_data_section(const struct rewrite *rw, size_t i)
{
	return i == rw->p->lm.shndx || is_annotation_section(rw->in, i);
}

/*
 * A relocation section goes with the section it applies to. bl_elf_read()
 * refuses relocation sections that apply to relocation sections, so this is
 * one level deep, never a walk.
 */
static bool drop_input_section(const struct rewrite *rw, size_t i)
{
	const struct bl_section *s = &rw->in->secs[i];

	if (s->shdr.sh_type != SHT_REL)
		return drop_data_section(rw, i);
	if (!strcmp(s->name, ".rel.BTF"))	/* offsets into the old BTF */
		return true;
	return drop_data_section(rw, s->shdr.sh_info);
}

static struct bl_section *new_section(struct rewrite *rw, const char *name,
				      uint32_t type, uint64_t flags, uint64_t align)
{
	struct bl_section *s = &rw->out->secs[rw->out->nr_secs++];

	memset(s, 0, sizeof(*s));
	s->name = strdup(name);
	s->shdr.sh_type = type;
	s->shdr.sh_flags = flags;
	s->shdr.sh_addralign = align;
	return s->name ? s : NULL;
}

static int copy_section(struct rewrite *rw, size_t i)
{
	const struct bl_section *src = &rw->in->secs[i];
	struct bl_section *s = &rw->out->secs[rw->out->nr_secs];

	*s = *src;
	s->name = strdup(src->name);
	s->data = NULL;
	s->borrowed = false;
	/* what the rewrite does not change is not copied (most of the bytes) */
	if (src->data && i != rw->old_dotmaps && strcmp(src->name, ".BTF")) {
		s->data = src->data;
		s->borrowed = true;
	} else if (src->data) {
		s->data = malloc(src->size);
		if (s->data)
			memcpy(s->data, src->data, src->size);
	}
	rw->sec_map[i] = rw->out->nr_secs++;	/* freed with the model */
	if (bl_zsec_dup(s, src) || !s->name || (src->data && !s->data))
		return -ENOMEM;
	return 0;
}

static bool need_relmaps(const struct rewrite *rw)
{
	size_t i;

	for (i = 0; i < rw->p->lm.nr; i++)
		if (rw->p->maps[i].nr_slots)
			return true;
	return false;
}

/*
 * Input order, except that empty sections at the end move before the last
 * non-empty one: iproute2 fails objects whose last section is empty once
 * `maps` (which used to mask that) is gone.
 */
static size_t *section_order(const struct bl_elf *in)
{
	size_t *order = malloc(in->nr_secs * sizeof(*order)), n = in->nr_secs - 1, i, last;

	if (!order)
		return NULL;
	for (i = 0; i < n; i++)
		order[i] = i + 1;
	for (last = n; last > 0 && !in->secs[order[last - 1]].size; last--)
		;
	if (last > 0 && last < n) {
		size_t keep = order[last - 1];

		memmove(&order[last - 1], &order[last], (n - last) * sizeof(*order));
		order[n - 1] = keep;
	}
	return order;
}

/* Lay out sections: `maps` turns into `.maps` in place (or merges into it). */
static int build_sections(struct rewrite *rw)
{
	const struct bl_elf *in = rw->in;
	size_t k, i, *order;
	int err = 0;

	rw->out->secs = calloc(in->nr_secs + 3, sizeof(*rw->out->secs));
	order = section_order(in);
	if (!rw->out->secs || !order) {
		free(order);
		return -ENOMEM;
	}
	rw->out->nr_secs = 1;
	rw->old_dotmaps = bl_elf_find_section(in, ".maps");
	for (k = 0; k + 1 < in->nr_secs; k++) {
		bool here;

		i = order[k];
		here = rw->old_dotmaps ? i == rw->old_dotmaps : i == rw->p->lm.shndx;
		if (here && !rw->old_dotmaps) {
			rw->maps_out = rw->out->nr_secs;
			if (!new_section(rw, ".maps", SHT_PROGBITS, SHF_WRITE | SHF_ALLOC, 8)) {
				err = -ENOMEM;
				goto out;
			}
		} else if (here) {
			err = copy_section(rw, i);
			if (err)
				goto out;
			rw->maps_out = rw->sec_map[i];
		} else if (!drop_input_section(rw, i)) {
			err = copy_section(rw, i);
			if (err)
				goto out;
			if (!strcmp(in->secs[i].name, ".rel.maps"))
				rw->relmaps_out = rw->sec_map[i];
			if (!strcmp(in->secs[i].name, ".BTF"))
				rw->btf_out = rw->sec_map[i];
			if (!strcmp(in->secs[i].name, ".BTF.ext"))
				rw->btf_ext_out = rw->sec_map[i];
		}
		if (here && need_relmaps(rw) && !bl_elf_find_section(in, ".rel.maps")) {
			rw->relmaps_out = rw->out->nr_secs;
			if (!new_section(rw, ".rel.maps", SHT_REL, SHF_INFO_LINK, 8)) {
				err = -ENOMEM;
				goto out;
			}
			rw->out->secs[rw->relmaps_out].shdr.sh_entsize = sizeof(Elf64_Rel);
		}
	}
	free(order);
	order = NULL;
	if (!rw->btf_out) {
		rw->btf_out = rw->out->nr_secs;
		if (!new_section(rw, ".BTF", SHT_PROGBITS, 0, 4))
			return -ENOMEM;
	}
	/* Fix up section cross references. */
	for (i = 1; i < rw->out->nr_secs; i++) {
		GElf_Shdr *sh = &rw->out->secs[i].shdr;

		if (sh->sh_link)
			sh->sh_link = rw->sec_map[sh->sh_link];
		if (sh->sh_type == SHT_REL)
			sh->sh_info = rw->sec_map[sh->sh_info];
	}
	rw->out->ehdr = in->ehdr;
	rw->out->big_endian = in->big_endian;
	rw->out->swapped = in->swapped;
	rw->out->shstrndx = rw->sec_map[in->shstrndx];
	rw->out->symtab_idx = rw->sec_map[in->symtab_idx];
	rw->out->strtab_idx = rw->sec_map[in->strtab_idx];
	if (rw->relmaps_out) {
		rw->out->secs[rw->relmaps_out].shdr.sh_link = rw->out->symtab_idx;
		rw->out->secs[rw->relmaps_out].shdr.sh_info = rw->maps_out;
	}
	return 0;
out:
	free(order);
	return err;
}

/* Map @i after the `.maps` content so far (@off), 8-aligned. */
static size_t place_map(struct rewrite *rw, size_t i, size_t off)
{
	const struct bl_map_plan *mp = &rw->p->maps[i];
	struct emitted_map *em = &rw->em[i];
	uint32_t max_slot = 0, j;

	for (j = 0; j < mp->nr_slots; j++)
		if (mp->slots[j].index + 1 > max_slot)
			max_slot = mp->slots[j].index + 1;
	off = (off + 7) & ~(size_t)7;
	em->def_size = bl_btf_map_def_size(&mp->def);
	em->offset = off;
	em->size = em->def_size + 8 * (size_t)max_slot;
	return off + em->size;
}

/*
 * Place each legacy map after the existing `.maps` content, in the legacy
 * order, except that the inner maps an outer's slots name go just before
 * it: libbpf makes the maps in `.maps` order and fills an outer's slots as
 * soon as it has made the outer (1.1: "failed to initialize slot [0] to map
 * 'inner' fd=-1" when the inner map comes later). Inner maps cannot hold
 * maps themselves, so one level is all there is.
 */
static int layout_maps(struct rewrite *rw)
{
	struct bl_section *ms = &rw->out->secs[rw->maps_out];
	size_t i, off = ms->size;
	bool *placed;
	unsigned char *d;
	uint32_t j;

	placed = calloc(rw->p->lm.nr + 1, sizeof(*placed));
	if (!placed)
		return -ENOMEM;
	for (i = 0; i < rw->p->lm.nr; i++) {
		const struct bl_map_plan *mp = &rw->p->maps[i];

		for (j = 0; j < mp->nr_slots; j++) {
			int t = mp->slots[j].target_map;

			if (t >= 0 && !placed[t]) {
				off = place_map(rw, (size_t)t, off);
				placed[t] = true;
			}
		}
		if (!placed[i]) {
			off = place_map(rw, i, off);
			placed[i] = true;
		}
	}
	free(placed);
	d = realloc(ms->data, off ? off : 1);
	if (!d)
		return -ENOMEM;
	memset(d + ms->size, 0, off - ms->size);
	ms->data = d;
	ms->size = off;
	return 0;
}

/* Input symbol @i as the plan's program-symbol fixes leave it. */
static GElf_Sym sym_of(const struct rewrite *rw, size_t i)
{
	return bl_prog_sym(rw->in, rw->p->prog_fixes, rw->p->nr_prog_fixes, i);
}

/* The input symbol at output position @k (before maps are dropped/added). */
static size_t sym_at(const struct rewrite *rw, size_t k)
{
	return rw->order ? rw->order[k] : k;
}

/*
 * The input's order, unless a fix makes a static program global: then the
 * locals first (ELF requires it), each group in its input order.
 */
static int symbol_order(struct rewrite *rw)
{
	const struct bl_elf *in = rw->in;
	size_t i, n = 0;
	int pass;

	if (!bl_prog_fixes_promote(rw->p->prog_fixes, rw->p->nr_prog_fixes))
		return 0;
	rw->order = malloc(in->nr_syms * sizeof(*rw->order));
	rw->pos = malloc(in->nr_syms * sizeof(*rw->pos));
	if (!rw->order || !rw->pos)
		return -ENOMEM;
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < in->nr_syms; i++)
			if ((GELF_ST_BIND(sym_of(rw, i).st_info) == STB_LOCAL) == !pass) {
				rw->pos[i] = n;
				rw->order[n++] = i;
			}
	return 0;
}

static const char *sym_name(const void *ctx, size_t i)
{
	const char *n = ((const struct bl_elf *)ctx)->syms[i].name;

	return n ? n : "";
}

/* Like bl_elf_find_symbol(), in output order, through index @ix. */
static const struct bl_symbol *find_symbol(const struct rewrite *rw,
					   const struct bl_name_index *ix, const char *name)
{
	size_t i = bl_name_index_find(ix, name, 0), best = i;

	while (rw->pos && i && (i = bl_name_index_find(ix, name, i)))
		if (rw->pos[i] < rw->pos[best])
			best = i;
	return best ? &rw->in->syms[best] : NULL;
}

/* Map i's `.maps` symbol, written over @d (a copy of its old one or zeros). */
static void map_symbol(struct rewrite *rw, size_t i, struct bl_symbol *d)
{
	d->sym.st_info = GELF_ST_INFO(STB_GLOBAL, STT_OBJECT);
	d->sym.st_other = STV_DEFAULT;
	d->sym.st_shndx = rw->maps_out;
	d->sym.st_value = rw->em[i].offset;
	d->sym.st_size = rw->em[i].size;
	rw->em[i].sym = rw->out->nr_syms;
	rw->sym_map[rw->p->maps[i].lm->sym_idx] = rw->out->nr_syms++;
}

/*
 * Symbols keep their order (symbol_order()); a global map symbol becomes its `.maps` symbol
 * where it stands, so that symbol indices (and relocation sections, most of
 * an object's bytes after the code) stay as they were. A local one (a
 * static map) goes to the end as a global.
 */
static int build_symbols(struct rewrite *rw)
{
	const struct bl_elf *in = rw->in;
	struct bl_elf *out = rw->out;
	size_t i, k, last_local = 0, *in_place = calloc(in->nr_syms, sizeof(*in_place));

	out->syms = calloc(in->nr_syms + rw->p->lm.nr, sizeof(*out->syms));
	if (!out->syms || !in_place) {
		free(in_place);
		return -ENOMEM;
	}
	/* locals after a global (a table the reader takes): then the map
	 * symbols after the last local only, or the writer's order breaks */
	for (k = 0; k < in->nr_syms; k++)
		if (GELF_ST_BIND(sym_of(rw, sym_at(rw, k)).st_info) == STB_LOCAL)
			last_local = k;
	for (i = 0; i < rw->p->lm.nr; i++) {
		size_t si = rw->p->maps[i].lm->sym_idx;

		if (GELF_ST_BIND(in->syms[si].sym.st_info) == STB_GLOBAL &&
		    (rw->pos ? rw->pos[si] : si) > last_local)
			in_place[si] = i + 1;
	}
	out->names_lo = in->names_lo;
	out->names_hi = in->names_hi;
	for (k = 0; k < in->nr_syms; k++) {
		const struct bl_symbol *s = &in->syms[i = sym_at(rw, k)];
		size_t shndx = s->sym.st_shndx;
		struct bl_symbol *d = &out->syms[out->nr_syms];

		if (!in_place[i] && i && shndx && shndx < in->nr_secs && !rw->sec_map[shndx] &&
		    shndx != rw->old_dotmaps)
			continue;	/* lives in a dropped section */
		d->name = s->name;
		d->sym = sym_of(rw, i);
		/* borrowed from the input model, which outlives this one */
		if (!bl_elf_name_borrowed(in, s->name) && !(d->name = strdup(s->name))) {
			free(in_place);
			return -ENOMEM;
		}
		if (in_place[i]) {
			map_symbol(rw, in_place[i] - 1, d);
			continue;
		}
		if (shndx && shndx < in->nr_secs)
			d->sym.st_shndx = rw->sec_map[shndx];
		rw->sym_map[i] = out->nr_syms++;
	}
	for (i = 0; i < rw->p->lm.nr; i++) {
		const struct bl_map_plan *mp = &rw->p->maps[i];
		struct bl_symbol *d = &out->syms[out->nr_syms];

		if (in_place[mp->lm->sym_idx])
			continue;
		d->name = strdup(mp->lm->name);
		if (!d->name) {
			free(in_place);
			return -ENOMEM;
		}
		map_symbol(rw, i, d);
	}
	free(in_place);
	return 0;
}

/* The emitted map whose legacy record was at @off in `maps`, or NULL. */
static const struct emitted_map *map_at(const struct rewrite *rw, size_t off)
{
	const struct bl_legacy_map *m = bl_legacy_map_at(&rw->p->lm, off);

	return m ? &rw->em[m - rw->p->lm.maps] : NULL;
}

/*
 * A relocation whose symbol did not survive: against the `maps` section
 * symbol (the offset is in the instruction), or a DWARF reference to a
 * dropped annotation variable (dropped with it).
 */
static int resolve_dropped(struct rewrite *rw, const struct bl_section *rs,
			   GElf_Rel *r, bool *keep)
{
	const struct bl_elf *in = rw->in;
	const struct bl_section *tgt = &in->secs[rs->shdr.sh_info];
	const struct bl_symbol *s = &in->syms[GELF_R_SYM(r->r_info)];
	const struct emitted_map *mp = NULL;
	struct bpf_insn insn;

	*keep = true;
	if (s->sym.st_shndx == rw->p->lm.shndx && rw->p->lm.shndx) {
		if (bl_sec_is_prog(tgt) && r->r_offset + sizeof(insn) <= tgt->size) {
			insn = bl_insn_read(in, tgt->data + r->r_offset);
			if (insn.code == (BPF_LD | BPF_IMM | BPF_DW))
				mp = map_at(rw, s->sym.st_value + insn.imm);
		}
		if (!mp)
			return bl_error(rw->p->sink, rw->in->name, BL_AT_SECTION, tgt->name,
					"relocation at 0x%lx points into 'maps' (offset %lu via '%s') where no map symbol is",
					(unsigned long)r->r_offset,
					(unsigned long)s->sym.st_value,
					s->name[0] ? s->name : "section symbol");
		r->r_info = GELF_R_INFO(mp->sym, GELF_R_TYPE(r->r_info));
		return 0;
	}
	if (!strncmp(tgt->name, ".debug_", 7)) {
		*keep = false;	/* debug info for a dropped annotation */
		return 0;
	}
	return bl_error(rw->p->sink, rw->in->name, BL_AT_SECTION, tgt->name,
			"relocation at 0x%lx refers to '%s' in dropped section '%s'",
			(unsigned long)r->r_offset, s->name,
			s->sym.st_shndx < in->nr_secs ? in->secs[s->sym.st_shndx].name : "?");
}

static int check_map_insn(struct rewrite *rw, const struct bl_section *tgt,
			  const GElf_Rel *r, const struct bl_symbol *s)
{
	const size_t sz = sizeof(struct bpf_insn);

	if (!bl_sec_is_prog(tgt))
		return 0;
	/* a 64-bit immediate load takes two instruction slots */
	if (r->r_offset % sz || r->r_offset + 2 * sz > tgt->size ||
	    bl_insn_at(rw->in, tgt, r->r_offset / sz).code != (BPF_LD | BPF_IMM | BPF_DW))
		return bl_error(rw->p->sink, rw->in->name, BL_AT_SECTION, tgt->name,
				"at 0x%lx uses map '%s' in an instruction that is not a 64-bit immediate load",
				(unsigned long)r->r_offset, s->name);
	return 0;
}

static int rewrite_relocations(struct rewrite *rw)
{
	const struct bl_elf *in = rw->in;
	size_t i, j, n;
	int err;

	for (i = 1; i < in->nr_secs; i++) {
		const struct bl_section *rs = &in->secs[i];
		struct bl_section *os;

		if (rs->shdr.sh_type != SHT_REL || !rw->sec_map[i])
			continue;
		os = &rw->out->secs[rw->sec_map[i]];
		for (j = 0, n = 0; j < bl_rel_count(rs); j++) {
			const GElf_Rel *old = bl_rel_at(rs, j);
			GElf_Rel r = *old;
			size_t sym = GELF_R_SYM(r.r_info);
			bool keep = true;

			if (rw->p->lm.shndx && in->syms[sym].sym.st_shndx == rw->p->lm.shndx &&
			    rw->sym_map[sym]) {
				err = check_map_insn(rw, &in->secs[rs->shdr.sh_info], &r,
						     &in->syms[sym]);
				if (err)
					return err;
			}
			if (rw->sym_map[sym] || !sym)
				r.r_info = GELF_R_INFO(rw->sym_map[sym], GELF_R_TYPE(r.r_info));
			else if ((err = resolve_dropped(rw, rs, &r, &keep)))
				return err;
			if (!keep || memcmp(&r, old, sizeof(r))) {
				/* the first change: the section's own bytes from here */
				err = bl_section_own(os);
				if (err)
					return err;
			}
			if (keep && !os->borrowed)
				memcpy(os->data + n * sizeof(r), &r, sizeof(r));
			n += keep;
		}
		os->size = n * sizeof(GElf_Rel);
	}
	return 0;
}

/* Static values[] initialisation: .rel.maps entries against target symbols. */
static int add_slot_relocations(struct rewrite *rw)
{
	struct bl_section *rs;
	size_t i, j, n = 0;
	unsigned char *d;

	for (i = 0; i < rw->p->lm.nr; i++)
		n += rw->p->maps[i].nr_slots;
	if (!n)
		return 0;
	rs = &rw->out->secs[rw->relmaps_out];
	if (bl_section_own(rs))
		return -ENOMEM;
	d = realloc(rs->data, rs->size + n * sizeof(GElf_Rel));
	if (!d)
		return -ENOMEM;
	rs->data = d;
	for (i = 0; i < rw->p->lm.nr; i++) {
		const struct bl_map_plan *mp = &rw->p->maps[i];
		const struct emitted_map *em = &rw->em[i];

		for (j = 0; j < mp->nr_slots; j++) {
			const struct bl_slot *s = &mp->slots[j];
			size_t sym = s->target_map >= 0 ? rw->em[s->target_map].sym
							: rw->sym_map[s->target_sym];
			GElf_Rel r = {
				.r_offset = em->offset + em->def_size + 8 * (size_t)s->index,
				.r_info = GELF_R_INFO(sym, 2 /* R_BPF_64_ABS64 */),
			};

			memcpy(rs->data + rs->size, &r, sizeof(r));
			rs->size += sizeof(r);
		}
	}
	return 0;
}

/* Drop the pieces of BTF that described `maps`, `.maps.NAME` and old `.maps`. */
static int copy_btf(struct rewrite *rw)
{
	const struct btf *old = rw->p->btf;
	unsigned int i, j, n = old ? btf__type_cnt(old) : 1;
	bool *drop = calloc(n, sizeof(bool));
	int err;

	if (!drop)
		return -ENOMEM;
	for (i = 1; i < n; i++) {
		const struct btf_type *t = btf__type_by_id(old, i);
		const char *name = btf__name_by_offset(old, t->name_off);
		bool legacy;

		if (!btf_is_datasec(t))
			continue;
		legacy = !strcmp(name, "maps") || !strncmp(name, ".maps.", 6);
		if (!legacy && strcmp(name, ".maps"))
			continue;
		drop[i] = true;		/* `.maps` is re-emitted, merged */
		for (j = 0; legacy && j < btf_vlen(t); j++)
			drop[btf_var_secinfos(t)[j].type] = true;
	}
	/* decl tags on dropped variables go with them */
	for (i = 1; i < n; i++) {
		const struct btf_type *t = btf__type_by_id(old, i);

		if (btf_is_decl_tag(t) && t->type < n && drop[t->type])
			drop[i] = true;
	}
	err = bl_btf_copy(old, drop, &rw->bc);
	free(drop);
	return err;
}

static int prog_values_proto(struct rewrite *rw, int *proto)
{
	if (!*proto)
		*proto = bl_btf_prog_proto(rw->bc.btf, &rw->int_id);
	return *proto;
}

static int add_map_btf(struct rewrite *rw, size_t i, int *var, int *proto)
{
	const struct bl_map_plan *mp = &rw->p->maps[i];
	const struct bl_legacy_map *m = mp->lm;
	struct bl_btf_def def = mp->def;
	uint32_t key = 0, value = 0;
	int id;

	if ((def.key_type && bl_btf_copy_type_id(&rw->bc, def.key_type, &key)) ||
	    (def.value_type && bl_btf_copy_type_id(&rw->bc, def.value_type, &value)))
		return bl_error(rw->p->sink, rw->in->name, BL_AT_MAP, m->name,
				"annotated key/value type was dropped");
	def.key_type = key;
	def.value_type = value;
	if (mp->inner >= 0) {
		/* an unpinned template: the inner map's attributes only */
		struct bl_btf_def inner = { .attr = rw->p->maps[mp->inner].lm->attr };

		def.values_pointee = bl_btf_map_def_encode(rw->bc.btf, &rw->int_id, &inner);
	} else if (def.has_values) {
		def.values_pointee = prog_values_proto(rw, proto);
	}
	if (def.values_pointee < 0)
		return def.values_pointee;
	id = bl_btf_map_def_encode(rw->bc.btf, &rw->int_id, &def);
	if (id < 0)
		return id;
	*var = btf__add_var(rw->bc.btf, m->name, BTF_VAR_GLOBAL_ALLOCATED, id);
	return *var < 0 ? *var : 0;
}

struct dsec_entry {
	int var;
	size_t off, size;
};

static int cmp_entry(const void *a, const void *b)
{
	const struct dsec_entry *x = a, *y = b;

	return x->off < y->off ? -1 : x->off > y->off;
}

/* Existing BTF maps keep their VARs; their offsets come from the symbols. */
static int old_dotmaps_entries(struct rewrite *rw, struct dsec_entry *e, size_t *n)
{
	const struct btf *old = rw->p->btf;
	struct bl_name_index ix = { 0 };
	const struct btf_type *t;
	int id, err = 0;
	size_t j;

	if (!rw->old_dotmaps)
		return 0;
	id = old ? btf__find_by_name_kind(old, ".maps", BTF_KIND_DATASEC) : -1;
	if (id <= 0)
		return bl_error(rw->p->sink, rw->in->name, BL_AT_NONE, ".maps",
				"object has a '.maps' section but its BTF has no '.maps' DATASEC");
	t = btf__type_by_id(old, id);
	if (bl_name_index_build(&ix, rw->in->nr_syms, sym_name, rw->in))
		return -ENOMEM;
	for (j = 0; j < btf_vlen(t) && !err; j++) {
		const struct btf_var_secinfo *vi = &btf_var_secinfos(t)[j];
		const char *name = btf__name_by_offset(old, btf__type_by_id(old, vi->type)->name_off);
		const struct bl_symbol *s = find_symbol(rw, &ix, name);
		uint32_t var;

		if (!s || s->sym.st_shndx != rw->old_dotmaps)
			err = bl_error(rw->p->sink, rw->in->name, BL_AT_NONE, name,
				       "BTF map '%s' has no symbol in '.maps'", name);
		else if (bl_btf_copy_type_id(&rw->bc, vi->type, &var))
			err = -EINVAL;
		else
			e[(*n)++] = (struct dsec_entry){ var, s->sym.st_value, vi->size };
	}
	bl_name_index_free(&ix);
	return err;
}

/* The .kconfig DATASEC libbpf needs for the externs the plan describes. */
static int add_kconfig_btf(struct rewrite *rw)
{
	struct btf *btf = rw->bc.btf;
	size_t i, n = rw->p->nr_kconfig;
	int *ids, ds, err = 0, uint = 0;
	uint32_t var;

	if (!n)
		return 0;
	ids = calloc(n, sizeof(*ids));
	if (!ids)
		return -ENOMEM;
	/* every type first: a DATASEC takes var infos only while it is last */
	for (i = 0; i < n && !err; i++) {
		if (rw->p->kconfig[i] > 0) {
			err = bl_btf_copy_type_id(&rw->bc, rw->p->kconfig[i], &var) ? -EINVAL : 0;
			ids[i] = var;
		} else {
			uint = uint ?: btf__add_int(btf, "unsigned int", 4, 0);
			ids[i] = uint > 0 ? btf__add_var(btf, "LINUX_KERNEL_VERSION",
							 BTF_VAR_GLOBAL_EXTERN, uint) : uint;
			err = ids[i] < 0 ? ids[i] : 0;
		}
	}
	/* libbpf lays .kconfig out itself: offsets and size 0 */
	ds = err ? err : btf__add_datasec(btf, ".kconfig", 0);
	err = ds < 0 ? ds : 0;
	for (i = 0; i < n && !err; i++)
		err = btf__add_datasec_var_info(btf, ids[i], 0, 0);
	free(ids);
	return err;
}

static int build_btf(struct rewrite *rw)
{
	struct dsec_entry *e;
	const struct btf_type *old_ds = NULL;
	size_t i, n = 0, nold = 0;
	int proto = 0, ds, err;
	void *raw;
	uint32_t raw_size;
	struct bl_section *bs;

	if (rw->old_dotmaps && rw->p->btf) {
		int id = btf__find_by_name_kind(rw->p->btf, ".maps", BTF_KIND_DATASEC);

		old_ds = id > 0 ? btf__type_by_id(rw->p->btf, id) : NULL;
		nold = old_ds ? btf_vlen(old_ds) : 0;
	}
	e = calloc(nold + rw->p->lm.nr + 1, sizeof(*e));
	if (!e)
		return -ENOMEM;
	err = old_dotmaps_entries(rw, e, &n);
	for (i = 0; !err && i < rw->p->lm.nr; i++) {
		err = add_map_btf(rw, i, &e[n].var, &proto);
		e[n].off = rw->em[i].offset;
		e[n++].size = rw->em[i].size;
	}
	if (err)
		goto out;
	qsort(e, n, sizeof(*e), cmp_entry);
	ds = btf__add_datasec(rw->bc.btf, ".maps", rw->out->secs[rw->maps_out].size);
	for (i = 0; ds > 0 && i < n; i++)
		ds = btf__add_datasec_var_info(rw->bc.btf, e[i].var, e[i].off, e[i].size) ?: ds;
	if (ds < 0) {
		err = ds;
		goto out;
	}
	err = add_kconfig_btf(rw);
	if (err)
		goto out;
	/* the types' strings take their places in our table first (in type-id
	 * order, btf_rebuild.h), then .BTF.ext's names may add strings */
	err = bl_btf_copy_strings(&rw->bc);
	if (err)
		goto out;
	if (rw->btf_ext_out) {
		struct bl_section *xs = &rw->out->secs[rw->btf_ext_out];
		/* unchanged (strings and types kept their numbers): not copied */
		int changes = bl_btf_ext_changes(xs->data, xs->size, &rw->bc);

		if (changes > 0 && bl_section_own(xs)) {
			err = -ENOMEM;
			goto out;
		}
		if (changes < 0 || (changes && bl_btf_ext_rewrite(xs->data, xs->size, &rw->bc))) {
			err = bl_error(rw->p->sink, rw->in->name, BL_AT_NONE, ".BTF.ext",
				       "'.BTF.ext' is malformed or refers to unknown BTF");
			goto out;
		}
	}
	/* written in the object's byte order, whatever the host's */
	err = bl_btf_copy_raw(&rw->bc, rw->in->big_endian, &raw, &raw_size);
	if (err)
		goto out;
	bs = &rw->out->secs[rw->btf_out];
	free(bs->data);
	bs->data = raw;
	bs->size = raw_size;
out:
	free(e);
	return err;
}

/* The input's sections as they are, in their order (nothing dropped). */
static int copy_sections(struct rewrite *rw)
{
	const struct bl_elf *in = rw->in;
	size_t i;
	int err = 0;

	rw->out->secs = calloc(in->nr_secs, sizeof(*rw->out->secs));
	if (!rw->out->secs)
		return -ENOMEM;
	rw->out->nr_secs = 1;
	for (i = 1; !err && i < in->nr_secs; i++)
		err = copy_section(rw, i);
	rw->out->ehdr = in->ehdr;
	rw->out->big_endian = in->big_endian;
	rw->out->swapped = in->swapped;
	rw->out->shstrndx = in->shstrndx;
	rw->out->symtab_idx = in->symtab_idx;
	rw->out->strtab_idx = in->strtab_idx;
	return err;
}

/*
 * The whole plan (@maps), or only its program-symbol fixes (an object
 * without legacy maps): the input's sections, its symbols fixed, the
 * relocations renumbered.
 */
static int write_plan(const struct bl_plan *p, bool maps, struct bl_image **out)
{
	struct rewrite rwb = { .p = p, .in = p->in }, *rw = &rwb;
	int err = -ENOMEM;

	rw->out = calloc(1, sizeof(*rw->out));
	rw->sec_map = calloc(p->in->nr_secs, sizeof(size_t));
	rw->sym_map = calloc(p->in->nr_syms, sizeof(size_t));
	rw->em = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*rw->em));
	if (!rw->out || !rw->sec_map || !rw->sym_map || !rw->em)
		goto out;
	rw->out->name = strdup(p->in->name);
	err = symbol_order(rw);
	if (!err && maps)
		err = build_sections(rw) ?: layout_maps(rw) ?: build_symbols(rw) ?:
		      rewrite_relocations(rw) ?: add_slot_relocations(rw) ?: copy_btf(rw) ?:
		      build_btf(rw);
	else if (!err)
		err = copy_sections(rw) ?: build_symbols(rw) ?: rewrite_relocations(rw);
	if (!err)
		err = bl_elf_write_image(rw->out, p->sink, out);
	if (!err) {
		err = bl_image_adopt(*out, rw->out);
		if (err) {
			bl_image_free(*out);
			*out = NULL;
		} else {
			rw->out = NULL;
		}
	}
out:
	if (err == -ENOMEM)
		bl_report(p->sink, BL_ERROR, p->in->name, NULL, "out of memory");
	bl_btf_copy_free(&rw->bc);
	bl_elf_free(rw->out);
	free(rw->sec_map);
	free(rw->sym_map);
	free(rw->order);
	free(rw->pos);
	free(rw->em);
	return err;
}

int bl_plan_write(const struct bl_plan *p, struct bl_image **out)
{
	return write_plan(p, true, out);
}

int bl_plan_write_syms(const struct bl_plan *p, struct bl_image **out)
{
	return write_plan(p, false, out);
}
