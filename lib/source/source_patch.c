// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_source_patch(): the driver of the source migration. Per object: the
 * binary conversion runs first (its diagnostics are the user's: same
 * options, same warnings, and an object that does not convert gets no
 * patch), then the same plan is built again, quietly, to read what each
 * map becomes. Each map's declaration is found through DWARF (or by name
 * in --source files), rewritten (map_rewrite.c) and recorded as an edit of
 * its file; files shared by several objects (headers) collect the edits of
 * all and keep one of each, and two different rewrites of one declaration
 * refuse the run. The edits become one unified diff (udiff.c); the legacy
 * struct types still used in a file whose declarations of them were
 * rewritten are noted (res->notes).
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <linux/bpf.h>

#include "bpfsource.h"
#include "convert/converted.h"
#include "convert/prog_syms.h"
#include "source/decl_find.h"
#include "elf/dwarf_decls.h"
#include "source/map_rewrite.h"
#include "source/tail_find.h"
#include "source/udiff.h"
#include "util/opts.h"
#include "util/diag.h"
#include "util/file_io.h"

#define KV_MACRO "BPF_ANNOTATE_KV_PAIR"
#define KV_PREFIX "____btf_map_"

struct fedit {
	struct bl_edit e;
	const char *object;
	bool is_decl;
};

struct sfile {
	char *path;		/* resolved */
	char *rel;		/* in the patch */
	char *text;
	size_t len;
	struct bl_src_file scan;
	struct fedit *edits;
	size_t nr_edits;
	char **tags;		/* struct tags of the declarations rewritten */
	size_t nr_tags;
};

/* The source files of one object: its DWARF's, its unit, its maps'. */
struct ofiles {
	struct sfile **f;
	size_t nr;
};

struct run {
	const struct bl_source_opts *opts;
	const struct bl_sink *sink;
	struct bl_source_result *res;
	char *root;
	struct sfile **files;	/* pointers: locations keep them */
	size_t nr_files;
	struct ofiles *objs;	/* per object with rewrites */
	size_t nr_objs;
};

/* Where one map of the object is declared, and what it becomes. */
struct loc {
	struct sfile *sf;
	struct bl_map_decl d;
	unsigned int line;
	const char *why;
	char *kv[2];
	struct sfile *kv_sf;	/* the annotation, removed with the rewrite */
	size_t kv_start, kv_end;
	unsigned int kv_line;
	struct bl_rw_map rw;
	struct bl_rw_slot *slots;
	char *protos;		/* --prog-array-init: the slots' programs */
	char *tmpl;		/* a pinned inner's template tag */
	char *fwd;		/* an outer whose template comes later in the
				 * translation unit: its forward declarations */
	bool done;
};

