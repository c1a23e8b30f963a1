// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: the maps of an object as stock libbpf opens them, plus the
 * .maps slots .rel.maps fills (read with libelf), one sorted-friendly line
 * each, so two objects' maps can be compared with diff.
 *   mapsdump OBJ
 * map NAME type= key= value= max= flags= numa= pinned=0|1 key_type= value_type= inner=(...)
 * slot MAP+OFFSET -> SYMBOL
 */
#include <fcntl.h>
#include <gelf.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

static int quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return level == LIBBPF_WARN ? vfprintf(stderr, fmt, ap) : 0;
}

static void type_name(const struct btf *btf, __u32 id, char *buf, size_t sz)
{
	const struct btf_type *t = id ? btf__type_by_id(btf, id) : NULL;

	if (!t) {
		snprintf(buf, sz, "-");
		return;
	}
	snprintf(buf, sz, "%s:%s:%lld", btf_is_struct(t) ? "struct" : btf_is_union(t) ? "union" :
		 btf_is_typedef(t) ? "typedef" : btf_is_int(t) ? "int" : "other",
		 btf__name_by_offset(btf, t->name_off), (long long)btf__resolve_size(btf, id));
}

static void def(struct bpf_map *m)
{
	printf("type=%d key=%u value=%u max=%u flags=%u numa=%u pinned=%d",
	       bpf_map__type(m), bpf_map__key_size(m), bpf_map__value_size(m),
	       bpf_map__max_entries(m), bpf_map__map_flags(m), bpf_map__numa_node(m),
	       bpf_map__pin_path(m) != NULL);
}

static void slots(const char *path)
{
	int fd = open(path, O_RDONLY);
	Elf *e;
	Elf_Scn *scn = NULL, *symscn = NULL;
	size_t maps = 0, shstrndx;

	elf_version(EV_CURRENT);
	e = fd < 0 ? NULL : elf_begin(fd, ELF_C_READ, NULL);
	if (!e || elf_getshdrstrndx(e, &shstrndx))
		return;
	while ((scn = elf_nextscn(e, scn))) {
		GElf_Shdr sh;

		gelf_getshdr(scn, &sh);
		if (!strcmp(elf_strptr(e, shstrndx, sh.sh_name), ".maps"))
			maps = elf_ndxscn(scn);
		if (sh.sh_type == SHT_SYMTAB)
			symscn = scn;
	}
	for (scn = NULL; maps && symscn && (scn = elf_nextscn(e, scn));) {
		GElf_Shdr sh, symsh;
		Elf_Data *d, *syms = elf_getdata(symscn, NULL);
		size_t i, k, nsyms;

		gelf_getshdr(scn, &sh);
		gelf_getshdr(symscn, &symsh);
		if (sh.sh_type != SHT_REL || sh.sh_info != maps)
			continue;
		d = elf_getdata(scn, NULL);
		nsyms = symsh.sh_size / sizeof(Elf64_Sym);
		for (i = 0; d && i < sh.sh_size / sizeof(Elf64_Rel); i++) {
			GElf_Rel r;
			GElf_Sym target, s;

			gelf_getrel(d, i, &r);
			gelf_getsym(syms, GELF_R_SYM(r.r_info), &target);
			/* which map variable holds the slot */
			for (k = 1; k < nsyms; k++) {
				gelf_getsym(syms, k, &s);
				if (s.st_shndx == maps && GELF_ST_TYPE(s.st_info) == STT_OBJECT &&
				    r.r_offset >= s.st_value && r.r_offset < s.st_value + s.st_size)
					break;
			}
			if (k < nsyms)
				printf("slot %s+%llu -> %s\n", elf_strptr(e, symsh.sh_link, s.st_name),
				       (unsigned long long)(r.r_offset - s.st_value),
				       elf_strptr(e, symsh.sh_link, target.st_name));
		}
	}
	elf_end(e);
	close(fd);
}

int main(int argc, char **argv)
{
	struct bpf_object *obj;
	struct bpf_map *map;

	if (argc != 2) {
		fprintf(stderr, "usage: mapsdump OBJ\n");
		return 2;
	}
	libbpf_set_print(quiet);
	obj = bpf_object__open_file(argv[1], NULL);
	if (!obj) {
		fprintf(stderr, "mapsdump: %s: libbpf cannot open it\n", argv[1]);
		return 1;
	}
	bpf_object__for_each_map(map, obj) {
		struct btf *btf = bpf_object__btf(obj);
		struct bpf_map *inner = bpf_map__inner_map(map);
		char k[128], v[128];

		if (bpf_map__is_internal(map))	/* .data, .rodata, .bss, .kconfig */
			continue;

		type_name(btf, bpf_map__btf_key_type_id(map), k, sizeof(k));
		type_name(btf, bpf_map__btf_value_type_id(map), v, sizeof(v));
		printf("map %s ", bpf_map__name(map));
		def(map);
		printf(" key_type=%s value_type=%s inner=(", k, v);
		if (inner)
			def(inner);
		printf(")\n");
	}
	bpf_object__close(obj);
	slots(argv[1]);
	return 0;
}
