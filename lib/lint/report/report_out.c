// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* What the report writers share (report_out.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lint/model/lint_obj.h"
#include "lint/report/lint_status.h"
#include "lint/report/lint_waive.h"
#include "lint/report/report_out.h"
#include "util/strbuf.h"

/*
 * The text report's lines are written with fputs() and this, not
 * fprintf(): a format parsed again for every line was most of the
 * parent's instructions writing a -j run's report.
 */
void lint_put_long(FILE *f, long v)
{
	char buf[BL_DEC_LEN];

	fputs(bl_dec(&buf, v < 0 ? -(unsigned long)v : (unsigned long)v, v < 0), f);
}

const char *lint_under_root(const char *root, const char *path)
{
	size_t n = root ? strlen(root) : 0;

	if (n && path[0] == '/' && !strncmp(path, root, n) && path[n] == '/')
		return path + n + 1;
	return path;
}

bool lint_put_record(FILE *f, const struct bpflint_run *run,
		     const struct bpflint_result *r, int k)
{
	const struct lint_priv *p = r->priv;
	const void *b = lint_run_bytes(run, &p->rec[k]);

	if (!p->rec[k].len)
		return true;
	return b && fwrite(b, 1, p->rec[k].len, f) == p->rec[k].len;
}

bool lint_put_listed(FILE *f, const struct bpflint_run *run,
		     const struct bpflint_result *r, int k, bool *first)
{
	const struct lint_priv *p = r->priv;

	if (!p->rec[k].len)
		return true;
	if (!*first)
		fputc(',', f);
	*first = false;
	return lint_put_record(f, run, r, k);
}

bool lint_failed_part(const struct bpflint_result *r, int k)
{
	const struct lint_priv *p = r->priv;

	return r->nr_findings && p->rec[k].len && !r->libbpf_ok && !r->iproute2_ok;
}

bool lint_result_refused(const struct bpflint_result *r)
{
	const struct lint_priv *p = r->priv;

	return lint_is_record(r) ? p->sum.refused : r->refused != NULL;
}

size_t lint_result_waived(const struct bpflint_result *r)
{
	const struct lint_priv *p = r->priv;
	size_t k, n = lint_is_record(r) ? p->sum.waived : 0;

	for (k = 0; k < r->nr_findings; k++)
		n += !!r->findings[k].suppressed;
	return n;
}

bool lint_result_has_error(const struct bpflint_result *r)
{
	const struct lint_priv *p = r->priv;
	size_t k;

	if (lint_is_record(r) && p->sum.error)
		return true;
	for (k = 0; k < r->nr_findings; k++)
		if (!r->findings[k].suppressed && r->findings[k].severity == BL_ERROR)
			return true;
	return false;
}

void lint_place(struct lint_place *pl, const char *root, const char *okey,
		const struct bpflint_finding *fd)
{
	pl->owned = fd->src_file && fd->src_line ? lint_object_key(fd->src_file, root) : NULL;
	pl->path = pl->owned ? pl->owned : okey;
	pl->line = pl->owned ? fd->src_line : 0;
	pl->col = pl->owned ? fd->src_col : 0;
	pl->msg = NULL;
}

const char *lint_place_message(struct lint_place *pl, const char *okey, const char *msg)
{
	if (!pl->line)
		return msg;
	free(pl->msg);
	pl->msg = bl_strcat3(okey, ": ", msg);
	return pl->msg ? pl->msg : msg;
}

void lint_place_free(struct lint_place *pl)
{
	free(pl->owned);
	free(pl->msg);
	pl->owned = NULL;
	pl->msg = NULL;
}

void lint_each_shown(FILE *f, const char *root, const struct bpflint_result *r,
		     lint_finding_fn *fn, void *ctx)
{
	char *key = NULL;
	size_t k;

	for (k = 0; k < r->nr_findings; k++) {
		if (r->findings[k].suppressed)
			continue;
		if (!key)
			key = lint_object_key(r->path, root);
		if (!key)
			return;
		fn(f, root, r, key, k, ctx);
	}
	free(key);
}

int lint_write_results(FILE *f, const struct bpflint_run *run, const char *head,
		       const char *tail, lint_result_fn *fn, void *ctx)
{
	char *root = getcwd(NULL, 0);
	bool lost = false;
	size_t i;

	if (head)
		fputs(head, f);
	for (i = 0; i < run->nr; i++)
		lost |= !fn(f, root, run, &run->results[i], ctx);
	if (tail)
		fputs(tail, f);
	free(root);
	return ferror(f) || lost ? -EIO : 0;
}

const char *lint_profile_name(enum bpflint_profile p)
{
	return p == BPFLINT_PROFILE_IPROUTE2 ? "iproute2" : "libbpf";
}

const char *lint_tf(bool b)
{
	return b ? "true" : "false";
}

void lint_json_key(FILE *f, const char *key)
{
	fputs(",\"", f);
	fputs(key, f);
	fputs("\":", f);
}

void lint_json_field(FILE *f, const char *key, const char *value)
{
	lint_json_key(f, key);
	bl_json_fputs(f, value);
}

void lint_json_bool(FILE *f, const char *key, bool b)
{
	lint_json_key(f, key);
	fputs(lint_tf(b), f);
}

void lint_json_num(FILE *f, const char *key, long v)
{
	lint_json_key(f, key);
	lint_put_long(f, v);
}