static int leave(struct run *r, const char *file, unsigned int line, const char *map,
		 const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static int leave(struct run *r, const char *file, unsigned int line, const char *map,
		 const char *fmt, ...)
{
	struct bl_source_result *res = r->res;
	struct bl_source_left *l;
	va_list ap;
	char why[512];

	va_start(ap, fmt);
	vsnprintf(why, sizeof(why), fmt, ap);
	va_end(ap);
	/* a shared header's declaration is listed once, not once per object */
	for (l = res->left; l < res->left + res->nr_left; l++)
		if (l->line == line && !strcmp(l->file, file ? file : "") &&
		    !strcmp(l->map, map) && !strcmp(l->why, why))
			return 0;
	l = realloc(res->left, (res->nr_left + 1) * sizeof(*l));
	if (!l)
		return -ENOMEM;
	res->left = l;
	l = &l[res->nr_left];
	l->file = strdup(file ? file : "");
	l->map = strdup(map);
	l->why = strdup(why);
	l->line = line;
	l->program = false;
	if (!l->file || !l->map || !l->why) {
		free(l->file);
		free(l->map);
		free(l->why);
		return -ENOMEM;
	}
	res->nr_left++;
	return 0;
}

static bool is_dir(const char *p)
{
	struct stat st;

	return p && !stat(p, &st) && S_ISDIR(st.st_mode);
}

/*
 * The real path of @path, taken relative to the first @dlen bytes of @dir
 * when relative and @dir is not NULL, into @real (PATH_MAX bytes).
 */
static bool resolve(const char *dir, int dlen, const char *path, char *real)
{
	char joined[PATH_MAX];

	if (path[0] != '/' && dir) {
		if (snprintf(joined, sizeof(joined), "%.*s/%s", dlen, dir, path) >=
		    (int)sizeof(joined))
			return false;
		path = joined;
	}
	return realpath(path, real) != NULL;
}

static int set_root(struct run *r, const char *comp_dir)
{
	const char *want = r->opts->root;
	char buf[PATH_MAX];

	if (r->root)
		return 0;
	if (!want)
		want = is_dir(comp_dir) ? comp_dir : ".";
	if (!realpath(want, buf)) {
		bl_report(r->sink, BL_ERROR, want, NULL, "source root: %s", strerror(errno));
		return -errno;
	}
	r->root = strdup(buf);
	return r->root ? 0 : -ENOMEM;
}

/* The file of the run at @path (resolved against @dir), read and scanned. */
static struct sfile *get_file(struct run *r, const char *dir, const char *path,
			      const char **why)
{
	char real[PATH_MAX];
	struct sfile *sf, **files;
	size_t i, n = strlen(r->root);
	void *buf;

	if (!resolve(dir, INT_MAX, path, real)) {
		*why = "its source file cannot be found here";
		return NULL;
	}
	for (i = 0; i < r->nr_files; i++)
		if (!strcmp(r->files[i]->path, real))
			return r->files[i];
	if (strncmp(real, r->root, n) || (real[n] != '/' && n != 1)) {
		*why = "its source file is outside the source root (--source-root)";
		return NULL;
	}
	*why = "out of memory";
	files = realloc(r->files, (r->nr_files + 1) * sizeof(*files));
	if (!files)
		return NULL;
	r->files = files;
	sf = calloc(1, sizeof(*sf));
	if (!sf)
		return NULL;
	if (bl_read_file(real, &buf, &sf->len)) {
		free(sf);
		*why = "its source file cannot be read";
		return NULL;
	}
	sf->text = buf;
	sf->path = strdup(real);
	sf->rel = strdup(real + n + (n != 1));
	if (!sf->path || !sf->rel || bl_src_scan(sf->text, sf->len, &sf->scan)) {
		free(sf->path);
		free(sf->rel);
		free(sf->text);
		bl_src_free(&sf->scan);
		free(sf);
		return NULL;
	}
	r->files[r->nr_files++] = sf;
	return sf;
}

static int push_edit(struct sfile *sf, struct fedit fe)
{
	struct fedit *e = realloc(sf->edits, (sf->nr_edits + 1) * sizeof(*e));

	if (!e)
		return -ENOMEM;
	sf->edits = e;
	sf->edits[sf->nr_edits++] = fe;
	return 0;
}

static int add_edit(struct run *r, struct sfile *sf, size_t start, size_t end,
		    char *text, const char *object, bool is_decl, const char *map,
		    unsigned int line)
{
	struct fedit *e;
	size_t i;

	for (i = 0; i < sf->nr_edits; i++) {
		e = &sf->edits[i];
		if (e->e.start == start && e->e.end == end && !strcmp(e->e.text, text)) {
			free(text);	/* a shared header: patched once */
			return 0;
		}
		if (start < e->e.end && e->e.start < end) {
			bl_report(r->sink, BL_ERROR, object, NULL,
				  "%s:%u: map '%s': %s and %s would rewrite this declaration differently",
				  sf->rel, line, map, e->object, object);
			free(text);
			return -EINVAL;
		}
	}
	if (push_edit(sf, (struct fedit){ .e = { start, end, text }, .object = object,
					  .is_decl = is_decl })) {
		free(text);
		return -ENOMEM;
	}
	return 0;
}

/* The object's compilation unit: its STT_FILE symbol (the path clang was
 * given) and, when it exists beside the object, that file resolved. */
struct unit {
	const char *name;
	char real[PATH_MAX];
};

/* How surely --source file @sf is the unit @u: 2 it is the unit beside the
 * object, 1 the unit's path (without leading ./ and ../) ends the file's
 * at a component boundary, 0 neither. */
static int unit_score(const struct sfile *sf, const char *path, const struct unit *u)
{
	const char *name = u->name;
	size_t n = strlen(path), k;

	if (!name)
		return 0;
	if (u->real[0] && !strcmp(sf->path, u->real))
		return 2;
	while (!strncmp(name, "./", 2) || !strncmp(name, "../", 3))
		name = strchr(name, '/') + 1;
	k = strlen(name);
	return k && n >= k && !strcmp(path + n - k, name) &&
	       (n == k || path[n - k - 1] == '/');
}

/* Whether the unit @u (beside the object) has `#include "..."` of file @sf. */
static bool unit_includes(struct run *r, const struct unit *u, const struct sfile *sf)
{
	char name[PATH_MAX], real[PATH_MAX];
	const struct sfile *us;
	const char *why, *q, *e;
	size_t i;

	if (!u->real[0] || !(us = get_file(r, NULL, u->real, &why)))
		return false;
	for (i = 0; i < us->scan.nr_toks; i++) {
		const struct bl_tok *t = &us->scan.toks[i];
		const char *text = us->text + t->off;

		if (t->kind != BL_TOK_PP || !memmem(text, t->len, "include", 7))
			continue;
		q = memchr(text, '"', t->len);
		e = q ? memchr(q + 1, '"', t->len - (q + 1 - text)) : NULL;
		if (!e || snprintf(name, sizeof(name), "%.*s", (int)(e - q - 1), q + 1) >=
			  (int)sizeof(name))
			continue;
		if (resolve(u->real, strrchr(u->real, '/') - u->real, name, real) &&
		    !strcmp(real, sf->path))
			return true;
	}
	return false;
}

/*
 * A map without DWARF: the --source files, by name. Declared in several of
 * them (each program of a tree declaring its own `flows`), the object's own
 * compilation unit, or a header it includes, wins when exactly one file is
 * most surely it.
 */
static void find_by_name(struct run *r, const char *name, const struct unit *u,
			 struct loc *l)
{
	size_t i, nr_found = 0, nr_best = 0;
	int best = -1;
	unsigned int line;
	const char *why;

	l->why = "no DWARF in the object (build with -g) and no --source file declares it";
	for (i = 0; i < r->opts->nr_sources; i++) {
		struct sfile *sf = get_file(r, NULL, r->opts->sources[i], &why);
		struct bl_map_decl d;
		int score;

		if (!sf)
			continue;
		why = bl_src_find_map(&sf->scan, name, 0, &d, &line);
		if (why && !strcmp(why, "no declaration of this name in the sources"))
			continue;
		nr_found++;
		score = unit_score(sf, r->opts->sources[i], u);
		if (!score && unit_includes(r, u, sf))
			score = 2;	/* a header the object's own source includes */
		if (score < best)
			continue;
		nr_best = score == best ? nr_best + 1 : 1;
		if (score == best)
			continue;
		best = score;
		l->sf = sf;
		l->d = d;
		l->line = line;
		l->why = why;
	}
	if (nr_found > 1 && (!best || nr_best > 1)) {
		l->sf = NULL;	/* which one is the object's is not known */
		l->line = 0;
		l->why = "declared in more than one --source file, and not in exactly one that is the object's own source (its STT_FILE symbol): give each object its own --source files";
	}
}

static void locate(struct run *r, const struct bl_dwarf_decls *dd, const char *name,
		   const struct unit *unit, struct loc *l)
{
	const struct bl_dwarf_decl *dw = bl_dwarf_decl_find(dd, name);
	const char *dir = is_dir(dd->comp_dir) ? dd->comp_dir : r->root;
	unsigned int line;

	if (!dw) {
		find_by_name(r, name, unit, l);
		return;
	}
	l->line = dw->line;
	l->sf = get_file(r, dir, dw->file, &l->why);
	if (!l->sf)
		return;
	l->why = bl_src_find_map(&l->sf->scan, name, dw->line, &l->d, &line);
	l->line = line;
}

static char *tok_range(const struct bl_src_file *f, size_t a, size_t b)
{
	size_t s = f->toks[a].off, e = f->toks[b].off + f->toks[b].len;

	return strndup(f->text + s, e - s);
}

/*
 * The map's BPF_ANNOTATE_KV_PAIR: its types into l->kv, and an edit that
 * removes the line (or just the statement when the line holds more).
 */
static const char *take_kv(struct run *r, const struct bl_dwarf_decls *dd,
			   struct loc *l)
{
	const char *name = l->rw.name;
	char var[300];
	const struct bl_dwarf_decl *dw;
	struct sfile *sf = l->sf;
	unsigned int line = 0;
	size_t af[2], al[2], a, b;
	const struct bl_src_stmt *s;
	const char *why;
	long si;

	snprintf(var, sizeof(var), KV_PREFIX "%s", name);
	dw = bl_dwarf_decl_find(dd, var);
	if (dw) {
		sf = get_file(r, is_dir(dd->comp_dir) ? dd->comp_dir : r->root, dw->file, &why);
		line = dw->line;
	}
	si = sf ? bl_src_find_kv(&sf->scan, KV_MACRO, name, line, af, al) : -1;
	if (si < 0)
		return "its " KV_MACRO " is not in the source as a statement of its own";
	l->kv[0] = tok_range(&sf->scan, af[0], al[0]);
	l->kv[1] = tok_range(&sf->scan, af[1], al[1]);
	s = &sf->scan.stmts[si];
	a = sf->scan.toks[s->first].off;
	b = sf->scan.toks[s->last].off + 1;
	while (a && (sf->text[a - 1] == ' ' || sf->text[a - 1] == '\t'))
		a--;
	if (!a || sf->text[a - 1] == '\n') {
		size_t e = b;

		while (e < sf->len && (sf->text[e] == ' ' || sf->text[e] == '\t'))
			e++;
		if (e == sf->len || sf->text[e] == '\n') {
			b = e + (e < sf->len);
			/* between two blank lines: one of them goes too */
			if (a >= 2 && sf->text[a - 2] == '\n' && b < sf->len && sf->text[b] == '\n')
				b++;
		} else
			a = sf->scan.toks[s->first].off;
	} else {
		a = sf->scan.toks[s->first].off;
	}
	if (!l->kv[0] || !l->kv[1])
		return "out of memory";
	l->kv_sf = sf;
	l->kv_start = a;
	l->kv_end = b;
	l->kv_line = sf->scan.toks[s->first].line;
	return NULL;
}

static const char *tail_locate(struct run *r, const struct bl_dwarf_decls *dd,
			       const char *func, const char *sec, struct sfile **sf,
			       struct bl_tail_attr *a, unsigned int *line);

/*
 * --prog-array-init: a prog array's slot names a program, whose prototype
 * (its header less the section attribute) must come before the array: the
 * program must be defined in the array's file, its section attribute a
 * macro call. Appends it to l->protos.
 */
static const char *prog_slot(struct run *r, const struct bl_plan *p,
			     const struct bl_dwarf_decls *dd, struct loc *l, size_t sym)
{
	const char *func = p->in->syms[sym].name, *why;
	struct sfile *sf = NULL;
	struct bl_tail_attr a;
	unsigned int line;
	char *proto, *all;
	size_t t;

	for (t = 0; t < p->nr_tails && p->tails[t].func_sym != sym; t++)
		;
	if (t == p->nr_tails)
		return "a slot's program is no tail-call program";
	why = tail_locate(r, dd, func, p->in->secs[p->tails[t].shndx].name, &sf, &a, &line);
	if (why)
		return "a slot's program cannot be found or rewritten in the sources (--prog-array-init)";
	if (sf != l->sf)
		return "a slot's program is defined in another file than the prog array (--prog-array-init): declare it before the array by hand";
	proto = bl_src_tail_proto(&sf->scan, &a);
	if (!proto)
		return "a slot's program has its section in __attribute__((...)) (--prog-array-init): declare it before the array by hand";
	if (asprintf(&all, "%s%s", l->protos ? l->protos : "", proto) < 0) {
		free(proto);
		return "out of memory";
	}
	free(proto);
	free(l->protos);
	l->protos = all;
	return NULL;
}

/* What map @i becomes, as the rewriter takes it. */
static const char *prepare(struct run *r, const struct bl_plan *p, size_t i,
			   const struct bl_dwarf_decls *dd, struct loc *locs)
{
	const struct bl_map_plan *mp = &p->maps[i];
	struct loc *l = &locs[i];
	const char *why;
	size_t k;

	l->rw = (struct bl_rw_map){
		.name = p->lm.maps[i].name, .def = &mp->def, .layout = p->lm.layout,
		.drop_unknown = p->opts->drop_unknown_words,
	};
	if (mp->nr_slots) {
		l->slots = calloc(mp->nr_slots, sizeof(*l->slots));
		if (!l->slots)
			return "out of memory";
	}
	for (k = 0; k < mp->nr_slots; k++) {
		l->slots[k].index = mp->slots[k].index;
		if (mp->slots[k].target_map >= 0) {
			l->slots[k].target = p->lm.maps[mp->slots[k].target_map].name;
			continue;
		}
		l->slots[k].target = p->in->syms[mp->slots[k].target_sym].name;
		why = prog_slot(r, p, dd, l, mp->slots[k].target_sym);
		if (why)
			return why;
	}
	l->rw.slots = l->slots;
	l->rw.nr_slots = mp->nr_slots;
	l->rw.protos = l->protos;
	/* the annotation is obsolete once the map is BTF-defined: it goes
	 * whenever it is found, and its types are the map's where the
	 * conversion typed the map or the map type takes types */
	why = take_kv(r, dd, l);
	return mp->def.key_type || mp->def.value_type ? why : NULL;
}

/* Whether declaration @d of @sf is `static`. */
static bool decl_static(const struct sfile *sf, const struct bl_map_decl *d)
{
	size_t k;

	for (k = sf->scan.stmts[d->stmt].first; k < d->name_tok; k++)
		if (sf->scan.toks[k].kind == BL_TOK_IDENT &&
		    bl_tok_is(sf->text, &sf->scan.toks[k], "static"))
			return true;
	return false;
}

/*
 * An outer whose inner map is declared after it, or in another file (a
 * header included after it): the template is a type of its own, declared
 * ahead of the outer by its tag (clang completes it later in the
 * translation unit), its key and value spelt as sizes (clang's BTF reaches
 * a struct through the outer's pointer first and would leave the types
 * its members point to forward declarations, which libbpf cannot size);
 * for the slot initialiser the inner map itself is declared ahead, extern
 * (a static object of an incomplete type cannot be declared ahead).
 */
static const char *forward_template(const struct bl_plan *p, size_t i, struct loc *locs)
{
	struct loc *in = &locs[p->maps[i].inner];
	const char *name = in->rw.name;
	int n;

	if (!in->tmpl && asprintf(&in->tmpl, "%s_template", name) < 0) {
		in->tmpl = NULL;
		return "out of memory";
	}
	in->rw.tmpl_tag = in->tmpl;
	in->rw.tmpl_sized = true;
	locs[i].rw.values_tag = in->tmpl;
	if (!p->maps[i].nr_slots) {
		n = asprintf(&locs[i].fwd, "struct %s;\n", in->tmpl);
	} else if (decl_static(in->sf, &in->d)) {
		return "its inner map template is declared static after it (or in another file): declare it before the outer";
	} else {
		in->rw.tag = name;
		n = asprintf(&locs[i].fwd, "struct %s;\nstruct %s;\nextern struct %s %s;\n",
			     in->tmpl, name, name, name);
	}
	if (n < 0) {
		locs[i].fwd = NULL;
		return "out of memory";
	}
	locs[i].rw.protos = locs[i].fwd;
	return NULL;
}

/*
 * An outer's template is its inner map's own struct (tagged with the
 * inner map's name), so the slot initialiser needs no cast; a pinned inner
 * map (a template cannot be pinned) gets an unpinned template type of its
 * own, NAME_template, and the slot a cast. An inner map declared after the
 * outer or in another file is declared ahead (forward_template()).
 */
static const char *link_template(const struct bl_plan *p, size_t i, struct loc *locs)
{
	int j = p->maps[i].inner;
	bool late;

	if (j < 0)
		return "map-in-map outer without an inner map template";
	if (locs[j].why)
		return "its inner map template is not rewritten";
	late = locs[j].sf != locs[i].sf || locs[j].d.stmt > locs[i].d.stmt;
	if (late)
		return forward_template(p, i, locs);
	if (p->maps[j].def.has_pinning) {
		/* libbpf refuses a pinned template: an unpinned type of its
		 * own, as the binary conversion's template is */
		if (!locs[j].tmpl && asprintf(&locs[j].tmpl, "%s_template", locs[j].rw.name) < 0) {
			locs[j].tmpl = NULL;
			return "out of memory";
		}
		locs[j].rw.tmpl_tag = locs[j].tmpl;
		locs[i].rw.values_tag = locs[j].tmpl;
		return NULL;
	}
	locs[j].rw.tag = locs[j].rw.name;
	locs[i].rw.values_tag = locs[j].rw.name;
	return NULL;
}

/* Keep the struct tag of rewritten declaration @d of @sf, once. */
static int add_tag(struct sfile *sf, const struct bl_map_decl *d)
{
	const struct bl_tok *t;
	char **tags;
	size_t i;

	if (d->type_last == SIZE_MAX)
		return 0;
	t = &sf->scan.toks[d->type_last];
	for (i = 0; i < sf->nr_tags; i++)
		if (bl_tok_is(sf->text, t, sf->tags[i]))
			return 0;
	tags = realloc(sf->tags, (sf->nr_tags + 1) * sizeof(*tags));
	if (!tags)
		return -ENOMEM;
	sf->tags = tags;
	tags[sf->nr_tags] = strndup(sf->text + t->off, t->len);
	return tags[sf->nr_tags++] ? 0 : -ENOMEM;
}

static int rewrite_one(struct run *r, const char *object, struct loc *l)
{
	const struct bl_src_stmt *s = &l->sf->scan.stmts[l->d.stmt];
	const struct bl_tok *a = &l->sf->scan.toks[s->first], *b = &l->sf->scan.toks[s->last];
	struct bl_strbuf sb = { 0 };
	const char *why = bl_map_rewrite(&l->sf->scan, &l->d, &l->rw, &sb);
	size_t len;
	char *text;
	int err;

	if (why) {
		free(sb.buf);
		l->why = why;
		return 0;
	}
	text = bl_sb_take(&sb, &len);
	if (!text)
		return -ENOMEM;
	l->done = true;
	err = add_edit(r, l->sf, a->off, b->off + b->len, text, object, true,
		       l->rw.name, l->line) ?: add_tag(l->sf, &l->d);
	if (err || !l->kv_sf)
		return err;
	text = strdup("");
	return text ? add_edit(r, l->kv_sf, l->kv_start, l->kv_end, text, object, false,
			       l->rw.name, l->kv_line) : -ENOMEM;
}

/* The object's compilation unit (struct unit) for object @path. */
static void unit_of(const struct bl_elf *elf, const char *path, struct unit *u)
{
	const char *slash = strrchr(path, '/');
	size_t i;

	u->name = NULL;
	u->real[0] = 0;
	for (i = 1; i < elf->nr_syms && !u->name; i++)
		if (GELF_ST_TYPE(elf->syms[i].sym.st_info) == STT_FILE && elf->syms[i].name)
			u->name = elf->syms[i].name;
	if (!u->name)
		return;
	/* beside the object */
	if (!resolve(slash ? path : NULL, slash ? (int)(slash - path) : 0, u->name, u->real))
		u->real[0] = 0;
}

static int rewrite_maps(struct run *r, const char *object, const struct bl_plan *p,
			const struct bl_dwarf_decls *dd, struct loc *locs)
{
	struct unit unit;
	size_t i, pass;
	int err = 0;

	unit_of(p->in, object, &unit);
	for (i = 0; i < p->lm.nr; i++) {
		locate(r, dd, p->lm.maps[i].name, &unit, &locs[i]);
		if (!locs[i].why)
			locs[i].why = prepare(r, p, i, dd, locs);
	}
	for (i = 0; i < p->lm.nr; i++)
		if (!locs[i].why && p->maps[i].def.has_values &&
		    p->lm.maps[i].attr.type != BPF_MAP_TYPE_PROG_ARRAY)
			locs[i].why = link_template(p, i, locs);
	/* inner templates before the outers that name them */
	for (pass = 0; pass < 2 && !err; pass++) {
		for (i = 0; i < p->lm.nr && !err; i++) {
			bool outer = p->maps[i].def.has_values &&
				     p->lm.maps[i].attr.type != BPF_MAP_TYPE_PROG_ARRAY;

			if (outer != (pass == 1) || locs[i].why)
				continue;
			if (outer && !locs[p->maps[i].inner].done) {
				locs[i].why = "its inner map template is not rewritten";
				continue;
			}
			err = rewrite_one(r, object, &locs[i]);
		}
	}
	for (i = 0; i < p->lm.nr && !err; i++) {
		if (locs[i].done) {
			r->res->nr_rewritten++;
			continue;
		}
		err = leave(r, locs[i].sf ? locs[i].sf->rel : object, locs[i].line,
			    p->lm.maps[i].name, "%s", locs[i].why);
	}
	return err;
}

/* Where tail-call program @func (in section @sec) is defined, and the
 * attribute naming its section: DWARF, else the --source files by name. */
static const char *tail_locate(struct run *r, const struct bl_dwarf_decls *dd,
			       const char *func, const char *sec, struct sfile **sf,
			       struct bl_tail_attr *a, unsigned int *line)
{
	const struct bl_dwarf_decl *dw = bl_dwarf_decl_find(dd, func);
	const char *why = "no DWARF in the object (build with -g) and no --source file defines it";
	struct bl_tail_attr ta;
	unsigned int l;
	size_t i;

	*sf = NULL;
	if (dw) {
		*line = dw->line;
		*sf = get_file(r, is_dir(dd->comp_dir) ? dd->comp_dir : r->root, dw->file, &why);
		return *sf ? bl_src_find_tail_attr(&(*sf)->scan, func, dw->line, sec, a, line) : why;
	}
	for (i = 0; i < r->opts->nr_sources; i++) {
		struct sfile *f = get_file(r, NULL, r->opts->sources[i], &why);
		const char *w;

		if (!f)
			continue;
		w = bl_src_find_tail_attr(&f->scan, func, 0, sec, &ta, &l);
		if (w && !strcmp(w, "no definition of this function in the sources"))
			continue;
		if (*sf)
			return "defined in more than one --source file";
		*sf = f;
		*a = ta;
		*line = l;
		why = w;
	}
	return *sf ? why : "no DWARF in the object (build with -g) and no --source file defines it";
}

/*
 * Each legacy `ID/KEY` tail-call program becomes `MAP/KEY`, naming its prog
 * array, which the rewritten map definition no longer ties by id: the
 * rebuilt object stays self-describing (tailcalls.c reads it back). Only
 * for prog arrays this patch rewrites; a literal is replaced in place (the
 * project's own macro stays), `__section_tail(ID, KEY)` by SEC("MAP/KEY").
 */
static int rewrite_tails(struct run *r, const char *object, const struct bl_plan *p,
			 const struct bl_dwarf_decls *dd, const struct loc *locs)
{
	size_t i;
	int err = 0;

	for (i = 0; i < p->nr_tails && !err; i++) {
		const struct bl_tail_slot *t = &p->tails[i];
		const char *func = p->in->syms[t->func_sym].name;
		struct sfile *sf = NULL;
		struct bl_tail_attr a;
		unsigned int line = 0;
		const struct bl_tok *ta, *tb;
		const char *why;
		char *text;

		/* MAP/KEY already; or its prog array is left (and listed), whose
		 * legacy id still ties the section to it */
		if (t->named || !locs[t->map].done)
			continue;
		why = tail_locate(r, dd, func, p->in->secs[t->shndx].name, &sf, &a, &line);
		if (why) {
			err = leave(r, sf ? sf->rel : object, line, func, "%s", why);
			if (!err)
				r->res->left[r->res->nr_left - 1].program = true;
			continue;
		}
		if (asprintf(&text, a.macro ? "SEC(\"%s/%u\")" : "\"%s/%u\"",
			     p->lm.maps[t->map].name, t->key) < 0)
			return -ENOMEM;
		ta = &sf->scan.toks[a.first];
		tb = &sf->scan.toks[a.last];
		err = add_edit(r, sf, ta->off, tb->off + tb->len, text, object, a.macro, func, line);
		if (!err)
			r->res->nr_rewritten++;
	}
	return err;
}

/* The edit removing the `static` at token @k of @sf: with the blanks after
 * it, or its whole line when it stands alone there. */
static int drop_static(struct run *r, struct sfile *sf, size_t k, const char *object,
		       const char *func)
{
	const struct bl_tok *t = &sf->scan.toks[k];
	size_t a = t->off, b = t->off + t->len, ls = a;
	char *text = strdup("");

	if (!text)
		return -ENOMEM;
	while (b < sf->len && (sf->text[b] == ' ' || sf->text[b] == '\t'))
		b++;
	while (ls && (sf->text[ls - 1] == ' ' || sf->text[ls - 1] == '\t'))
		ls--;
	if ((!ls || sf->text[ls - 1] == '\n') && b < sf->len && sf->text[b] == '\n') {
		a = ls;
		b++;
	}
	return add_edit(r, sf, a, b, text, object, false, func, t->line);
}

/* Where program @func is defined: DWARF, else the one --source file that
 * defines it. */
static const char *prog_locate(struct run *r, const struct bl_dwarf_decls *dd,
			       const char *func, struct sfile **sf, size_t *toks,
			       size_t max, size_t *nr, unsigned int *line)
{
	const struct bl_dwarf_decl *dw = bl_dwarf_decl_find(dd, func);
	const char *why = "no DWARF in the object (build with -g) and no --source file defines it";
	size_t i, n, t[8];
	unsigned int l;

	*sf = NULL;
	*line = 0;
	if (dw) {
		*line = dw->line;
		*sf = get_file(r, is_dir(dd->comp_dir) ? dd->comp_dir : r->root, dw->file, &why);
		return *sf ? bl_src_find_static(&(*sf)->scan, func, dw->line, toks, max, nr, line) :
			     why;
	}
	for (i = 0; i < r->opts->nr_sources; i++) {
		struct sfile *f = get_file(r, NULL, r->opts->sources[i], &why);
		const char *w;

		if (!f)
			continue;
		w = bl_src_find_static(&f->scan, func, 0, t, 8, &n, &l);
		if (w && !strcmp(w, "no definition of this function in the sources"))
			continue;
		if (*sf)
			return "defined in more than one --source file";
		*sf = f;
		memcpy(toks, t, n * sizeof(*t));
		*nr = n;
		*line = l;
		why = w;
	}
	return *sf ? why : "no DWARF in the object (build with -g) and no --source file defines it";
}

/*
 * Programs defined `static` (the legacy loader never read symbols; libbpf
 * refuses static programs): the binary conversion makes them global, and so
 * does the patch, taking the `static` out of their definitions and the
 * declarations before them. NOTYPE program symbols (an older clang's) need
 * no edit: a clang that emits FUNC symbols gives what the conversion does.
 */
static int rewrite_statics(struct run *r, const char *object, const struct bl_plan *p,
			   const struct bl_dwarf_decls *dd)
{
	size_t i, k, nr, nr_notype = 0, toks[8];
	int err = 0;

	for (i = 0; i < p->nr_prog_fixes && !err; i++) {
		const struct bl_prog_fix *fx = &p->prog_fixes[i];
		const char *func = p->in->syms[fx->sym].name, *why;
		struct sfile *sf;
		unsigned int line;

		if (fx->kind != BL_PROG_FIX_STATIC) {
			nr_notype++;
			continue;
		}
		why = prog_locate(r, dd, func, &sf, toks, 8, &nr, &line);
		if (why) {
			err = leave(r, sf ? sf->rel : object, line, func, "%s", why);
			if (!err)
				r->res->left[r->res->nr_left - 1].program = true;
			continue;
		}
		for (k = 0; k < nr && !err; k++)
			err = drop_static(r, sf, toks[k], object, func);
		if (!err)
			r->res->nr_rewritten++;
	}
	if (!err && nr_notype)
		err = leave(r, object, 0, "-", "%zu program symbol(s) are untyped (NOTYPE, as an older clang emits them): the binary conversion makes them functions; rebuild the sources with a clang that emits FUNC symbols",
			    nr_notype);
	return err;
}

/* @common, cut to the deepest directory that also holds directory @dir. */
static int widen(char **common, const char *dir)
{
	size_t n = 0, cut = 0;

	if (!*common)
		return (*common = strdup(dir)) ? 0 : -ENOMEM;
	while ((*common)[n] && (*common)[n] == dir[n]) {
		if (dir[n] == '/')
			cut = n;
		n++;
	}
	if (!(*common)[n] && (!dir[n] || dir[n] == '/'))
		return 0;	/* @dir is at or under @common */
	(*common)[cut ? cut : 1] = 0;
	return 0;
}

/* Widen @common by the directory of file @file (relative to @dir). */
static int widen_file(char **common, const char *dir, const char *file)
{
	char real[PATH_MAX], *slash;

	if (!resolve(dir, INT_MAX, file, real))
		return 0;
	slash = strrchr(real, '/');
	if (slash)
		slash[slash == real] = 0;
	return widen(common, real);
}

/* One input object: read, converted and its DWARF read once, then patched. */
struct input {
	const char *path;
	void *buf;
	size_t len;
	struct bl_converted *cv;	/* NULL: nothing to patch */
	struct bl_dwarf_decls dd;
};

/* Read and convert @in, keeping the conversion's own plan (what each map
 * became) and the object's declarations. */
static int read_input(struct run *r, struct input *in)
{
	struct bl_convert_result cres = { .sz = sizeof(cres) };
	int err;

	err = bl_read_file(in->path, &in->buf, &in->len);
	if (err) {
		bl_report(r->sink, BL_ERROR, in->path, NULL, "cannot read: %s", strerror(-err));
		return err;
	}
	err = bl_convert_planned(in->buf, in->len, in->path, r->opts->convert, r->sink,
				 &cres, &in->cv);
	if (!err && !cres.had_legacy_maps) {
		bl_converted_free(in->cv);
		in->cv = NULL;
	}
	bl_convert_result_free(&cres);
	if (!err && in->cv)
		err = bl_dwarf_decls_read(in->buf, in->len, true, &in->dd);
	return err;
}

static void input_free(struct input *in)
{
	bl_dwarf_decls_free(&in->dd);
	bl_converted_free(in->cv);
	free(in->buf);
}

/*
 * The default source root: the deepest directory holding every input's
 * DW_AT_comp_dir and the files declaring its maps (a header in ../common
 * included by programs built in their own directories is common), when
 * that is not `/`. Otherwise set_root() takes the first comp_dir or ".".
 */
static int default_root(struct run *r, const struct input *ins, size_t nr)
{
	char *common = NULL, real[PATH_MAX];
	size_t i, k;
	int err = 0;

	for (i = 0; i < nr && !err; i++) {
		const struct input *in = &ins[i];

		if (!in->cv || !is_dir(in->dd.comp_dir) || !realpath(in->dd.comp_dir, real))
			continue;
		err = widen(&common, real);
		for (k = 0; k < in->cv->plan.lm.nr && !err; k++) {
			const struct bl_dwarf_decl *dw =
				bl_dwarf_decl_find(&in->dd, in->cv->plan.lm.maps[k].name);

			if (dw)
				err = widen_file(&common, real, dw->file);
		}
	}
	if (!err && common && strcmp(common, "/")) {
		r->root = common;
		return 0;
	}
	free(common);
	return err;
}

static int add_ofile(struct ofiles *o, struct sfile *sf)
{
	struct sfile **f;
	size_t i;

	for (i = 0; i < o->nr; i++)
		if (o->f[i] == sf)
			return 0;
	f = realloc(o->f, (o->nr + 1) * sizeof(*f));
	if (!f)
		return -ENOMEM;
	o->f = f;
	f[o->nr++] = sf;
	return 0;
}

/* Keep the source files of input @in (those under the root that its DWARF
 * names, its unit, its rewritten maps'), for the uses of their types. */
static int object_files(struct run *r, const struct input *in, const struct loc *locs)
{
	const char *dir = is_dir(in->dd.comp_dir) ? in->dd.comp_dir : r->root;
	const char *why, *prev = "";
	struct ofiles *o;
	struct sfile *sf;
	struct unit u;
	size_t i;
	int err = 0;

	o = realloc(r->objs, (r->nr_objs + 1) * sizeof(*o));
	if (!o)
		return -ENOMEM;
	r->objs = o;
	o = &o[r->nr_objs++];
	*o = (struct ofiles){ 0 };
	unit_of(in->cv->plan.in, in->path, &u);
	if (u.real[0] && (sf = get_file(r, NULL, u.real, &why)))
		err = add_ofile(o, sf);
	for (i = 0; i < in->dd.nr && !err; i++) {
		if (!strcmp(prev, in->dd.d[i].file))
			continue;
		prev = in->dd.d[i].file;
		sf = get_file(r, dir, prev, &why);
		err = sf ? add_ofile(o, sf) : 0;
	}
	for (i = 0; i < in->cv->plan.lm.nr && !err; i++)
		err = locs[i].done ? add_ofile(o, locs[i].sf) : 0;
	return err;
}

/* Rewrite the legacy maps and tail-call sections of input @in. */
static int patch_input(struct run *r, const struct input *in)
{
	const struct bl_plan *p = &in->cv->plan;
	const char *path = in->path;
	unsigned int nr_before = r->res->nr_rewritten;
	struct loc *locs = NULL;
	size_t i;
	int err = 0;

	err = set_root(r, in->dd.comp_dir);
	if (!err && !in->dd.nr && p->lm.nr)
		bl_report(r->sink, BL_WARNING, path, NULL,
			  "built without -g: the rewritten maps are BTF-defined, and libbpf reads those only from BTF: build the patched sources with -g (clang emits .BTF only then)");
	if (!err && !(locs = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*locs))))
		err = -ENOMEM;
	if (!err)
		err = rewrite_maps(r, path, p, &in->dd, locs) ?:
		      rewrite_tails(r, path, p, &in->dd, locs) ?:
		      rewrite_statics(r, path, p, &in->dd);
	if (!err && r->res->nr_rewritten > nr_before)
		err = object_files(r, in, locs);
	for (i = 0; locs && i < p->lm.nr; i++) {
		free(locs[i].protos);
		free(locs[i].kv[0]);
		free(locs[i].kv[1]);
		free(locs[i].slots);
		free(locs[i].tmpl);
		free(locs[i].fwd);
	}
	free(locs);
	return err;
}

