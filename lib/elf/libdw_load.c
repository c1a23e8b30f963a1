// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * libdw's functions by dlopen() at their first use (libdw_load.h says why),
 * or the functions themselves in a static build. Two threads that both
 * load it get the same handle and addresses (dlopen counts references),
 * so the first use needs no lock.
 */
#include <errno.h>

#include "elf/libdw_load.h"

#define FN(n) .n = dwarf_##n

#ifdef BL_LIBDW_LINKED
static const struct bl_libdw direct = {
	FN(attr), FN(begin_elf), FN(child), FN(decl_column), FN(decl_file),
	FN(decl_line), FN(diename), FN(end), FN(filesrc), FN(formstring),
	FN(formudata), FN(getsrcfiles), FN(nextcu), FN(offdie), FN(siblingof),
	FN(tag),
};

const struct bl_libdw *bl_libdw(void)
{
	return &direct;
}
#else
#include <dlfcn.h>
#include <stdbool.h>

/* the soname of every libdw since elfutils 0.122 */
#define LIBDW_SONAME "libdw.so.1"

static struct bl_libdw dw;
static bool loaded, failed;

#define SYM(n) (*(void **)&dw.n = dlsym(h, "dwarf_" #n)) != NULL

const struct bl_libdw *bl_libdw(void)
{
	void *h;

	if (__atomic_load_n(&loaded, __ATOMIC_ACQUIRE))
		return &dw;
	if (failed)
		goto fail;
	h = dlopen(LIBDW_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (!h || !(SYM(attr) && SYM(begin_elf) && SYM(child) && SYM(decl_column) &&
		    SYM(decl_file) && SYM(decl_line) && SYM(diename) && SYM(end) &&
		    SYM(filesrc) && SYM(formstring) && SYM(formudata) &&
		    SYM(getsrcfiles) && SYM(nextcu) && SYM(offdie) && SYM(siblingof) &&
		    SYM(tag))) {
		failed = true;
		goto fail;
	}
	__atomic_store_n(&loaded, true, __ATOMIC_RELEASE);
	return &dw;
fail:
	errno = ELIBACC;
	return NULL;
}
#endif
