// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Serialise the model. The symbol table and the string tables are
 * regenerated from the names in the model. The file is laid out as libelf's
 * elf_update() lays it out, by libelf itself only where it has work to do
 * (compressing, converting byte order): otherwise here, as an image of
 * pieces (elf_image.h) that point at the sections' bytes, without libelf
 * writing into a memory file that is then read back, and without copying
 * the object into one buffer. The same model always gives the same bytes
 * either way.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "elf/elf_image.h"
#include "elf/elf_model.h"
#include "elf/elf_strtab.h"
#include "util/sha256.h"

/*
 * A string table section with bytes in the model is kept as the start of
 * the one written: a name still at the offset it was read from (sh_name,
 * st_name) keeps it, so an object whose names did not change gets its
 * tables back unchanged, and the others are added after it. The bytes of
 * names no longer used stay (a few, where maps or sections were dropped).
 */
static void table_base(const struct bl_elf *elf, size_t idx, struct bl_strtab *st)
{
	const struct bl_section *s = idx && idx < elf->nr_secs ? &elf->secs[idx] : NULL;

	if (s && s->shdr.sh_type == SHT_STRTAB && s->data)
		bl_strtab_set_base(st, (const char *)s->data, s->size);
}

/*
 * Symbol table and string tables from the model's names. Symbols refer to
 * the names' handles until the tables are laid out, then to offsets.
 */
static int build_tables(const struct bl_elf *elf, struct bl_strtab *shstr,
			struct bl_strtab *symstr, Elf64_Sym **symtab,
			size_t *first_global, size_t *sh_names)
{
	bool shared = elf->shstrndx == elf->strtab_idx;
	struct bl_strtab *names = shared ? shstr : symstr;
	size_t i, *fresh = NULL, nr_fresh = 0, cap = 0;
	long h;
	int err;

	table_base(elf, elf->shstrndx, shstr);
	if (!shared)
		table_base(elf, elf->strtab_idx, symstr);
	for (i = 1; i < elf->nr_secs; i++) {
		h = bl_strtab_add_at(shstr, elf->secs[i].name, elf->secs[i].shdr.sh_name);
		if (h < 0)
			return h;
		sh_names[i] = h;
	}
	*symtab = calloc(elf->nr_syms, sizeof(Elf64_Sym));
	if (!*symtab)
		return -ENOMEM;
	*first_global = elf->nr_syms;
	for (i = 0; i < elf->nr_syms; i++) {
		Elf64_Sym *s = &(*symtab)[i];

		memcpy(s, &elf->syms[i].sym, sizeof(*s));
		h = i ? bl_strtab_add_at(names, elf->syms[i].name, s->st_name) :
			bl_strtab_add(names, "");
		if (h < 0) {
			err = h;
			goto out;
		}
		/* a name of the base has its offset now, others after finalize */
		if (bl_strtab_in_base(h)) {
			s->st_name = bl_strtab_off(names, h);
		} else {
			if (nr_fresh == cap) {
				size_t *f = realloc(fresh, (cap = 2 * cap + 16) * sizeof(*f));

				if (!f) {
					err = -ENOMEM;
					goto out;
				}
				fresh = f;
			}
			fresh[nr_fresh++] = i;
			s->st_name = h;		/* an entry: below UINT32_MAX */
		}
		if (GELF_ST_BIND(s->st_info) != STB_LOCAL) {
			if (*first_global == elf->nr_syms)
				*first_global = i;
		} else if (*first_global != elf->nr_syms) {
			err = -EINVAL;	/* a local after a global */
			goto out;
		}
	}
	err = bl_strtab_finalize(shstr) ?: shared ? 0 : bl_strtab_finalize(symstr);
	if (err)
		goto out;
	for (i = 1; i < elf->nr_secs; i++)
		sh_names[i] = bl_strtab_off(shstr, sh_names[i]);
	for (i = 0; i < nr_fresh; i++)
		(*symtab)[fresh[i]].st_name = bl_strtab_off(names, (*symtab)[fresh[i]].st_name);
out:
	free(fresh);
	return err;
}

/* One output section: its header and the bytes that go into the file. */
struct out_sec {
	GElf_Shdr sh;		/* sh_name set, sh_offset/sh_size not yet */
	const void *buf;
	size_t size;
	bool recompress;	/* changed since it was read compressed */
};

/*
 * A section stored compressed in the input: the stored bytes when its
 * content is unchanged, else compressed again by libelf after add_section().
 */
static bool zsec_unchanged(const struct bl_section *s)
{
	char sha[65];

	if (!s->z)
		return false;
	bl_sha256_hex(s->data, s->size, sha);
	return !strcmp(sha, s->z->plain_sha);
}

/*
 * What each section of @elf becomes in the file: the regenerated symbol and
 * string tables, .BTF.ext back in the object's byte order (into *@ext),
 * the stored bytes of untouched compressed sections.
 */
