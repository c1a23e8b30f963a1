// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Pre-forked worker processes for numbered jobs (workers.h).
 *
 * Each worker has three memory files (stdout, stderr, state), and a fourth
 * (its side file) when the caller keeps bytes there, made by the
 * parent before the fork: the worker points fd 1 and 2 at them once and
 * every job appends to them. The parent hands a job's number to an idle
 * worker over a seqpacket socket; the worker answers with the job's exit
 * status and where each of its memory files ends, so a job's output is
 * the byte range since its previous job's; the worker knows where they end
 * without asking the kernel (ends()). No descriptor crosses the socket and
 * none is duplicated per job (three memfds and four dup2 per job were a
 * third of a small conversion's system calls). Jobs go
 * out in runs of up to MAX_CHUNK consecutive numbers and the answers for a
 * whole run come back in one message, so the parent wakes once per run,
 * not once per job (the parent's CPU per job, not a worker's, bounds a -j
 * run of small objects). Each
 * answer is also kept, as soon as it is known, in a page the worker shares
 * with the parent, with the job it is running: when a worker dies its
 * finished jobs count as answered and only the job it was running dies. The
 * parent keeps its own descriptors of the memory files, so what a job
 * printed before its worker died is not lost (its range runs to the end
 * of the file); a dead worker is replaced by one with new files. Output is
 * replayed in job order, the ranges that follow one another joined into
 * one sendfile() (struct replay), and jobs are handed out at most WINDOW()
 * ahead of the oldest one not yet replayed.
 *
 * A job may be held (run() returns BL_WORKERS_HELD): the worker answers
 * at once, so it gets its next job, and ends its held jobs together with
 * complete() once it holds ops->batch of them or the parent sends it
 * FLUSH because it has nothing else for it; one message then answers for
 * all of them. A held job's output is two ranges: run()'s and complete()'s.
 * A worker that dies costs only the job it was running: the jobs it held
 * are run again by another worker (once; their first output is dropped),
 * those of its run it had not started go to other workers.
 */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util/bulk.h"
#include "util/file_io.h"
#include "util/readahead.h"
#include "util/workers.h"

#define MAX_BATCH 64
/* 128: a message per 128 small lints; runs of 32 cost the parent about
 * 1.5 us more an object in poll and recv */
#define MAX_CHUNK 128
/* a window of two runs a worker: one running, one queued behind it */
#define WINDOW(nr_w)	(2 * MAX_CHUNK * (nr_w))
#define FLUSH	(-1)	/* parent to worker: end the held jobs */
#define MAX_REPLIES (2 * MAX_CHUNK + MAX_BATCH)	/* to one message */
#define IDLE	(-2)	/* shared page: running no job */

/* A worker's memory files, alive while its worker or a job not yet replayed holds them. */
struct outs {
	int fd[3];		/* stdout, stderr, state */
	int side;		/* ops->keep: the side file until keep() takes it, else -1 */
	int refs;
	/* the parent's reads of the state file, a buffer at a time: one
	 * system call for many jobs, and no page touched but the buffer's */
	struct bl_readahead ra;
	int kept;		/* the side file once keep() took it: the caller's, or -1 */
};

struct job_slot {
	struct outs *out;	/* NULL: the job never reached a worker */
	off_t start[3], end[3];	/* end -1: to the end of the file (worker died) */
	off_t start2[3], end2[3];	/* a held job's output from complete() */
	int rc;
	int status;		/* waitpid status of a dead worker, or -errno */
	int holder;		/* 1 + the worker holding it, or 0 */
	bool done, dead;
	bool again;		/* killed a worker ending it: dies the next time */
};

struct worker {
	pid_t pid;		/* 0: not running */
	int sock;
	int q[MAX_CHUNK];	/* jobs sent, not answered yet, in order */
	int qh, nq;
	struct outs *out;
	off_t pos[3];		/* where its next output starts */
	struct shared *sh;	/* its page, mapped before the fork */
	int held;		/* jobs it holds */
	bool flushing;		/* sent FLUSH, held jobs not all answered */
};

struct reply {
	int idx, rc;
	int held;		/* the job is held, not done */
	off_t end[3];
};

/*
 * Written by a worker, read by the parent once the worker is dead: the
 * answers of the message it is on so far, and what it is running (a job,
 * FLUSH while ending held jobs, or IDLE).
 */
struct shared {
	int running;
	int nr;
	struct reply r[MAX_REPLIES];
};

/*
 * Output being replayed: a range of a worker's stdout or stderr that the
 * next job's range may continue, then written with it (one pair of system
 * calls a run of jobs, not one a job that printed: the parent's CPU per
 * job bounds a -j run).
 */
struct replay {
	struct outs *o;		/* NULL: none */
	int k;
	off_t start, end;
	bool no_sendfile[2];	/* sendfile() refused to write there */
};

struct pool {
	const struct bl_workers_ops *ops;
	void *ctx;
	struct job_slot *jobs;
	struct worker *w;
	int nr_jobs, nr_w, batch;
	int *again, nr_again;	/* jobs to hand out again, before the next ones */
	int spawn_err;
	struct replay replay;
};

static void outs_put(struct outs *o)
{
	int i;

	if (!o || --o->refs > 0)
		return;
	for (i = 0; i < 3; i++)
		close(o->fd[i]);
	if (o->side >= 0)
		close(o->side);
	bl_readahead_fini(&o->ra);
	free(o);
}

static struct outs *outs_new(bool side, int *err)
{
	static const char *const names[3] = { "job-stdout", "job-stderr", "job-state" };
	struct outs *o = calloc(1, sizeof(*o));
	int i;

	if (!o) {
		*err = -ENOMEM;
		return NULL;
	}
	o->refs = 1;
	o->side = side ? memfd_create("job-side", MFD_CLOEXEC) : -1;
	if (side && o->side < 0) {
		*err = -errno;
		free(o);
		return NULL;
	}
	for (i = 0; i < 3; i++) {
		o->fd[i] = memfd_create(names[i], MFD_CLOEXEC);
		if (o->fd[i] < 0) {
			*err = -errno;
			while (i-- > 0)
				close(o->fd[i]);
			if (o->side >= 0)
				close(o->side);
			free(o);
			return NULL;
		}
	}
	bl_readahead_init(&o->ra, o->fd[2]);
	o->kept = -1;
	return o;
}

/* A memory file a worker appends to, and where it ends: counted. */
struct counted {
	int fd;			/* -1: none */
	off_t end;
};

struct bl_workers_state {
	struct counted state, side;	/* the side file: with ops->keep */
};

/* Append @nr pieces to @c; false when they could not all be written. */
static bool append(struct counted *c, const struct iovec *iov, int nr)
{
	off_t len = bl_iov_len(iov, nr);

	if (c->fd < 0)
		return false;
	if (bl_writev_all(c->fd, iov, nr)) {
		/* how much went, the file says */
		c->end = lseek(c->fd, 0, SEEK_CUR);
		return false;
	}
	c->end += len;
	return true;
}

bool bl_workers_state_write(struct bl_workers_state *st, const struct iovec *iov, int nr)
{
	return append(&st->state, iov, nr);
}

bool bl_workers_side_write(struct bl_workers_state *st, const struct iovec *iov, int nr,
			   off_t *at)
{
	off_t start = st->side.end;

	if (!append(&st->side, iov, nr))
		return false;
	*at = start;
	return true;
}

/*
 * In a worker: where stdout or stderr ends now. Their FILEs are flushed
 * and placed again only when they hold bytes (a flush forgets the
 * position), so glibc answers ftello() from the position it keeps, with
 * no system call; a C library that does not asks the kernel (three
 * lseeks a job boundary, a tenth of a small job's cost).
 */
static off_t end_of(FILE *f)
{
	if (__fpending(f)) {
		fflush(f);
		fseeko(f, 0, SEEK_CUR);
	}
	return ftello(f);
}

/*
 * In a worker: where its three files end now. A job writes stdout and
 * stderr through their FILEs; one that dies may write to the descriptors
 * directly (a sanitizer, abort()), and its output runs to the end of the
 * files, whatever the positions said.
 */
static void ends(off_t end[3], const struct bl_workers_state *st)
{
	end[0] = end_of(stdout);
	end[1] = end_of(stderr);
	end[2] = st->state.end;
}

/* In a worker: answer @r is known (kept where the parent finds it if the
 * worker dies before sending it). */
static void kept(struct shared *sh, const struct reply *r)
{
	sh->r[sh->nr] = *r;
	__atomic_store_n(&sh->nr, sh->nr + 1, __ATOMIC_RELEASE);
}

/* In a worker: end every held job, their answers added to the page. */
static void flush_held(const struct bl_workers_state *st, const struct bl_workers_ops *ops,
		       void *ctx, int *held, struct shared *sh)
{
	struct reply r = { 0 };
	int idx, rc;

	__atomic_store_n(&sh->running, FLUSH, __ATOMIC_RELEASE);
	while (*held > 0 && (rc = ops->complete(ctx, &idx)) >= 0) {
		r.idx = idx;
		r.rc = rc;
		ends(r.end, st);
		kept(sh, &r);
		(*held)--;
	}
	*held = 0;
	__atomic_store_n(&sh->running, IDLE, __ATOMIC_RELEASE);
}

/*
 * A message's answers: at most MAX_CHUNK runs, the jobs held before it
 * (fewer than @batch) ended once @batch are held, and those of the run
 * held since: within MAX_REPLIES.
 */
static void __attribute__((noreturn))
worker_loop(int sock, const struct outs *o, const struct bl_workers_ops *ops, void *ctx,
	    int batch, struct shared *sh)
{
	struct bl_workers_state st = { .state = { o->fd[2], 0 }, .side = { o->side, 0 } };
	int msg[MAX_CHUNK], held = 0, i, rc;
	struct reply r;
	ssize_t len;

	/* the FILEs start from the new files' start (spawn() flushed them) */
	if (dup2(o->fd[0], 1) < 0 || dup2(o->fd[1], 2) < 0 || fseeko(stdout, 0, SEEK_SET) ||
	    fseeko(stderr, 0, SEEK_SET))
		_exit(127);
	while ((len = recv(sock, msg, sizeof(msg), 0)) >= (ssize_t)sizeof(int)) {
		__atomic_store_n(&sh->nr, 0, __ATOMIC_RELEASE);
		for (i = 0; i < (int)(len / sizeof(int)); i++) {
			if (msg[i] == FLUSH) {
				flush_held(&st, ops, ctx, &held, sh);
				continue;
			}
			__atomic_store_n(&sh->running, msg[i], __ATOMIC_RELEASE);
			rc = ops->run(ctx, msg[i], &st);
			r = (struct reply){ .idx = msg[i], .rc = rc, .held = rc == BL_WORKERS_HELD };
			if (r.held)
				r.rc = 0;
			ends(r.end, &st);
			kept(sh, &r);
			__atomic_store_n(&sh->running, IDLE, __ATOMIC_RELEASE);
			if (r.held && ++held >= batch)
				flush_held(&st, ops, ctx, &held, sh);
		}
		len = sh->nr * sizeof(sh->r[0]);
		if (len && send(sock, sh->r, len, MSG_NOSIGNAL) != len)
			_exit(0);
	}
	/* no parent to tell: the held jobs still end whole */
	__atomic_store_n(&sh->nr, 0, __ATOMIC_RELEASE);
	flush_held(&st, ops, ctx, &held, sh);
	rc = ops->finish ? ops->finish(ctx) : 0;
	fflush(stdout);
	fflush(stderr);
	/* every job's state is merged (the parent closes the socket only
	 * then, or is gone): its pages are freed here, on this CPU, not by
	 * the parent's last close, which a -j run waits on */
	(void)!ftruncate(o->fd[2], 0);
	_exit(rc);
}

/* Start worker @w with new memory files; the child closes the parent's ends of the others. */
static int spawn(struct pool *p, struct worker *w)
{
	struct outs *o;
	int sv[2], i, k, err = 0;
	pid_t pid;

	if (!w->sh) {
		w->sh = mmap(NULL, sizeof(*w->sh), PROT_READ | PROT_WRITE,
			     MAP_SHARED | MAP_ANONYMOUS, -1, 0);
		if (w->sh == MAP_FAILED) {
			w->sh = NULL;
			return -errno;
		}
	}
	w->sh->nr = 0;
	w->sh->running = IDLE;
	o = outs_new(p->ops->keep != NULL, &err);
	if (!o)
		return err;
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv)) {
		err = -errno;
		outs_put(o);
		return err;
	}
	fflush(NULL);	/* nothing buffered may be written twice */
	pid = fork();
	if (pid < 0) {
		err = -errno;
		close(sv[0]);
		close(sv[1]);
		outs_put(o);
		return err;
	}
	if (pid == 0) {
		close(sv[0]);
		for (i = 0; i < p->nr_w; i++) {
			if (p->w[i].pid <= 0 || &p->w[i] == w)
				continue;
			close(p->w[i].sock);
			for (k = 0; k < 3; k++)
				close(p->w[i].out->fd[k]);
		}
		worker_loop(sv[1], o, p->ops, p->ctx, p->batch, w->sh);
	}
	close(sv[1]);
	/* the worker has its side file: the parent's descriptor is the
	 * caller's, who reads it later (the other workers' are too) */
	if (p->ops->keep) {
		o->kept = o->side;
		o->side = -1;
		if (p->ops->keep(p->ctx, o->kept)) {
			close(o->kept);
			o->kept = -1;
		}
	}
	w->pid = pid;
	w->sock = sv[0];
	w->qh = w->nq = 0;
	w->out = o;
	w->held = 0;
	w->flushing = false;
	memset(w->pos, 0, sizeof(w->pos));
	return 0;
}

