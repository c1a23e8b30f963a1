/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Where an object's DWARF says its file-scope variables and functions are
 * declared (bpf-lint's finding locations, --source-patch's declarations). */
#ifndef BL_ELF_DWARF_DECLS_H
#define BL_ELF_DWARF_DECLS_H

#include <stdbool.h>
#include <stddef.h>

struct bl_dwarf_decl {
	char *name;
	char *file;		/* as the line table names it */
	unsigned int line, col;	/* col 0: none recorded */
};

struct bl_dwarf_decls {
	char *comp_dir;		/* DW_AT_comp_dir of the first CU, or NULL */
	struct bl_dwarf_decl *d;	/* sorted by name */
	size_t nr;
};

/*
 * 0 (nr == 0 without DWARF), -ENOMEM, or -ELIBACC when libdw cannot be
 * loaded. @buf is never written to: with
 * @copy, libdw reads a private copy (it inflates compressed sections and
 * converts the other byte order in the image it is given); without, the
 * caller knows the image needs neither.
 */
int bl_dwarf_decls_read(const void *buf, size_t len, bool copy,
			struct bl_dwarf_decls *out);
const struct bl_dwarf_decl *bl_dwarf_decl_find(const struct bl_dwarf_decls *dd,
					       const char *name);
void bl_dwarf_decls_free(struct bl_dwarf_decls *dd);

#endif /* BL_ELF_DWARF_DECLS_H */
