// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * libbpf as the ground truth: open the object in-process exactly as a
 * skeleton or bpftool would, capture what libbpf says, and (--load) load
 * every program into the kernel, leaving nothing behind.
 *
 * libbpf has one process-wide print callback. While a lint call runs it is
 * ours (the host's is put back when the call returns); it writes into a
 * per-thread capture buffer, so parallel lint jobs never mix their
 * messages, and drops everything when no capture is active (the library
 * never prints).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <bpf/libbpf.h>

#include "lint/lint_int.h"

#define CAPTURE_MAX	(64 * 1024)
#define VLOG_SIZE	(1024 * 1024)
#define VLOG_TAIL_LINES	12
#define OPEN_TIMEOUT_MS	5000
#define OPEN_MEM_MARGIN	(512UL << 20)

struct capture {
	bool active;
	bool debug;		/* also keep LIBBPF_INFO/DEBUG lines */
	char *buf;
	size_t len, cap;
};

static __thread struct capture capture;

static int capture_print(enum libbpf_print_level level, const char *fmt,
			 va_list ap)
{
	struct capture *c = &capture;
	va_list cp;
	int n;

	if (!c->active || (level != LIBBPF_WARN && !c->debug))
		return 0;
	va_copy(cp, ap);
	n = vsnprintf(NULL, 0, fmt, cp);
	va_end(cp);
	if (n <= 0 || c->len + n + 1 > CAPTURE_MAX)
		return 0;
	if (c->len + n + 1 > c->cap) {
		size_t cap = c->cap ? c->cap : 1024;
		char *tmp;

		while (cap < c->len + n + 1)
			cap *= 2;
		tmp = realloc(c->buf, cap);
		if (!tmp)
			return 0;
		c->buf = tmp;
		c->cap = cap;
	}
	vsnprintf(c->buf + c->len, n + 1, fmt, ap);
	c->len += n;
	return 0;
}

/*
 * Install the capturing callback for the duration of one library call; the
 * host's own callback comes back with lint_libbpf_end().
 */
libbpf_print_fn_t lint_libbpf_begin(void)
{
	return libbpf_set_print(capture_print);
}

void lint_libbpf_end(libbpf_print_fn_t host)
{
	libbpf_set_print(host);
}

static void capture_start(bool debug)
{
	capture.active = true;
	capture.debug = debug;
	capture.buf = NULL;
	capture.len = capture.cap = 0;
}

/* Stop capturing; the caller owns the returned text (may be NULL). */
static char *capture_stop(void)
{
	char *s = capture.buf;

	capture.active = false;
	capture.buf = NULL;
	capture.len = capture.cap = 0;
	return s;
}

static struct bpf_object *open_obj(const struct lint_obj *o)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts, .object_name = o->name);

	return bpf_object__open_mem(o->buf, o->len, &opts);
}

static int open_capture(const struct lint_obj *o, char **log, bool debug)
{
	struct bpf_object *obj;
	int err = 0;

	capture_start(debug);
	obj = open_obj(o);
	if (!obj)
		err = -errno;
	*log = capture_stop();
	bpf_object__close(obj);
	return err;
}

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

/*
 * The child's address-space cap for an object of @len bytes: what it
 * already maps plus a margin, never above @ceiling (the limit it started
 * with), so that a server child can raise it again for a larger object.
 */
static void limit_memory(size_t len, rlim_t ceiling)
{
#ifndef UNDER_ASAN	/* ASan's shadow needs terabytes of address space */
	unsigned long pages = 0;
	struct rlimit rl;
	rlim_t cap;
	FILE *f = fopen("/proc/self/statm", "r");

	if (!f)
		return;
	if (fscanf(f, "%lu", &pages) != 1)
		pages = 0;
	fclose(f);
	if (!pages)
		return;
	cap = pages * (rlim_t)sysconf(_SC_PAGESIZE) + OPEN_MEM_MARGIN + 8 * (rlim_t)len;
	if (getrlimit(RLIMIT_AS, &rl))
		return;
	if (ceiling != RLIM_INFINITY && ceiling < cap)
		cap = ceiling;	/* only ever lower what the caller allowed */
	rl.rlim_cur = cap;
	setrlimit(RLIMIT_AS, &rl);
#endif
}

static rlim_t memory_ceiling(void)
{
	struct rlimit rl;

	return getrlimit(RLIMIT_AS, &rl) ? RLIM_INFINITY : rl.rlim_cur;
}

static void write_all(int fd, const void *buf, size_t len)
{
	const char *p = buf;
	ssize_t n;

	while (len && (n = write(fd, p, len)) > 0) {
		p += n;
		len -= n;
	}
}