static void finish(struct job_slot *s, bool dead, int status, int rc)
{
	s->done = true;
	s->dead = dead;
	s->status = status;
	s->rc = rc;
}

/* Send worker @w jobs @idx[0..@n-1]; false: it cannot be reached. */
static bool send_jobs(struct pool *p, struct worker *w, const int *idx, int n)
{
	int i;

	if (send(w->sock, idx, n * sizeof(*idx), MSG_NOSIGNAL) != (ssize_t)(n * sizeof(*idx)))
		return false;
	for (i = 0; i < n; i++) {
		p->jobs[idx[i]].out = w->out;
		w->out->refs++;
		w->q[i] = idx[i];
	}
	w->qh = 0;
	w->nq = n;
	return true;
}

static void bury(struct pool *p, struct worker *w);

/*
 * Give idle workers the next jobs, within the window: a run of them, or
 * one to run again alone; one holding jobs that gets none is told to end
 * them.
 */
static void dispatch(struct pool *p, int *next, int shown)
{
	int i, k, n, left, idx[MAX_CHUNK], msg = FLUSH;

	for (i = 0; i < p->nr_w; i++) {
		struct worker *w = &p->w[i];

		if (w->pid <= 0 || w->nq || w->flushing)
			continue;
		if (p->nr_again) {
			idx[0] = p->again[--p->nr_again];
			if (!send_jobs(p, w, idx, 1)) {
				/* it died idle (only busy workers are polled): the
				 * job waits for its replacement */
				p->again[p->nr_again++] = idx[0];
				bury(p, w);
			}
			continue;
		}
		left = p->nr_jobs - *next;
		if (left > shown + WINDOW(p->nr_w) - *next)
			left = shown + WINDOW(p->nr_w) - *next;
		if (left <= 0) {
			/* a broken socket: poll() sees the worker's end */
			if (w->held && send(w->sock, &msg, sizeof(msg), MSG_NOSIGNAL) == sizeof(msg))
				w->flushing = true;
			continue;
		}
		/* short runs near the end, so every worker has a share */
		n = (p->nr_jobs - *next) / (2 * p->nr_w);
		n = n < 1 ? 1 : n > MAX_CHUNK ? MAX_CHUNK : n;
		if (n > left)
			n = left;
		for (k = 0; k < n; k++)
			idx[k] = (*next)++;
		if (!send_jobs(p, w, idx, n)) {
			/* as above: the run goes to its replacement */
			*next -= n;
			bury(p, w);
		}
	}
}

