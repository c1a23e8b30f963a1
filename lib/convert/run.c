// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* A conversion run's jobs, alone or by a pool of workers (run.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "btf/btf_emit_c.h"
#include "convert/run.h"
#include "util/cli_common.h"
#include "util/file_io.h"
#include "util/strbuf.h"
#include "util/workers.h"

#define say(r, ...) bl_say(&(r)->plan.say, __VA_ARGS__)

/* --dry-run: what bl_conv_job would write. */
static void dry_run(const struct bl_conv_run *r, const char *in, const char *out,
		    const struct bl_convert_result *res)
{
	if (!res->had_legacy_maps) {
		fprintf(r->out, "%s: nothing to convert", in);
		if (res->manifest_json)
			fprintf(r->out, "; %u MAP/KEY tail-call slot%s in a manifest",
				res->nr_tail_slots, res->nr_tail_slots == 1 ? "" : "s");
		fputc('\n', r->out);
		return;
	}
	fprintf(r->out, "%s: would write %s: %u map%s converted, %u change%s (%u changing behaviour)",
		in, r->no_dest ? "(no output given)" : out, res->nr_maps,
		res->nr_maps == 1 ? "" : "s", res->nr_changes,
		res->nr_changes == 1 ? "" : "s", res->nr_behaviour_changes);
	if (res->manifest_json)
		fprintf(r->out, "; %u tail-call slot%s in a manifest", res->nr_tail_slots,
			res->nr_tail_slots == 1 ? "" : "s");
	fputc('\n', r->out);
}

/* --emit-c: the converted object's maps as C declarations. */
static int emit_c(const struct bl_conv_run *r, const char *in, const struct bl_image *obj)
{
	char *c = NULL;
	size_t clen = 0;
	int err;

	if (!r->emit_c)
		return 0;
	err = bl_maps_c_image(obj, in, &r->sink, &c, &clen);
	if (err)
		return BL_EXIT_CONVERT;
	/* a dry run replaces no input: durable only when asked */
	err = bl_write_file_atomic(r->emit_c, c, clen, 0644,
				   r->plan.durable && (!r->dry_run || r->plan.fsync) ?
				   BL_WRITE_DURABLE : BL_WRITE_ATOMIC);
	free(c);
	if (err) {
		say(r, r->emit_c, "cannot write: %s", strerror(-err));
		return BL_EXIT_IO;
	}
	return 0;
}

/* @p made absolute against the run's working directory, allocated in
 * *@buf; @p itself when absolute, NULL, with no working directory, or out
 * of memory. */
static const char *cwd_abs(const struct bl_conv_run *r, const char *p, char **buf)
{
	*buf = NULL;
	if (!p || p[0] == '/' || !r->cwd || !(*buf = bl_strcat3(r->cwd, "/", p))) {
		*buf = NULL;
		return p;
	}
	return *buf;
}

/* What a job says once its outputs are in place. */
struct job_tail {
	struct bl_write_set *held;	/* outputs not in place yet */
	bool written;			/* the outputs were written */
	bool manifest, graft_script, converted;
	unsigned int nr_tail_slots, nr_maps;
};

/*
 * Read, convert and write a job's outputs: put in place, or with @defer
 * left in t->held for job_end(). t->written: job_end() has lines to say.
 */
static int job_start(struct bl_conv_run *r, const struct bl_job *j, bool defer,
		     struct job_tail *t)
{
	struct bl_convert_result res = { .sz = sizeof(res) };
	struct bl_convert_opts opts = r->opts;
	char *abs_out = NULL, *abs_manifest = NULL;
	const char *in = j->in, *out = j->out;
	struct bl_image *obj = NULL;
	const void *buf;
	size_t len;
	bool mapped, unchanged;
	int err, rc = 0;

