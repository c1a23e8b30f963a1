// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Pre-forked worker processes for numbered jobs (workers.h).
 *
 * The parent creates each job's three memory files (stdout, stderr, state)
 * and hands them with the job's number to an idle worker over a seqpacket
 * socket (SCM_RIGHTS); the worker points fd 1 and 2 at them, runs the job
 * and answers with its exit status. The parent keeps its own descriptors
 * of the memory files, so what a job printed before its worker died is not
 * lost; a dead worker is replaced. Output is replayed in job order, and
 * jobs are handed out at most WINDOW ahead of the oldest one not yet
 * replayed, which bounds the open descriptors.
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
#include <sys/wait.h>
#include <unistd.h>

#include "util/workers.h"

#define WINDOW	64

struct job_slot {
	int fd[3];		/* memfds: stdout, stderr, state */
	int rc;
	int status;		/* waitpid status of a dead worker, or -errno */
	bool done, dead;
};

struct worker {
	pid_t pid;		/* 0: not running */
	int sock;
	int job;		/* -1: idle */
};

struct msg {
	int idx, rc;
};

struct pool {
	const struct bl_workers_ops *ops;
	void *ctx;
	struct job_slot *jobs;
	struct worker *w;
	int nr_jobs, nr_w;
	int spawn_err;
};

/* One job message: its number and rc, and room for three descriptors. */
struct job_msg {
	struct msg m;
	struct iovec iov;
	union {
		char buf[CMSG_SPACE(3 * sizeof(int))];
		size_t align;	/* a cmsghdr's (it ends in a flexible array) */
	} u;
	struct msghdr mh;
};

static void job_msg_init(struct job_msg *j)
{
	memset(j, 0, sizeof(*j));
	j->iov = (struct iovec){ &j->m, sizeof(j->m) };
	j->mh.msg_iov = &j->iov;
	j->mh.msg_iovlen = 1;
	j->mh.msg_control = j->u.buf;
	j->mh.msg_controllen = sizeof(j->u.buf);
}

static int send_job(int sock, int idx, const int fd[3])
{
	struct job_msg j;
	struct cmsghdr *c;

	job_msg_init(&j);
	j.m.idx = idx;
	c = CMSG_FIRSTHDR(&j.mh);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(3 * sizeof(int));
	memcpy(CMSG_DATA(c), fd, 3 * sizeof(int));
	return sendmsg(sock, &j.mh, MSG_NOSIGNAL) == sizeof(j.m) ? 0 : -errno;
}

/* A job and its three descriptors; -1 at EOF or on a malformed message. */
static int recv_job(int sock, int fd[3])
{
	struct job_msg j;
	struct cmsghdr *c;

	job_msg_init(&j);
	if (recvmsg(sock, &j.mh, MSG_CMSG_CLOEXEC) != sizeof(j.m))
		return -1;
	c = CMSG_FIRSTHDR(&j.mh);
	if (!c || c->cmsg_type != SCM_RIGHTS ||
	    c->cmsg_len != CMSG_LEN(3 * sizeof(int)))
		return -1;
	memcpy(fd, CMSG_DATA(c), 3 * sizeof(int));
	return j.m.idx;
}

/* fd 1/2 back to the worker's own; -1: it had none, so close it. */
static void restore_fd(int saved, int fd)
{
	if (saved >= 0)
		dup2(saved, fd);
	else
		close(fd);
}

static void __attribute__((noreturn))
worker_loop(int sock, const struct bl_workers_ops *ops, void *ctx)
{
	int out = fcntl(1, F_DUPFD_CLOEXEC, 3), err = fcntl(2, F_DUPFD_CLOEXEC, 3);
	int fd[3], idx;
	struct msg m;

	while ((idx = recv_job(sock, fd)) >= 0) {
		dup2(fd[0], 1);
		dup2(fd[1], 2);
		m.idx = idx;
		m.rc = ops->run(ctx, idx, fd[2]);
		fflush(stdout);
		fflush(stderr);
		restore_fd(out, 1);
		restore_fd(err, 2);
		close(fd[0]);
		close(fd[1]);
		close(fd[2]);
		if (send(sock, &m, sizeof(m), MSG_NOSIGNAL) != sizeof(m))
			break;
	}
	_exit(0);
}