/* In the child: open, send back the error and the log, exit at once. */
static void __attribute__((noreturn)) child_open(const struct lint_obj *o, int fd,
						  bool debug, unsigned int timeout_ms)
{
	char *log = NULL;
	int err;

	limit_memory(o->len, memory_ceiling());
	alarm(timeout_ms / 1000 + 2);	/* in case the parent is gone */
	err = open_capture(o, &log, debug);
	write_all(fd, &err, sizeof(err));
	if (log)
		write_all(fd, log, strlen(log));
	_exit(0);
}

struct answer {
	char *buf;
	size_t len;
};

/*
 * Read the child's answer until EOF or the deadline. Returns 0 when the
 * answer is whole, -ETIMEDOUT when the deadline passed.
 */
static int read_answer(int fd, struct answer *a, unsigned int timeout_ms)
{
	struct timespec start, now;
	ssize_t n;

	clock_gettime(CLOCK_MONOTONIC, &start);
	a->buf = malloc(CAPTURE_MAX + sizeof(int) + 1);
	if (!a->buf)
		return -ENOMEM;
	for (;;) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		char sink[4096];
		long spent;

		clock_gettime(CLOCK_MONOTONIC, &now);
		spent = (now.tv_sec - start.tv_sec) * 1000 +
			(now.tv_nsec - start.tv_nsec) / 1000000;
		if (spent >= (long)timeout_ms)
			return -ETIMEDOUT;
		if (poll(&pfd, 1, timeout_ms - spent) < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		if (!pfd.revents)
			continue;
		if (a->len < CAPTURE_MAX + sizeof(int))
			n = read(fd, a->buf + a->len, CAPTURE_MAX + sizeof(int) - a->len);
		else
			n = read(fd, sink, sizeof(sink));	/* drain, drop */
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return 0;
		if (a->len < CAPTURE_MAX + sizeof(int))
			a->len += n;
	}
}

/*
 * libbpf 1.1's parsers trust their input in places our checks may not
 * cover; a crash, a hang or a runaway allocation there must not take the
 * linter down. So the open runs in a child with a deadline and an
 * address-space cap, and what became of it is a verdict of its own.
 */
static int open_forked(const struct lint_obj *o, char **log, bool debug)
{
	unsigned int timeout_ms = o->opts->open_timeout_ms ? o->opts->open_timeout_ms :
							      OPEN_TIMEOUT_MS;
	struct answer a = { 0 };
	int fds[2], status, err, rerr;
	pid_t pid;

	*log = NULL;
	if (pipe2(fds, O_CLOEXEC))
		return open_capture(o, log, debug);
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		return open_capture(o, log, debug);
	}
	if (!pid) {
		close(fds[0]);
		child_open(o, fds[1], debug, timeout_ms);
	}
	close(fds[1]);
	rerr = read_answer(fds[0], &a, timeout_ms);
	close(fds[0]);
	if (rerr)
		kill(pid, SIGKILL);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (rerr == -ETIMEDOUT) {
		o->res->libbpf_timeout = true;
		err = -ECHILD;
	} else if (rerr) {
		err = rerr;	/* our side failed (no memory): not libbpf's */
	} else if (WIFSIGNALED(status)) {
		o->res->libbpf_signal = WTERMSIG(status);
		err = -ECHILD;
	} else if (!WIFEXITED(status) || WEXITSTATUS(status) || a.len < sizeof(int)) {
		o->res->libbpf_signal = SIGABRT;	/* died without answering */
		err = -ECHILD;
	} else {
		memcpy(&err, a.buf, sizeof(err));
		if (a.len > sizeof(int))
			*log = strndup(a.buf + sizeof(int), a.len - sizeof(int));
	}
	free(a.buf);
	return err;
}

/*
 * The same isolation without a fork per object: one child per lint worker
 * opens object after object. Each request is the object's name and bytes,
 * each answer libbpf's error and log; the child gets the same deadline
 * (its alarm, the parent's poll) and address-space cap per object. A child
 * that crashed or timed out is replaced by a new one for the next object.
 */
struct lint_opener {
	pid_t pid;		/* 0: none running */
	int fd;			/* socketpair: requests out, answers in */
};

struct opener_req {
	uint64_t len;
	uint32_t name_len;
	uint32_t debug;
};

struct opener_ans {
	int32_t err;
	uint32_t log_len;
};

struct lint_opener *lint_opener_new(void)
{
	return calloc(1, sizeof(struct lint_opener));
}

/*
 * Killed, not told: other workers' children (forked meanwhile) hold copies
 * of our end of the socket, so this child might never see it close.
 */
static void opener_stop(struct lint_opener *op)
{
	int status;

	if (!op->pid)
		return;
	close(op->fd);
	kill(op->pid, SIGKILL);
	while (waitpid(op->pid, &status, 0) < 0 && errno == EINTR)
		;
	op->pid = 0;
}

void lint_opener_free(struct lint_opener *op)
{
	if (!op)
		return;
	opener_stop(op);
	free(op);
}