static int by_start(const void *a, const void *b)
{
	const struct fedit *x = a, *y = b;

	if (x->e.start != y->e.start)
		return x->e.start < y->e.start ? -1 : 1;
	return x->e.end < y->e.end ? -1 : x->e.end > y->e.end;
}

static int by_rel(const void *a, const void *b)
{
	const struct sfile *const *x = a, *const *y = b;

	return strcmp((*x)->rel, (*y)->rel);
}

/* The macros go in once per file, before its first rewritten declaration
 * (and outside the conditional groups around it, above its comments). */
static int add_macros(struct sfile *sf)
{
	size_t i, at = SIZE_MAX, ls;
	char *text;

	for (i = 0; i < sf->nr_edits; i++)
		if (sf->edits[i].is_decl && sf->edits[i].e.start < at)
			at = sf->edits[i].e.start;
	if (at == SIZE_MAX)
		return 0;
	at = bl_src_top_point(&sf->scan, at);
	for (ls = at; ls && (sf->text[ls - 1] == ' ' || sf->text[ls - 1] == '\t'); ls--)
		;
	if (!ls || sf->text[ls - 1] == '\n') {
		text = strdup(bl_rw_macros);
		at = ls;
	} else if (asprintf(&text, "\n%s", bl_rw_macros) < 0) {
		text = NULL;
	}
	if (!text)
		return -ENOMEM;
	if (push_edit(sf, (struct fedit){ .e = { at, at, text } })) {
		free(text);
		return -ENOMEM;
	}
	return 0;
}

