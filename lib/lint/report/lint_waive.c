// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Waivers: findings that are still computed (so verdicts stay honest) but
 * not reported and not counted in the exit status. Three sources:
 *   --disable=RULE          every object;
 *   .bpf-lint.conf          found upward from each object's directory
 *                           (or one --config FILE), per rule and per object;
 *   --baseline FILE         findings recorded by --write-baseline.
 * Also the identity of a finding (its fingerprint), shared by SARIF and the
 * baseline: it must not depend on how the object's path was spelled.
 */
#include <errno.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lint/model/lint_obj.h"
#include "lint/report/lint_waive.h"
#include "lint/rules/findings.h"
#include "util/file_io.h"
#include "util/hash.h"
#include "util/opts.h"
#include "util/sha256.h"
#include "util/strbuf.h"

#define CONF_NAME ".bpf-lint.conf"

/* ---- identity --------------------------------------------------------- */

char *lint_object_key(const char *path, const char *root)
{
	char *real = realpath(path, NULL), *out;
	size_t n = root ? strlen(root) : 0;

	if (!real) {
		/* unreadable: the spelling is all there is; drop "./" */
		while (path[0] == '.' && path[1] == '/')
			path += 2;
		return strdup(path);
	}
	if (n && !strncmp(real, root, n) && real[n] == '/') {
		out = strdup(real + n + 1);
		free(real);
		return out;
	}
	return real;
}

/* sha256("rule \n object key \n where \n n-th such finding of the object") */
void lint_fingerprint(const struct bpflint_result *r, const char *key,
		      size_t k, char hex[65])
{
	const struct bpflint_finding *fd = &r->findings[k];
	size_t i, nth = 0;
	char *s;

	for (i = 0; i < k; i++)
		if (!strcmp(r->findings[i].rule, fd->rule) &&
		    !strcmp(r->findings[i].where ? r->findings[i].where : "",
			    fd->where ? fd->where : ""))
			nth++;
	s = bl_strdup_printf("%s\n%s\n%s\n%zu", fd->rule, key,
			       fd->where ? fd->where : "", nth);
	if (!s) {
		memset(hex, '0', 64);
		hex[64] = '\0';
		return;
	}
	bl_sha256_hex(s, strlen(s), hex);
	free(s);
}

/* ---- the config file -------------------------------------------------- */

struct waiver {
	char *glob;		/* object path relative to the file, NULL: all */
	bool *rules;		/* per catalogue entry */
	char *reason;
	unsigned int line;
};

struct lint_conf {
	char *path, *dir;
	struct waiver *w;
	size_t nr;
};

static void conf_free(struct lint_conf *c)
{
	size_t i;

	if (!c)
		return;
	for (i = 0; i < c->nr; i++) {
		free(c->w[i].glob);
		free(c->w[i].rules);
		free(c->w[i].reason);
	}
	free(c->w);
	free(c->path);
	free(c->dir);
	free(c);
}

static char *trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
		*--e = '\0';
	return s;
}

static int conf_err(const struct bl_sink *sink, const char *path, unsigned int line,
		    const char *what, const char *arg)
{
	char msg[512];

	snprintf(msg, sizeof(msg), "line %u: %s%s%s%s", line, what,
		 arg ? " '" : "", arg ? arg : "", arg ? "'" : "");
	bl_report(sink, BL_ERROR, path, NULL, "%s", msg);
	return -EINVAL;
}

static int parse_rules(struct waiver *w, char *list, const struct bl_sink *sink,
		       const char *path, unsigned int line)
{
	size_t nr, i;
	char *save = NULL, *id;

	bpflint_rules(&nr);
	for (id = strtok_r(list, ", \t", &save); id; id = strtok_r(NULL, ", \t", &save)) {
		int idx = bpflint_rule_index(id);

		if (!strcmp(id, "*")) {
			for (i = 0; i < nr; i++)
				w->rules[i] = true;
			continue;
		}
		if (idx < 0)
			return conf_err(sink, path, line, "unknown rule", id);
		w->rules[idx] = true;
	}
	return 0;
}

static struct waiver *new_waiver(struct lint_conf *c, const char *glob,
				 unsigned int line)
{
	struct waiver *tmp;
	size_t nr;

	bpflint_rules(&nr);
	tmp = realloc(c->w, (c->nr + 1) * sizeof(*tmp));
	if (!tmp)
		return NULL;
	c->w = tmp;
	tmp = &c->w[c->nr];
	memset(tmp, 0, sizeof(*tmp));
	tmp->line = line;
	tmp->rules = calloc(nr, sizeof(bool));
	tmp->glob = glob ? strdup(glob) : NULL;
	if (!tmp->rules || (glob && !tmp->glob)) {
		free(tmp->rules);
		free(tmp->glob);
		return NULL;
	}
	c->nr++;
	return tmp;
}

