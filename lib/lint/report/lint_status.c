// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * What a run's results say for the exit status: an object fails when a
 * finding is an error, when its verdict for the profile fails and not every
 * reason is waived, or when it misses --libbpf-min or --kernel-min. The
 * reporters quote it per object; the workers sum it into their records.
 */
#include "bpflint.h"
#include "lint/model/lint_obj.h"
#include "lint/report/lint_status.h"

/* Does finding @fd explain a failed @axis verdict? */
static bool explains(const struct bpflint_finding *fd, unsigned int axis)
{
	size_t nr;
	const struct bpflint_rule *rules = bpflint_rules(&nr);
	int idx = bpflint_rule_index(fd->rule);

	return idx >= 0 && (rules[idx].breaks & (BPFLINT_BREAKS_OPEN | axis));
}

static unsigned int gate_axis(const struct bpflint_opts *o)
{
	return o->profile == BPFLINT_PROFILE_IPROUTE2 ? BPFLINT_BREAKS_TC : BPFLINT_BREAKS_LIBBPF;
}

/* What @r's findings say for the exit status, added to @t. */
static void tally(const struct bpflint_opts *o, const struct bpflint_result *r,
		  struct lint_rec_sum *t)
{
	unsigned int axis = gate_axis(o);
	size_t k;

	for (k = 0; k < r->nr_findings; k++) {
		const struct bpflint_finding *fd = &r->findings[k];

		if (fd->suppressed) {
			t->waived++;
			t->waived_explains |= explains(fd, axis);
			continue;
		}
		t->explained |= explains(fd, axis);
		if (fd->severity == BL_ERROR)
			t->error = true;
	}
}

static int status_of(const struct bpflint_opts *o, const struct bpflint_result *r,
		     const struct lint_rec_sum *t)
{
	bool gate = o->profile == BPFLINT_PROFILE_IPROUTE2 ? r->iproute2_ok : r->libbpf_ok;
	int status = t->error;

	/* a failed verdict whose every reason is waived passes */
	if (!gate && (t->explained || !t->waived_explains))
		status = 1;
	/* --libbpf-min: the fleet's oldest libbpf must open it */
	if (o->libbpf_min && !t->refused && (!r->libbpf_min || r->libbpf_min > o->libbpf_min))
		status = 1;
	/* --kernel-min: and its oldest kernel run it */
	if (o->kernel_min && !t->refused && r->kernel_min > o->kernel_min)
		status = 1;
	return status;
}

void lint_record_sum(const struct bpflint_opts *o, const struct bpflint_result *r,
		     struct lint_rec_sum *sum)
{
	*sum = (struct lint_rec_sum){ .nr_own = r->nr_findings, .refused = r->refused };
	tally(o, r, sum);
	sum->status = status_of(o, r, sum);
}

int lint_result_status(const struct bpflint_opts *o, const struct bpflint_result *r)
{
	struct lint_rec_sum t = { 0 };

	if (lint_is_record(r)) {
		const struct lint_priv *p = r->priv;

		if (!r->nr_findings)
			return p->sum.status;
		t = p->sum;	/* its own findings; the cross-file rules' follow */
	} else if (r->io_err) {
		return 2;
	} else {
		t.refused = r->refused;
	}
	tally(o, r, &t);
	return status_of(o, r, &t);
}

int bpflint_exit_status(const struct bpflint_run *run)
{
	int status = 0, s;
	size_t i;

	for (i = 0; i < run->nr && status < 2; i++) {
		s = lint_result_status(&run->opts, &run->results[i]);
		if (s > status)
			status = s;
	}
	return status;
}
