/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Source migration: a unified diff that rewrites the legacy map
 * declarations of the C sources an object was built from into BTF-defined
 * `.maps`, with the definitions the binary conversion plans for it.
 */
#ifndef BPFSOURCE_H
#define BPFSOURCE_H

#include "bpflegacy.h"

struct bl_source_opts {
	size_t sz;			/* sizeof(struct bl_source_opts) */
	const char *root;		/* patch paths are relative to it; NULL:
					 * the deepest directory holding the
					 * inputs' DW_AT_comp_dir (those that
					 * exist) and their map files, else the
					 * current directory */
	const char *const *sources;	/* files searched by map name when an
					 * object has no DWARF */
	size_t nr_sources;
	const struct bl_convert_opts *convert;	/* as for the conversion */
};

/* A legacy map declaration (or a tail-call program's section attribute)
 * the patch leaves as it is, and why. */
struct bl_source_left {
	char *file;		/* relative to the root where possible */
	unsigned int line;	/* 0: unknown */
	char *map;		/* the map's name, or the program's */
	char *why;
	bool program;		/* @map names a tail-call program */
};

/* A use of a legacy map struct type (`struct bpf_map_def *` returned,
 * a cast, a sizeof) left in a file whose declarations of that type the
 * patch rewrote, or in another source of the same object (a program
 * including the header of its maps): those maps have types of their own
 * now, so the use no longer fits them. A note; the patch is the same. */
struct bl_source_note {
	char *file;		/* relative to the root */
	unsigned int line;
	char *type;		/* "struct bpf_map_def" */
	char *maps_file;	/* where those maps are; NULL: @file */
};

/* A file the patch gives its macro block (`__uint`, `__type`, `__array`,
 * `SEC`, `LIBBPF_PIN_BY_NAME` under #ifndef) although an #include before
 * its maps (or in a project header it includes) could not be followed, so
 * whether the names come from there is unknown. A note; the patch is the
 * same. */
struct bl_source_unread {
	char *file;		/* the file that gets the block, relative to the root */
	char *include_file;	/* the file with the #include (relative where
				 * under the root) */
	unsigned int line;	/* the #include's line there */
	char *include;		/* as written: `"x.h"`, `<x.h>`, a macro */
	char *why;
};

struct bl_source_result {
	size_t sz;		/* sizeof(struct bl_source_result) */
	char *patch;		/* the unified diff (may be empty) */
	size_t patch_len;
	char *root;		/* the directory the paths are relative to */
	unsigned int nr_rewritten;	/* declarations rewritten */
	unsigned int nr_files;		/* files the patch changes */
	struct bl_source_left *left;
	size_t nr_left;
	struct bl_source_note *notes;	/* in file, then line order */
	size_t nr_notes;
	struct bl_source_unread *unread;	/* in file order */
	size_t nr_unread;
};

/*
 * Read the objects @inputs (paths), plan their conversion with
 * opts->convert (its diagnostics go to @sink, as for the conversion), find
 * each legacy map's declaration (DWARF decl_file/decl_line, else
 * opts->sources by name) and write the patch into @res. Sources are only
 * read. 0 (res->nr_left says what was left, res->notes the legacy types
 * still used where maps of them were rewritten, res->unread the files given
 * the macro block for want of an #include it could read), -EINVAL when an object does
 * not convert or two objects would rewrite one declaration differently
 * (reported), other negative errnos for I/O and memory.
 */
int bl_source_patch(const char *const *inputs, size_t nr,
		    const struct bl_source_opts *opts, const struct bl_sink *sink,
		    struct bl_source_result *res);
void bl_source_result_free(struct bl_source_result *res);

#endif /* BPFSOURCE_H */
