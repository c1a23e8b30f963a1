// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Whether a file already has the macros the source patch would add
 * (macro_reach.h). A block of 18 macro lines in a file that includes
 * <bpf/bpf_helpers.h>, itself or through a header of its project, is
 * noise a reviewer removes by hand, so the patch adds it only where the
 * names do not arrive otherwise. What defines which name is libbpf's
 * installed headers (libbpf 1.1): bpf/bpf_helpers.h defines __uint,
 * __type, __array and SEC and declares LIBBPF_PIN_BY_NAME (enum
 * libbpf_pin_type); bpf/bpf_tracing.h and bpf/usdt.bpf.h include it; its
 * other headers define none of them. A project header is read and its
 * unconditional `#define`s and `#include`s counted; a system header (one
 * in /usr/include) defines none. An include that is none of these cannot
 * be told: the block stays, and the caller says which include it was.
 */
#include <errno.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "source/find/macro_reach.h"
#include "util/file_io.h"

static const char *const names[] = {
	"__uint", "__type", "__array", "SEC", "LIBBPF_PIN_BY_NAME",
};
#define ALL ((1u << (sizeof(names) / sizeof(names[0]))) - 1)

/* libbpf's headers that bring the names, by the name they are included by */
static const char *const libbpf_all[] = {
	"bpf/bpf_helpers.h", "bpf/bpf_tracing.h", "bpf/usdt.bpf.h",
};

/* Headers followed deep: a cycle without include guards ends here. */
#define MAX_DEPTH 16

struct walk {
	const char *root;
	size_t root_len;
	char **seen;		/* real paths read */
	size_t nr_seen;
	struct bl_macro_reach *out;
	int err;
};

static unsigned int name_bit(const char *s, size_t n)
{
	size_t k;

	for (k = 0; k < sizeof(names) / sizeof(names[0]); k++)
		if (strlen(names[k]) == n && !memcmp(names[k], s, n))
			return 1u << k;
	return 0;
}

/* Whether the `#ifndef X` at token @i is followed by `#define X`: the
 * group then defines X either way (an include guard, or a default). */
static bool defines_either_way(const struct bl_src_file *f, size_t i, const struct bl_pp *p)
{
	size_t k = bl_src_sig(f, i + 1), n = bl_pp_ident(p);
	struct bl_pp d;

	if (!n || k >= f->nr_toks || f->toks[k].kind != BL_TOK_PP)
		return false;
	bl_pp_parse(f->text, &f->toks[k], &d);
	return bl_pp_is(&d, "define") && bl_pp_ident(&d) == n && !memcmp(d.arg, p->arg, n);
}

static void set_unread(struct walk *w, const char *file, unsigned int line,
		       const char *name, size_t len, const char *why)
{
	struct bl_macro_reach *o = w->out;

	if (o->unread_name || w->err)
		return;
	o->unread_file = strdup(file);
	o->unread_name = strndup(name, len);
	o->unread_line = line;
	o->unread_why = why;
	if (!o->unread_file || !o->unread_name)
		w->err = -ENOMEM;
}

/* A system header: one the compiler finds in its default directories. */
static bool is_system(const char *name)
{
	char path[PATH_MAX];
	glob_t g;
	bool found;

	if (strpbrk(name, "*?[\\"))
		return false;
	if ((snprintf(path, sizeof(path), "/usr/include/%s", name) < (int)sizeof(path) &&
	     !access(path, R_OK)) ||
	    (snprintf(path, sizeof(path), "/usr/local/include/%s", name) < (int)sizeof(path) &&
	     !access(path, R_OK)))
		return true;
	if (snprintf(path, sizeof(path), "/usr/include/*-linux-*/%s", name) >= (int)sizeof(path) ||
	    glob(path, 0, NULL, &g))
		return false;
	found = g.gl_pathc > 0;
	globfree(&g);
	return found;
}

static unsigned int walk_file(struct walk *w, const struct bl_src_file *f, const char *path,
			      size_t off, int depth);

/*
 * The project header @name included from @path (beside it, else at the
 * root), read and walked: its names. *@found: whether it was found there;
 * *@why: why a header found was not walked (or NULL).
 */