static int write_patch(struct run *r)
{
	struct bl_strbuf sb = { 0 };
	struct bl_edit *e;
	size_t i, k;
	int err = 0;

	if (r->nr_files)
		qsort(r->files, r->nr_files, sizeof(*r->files), by_rel);
	for (i = 0; i < r->nr_files && !err; i++) {
		struct sfile *sf = r->files[i];

		if (!sf->nr_edits)
			continue;
		err = add_macros(sf);
		if (err)
			break;
		qsort(sf->edits, sf->nr_edits, sizeof(*sf->edits), by_start);
		e = malloc(sf->nr_edits * sizeof(*e));
		if (!e)
			return -ENOMEM;
		for (k = 0; k < sf->nr_edits; k++)
			e[k] = sf->edits[k].e;
		err = bl_udiff_file(&sb, sf->rel, sf->text, sf->len, e, sf->nr_edits);
		free(e);
		r->res->nr_files++;
	}
	if (!err && !sb.len)
		bl_sb_put(&sb, "", 0);
	r->res->patch = bl_sb_take(&sb, &r->res->patch_len);
	if (!err && !r->res->patch)
		r->res->patch = calloc(1, 1);
	return err ? err : r->res->patch ? 0 : -ENOMEM;
}

/* Where a use of a rewritten declaration's struct tag was found. */
struct use_ctx {
	struct bl_source_result *res;
	const struct sfile *sf;
	const char *const *tags;
	const struct sfile *const *from;	/* per tag: its maps' file; NULL: @sf */
};

