// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Read a BPF relocatable object into the editable model, checking every
 * offset, size and index once so the rest of the library can trust them.
 */
#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "elf/elf_model.h"
#include "util/limits.h"
#include "util/sha256.h"

/* one error line for the object as a whole; -EINVAL */
#define bad(fmt, ...) bl_error(sink, name, BL_AT_NONE, NULL, fmt, ##__VA_ARGS__)

#ifndef EM_BPF
#define EM_BPF 247
#endif
#ifndef ELFCOMPRESS_ZSTD
#define ELFCOMPRESS_ZSTD 2
#endif
/* deflate cannot expand more than ~1032:1; a larger claim is a corrupt Chdr */
#define BL_MAX_INFLATE_RATIO 1032

void bl_elf_free(struct bl_elf *elf)
{
	size_t i;

	if (!elf)
		return;
	for (i = 0; i < elf->nr_secs; i++) {
		free(elf->secs[i].name);
		if (!elf->secs[i].borrowed)
			free(elf->secs[i].data);
		if (elf->secs[i].z)
			free(elf->secs[i].z->raw);
		free(elf->secs[i].z);
	}
	for (i = 0; i < elf->nr_syms; i++)
		if (!bl_elf_name_borrowed(elf, elf->syms[i].name))
			free(elf->syms[i].name);
	free(elf->secs);
	free(elf->syms);
	free(elf->name);
	free(elf);
}

int bl_section_own(struct bl_section *s)
{
	unsigned char *p;

	if (!s->borrowed)
		return 0;
	p = malloc(s->size ? s->size : 1);
	if (!p)
		return -ENOMEM;
	memcpy(p, s->data, s->size);
	s->data = p;
	s->borrowed = false;
	return 0;
}

static int check_header(Elf *e, size_t len, GElf_Ehdr *eh, const char *name,
			const struct bl_sink *sink)
{
	if (len < 4 || elf_kind(e) != ELF_K_ELF)
		return bl_error(sink, name, BL_AT_NONE, NULL, "not an ELF file");
	if (len < sizeof(Elf64_Ehdr))
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"truncated ELF header (%zu bytes)", len);
	if (gelf_getclass(e) != ELFCLASS64)
		return bl_error(sink, name, BL_AT_NONE, NULL, "not a 64-bit ELF object");
	if (!gelf_getehdr(e, eh))
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"unreadable ELF header: %s", elf_errmsg(-1));
	if (eh->e_type != ET_REL)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"not a relocatable object (e_type %u)", eh->e_type);
	if (eh->e_machine != EM_BPF && eh->e_machine != EM_NONE)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"not a BPF object (e_machine %u)", eh->e_machine);
	return 0;
}

/*
 * The sections the library finds by name must be the only ones of that
 * name: a second `maps` would otherwise survive the conversion.
 */
static int check_unique(const struct bl_elf *elf, const char *name,
			const struct bl_sink *sink)
{
	static const char *const unique[] = { "maps", ".maps", ".BTF", ".BTF.ext", ".rel.maps" };
	size_t i, k, seen;

	for (k = 0; k < sizeof(unique) / sizeof(unique[0]); k++) {
		for (i = 1, seen = 0; i < elf->nr_secs; i++)
			seen += !strcmp(elf->secs[i].name, unique[k]);
		if (seen > 1)
			return bad("%zu sections named '%s'", seen, unique[k]);
	}
	return 0;
}

struct extent {
	uint64_t start, end;
	size_t idx;	/* section index; 0: ELF or section header */
};