static int prepare_sections(const struct bl_elf *elf, const struct bl_strtab *shstr,
			    const struct bl_strtab *symstr, const Elf64_Sym *symtab,
			    size_t first_global, const size_t *sh_names,
			    struct out_sec *os, unsigned char **ext)
{
	size_t i;

	for (i = 1; i < elf->nr_secs; i++) {
		const struct bl_section *s = &elf->secs[i];
		struct out_sec *o = &os[i];
		bool stored = zsec_unchanged(s);

		o->sh = s->shdr;
		o->sh.sh_name = sh_names[i];
		o->buf = s->data;
		o->size = s->size;
		o->recompress = s->z && !stored;
		if (i == elf->symtab_idx) {
			o->buf = symtab;
			o->size = elf->nr_syms * sizeof(Elf64_Sym);
			o->sh.sh_info = first_global;
			o->sh.sh_link = elf->strtab_idx;
		} else if (i == elf->shstrndx) {
			o->buf = shstr->buf;
			o->size = shstr->len;
		} else if (i == elf->strtab_idx) {	/* not also shstrndx */
			o->buf = symstr->buf;
			o->size = symstr->len;
		} else if (elf->swapped && !strcmp(s->name, ".BTF.ext") && o->size) {
			free(*ext);
			*ext = malloc(o->size);
			if (!*ext)
				return -ENOMEM;
			memcpy(*ext, o->buf, o->size);
			bl_btf_ext_swap(*ext, o->size);
			o->buf = *ext;
		}
		if (stored) {
			o->buf = s->z->raw;
			o->size = s->z->raw_size;
			o->sh.sh_flags |= SHF_COMPRESSED;
			o->sh.sh_addralign = s->z->raw_align;
		}
	}
	return 0;
}

static int add_section(Elf *e, const struct out_sec *o, bool swapped, Elf_Scn **out)
{
	GElf_Shdr sh = o->sh;
	Elf_Scn *scn = *out = elf_newscn(e);
	Elf_Data *d;

	if (!scn)
		return -EINVAL;
	if (o->size || sh.sh_type == SHT_NOBITS) {
		d = elf_newdata(scn);
		if (!d)
			return -EINVAL;
		d->d_buf = sh.sh_type == SHT_NOBITS ? NULL : (void *)o->buf;
		d->d_size = o->size;
		/* held in host order: libelf writes them in the object's */
		d->d_type = !swapped ? ELF_T_BYTE :
			    sh.sh_type == SHT_SYMTAB ? ELF_T_SYM :
			    sh.sh_type == SHT_REL ? ELF_T_REL : ELF_T_BYTE;
		d->d_align = sh.sh_addralign ? sh.sh_addralign : 1;
		d->d_off = 0;
		d->d_version = EV_CURRENT;
	}
	sh.sh_size = o->size;
	sh.sh_offset = 0;
	return gelf_update_shdr(scn, &sh) ? 0 : -EINVAL;
}

static int write_fd(const struct bl_elf *elf, int fd, const struct out_sec *os)
{
	GElf_Ehdr eh;
	size_t i;
	Elf *e;
	int err = -EINVAL;

	e = elf_begin(fd, ELF_C_WRITE, NULL);
	if (!e)
		return -EINVAL;
	if (!gelf_newehdr(e, ELFCLASS64))
		goto out;
	eh = elf->ehdr;
	eh.e_shoff = 0;
	eh.e_phoff = 0;
	eh.e_phnum = 0;
	eh.e_shnum = 0;
	eh.e_shstrndx = elf->shstrndx < SHN_LORESERVE ? elf->shstrndx : SHN_XINDEX;
	/* byte order and class first: elf_compress() reads them */
	if (!gelf_update_ehdr(e, &eh))
		goto out;
	for (i = 1; i < elf->nr_secs; i++) {
		Elf_Scn *scn;

		err = add_section(e, &os[i], elf->swapped, &scn);
		if (!err && os[i].recompress && os[i].size &&
		    elf_compress(scn, elf->secs[i].z->ch_type, ELF_CHF_FORCE) < 0)
			err = -EINVAL;
		if (err)
			goto out;
	}
	err = -EINVAL;
	if (elf->shstrndx >= SHN_LORESERVE) {
		Elf_Scn *zero = elf_getscn(e, 0);
		GElf_Shdr z;

		if (!zero || !gelf_getshdr(zero, &z))
			goto out;
		z.sh_link = elf->shstrndx;
		gelf_update_shdr(zero, &z);
	}
	if (!gelf_update_ehdr(e, &eh))
		goto out;
	err = elf_update(e, ELF_C_WRITE) < 0 ? -EINVAL : 0;
out:
	elf_end(e);
	return err;
}

