// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * One object's lint: the rules, then libbpf's ground truth, then the
 * optional kernel load; a run's verdict as an exit status. Many objects
 * are spread over workers in lint_files.c.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/libbpf.h>
#include <linux/bpf.h>

#include "convert/manifest.h"
#include "lint/kernel/lint_kernel.h"
#include "lint/kernel/prog_evidence.h"
#include "lint/libbpf/lint_libbpf.h"
#include "lint/libbpf/lint_load.h"
#include "lint/libbpf/lint_opener.h"
#include "lint/model/lint_obj.h"
#include "lint/model/lint_where.h"
#include "lint/rules/findings.h"
#include "lint/rules/lint_cross.h"
#include "lint/rules/lint_versions.h"
#include "lint/rules/rule_catalog.h"
#include "lint/rules/rules.h"
#include "lint/run/lint_run.h"
#include "util/file_io.h"
#include "util/opts.h"
#include "util/sha256.h"

/* The line of libbpf's log worth quoting: the first that names a failure,
 * else the last one. */
static void quote_log(const char *log, char *out, size_t sz)
{
	static const char *const words[] = {
		"fail", "error", "invalid", "unsupported", "unknown", "not ",
		"corrupt", "missing",
	};
	const char *p, *last = NULL;
	size_t n, w;

	out[0] = '\0';
	for (p = log; p && *p; p += n + (p[n] == '\n')) {
		n = strcspn(p, "\n");
		if (!n)
			continue;
		last = p;
		for (w = 0; w < sizeof(words) / sizeof(words[0]); w++)
			if (memmem(p, n, words[w], strlen(words[w])))
				break;
		if (w < sizeof(words) / sizeof(words[0]))
			break;
	}
	if (last)
		snprintf(out, sz, "%.*s", (int)strcspn(last, "\n"), last);
}

/* Map @name pinned with @attr (@origin: how) as @p's next pin, found in the
 * source when @locate; o->err when its name cannot be copied. */
static void add_pin(struct lint_obj *o, struct lint_priv *p, const char *name,
		    const struct bl_map_attr *attr, const char *origin, bool locate)
{
	struct lint_pin *pin = &p->pins[p->nr];

	pin->name = strdup(name);
	pin->attr = *attr;
	pin->origin = origin;
	if (pin->name && locate)
		lint_locate_pin(o, pin);
	p->nr += pin->name != NULL;
	if (!pin->name)
		o->err = -ENOMEM;
}

static void collect_pins(struct lint_obj *o, bool locate)
{
	struct lint_priv *p = calloc(1, sizeof(*p));
	size_t i, n = o->lm.nr + o->nr_bmaps;

	if (!p)
		goto oom;
	p->path_link = -1;
	p->pins = calloc(n ? n : 1, sizeof(*p->pins));
	if (!p->pins) {
		free(p);
		goto oom;
	}
	for (i = 0; i < o->lm.nr; i++) {
		const struct bl_legacy_map *m = &o->lm.maps[i];

		if (m->pinning == BL_LEGACY_PIN_GLOBAL_NS)
			add_pin(o, p, m->name, &m->attr, "legacy PIN_GLOBAL_NS", locate);
	}
	for (i = 0; i < o->nr_bmaps; i++) {
		const struct lint_btf_map *m = &o->bmaps[i];
		struct bl_map_attr attr = m->def.attr;

		if (!m->def.has_pinning || m->def.pinning != BL_BTF_PIN_BY_NAME)
			continue;
		/* libbpf forces 4 for map-in-map and prog arrays with values */
		if (m->def.has_values)
			attr.value_size = 4;
		add_pin(o, p, m->name, &attr, "BTF pinning", locate);
	}
	o->res->priv = p;
	return;
oom:
	o->err = -ENOMEM;
}

/* Not a pointer into @p's own allocation (lint_wire.c's pins). */
static bool own(const struct lint_priv *p, const void *s)
{
	const char *b = (const char *)p;

	return (const char *)s < b || (const char *)s >= b + p->block_len;
}

static void free_priv(struct lint_priv *p)
{
	size_t i;

	if (!p)
		return;
	for (i = 0; i < p->nr; i++) {
		if (own(p, p->pins[i].name))
			free(p->pins[i].name);
		if (own(p, p->pins[i].src_file))
			free(p->pins[i].src_file);
	}
	/* lint_wire.c's follow @p, even none of them */
	if (p->pins != (struct lint_pin *)(p + 1))
		free(p->pins);
	for (i = 0; i < sizeof(p->rec) / sizeof(p->rec[0]); i++)
		free(p->rec[i].p);
	if (!p->in_arena)
		free(p);
}

