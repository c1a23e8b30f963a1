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
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <bpf/libbpf.h>

#include "lint/findings.h"
#include "lint/lint_int.h"
#include "lint/lint_where.h"
#include "util/limits.h"

#define CAPTURE_MAX	(64 * 1024)
#define VLOG_SIZE	(1024 * 1024)
#define VLOG_TAIL_LINES	12
#define OPEN_TIMEOUT_MS	5000
#define OPEN_MEM_MARGIN	(512UL << 20)
#define MEMFD_MIN	(128 * 1024)

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

static struct bpf_object *open_buf(const void *buf, size_t len, const char *name)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts, .object_name = name);

	return bpf_object__open_mem(buf, len, &opts);
}

static struct bpf_object *open_obj(const struct lint_obj *o)
{
	return open_buf(o->buf, o->len, o->name);
}

static int open_capture_buf(const void *buf, size_t len, const char *name,
			    char **log, bool debug)
{
	struct bpf_object *obj;
	int err = 0;

	capture_start(debug);
	obj = open_buf(buf, len, name);
	if (!obj)
		err = -errno;
	*log = capture_stop();
	bpf_object__close(obj);
	return err;
}

static int open_capture(const struct lint_obj *o, char **log, bool debug)
{
	return open_capture_buf(o->buf, o->len, o->name, log, debug);
}

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

/*
 * libbpf 1.1's parsers trust their input in places our checks may not
 * cover; a crash, a hang or a runaway allocation there must not take the
 * linter down. So the open runs in a child process with a deadline and an
 * address-space cap, and what became of it is a verdict of its own.
 *
 * Forking per object costs more than the open itself (every page the
 * parent then touches is copied), so each lint thread keeps one opener
 * child for the duration of a run: the object goes to it over a socket,
 * the answer (error, captured log) comes back. A child that crashed or
 * was killed at its deadline is reaped and replaced on the next object.
 */
struct open_req {
	uint64_t len;		/* object bytes: after the name, or in the memfd */
	uint32_t has_name;
	uint32_t name_len;
	uint32_t debug;
	uint32_t in_memfd;	/* the bytes are at the start of the memfd */
};

struct open_ans {
	int32_t err;
	uint32_t log_len;	/* log bytes follow */
};

struct opener {
	pid_t pid;		/* 0: none running */
	int sock;
	/* shared with the child: the object is written here once and mapped
	 * there, instead of going through the socket (two copies, and a
	 * ping-pong of wakeups past the socket buffer's 200 KB) */
	int memfd;
	size_t memfd_size;
	struct rlimit as;	/* the caller's RLIMIT_AS, kept in the child */
	const struct lint_obj *pending;	/* sent, answer not read yet */
	struct timespec deadline;	/* for the pending answer */
};

static __thread struct opener opener;


/*
 * @n pieces in as few calls as the socket takes (one, mostly): each call is
 * a wakeup of the other side, and those cost more than the bytes here.
 */
static bool xfer_iov(int fd, struct iovec *v, int n, bool out)
{
	struct msghdr m = { .msg_iov = v, .msg_iovlen = n };
	ssize_t got;

	while (m.msg_iovlen) {
		if (!m.msg_iov->iov_len) {
			m.msg_iov++;
			m.msg_iovlen--;
			continue;
		}
		got = out ? sendmsg(fd, &m, MSG_NOSIGNAL) : recvmsg(fd, &m, MSG_WAITALL);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			return false;
		while (m.msg_iovlen && (size_t)got >= m.msg_iov->iov_len) {
			got -= m.msg_iov->iov_len;
			m.msg_iov++;
			m.msg_iovlen--;
		}
		if (m.msg_iovlen) {
			m.msg_iov->iov_base = (char *)m.msg_iov->iov_base + got;
			m.msg_iov->iov_len -= got;
		}
	}
	return true;
}

static bool read_full(int fd, void *buf, size_t len)
{
	struct iovec v = { buf, len };

	return xfer_iov(fd, &v, 1, false);
}

/*
 * The child's address-space cap for one object: what it maps now plus a
 * margin, never above what the caller allowed.
 */
static void limit_memory(const struct rlimit *caller, size_t len)
{
#ifndef UNDER_ASAN	/* ASan's shadow needs terabytes of address space */
	/* what the child maps, read once: it frees all of each object */
	static unsigned long pages;
	static rlim_t last;
	struct rlimit rl = *caller;
	rlim_t cap;

	if (!pages) {
		FILE *f = fopen("/proc/self/statm", "r");

		if (!f)
			return;
		if (fscanf(f, "%lu", &pages) != 1)
			pages = 0;
		fclose(f);
		if (!pages)
			return;
	}
	cap = pages * (rlim_t)sysconf(_SC_PAGESIZE) + OPEN_MEM_MARGIN + 8 * (rlim_t)len;
	if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > cap)
		rl.rlim_cur = cap;
	if (rl.rlim_cur != last && !setrlimit(RLIMIT_AS, &rl))
		last = rl.rlim_cur;	/* objects of one size: set once */