static bool read_full(int fd, void *buf, size_t len)
{
	char *p = buf;
	ssize_t n;

	while (len) {
		n = read(fd, p, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		p += n;
		len -= n;
	}
	return true;
}

static bool send_full(int fd, const void *buf, size_t len)
{
	const char *p = buf;
	ssize_t n;

	while (len) {
		n = send(fd, p, len, MSG_NOSIGNAL);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		p += n;
		len -= n;
	}
	return true;
}

static void __attribute__((noreturn)) opener_child(int fd, unsigned int timeout_ms)
{
	rlim_t ceiling = memory_ceiling();
	struct opener_req rq;
	struct lint_obj o;

	for (;;) {
		struct opener_ans an = { 0 };
		char *name, *log = NULL;
		unsigned char *buf;

		if (!read_full(fd, &rq, sizeof(rq)))
			_exit(0);	/* the parent is done (or gone) */
		name = malloc(rq.name_len + 1);
		buf = malloc(rq.len ? rq.len : 1);
		if (!name || !buf || !read_full(fd, name, rq.name_len) ||
		    !read_full(fd, buf, rq.len))
			_exit(1);
		name[rq.name_len] = '\0';
		memset(&o, 0, sizeof(o));
		o.name = name;
		o.buf = buf;
		o.len = rq.len;
		limit_memory(rq.len, ceiling);
		alarm(timeout_ms / 1000 + 2);	/* in case the parent is gone */
		an.err = open_capture(&o, &log, rq.debug);
		alarm(0);
		an.log_len = log ? strlen(log) : 0;
		if (!send_full(fd, &an, sizeof(an)) || !send_full(fd, log, an.log_len))
			_exit(0);
		free(log);
		free(buf);
		free(name);
	}
}

static int opener_start(struct lint_opener *op, unsigned int timeout_ms)
{
	int sv[2];
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv))
		return -errno;
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		close(sv[0]);
		close(sv[1]);
		return -errno;
	}
	if (!pid) {
		close(sv[0]);
		opener_child(sv[1], timeout_ms);
	}
	close(sv[1]);
	op->pid = pid;
	op->fd = sv[0];
	return 0;
}

