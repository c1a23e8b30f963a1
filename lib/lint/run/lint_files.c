// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Many objects: each one linted whole by a worker process (the pool of
 * util/workers.c), its result sent back as bytes (lint_wire.c) and kept in
 * argument order; then the cross-file rules over them all.
 *
 * With records (bpflint_opts.records) a worker also waives its object and
 * formats its part of the report: the parent keeps the verdicts, pins and
 * where the report bytes lie in the worker's side file, and only copies
 * them out when the report is written (the parent's CPU per object, not
 * a worker's, bounds a -j run).
 *
 * A worker opens the object with libbpf itself, so an object costs no
 * round trip to an opener child (two wakeups of a sleeping process, more
 * than the rest of the lint of a small object). The worker process is the
 * isolation instead: what it cannot settle (it died, its open ran out of
 * its memory cap, standard input) the parent lints again as before, on
 * threads with an opener child each, and that result counts.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bpf/libbpf.h>

#include "lint/libbpf/lint_libbpf.h"
#include "lint/libbpf/lint_opener.h"
#include "lint/model/lint_obj.h"
#include "lint/report/lint_report.h"
#include "lint/report/lint_status.h"
#include "lint/report/lint_waive.h"
#include "lint/rules/lint_cross.h"
#include "lint/run/lint_run.h"
#include "lint/run/lint_wire.h"
#include "util/file_io.h"
#include "util/opts.h"
#include "util/workers.h"

/* A worker's exit status after its input shrank under its mapping. */
#define WORKER_SHRANK	100

enum { AGAIN_NO, AGAIN, AGAIN_TIMEOUT /* its open timed out in the worker */ };

struct lint_files {
	const char *const *paths;
	struct bpflint_run *run;
	/* records (run->opts.records, 0 when there are none): the waivers,
	 * opened once here */
	struct lint_waiver waiver;
	char *root;		/* the working directory, for the reports */
	unsigned char *again;	/* the workers could not settle these (AGAIN_*) */
	size_t *todo;		/* what the parent lints itself */
	size_t nr_todo;
	size_t next;		/* of todo[], atomically claimed */
	/* pinned-map conflicts, object by object as results are final */
	struct lint_cross cross;
};

/* ---- in the parent: threads, each with its own opener child --------- */

static void *lint_thread(void *arg)
{
	struct lint_files *lf = arg;
	size_t i, k;

	while ((k = __atomic_fetch_add(&lf->next, 1, __ATOMIC_RELAXED)) < lf->nr_todo) {
		i = lf->todo[k];
		lint_opener_known_timeout(lf->again[i] == AGAIN_TIMEOUT);
		lint_path(lf->paths[i], &lf->run->opts, &lf->run->results[i]);
		lint_opener_known_timeout(false);
	}
	lint_libbpf_thread_done();
	return NULL;
}

static void lint_threads(struct lint_files *lf, unsigned int jobs)
{
	unsigned int started = 0, t;
	pthread_t *tids = NULL;

	if (jobs > lf->nr_todo)
		jobs = lf->nr_todo;
	/* the caller's thread is one of the @jobs */
	if (jobs > 1)
		tids = calloc(jobs - 1, sizeof(*tids));
	for (t = 0; tids && t < jobs - 1; t++)
		if (!pthread_create(&tids[t], NULL, lint_thread, lf))
			started++;
	lint_thread(lf);
	for (t = 0; t < started; t++)
		pthread_join(tids[t], NULL);
	free(tids);
}

/* ---- worker processes ------------------------------------------------ */

static void count_diag(const struct bl_diag *d, void *ctx)
{
	(void)d;
	++*(size_t *)ctx;
}

static void unwaive(struct bpflint_result *res)
{
	size_t k;

	for (k = 0; k < res->nr_findings; k++) {
		free(res->findings[k].suppressed);
		res->findings[k].suppressed = NULL;
	}
}

/*
 * In a worker: @res waived and formatted, a record (lint_priv.is_record)?
 * Not when its waivers said anything: the parent waives it again and says
 * it, in argument order, as the run without records does. Its pins go
 * with it, for the cross-file rules, whose findings the parent adds.
 */
static bool make_record(struct lint_files *lf, struct bpflint_result *res)
{
	struct lint_priv *priv = res->priv;
	size_t said = 0, k;
	struct bl_sink sink = { count_diag, &said };
	enum bpflint_format fmt = lf->run->opts.records - 1;
	char *rec[LINT_RECORD_PARTS];
	size_t len[LINT_RECORD_PARTS];

	if (!lf->run->opts.records || res->io_err)
		return false;
	if (!priv) {
		priv = calloc(1, sizeof(*priv));
		if (!priv)
			return false;
		priv->path_link = -1;
		res->priv = priv;
	}
	if (lint_waiver_apply(&lf->waiver, res, &sink) || said ||
	    lint_record(fmt, &lf->run->opts, lf->root, res, rec, len)) {
		unwaive(res);
		return false;
	}
	lint_record_sum(&lf->run->opts, res, &priv->sum);
	for (k = 0; k < LINT_RECORD_PARTS; k++)
		priv->rec[k] = (struct lint_bytes){ .p = rec[k], .len = len[k], .fd = -1 };
	return true;
}

/* In a worker: record @res's report bytes to the side file, and its
 * state (where they lie) to go to @st; exits when they cannot be written. */
static void *record_out(struct bl_workers_state *st, const struct bpflint_result *res,
			size_t *len)
{
	const struct lint_priv *priv = res->priv;
	struct iovec parts[LINT_RECORD_PARTS];
	off_t at;
	size_t k;

	for (k = 0; k < LINT_RECORD_PARTS; k++)
		parts[k] = (struct iovec){ priv->rec[k].p, priv->rec[k].len };
	if (!bl_workers_side_write(st, parts, LINT_RECORD_PARTS, &at))
		_exit(1);	/* the parent lints it again */
	return lint_wire_encode_record(res, at, len);
}

/* In a worker: lint job @idx; its result, or nothing, to @st. */
static int job_run(void *ctx, int idx, struct bl_workers_state *st)
{
	struct lint_files *lf = ctx;
	struct bpflint_result one = { .sz = sizeof(one) }, *res = &one;
	struct lint_priv *priv;
	struct iovec wire = { 0 };
	struct stat sb;
	bool redo;

	/* standard input is read once, by the parent */
	if (!strcmp(lf->paths[idx], "-"))
		return 0;
	/* an input cut short under its mapping: this job's I/O error */
	bl_report_sigbus(NULL, WORKER_SHRANK);
	lint_opener_worker();
	res->path = strdup(lf->paths[idx]);
	if (!res->path)
		_exit(1);	/* the parent lints it again */
	lint_path(lf->paths[idx], &lf->run->opts, res);
	priv = res->priv;
	/* for the parent's .bpf-lint.conf lookup (lint_waive.c), done here */
	if (priv)
		priv->path_link = lstat(lf->paths[idx], &sb) ? -1 : S_ISLNK(sb.st_mode);
	redo = lint_opener_redo() || res->io_err == -ENOMEM;
	if (!redo && make_record(lf, res))
		wire.iov_base = record_out(st, res, &wire.iov_len);
	else if (!redo)
		wire.iov_base = lint_wire_encode(res, &wire.iov_len);
	if (wire.iov_base && !bl_workers_state_write(st, &wire, 1))
		_exit(1);	/* the parent lints it again */
	free(wire.iov_base);
	bpflint_result_fini(res);
	return 0;
}

/* In the parent, in argument order: the worker's result, or a redo. */
static void job_merge(void *ctx, int idx, const void *state, size_t len, int side)
{
	struct lint_files *lf = ctx;
	struct lint_run_priv *rp = lf->run->priv;

	/* the jobs before this one are merged whole (a died line comes after
	 * the merge): their results final unless linted again */
	while (lf->cross.done < (size_t)idx && !lf->again[lf->cross.done])
		lint_cross_add(&lf->cross);
	/* a record's report bytes are read where the worker wrote them, in
	 * its side file, when the report is written (job_keep()) */
	if (!len || lint_wire_decode(state, len, &lf->run->results[idx], side, &rp->arena))
		lf->again[idx] = AGAIN;
}

/* A worker's side file: the run keeps it, for its records' bytes. */
static int job_keep(void *ctx, int fd)
{
	struct lint_files *lf = ctx;
	struct lint_run_priv *rp = lf->run->priv;
	struct lint_kept *k;

	k = realloc(rp->kept, (rp->nr + 1) * sizeof(*k));
	if (!k)
		return -ENOMEM;	/* its records are refused: linted again here */
	rp->kept = k;
	k[rp->nr].fd = fd;
	bl_readahead_init(&k[rp->nr].ra, fd);
	rp->nr++;
	return 0;
}

static int job_died(void *ctx, int idx, int status, int err_fd)
{
	struct lint_files *lf = ctx;
	int code = status > 0 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;

	(void)err_fd;
	if (code == WORKER_SHRANK) {
		/* read again, it would not be the same file: an I/O error */
		lf->again[idx] = AGAIN_NO;
		lf->run->results[idx].io_err = -BL_ESHRANK;
		return 0;
	}
	lf->again[idx] = code == LINT_WORKER_TIMEOUT ? AGAIN_TIMEOUT : AGAIN;
	return 0;
}

/* What the workers left to the parent, each result as new (its path kept). */
static void take_again(struct lint_files *lf, bool all)
{
	struct bpflint_result *res;
	size_t i;
	char *path;

	for (i = 0; i < lf->run->nr; i++) {
		if (!all && !lf->again[i])
			continue;
		res = &lf->run->results[i];
		path = res->path;
		res->path = NULL;
		bpflint_result_fini(res);
		res->path = path;
		lf->todo[lf->nr_todo++] = i;
	}
}

/* ---- the run ---------------------------------------------------------- */

/*
 * The run, its results not touched yet: they are filled in after the
 * workers are forked (results_init()), so the parent's writes to them
 * are first touches, not copies of pages it shares with its workers.
 */
static struct bpflint_run *run_new(size_t nr, const struct bpflint_opts *o)
{
	struct bpflint_run *run = calloc(1, sizeof(*run));

	if (!run)
		return NULL;
	run->opts = *o;
	run->nr = nr;
	/* not a worker's: job_run() lints into a result of its own */
	run->results = bl_bulk_zalloc(nr * sizeof(*run->results));
	run->priv = calloc(1, sizeof(struct lint_run_priv));
	if (!run->results || !run->priv) {
		bl_bulk_free(run->results, nr * sizeof(*run->results));
		free(run->priv);
		free(run);
		return NULL;
	}
	return run;
}

/* Every result's size and path (job_merge() left them as they were). */
static int results_init(struct bpflint_run *run, const char *const *paths, size_t nr)
{
	size_t i;

	for (i = 0; i < nr; i++) {
		run->results[i].sz = sizeof(run->results[i]);
		run->results[i].path = strdup(paths[i]);
		if (!run->results[i].path)
			return -ENOMEM;
	}
	return 0;
}

/*
 * Will workers make records? The waivers' own files are read here, once,
 * quietly: if they have anything to say, there are no records (opts.records
 * becomes 0), and the caller's bpflint_waive() says it.
 */
static bool records_begin(struct lint_files *lf)
{
	struct bpflint_opts *o = &lf->run->opts;
	size_t said = 0;
	struct bl_sink sink = { count_diag, &said };

	if (o->records < BPFLINT_FMT_TEXT + 1 || o->records > LINT_FMT_LAST + 1 ||
	    !o->waive || o->ground_truth_inprocess)
		goto none;
	lf->root = getcwd(NULL, 0);
	if (!lf->root)
		goto none;
	if (lint_waiver_open(&lf->waiver, o->waive, &sink))
		goto none;
	if (!said)
		return true;
	lint_waiver_close(&lf->waiver);
none:
	o->records = 0;
	return false;
}

int bpflint_lint_files(const char *const *paths, size_t nr,
		       const struct bpflint_opts *opts, struct bpflint_run **out)
{
	struct bl_workers_ops ops = {
		.run = job_run, .merge = job_merge, .died = job_died,
	};
	struct lint_files lf = { .paths = paths };
	libbpf_print_fn_t host;
	struct bpflint_opts o;
	unsigned int jobs;
	int rc = -1, err;

	*out = NULL;
	if (bl_opts_take(&o, sizeof(o), opts) || nr > INT32_MAX)
		return -EINVAL;
	jobs = o.jobs ? o.jobs : 1;
	lf.run = run_new(nr, &o);
	lf.todo = calloc(nr ? nr : 1, sizeof(*lf.todo));
	lf.again = calloc(nr ? nr : 1, sizeof(*lf.again));
	if (!lf.run || !lf.todo || !lf.again) {
		bpflint_run_free(lf.run);
		free(lf.todo);
		free(lf.again);
		return -ENOMEM;
	}
	if (records_begin(&lf))
		ops.keep = job_keep;
	lint_cross_begin(&lf.cross, lf.run, paths);
	host = lint_libbpf_begin();
	/* in-process opens (fuzzing) want a crash seen, not survived */
	if (!o.ground_truth_inprocess && nr)
		rc = bl_run_workers(nr, jobs, &ops, &lf);
	err = results_init(lf.run, paths, nr);
	if (!err) {
		/* no worker could start: all of it here */
		take_again(&lf, rc < 0);
		lint_threads(&lf, jobs);
	}
	lint_libbpf_end(host);
	if (lf.run->opts.records)
		lint_waiver_close(&lf.waiver);
	free(lf.root);
	free(lf.todo);
	free(lf.again);
	if (err) {
		lint_cross_free(&lf.cross);
		bpflint_run_free(lf.run);
		return err;
	}
	/* its findings' messages may take more of the arena */
	lint_cross_end(&lf.cross);
	/* the caller's now: as any memory to a fork of the caller's */
	bl_bulk_share(lf.run->results, nr * sizeof(*lf.run->results));
	bl_arena_share(&((struct lint_run_priv *)lf.run->priv)->arena);
	*out = lf.run;
	return 0;
}