static unsigned int project_header(struct walk *w, const char *path, const char *name,
				   int depth, bool *found, const char **why)
{
	const char *slash = strrchr(path, '/');
	char try[PATH_MAX], real[PATH_MAX];
	struct bl_src_file f;
	unsigned int got = 0;
	size_t i, len;
	void *buf;
	int k;

	*found = false;
	*why = NULL;
	for (k = 0; k < 2 && !*found; k++) {
		int n = k == 0 ?
			snprintf(try, sizeof(try), "%.*s/%s", (int)(slash - path), path, name) :
			snprintf(try, sizeof(try), "%s/%s", w->root, name);

		*found = n < (int)sizeof(try) && realpath(try, real);
	}
	if (!*found)
		return 0;
	if (strncmp(real, w->root, w->root_len) ||
	    (real[w->root_len] != '/' && w->root_len != 1)) {
		*why = "it is outside the source root";
		return 0;
	}
	for (i = 0; i < w->nr_seen; i++)
		if (!strcmp(w->seen[i], real))
			return 0;	/* read once: its guard keeps it out */
	if (depth >= MAX_DEPTH) {
		*why = "includes nest too deep";
		return 0;
	}
	{
		char **seen = realloc(w->seen, (w->nr_seen + 1) * sizeof(*seen));

		if (!seen || !(seen[w->nr_seen] = strdup(real))) {
			if (seen)
				w->seen = seen;
			w->err = -ENOMEM;
			return 0;
		}
		w->seen = seen;
		w->nr_seen++;
	}
	if (bl_read_file(real, &buf, &len)) {
		*why = "it cannot be read";
		return 0;
	}
	if (bl_src_scan(buf, len, &f))
		w->err = -ENOMEM;
	else if (f.err)
		*why = "it cannot be taken apart";
	else
		got = walk_file(w, &f, real, len, depth + 1);
	bl_src_free(&f);
	free(buf);
	return got;
}

/* The names `#include ARG` at token @i of @path brings. */
static unsigned int include(struct walk *w, const struct bl_src_file *f, size_t i,
			    const char *path, const struct bl_pp *p, int depth)
{
	const char *why, *close, *arg = p->arg;
	char name[PATH_MAX];
	unsigned int got;
	bool found;
	size_t k, n;

	close = p->arg_len && (*arg == '"' || *arg == '<') ?
		memchr(arg + 1, *arg == '"' ? '"' : '>', p->arg_len - 1) : NULL;
	if (!close || (n = close - arg - 1) == 0 || n >= sizeof(name)) {
		for (n = p->arg_len; n && (arg[n - 1] == ' ' || arg[n - 1] == '\t'); n--)
			;
		set_unread(w, path, f->toks[i].line, arg, n, "a computed include");
		return 0;
	}
	memcpy(name, arg + 1, n);
	name[n] = 0;
	for (k = 0; k < sizeof(libbpf_all) / sizeof(libbpf_all[0]); k++)
		if (!strcmp(name, libbpf_all[k]))
			return ALL;
	got = project_header(w, path, name, depth, &found, &why);
	if (!found && !is_system(name))
		why = "it is not beside its includer, at the source root or in /usr/include";
	if (why)
		set_unread(w, path, f->toks[i].line, arg, close - arg + 1, why);
	return got;
}

/*
 * The names file @f (at @path) has from byte @off on: its #define, #undef
 * and #include lines before @off, in order, outside conditional groups.
 * A group that defines its name either way is none (bit k of @plain: the
 * group open at depth k is such, up to 31 deep).
 */
static unsigned int walk_file(struct walk *w, const struct bl_src_file *f, const char *path,
			      size_t off, int depth)
{
	unsigned int got = 0, open = 0, plain = 0;
	size_t i;
	struct bl_pp p;

	for (i = 0; i < f->nr_toks && f->toks[i].off < off && !w->err; i++) {
		if (f->toks[i].kind != BL_TOK_PP)
			continue;
		bl_pp_parse(f->text, &f->toks[i], &p);
		if (bl_pp_is(&p, "if") || bl_pp_is(&p, "ifdef") || bl_pp_is(&p, "ifndef")) {
			if (open < 31 && bl_pp_is(&p, "ifndef") && defines_either_way(f, i, &p))
				plain |= 1u << open;
			open++;
			continue;
		}
		if (open && open < 32 && (bl_pp_is(&p, "else") || bl_pp_is(&p, "elif") ||
					  bl_pp_is(&p, "elifdef") || bl_pp_is(&p, "elifndef"))) {
			plain &= ~(1u << (open - 1));
			continue;
		}
		if (bl_pp_is(&p, "endif") && open) {
			open--;
			if (open < 31)
				plain &= ~(1u << open);
			continue;
		}
		if (open > 31 || plain != (1u << open) - 1)
			continue;	/* inside a conditional group */
		if (bl_pp_is(&p, "define"))
			got |= name_bit(p.arg, bl_pp_ident(&p));
		else if (bl_pp_is(&p, "undef"))
			got &= ~name_bit(p.arg, bl_pp_ident(&p));
		else if (bl_pp_is(&p, "include"))
			got |= include(w, f, i, path, &p, depth);
	}
	return got;
}

int bl_macro_reach(const struct bl_src_file *f, const char *path, size_t off,
		   const char *root, struct bl_macro_reach *out)
{
	struct walk w = { .root = root, .root_len = strlen(root), .out = out };
	unsigned int got;
	size_t i;

	*out = (struct bl_macro_reach){ 0 };
	got = walk_file(&w, f, path, off, 0);
	for (i = 0; i < w.nr_seen; i++)
		free(w.seen[i]);
	free(w.seen);
	out->defined = !w.err && got == ALL;
	if (w.err || out->defined)
		bl_macro_reach_free(out);
	return w.err;
}

void bl_macro_reach_free(struct bl_macro_reach *mr)
{
	free(mr->unread_file);
	free(mr->unread_name);
	mr->unread_file = mr->unread_name = NULL;
}