/* A use at token @tok of tag @tag: a note, unless an edit replaces it or
 * the line has one for this type already. */
static int note_use(size_t tok, size_t tag, void *ctx)
{
	struct use_ctx *u = ctx;
	const struct sfile *sf = u->sf;
	struct bl_source_result *res = u->res;
	const struct bl_tok *t = &sf->scan.toks[tok];
	const struct sfile *from = u->from ? u->from[tag] : NULL;
	struct bl_source_note *n;
	char *type;
	size_t i;

	if (from == sf)
		return 0;	/* its own maps: noted as such */
	for (i = 0; i < sf->nr_edits; i++)
		if (sf->edits[i].e.start <= t->off && t->off < sf->edits[i].e.end)
			return 0;
	/* one per file, line and type: find_uses() sorts and keeps one */
	if (asprintf(&type, "struct %s", u->tags[tag]) < 0)
		return -ENOMEM;
	n = realloc(res->notes, (res->nr_notes + 1) * sizeof(*n));
	if (!n) {
		free(type);
		return -ENOMEM;
	}
	res->notes = n;
	n = &n[res->nr_notes];
	n->file = strdup(sf->rel);
	n->line = t->line;
	n->type = type;
	n->maps_file = from ? strdup(from->rel) : NULL;
	if (!n->file || (from && !n->maps_file)) {
		free(n->file);
		free(n->maps_file);
		free(type);
		return -ENOMEM;
	}
	res->nr_notes++;
	return 0;
}