/* A dead worker's job: its output from @pos to the end of the files, or none. */
static void last_range(off_t *start, off_t *end, const off_t *pos, bool tail)
{
	int k;

	for (k = 0; k < 3; k++) {
		start[k] = pos[k];
		end[k] = tail ? -1 : pos[k];
	}
}

static bool answer(struct pool *p, struct worker *w, const struct reply *r);

/*
 * Worker @w ended (EOF or a broken socket). The answers it kept but did
 * not send count. The job it was running died with it (what it printed
 * last is that job's). The jobs it held are run again by another worker,
 * their first output dropped; when it died ending them, the oldest left
 * is the one that killed it, and dies if it had killed a worker before.
 * The jobs of its run it had not started go to other workers.
 */
static void bury(struct pool *p, struct worker *w)
{
	int st = 0, k, running, me = (int)(w - p->w) + 1;
	bool blame, tail_job;

	close(w->sock);
	while (waitpid(w->pid, &st, 0) < 0 && errno == EINTR)
		;
	w->pid = 0;
	/* answers of an earlier message, already taken, are refused */
	for (k = 0; k < w->sh->nr && k < MAX_REPLIES; k++)
		answer(p, w, &w->sh->r[k]);
	running = w->sh->running;
	tail_job = w->qh < w->nq && running == w->q[w->qh];
	/* ending its held jobs, oldest first: the first one left killed it */
	blame = w->held && running == FLUSH;
	for (k = 0; w->held && k < p->nr_jobs; k++) {
		struct job_slot *s = &p->jobs[k];

		if (s->holder != me || s->done)
			continue;
		s->holder = 0;
		if (blame && s->again) {
			/* it killed a worker before: what was printed last is its */
			last_range(s->start2, s->end2, w->pos, true);
			finish(s, true, st, 0);
		} else {
			/* run again, output anew; once more if it killed this one */
			s->again = s->again || blame;
			outs_put(s->out);
			s->out = NULL;
			p->again[p->nr_again++] = k;
		}
		blame = false;
	}
	for (k = w->qh; k < w->nq; k++) {
		struct job_slot *s = &p->jobs[w->q[k]];

		if (k == w->qh && tail_job) {
			last_range(s->start, s->end, w->pos, true);
			finish(s, true, st, 0);
			continue;
		}
		outs_put(s->out);
		s->out = NULL;
		p->again[p->nr_again++] = w->q[k];
	}
	w->qh = w->nq = 0;
	w->held = 0;
	w->flushing = false;
	outs_put(w->out);
	w->out = NULL;
	if (!p->spawn_err)
		p->spawn_err = spawn(p, w);
}

