/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The libdw functions the library calls, loaded at their first use instead
 * of at every start: libdw and what it pulls in (liblzma, libbz2) cost a
 * process 0.25 ms to map and relocate, about a sixth of a whole 20 KB
 * conversion, which never reads DWARF (only --source-patch and bpf-lint's
 * finding locations do). A static build (BL_LIBDW_LINKED) calls them
 * directly.
 */
#ifndef BL_ELF_LIBDW_LOAD_H
#define BL_ELF_LIBDW_LOAD_H

#include <elfutils/libdw.h>

struct bl_libdw {
	__typeof__(dwarf_attr) *attr;
	__typeof__(dwarf_begin_elf) *begin_elf;
	__typeof__(dwarf_child) *child;
	__typeof__(dwarf_decl_column) *decl_column;
	__typeof__(dwarf_decl_file) *decl_file;
	__typeof__(dwarf_decl_line) *decl_line;
	__typeof__(dwarf_diename) *diename;
	__typeof__(dwarf_end) *end;
	__typeof__(dwarf_filesrc) *filesrc;
	__typeof__(dwarf_formstring) *formstring;
	__typeof__(dwarf_formudata) *formudata;
	__typeof__(dwarf_getsrcfiles) *getsrcfiles;
	__typeof__(dwarf_nextcu) *nextcu;
	__typeof__(dwarf_offdie) *offdie;
	__typeof__(dwarf_siblingof) *siblingof;
	__typeof__(dwarf_tag) *tag;
};

/* The functions, or NULL when libdw cannot be loaded (errno ELIBACC). */
const struct bl_libdw *bl_libdw(void);

#endif /* BL_ELF_LIBDW_LOAD_H */