/* File, line, type; a file's own maps' note first. */
static int by_note(const void *a, const void *b)
{
	const struct bl_source_note *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	c = strcmp(x->type, y->type);
	if (c || !x->maps_file || !y->maps_file)
		return c ?: !!x->maps_file - !!y->maps_file;
	return strcmp(x->maps_file, y->maps_file);
}

/* The uses, in every source of object @o, of the types of the maps
 * rewritten in its other sources (a header of maps). */
static int find_object_uses(struct use_ctx *u, const struct ofiles *o)
{
	const struct sfile **from;
	const char **tags;
	size_t i, k, n = 0;
	int err = 0;

	for (i = 0; i < o->nr; i++)
		n += o->f[i]->nr_tags;
	if (!n)
		return 0;
	tags = calloc(n, sizeof(*tags));
	from = calloc(n, sizeof(*from));
	if (!tags || !from) {
		free(tags);
		free(from);
		return -ENOMEM;
	}
	for (i = 0, n = 0; i < o->nr; i++)
		for (k = 0; k < o->f[i]->nr_tags; k++, n++) {
			tags[n] = o->f[i]->tags[k];
			from[n] = o->f[i];
		}
	u->tags = tags;
	u->from = from;
	for (i = 0; i < o->nr && !err; i++) {
		u->sf = o->f[i];
		err = bl_src_tag_uses(&u->sf->scan, tags, n, note_use, u);
	}
	free(tags);
	free(from);
	u->from = NULL;
	return err;
}

