// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * DW_AT_decl_file/decl_line of the top-level variables (the maps and the
 * ____btf_map_NAME annotations among them) and functions (the tail-call
 * programs), read with libdw (loaded at the first read: elf/libdw_load.h).
 * C gives both one namespace at file scope.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <dwarf.h>
#include <elfutils/libdw.h>

#include "elf/dwarf_decls.h"
#include "elf/libdw_load.h"
#include "util/grow.h"

/* DWARF 5 file index 0 is the primary file, which elfutils 0.188's
 * dwarf_decl_file() reports as none: read the file table then. */
static const char *die_file(const struct bl_libdw *lib, Dwarf_Die *cu, Dwarf_Die *die)
{
	const char *file = lib->decl_file(die);
	Dwarf_Attribute attr;
	Dwarf_Files *files;
	Dwarf_Word idx;
	size_t nr;

	if (file)
		return file;
	if (lib->formudata(lib->attr(die, DW_AT_decl_file, &attr), &idx) ||
	    lib->getsrcfiles(cu, &files, &nr) || idx >= nr)
		return NULL;
	return lib->filesrc(files, idx, NULL, NULL);
}

static int add(const struct bl_libdw *lib, struct bl_dwarf_decls *dd, size_t *cap,
	       Dwarf_Die *cu, Dwarf_Die *die)
{
	const char *name = lib->diename(die), *file = die_file(lib, cu, die);
	struct bl_dwarf_decl *d;
	int line = 0, col = 0;

	if (!name || !file || lib->decl_line(die, &line) || line <= 0)
		return 0;
	lib->decl_column(die, &col);
	if (bl_grow(&dd->d, cap, dd->nr, sizeof(*d), 16))
		return -ENOMEM;
	d = &dd->d[dd->nr];
	d->name = strdup(name);
	d->file = strdup(file);
	d->line = line;
	d->col = col > 0 ? col : 0;
	if (!d->name || !d->file) {
		free(d->name);
		free(d->file);
		return -ENOMEM;
	}
	dd->nr++;
	return 0;
}

static int by_name(const void *a, const void *b)
{
	const struct bl_dwarf_decl *x = a, *y = b;

	return strcmp(x->name, y->name);
}

int bl_dwarf_decls_read(const void *buf, size_t len, bool want_copy,
			struct bl_dwarf_decls *dd)
{
	const struct bl_libdw *lib = bl_libdw();
	Dwarf_Off off = 0, next;
	size_t hsize, cap = 0;
	char *copy = NULL;
	Elf *elf = NULL;
	Dwarf *dw = NULL;
	int err = 0;

	memset(dd, 0, sizeof(*dd));
	if (!lib)
		return -ELIBACC;
	if (want_copy) {
		copy = malloc(len ? len : 1);
		if (!copy)
			return -ENOMEM;
		memcpy(copy, buf, len);
	}
	elf_version(EV_CURRENT);
	/* without a copy libelf and libdw only read the image */
	elf = elf_memory(copy ? copy : (char *)buf, len);
	dw = elf ? lib->begin_elf(elf, DWARF_C_READ, NULL) : NULL;
	while (dw && !err && !lib->nextcu(dw, off, &next, &hsize, NULL, NULL, NULL)) {
		Dwarf_Die cu, child;
		Dwarf_Attribute attr;
		const char *dir;

		if (lib->offdie(dw, off + hsize, &cu)) {
			dir = lib->formstring(lib->attr(&cu, DW_AT_comp_dir, &attr));
			if (dir && !dd->comp_dir && !(dd->comp_dir = strdup(dir)))
				err = -ENOMEM;
			if (!err && lib->child(&cu, &child) == 0) {
				do {
					if (lib->tag(&child) == DW_TAG_variable ||
					    lib->tag(&child) == DW_TAG_subprogram)
						err = add(lib, dd, &cap, &cu, &child);
				} while (!err && lib->siblingof(&child, &child) == 0);
			}
		}
		off = next;
	}
	if (dw)
		lib->end(dw);
	if (elf)
		elf_end(elf);
	free(copy);
	if (err)
		bl_dwarf_decls_free(dd);
	else if (dd->nr)
		qsort(dd->d, dd->nr, sizeof(*dd->d), by_name);
	return err;
}

const struct bl_dwarf_decl *bl_dwarf_decl_find(const struct bl_dwarf_decls *dd,
					       const char *name)
{
	struct bl_dwarf_decl key = { .name = (char *)name };

	return dd->nr ? bsearch(&key, dd->d, dd->nr, sizeof(key), by_name) : NULL;
}

void bl_dwarf_decls_free(struct bl_dwarf_decls *dd)
{
	size_t i;

	for (i = 0; i < dd->nr; i++) {
		free(dd->d[i].name);
		free(dd->d[i].file);
	}
	free(dd->d);
	free(dd->comp_dir);
	memset(dd, 0, sizeof(*dd));
}