	r->first_err[0] = '\0';
	err = bl_map_file(in, &buf, &len, &mapped);
	if (err) {
		say(r, NULL, "%s: cannot read: %s", in, bl_io_strerror(err));
		snprintf(r->first_err, sizeof(r->first_err), "cannot read: %s",
			 bl_io_strerror(err));
		bl_report_add(&r->rep, in, out, NULL, r->first_err);
		return BL_EXIT_IO;
	}
	opts.graft_script = j->graft != NULL;
	opts.no_graft_script = !j->graft;	/* not built when not written */
	/* the graft script names the object by an absolute path */
	opts.output_path = j->out_stream ? out : cwd_abs(r, out, &abs_out);
	/* the manifest names the object relative to itself (both absolute:
	 * no working-directory query per object) */
	opts.manifest_path = cwd_abs(r, j->manifest, &abs_manifest);
	/*
	 * The changes are listed for --report and counted for the summary
	 * line, which a run of one input prints only when verbose or dry
	 * (and then opts.verbose lists them anyway): a plain one-object run,
	 * a build step's, skips the list (8 % of its conversion's own work).
	 */
	opts.report = r->rep.f || r->plan.nr_inputs > 1;
	opts.verbose = r->verbose || r->dry_run;
	/* the image points into the mapped input: unmapped once written */
	err = bl_convert_image(buf, len, in, &opts, &r->sink, &obj, &res);
	bl_report_add(&r->rep, in, out, err ? NULL : &res,
		      r->first_err[0] ? r->first_err : NULL);
	free(abs_out);
	free(abs_manifest);
	if (err) {
		bl_unmap_file(buf, len, mapped);
		return BL_EXIT_CONVERT;
	}
	if (res.explain)
		fputs(res.explain, r->err);
	if (res.had_legacy_maps && (rc = emit_c(r, in, obj)))
		goto out;
	if (r->dry_run) {
		dry_run(r, in, out, &res);
		goto out;
	}
	/* nothing to do: leave the file alone (a MAP/KEY object's manifest
	 * and graft script are still written) */
	unchanged = !res.had_legacy_maps && !res.nr_prog_syms_fixed && r->in_place;
	if (unchanged && !res.manifest_json)
		goto out;
	rc = bl_write_outputs(&r->plan, j, unchanged ? NULL : obj, &res,
			      defer ? &t->held : NULL);
	if (rc)
		goto out;
	t->written = true;
	t->manifest = res.manifest_json != NULL;
	t->graft_script = res.graft_script != NULL;
	t->converted = res.had_legacy_maps;
	t->nr_tail_slots = res.nr_tail_slots;
	t->nr_maps = res.nr_maps;
out:
	bl_image_free(obj);
	bl_unmap_file(buf, len, mapped);
	bl_convert_result_free(&res);
	return rc;
}

/* A written job's outputs put in place (if held) and its closing lines. */
static int job_end(struct bl_conv_run *r, const struct bl_job *j, struct job_tail *t)
{
	const char *in = j->in;
	int rc;

	if (t->held) {
		rc = bl_write_outputs_commit(&r->plan, j, t->held);
		t->held = NULL;
		if (rc)
			return rc;
	}
	/* tc no longer fills these slots: behaviour, so never hidden */
	if (t->manifest && t->converted)
		say(r, NULL, "%s: warning: %u tail-call slot(s) are no longer filled by tc at load time; run the graft lines of %s",
		    in, t->nr_tail_slots, j->manifest);
	else if (t->manifest && !r->quiet)
		say(r, NULL, "%s: note: %u tail-call slot(s) named by MAP/KEY sections, listed in %s: fill them with its graft lines",
		    in, t->nr_tail_slots, j->manifest);
	if (j->graft && !t->graft_script)
		say(r, NULL, "%s: note: no tail calls, no graft script written", in);
	if (!r->quiet && t->converted)
		say(r, NULL, "%s: note: %u map(s) converted into %s", in, t->nr_maps, j->out);
	return 0;
}

int bl_conv_job(struct bl_conv_run *r, const struct bl_job *j)
{
	struct job_tail t = { 0 };
	int rc = job_start(r, j, false, &t);

	return !rc && t.written ? job_end(r, j, &t) : rc;
}

/*
 * A worker's jobs whose outputs wait to be made durable together: at most
 * HELD_MAX (each holds up to three open temporaries).
 */
#define HELD_MAX 32

/* -j: the run and its planned jobs, for the workers. */
struct parallel {
	struct bl_conv_run *r;
	const struct bl_job *jobs;
	/* in a worker: jobs written, not yet in place, oldest first */
	struct held_job {
		int idx;
		struct job_tail t;
	} held[HELD_MAX];
	int nr_held, first;
};

/*
 * In a worker: one input, as if alone: the counters from zero and the
 * report entry in a fresh buffer, both sent back through @st. A job
 * whose outputs are written is held (BL_WORKERS_HELD) until job_complete()
 * makes them durable with the other held jobs' and puts them in place.
 */