static int cmp_extent(const void *a, const void *b)
{
	const struct extent *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

/*
 * No two pieces of the file may claim the same bytes: the ELF header, the
 * section header table and the data of every section. (libelf itself does
 * not care; the model would then hold two views of one byte.)
 */
static int check_overlaps(const struct bl_elf *elf, size_t len, const char *name,
			  const struct bl_sink *sink)
{
	struct extent *x = malloc((elf->nr_secs + 1) * sizeof(*x));
	size_t i, n = 0;
	int err = 0;

	if (!x)
		return -ENOMEM;
	x[n++] = (struct extent){ 0, sizeof(Elf64_Ehdr), 0 };
	x[n++] = (struct extent){ elf->ehdr.e_shoff,
				  elf->ehdr.e_shoff + elf->nr_secs * sizeof(Elf64_Shdr), 0 };
	for (i = 1; i < elf->nr_secs; i++) {
		const struct bl_section *s = &elf->secs[i];
		/* an inflated section's header gives its inflated size */
		uint64_t size = s->z ? s->z->raw_size : s->shdr.sh_size;

		if (s->shdr.sh_type != SHT_NOBITS && size)
			x[n++] = (struct extent){ s->shdr.sh_offset, s->shdr.sh_offset + size, i };
	}
	qsort(x, n, sizeof(*x), cmp_extent);
	for (i = 1; i < n && !err; i++) {
		if (x[i].start >= x[i - 1].end)
			continue;
		if (x[i].idx && x[i - 1].idx)
			err = bad("sections '%s' and '%s' overlap in the file",
				  elf->secs[x[i - 1].idx].name, elf->secs[x[i].idx].name);
		else
			err = bad("section '%s' overlaps the ELF or section headers",
				  elf->secs[x[i].idx ? x[i].idx : x[i - 1].idx].name);
	}
	free(x);
	return err;
}

void bl_btf_ext_swap(unsigned char *p, size_t size)
{
	uint32_t w;
	size_t i;

	if (size < 4)
		return;
	w = p[0];
	p[0] = p[1];
	p[1] = w;
	for (i = 4; i + 4 <= size; i += 4) {
		memcpy(&w, p + i, 4);
		w = __builtin_bswap32(w);
		memcpy(p + i, &w, 4);
	}
}

int bl_zsec_dup(struct bl_section *dst, const struct bl_section *src)
{
	dst->z = NULL;
	if (!src->z)
		return 0;
	dst->z = malloc(sizeof(*dst->z));
	if (!dst->z)
		return -ENOMEM;
	*dst->z = *src->z;
	dst->z->raw = malloc(src->z->raw_size);
	if (!dst->z->raw) {
		free(dst->z);
		dst->z = NULL;
		return -ENOMEM;
	}
	memcpy(dst->z->raw, src->z->raw, src->z->raw_size);
	return 0;
}

/*
 * SHF_COMPRESSED: keep the stored bytes, then let libelf inflate the section
 * in place (elf_compress type 0), which also checks the Chdr and that the
 * payload inflates to exactly ch_size bytes. s->shdr then describes the
 * inflated section.
 */
static int inflate_section(struct bl_section *s, Elf_Scn *scn, const char *name,
			   const struct bl_sink *sink)
{
	Elf_Data *d = elf_rawdata(scn, NULL);
	GElf_Chdr ch;

	if (s->shdr.sh_type == SHT_NOBITS || !d || d->d_size != s->shdr.sh_size)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"section '%s': unreadable compressed data", s->name);
	if (!gelf_getchdr(scn, &ch))
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"section '%s': corrupt compression header: %s", s->name,
				elf_errmsg(-1));
	if (ch.ch_type != ELFCOMPRESS_ZLIB && ch.ch_type != ELFCOMPRESS_ZSTD)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"section '%s': unknown compression type %u in its header",
				s->name, ch.ch_type);
	if (ch.ch_size / BL_MAX_INFLATE_RATIO > d->d_size)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"section '%s': compression header claims %lu bytes from %zu stored (corrupt header)",
				s->name, (unsigned long)ch.ch_size, d->d_size);
	s->z = calloc(1, sizeof(*s->z));
	if (!s->z || !(s->z->raw = malloc(d->d_size)))
		return -ENOMEM;
	memcpy(s->z->raw, d->d_buf, d->d_size);
	s->z->raw_size = d->d_size;
	s->z->raw_align = s->shdr.sh_addralign;
	s->z->ch_type = ch.ch_type;
	if (elf_compress(scn, 0, 0) < 0)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"section '%s': %s payload does not inflate: %s", s->name,
				ch.ch_type == ELFCOMPRESS_ZLIB ? "zlib" : "zstd", elf_errmsg(-1));
	if (!gelf_getshdr(scn, &s->shdr) || (s->shdr.sh_flags & SHF_COMPRESSED))
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"section '%s': unreadable after inflating", s->name);
	d = elf_rawdata(scn, NULL);
	if (!d || d->d_size != ch.ch_size)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"section '%s': inflates to %zu bytes, header says %lu", s->name,
				d ? d->d_size : 0, (unsigned long)ch.ch_size);
	return 0;
}