static void open_ground_truth(struct lint_obj *o)
{
	struct bpflint_result *res = o->res;
	char quote[512];
	char *log = NULL;
	int err;

	if (o->elf && o->elf->swapped) {
		res->libbpf_foreign = true;
		res->libbpf_open = res->rules_open;
		if (lint_target(o->opts) >= BPFLINT_LIBBPF_VER(1, 5))
			lint_emit_rule(o, LINT_FOREIGN_BYTE_ORDER, NULL,
				       "%s-endian object: libbpf 1.5 and later open objects of either byte order (to inspect them, not to load them here); the linked libbpf %s cannot, so the verdict is the rules' prediction",
				       o->elf->big_endian ? "big" : "little", libbpf_version_string());
		else
			lint_emit_rule(o, LINT_FOREIGN_BYTE_ORDER, NULL,
				       "%s-endian object: libbpf %s on this %s-endian host cannot open it (\"endianness mismatch\"); the verdict is the rules' prediction",
				       o->elf->big_endian ? "big" : "little", libbpf_version_string(),
				       o->elf->big_endian ? "little" : "big");
		return;
	}
	err = lint_libbpf_open(o, &log);
	res->libbpf_open = !err;
	res->libbpf_err = err;
	if (res->libbpf_timeout || res->libbpf_signal) {
		free(log);
		if (res->libbpf_timeout)
			lint_emit_rule(o, LINT_LIBBPF_CRASHED, NULL,
				     "libbpf %s did not finish opening the object within the time limit (killed); bpf-lint's own checks found nothing wrong",
				     libbpf_version_string());
		else
			lint_emit_rule(o, LINT_LIBBPF_CRASHED, NULL,
				     "libbpf %s crashed opening the object (signal %d, %s); bpf-lint's own checks found nothing wrong",
				     libbpf_version_string(), res->libbpf_signal,
				     strsignal(res->libbpf_signal));
		return;
	}
	if (!err) {
		free(log);
		if (!res->rules_open)
			lint_emit_rule(o, LINT_RULES_DISAGREE_WITH_LIBBPF, NULL,
				       "rules predicted that libbpf fails to open this object, but libbpf %s opened it",
				     libbpf_version_string());
		return;
	}
	if (!log || !*log) {
		/* libbpf said nothing at warning level: ask for its debug log */
		free(log);
		log = NULL;
		lint_libbpf_open_debug(o, &log);
	}
	res->libbpf_log = log;
	if (res->rules_open) {
		quote_log(log, quote, sizeof(quote));
		lint_emit_rule(o, LINT_LIBBPF_OPEN_FAILED, NULL,
			       "libbpf %s fails to open the object (%d: %s)%s%s",
			     libbpf_version_string(), err, strerror(err < 0 && err > -4000 ? -err : EINVAL),
			     quote[0] ? ": " : "", quote);
	}
}

/*
 * libbpf 1.1 is only handed what passes the checks the converter makes
 * (the ELF model, BTF, .BTF.ext): an object they refuse is reported with
 * the reason, and libbpf never sees it.
 */
static const char *refusal(const struct lint_obj *o)
{
	if (!o->elf)
		return o->elf_err;
	if (o->btf_err || o->btf_ext_err)
		return o->btf_why;
	return NULL;
}

static int refuse(struct lint_obj *o)
{
	const char *why = refusal(o);

	if (!why)
		return 0;
	o->res->refused = strdup(why[0] ? why : "malformed object");
	if (!o->res->refused)
		return -ENOMEM;
	o->res->rules_open = false;
	/* only worth saying when no rule already explains the refusal */
	if (o->open_fails & o->target_bit)
		return 0;
	if (!o->elf)
		lint_emit_rule(o, LINT_ELF_UNREADABLE, NULL,
			       "malformed object, not handed to libbpf: %s", why);
	else
		lint_emit_rule(o, LINT_BTF_MALFORMED, ".BTF",
			       "malformed BTF, object not handed to libbpf: %s", why);
	return 0;
}

/*
 * The side-car manifest the converter wrote for exactly these bytes, read
 * for objects linted from files. No manifest, an unreadable one or one for
 * other bytes: o->manifest stays NULL (the rule then says so).
 */
static int read_manifest(struct lint_obj *o, struct bl_manifest *m, char **path)
{
	char sha[65];
	size_t len;
	void *buf;
	int err;

	*path = NULL;
	if (!strcmp(o->name, "-"))
		return 0;	/* standard input has no side-car */
	*path = bl_manifest_path(o->name);
	if (!*path)
		return -ENOMEM;
	err = bl_read_file(*path, &buf, &len);
	if (err)
		return err == -ENOMEM ? err : 0;
	err = bl_manifest_parse(buf, len, m);
	free(buf);
	if (err)
		return err == -ENOMEM ? err : 0;
	bl_sha256_hex(o->buf, o->len, sha);
	if (strcmp(m->sha256, sha)) {
		bl_manifest_free(m);
		return 0;
	}
	o->manifest = m;
	o->manifest_path = *path;
	return 0;
}

/* One object: the view, the rules, libbpf's ground truth, --load. */
static int lint_one(const void *buf, size_t len, const char *name,
		    bool from_file, const struct bpflint_opts *opts,
		    struct bpflint_result *res)
{
	struct bl_manifest manifest = { 0 };
	char *manifest_path = NULL;
	struct lint_obj o;
	bool opens, tc_opens;
	int err;