/* One answer of worker @w: for its running job or one it holds. */
static bool answer(struct pool *p, struct worker *w, const struct reply *r)
{
	int me = (int)(w - p->w) + 1;
	struct job_slot *s;

	if (r->idx < 0 || r->idx >= p->nr_jobs)
		return false;
	s = &p->jobs[r->idx];
	if (w->qh < w->nq && r->idx == w->q[w->qh]) {
		memcpy(s->start, w->pos, sizeof(s->start));
		memcpy(s->end, r->end, sizeof(s->end));
		if (++w->qh == w->nq)
			w->qh = w->nq = 0;
		if (r->held) {
			s->holder = me;
			w->held++;
		} else {
			finish(s, false, 0, r->rc);
		}
	} else if (s->holder == me && !s->done && !r->held) {
		memcpy(s->start2, w->pos, sizeof(s->start2));
		memcpy(s->end2, r->end, sizeof(s->end2));
		s->holder = 0;
		w->held--;
		finish(s, false, 0, r->rc);
	} else {
		return false;
	}
	memcpy(w->pos, r->end, sizeof(w->pos));
	return true;
}

static void collect(struct pool *p, struct worker *w)
{
	struct reply r[MAX_REPLIES];
	ssize_t n = recv(w->sock, r, sizeof(r), 0);
	size_t i;

	if (n < 0 && errno == EINTR)
		return;
	if (n <= 0 || n % sizeof(r[0])) {
		bury(p, w);
		return;
	}
	for (i = 0; i < n / sizeof(r[0]); i++) {
		if (!answer(p, w, &r[i])) {
			bury(p, w);
			return;
		}
	}
	if (!w->held)
		w->flushing = false;
}