/*
 * The legacy struct types still used in each file where declarations of
 * them were rewritten, or in another source of the same object: a pointer
 * or cast to `struct bpf_map_def` no longer fits maps whose types are their
 * own. One note per file, line and type, in that order.
 */
static int find_uses(struct run *r)
{
	struct use_ctx u = { .res = r->res };
	struct bl_source_note *n;
	size_t i, k;
	int err = 0;

	if (r->res->sz < sizeof(*r->res))
		return 0;	/* a caller from before the notes */
	for (i = 0; i < r->nr_files && !err; i++) {
		u.sf = r->files[i];
		u.tags = (const char *const *)u.sf->tags;
		err = bl_src_tag_uses(&u.sf->scan, u.tags, u.sf->nr_tags, note_use, &u);
	}
	for (i = 0; i < r->nr_objs && !err; i++)
		err = find_object_uses(&u, &r->objs[i]);
	n = r->res->notes;
	if (err || !r->res->nr_notes)
		return err;
	qsort(n, r->res->nr_notes, sizeof(*n), by_note);
	for (i = k = 1; i < r->res->nr_notes; i++) {
		if (n[i].line == n[k - 1].line && !strcmp(n[i].file, n[k - 1].file) &&
		    !strcmp(n[i].type, n[k - 1].type)) {
			free(n[i].file);
			free(n[i].type);
			free(n[i].maps_file);
			continue;
		}
		n[k++] = n[i];
	}
	r->res->nr_notes = k;
	return 0;
}