static int read_sections(struct bl_elf *elf, Elf *e, size_t len, bool borrow,
			 const char *name, const struct bl_sink *sink)
{
	size_t n, i;
	Elf_Scn *scn;

	if (elf_getshdrnum(e, &n) || n == 0)
		return bad("no readable section header table");
	if (n > BL_MAX_SECTIONS)
		return bad("%zu sections, more than the limit of %d", n, BL_MAX_SECTIONS);
	if (elf->ehdr.e_shentsize != sizeof(Elf64_Shdr))
		return bad("section header size %u is not %zu", elf->ehdr.e_shentsize,
			   sizeof(Elf64_Shdr));
	if (elf->ehdr.e_shoff < sizeof(Elf64_Ehdr) || elf->ehdr.e_shoff > len ||
	    n > (len - elf->ehdr.e_shoff) / sizeof(Elf64_Shdr))
		return bad("section header table (%zu entries at 0x%lx) lies outside the file",
			   n, (unsigned long)elf->ehdr.e_shoff);
	if (elf_getshdrstrndx(e, &elf->shstrndx) || elf->shstrndx >= n)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"section name string table index out of range");
	elf->secs = calloc(n, sizeof(*elf->secs));
	if (!elf->secs)
		return -ENOMEM;
	elf->nr_secs = n;
	for (i = 1; i < n; i++) {
		struct bl_section *s = &elf->secs[i];
		const char *sn;
		Elf_Data *d;

		scn = elf_getscn(e, i);
		if (!scn || !gelf_getshdr(scn, &s->shdr))
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"section %zu: unreadable header", i);
		if (s->shdr.sh_type != SHT_NOBITS &&
		    (s->shdr.sh_offset > len || s->shdr.sh_size > len - s->shdr.sh_offset))
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"section %zu extends past the end of the file (truncated?)",
					i);
		sn = elf_strptr(e, elf->shstrndx, s->shdr.sh_name);
		if (!sn)
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"section %zu: name offset %u out of range", i,
					s->shdr.sh_name);
		s->name = strdup(sn);
		if (!s->name)
			return -ENOMEM;
		if (s->shdr.sh_link >= n)
			return bad("section '%s': sh_link %u out of range", sn,
				   s->shdr.sh_link);
		if (s->shdr.sh_link == i)
			return bad("section '%s': sh_link points at itself", sn);
		if (s->shdr.sh_addralign > BL_MAX_ALIGN ||
		    (s->shdr.sh_addralign & (s->shdr.sh_addralign - 1)))
			return bad("section '%s': alignment %lu is not a power of two up to %d",
				   sn, (unsigned long)s->shdr.sh_addralign, BL_MAX_ALIGN);
		if (s->shdr.sh_flags & SHF_COMPRESSED) {
			int err = inflate_section(s, scn, name, sink);

			if (err)
				return err;
			/* the inflated section's alignment comes from ch_addralign */
			if (s->shdr.sh_addralign > BL_MAX_ALIGN ||
			    (s->shdr.sh_addralign & (s->shdr.sh_addralign - 1)))
				return bad("section '%s': alignment %lu is not a power of two up to %d",
					   sn, (unsigned long)s->shdr.sh_addralign, BL_MAX_ALIGN);
		}
		if (s->shdr.sh_type == SHT_NOBITS || s->shdr.sh_size == 0) {
			s->size = s->shdr.sh_type == SHT_NOBITS ? s->shdr.sh_size : 0;
			continue;
		}
		/* symbols and relocations translated to host order by libelf */
		if (elf->swapped && (s->shdr.sh_type == SHT_SYMTAB || s->shdr.sh_type == SHT_REL))
			d = elf_getdata(scn, NULL);
		else
			d = elf_rawdata(scn, NULL);
		if (!d || d->d_size != s->shdr.sh_size)
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"section '%s': unreadable data", sn);
		/* libelf's raw data is the caller's buffer; the model reads
		 * relocations in place (bl_rel), so a REL section an input put
		 * at a misaligned offset gets an aligned copy. Everything else
		 * is read with memcpy: DWARF at alignment 1 (14 MB of the 58 MB
		 * bench object) is borrowed wherever it lies */
		if (borrow && (s->shdr.sh_type != SHT_REL ||
			       !((uintptr_t)d->d_buf % _Alignof(GElf_Rel)))) {
			s->data = d->d_buf;
			s->size = d->d_size;
			s->borrowed = true;
			continue;
		}
		s->data = malloc(d->d_size);
		if (!s->data)
			return -ENOMEM;
		memcpy(s->data, d->d_buf, d->d_size);
		s->size = d->d_size;
		if (elf->swapped && !strcmp(sn, ".BTF.ext"))
			bl_btf_ext_swap(s->data, s->size);
		if (s->z)	/* of the bytes as the model holds them */
			bl_sha256_hex(s->data, s->size, s->z->plain_sha);
	}
	if (elf->secs[elf->shstrndx].shdr.sh_type != SHT_STRTAB)
		return bad("section name table is not a string table");
	return check_unique(elf, name, sink) ?: check_overlaps(elf, len, name, sink);
}