/* Wait for @len bytes of answer until @deadline (CLOCK_MONOTONIC ms). */
static int read_until(int fd, void *buf, size_t len, long deadline)
{
	struct timespec now;
	char *p = buf;
	ssize_t n;

	while (len) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		long left;

		clock_gettime(CLOCK_MONOTONIC, &now);
		left = deadline - (now.tv_sec * 1000L + now.tv_nsec / 1000000);
		if (left <= 0)
			return -ETIMEDOUT;
		if (poll(&pfd, 1, left) < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		if (!pfd.revents)
			continue;
		n = read(fd, p, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -EPIPE;	/* the child died */
		p += n;
		len -= n;
	}
	return 0;
}

static int open_served(struct lint_opener *op, const struct lint_obj *o, char **log,
		       bool debug)
{
	unsigned int timeout_ms = o->opts->open_timeout_ms ? o->opts->open_timeout_ms :
							      OPEN_TIMEOUT_MS;
	struct opener_req rq = { o->len, strlen(o->name), debug };
	struct opener_ans an;
	struct timespec now;
	long deadline;
	int status, err, tries;

	*log = NULL;
	for (tries = 0;; tries++) {
		if (!op->pid && opener_start(op, timeout_ms))
			return open_forked(o, log, debug);
		if (send_full(op->fd, &rq, sizeof(rq)) &&
		    send_full(op->fd, o->name, rq.name_len) && send_full(op->fd, o->buf, o->len))
			break;
		opener_stop(op);	/* died since its last answer: once more */
		if (tries)
			return open_forked(o, log, debug);
	}
	clock_gettime(CLOCK_MONOTONIC, &now);
	deadline = now.tv_sec * 1000L + now.tv_nsec / 1000000 + timeout_ms;
	err = read_until(op->fd, &an, sizeof(an), deadline);
	if (!err && an.log_len > CAPTURE_MAX)
		err = -EPROTO;
	if (!err) {
		*log = malloc(an.log_len + 1);
		if (!*log)
			err = -ENOMEM;
		else if (!(err = read_until(op->fd, *log, an.log_len, deadline)))
			(*log)[an.log_len] = '\0';
	}
	if (!err)
		return an.err;
	free(*log);
	*log = NULL;
	if (err == -ETIMEDOUT) {
		opener_stop(op);
		o->res->libbpf_timeout = true;
		return -ECHILD;
	}
	if (err != -EPIPE && err != -EPROTO) {
		opener_stop(op);
		return err;	/* our side failed (no memory): not libbpf's */
	}
	/* the child died answering: how */
	close(op->fd);
	while (waitpid(op->pid, &status, 0) < 0 && errno == EINTR)
		;
	op->pid = 0;
	o->res->libbpf_signal = WIFSIGNALED(status) ? WTERMSIG(status) : SIGABRT;
	return -ECHILD;
}

static int ground_truth_open(const struct lint_obj *o, char **log, bool debug)
{
	if (o->opts->ground_truth_inprocess)
		return open_capture(o, log, debug);
	if (o->opener)
		return open_served(o->opener, o, log, debug);
	return open_forked(o, log, debug);
}

int lint_libbpf_open(const struct lint_obj *o, char **log)
{
	return ground_truth_open(o, log, false);
}

int lint_libbpf_open_debug(const struct lint_obj *o, char **log)
{
	return ground_truth_open(o, log, true);
}

/* The last @lines lines of a verifier log, joined with " | ". */
static char *log_tail(const char *log, int lines)
{
	const char *p = log + strlen(log), *end;
	char *out, *q;
	int seen = 0;

	while (p > log && (p[-1] == '\n' || p[-1] == ' '))
		p--;
	end = p;

	while (p > log) {
		if (p[-1] == '\n' && ++seen == lines)
			break;
		p--;
	}
	out = malloc(end - p + 1 + 2 * lines);
	if (!out)
		return NULL;
	for (q = out; p < end; p++) {
		if (*p == '\n') {
			memcpy(q, " | ", 3);
			q += 3;
		} else {
			*q++ = *p;
		}
	}
	*q = '\0';
	return out;
}

static void report_prog_failure(struct lint_obj *o, struct bpf_program *prog,
				const char *vlog, int err)
{
	char *tail = vlog && *vlog ? log_tail(vlog, VLOG_TAIL_LINES) : NULL;
	size_t before = o->res->nr_findings;

	lint_emit_rule(o, LINT_KERNEL_LOAD_FAILED, bpf_program__section_name(prog),
		       "program '%s' (section '%s') was not loaded (%d)%s%s",
		     bpf_program__name(prog), bpf_program__section_name(prog), err,
		     tail ? "; verifier log tail: " : "", tail ? tail : "");
	if (o->res->nr_findings > before && vlog)
		lint_locate_vlog(o, &o->res->findings[before], vlog);
	free(tail);
}

/*
 * Load every program with stock libbpf. Pin paths are cleared so nothing is
 * pinned or reused; nothing is attached; closing the object releases all
 * programs and maps.
 */
void lint_libbpf_load(struct lint_obj *o)
{
	struct bpf_program *prog;
	struct bpf_object *obj;
	struct bpf_map *map;
	char **vlogs = NULL;
	char *log, quote[512];
	size_t i, n = 0;
	int err;

	capture_start(false);
	obj = open_obj(o);
	if (!obj) {
		free(capture_stop());
		return;
	}
	bpf_object__for_each_map(map, obj)
		bpf_map__set_pin_path(map, NULL);
	bpf_object__for_each_program(prog, obj)
		n++;
	vlogs = calloc(n ? n : 1, sizeof(*vlogs));
	i = 0;
	bpf_object__for_each_program(prog, obj) {
		if (o->opts->prog_type)
			bpf_program__set_type(prog, o->opts->prog_type);
		if (bpf_program__autoload(prog) &&
		    bpf_program__type(prog) == BPF_PROG_TYPE_UNSPEC) {
			bpf_program__set_autoload(prog, false);
			lint_emit_rule(o, LINT_LOAD_NO_PROG_TYPE, bpf_program__section_name(prog),
				       "program '%s' not loaded: libbpf has no type for section '%s' (use --type)",
				     bpf_program__name(prog), bpf_program__section_name(prog));
		}
		if (vlogs && (vlogs[i] = calloc(1, VLOG_SIZE)))
			bpf_program__set_log_buf(prog, vlogs[i], VLOG_SIZE);
		i++;
	}
	err = bpf_object__load(obj);
	log = capture_stop();
	o->res->load_done = true;
	o->res->load_err = err;
	if (err) {
		bool named = false;

		i = 0;
		bpf_object__for_each_program(prog, obj) {
			if (bpf_program__autoload(prog) && bpf_program__fd(prog) < 0 &&
			    vlogs && vlogs[i] && vlogs[i][0] && !named) {
				report_prog_failure(o, prog, vlogs[i], err);
				named = true;
			}
			i++;
		}
		if (!named) {
			snprintf(quote, sizeof(quote), "%s", log ? log : "");
			quote[strcspn(quote, "\n")] = '\0';
			lint_emit_rule(o, LINT_KERNEL_LOAD_FAILED, NULL,
				       "libbpf failed to load the object (%d)%s%s", err,
				     quote[0] ? ": " : "", quote);
		}
	}
	free(log);
	bpf_object__close(obj);
	for (i = 0; vlogs && i < n; i++)
		free(vlogs[i]);
	free(vlogs);
}
