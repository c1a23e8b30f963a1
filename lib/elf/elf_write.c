// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Serialise the model with libelf. The symbol table and the string tables
 * are regenerated from the names in the model; libelf lays the file out, so
 * the same model always gives the same bytes.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "elf/elf_model.h"
#include "elf/elf_strtab.h"
#include "util/sha256.h"

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
	size_t i;
	long h;
	int err;

	for (i = 1; i < elf->nr_secs; i++) {
		h = bl_strtab_add(shstr, elf->secs[i].name);
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
		h = bl_strtab_add(names, i ? elf->syms[i].name : "");
		if (h < 0)
			return h;
		s->st_name = h;
		if (GELF_ST_BIND(s->st_info) != STB_LOCAL) {
			if (*first_global == elf->nr_syms)
				*first_global = i;
		} else if (*first_global != elf->nr_syms) {
			return -EINVAL;	/* a local after a global */
		}
	}
	err = bl_strtab_finalize(shstr) ?: shared ? 0 : bl_strtab_finalize(symstr);
	if (err)
		return err;
	for (i = 1; i < elf->nr_secs; i++)
		sh_names[i] = bl_strtab_off(shstr, sh_names[i]);
	for (i = 0; i < elf->nr_syms; i++)
		(*symtab)[i].st_name = bl_strtab_off(names, (*symtab)[i].st_name);
	return 0;
}

static int add_section(Elf *e, const struct bl_section *s, size_t name_off,
		       const void *buf, size_t size, bool swapped, Elf_Scn **out)
{
	GElf_Shdr sh = s->shdr;
	Elf_Scn *scn = *out = elf_newscn(e);
	Elf_Data *d;

	if (!scn)
		return -EINVAL;
	if (size || s->shdr.sh_type == SHT_NOBITS) {
		d = elf_newdata(scn);
		if (!d)
			return -EINVAL;
		d->d_buf = s->shdr.sh_type == SHT_NOBITS ? NULL : (void *)buf;
		d->d_size = size;
		/* held in host order: libelf writes them in the object's */
		d->d_type = !swapped ? ELF_T_BYTE :
			    s->shdr.sh_type == SHT_SYMTAB ? ELF_T_SYM :
			    s->shdr.sh_type == SHT_REL ? ELF_T_REL : ELF_T_BYTE;
		d->d_align = s->shdr.sh_addralign ? s->shdr.sh_addralign : 1;
		d->d_off = 0;
		d->d_version = EV_CURRENT;
	}
	sh.sh_name = name_off;
	sh.sh_size = size;
	sh.sh_offset = 0;
	return gelf_update_shdr(scn, &sh) ? 0 : -EINVAL;
}

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

static int write_fd(const struct bl_elf *elf, int fd, struct bl_strtab *shstr,
		    struct bl_strtab *symstr, Elf64_Sym *symtab, size_t first_global,
		    size_t *sh_names)
{
	unsigned char *ext = NULL;	/* .BTF.ext in the object's order */
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
		const struct bl_section *s = &elf->secs[i];
		struct bl_section tmp = *s;
		const void *buf = s->data;
		size_t size = s->size;
		bool stored = zsec_unchanged(s);
		Elf_Scn *scn;

		if (i == elf->symtab_idx) {
			buf = symtab;
			size = elf->nr_syms * sizeof(Elf64_Sym);
			tmp.shdr.sh_info = first_global;
			tmp.shdr.sh_link = elf->strtab_idx;
		} else if (i == elf->shstrndx) {
			buf = shstr->buf;
			size = shstr->len;
		} else if (i == elf->strtab_idx) {	/* not also shstrndx */
			buf = symstr->buf;
			size = symstr->len;
		} else if (elf->swapped && !strcmp(s->name, ".BTF.ext") && size) {
			free(ext);
			ext = malloc(size);
			if (!ext) {
				err = -ENOMEM;
				goto out;
			}
			memcpy(ext, buf, size);
			bl_btf_ext_swap(ext, size);
			buf = ext;
		}
		if (stored) {
			buf = s->z->raw;
			size = s->z->raw_size;
			tmp.shdr.sh_flags |= SHF_COMPRESSED;
			tmp.shdr.sh_addralign = s->z->raw_align;
		}
		err = add_section(e, &tmp, sh_names[i], buf, size, elf->swapped, &scn);
		if (!err && s->z && !stored && size &&
		    elf_compress(scn, s->z->ch_type, ELF_CHF_FORCE) < 0)
			err = -EINVAL;
		if (err)
			goto out;
	}
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
	free(ext);
	return err;
}

int bl_elf_write_mem(const struct bl_elf *elf, const struct bl_sink *sink,
		     void **out, size_t *out_len)
{
	struct bl_strtab shstr, symstr;
	size_t first_global = 0, *sh_names;
	Elf64_Sym *symtab = NULL;
	off_t end;
	int fd = -1, err;
	void *buf = NULL;

	*out = NULL;
	sh_names = calloc(elf->nr_secs, sizeof(*sh_names));
	err = sh_names ? bl_strtab_init(&shstr, elf->nr_secs + elf->nr_syms) : -ENOMEM;
	if (!err && bl_strtab_init(&symstr, elf->nr_syms)) {
		bl_strtab_free(&shstr);
		err = -ENOMEM;
	}
	if (err) {
		free(sh_names);
		return err;
	}
	err = build_tables(elf, &shstr, &symstr, &symtab, &first_global, sh_names);
	if (err) {
		bl_report(sink, BL_ERROR, elf->name, NULL,
			  "internal error: cannot build symbol/string tables (%d)", err);
		goto out;
	}
	fd = memfd_create("bpflegacy-out", MFD_CLOEXEC);
	if (fd < 0) {
		err = -errno;
		goto out;
	}
	err = write_fd(elf, fd, &shstr, &symstr, symtab, first_global, sh_names);
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
	if (fd >= 0)
		close(fd);
	free(buf);
	free(symtab);
	bl_strtab_free(&shstr);
	bl_strtab_free(&symstr);
	free(sh_names);
	return err;
}