/*
 * A function or object must lie inside the section it is defined in
 * (overflow-safe: libbpf 1.1 adds st_value + st_size unchecked and then
 * allocates st_size bytes for a program).
 */
static bool sym_outside(const struct bl_elf *elf, const GElf_Sym *s)
{
	int type = GELF_ST_TYPE(s->st_info);
	uint64_t size;

	/* NOTYPE too: older clang's program symbols are NOTYPE, sized later
	 * from their value to the next one */
	if ((type != STT_FUNC && type != STT_OBJECT && type != STT_NOTYPE) || !s->st_shndx ||
	    s->st_shndx >= elf->nr_secs)
		return false;
	size = elf->secs[s->st_shndx].size;
	return s->st_value > size || s->st_size > size - s->st_value;
}

static int read_symbols(struct bl_elf *elf, const char *name,
			const struct bl_sink *sink)
{
	const struct bl_section *st, *str;
	size_t i;

	for (i = 1; i < elf->nr_secs; i++) {
		if (elf->secs[i].shdr.sh_type != SHT_SYMTAB)
			continue;
		if (elf->symtab_idx)
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"more than one symbol table");
		elf->symtab_idx = i;
	}
	if (!elf->symtab_idx)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"no symbol table (stripped object?)");
	st = &elf->secs[elf->symtab_idx];
	if (st->shdr.sh_entsize != sizeof(Elf64_Sym) || st->size % sizeof(Elf64_Sym))
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"symbol table entry size %lu is not %zu",
				(unsigned long)st->shdr.sh_entsize, sizeof(Elf64_Sym));
	elf->strtab_idx = st->shdr.sh_link;
	str = &elf->secs[elf->strtab_idx];
	if (!elf->strtab_idx || str->shdr.sh_type != SHT_STRTAB || !str->size ||
	    str->data[str->size - 1] != '\0')
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"symbol string table missing or not NUL-terminated");
	if (st->shdr.sh_info > st->size / sizeof(Elf64_Sym))
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"symbol table sh_info %u out of range", st->shdr.sh_info);

	elf->nr_syms = st->size / sizeof(Elf64_Sym);
	if (!elf->nr_syms)
		return bad("empty symbol table");
	if (elf->nr_syms > BL_MAX_SYMBOLS)
		return bad("%zu symbols, more than the limit of %lu", elf->nr_syms,
			   BL_MAX_SYMBOLS);
	elf->syms = calloc(elf->nr_syms, sizeof(*elf->syms));
	if (!elf->syms)
		return -ENOMEM;
	elf->names_lo = (const char *)str->data;
	elf->names_hi = (const char *)str->data + str->size;
	for (i = 0; i < elf->nr_syms; i++) {
		struct bl_symbol *sym = &elf->syms[i];

		memcpy(&sym->sym, st->data + i * sizeof(Elf64_Sym), sizeof(Elf64_Sym));
		if (sym->sym.st_name >= str->size)
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"symbol %zu: name offset %u out of range", i,
					sym->sym.st_name);
		if (sym->sym.st_shndx >= elf->nr_secs &&
		    sym->sym.st_shndx != SHN_ABS && sym->sym.st_shndx != SHN_COMMON)
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"symbol %zu: section index %u out of range", i,
					sym->sym.st_shndx);
		/* string tables are rebuilt on output: nothing may live in them */
		if (sym->sym.st_shndx && sym->sym.st_shndx < elf->nr_secs &&
		    elf->secs[sym->sym.st_shndx].shdr.sh_type == SHT_STRTAB)
			return bad("symbol %zu: defined in string table section %u", i,
				   sym->sym.st_shndx);
		if (sym_outside(elf, &sym->sym))
			return bad("symbol %zu: value 0x%lx size %lu lie outside its section", i,
				   (unsigned long)sym->sym.st_value,
				   (unsigned long)sym->sym.st_size);
		/* in the (NUL-terminated) string table, which lives as long */
		sym->name = (char *)str->data + sym->sym.st_name;
	}
	return 0;
}

