/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * A pool of pre-forked worker processes that run numbered jobs, each as if
 * alone: its stdout and stderr go to memory files (three per worker, not
 * per job) the parent replays in job order. One fork per worker, not per job: in a fresh child every page the
 * job writes is a copy-on-write fault and every library function it calls
 * first is resolved again, which cost more than the conversion of a small
 * object (forking a child per job made -j 2 4x slower than -j 1 over
 * 1,000 objects).
 */
#ifndef BL_UTIL_WORKERS_H
#define BL_UTIL_WORKERS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/uio.h>

/* run(): the job is held; complete() finishes it later. */
#define BL_WORKERS_HELD (-2)

/*
 * In a worker: a job's state, for the parent's merge: a memory file the
 * pool writes and counts, so it learns where a job's state ends without a
 * system call (three lseeks a job were a tenth of a small job's cost).
 */
struct bl_workers_state;

/* Append @nr pieces to @st; false when they could not all be written. */
bool bl_workers_state_write(struct bl_workers_state *st, const struct iovec *iov, int nr);
/*
 * In a worker of a pool with keep(): append @nr pieces to its side file,
 * a fourth memory file the parent's merge does not read, and say where
 * they start (*@at), for the state to tell the parent. Bytes the parent
 * reads later, or not at all, cost its merge no copy (a lint record's
 * report bytes were otherwise read once by the merge and again by the
 * report). False when there is no side file or not all were written.
 */
bool bl_workers_side_write(struct bl_workers_state *st, const struct iovec *iov, int nr,
			   off_t *at);

struct bl_workers_ops {
	/*
	 * In a worker: run job @idx; stdout and stderr are the worker's memory
	 * files (written after those of its previous jobs), written through
	 * stdio only (the pool reads where they end from stdout's and
	 * stderr's FILE, except for a job that dies); @st is a third one, for
	 * what the parent's merge reads back. Returns the job's
	 * exit status. The worker runs the next job in the same process, so
	 * run() must leave no state behind, except a held job: returning
	 * BL_WORKERS_HELD leaves its end to complete().
	 */
	int (*run)(void *ctx, int idx, struct bl_workers_state *st);
	/*
	 * In the parent, in job order: the @len bytes job @idx wrote to
	 * its state, valid during the call. With keep(): @side is the
	 * descriptor keep() gave the caller of the side file of the worker
	 * that ran the job (bl_workers_side_write()), -1 when it has none.
	 */
	void (*merge)(void *ctx, int idx, const void *state, size_t len, int side);
	/*
	 * In the parent (NULL: none, and workers have no side file): @fd is
	 * a descriptor of a new worker's side file, the caller's to close
	 * once it returns 0. Not 0: the pool closes it, and merge() gets -1
	 * for that worker's jobs.
	 */
	int (*keep)(void *ctx, int fd);
	/*
	 * In the parent: job @idx's worker died (@status as from waitpid);
	 * @err_fd is the job's stderr, to append a line to. Returns the job's
	 * exit status.
	 */
	int (*died)(void *ctx, int idx, int status, int err_fd);
	/*
	 * In each worker after its last job (NULL: none): what it did last
	 * made durable; what it prints is replayed after every job's output
	 * and its return value counts as a job's exit status.
	 */
	int (*finish)(void *ctx);
	/*
	 * In a worker (NULL when run() holds no job): end the oldest held
	 * job; what it prints joins that job's output. Returns its exit
	 * status with *@idx set, or -1 when no job is held. The pool calls
	 * it for every held job once @batch are held, or when it has no
	 * other job for the worker, so a batch of jobs can share one costly
	 * step (the converter's: making their outputs durable together).
	 */
	int (*complete)(void *ctx, int *idx);
	int batch;
};

/*
 * Run jobs 0..@nr_jobs-1 on up to @nr_workers workers. Returns the highest
 * exit status of all jobs, or a negative errno when no worker could be
 * started or the pool could not be set up (no job has run then).
 */
int bl_run_workers(int nr_jobs, int nr_workers, const struct bl_workers_ops *ops,
		   void *ctx);

#endif
