/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * File I/O for the commands (lib/util/file_io.c): read an input without
 * blocking on what is not a regular file, write outputs all-or-nothing.
 * Private: in the library archive, not in the installed headers.
 */
#ifndef BL_FILE_IO_H
#define BL_FILE_IO_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/uio.h>

#include "util/out_file.h"

/* Errors beyond errno (returned negated), named by bl_io_strerror(). */
enum {
	BL_EFIFO = 4096,	/* a FIFO or socket where a regular file is needed */
	BL_EDEVICE,		/* a device node where a regular file is needed */
	BL_EDANGLING,		/* an output path that is a dangling symlink */
	BL_ESHRANK,		/* a mapped input was truncated while read */
};
const char *bl_io_strerror(int err);

/* Read a whole regular file, or standard input for "-". Anything else
 * (FIFO, device, directory) is refused without blocking. */
int bl_read_file(const char *path, void **buf, size_t *len);
/*
 * Inputs from this size on are mapped instead of read: no copy, the page
 * cache's pages themselves (below it read() into a buffer is as cheap).
 */
#define BL_MAP_MIN	(256 * 1024)
/* The same, but a large regular file is mapped read-only (*mapped set)
 * instead of copied; give it back with bl_unmap_file(). Like every
 * mapping reader (libelf's ELF_C_READ_MMAP, libbpf's linker), a file
 * truncated by someone else meanwhile raises SIGBUS: see below. */
int bl_map_file(const char *path, const void **buf, size_t *len, bool *mapped);
void bl_unmap_file(const void *buf, size_t len, bool mapped);
/* For a program (never the library, but in a worker process of its own):
 * turn that SIGBUS into the line "TOOL: FILE: cannot read: the file shrank
 * ..." (@tool NULL: no line) and exit @status. A SIGBUS while no file is
 * mapped is delivered as before. */
void bl_report_sigbus(const char *tool, int status);

/*
 * How far a set of outputs is taken. Both are all or nothing under the
 * final names (never a half-written file there, also after a SIGKILL or a
 * failed write of this process); they differ after a power cut or a
 * kernel crash:
 *   BL_WRITE_ATOMIC   no fsync: a new file may then be missing, empty or
 *                     the old one (what cc, ld, objcopy and bpftool give a
 *                     build, which makes it again);
 *   BL_WRITE_DURABLE  on return the data are on the disk (fsync'ed before
 *                     the swap) and so are the new names (each directory
 *                     fsync'ed after it): the old files or the new ones.
 */
enum bl_durability { BL_WRITE_ATOMIC, BL_WRITE_DURABLE };

/*
 * Write every file or none: regular files (and new paths) are written to
 * temporaries in their directories, then swapped in together (made
 * durable as @how says); a replaced file keeps its mode, owner and group
 * and a symlink keeps pointing at the new file. Standard output,
 * /dev/fd/N, character devices and FIFOs are written through (after every
 * temporary is complete, before the swap). At most 8 files. On error
 * returns -errno and sets *failed (if not NULL) to the index of the file
 * that failed.
 */
int bl_write_files(const struct bl_out *files, size_t nr, enum bl_durability how,
		   size_t *failed);
/* All @cnt pieces to @fd, a writev() at a time, short writes and EINTR
 * resumed; 0 or -errno (-EIO when nothing more goes). */
int bl_writev_all(int fd, const struct iovec *iov, size_t cnt);
/*
 * The same with the target directories opened once per @dirs
 * (util/out_plan.h), for a process that writes many sets. The files are
 * in place on return, with BL_WRITE_DURABLE their data durable too and
 * the directories marked for bl_dirs_sync(), which the caller runs before
 * it reports the run done (one fsync per directory, not per set).
 */
struct bl_dirs;
struct stat;
int bl_write_files_in(struct bl_dirs *dirs, const struct bl_out *files,
		      size_t nr, enum bl_durability how, size_t *failed);
/*
 * The same in two steps, for many BL_WRITE_DURABLE sets made durable
 * together (a -j worker's batch): bl_write_files_defer() writes the set's temporaries and
 * returns it in *@out without fsync; a set with a stream among its targets
 * is written whole at once instead (*@out NULL), as is one that failed.
 * bl_write_sets_sync() makes the temporaries of @nr sets durable (one
 * syncfs() per file system); its errors are each set's. Then
 * bl_write_set_commit() puts a set in place (or, after a sync error,
 * leaves nothing), frees it and returns 0 or -errno with *@failed the
 * path that failed. Open sets hold up to 8 descriptors each.
 */
struct bl_write_set;
int bl_write_files_defer(struct bl_dirs *dirs, const struct bl_out *files,
			 size_t nr, size_t *failed, struct bl_write_set **out);
void bl_write_sets_sync(struct bl_write_set *const *sets, size_t nr);
int bl_write_set_commit(struct bl_write_set *ws, const char **failed);
/* The same for one file. */
int bl_write_file_atomic(const char *path, const void *buf, size_t len,
			 unsigned int mode, enum bl_durability how);
/* Whether writing @path writes through to a stream or device ("-",
 * /dev/stdout, /dev/null, a FIFO) instead of replacing a file. */
bool bl_output_is_stream(const char *path);
bool bl_output_is_stream_in(struct bl_dirs *dirs, const char *path);
/*
 * Both at one look: *@stream as above, and 0 with @st the file @path names
 * (links followed) when there is one, else a negative errno (-ENOENT for a
 * stream). With @dirs, a path whose directory is missing costs no call.
 */
int bl_output_probe(struct bl_dirs *dirs, const char *path, bool *stream, struct stat *st);

#endif /* BL_FILE_IO_H */
