/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The source migration's steps (lib/source/patch/sp_*.c), driven by
 * source_patch.c, share one run: the source files read (sp_files.c, which
 * also keeps the edits and what was left), where each map is declared
 * (sp_locate.c), the map rewrites (sp_maps.c), the program edits
 * (sp_progs.c), the notes on legacy types still used (sp_uses.c) and the
 * diff (sp_write.c). Each step takes what the earlier ones made; none
 * calls back into the driver.
 */
#ifndef BL_SP_RUN_H
#define BL_SP_RUN_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "bpfsource.h"
#include "convert/converted.h"
#include "elf/dwarf_decls.h"
#include "source/find/decl_find.h"
#include "source/patch/udiff.h"
#include "source/rewrite/map_rewrite.h"
#include "util/diag.h"

struct sp_edit {
	struct bl_edit e;
	const char *object;
	bool is_decl;
};

/* A macro body an object's calls refused to have rewritten: at byte
 * offset @start of its file, by @object, for @why. */
struct sp_veto {
	size_t start;
	const char *object;
	char *why;
};

struct sp_file {
	char *path;		/* resolved */
	char *rel;		/* in the patch */
	char *text;
	size_t len;
	struct bl_src_file scan;
	struct sp_edit *edits;
	size_t nr_edits;
	char **tags;		/* struct tags of the declarations rewritten */
	size_t nr_tags;
	/* the macro bodies refused: another object's rewrite of one of
	 * them fails the run (sp_macros.c) */
	struct sp_veto *vetoes;
	size_t nr_vetoes;
};

/* The source files of one object: its DWARF's, its unit, its maps'. */
struct sp_ofiles {
	struct sp_file **f;
	size_t nr;
};

struct sp_run {
	const struct bl_source_opts *opts;
	const struct bl_sink *sink;
	struct bl_source_result *res;
	char *root;
	struct sp_file **files;	/* pointers: locations keep them */
	size_t nr_files;
	struct sp_ofiles *objs;	/* per object with rewrites */
	size_t nr_objs;
};

/* Where one map of the object is declared, and what it becomes. */
struct sp_loc {
	struct sp_file *sf;
	struct bl_map_decl d;
	unsigned int line;
	const char *why;
	char *kv[2];
	struct sp_file *kv_sf;	/* the annotation, removed with the rewrite */
	size_t kv_start, kv_end;
	unsigned int kv_line;
	struct bl_rw_map rw;
	struct bl_rw_slot *slots;
	char *protos;		/* --prog-array-init: the slots' programs */
	char *tmpl;		/* a pinned inner's template tag */
	char *fwd;		/* an outer whose template comes later in the
				 * translation unit: its forward declarations */
	bool done;
	bool listed;		/* left, and listed already */
};

/* The object's compilation unit: its STT_FILE symbol (the path clang was
 * given) and, when it exists beside the object, that file resolved. */
struct sp_unit {
	const char *name;
	char real[PATH_MAX];
};

/* One input object: read, converted and its DWARF read once, then patched. */
struct sp_input {
	const char *path;
	void *buf;
	size_t len;
	struct bl_converted *cv;	/* NULL: nothing to patch */
	struct bl_dwarf_decls dd;
};

/* sp_files.c: the run's files, root, edits and listings */
int bl_sp_leave(struct sp_run *r, const char *file, unsigned int line, const char *map,
		const char *fmt, ...) __attribute__((format(printf, 5, 6)));
bool bl_sp_is_dir(const char *p);
/* The real path of @path, taken relative to the first @dlen bytes of @dir
 * when relative and @dir is not NULL, into @real (PATH_MAX bytes). */
bool bl_sp_resolve(const char *dir, int dlen, const char *path, char *real);
int bl_sp_set_root(struct sp_run *r, const char *comp_dir);
/* The file of the run at @path (resolved against @dir), read and scanned;
 * NULL with *@why. */
struct sp_file *bl_sp_get_file(struct sp_run *r, const char *dir, const char *path,
			       const char **why);
int bl_sp_push_edit(struct sp_file *sf, struct sp_edit fe);
/* An edit of @sf (@text is taken); the same edit twice is kept once, two
 * different ones of one declaration refuse the run. */
int bl_sp_add_edit(struct sp_run *r, struct sp_file *sf, size_t start, size_t end,
		   char *text, const char *object, bool is_decl, const char *map,
		   unsigned int line);
/* The edit removing @l's BPF_ANNOTATE_KV_PAIR (bl_sp_take_kv()), if it has one:
 * obsolete once the map is BTF-defined. */
int bl_sp_drop_kv(struct sp_run *r, const char *object, const struct sp_loc *l);
int bl_sp_default_root(struct sp_run *r, const struct sp_input *ins, size_t nr);

/* sp_locate.c: where each map is declared */
void bl_sp_unit_of(const struct bl_elf *elf, const char *path, struct sp_unit *u);
void bl_sp_locate(struct sp_run *r, const struct bl_dwarf_decls *dd, const char *name,
		  const struct sp_unit *unit, struct sp_loc *l);
const char *bl_sp_take_kv(struct sp_run *r, const struct bl_dwarf_decls *dd, struct sp_loc *l);

/* sp_progs.c: the programs' edits */
const char *bl_sp_prog_slot(struct sp_run *r, const struct bl_plan *p,
			    const struct bl_dwarf_decls *dd, struct sp_loc *l, size_t sym);
int bl_sp_rewrite_tails(struct sp_run *r, const char *object, const struct bl_plan *p,
			const struct bl_dwarf_decls *dd, const struct sp_loc *locs);
int bl_sp_rewrite_statics(struct sp_run *r, const char *object, const struct bl_plan *p,
			  const struct bl_dwarf_decls *dd);

/* sp_maps.c: the maps' rewrites */
int bl_sp_rewrite_maps(struct sp_run *r, const char *object, const struct bl_plan *p,
		       const struct bl_dwarf_decls *dd, struct sp_loc *locs);

/* sp_macros.c: the maps declared through macros (l->why bl_src_why_macro) */
int bl_sp_rewrite_macro_maps(struct sp_run *r, const char *object, const struct bl_plan *p,
			     struct sp_loc *locs);

/* sp_uses.c: the legacy types still used */
int bl_sp_object_files(struct sp_run *r, const struct sp_input *in, const struct sp_loc *locs);
int bl_sp_find_uses(struct sp_run *r);

/* sp_write.c: the diff */
int bl_sp_write_patch(struct sp_run *r);

#endif /* BL_SP_RUN_H */