static void wait_any(struct pool *p)
{
	struct pollfd pfd[p->nr_w];
	int map[p->nr_w];
	int i, n = 0;

	for (i = 0; i < p->nr_w; i++) {
		if (p->w[i].pid > 0 && (p->w[i].nq || p->w[i].held)) {
			pfd[n] = (struct pollfd){ .fd = p->w[i].sock, .events = POLLIN };
			map[n++] = i;
		}
	}
	if (!n || poll(pfd, n, -1) <= 0)
		return;
	for (i = 0; i < n; i++)
		if (pfd[i].revents)
			collect(p, &p->w[map[i]]);
}

/* Bytes [start, end) of memory file @k, or to its end when @end is -1. */
static size_t range(const struct outs *o, int k, off_t start, off_t end)
{
	struct stat st;

	if (end < 0)
		end = fstat(o->fd[k], &st) ? start : st.st_size;
	return end > start ? (size_t)(end - start) : 0;
}

/* The range being replayed, to descriptor k + 1: with sendfile() where it
 * writes there (not to a terminal, nor with O_APPEND), which costs one
 * system call and no copy through the parent; else read and written. */
static __attribute__((noinline)) void copy_bytes(struct replay *rp)
{
	int k = rp->k, from = rp->o->fd[k];
	size_t left = rp->end - rp->start;
	off_t off = rp->start;
	char buf[65536];
	ssize_t n;

	while (left && !rp->no_sendfile[k]) {
		n = sendfile(k + 1, from, &off, left);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			rp->no_sendfile[k] = n < 0 && (errno == EINVAL || errno == ENOSYS);
			if (!rp->no_sendfile[k])
				return;	/* as a failed write() */
			break;
		}
		left -= n;
	}
	while (left && (n = pread(from, buf, left < sizeof(buf) ? left : sizeof(buf), off)) > 0) {
		if (write(k + 1, buf, n) != n)
			break;
		off += n;
		left -= n;
	}
}

