// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Whole-file reads and all-or-nothing writes.
 *
 * Reads accept regular files and "-" (standard input, where a pipe is fine);
 * anything else is refused after a non-blocking open, so a FIFO or a device
 * never blocks or is consumed.
 *
 * Writes take a set of files that must appear together: every regular-file
 * target is written to an unnamed temporary (O_TMPFILE; a named one where the
 * file system lacks it) in the target's directory; only when all of them
 * are complete are they linked and swapped into place (renameat2
 * RENAME_EXCHANGE, so a late failure puts the old files back). A run
 * killed before the commit leaves nothing. A durable set
 * (BL_WRITE_DURABLE) has its temporaries fsync'ed before the swap and its
 * directories after; an atomic one (BL_WRITE_ATOMIC) has no fsync at all:
 * an fsync protects against a power cut, not against a crash of this
 * process, and waits for the disk (a write and a cache flush), longer
 * than a small conversion takes. Linux cannot replace a file by an
 * unnamed one, so while the directory is locked the temporary has a name
 * derived from the target's;
 * a run killed in that window (link .. rename) leaves that name, and the
 * next run on the same target removes it.
 * Standard output, /dev/fd/N aliases, character devices and FIFOs are
 * written through, never replaced.
 *
 * Many sets (a -j worker's jobs) can be made durable together instead:
 * bl_write_files_defer() writes a set's temporaries and keeps them open,
 * bl_write_sets_sync() makes every temporary of many sets durable with one
 * syncfs() per file system (one journal commit and one cache flush for
 * them all, not one per file), and bl_write_set_commit() then swaps each
 * set in as above. Until its commit a set has no name in the directory
 * (or only a temporary's where O_TMPFILE is missing), so a crash still
 * leaves the old files or the new ones, never part of a set.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#include <linux/magic.h>

#include "util/file_io.h"
#include "util/file_same.h"
#include "util/out_plan.h"

#define BL_MAX_INPUT (1UL << 30)
#define TMP_PREFIX ".bl2btf-"
#define TMP_NAME_LEN (sizeof(TMP_PREFIX) - 1 + 12)

const char *bl_io_strerror(int err)
{
	switch (err) {
	case -BL_EFIFO: return "is a FIFO or socket, not a regular file";
	case -BL_EDEVICE: return "is a device, not a regular file";
	case -EISDIR: return "is a directory, not a regular file";
	case -BL_EDANGLING: return "is a dangling symbolic link";
	case -BL_ESHRANK: return "the file shrank while being read (truncated by another process?)";
	case -EFBIG: return "is larger than the 1 GiB input limit";
	default: return strerror(-err);
	}
}

static int kind_error(mode_t mode)
{
	if (S_ISDIR(mode))
		return -EISDIR;
	if (S_ISCHR(mode) || S_ISBLK(mode))
		return -BL_EDEVICE;
	return -BL_EFIFO;
}

static int read_all(int fd, size_t hint, void **buf, size_t *len)
{
	size_t cap = hint ? hint + 1 : 65536, got = 0;
	char *b = malloc(cap), *nb;
	size_t want;
	ssize_t n;

	if (!b)
		return -ENOMEM;
	for (;;) {
		if (got == cap) {
			if (cap > BL_MAX_INPUT) {
				free(b);
				return -EFBIG;
			}
			nb = realloc(b, cap * 2);
			if (!nb) {
				free(b);
				return -ENOMEM;
			}
			b = nb;
			cap *= 2;
		}
		want = cap - got;
		n = read(fd, b + got, want);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			free(b);
			return -errno;
		}
		if (!n)
			break;
		got += n;
		/* a regular file (@hint is its size) read short is at its end:
		 * no second read to be told so */
		if (hint && (size_t)n < want)
			break;
	}
	if (got > BL_MAX_INPUT) {
		free(b);
		return -EFBIG;
	}
	*buf = b;
	*len = got;
	return 0;
}

static int read_or_map(const char *path, void **buf, size_t *len, bool *mapped)
{
	struct stat st;
	int fd, err;

	*buf = NULL;
	*len = 0;
	if (mapped)
		*mapped = false;
	if (!strcmp(path, "-"))
		return read_all(STDIN_FILENO, 0, buf, len);
	/* O_NONBLOCK: a FIFO without a writer must not hang the open */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	if (fstat(fd, &st)) {
		err = -errno;
		goto out;
	}
	if (!S_ISREG(st.st_mode)) {
		err = kind_error(st.st_mode);
		goto out;
	}
	if ((size_t)st.st_size > BL_MAX_INPUT) {
		err = -EFBIG;
		goto out;
	}
	if (mapped && st.st_size >= BL_MAP_MIN) {
		*buf = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
		if (*buf != MAP_FAILED) {
			*len = st.st_size;
			*mapped = true;
			err = 0;
			goto out;
		}
		*buf = NULL;	/* a file system without mmap: read it */
	}
	err = read_all(fd, st.st_size, buf, len);
out:
	close(fd);
	return err;
}

int bl_read_file(const char *path, void **buf, size_t *len)
{
	return read_or_map(path, buf, len, NULL);
}

/* The file this thread has mapped, for the SIGBUS report. */
static __thread const char *mapped_path;
static const char *sigbus_tool;
static int sigbus_status;

int bl_map_file(const char *path, const void **buf, size_t *len, bool *mapped)
{
	void *b;
	int err = read_or_map(path, &b, len, mapped);

	*buf = b;
	if (!err && *mapped)
		mapped_path = path;
	return err;
}

void bl_unmap_file(const void *buf, size_t len, bool mapped)
{
	if (mapped) {
		munmap((void *)buf, len);
		mapped_path = NULL;
	} else {
		free((void *)buf);
	}
}

static void put(const char *s)
{
	ssize_t n = write(STDERR_FILENO, s, strlen(s));

	(void)n;
}

/* SIGBUS while a file is mapped: the file shrank under us. */
static void on_sigbus(int sig, siginfo_t *si, void *uc)
{
	const char *path = mapped_path;

	(void)si;
	(void)uc;
	if (path) {
		if (sigbus_tool) {
			put(sigbus_tool);
			put(": ");
			put(path);
			put(": cannot read: the file shrank while being read (truncated by another process?)\n");
		}
		_exit(sigbus_status);
	}
	signal(sig, SIG_DFL);	/* not ours: die of it as before */
	raise(sig);
}

void bl_report_sigbus(const char *tool, int status)
{
	/* once a process (a fork keeps it): a -j worker calls this per job */
	static bool installed;
	struct sigaction sa = { .sa_sigaction = on_sigbus, .sa_flags = SA_SIGINFO };

	sigbus_tool = tool;
	sigbus_status = status;
	if (installed)
		return;
	sigemptyset(&sa.sa_mask);
	installed = !sigaction(SIGBUS, &sa, NULL);
}

/* ---- writing ---------------------------------------------------------- */

enum out_kind {
	OUT_FD,		/* "-" or /dev/fd/N: write to an open descriptor */
	OUT_THROUGH,	/* existing character device or FIFO: open and write */
	OUT_REPLACE,	/* existing regular file: swap in a new one */
	OUT_CREATE,	/* new path */
};

struct out_state {
	enum out_kind kind;
	int fd;			/* descriptor written to */
	int dirfd;		/* target directory (REPLACE/CREATE) */
	struct bl_dir *cached;	/* dirfd is the cache's: not closed here */
	dev_t dev;		/* of the directory, for the lock order */
	ino_t ino;
	char *dir, *name;	/* target split at the last '/' */
	char tmp[TMP_NAME_LEN + 1];	/* name the temp file is linked under */
	bool unnamed;		/* O_TMPFILE, not linked yet */
	bool linked;		/* tmp names a file we must remove on failure */
	bool direct;		/* CREATE linked straight to name */
	bool swapped;		/* REPLACE: tmp now holds the old file */
	bool renamed;		/* plain rename done: cannot be undone */
	bool durable;		/* BL_WRITE_DURABLE: fsync data, then directory */
	struct stat old;
};

/*
 * /dev/stdout, /dev/fd/N and /proc/self/fd/N name descriptors of this
 * process: return N, or -1 when @path is no such alias. Each symlink hop is
 * checked because /dev/stdout -> /proc/self/fd/1 -> the file behind it.
 */
static int fd_alias(const char *path)
{
	char cur[PATH_MAX], link[PATH_MAX], dir[PATH_MAX], *slash, *end;
	char want[64];
	int hop;
	long n;
	ssize_t len;

	if (snprintf(cur, sizeof(cur), "%s", path) >= (int)sizeof(cur))
		return -1;
	snprintf(want, sizeof(want), "/proc/%ld/fd", (long)getpid());
	for (hop = 0; hop < 40; hop++) {
		slash = strrchr(cur, '/');
		if (slash) {
			*slash = '\0';
			if (realpath(*cur ? cur : "/", dir) && !strcmp(dir, want)) {
				n = strtol(slash + 1, &end, 10);
				if (!*end && slash[1] && n >= 0 && n < INT_MAX)
					return (int)n;
			}
			*slash = '/';
		}
		len = readlink(cur, link, sizeof(link) - 1);
		if (len < 0)
			return -1;
		link[len] = '\0';
		if (link[0] != '/' && slash) {
			slash[1] = '\0';
			if (strlen(cur) + len >= sizeof(cur))
				return -1;
			strcat(cur, link);
		} else {
			memcpy(cur, link, len + 1);
		}
	}
	return -1;
}

static int split_target(struct out_state *s, const char *target,
			struct bl_dirs *dirs)
{
	struct stat st;

	const char *slash = strrchr(target, '/');

	if (slash) {
		s->dir = strndup(target, slash == target ? 1 : (size_t)(slash - target));
		s->name = strdup(slash + 1);
	} else {
		s->dir = strdup(".");
		s->name = strdup(target);
	}
	if (!s->dir || !s->name)
		return -ENOMEM;
	if (!*s->name)
		return -EISDIR;
	if (dirs) {
		s->cached = bl_dirs_open(dirs, s->dir);
		if (!s->cached)
			return -errno;
		s->dirfd = s->cached->fd;
		s->dev = s->cached->dev;
		s->ino = s->cached->ino;
		return 0;
	}
	s->dirfd = open(s->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (s->dirfd < 0 && errno == EACCES)
		s->dirfd = open(s->dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (s->dirfd < 0 || fstat(s->dirfd, &st))
		return -errno;
	s->dev = st.st_dev;
	s->ino = st.st_ino;
	return 0;
}

static bool dir_is_proc(const struct out_state *s)
{
	struct statfs sfs;

	if (s->cached)
		return s->cached->is_proc;
	return !fstatfs(s->dirfd, &sfs) && sfs.f_type == PROC_SUPER_MAGIC;
}

/* Not a file in a directory after all: forget the directory. */
static void drop_dir(struct out_state *s)
{
	if (s->dirfd >= 0 && !s->cached)
		close(s->dirfd);
	s->dirfd = -1;
	s->cached = NULL;
}

static int classify_fd(struct out_state *s, int n)
{
	s->kind = OUT_FD;
	s->fd = n;
	return fcntl(s->fd, F_GETFD) < 0 ? -EBADF : 0;
}

/*
 * Decide what writing @path means; resolve symlinks to the file they name.
 * lstat() first: a plain name (the common case) costs that one call and
 * its directory (cached in @dirs when given); only a symlink is followed
 * hop by hop for a /proc/PID/fd alias, and only a name missing from a
 * procfs directory (/dev/fd/N of no descriptor) is looked up as one.
 */
static int classify(struct out_state *s, const char *path, struct bl_dirs *dirs)
{
	struct stat lst;
	char *real;
	int n, err;

	if (!strcmp(path, "-"))
		return classify_fd(s, STDOUT_FILENO);
	if (lstat(path, &lst)) {
		if (errno != ENOENT)
			return -errno;
		err = split_target(s, path, dirs);
		if (!err && dir_is_proc(s) && (n = fd_alias(path)) >= 0) {
			drop_dir(s);
			return classify_fd(s, n);
		}
		s->kind = OUT_CREATE;
		return err;
	}
	if (S_ISLNK(lst.st_mode)) {
		n = fd_alias(path);
		if (n >= 0)
			return classify_fd(s, n);
		/*
		 * A link stat() does not follow is dangling: a concurrent run
		 * that creates its target does so through this same link.
		 */
		if (stat(path, &s->old))
			return errno == ENOENT ? -BL_EDANGLING : -errno;
	} else {
		s->old = lst;
	}
	if (S_ISCHR(s->old.st_mode) || S_ISFIFO(s->old.st_mode)) {
		s->kind = OUT_THROUGH;
		return 0;
	}
	if (!S_ISREG(s->old.st_mode))
		return kind_error(s->old.st_mode);
	s->kind = OUT_REPLACE;
	if (!S_ISLNK(lst.st_mode))
		return split_target(s, path, dirs);
	/* replace the file a symlink names, keep the link */
	real = realpath(path, NULL);
	if (!real)
		return -errno;
	err = split_target(s, real, dirs);
	free(real);
	return err;
}

int bl_writev_all(int fd, const struct iovec *iov, size_t cnt)
{
	struct iovec v[64];
	size_t i = 0, skip = 0, n, k;
	ssize_t w;

	while (i < cnt) {
		/* pieces of no bytes: writev() would say 0, as for no room */
		if (iov[i].iov_len == skip) {
			i++;
			skip = 0;
			continue;
		}
		for (n = 0; n < sizeof(v) / sizeof(v[0]) && i + n < cnt; n++)
			v[n] = iov[i + n];
		v[0].iov_base = (char *)v[0].iov_base + skip;
		v[0].iov_len -= skip;
		w = writev(fd, v, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			return -errno;
		if (!w)
			return -EIO;
		/* past the pieces written whole, into the one written in part */
		for (k = 0; k < n && (size_t)w >= v[k].iov_len; k++) {
			w -= v[k].iov_len;
			skip = 0;
			i++;
		}
		if (k < n)
			skip += w;
	}
	return 0;
}

static int write_out(int fd, const struct bl_out *o)
{
	struct iovec one = { (void *)o->buf, o->len };

	return o->iov ? bl_writev_all(fd, o->iov, o->iovcnt) : bl_writev_all(fd, &one, 1);
}

static void random_name(char *out)
{
	static const char set[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	unsigned char r[12];
	struct timespec ts;
	size_t i;

	if (getrandom(r, sizeof(r), GRND_NONBLOCK) != (ssize_t)sizeof(r)) {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		for (i = 0; i < sizeof(r); i++)
			r[i] = (unsigned char)((ts.tv_nsec >> (i % 4 * 8)) ^ getpid() ^ (i * 31));
	}
	memcpy(out, TMP_PREFIX, sizeof(TMP_PREFIX) - 1);
	for (i = 0; i < sizeof(r); i++)
		out[sizeof(TMP_PREFIX) - 1 + i] = set[r[i] % (sizeof(set) - 1)];
	out[TMP_NAME_LEN] = '\0';
}

/* Make s->tmp with @make under fresh random names until one is free. */
static int try_names(struct out_state *s,
		     int (*make)(struct out_state *s, unsigned int mode),
		     unsigned int mode)
{
	int tries, err = -EEXIST;

	for (tries = 0; tries < 100 && err == -EEXIST; tries++) {
		random_name(s->tmp);
		err = make(s, mode);
	}
	if (!err)
		s->linked = true;
	return err;
}

static int create_named(struct out_state *s, unsigned int mode)
{
	s->fd = openat(s->dirfd, s->tmp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC,
		       mode);
	return s->fd < 0 ? -errno : 0;
}

static int link_unnamed(struct out_state *s, const char *name);

static int link_named(struct out_state *s, unsigned int mode)
{
	return link_unnamed(s, s->tmp);
}

/* The temporary: unnamed where the file system allows, else a short name. */
static int open_temp(struct out_state *s, unsigned int mode)
{

	s->fd = openat(s->dirfd, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
	if (s->fd >= 0) {
		s->unnamed = true;
		return 0;
	}
	if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)
		return -errno;
	return try_names(s, create_named, mode);
}

/* Write the whole temporary, with the replaced file's owner and mode. */
static int prepare(struct out_state *s, const struct bl_out *o)
{
	struct stat st;
	int err;

	if (s->kind == OUT_FD)
		return 0;
	if (s->kind == OUT_THROUGH) {
		s->fd = open(o->path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
		return s->fd < 0 ? -errno : 0;
	}
	err = open_temp(s, o->mode);
	if (err)
		return err;
	err = write_out(s->fd, o);
	/* (one fstat: the replaced file's owner and mode are most often the
	 * ones the temporary got, and then two calls fewer) */
	if (!err && s->kind == OUT_REPLACE && fstat(s->fd, &st))
		err = -errno;
	if (!err && s->kind == OUT_REPLACE) {
		/* owner first: chown clears set-id bits; EPERM: not ours to give */
		if ((st.st_uid != s->old.st_uid || st.st_gid != s->old.st_gid) &&
		    fchown(s->fd, s->old.st_uid, s->old.st_gid) &&
		    fchown(s->fd, -1, s->old.st_gid) && errno != EPERM)
			err = -errno;
		if (!err && (st.st_mode & 07777) != (s->old.st_mode & 07777) &&
		    fchmod(s->fd, s->old.st_mode & 07777))
			err = -errno;
	}
	/* writeback starts now; fsync'ed once every temporary is written */
	if (!err && s->durable)
		sync_file_range(s->fd, 0, 0, SYNC_FILE_RANGE_WRITE);
	return err;
}

/*
 * AT_EMPTY_PATH where the kernel lets this process use it (it answers
 * ENOENT without CAP_DAC_READ_SEARCH; asked once a process), else through
 * /proc, whose path walk cost 14 us of a 80 us two-file replacement on
 * tmpfs.
 */
static int link_unnamed(struct out_state *s, const char *name)
{
	static int empty_path = 1;	/* -1: refused once, not asked again */
	char proc[64];

	if (empty_path > 0) {
		if (!linkat(s->fd, "", s->dirfd, name, AT_EMPTY_PATH))
			return 0;
		if (errno != ENOENT)
			return -errno;
		empty_path = -1;
	}
	snprintf(proc, sizeof(proc), "/proc/self/fd/%d", s->fd);
	if (!linkat(AT_FDCWD, proc, s->dirfd, name, AT_SYMLINK_FOLLOW))
		return 0;
	return -errno;
}

/*
 * The name an unnamed temporary is linked under while its directory is
 * locked: derived from the target's name (FNV-1a), so a run killed in that
 * window leaves a name the next run on the same target removes.
 */
static void stable_name(char *out, const char *name)
{
	static const char set[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	uint64_t h = 0xcbf29ce484222325ULL;
	size_t i;

	for (; *name; name++)
		h = (h ^ (unsigned char)*name) * 0x100000001b3ULL;
	memcpy(out, TMP_PREFIX, sizeof(TMP_PREFIX) - 1);
	for (i = 0; i < 12; i++, h /= 36)
		out[sizeof(TMP_PREFIX) - 1 + i] = set[h % 36];
	out[TMP_NAME_LEN] = '\0';
}

/*
 * Give the temporary a name: the target's itself for a new path, else the
 * stable name (@locked: only runs holding the directory lock use it, so an
 * existing one is a leftover) or a random one.
 */
static int link_temp(struct out_state *s, bool locked)
{
	int err;

	if (!s->unnamed)
		return 0;
	if (s->kind == OUT_CREATE) {
		err = link_unnamed(s, s->name);
		if (!err) {
			s->direct = true;
			return 0;
		}
		if (err != -EEXIST)
			return err;
		/* created meanwhile by someone else: replace it like a file */
	}
	if (!locked)
		return try_names(s, link_named, 0);
	stable_name(s->tmp, s->name);
	err = link_unnamed(s, s->tmp);
	if (err == -EEXIST && !unlinkat(s->dirfd, s->tmp, 0))
		err = link_unnamed(s, s->tmp);
	if (!err)
		s->linked = true;
	return err;
}

/* @last: nothing can fail after it, a plain rename (no old file to unlink). */
static int swap_in(struct out_state *s, bool last)
{
	if (s->direct || s->kind == OUT_FD || s->kind == OUT_THROUGH)
		return 0;
	if (s->kind == OUT_REPLACE && !last) {
		if (!renameat2(s->dirfd, s->tmp, s->dirfd, s->name, RENAME_EXCHANGE)) {
			s->swapped = true;
			return 0;
		}
		/* errno of this call only: @last makes none (it was stale) */
		if (errno != EINVAL && errno != ENOENT && errno != ENOSYS)
			return -errno;
	}
	if (renameat(s->dirfd, s->tmp, s->dirfd, s->name))
		return -errno;
	s->linked = false;
	s->renamed = true;
	return 0;
}

static void undo(struct out_state *s)
{
	if (s->swapped &&
	    !renameat2(s->dirfd, s->tmp, s->dirfd, s->name, RENAME_EXCHANGE))
		s->swapped = false;
	if (s->direct && !unlinkat(s->dirfd, s->name, 0))
		s->direct = false;
	if (s->linked && !s->swapped)
		unlinkat(s->dirfd, s->tmp, 0);
	s->linked = false;
}

static int cmp_dir(const void *a, const void *b)
{
	const struct out_state *x = *(struct out_state *const *)a;
	const struct out_state *y = *(struct out_state *const *)b;

	if (x->dev != y->dev)
		return x->dev < y->dev ? -1 : 1;
	return x->ino < y->ino ? -1 : x->ino > y->ino;
}

/*
 * Lock each target directory (in dev/ino order, so two runs cannot
 * deadlock) while files are swapped in: concurrent runs writing the same
 * object and manifest then never mix one run's object with another's
 * manifest.
 */
static bool lock_dirs(struct out_state **dirs, size_t nr, int op)
{
	bool all = true;
	size_t i;

	for (i = 0; i < nr; i++)
		if (flock(dirs[i]->dirfd, op))
			all = false;	/* O_PATH dirs: no lock, best effort */
	return all;
}

static int commit(struct out_state *st, size_t nr, size_t *failed)
{
	struct out_state *dirs[8];
	size_t i, j, nd = 0;
	bool locked;
	int err = 0;

	for (i = 0; i < nr && nd < 8; i++)
		if (st[i].dirfd >= 0)
			dirs[nd++] = &st[i];
	qsort(dirs, nd, sizeof(dirs[0]), cmp_dir);
	/* one lock per directory: a second flock on it would wait for us */
	for (i = 1, j = nd ? 1 : 0; i < nd; i++)
		if (cmp_dir(&dirs[i], &dirs[j - 1]))
			dirs[j++] = dirs[i];
	nd = j;
	locked = lock_dirs(dirs, nd, LOCK_EX);
	/* two targets of one run with one stable name: random names then */
	for (i = 0; i < nr && locked; i++)
		for (j = 0; j < i; j++)
			if (!strcmp(st[i].name, st[j].name))
				locked = false;
	/*
	 * The first file (the object) goes in last, both when a new path is
	 * linked straight to its name and when a temporary is swapped in: a
	 * run killed between two files leaves a side-car naming an object
	 * that is not there (the manifest carries its sha256), never an
	 * object without its manifest.
	 */
	for (i = nr; i-- > 0 && !err;)
		if ((err = link_temp(&st[i], locked)))
			*failed = i;
	for (i = nr; i-- > 0 && !err;)
		if ((err = swap_in(&st[i], i == 0)))
			*failed = i;
	for (i = 0; i < nr; i++) {
		if (err) {
			undo(&st[i]);
		} else if (st[i].swapped) {
			/* tmp now names the old file */
			unlinkat(st[i].dirfd, st[i].tmp, 0);
			st[i].swapped = st[i].linked = false;
		}
	}
	lock_dirs(dirs, nd, LOCK_UN);
	for (i = 0; i < nd && !err; i++) {
		if (!dirs[i]->durable)
			continue;	/* atomic: the rename is all */
		/* a cached directory is fsync'ed once, by bl_dirs_sync() */
		if (dirs[i]->cached) {
			dirs[i]->cached->dirty = true;
			continue;
		}
		if (fsync(dirs[i]->dirfd) && errno != EBADF && errno != EINVAL) {
			err = -errno;	/* the files are in place, not durable */
			*failed = dirs[i] - st;
		}
	}
	return err;
}

/*
 * An atomic set whose every target is a file that holds exactly the bytes
 * to write (a rebuild whose output did not change) is left in place, its
 * times set to now, the object's last: a build tool sees it made, and no
 * inode is made or freed (on ext4 mounted with discard and no journal,
 * freeing a replaced file waits for the disk's discard). A durable set is
 * written: the old bytes may not be on the disk yet.
 */
static bool unchanged(struct out_state *st, const struct bl_out *files, size_t nr)
{
	size_t i;

	for (i = 0; i < nr; i++)
		if (st[i].kind != OUT_REPLACE || st[i].durable)
			return false;
	/* the object (the first) last: its manifest, which names its sha256,
	 * is small and differs whenever it does */
	for (i = nr; i-- > 0;)
		if (!bl_file_holds(st[i].dirfd, st[i].name, &st[i].old, &files[i]))
			return false;
	for (i = nr; i-- > 0;)
		if (utimensat(st[i].dirfd, st[i].name, NULL, 0))
			return false;	/* not ours to touch: written as any other */
	return true;
}

/*
 * Classify every target and write the regular files' temporaries; with
 * @kept, nothing is written when the set is unchanged() (*@kept set).
 */
static int begin(struct bl_dirs *dirs, const struct bl_out *files, size_t nr,
		 enum bl_durability how, struct out_state *st, size_t *bad, bool *kept)
{
	size_t i;
	int err = 0;

	for (i = 0; i < nr; i++)
		st[i] = (struct out_state){ .fd = -1, .dirfd = -1,
					    .durable = how == BL_WRITE_DURABLE };
	for (i = 0; i < nr && !err; i++) {
		*bad = i;
		err = classify(&st[i], files[i].path, dirs);
	}
	if (!err && kept && (*kept = unchanged(st, files, nr)))
		return 0;
	/* every regular file complete before any stream gets a byte */
	for (i = 0; i < nr && !err; i++) {
		*bad = i;
		if (st[i].kind != OUT_FD && st[i].kind != OUT_THROUGH)
			err = prepare(&st[i], &files[i]);
	}
	return err;
}

/* Free every state; after an error @err, remove the temporaries linked. */
static void release(struct out_state *st, size_t nr, int err)
{
	size_t i;

	for (i = 0; i < nr; i++) {
		if (err && st[i].linked && !st[i].renamed)
			unlinkat(st[i].dirfd, st[i].tmp, 0);
		/*
		 * a close error changes nothing: a durable set's temporaries
		 * were fsync'ed; an atomic set's write-back errors would show
		 * only at an fsync, which it does not make (as cc and ld do not)
		 */
		if (st[i].fd >= 0 && st[i].kind != OUT_FD)
			close(st[i].fd);
		drop_dir(&st[i]);
		free(st[i].dir);
		free(st[i].name);
	}
}

static bool is_stream(const struct out_state *s)
{
	return s->kind == OUT_FD || s->kind == OUT_THROUGH;
}

/*
 * After begin(): fsync a durable set's temporaries (unless @synced: made
 * durable by the caller), write the streams, commit, and release every
 * state. @err: begin()'s result (a failure only releases).
 */
static int finish(struct out_state *st, const struct bl_out *files, size_t nr,
		  size_t *bad, int err, bool synced)
{
	size_t i;

	/*
	 * One fsync each, after all are written: the object's and the
	 * manifest's data go to the disk together, and the first journal
	 * commit usually covers the second file too (1.1 ms of a 20 KB
	 * conversion's 5.9 ms were the two fsyncs and the directory's).
	 */
	for (i = 0; i < nr && !err && !synced; i++) {
		*bad = i;
		if (!is_stream(&st[i]) && st[i].durable && fsync(st[i].fd))
			err = -errno;
	}
	for (i = 0; i < nr && !err; i++) {
		*bad = i;
		if (is_stream(&st[i])) {
			err = prepare(&st[i], &files[i]);
			if (!err)
				err = write_out(st[i].fd, &files[i]);
			if (st[i].kind == OUT_THROUGH && st[i].fd >= 0) {
				if (close(st[i].fd) && !err)
					err = -errno;
				st[i].fd = -1;
			}
		}
	}
	if (!err)
		err = commit(st, nr, bad);
	release(st, nr, err);
	return err;
}

int bl_write_files_in(struct bl_dirs *dirs, const struct bl_out *files,
		      size_t nr, enum bl_durability how, size_t *failed)
{
	struct out_state st[8];
	bool kept = false;
	size_t bad = 0;
	int err;

	if (nr > 8)
		return -E2BIG;
	err = begin(dirs, files, nr, how, st, &bad, &kept);
	if (kept) {		/* unchanged: in place already */
		release(st, nr, 0);
		return 0;
	}
	err = finish(st, files, nr, &bad, err, false);
	if (err && failed)
		*failed = bad;
	return err;
}

/* ---- sets made durable together -------------------------------------- */

struct bl_write_set {
	size_t nr;
	int err;		/* from bl_write_sets_sync() */
	const char *path[8];
	struct out_state st[8];
};

int bl_write_files_defer(struct bl_dirs *dirs, const struct bl_out *files,
			 size_t nr, size_t *failed, struct bl_write_set **out)
{
	struct bl_write_set *ws;
	size_t i, bad = 0;
	bool streams = false;
	int err;

	*out = NULL;
	if (nr > 8)
		return -E2BIG;
	ws = calloc(1, sizeof(*ws));
	if (!ws)
		return -ENOMEM;
	err = begin(dirs, files, nr, BL_WRITE_DURABLE, ws->st, &bad, NULL);
	for (i = 0; i < nr && !err; i++)
		streams |= is_stream(&ws->st[i]);
	if (err || streams) {
		/* a stream is written once the files are durable: now */
		err = finish(ws->st, files, nr, &bad, err, false);
		free(ws);
		if (err && failed)
			*failed = bad;
		return err;
	}
	ws->nr = nr;
	for (i = 0; i < nr; i++)
		ws->path[i] = files[i].path;
	*out = ws;
	return 0;
}

static bool on_dev(const struct bl_write_set *ws, dev_t dev)
{
	size_t k;

	for (k = 0; k < ws->nr; k++)
		if (ws->st[k].dev == dev)
			return true;
	return false;
}

void bl_write_sets_sync(struct bl_write_set *const *sets, size_t nr)
{
	dev_t done[16];
	size_t i, k, d, nd = 0;
	int err;

	for (i = 0; i < nr; i++) {
		for (k = 0; k < sets[i]->nr; k++) {
			const struct out_state *s = &sets[i]->st[k];

			for (d = 0; d < nd && done[d] != s->dev; d++)
				;
			if (d < nd)
				continue;
			/* more file systems than remembered: fsync each */
			if (nd == sizeof(done) / sizeof(done[0])) {
				if (fsync(s->fd) && !sets[i]->err)
					sets[i]->err = -errno;
				continue;
			}
			done[nd++] = s->dev;
			err = syncfs(s->fd) ? -errno : 0;
			/* every set with a temporary there shares the error */
			for (d = i; err && d < nr; d++)
				if (on_dev(sets[d], s->dev) && !sets[d]->err)
					sets[d]->err = err;
		}
	}
}

int bl_write_set_commit(struct bl_write_set *ws, const char **failed)
{
	size_t bad = 0;
	int err = finish(ws->st, NULL, ws->nr, &bad, ws->err, true);

	if (err && failed)
		*failed = ws->path[bad];
	free(ws);
	return err;
}

int bl_write_files(const struct bl_out *files, size_t nr, enum bl_durability how,
		   size_t *failed)
{
	return bl_write_files_in(NULL, files, nr, how, failed);
}

int bl_write_file_atomic(const char *path, const void *buf, size_t len,
			 unsigned int mode, enum bl_durability how)
{
	struct bl_out o = { .path = path, .buf = buf, .len = len, .mode = mode };

	return bl_write_files(&o, 1, how, NULL);
}

static bool stream_mode(mode_t mode)
{
	return S_ISCHR(mode) || S_ISFIFO(mode);
}

/* Whether @path's directory is on procfs, and so @path (missing) may be a
 * /dev/fd/N alias; @d: that directory, opened already. */
static bool in_proc(const struct bl_dir *d, bool have_d, const char *path)
{
	struct statfs sfs;
	char *copy;
	bool proc;

	if (have_d)
		return d && d->is_proc;
	copy = strdup(path);
	if (!copy)
		return false;
	proc = !statfs(dirname(copy), &sfs) && sfs.f_type == PROC_SUPER_MAGIC;
	free(copy);
	return proc;
}

int bl_output_probe(struct bl_dirs *dirs, const char *path, bool *stream, struct stat *st)
{
	struct bl_dir *d = NULL;

	*stream = !strcmp(path, "-");
	if (*stream)
		return -ENOENT;
	if (dirs) {
		d = bl_dirs_open_parent(dirs, path);
		/* nothing is in a directory that is not there: no look at all */
		if (!d && errno == ENOENT)
			return -ENOENT;
	}
	if (lstat(path, st)) {
		/* a name missing from a procfs directory: /dev/fd/N of no descriptor */
		if (errno == ENOENT)
			*stream = in_proc(d, dirs != NULL, path) && fd_alias(path) >= 0;
		return -ENOENT;
	}
	if (S_ISLNK(st->st_mode)) {
		if (fd_alias(path) >= 0) {
			*stream = true;
			return -ENOENT;
		}
		if (stat(path, st))
			return -errno;	/* a dangling link */
	}
	*stream = stream_mode(st->st_mode);
	return 0;
}

bool bl_output_is_stream_in(struct bl_dirs *dirs, const char *path)
{
	struct stat st;
	bool stream;

	bl_output_probe(dirs, path, &stream, &st);
	return stream;
}

bool bl_output_is_stream(const char *path)
{
	return bl_output_is_stream_in(NULL, path);
}
