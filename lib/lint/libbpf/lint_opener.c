// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The isolated open: libbpf's open of an object (lint_libbpf.c) run in a
 * forked child with a deadline and a memory cap, over a socket and a
 * memfd, or in-process when the options ask for it.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "lint/libbpf/lint_libbpf.h"
#include "lint/libbpf/lint_opener.h"
#include "lint/model/lint_obj.h"
#include "util/file_io.h"
#include "util/limits.h"

#define OPEN_TIMEOUT_MS	5000
#define OPEN_MEM_MARGIN	(512UL << 20)
#define CAP_STEP	((rlim_t)64 << 20)
#define MEMFD_MIN	(128 * 1024)

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
 * In a lint worker process (lint_files.c) the worker is the isolation: the
 * open runs in it, under the same deadline (its SIGALRM ends the worker)
 * and memory cap, and what a worker cannot settle is linted again in the
 * parent with a child of its own.
 */
static struct {
	bool on;
	bool redo;		/* the current object goes back to the parent */
	struct rlimit as;	/* the worker's own RLIMIT_AS */
} worker;
/* in a worker: libbpf's (first, not debug) open of the object is running */
static volatile sig_atomic_t worker_opening;
/* the next open of this thread is known to time out (lint_opener.h) */
static __thread bool known_timeout;


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
	/* in steps: objects of about one size share a cap, set once */
	cap = (cap + CAP_STEP - 1) & ~(CAP_STEP - 1);
	if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > cap)
		rl.rlim_cur = cap;
	if (rl.rlim_cur != last && !setrlimit(RLIMIT_AS, &rl))
		last = rl.rlim_cur;
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
		an.err = lint_libbpf_open_mem(buf, rq.len, rq.has_name ? name : NULL, &log,
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

static unsigned int open_timeout_ms(const struct lint_obj *o)
{
	return o->opts->open_timeout_ms ? o->opts->open_timeout_ms : OPEN_TIMEOUT_MS;
}

/*
 * Hand @o to the child; the deadline for its answer starts now. -1 when
 * there is no child and none can be started, or it cannot take the object:
 * the open then runs in-process.
 */
static int request(struct opener *op, const struct lint_obj *o, bool debug)
{
	unsigned int timeout_ms = open_timeout_ms(o);
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
	if (!rerr && an.log_len > LINT_CAPTURE_MAX)
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
	if (known_timeout && !debug) {
		/* a worker's open of these bytes ran into the same deadline */
		known_timeout = false;
		drop_pending(op);
		o->res->libbpf_timeout = true;
		return -ECHILD;
	}
	if (op->pending != o || debug) {
		drop_pending(op);
		if (request(op, o, debug))
			return lint_libbpf_open_mem(o->buf, o->len, o->name, log, debug);
	}
	return answer(op, o, log);
}

void lint_libbpf_prefetch(const struct lint_obj *o)
{
	if (worker.on || known_timeout || o->opts->ground_truth_inprocess || opener.pending)
		return;
	request(&opener, o, false);	/* failed: the open does it all later */
}

void lint_libbpf_cancel(const struct lint_obj *o)
{
	if (opener.pending == o)
		drop_pending(&opener);
}

/* The deadline in a worker: what the parent is told (lint_files.c). */
static void on_alarm(int sig)
{
	if (worker_opening)
		_exit(LINT_WORKER_TIMEOUT);
	signal(sig, SIG_DFL);
	raise(sig);
}

void lint_opener_worker(void)
{
	if (!worker.on) {
		getrlimit(RLIMIT_AS, &worker.as);
		signal(SIGALRM, on_alarm);
	}
	worker.on = true;
}

void lint_opener_known_timeout(bool timeout)
{
	known_timeout = timeout;
}

bool lint_opener_in_worker(void)
{
	return worker.on;
}

bool lint_opener_redo(void)
{
	bool redo = worker.redo;

	worker.redo = false;
	return redo;
}

/*
 * The open in a worker. A small object is copied (libelf may write to the
 * image; a large one is a read-only mapping, where a write kills the worker
 * and the parent redoes the object). Out of memory under the cap, the
 * parent redoes it too: its child's cap is its own.
 */
static int open_in_worker(const struct lint_obj *o, char **log, bool debug)
{
	unsigned int ms = open_timeout_ms(o);
	struct itimerval arm = {
		.it_value = { .tv_sec = ms / 1000, .tv_usec = (ms % 1000) * 1000 },
	}, off = { 0 };
	void *copy = NULL;
	int err;

	*log = NULL;
	if (o->len < BL_MAP_MIN) {	/* read, not mapped (file_io.h) */
		copy = malloc(o->len ? o->len : 1);
		if (!copy) {
			worker.redo = true;
			return -ENOMEM;
		}
		memcpy(copy, o->buf, o->len);
	}
	limit_memory(&worker.as, o->len);
	worker_opening = !debug;
	setitimer(ITIMER_REAL, &arm, NULL);
	err = lint_libbpf_open_mem(copy ? copy : o->buf, o->len, o->name, log, debug);
	setitimer(ITIMER_REAL, &off, NULL);
	worker_opening = false;
	free(copy);
	if (err == -ENOMEM)
		worker.redo = true;
	return err;
}

static int ground_truth_open(const struct lint_obj *o, char **log, bool debug)
{
	if (worker.on)
		return open_in_worker(o, log, debug);
	if (o->opts->ground_truth_inprocess)
		return lint_libbpf_open_mem(o->buf, o->len, o->name, log, debug);
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