/* Through libelf into a memory file, read back: works for every model. */
static int write_libelf(const struct bl_elf *elf, const struct out_sec *os,
			const struct bl_sink *sink, void **out, size_t *out_len)
{
	void *buf = NULL;
	off_t end;
	int fd, err;

	fd = memfd_create("bpflegacy-out", MFD_CLOEXEC);
	if (fd < 0)
		return -errno;
	err = write_fd(elf, fd, os);
	if (err) {
		bl_report(sink, BL_ERROR, elf->name, NULL, "libelf cannot write the object: %s",
			  elf_errmsg(-1));
		goto out;
	}
	end = lseek(fd, 0, SEEK_END);
	buf = malloc(end > 0 ? end : 1);
	if (end <= 0 || !buf || pread(fd, buf, end, 0) != end) {
		err = -EIO;
		goto out;
	}
	*out = buf;
	*out_len = end;
	buf = NULL;
out:
	close(fd);
	free(buf);
	return err;
}

/*
 * The entry size elf_update() gives a section; false for the types whose
 * handling the direct writer does not reproduce (dynamic linking, groups,
 * RELA: none occurs in a BPF object the reader accepts).
 */
static bool direct_entsize(const GElf_Shdr *sh, uint64_t *entsize)
{
	switch (sh->sh_type) {
	case SHT_SYMTAB:
		*entsize = sizeof(Elf64_Sym);
		return true;
	case SHT_REL:
		*entsize = sizeof(Elf64_Rel);
		return true;
	case SHT_RELA: case SHT_GROUP: case SHT_SYMTAB_SHNDX: case SHT_HASH:
	case SHT_DYNAMIC: case SHT_DYNSYM: case SHT_SUNW_move: case SHT_SUNW_syminfo:
		return false;
	default:
		*entsize = sh->sh_entsize;
		return true;
	}
}

/*
 * Lay the file out exactly as elf_update(ELF_C_WRITE) without ELF_F_LAYOUT
 * does: the ELF header, each section in index order at the next multiple of
 * its alignment (0 counts as 1, and written as 1; a compressed section at
 * least 8, its Elf64_Chdr's), NOBITS taking no bytes, then the section
 * headers at the next multiple of 8; gaps are zeros. Only for what it
 * reproduces exactly (host byte order, nothing to compress again, fewer
 * than SHN_LORESERVE sections, sizes that divide by their entry size, as
 * libelf insists): returns 1 otherwise, and libelf writes the object.
 * tests/unit/elf_write.c checks that both give the same bytes.
 */
static int layout_direct(const struct bl_elf *elf, struct out_sec *os, uint64_t *shoff,
			 size_t *total)
{
	uint64_t pos = sizeof(Elf64_Ehdr), align, entsize;
	size_t i;

	if (elf->swapped || elf->nr_secs >= SHN_LORESERVE)
		return 1;
	for (i = 1; i < elf->nr_secs; i++) {	/* first whether it can */
		const GElf_Shdr *sh = &os[i].sh;

		if (os[i].recompress || !direct_entsize(sh, &entsize) ||
		    (sh->sh_addralign & (sh->sh_addralign - 1)) ||
		    (entsize > 1 && (sh->sh_flags & SHF_COMPRESSED ? elf->secs[i].size :
				     os[i].size) % entsize))
			return 1;
	}
	for (i = 1; i < elf->nr_secs; i++) {
		GElf_Shdr *sh = &os[i].sh;

		direct_entsize(sh, &sh->sh_entsize);
		align = sh->sh_addralign ? sh->sh_addralign : 1;
		if ((sh->sh_flags & SHF_COMPRESSED) && align < 8)
			align = 8;
		sh->sh_addralign = align;
		pos = (pos + align - 1) & ~(align - 1);
		sh->sh_offset = pos;
		sh->sh_size = os[i].size;
		if (sh->sh_type != SHT_NOBITS)
			pos += os[i].size;
	}
	pos = (pos + 7) & ~7ULL;
	*shoff = pos;
	*total = pos + elf->nr_secs * sizeof(Elf64_Shdr);
	return 0;
}

/*
 * The image: the header, then each section's bytes where they are (most
 * of them the input's) with zeros between, then the section headers.
 * Nothing of the object is copied here.
 */
static int write_direct(const struct bl_elf *elf, const struct out_sec *os, uint64_t shoff,
			struct bl_image *img)
{
	Elf64_Ehdr *eh;
	Elf64_Shdr *shdrs;
	uint64_t pos;
	size_t i;
	int err;