/* [all] or [object GLOB], then "disable = RULE, ..." and "reason = text". */
static int conf_parse(struct lint_conf *c, char *text, const struct bl_sink *sink)
{
	struct waiver *cur = NULL;
	unsigned int line = 0;
	char *l, *next;

	for (l = text; l; l = next) {
		char *s, *eq, *key, *val;

		next = strchr(l, '\n');
		if (next)
			*next++ = '\0';
		line++;
		s = trim(l);
		if (!*s || *s == '#' || *s == ';')
			continue;
		if (*s == '[') {
			char *end = strchr(s, ']');

			if (!end || *trim(end + 1))
				return conf_err(sink, c->path, line, "bad section header", s);
			*end = '\0';
			s = trim(s + 1);
			if (!strcmp(s, "all"))
				cur = new_waiver(c, NULL, line);
			else if (!strncmp(s, "object ", 7) && *trim(s + 7))
				cur = new_waiver(c, trim(s + 7), line);
			else
				return conf_err(sink, c->path, line,
						"section must be [all] or [object GLOB]", s);
			if (!cur)
				return -ENOMEM;
			continue;
		}
		eq = strchr(s, '=');
		if (!eq)
			return conf_err(sink, c->path, line, "expected KEY = VALUE", s);
		*eq = '\0';
		key = trim(s);
		val = trim(eq + 1);
		if (!cur)
			return conf_err(sink, c->path, line, "setting outside [all] / [object GLOB]", key);
		if (!strcmp(key, "disable")) {
			if (parse_rules(cur, val, sink, c->path, line))
				return -EINVAL;
		} else if (!strcmp(key, "reason")) {
			free(cur->reason);
			cur->reason = strdup(val);
			if (!cur->reason)
				return -ENOMEM;
		} else {
			return conf_err(sink, c->path, line, "unknown key (disable, reason)", key);
		}
	}
	return 0;
}

static int conf_load(const char *path, const struct bl_sink *sink,
		     struct lint_conf **out)
{
	struct lint_conf *c = calloc(1, sizeof(*c));
	char *slash, *text = NULL;
	void *buf = NULL;
	size_t len = 0;
	int err;

	*out = NULL;
	if (!c)
		return -ENOMEM;
	c->path = strdup(path);
	c->dir = realpath(path, NULL);
	err = bl_read_file(path, &buf, &len);
	if (err) {
		bl_report(sink, BL_ERROR, path, NULL, "cannot read: %s", strerror(-err));
		conf_free(c);
		return err;
	}
	text = malloc(len + 1);
	if (!c->path || !c->dir || !text) {
		free(buf);
		free(text);
		conf_free(c);
		return -ENOMEM;
	}
	memcpy(text, buf, len);
	text[len] = '\0';
	free(buf);
	slash = strrchr(c->dir, '/');
	slash[slash == c->dir] = '\0';
	err = conf_parse(c, text, sink);
	free(text);
	if (err) {
		conf_free(c);
		return err;
	}
	*out = c;
	return 0;
}

/* ---- applying them ---------------------------------------------------- */

struct conf_cache {
	struct lint_conf **confs;
	size_t nr;
	/* the answer per directory an object was named in (not through a
	 * symlink): a tree's objects share a few, and each look-up costs a
	 * realpath and a stat per level */
	struct bl_u64map by_dir;	/* hash of the directory -> dirs[] */
	struct dir_conf { char *dir; struct lint_conf *conf; } *dirs;
	size_t nr_dirs;
};

static int conf_lookup(struct conf_cache *cache, const char *obj,
		       const struct bl_sink *sink, struct lint_conf **out);

/* The directory @obj is named in, when the name is no symlink; else NULL. */
/* @link: whether @obj is a symbolic link, when known (lint_priv); -1: look */
static char *named_dir(const char *obj, int link)
{
	const char *slash = strrchr(obj, '/');
	struct stat st;

	if (link < 0)
		link = lstat(obj, &st) ? 1 : S_ISLNK(st.st_mode);
	if (link)
		return NULL;
	return slash ? strndup(obj, slash == obj ? 1 : (size_t)(slash - obj)) : strdup(".");
}

