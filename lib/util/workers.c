// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Pre-forked worker processes for numbered jobs (workers.h).
 *
 * Each worker has three memory files (stdout, stderr, state), made by the
 * parent before the fork: the worker points fd 1 and 2 at them once and
 * every job appends to them. The parent hands a job's number to an idle
 * worker over a seqpacket socket; the worker answers with the job's exit
 * status and where each of its memory files ends, so a job's output is
 * the byte range since its previous job's. No descriptor crosses the
 * socket and none is duplicated per job (issue 23: three memfds and four
 * dup2 per job were a third of a small conversion's system calls). The
 * parent keeps its own descriptors of the memory files, so what a job
 * printed before its worker died is not lost (its range runs to the end
 * of the file); a dead worker is replaced by one with new files. Output is
 * replayed in job order, and jobs are handed out at most WINDOW ahead of
 * the oldest one not yet replayed.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util/workers.h"

#define WINDOW	64

/* A worker's memory files, alive while its worker or a job not yet replayed holds them. */
struct outs {
	int fd[3];		/* stdout, stderr, state */
	int refs;
};

struct job_slot {
	struct outs *out;	/* NULL: the job never reached a worker */
	off_t start[3], end[3];	/* end -1: to the end of the file (worker died) */
	int rc;
	int status;		/* waitpid status of a dead worker, or -errno */
	bool done, dead;
};

struct worker {
	pid_t pid;		/* 0: not running */
	int sock;
	int job;		/* -1: idle */
	struct outs *out;
	off_t pos[3];		/* where its next job's output starts */
};

struct reply {
	int idx, rc;
	off_t end[3];
};

struct pool {
	const struct bl_workers_ops *ops;
	void *ctx;
	struct job_slot *jobs;
	struct worker *w;
	int nr_jobs, nr_w;
	int spawn_err;
};

static void outs_put(struct outs *o)
{
	int i;

	if (!o || --o->refs > 0)
		return;
	for (i = 0; i < 3; i++)
		close(o->fd[i]);
	free(o);
}

static struct outs *outs_new(int *err)
{
	static const char *const names[3] = { "job-stdout", "job-stderr", "job-state" };
	struct outs *o = calloc(1, sizeof(*o));
	int i;

	if (!o) {
		*err = -ENOMEM;
		return NULL;
	}
	o->refs = 1;
	for (i = 0; i < 3; i++) {
		o->fd[i] = memfd_create(names[i], MFD_CLOEXEC);
		if (o->fd[i] < 0) {
			*err = -errno;
			while (i-- > 0)
				close(o->fd[i]);
			free(o);
			return NULL;
		}
	}
	return o;
}

static void __attribute__((noreturn))
worker_loop(int sock, const struct outs *o, const struct bl_workers_ops *ops, void *ctx)
{
	struct reply r;
	int idx;

	if (dup2(o->fd[0], 1) < 0 || dup2(o->fd[1], 2) < 0)
		_exit(127);
	while (recv(sock, &idx, sizeof(idx), 0) == sizeof(idx)) {
		r.idx = idx;
		r.rc = ops->run(ctx, idx, o->fd[2]);
		fflush(stdout);
		fflush(stderr);
		r.end[0] = lseek(1, 0, SEEK_CUR);
		r.end[1] = lseek(2, 0, SEEK_CUR);
		r.end[2] = lseek(o->fd[2], 0, SEEK_CUR);
		if (send(sock, &r, sizeof(r), MSG_NOSIGNAL) != sizeof(r))
			_exit(0);
	}
	r.rc = ops->finish ? ops->finish(ctx) : 0;
	fflush(stdout);
	fflush(stderr);
	_exit(r.rc);
}

/* Start worker @w with new memory files; the child closes the parent's ends of the others. */
static int spawn(struct pool *p, struct worker *w)
{
	struct outs *o;
	int sv[2], i, k, err = 0;
	pid_t pid;

	o = outs_new(&err);
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
		worker_loop(sv[1], o, p->ops, p->ctx);
	}
	close(sv[1]);
	w->pid = pid;
	w->sock = sv[0];
	w->job = -1;
	w->out = o;
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

/* Give idle workers the next jobs, within the window. */
static void dispatch(struct pool *p, int *next, int shown)
{
	struct job_slot *s;
	int i;

	for (i = 0; i < p->nr_w && *next < p->nr_jobs && *next < shown + WINDOW; i++) {
		struct worker *w = &p->w[i];

		if (w->pid <= 0 || w->job >= 0)
			continue;
		s = &p->jobs[*next];
		if (send(w->sock, next, sizeof(*next), MSG_NOSIGNAL) != sizeof(*next)) {
			finish(s, true, -errno, 0);
		} else {
			s->out = w->out;
			s->out->refs++;
			memcpy(s->start, w->pos, sizeof(s->start));
			w->job = *next;
		}
		(*next)++;
	}
}

/* Worker @w ended (EOF or a broken socket): its job died with it. */
static void bury(struct pool *p, struct worker *w)
{
	int st = 0, k;

	close(w->sock);
	while (waitpid(w->pid, &st, 0) < 0 && errno == EINTR)
		;
	w->pid = 0;
	if (w->job >= 0) {
		for (k = 0; k < 3; k++)
			p->jobs[w->job].end[k] = -1;
		finish(&p->jobs[w->job], true, st, 0);
	}
	w->job = -1;
	outs_put(w->out);
	w->out = NULL;
	if (!p->spawn_err)
		p->spawn_err = spawn(p, w);
}

static void collect(struct pool *p, struct worker *w)
{
	struct reply r;
	ssize_t n = recv(w->sock, &r, sizeof(r), 0);

	if (n == sizeof(r) && r.idx == w->job) {
		memcpy(p->jobs[w->job].end, r.end, sizeof(r.end));
		memcpy(w->pos, r.end, sizeof(w->pos));
		finish(&p->jobs[w->job], false, 0, r.rc);
		w->job = -1;
	} else if (!(n < 0 && errno == EINTR)) {
		bury(p, w);
	}
}

static void wait_any(struct pool *p)
{
	struct pollfd pfd[p->nr_w];
	int map[p->nr_w];
	int i, n = 0;

	for (i = 0; i < p->nr_w; i++) {
		if (p->w[i].pid > 0 && p->w[i].job >= 0) {
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

/* Job @s's bytes of memory file @k: [start, end), or to the end of the file. */
static size_t range(const struct job_slot *s, int k)
{
	struct stat st;
	off_t end = s->end[k];

	if (end < 0)
		end = fstat(s->out->fd[k], &st) ? s->start[k] : st.st_size;
	return end > s->start[k] ? (size_t)(end - s->start[k]) : 0;
}

static void copy_out(const struct job_slot *s, int k, int to)
{
	char buf[65536];
	size_t left = range(s, k);
	off_t off = s->start[k];
	ssize_t n;

	while (left && (n = pread(s->out->fd[k], buf, left < sizeof(buf) ? left : sizeof(buf), off)) > 0) {
		if (write(to, buf, n) != n)
			break;
		off += n;
		left -= n;
	}
}

static void merge_state(struct pool *p, int idx, const struct job_slot *s)
{
	size_t len = range(s, 2), got = 0;
	char *buf = len ? malloc(len) : NULL;
	ssize_t n;

	if (len && !buf)
		return;
	while (got < len && (n = pread(s->out->fd[2], buf + got, len - got, s->start[2] + got)) > 0)
		got += n;
	p->ops->merge(p->ctx, idx, buf, got);
	free(buf);
}

/* Replay a finished job; returns its exit status. */
static int show(struct pool *p, int idx)
{
	struct job_slot *s = &p->jobs[idx];
	int rc = s->rc, k;

	if (s->dead) {
		/* its line goes after what the job printed: the file's end */
		rc = p->ops->died(p->ctx, idx, s->status, s->out ? s->out->fd[1] : 2);
		for (k = 0; s->out && k < 3; k++)
			s->end[k] = -1;
	}
	if (s->out) {
		copy_out(s, 0, 1);
		copy_out(s, 1, 2);
		merge_state(p, idx, s);
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

	if (nr_workers > nr_jobs)
		nr_workers = nr_jobs;
	p.jobs = calloc(nr_jobs, sizeof(*p.jobs));
	p.w = calloc(nr_workers, sizeof(*p.w));
	if (!p.jobs || !p.w) {
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
			next = nr_jobs;
			continue;
		}
		if (shown < nr_jobs)
			wait_any(&p);
	}
	for (i = 0; i < p.nr_w; i++) {
		if (p.w[i].pid <= 0)
			continue;
		close(p.w[i].sock);	/* EOF: the worker finishes and exits */
	}
	for (i = 0; i < p.nr_w; i++) {
		struct job_slot fin = { .out = p.w[i].out, .end = { -1, -1, -1 } };
		int st = 0;

		if (p.w[i].pid <= 0)
			continue;
		while (waitpid(p.w[i].pid, &st, 0) < 0 && errno == EINTR)
			;
		/* what finish() printed, after every job's output */
		memcpy(fin.start, p.w[i].pos, sizeof(fin.start));
		copy_out(&fin, 0, 1);
		copy_out(&fin, 1, 2);
		r = WIFEXITED(st) ? WEXITSTATUS(st) : 0;
		if (r > worst)
			worst = r;
		outs_put(p.w[i].out);
	}
out:
	free(p.jobs);
	free(p.w);
	return err ? err : worst;
}