#else
	(void)caller;
	(void)len;
#endif
}

/* In the child: only our end of the socket, the memfd and stdio stay open. */
static void close_others(int a, int b)
{
	int keep[2] = { a < b ? a : b, a < b ? b : a }, fd, from = 3, i;

	for (i = 0; i < 2; i++) {
		if (keep[i] < from)
			continue;
#ifdef SYS_close_range
		if (keep[i] > from && syscall(SYS_close_range, from, keep[i] - 1, 0))
#else
		if (keep[i] > from)
#endif
			for (fd = from; fd < keep[i]; fd++)
				close(fd);
		from = keep[i] + 1;
	}
#ifdef SYS_close_range
	if (!syscall(SYS_close_range, from, ~0U, 0))
		return;
#endif
	for (fd = from; fd < 1024; fd++)	/* no close_range */
		close(fd);
}

/* The child: answer requests until the socket closes, then exit. */
static void __attribute__((noreturn)) opener_main(int sock, int memfd, struct rlimit as,
						  pid_t parent)
{
	struct open_req rq;
	struct open_ans an;
	char *name, *log;
	void *buf;

	/* the parent gone, nobody waits for an answer: go with it */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(0);
	while (read_full(sock, &rq, sizeof(rq))) {
		struct iovec in[2], out[2];

		bool mapped = rq.in_memfd && rq.len;

		if (rq.len > BL_MAX_INPUT || rq.name_len > 4096 || (rq.in_memfd && memfd < 0))
			_exit(1);
		/* writable, copy-on-write: libelf may convert or inflate in place */
		buf = mapped ? mmap(NULL, rq.len, PROT_READ | PROT_WRITE, MAP_PRIVATE, memfd, 0) :
			       malloc(rq.len ? rq.len : 1);
		if (buf == MAP_FAILED)
			buf = NULL;
		name = malloc(rq.name_len + 1);
		in[0] = (struct iovec){ name, rq.name_len };
		in[1] = (struct iovec){ buf, rq.in_memfd ? 0 : rq.len };
		if (!buf || !name || !xfer_iov(sock, in, 2, false))
			_exit(1);
		name[rq.name_len] = '\0';
		limit_memory(&as, rq.len);
		an.err = open_capture_buf(buf, rq.len, rq.has_name ? name : NULL, &log,
					  rq.debug);
		an.log_len = log ? strlen(log) : 0;
		out[0] = (struct iovec){ &an, sizeof(an) };
		out[1] = (struct iovec){ log, an.log_len };
		if (!xfer_iov(sock, out, 2, true))
			_exit(1);
		free(log);
		free(name);
		if (mapped)
			munmap(buf, rq.len);
		else
			free(buf);
	}
	_exit(0);
}

static int opener_start(struct opener *op)
{
	pid_t pid, parent;
	int sv[2];

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv))
		return -errno;
	/* no memfd (old kernel, sealed-off /dev/shm): bytes over the socket */
	op->memfd = memfd_create("bpf-lint-object", MFD_CLOEXEC);
	op->memfd_size = 0;
	getrlimit(RLIMIT_AS, &op->as);
	fflush(NULL);
	parent = getpid();
	pid = fork();
	if (pid < 0) {
		close(sv[0]);
		close(sv[1]);
		if (op->memfd >= 0)
			close(op->memfd);
		op->memfd = -1;
		return -EAGAIN;
	}
	if (!pid) {
		close(sv[0]);
		close_others(sv[1], op->memfd >= 0 ? op->memfd : sv[1]);
		opener_main(sv[1], op->memfd, op->as, parent);
	}
	close(sv[1]);
	op->pid = pid;
	op->sock = sv[0];
	return 0;
}

/* Close the child's socket (it exits), @kill it first if asked; its status. */
static int opener_stop(struct opener *op, bool kill_it)
{
	int status = 0;

	if (!op->pid)
		return 0;
	if (kill_it)
		kill(op->pid, SIGKILL);
	close(op->sock);
	if (op->memfd >= 0)
		close(op->memfd);
	while (waitpid(op->pid, &status, 0) < 0 && errno == EINTR)
		;
	op->pid = 0;
	op->sock = -1;
	op->memfd = -1;
	return status;
}

/* Wait for @len bytes of the answer until @deadline; -ETIMEDOUT, or -EPIPE
 * when the child is gone. */