	eh = malloc(sizeof(*eh));
	shdrs = calloc(elf->nr_secs, sizeof(*shdrs));
	err = bl_image_own(img, eh) ?: bl_image_own(img, shdrs);
	if (err || !eh || !shdrs)
		return -ENOMEM;
	*eh = elf->ehdr;
	memcpy(eh->e_ident, ELFMAG, SELFMAG);
	eh->e_ident[EI_CLASS] = ELFCLASS64;
	eh->e_ident[EI_VERSION] = EV_CURRENT;
	eh->e_version = EV_CURRENT;
	eh->e_ehsize = sizeof(Elf64_Ehdr);
	eh->e_shentsize = sizeof(Elf64_Shdr);
	eh->e_phoff = 0;
	eh->e_phnum = 0;
	eh->e_shoff = shoff;
	eh->e_shnum = elf->nr_secs;
	eh->e_shstrndx = elf->shstrndx;
	err = bl_image_add(img, eh, sizeof(*eh));
	pos = sizeof(*eh);
	for (i = 1; i < elf->nr_secs && !err; i++) {
		const GElf_Shdr *sh = &os[i].sh;

		if (sh->sh_type == SHT_NOBITS || !os[i].size)
			continue;
		err = bl_image_add(img, NULL, sh->sh_offset - pos) ?:
		      bl_image_add(img, os[i].buf, os[i].size);
		pos = sh->sh_offset + os[i].size;
	}
	for (i = 1; i < elf->nr_secs; i++)
		memcpy(&shdrs[i], &os[i].sh, sizeof(shdrs[i]));	/* GElf_Shdr is Elf64_Shdr */
	return err ?: bl_image_add(img, NULL, shoff - pos) ?:
	       bl_image_add(img, shdrs, elf->nr_secs * sizeof(*shdrs));
}

static int write_mem(const struct bl_elf *elf, const struct bl_sink *sink, bool direct,
		     struct bl_image **out)
{
	struct bl_strtab shstr, symstr;
	size_t first_global = 0, *sh_names, len = 0, total, i;
	uint64_t shoff;
	unsigned char *ext = NULL;
	struct bl_image *img = NULL;
	struct out_sec *os;
	Elf64_Sym *symtab = NULL;
	void *flat = NULL;
	int err;

	*out = NULL;
	sh_names = calloc(elf->nr_secs, sizeof(*sh_names));
	os = calloc(elf->nr_secs, sizeof(*os));
	/* sized for what the tables' bases lack (little); they grow */
	err = sh_names && os ? bl_strtab_init(&shstr, 64) : -ENOMEM;
	if (!err && bl_strtab_init(&symstr, 64)) {
		bl_strtab_free(&shstr);
		err = -ENOMEM;
	}
	if (err) {
		free(sh_names);
		free(os);
		return err;
	}
	err = build_tables(elf, &shstr, &symstr, &symtab, &first_global, sh_names);
	if (err) {
		bl_report(sink, BL_ERROR, elf->name, NULL,
			  "internal error: cannot build symbol/string tables (%d)", err);
		goto out;
	}
	err = prepare_sections(elf, &shstr, &symstr, symtab, first_global, sh_names, os, &ext);
	if (!err)
		err = direct ? layout_direct(elf, os, &shoff, &total) : 1;
	if (!err) {
		/* the tables are pieces of the image: it frees them */
		void *give[] = { symtab, ext, shstr.buf, symstr.buf };

		symtab = NULL;
		ext = NULL;
		shstr.buf = symstr.buf = NULL;
		err = bl_image_new(&img);
		for (i = 0; i < sizeof(give) / sizeof(give[0]); i++) {
			if (err)
				free(give[i]);
			else
				err = bl_image_own(img, give[i]);
		}
		err = err ?: write_direct(elf, os, shoff, img);
	} else if (err == 1) {
		err = write_libelf(elf, os, sink, &flat, &len) ?: bl_image_from_buf(flat, len, &img);
	}
	if (!err) {
		*out = img;
		img = NULL;
	}
out:
	bl_image_free(img);
	free(ext);
	free(os);
	free(symtab);
	bl_strtab_free(&shstr);
	bl_strtab_free(&symstr);
	free(sh_names);
	return err;
}

int bl_elf_write_image(const struct bl_elf *elf, const struct bl_sink *sink,
		       struct bl_image **out)
{
	return write_mem(elf, sink, true, out);
}

static int write_flat(const struct bl_elf *elf, const struct bl_sink *sink, bool direct,
		      void **out, size_t *out_len)
{
	struct bl_image *img;
	int err = write_mem(elf, sink, direct, &img);

	*out = NULL;
	if (err)
		return err;
	err = bl_image_flatten(img, out, out_len);
	bl_image_free(img);
	return err;
}

int bl_elf_write_mem(const struct bl_elf *elf, const struct bl_sink *sink,
		     void **out, size_t *out_len)
{
	return write_flat(elf, sink, true, out, out_len);
}

int bl_elf_write_mem_libelf(const struct bl_elf *elf, const struct bl_sink *sink,
			    void **out, size_t *out_len)
{
	return write_flat(elf, sink, false, out, out_len);
}
