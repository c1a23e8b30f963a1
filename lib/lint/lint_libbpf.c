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

/* The child's address-space cap: what it already maps plus a margin. */
static void limit_memory(size_t len)
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
	if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < cap)
		return;	/* only ever lower what the caller allowed */
	rl.rlim_cur = cap;
	setrlimit(RLIMIT_AS, &rl);
#endif
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

	limit_memory(o->len);
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

static int ground_truth_open(const struct lint_obj *o, char **log, bool debug)
{
	if (o->opts->ground_truth_inprocess)
		return open_capture(o, log, debug);
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