/* The nearest .bpf-lint.conf above @obj, loaded once per file. */
static int conf_for(struct conf_cache *cache, const char *obj, int link,
		    const struct bl_sink *sink, struct lint_conf **out)
{
	char *dir = named_dir(obj, link);
	uint64_t h = dir ? bl_hash_str(dir) : 0;
	struct dir_conf *d;
	uint32_t v;
	int err;

	if (dir && !cache->by_dir.keys && bl_u64map_init(&cache->by_dir, 64)) {
		free(dir);
		dir = NULL;
	}
	if (dir && bl_u64map_get(&cache->by_dir, h, &v)) {
		if (!strcmp(cache->dirs[v].dir, dir)) {
			free(dir);
			*out = cache->dirs[v].conf;
			return 0;
		}
		free(dir);	/* another directory, same hash: not cached */
		dir = NULL;
	}
	err = conf_lookup(cache, obj, sink, out);
	if (err || !dir) {
		free(dir);
		return err;
	}
	d = realloc(cache->dirs, (cache->nr_dirs + 1) * sizeof(*d));
	if (!d || bl_u64map_add(&cache->by_dir, h, cache->nr_dirs, &v)) {
		if (d)
			cache->dirs = d;
		free(dir);
		return 0;	/* not cached: looked up again next time */
	}
	cache->dirs = d;
	cache->dirs[cache->nr_dirs++] = (struct dir_conf){ dir, *out };
	return 0;
}

static int conf_lookup(struct conf_cache *cache, const char *obj,
		       const struct bl_sink *sink, struct lint_conf **out)
{
	char *dir = realpath(obj, NULL), *slash, path[PATH_MAX];
	struct stat st;
	size_t i;
	int err = 0;

	*out = NULL;
	while (dir && (slash = strrchr(dir, '/'))) {
		*slash = '\0';
		snprintf(path, sizeof(path), "%s/" CONF_NAME, dir);
		if (stat(path, &st) || !S_ISREG(st.st_mode))
			continue;
		for (i = 0; i < cache->nr; i++)
			if (!strcmp(cache->confs[i]->path, path))
				*out = cache->confs[i];
		if (!*out) {
			void *tmp = realloc(cache->confs, (cache->nr + 1) * sizeof(*cache->confs));

			if (!tmp) {
				err = -ENOMEM;
				break;
			}
			cache->confs = tmp;
			err = conf_load(path, sink, out);
			if (!err)
				cache->confs[cache->nr++] = *out;
		}
		break;
	}
	free(dir);
	return err;
}

static void waive(struct bpflint_finding *fd, const char *why)
{
	if (!fd->suppressed)
		fd->suppressed = strdup(why);
}

static void apply_conf(const struct lint_conf *c, struct bpflint_result *r)
{
	char *real = realpath(r->path, NULL), why[PATH_MAX + 64];
	const char *rel = real;
	size_t n = strlen(c->dir), i, k;

	if (real && !strncmp(real, c->dir, n) && real[n] == '/')
		rel = real + n + 1;
	for (i = 0; i < c->nr; i++) {
		const struct waiver *w = &c->w[i];

		if (w->glob && (!rel || fnmatch(w->glob, rel, FNM_PATHNAME)))
			continue;
		snprintf(why, sizeof(why), "%s:%u%s%s", c->path, w->line,
			 w->reason ? ": " : "", w->reason ? w->reason : "");
		for (k = 0; k < r->nr_findings; k++) {
			int idx = bpflint_rule_index(r->findings[k].rule);

			if (idx >= 0 && w->rules[idx])
				waive(&r->findings[k], why);
		}
	}
	free(real);
}

static int fp_cmp(const void *a, const void *b)
{
	return memcmp(a, b, 64);
}

/* Baseline: "# bpf-lint baseline" then one "FINGERPRINT rule object where". */
static int baseline_load(const char *path, const struct bl_sink *sink,
			 char **fps, size_t *nr)
{
	void *buf = NULL;
	size_t len = 0, cap = 0;
	char *p, *end;
	int err = bl_read_file(path, &buf, &len);

	*fps = NULL;
	*nr = 0;
	if (err) {
		bl_report(sink, BL_ERROR, path, NULL, "cannot read baseline: %s", strerror(-err));
		return err;
	}
	for (p = buf, end = p + len; p < end; p = memchr(p, '\n', end - p) ? (char *)memchr(p, '\n', end - p) + 1 : end) {
		size_t i;

		if (*p == '#' || *p == '\n')
			continue;
		for (i = 0; i < 64 && p + i < end && strchr("0123456789abcdef", p[i]) && p[i]; i++)
			;
		if (i != 64 || (p + 64 < end && p[64] != ' ' && p[64] != '\n')) {
			bl_report(sink, BL_ERROR, path, NULL, "not a bpf-lint baseline (bad line)");
			free(buf);
			free(*fps);
			*fps = NULL;
			return -EINVAL;
		}
		if (*nr == cap) {
			void *tmp;

			cap = cap ? cap * 2 : 64;
			tmp = realloc(*fps, cap * 64);
			if (!tmp) {
				free(buf);
				return -ENOMEM;
			}
			*fps = tmp;
		}
		memcpy(*fps + *nr * 64, p, 64);
		(*nr)++;
	}
	free(buf);
	if (*nr)
		qsort(*fps, *nr, 64, fp_cmp);
	return 0;
}