static int job_run(void *ctx, int idx, struct bl_workers_state *st)
{
	struct parallel *p = ctx;
	struct held_job *h = &p->held[p->nr_held];
	struct iovec v[2];
	int rc;

	if (bl_report_restart(&p->r->rep)) {
		say(p->r, NULL, "%s: out of memory", p->jobs[idx].in);
		_exit(BL_EXIT_IO);	/* the pool says so and replaces this worker */
	}
	*h = (struct held_job){ .idx = idx };
	/* atomic outputs (no fsync) go in place at once: nothing to share */
	rc = job_start(p->r, &p->jobs[idx], p->r->plan.durable && p->nr_held < HELD_MAX,
		       &h->t);
	bl_workers_state_write(st, v, bl_report_pieces(&p->r->rep, v));
	if (rc || !h->t.written)
		return rc;
	if (!h->t.held)
		return job_end(p->r, &p->jobs[idx], &h->t);
	p->nr_held++;
	return BL_WORKERS_HELD;
}

/* In a worker: the oldest held job, its outputs durable and in place. */
static int job_complete(void *ctx, int *idx)
{
	struct parallel *p = ctx;
	struct bl_write_set *sets[HELD_MAX];
	struct held_job *h;
	int i, rc;

	if (p->first == p->nr_held) {
		p->first = p->nr_held = 0;
		return -1;
	}
	if (p->first == 0) {
		/* the first of a batch: every held temporary durable at once */
		for (i = 0; i < p->nr_held; i++)
			sets[i] = p->held[i].t.held;
		bl_write_sets_sync(sets, p->nr_held);
	}
	h = &p->held[p->first++];
	*idx = h->idx;
	rc = job_end(p->r, &p->jobs[h->idx], &h->t);
	if (p->first == p->nr_held)
		p->first = p->nr_held = 0;
	return rc;
}

/* In the parent, in argument order: add a job's counters and report entry. */
static void job_merge(void *ctx, int idx, const void *state, size_t len, int side)
{
	(void)idx;
	(void)side;
	bl_report_merge(&((struct parallel *)ctx)->r->rep, state, len);
}

static int job_finish(void *ctx)
{
	return bl_sync_outputs(&((struct parallel *)ctx)->r->plan);
}

static int job_died(void *ctx, int idx, int status, int err_fd)
{
	struct parallel *p = ctx;
	const char *in = p->jobs[idx].in;

	if (status < 0) {
		dprintf(err_fd, "%s: %s: cannot start a job: %s\n",
			p->r->tool, in, strerror(-status));
		return BL_EXIT_IO;
	}
	/* exited mid-job: the SIGBUS report of a mapped input that shrank */
	if (WIFEXITED(status) && WEXITSTATUS(status))
		return WEXITSTATUS(status);
	if (WIFSIGNALED(status))
		dprintf(err_fd, "%s: %s: conversion died (signal %d)\n",
			p->r->tool, in, WTERMSIG(status));
	else
		dprintf(err_fd, "%s: %s: conversion ended without a result\n",
			p->r->tool, in);
	return BL_EXIT_CONVERT;
}

int bl_conv_parallel(struct bl_conv_run *r, const struct bl_job *jobs, int nr,
		     int workers)
{
	static const struct bl_workers_ops ops = {
		.run = job_run, .merge = job_merge, .died = job_died,
		.finish = job_finish, .complete = job_complete, .batch = HELD_MAX,
	};
	struct parallel p = { .r = r, .jobs = jobs };
	int rc = bl_run_workers(nr, workers, &ops, &p);

	return rc < 0 ? -1 : rc;
}

int bl_conv_all(struct bl_conv_run *r, const struct bl_job *jobs, int nr,
		long workers)
{
	int i, st, worst = -1;
	long ncpu;

	/* one input needs no count of CPUs (a read of sysfs, twice) */
	if (!workers && nr > 1) {
		ncpu = sysconf(_SC_NPROCESSORS_ONLN);
		workers = ncpu > 1 ? ncpu : 1;
	}
	if (workers > 1 && nr > 1)
		worst = bl_conv_parallel(r, jobs, nr, workers);
	if (worst >= 0)
		return worst;
	/* one process, also when no worker could be started */
	worst = 0;
	for (i = 0; i < nr; i++) {
		st = bl_conv_job(r, &jobs[i]);
		if (st > worst)
			worst = st;
	}
	st = bl_sync_outputs(&r->plan);
	return st > worst ? st : worst;
}