static int read_deadline(int fd, void *buf, size_t len, const struct timespec *deadline)
{
	char *p = buf;
	ssize_t n;

	while (len) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		struct timespec now;
		long left;

		/* what is there already (the open ran during the rules): no poll */
		n = recv(fd, p, len, MSG_DONTWAIT);
		if (n > 0) {
			p += n;
			len -= n;
			continue;
		}
		if (!n || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
			return -EPIPE;
		clock_gettime(CLOCK_MONOTONIC, &now);
		left = (deadline->tv_sec - now.tv_sec) * 1000 +
		       (deadline->tv_nsec - now.tv_nsec) / 1000000;
		/* past it, an answer already waiting still counts */
		if (poll(&pfd, 1, left > 0 ? left : 0) < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		if (!pfd.revents && left <= 0)
			return -ETIMEDOUT;
	}
	return 0;
}

/* The object's bytes at the start of the memfd (grown, never shrunk). */
static bool fill_memfd(struct opener *op, const struct lint_obj *o)
{
	const unsigned char *p = o->buf;
	size_t off = 0;
	ssize_t n;

	/* small objects fit the socket buffer: that costs fewer syscalls */
	if (op->memfd < 0 || o->len < MEMFD_MIN)
		return false;
	if (o->len > op->memfd_size) {
		if (ftruncate(op->memfd, o->len))
			return false;
		op->memfd_size = o->len;
	}
	while (off < o->len) {
		n = pwrite(op->memfd, p + off, o->len - off, off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		off += n;
	}
	return true;
}

static bool send_req(struct opener *op, struct open_req *rq, const struct lint_obj *o)
{
	struct iovec v[3] = {
		{ (void *)rq, sizeof(*rq) },
		{ (void *)o->name, rq->name_len },
		{ (void *)o->buf, o->len },
	};

	rq->in_memfd = fill_memfd(op, o);
	if (rq->in_memfd)
		v[2].iov_len = 0;
	return xfer_iov(op->sock, v, 3, true);
}

/*
 * Hand @o to the child; the deadline for its answer starts now. -1 when
 * there is no child and none can be started, or it cannot take the object:
 * the open then runs in-process.
 */
static int request(struct opener *op, const struct lint_obj *o, bool debug)
{
	unsigned int timeout_ms = o->opts->open_timeout_ms ? o->opts->open_timeout_ms :
							      OPEN_TIMEOUT_MS;
	struct open_req rq = {
		.len = o->len, .has_name = !!o->name, .name_len = o->name ? strlen(o->name) : 0,
		.debug = debug,
	};

	if (rq.name_len > 4096)
		rq.name_len = 4096;
	if (!op->pid && opener_start(op))
		return -1;	/* cannot fork */
	if (!send_req(op, &rq, o)) {
		/* the idle child died (killed from outside): once more, afresh */
		opener_stop(op, true);
		if (opener_start(op) || !send_req(op, &rq, o)) {
			opener_stop(op, true);
			return -1;
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &op->deadline);
	op->deadline.tv_sec += timeout_ms / 1000;
	op->deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000;
	if (op->deadline.tv_nsec >= 1000000000) {
		op->deadline.tv_sec++;
		op->deadline.tv_nsec -= 1000000000;
	}
	op->pending = o;
	return 0;
}

/* The child's answer for the pending object. */
static int answer(struct opener *op, const struct lint_obj *o, char **log)
{
	struct open_ans an;
	int status, rerr;

	op->pending = NULL;
	rerr = read_deadline(op->sock, &an, sizeof(an), &op->deadline);
	if (!rerr && an.log_len > CAPTURE_MAX)
		rerr = -EPROTO;
	if (!rerr && an.log_len) {
		*log = malloc(an.log_len + 1);
		if (!*log) {
			opener_stop(op, true);	/* the rest of the answer is unread */
			return -ENOMEM;	/* our side failed: not libbpf's */
		}
		rerr = read_deadline(op->sock, *log, an.log_len, &op->deadline);
		(*log)[rerr ? 0 : an.log_len] = '\0';
	}
	if (!rerr)
		return an.err;
	free(*log);
	*log = NULL;
	status = opener_stop(op, true);
	if (rerr == -ETIMEDOUT) {
		o->res->libbpf_timeout = true;
	} else if (WIFSIGNALED(status)) {
		o->res->libbpf_signal = WTERMSIG(status);
	} else {
		o->res->libbpf_signal = SIGABRT;	/* died without answering */
	}
	return -ECHILD;
}

/* A pending answer nobody will read: the child goes with it. */
static void drop_pending(struct opener *op)
{
	if (op->pending) {
		opener_stop(op, true);
		op->pending = NULL;
	}
}

static int open_forked(const struct lint_obj *o, char **log, bool debug)
{
	struct opener *op = &opener;

	*log = NULL;
	if (op->pending != o || debug) {
		drop_pending(op);
		if (request(op, o, debug))
			return open_capture(o, log, debug);
	}
	return answer(op, o, log);
}

void lint_libbpf_prefetch(const struct lint_obj *o)
{
	if (o->opts->ground_truth_inprocess || opener.pending)
		return;
	request(&opener, o, false);	/* failed: the open does it all later */
}

void lint_libbpf_cancel(const struct lint_obj *o)
{
	if (opener.pending == o)
		drop_pending(&opener);
}

static int ground_truth_open(const struct lint_obj *o, char **log, bool debug)
{
	if (o->opts->ground_truth_inprocess)
		return open_capture(o, log, debug);
	return open_forked(o, log, debug);
}

/* The calling thread is done linting: its opener child exits. */
void lint_libbpf_thread_done(void)
{
	opener_stop(&opener, false);
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