/* The range being replayed, written now: before the parent writes itself,
 * waits for workers or returns. */
static void replay_flush(struct replay *rp)
{
	if (!rp->o)
		return;
	copy_bytes(rp);
	outs_put(rp->o);
	rp->o = NULL;
}

/* Bytes [start, end) of memory file @k (to its end when @end is -1) to
 * descriptor @k + 1, in turn: joined to the range before when they
 * continue it. */
static void replay(struct replay *rp, struct outs *o, int k, off_t start, off_t end)
{
	size_t len = range(o, k, start, end);

	if (!len)
		return;
	if (rp->o == o && rp->k == k && rp->end == start) {
		rp->end = start + len;
		return;
	}
	replay_flush(rp);
	rp->o = o;
	rp->k = k;
	rp->start = start;
	rp->end = start + len;
	o->refs++;
}

/* Read [start, end) of the state file into @buf at *@got. */
static void read_state(const struct outs *o, off_t start, size_t len, char *buf,
		       size_t *got)
{
	size_t want = *got + len;
	ssize_t n;

	while (*got < want && (n = pread(o->fd[2], buf + *got, want - *got, start)) > 0) {
		*got += n;
		start += n;
	}
}

static void merge_state(struct pool *p, int idx, const struct job_slot *s)
{
	struct outs *o = s->out;
	size_t l1 = range(o, 2, s->start[2], s->end[2]);
	size_t l2 = range(o, 2, s->start2[2], s->end2[2]), got = 0;
	const char *in = l2 ? NULL : bl_readahead_get(&o->ra, s->start[2], l1);
	char *buf;

	if (in) {
		p->ops->merge(p->ctx, idx, in, l1, o->kept);
		return;
	}
	buf = l1 + l2 ? malloc(l1 + l2) : NULL;
	if (l1 + l2 && !buf)
		return;
	read_state(o, s->start[2], l1, buf, &got);
	read_state(o, s->start2[2], l2, buf, &got);
	p->ops->merge(p->ctx, idx, buf, got, o->kept);
	free(buf);
}