static int check_relocations(struct bl_elf *elf, const char *name,
			     const struct bl_sink *sink)
{
	size_t i, j;

	for (i = 1; i < elf->nr_secs; i++) {
		const struct bl_section *s = &elf->secs[i], *t;

		if (s->shdr.sh_type == SHT_RELA)
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"section '%s': RELA relocations are not used by BPF loaders",
					s->name);
		if (s->shdr.sh_type != SHT_REL)
			continue;
		if (s->shdr.sh_entsize != sizeof(Elf64_Rel) || s->size % sizeof(Elf64_Rel))
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"section '%s': relocation entry size %lu is not %zu",
					s->name, (unsigned long)s->shdr.sh_entsize,
					sizeof(Elf64_Rel));
		if (s->shdr.sh_link != elf->symtab_idx)
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"section '%s': sh_link %u is not the symbol table",
					s->name, s->shdr.sh_link);
		if (!s->shdr.sh_info || s->shdr.sh_info >= elf->nr_secs)
			return bl_error(sink, name, BL_AT_NONE, NULL,
					"section '%s': target section %u out of range", s->name,
					s->shdr.sh_info);
		t = &elf->secs[s->shdr.sh_info];
		/* also what keeps every walk over "the section a relocation
		 * section applies to" one level deep */
		if (t->shdr.sh_type == SHT_REL || t->shdr.sh_type == SHT_RELA ||
		    t->shdr.sh_type == SHT_SYMTAB || t->shdr.sh_type == SHT_STRTAB ||
		    t->shdr.sh_type == SHT_NOBITS)
			return bad("section '%s': applies to '%s', which has no bytes to relocate (type %u)",
				   s->name, t->name, t->shdr.sh_type);
		for (j = 0; j < bl_rel_count(s); j++) {
			const GElf_Rel *r = bl_rel_at(s, j);
			size_t sym = GELF_R_SYM(r->r_info);

			if (sym >= elf->nr_syms)
				return bl_error(sink, name, BL_AT_NONE, NULL,
						"section '%s': relocation %zu refers to symbol %zu of %zu",
						s->name, j, sym, elf->nr_syms);
			if (r->r_offset >= t->size || t->size - r->r_offset < 4)
				return bl_error(sink, name, BL_AT_NONE, NULL,
						"section '%s': relocation %zu offset 0x%lx outside '%s'",
						s->name, j, (unsigned long)r->r_offset, t->name);
		}
	}
	return 0;
}

static uint64_t raw_word(const unsigned char *p, size_t n, bool msb)
{
	uint64_t v = 0;
	size_t i;

	for (i = 0; i < n; i++)
		v = msb ? v << 8 | p[i] : v | (uint64_t)p[i] << (8 * i);
	return v;
}

/*
 * Whether libelf needs a private, writable image: it inflates SHF_COMPRESSED
 * sections in the image, and converts symbols and relocations of the other
 * byte order. Otherwise it only reads (elf_memory() + elf_rawdata()), and
 * the model borrows the section bytes from @buf: no copy of the object at
 * all. A section header table that cannot be read here gets the copy too
 * (the checks refuse it later, with their own message).
 */
