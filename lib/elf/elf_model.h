/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * An editable, bounds-checked model of a BPF relocatable object.
 *
 * elf_read.c fills it from a buffer and validates every index and size once,
 * so the rest of the library may trust it. elf_write.c serialises a model
 * back, rebuilding .symtab and the shared string table.
 */
#ifndef BL_ELF_MODEL_H
#define BL_ELF_MODEL_H

#include <gelf.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <linux/bpf.h>

#include "bpflegacy.h"

/*
 * A section stored compressed (SHF_COMPRESSED, Elf64_Chdr + payload). The
 * model holds it inflated; the stored bytes are kept so that a section the
 * conversion did not touch is written back byte for byte, and one it changed
 * is compressed again with the same algorithm.
 */
struct bl_zsec {
	unsigned char *raw;	/* Chdr + payload as in the file           */
	size_t raw_size;
	uint64_t raw_align;	/* sh_addralign of the stored section      */
	uint32_t ch_type;	/* ELFCOMPRESS_ZLIB, ELFCOMPRESS_ZSTD      */
	char plain_sha[65];	/* of the inflated bytes, to see changes   */
};

struct bl_section {
	char *name;
	GElf_Shdr shdr;		/* sh_name is meaningless in the model; for a
				 * compressed section it describes the
				 * inflated one (no SHF_COMPRESSED)        */
	unsigned char *data;	/* NULL when size is 0 / NOBITS; owned unless
				 * borrowed                                 */
	size_t size;
	struct bl_zsec *z;	/* owned; NULL unless stored compressed     */
	bool borrowed;		/* data points into memory the model does not
				 * own (bl_elf_read's buffer, or another
				 * model): never written, never freed       */
};

struct bl_symbol {
	char *name;
	GElf_Sym sym;		/* st_name is meaningless in the model     */
};

struct bl_elf {
	char *name;		/* for diagnostics                         */
	GElf_Ehdr ehdr;
	struct bl_section *secs;	/* secs[0] is the null section     */
	size_t nr_secs;
	struct bl_symbol *syms;	/* syms[0] is the null symbol              */
	size_t nr_syms;
	size_t symtab_idx;	/* section index of .symtab                */
	size_t strtab_idx;	/* string table for symbols (and names)    */
	size_t shstrndx;
	bool big_endian;	/* ELFDATA2MSB (clang -target bpfeb)     */
	bool swapped;		/* byte order differs from the host's:
				 * symbols, relocations and .BTF.ext are held
				 * in host order, every other section (.BTF
				 * included: libbpf reads either order) as in
				 * the file */
	const char *names_lo, *names_hi;	/* symbol names in [lo, hi)
				 * point into a symbol string table's bytes
				 * (ours or a model we outlive): not freed;
				 * a 151k-symbol object spent 10 MB on two
				 * strdup'ed copies of every name           */
};

/* Whether symbol name @name is borrowed from @elf's string table range. */
static inline bool bl_elf_name_borrowed(const struct bl_elf *elf, const char *name)
{
	return name >= elf->names_lo && name < elf->names_hi;
}

/*
 * Before writing into a section's bytes: a borrowed section gets a copy
 * of its own (borrowed bytes are the caller's const buffer, maybe a
 * read-only mapping). 0 or -ENOMEM.
 */
int bl_section_own(struct bl_section *s);

/*
 * Reading: on malformed input reports one BL_ERROR and returns -EINVAL.
 * Sections of an object stored in the host's byte order without compressed
 * sections borrow their bytes from @buf, which must then outlive the model
 * and is never written.
 */
int bl_elf_read(const void *buf, size_t len, const char *name,
		const struct bl_sink *sink, struct bl_elf **out);
void bl_elf_free(struct bl_elf *elf);
/* .BTF.ext between byte orders (all u32 words after the u16 magic). */
void bl_btf_ext_swap(unsigned char *p, size_t size);
/* Deep copy of @src's stored-compressed bytes into @dst (NULL stays NULL). */
int bl_zsec_dup(struct bl_section *dst, const struct bl_section *src);

/* Lookups; return 0 when absent (index 0 is never a real section). */
size_t bl_elf_find_section(const struct bl_elf *elf, const char *name);
const struct bl_symbol *bl_elf_find_symbol(const struct bl_elf *elf,
					   const char *name);

/* Relocation view of a SHT_REL section's data (validated by bl_elf_read). */
static inline size_t bl_rel_count(const struct bl_section *s)
{
	return s->size / sizeof(GElf_Rel);
}

static inline GElf_Rel *bl_rel_at(const struct bl_section *s, size_t i)
{
	return (GElf_Rel *)(s->data + i * sizeof(GElf_Rel));
}

/* A 32-bit word of section data, in the object's byte order. */
static inline uint32_t bl_elf_u32(const struct bl_elf *elf, const void *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return elf->swapped ? __builtin_bswap32(v) : v;
}

static inline void bl_elf_put_u32(const struct bl_elf *elf, void *p, uint32_t v)
{
	if (elf->swapped)
		v = __builtin_bswap32(v);
	memcpy(p, &v, 4);
}

/* Instructions in a program section (struct bpf_insn, 8 bytes each). */
static inline size_t bl_insn_count(const struct bl_section *s)
{
	return s->size / sizeof(struct bpf_insn);
}

/*
 * The instruction at @p (8 bytes of program section data) as the UAPI
 * struct, in host order whatever the object's: copied, as section data
 * need not be aligned; in the other byte order the register nibbles trade
 * places as the bitfields do.
 */
static inline struct bpf_insn bl_insn_read(const struct bl_elf *elf, const void *p)
{
	struct bpf_insn in;

	memcpy(&in, p, sizeof(in));
	if (elf->swapped) {
		uint8_t dst = in.dst_reg;

		in.dst_reg = in.src_reg;
		in.src_reg = dst;
		in.off = (int16_t)__builtin_bswap16(in.off);
		in.imm = (int32_t)__builtin_bswap32(in.imm);
	}
	return in;
}

/* Instruction @i (not a byte offset) of program section @s. */
static inline struct bpf_insn bl_insn_at(const struct bl_elf *elf,
					 const struct bl_section *s, size_t i)
{
	return bl_insn_read(elf, s->data + i * sizeof(struct bpf_insn));
}

static inline bool bl_sec_is_prog(const struct bl_section *s)
{
	return s->shdr.sh_type == SHT_PROGBITS &&
	       (s->shdr.sh_flags & SHF_EXECINSTR) && s->size > 0;
}

/*
 * Serialise. The symbol table and the string table are regenerated from
 * secs[].name / syms[].name; secs[symtab_idx].data is ignored. Deterministic:
 * the same model gives the same bytes.
 */
int bl_elf_write_mem(const struct bl_elf *elf, const struct bl_sink *sink,
		     void **out, size_t *out_len);
/*
 * The same as an image (elf_image.h) whose pieces point at the model's
 * section bytes: @elf (and what it borrows) must outlive it, or be handed
 * to it with bl_image_adopt().
 */
int bl_elf_write_image(const struct bl_elf *elf, const struct bl_sink *sink,
		       struct bl_image **out);
/* The same, always through libelf (for the tests: the bytes must agree). */
int bl_elf_write_mem_libelf(const struct bl_elf *elf, const struct bl_sink *sink,
			    void **out, size_t *out_len);

#include "util/diag.h"

#endif /* BL_ELF_MODEL_H */
