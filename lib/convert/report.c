// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* The migration report of a conversion run (report.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "convert/report.h"
#include "util/file_io.h"
#include "util/strbuf.h"

int bl_report_begin(struct bl_report *r, bool json, bool dry_run)
{
	*r = (struct bl_report){ .dry_run = dry_run };
	if (!json)
		return 0;
	r->f = open_memstream(&r->buf, &r->len);
	if (!r->f)
		return -ENOMEM;
	fprintf(r->f, "{\n  \"format\": \"bpf-legacy2btf-report\",\n  \"version\": 1,\n"
		"  \"generator\": \"bpf-legacy2btf %s\",\n  \"dry_run\": %s,\n  \"objects\": [",
		BPFLEGACY_VERSION, dry_run ? "true" : "false");
	return 0;
}

void bl_report_add(struct bl_report *r, const char *in, const char *out,
		   const struct bl_convert_result *res, const char *err)
{
	struct bl_report_counts *n = &r->n;
	FILE *f = r->f;
	const char *status = !res ? "failed" : res->had_legacy_maps ? "converted" : "unchanged";

	n->nr_in++;
	if (!res)
		n->failed++;
	else if (res->had_legacy_maps)
		n->converted++;
	else
		n->unchanged++;
	if (res) {
		n->maps += res->nr_maps;
		n->slots += res->nr_tail_slots;
		n->behaviour += res->nr_behaviour_changes;
	}
	if (!f)
		return;
	fprintf(f, "%s\n    { \"input\": ", n->nr_in > 1 ? "," : "");
	bl_json_fputs(f, in);
	fputs(", \"output\": ", f);
	bl_json_fputs(f, res && res->had_legacy_maps && !r->dry_run ? out : NULL);
	fprintf(f, ", \"status\": \"%s\"", status);
	if (!res) {
		fputs(", \"error\": ", f);
		bl_json_fputs(f, err ? err : "conversion failed");
	}
	if (res && res->changes_json)
		fprintf(f, ",\n      \"conversion\": %s", res->changes_json);
	fputs(" }", f);
}

/*
 * A worker never writes the run's report, so the stream it holds (the
 * parent's, as inherited, or the previous job's) is simply replaced.
 */
int bl_report_restart(struct bl_report *r)
{
	r->n = (struct bl_report_counts){ 0 };
	if (!r->f)
		return 0;
	fclose(r->f);
	free(r->buf);
	r->buf = NULL;
	r->len = 0;
	r->f = open_memstream(&r->buf, &r->len);
	return r->f ? 0 : -ENOMEM;
}

int bl_report_pieces(struct bl_report *r, struct iovec v[2])
{
	v[0] = (struct iovec){ &r->n, sizeof(r->n) };
	if (!r->f || fflush(r->f) || !r->len)
		return 1;
	v[1] = (struct iovec){ r->buf, r->len };
	return 2;
}

void bl_report_merge(struct bl_report *r, const void *state, size_t len)
{
	struct bl_report_counts d;

	if (len < sizeof(d))
		return;
	memcpy(&d, state, sizeof(d));
	if (r->f && len > sizeof(d)) {
		if (r->n.nr_in)	/* the job saw itself as first */
			fputc(',', r->f);
		fwrite((const char *)state + sizeof(d), 1, len - sizeof(d), r->f);
	}
	r->n.nr_in += d.nr_in;
	r->n.converted += d.converted;
	r->n.unchanged += d.unchanged;
	r->n.failed += d.failed;
	r->n.maps += d.maps;
	r->n.slots += d.slots;
	r->n.behaviour += d.behaviour;
}

int bl_report_summary(const struct bl_report *r, char *buf, size_t size)
{
	const struct bl_report_counts *n = &r->n;

	return snprintf(buf, size, "%u object%s: %u %sconverted, %u unchanged (no legacy maps), %u failed; %u map%s, %u tail-call slot%s, %u behaviour change%s%s",
			n->nr_in, n->nr_in == 1 ? "" : "s", n->converted,
			r->dry_run ? "would be " : "", n->unchanged, n->failed,
			n->maps, n->maps == 1 ? "" : "s", n->slots, n->slots == 1 ? "" : "s",
			n->behaviour, n->behaviour == 1 ? "" : "s",
			n->behaviour ? " (see the warnings)" : "");
}

int bl_report_end(struct bl_report *r, const char *path, bool durable)
{
	int err = 0;

	if (!r->f)
		return 0;
	fputs("\n  ]\n}\n", r->f);
	if (fclose(r->f))
		err = -ENOMEM;
	r->f = NULL;
	if (!err)
		err = bl_write_file_atomic(path, r->buf, r->len, 0644,
					   durable ? BL_WRITE_DURABLE : BL_WRITE_ATOMIC);
	free(r->buf);
	r->buf = NULL;
	return err;
}