static bool needs_private_image(const unsigned char *p, size_t len)
{
	bool msb = len > EI_DATA && p[EI_DATA] == ELFDATA2MSB;
	uint64_t shoff, n, i;

	if (len < sizeof(Elf64_Ehdr) || msb != (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__) ||
	    p[EI_CLASS] != ELFCLASS64 ||
	    raw_word(p + offsetof(Elf64_Ehdr, e_shentsize), 2, msb) != sizeof(Elf64_Shdr))
		return true;
	shoff = raw_word(p + offsetof(Elf64_Ehdr, e_shoff), 8, msb);
	n = raw_word(p + offsetof(Elf64_Ehdr, e_shnum), 2, msb);
	if (shoff > len || len - shoff < sizeof(Elf64_Shdr))
		return true;
	if (!n)	/* extended numbering: the count is in section 0 */
		n = raw_word(p + shoff + offsetof(Elf64_Shdr, sh_size), 8, msb);
	if (n > (len - shoff) / sizeof(Elf64_Shdr))
		return true;
	for (i = 0; i < n; i++)
		if (raw_word(p + shoff + i * sizeof(Elf64_Shdr) + offsetof(Elf64_Shdr, sh_flags),
			     8, msb) & SHF_COMPRESSED)
			return true;
	return false;
}

/* libelf wants its version set once per process, before any other call. */
static pthread_once_t libelf_once = PTHREAD_ONCE_INIT;
static unsigned int libelf_ver = EV_NONE;

static void libelf_init(void)
{
	libelf_ver = elf_version(EV_CURRENT);
}

int bl_elf_read(const void *buf, size_t len, const char *name,
		const struct bl_sink *sink, struct bl_elf **out)
{
	struct bl_elf *elf;
	void *copy = NULL;
	bool borrow;
	Elf *e;
	int err;

	*out = NULL;
	pthread_once(&libelf_once, libelf_init);
	if (libelf_ver == EV_NONE)
		return -EINVAL;
	if (len < 4 || memcmp(buf, ELFMAG, SELFMAG))
		return bad("not an ELF file");
	if (len > BL_MAX_INPUT)
		return bad("%zu bytes, more than the limit of %lu", len, BL_MAX_INPUT);
	if (len > EI_DATA && ((const unsigned char *)buf)[EI_DATA] != ELFDATA2LSB &&
	    ((const unsigned char *)buf)[EI_DATA] != ELFDATA2MSB)
		return bl_error(sink, name, BL_AT_NONE, NULL,
				"unknown byte order (EI_DATA %u)",
				((const unsigned char *)buf)[EI_DATA]);
	borrow = !needs_private_image(buf, len);
	if (!borrow)
		copy = malloc(len);
	elf = calloc(1, sizeof(*elf));
	if ((!borrow && !copy) || !elf) {
		free(copy);
		free(elf);
		return -ENOMEM;
	}
	if (copy)
		memcpy(copy, buf, len);
	elf->name = strdup(name);
	/* read only unless it is our copy (see needs_private_image) */
	e = elf_memory(copy ? copy : (char *)buf, len);
	if (!e) {
		err = bl_error(sink, name, BL_AT_NONE, NULL,
			       "libelf cannot parse it: %s", elf_errmsg(-1));
		goto out;
	}
	err = check_header(e, len, &elf->ehdr, name, sink);
	elf->big_endian = elf->ehdr.e_ident[EI_DATA] == ELFDATA2MSB;
	elf->swapped = elf->big_endian != (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__);
	if (!err)
		err = read_sections(elf, e, len, borrow, name, sink);
	if (!err)
		err = read_symbols(elf, name, sink);
	if (!err)
		err = check_relocations(elf, name, sink);
	elf_end(e);
out:
	free(copy);
	if (err) {
		bl_elf_free(elf);
		return err;
	}
	*out = elf;
	return 0;
}

size_t bl_elf_find_section(const struct bl_elf *elf, const char *name)
{
	size_t i;

	for (i = 1; i < elf->nr_secs; i++)
		if (!strcmp(elf->secs[i].name, name))
			return i;
	return 0;
}

const struct bl_symbol *bl_elf_find_symbol(const struct bl_elf *elf,
					   const char *name)
{
	size_t i;

	for (i = 1; i < elf->nr_syms; i++)
		if (!strcmp(elf->syms[i].name, name))
			return &elf->syms[i];
	return NULL;
}