	err = lint_obj_init(&o, buf, len, name, opts, res);
	if (err)
		goto out;
	res->libbpf_version = lint_target(opts);
	o.target_bit = lint_release_bit(res->libbpf_version);
	/* what open_ground_truth() will hand to libbpf: its open runs in the
	 * opener child while the rules run here */
	if (!refusal(&o) && !o.elf->swapped)
		lint_libbpf_prefetch(&o);
	err = lint_obj_complete(&o);
	if (!err)
		err = lint_where_index(&o);
	if (err)
		goto out;
	if (from_file && lint_wants_manifest(&o)) {
		err = read_manifest(&o, &manifest, &manifest_path);
		if (err)
			goto out;
	}
	err = lint_ptype_decide_all(&o, &o.ptypes);
	if (!err)
		err = lint_kernel_scan(&o, &o.kreqs, &o.nr_kreqs);
	if (err)
		goto out;
	lint_run_rules(&o);
	/* what libbpf's own open (the linked release) is checked against */
	res->rules_open = !(o.open_fails & lint_release_bit(bpflint_libbpf_linked()));
	err = refuse(&o);
	if (err)
		goto out;
	if (!res->refused)
		open_ground_truth(&o);
	if (opts->load && res->libbpf_open && !res->libbpf_foreign)
		lint_load(&o);
	opens = tc_opens = res->libbpf_open;
	/* another release than the linked one: the rules' word for it (an
	 * open failure of the linked libbpf that no rule explains counts) */
	if (o.target_bit != lint_release_bit(bpflint_libbpf_linked()) && !res->refused) {
		opens = !(o.open_fails & o.target_bit);
		tc_opens = !(o.tc_open_fails & o.target_bit);
	}
	res->release_open = opens;
	res->libbpf_min = res->refused ? 0 : lint_oldest_opening(o.open_fails);
	if (!res->refused)
		lint_kernel_result(&o, res);
	res->libbpf_ok = opens && !(o.broken & BPFLINT_BREAKS_LIBBPF);
	res->iproute2_ok = tc_opens && !(o.broken & BPFLINT_BREAKS_TC);
	/*
	 * Where each pin is declared: in a worker (its time is not the run's
	 * serial part), when the DWARF is read already, or when the bytes are
	 * not a file to read again. Otherwise the file is read again for a
	 * cross-file finding's place (lint_cross.c), which most pins never get.
	 */
	collect_pins(&o, lint_opener_in_worker() || o.decls_done || !from_file ||
			 !strcmp(name, "-"));
	/* a finding lost to memory must not leave a clean verdict behind */
	err = o.err;
out:
	lint_libbpf_cancel(&o);
	lint_where_fini(&o);
	lint_obj_fini(&o);
	bl_manifest_free(&manifest);
	free(manifest_path);
	return err;
}

int bpflint_lint_mem(const void *buf, size_t len, const char *name,
		     const struct bpflint_opts *opts, struct bpflint_result *res)
{
	struct bpflint_opts o;
	libbpf_print_fn_t host;
	int err = bl_opts_take(&o, sizeof(o), opts);

	/* res->path and the rest are the caller's until the lint fills them */
	if (err || res->sz < sizeof(*res))
		return -EINVAL;
	host = lint_libbpf_begin();
	err = lint_one(buf, len, name, false, &o, res);
	lint_libbpf_thread_done();
	lint_libbpf_end(host);
	return err;
}

void bpflint_result_fini(struct bpflint_result *res)
{
	const struct lint_priv *p = res->priv;
	bool own = !p || !p->findings_borrowed;
	size_t i;

	for (i = 0; i < res->nr_findings; i++) {
		if (own) {
			free(res->findings[i].where);
			free(res->findings[i].message);
			free(res->findings[i].src_file);
		}
		free(res->findings[i].suppressed);
	}
	free(res->findings);
	free(res->libbpf_log);
	free(res->refused);
	free(res->path);
	free_priv(res->priv);
	memset(res, 0, sizeof(*res));
	res->sz = sizeof(*res);
}

/* One object read from @path. */
void lint_path(const char *path, const struct bpflint_opts *opts,
		      struct bpflint_result *res)
{
	const void *buf = NULL;
	size_t len = 0;
	bool mapped;
	int err;

	err = bl_map_file(path, &buf, &len, &mapped);
	if (err) {
		res->io_err = err;
		return;
	}
	err = lint_one(buf, len, path, true, opts, res);
	if (err)
		res->io_err = err;
	bl_unmap_file(buf, len, mapped);
}

void bpflint_run_free(struct bpflint_run *run)
{
	struct lint_run_priv *rp;
	size_t i;

	if (!run)
		return;
	for (i = 0; i < run->nr; i++)
		bpflint_result_fini(&run->results[i]);
	bl_bulk_free(run->results, run->nr * sizeof(*run->results));
	rp = run->priv;
	for (i = 0; rp && i < rp->nr; i++) {
		close(rp->kept[i].fd);
		bl_readahead_fini(&rp->kept[i].ra);
	}
	if (rp) {
		free(rp->kept);
		bl_arena_free(&rp->arena);
	}
	free(rp);
	free(run);
}