int bl_source_patch(const char *const *inputs, size_t nr,
		    const struct bl_source_opts *opts, const struct bl_sink *sink,
		    struct bl_source_result *res)
{
	struct bl_convert_opts co;
	struct bl_source_opts o;
	struct run r = { .opts = &o, .sink = sink, .res = res };
	struct input *ins;
	size_t i, k;
	int err, e;

	err = bl_opts_take(&o, sizeof(o), opts) ?:
	      bl_opts_take(&co, sizeof(co), o.convert) ?:
	      bl_result_reset(res, sizeof(*res), offsetof(struct bl_source_result, notes));
	if (err)
		return err;
	o.convert = &co;
	ins = calloc(nr ? nr : 1, sizeof(*ins));
	if (!ins)
		return -ENOMEM;
	/* every input read and converted once, before the root is known */
	for (i = 0; i < nr && err != -ENOMEM; i++) {
		ins[i].path = inputs[i];
		e = read_input(&r, &ins[i]);
		if (e) {
			bl_converted_free(ins[i].cv);
			ins[i].cv = NULL;
			err = err ?: e;
			err = e == -ENOMEM ? e : err;
		}
	}
	if (!o.root && err != -ENOMEM) {
		e = default_root(&r, ins, nr);
		err = e ? e : err;
	}
	for (i = 0; i < nr && err != -ENOMEM; i++) {
		if (!ins[i].cv)
			continue;
		e = patch_input(&r, &ins[i]);
		err = err ?: e;
		err = e == -ENOMEM ? e : err;
	}
	for (i = 0; i < nr; i++)
		input_free(&ins[i]);
	free(ins);
	if (!err)
		err = set_root(&r, NULL) ?: write_patch(&r) ?: find_uses(&r);
	res->root = r.root;
	for (i = 0; i < r.nr_files; i++) {
		struct sfile *sf = r.files[i];

		for (k = 0; k < sf->nr_edits; k++)
			free(sf->edits[k].e.text);
		free(sf->edits);
		for (k = 0; k < sf->nr_tags; k++)
			free(sf->tags[k]);
		free(sf->tags);
		bl_src_free(&sf->scan);
		free(sf->text);
		free(sf->path);
		free(sf->rel);
		free(sf);
	}
	free(r.files);
	for (i = 0; i < r.nr_objs; i++)
		free(r.objs[i].f);
	free(r.objs);
	return err;
}

void bl_source_result_free(struct bl_source_result *res)
{
	size_t i, sz;

	for (i = 0; i < res->nr_left; i++) {
		free(res->left[i].file);
		free(res->left[i].map);
		free(res->left[i].why);
	}
	free(res->left);
	free(res->patch);
	free(res->root);
	/* the caller's struct may be an older, shorter one (the first
	 * release's fields, up to the notes, were always there) */
	if (res->sz < offsetof(struct bl_source_result, notes))
		res->sz = offsetof(struct bl_source_result, notes);
	sz = res->sz < sizeof(*res) ? res->sz : sizeof(*res);
	if (sz == sizeof(*res)) {
		for (i = 0; i < res->nr_notes; i++) {
			free(res->notes[i].file);
			free(res->notes[i].type);
			free(res->notes[i].maps_file);
		}
		free(res->notes);
	}
	memset((char *)res + sizeof(res->sz), 0, sz - sizeof(res->sz));
}