/* Start worker @w; the child closes the parent's ends of the others. */
static int spawn(struct pool *p, struct worker *w)
{
	int sv[2], i, err;
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv))
		return -errno;
	fflush(NULL);	/* nothing buffered may be written twice */
	pid = fork();
	if (pid < 0) {
		err = -errno;
		close(sv[0]);
		close(sv[1]);
		return err;
	}
	if (pid == 0) {
		close(sv[0]);
		for (i = 0; i < p->nr_w; i++)
			if (p->w[i].pid > 0)
				close(p->w[i].sock);
		worker_loop(sv[1], p->ops, p->ctx);
	}
	close(sv[1]);
	w->pid = pid;
	w->sock = sv[0];
	w->job = -1;
	return 0;
}

static int open_slot(struct job_slot *s)
{
	static const char *const names[3] = { "job-stdout", "job-stderr", "job-state" };
	int i, err;

	for (i = 0; i < 3; i++) {
		s->fd[i] = memfd_create(names[i], MFD_CLOEXEC);
		if (s->fd[i] < 0) {
			err = -errno;
			while (i-- > 0) {
				close(s->fd[i]);
				s->fd[i] = -1;
			}
			return err;
		}
	}
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
	int i, err;

	for (i = 0; i < p->nr_w && *next < p->nr_jobs && *next < shown + WINDOW; i++) {
		struct worker *w = &p->w[i];

		if (w->pid <= 0 || w->job >= 0)
			continue;
		s = &p->jobs[*next];
		err = open_slot(s);
		if (!err)
			err = send_job(w->sock, *next, s->fd);
		if (err) {
			finish(s, true, err, 0);
		} else {
			w->job = *next;
		}
		(*next)++;
	}
}

/* Worker @w ended (EOF or a broken socket): its job died with it. */
static void bury(struct pool *p, struct worker *w)
{
	int st = 0;

	close(w->sock);
	while (waitpid(w->pid, &st, 0) < 0 && errno == EINTR)
		;
	w->pid = 0;
	if (w->job >= 0)
		finish(&p->jobs[w->job], true, st, 0);
	w->job = -1;
	if (!p->spawn_err)
		p->spawn_err = spawn(p, w);
}

static void collect(struct pool *p, struct worker *w)
{
	struct msg m;
	ssize_t n = recv(w->sock, &m, sizeof(m), 0);

	if (n == sizeof(m) && m.idx == w->job) {
		finish(&p->jobs[w->job], false, 0, m.rc);
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

static void copy_out(int from, int to)
{
	char buf[65536];
	ssize_t n;

	lseek(from, 0, SEEK_SET);
	while ((n = read(from, buf, sizeof(buf))) > 0)
		if (write(to, buf, n) != n)
			break;
}

/* Replay a finished job; returns its exit status. */
static int show(struct pool *p, int idx)
{
	struct job_slot *s = &p->jobs[idx];
	int rc = s->rc, i;

	if (s->dead)
		rc = p->ops->died(p->ctx, idx, s->status, s->fd[1] >= 0 ? s->fd[1] : 2);
	if (s->fd[0] >= 0)
		copy_out(s->fd[0], 1);
	if (s->fd[1] >= 0)
		copy_out(s->fd[1], 2);
	if (s->fd[2] >= 0) {
		lseek(s->fd[2], 0, SEEK_SET);
		p->ops->merge(p->ctx, idx, s->fd[2]);
	}
	for (i = 0; i < 3; i++)
		if (s->fd[i] >= 0)
			close(s->fd[i]);
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
	for (i = 0; i < nr_jobs; i++)
		p.jobs[i].fd[0] = p.jobs[i].fd[1] = p.jobs[i].fd[2] = -1;
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
		close(p.w[i].sock);	/* EOF: the worker exits */
		while (waitpid(p.w[i].pid, NULL, 0) < 0 && errno == EINTR)
			;
	}
out:
	free(p.jobs);
	free(p.w);
	return err ? err : worst;
}