/* Replay a finished job; returns its exit status. */
static int show(struct pool *p, int idx)
{
	struct job_slot *s = &p->jobs[idx];
	int rc = s->rc, k;

	if (s->out) {
		for (k = 0; k < 2; k++) {
			replay(&p->replay, s->out, k, s->start[k], s->end[k]);
			replay(&p->replay, s->out, k, s->start2[k], s->end2[k]);
		}
		merge_state(p, idx, s);
	}
	/* its line goes after what the job printed */
	if (s->dead) {
		replay_flush(&p->replay);
		rc = p->ops->died(p->ctx, idx, s->status, 2);
	}
	outs_put(s->out);
	s->out = NULL;
	return rc;
}

int bl_run_workers(int nr_jobs, int nr_workers, const struct bl_workers_ops *ops,
		   void *ctx)
{
	struct pool p = { .ops = ops, .ctx = ctx, .nr_jobs = nr_jobs };
	int i, r, next = 0, shown = 0, live = 0, worst = 0, err = 0;

	p.batch = ops->complete ? ops->batch : 1;
	if (p.batch < 1 || p.batch > MAX_BATCH)
		p.batch = MAX_BATCH;

	if (nr_workers > nr_jobs)
		nr_workers = nr_jobs;
	/* the parent's alone (bulk.h): no worker touches a job slot */
	p.jobs = bl_bulk_zalloc(nr_jobs * sizeof(*p.jobs));
	p.w = calloc(nr_workers, sizeof(*p.w));
	p.again = calloc(nr_jobs, sizeof(*p.again));
	if (!p.jobs || !p.w || !p.again) {
		err = -ENOMEM;
		goto out;
	}
	for (p.nr_w = 0; p.nr_w < nr_workers; p.nr_w++)
		if ((err = spawn(&p, &p.w[p.nr_w])))
			break;
	if (!p.nr_w)
		goto out;
	err = 0;	/* fewer workers than asked for will do */
	while (shown < nr_jobs) {
		dispatch(&p, &next, shown);
		for (; shown < nr_jobs && p.jobs[shown].done; shown++) {
			r = show(&p, shown);
			if (r > worst)
				worst = r;
		}
		for (live = 0, i = 0; i < p.nr_w; i++)
			live += p.w[i].pid > 0;
		if (!live) {
			/* no worker could be replaced: the rest cannot run */
			for (i = next; i < nr_jobs; i++)
				finish(&p.jobs[i], true, p.spawn_err ? p.spawn_err : -EAGAIN, 0);
			while (p.nr_again)
				finish(&p.jobs[p.again[--p.nr_again]], true,
				       p.spawn_err ? p.spawn_err : -EAGAIN, 0);
			next = nr_jobs;
			continue;
		}
		replay_flush(&p.replay);
		if (shown < nr_jobs)
			wait_any(&p);
	}
	for (i = 0; i < p.nr_w; i++) {
		if (p.w[i].pid <= 0)
			continue;
		close(p.w[i].sock);	/* EOF: the worker finishes and exits */
	}
	for (i = 0; i < p.nr_w; i++) {
		int st = 0;

		if (p.w[i].pid <= 0)
			continue;
		while (waitpid(p.w[i].pid, &st, 0) < 0 && errno == EINTR)
			;
		/* what finish() printed, after every job's output */
		replay(&p.replay, p.w[i].out, 0, p.w[i].pos[0], -1);
		replay(&p.replay, p.w[i].out, 1, p.w[i].pos[1], -1);
		replay_flush(&p.replay);
		r = WIFEXITED(st) ? WEXITSTATUS(st) : 0;
		if (r > worst)
			worst = r;
		outs_put(p.w[i].out);
	}
out:
	for (i = 0; p.w && i < nr_workers; i++)
		if (p.w[i].sh)
			munmap(p.w[i].sh, sizeof(*p.w[i].sh));
	bl_bulk_free(p.jobs, nr_jobs * sizeof(*p.jobs));
	free(p.w);
	free(p.again);
	return err ? err : worst;
}