int lint_waiver_open(struct lint_waiver *w, const struct bpflint_waive_opts *opts,
		     const struct bl_sink *sink)
{
	int err = 0;

	memset(w, 0, sizeof(*w));
	if (bl_opts_take(&w->wo, sizeof(w->wo), opts))
		return -EINVAL;
	w->cache = calloc(1, sizeof(*w->cache));
	w->root = getcwd(NULL, 0);
	if (!w->cache)
		err = -ENOMEM;
	if (!err && w->wo.config)
		err = conf_load(w->wo.config, sink, &w->fixed);
	if (!err && w->wo.baseline)
		err = baseline_load(w->wo.baseline, sink, &w->fps, &w->nr_fps);
	if (err)
		lint_waiver_close(w);
	return err;
}

int lint_waiver_apply(struct lint_waiver *w, struct bpflint_result *r,
		      const struct bl_sink *sink)
{
	const struct lint_priv *priv = r->priv;
	struct lint_conf *c = w->fixed;
	char *key, hex[65];
	size_t k;
	int err = 0;

	for (k = 0; w->wo.disabled && k < r->nr_findings; k++) {
		int idx = bpflint_rule_index(r->findings[k].rule);

		if (idx >= 0 && w->wo.disabled[idx])
			waive(&r->findings[k], "--disable");
	}
	if (!c && !w->wo.no_config && !r->io_err)
		err = conf_for(w->cache, r->path, priv ? priv->path_link : -1, sink, &c);
	if (err)
		return err;
	if (c)
		apply_conf(c, r);
	if (!w->nr_fps)
		return 0;
	key = lint_object_key(r->path, w->root);
	for (k = 0; key && k < r->nr_findings; k++) {
		lint_fingerprint(r, key, k, hex);
		if (bsearch(hex, w->fps, w->nr_fps, 64, fp_cmp))
			waive(&r->findings[k], "baseline");
	}
	free(key);
	return 0;
}

void lint_waiver_close(struct lint_waiver *w)
{
	struct conf_cache *cache = w->cache;
	size_t i;

	for (i = 0; cache && i < cache->nr; i++)
		conf_free(cache->confs[i]);
	for (i = 0; cache && i < cache->nr_dirs; i++)
		free(cache->dirs[i].dir);
	if (cache) {
		free(cache->confs);
		free(cache->dirs);
		bl_u64map_free(&cache->by_dir);
		free(cache);
	}
	conf_free(w->fixed);
	free(w->fps);
	free(w->root);
	memset(w, 0, sizeof(*w));
}

int bpflint_waive(struct bpflint_run *run, const struct bpflint_waive_opts *opts,
		  const struct bl_sink *sink)
{
	struct lint_waiver w;
	size_t i;
	int err = lint_waiver_open(&w, opts, sink);

	/* a worker waived its records already (bpflint_opts.records): what
	 * a record has here are the cross-file rules' findings */
	for (i = 0; !err && i < run->nr; i++)
		if (!lint_is_record(&run->results[i]) || run->results[i].nr_findings)
			err = lint_waiver_apply(&w, &run->results[i], sink);
	lint_waiver_close(&w);	/* nothing to do when open failed */
	return err;
}

int bpflint_write_baseline(FILE *f, const struct bpflint_run *run)
{
	char *root = getcwd(NULL, 0), hex[65];
	size_t i, k;

	fputs("# bpf-lint baseline: fingerprint rule object where (see bpf-lint --baseline)\n", f);
	for (i = 0; i < run->nr; i++) {
		const struct bpflint_result *r = &run->results[i];
		char *key = lint_object_key(r->path, root);

		for (k = 0; key && k < r->nr_findings; k++) {
			if (r->findings[k].suppressed)
				continue;
			lint_fingerprint(r, key, k, hex);
			/* names from the object, escaped: a newline in one
			 * would cut the line and the file would not read back */
			fprintf(f, "%s %s ", hex, r->findings[k].rule);
			bl_c_fputs(f, key);
			fputc(' ', f);
			bl_c_fputs(f, r->findings[k].where ? r->findings[k].where : "-");
			fputc('\n', f);
		}
		free(key);
	}
	free(root);
	return ferror(f) ? -EIO : 0;
}
