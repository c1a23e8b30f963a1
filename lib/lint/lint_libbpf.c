// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * libbpf as the ground truth: open the object in-process exactly as a
 * skeleton or bpftool would, capture what libbpf says, and (--load) load
 * every program into the kernel, leaving nothing behind.
 *
 * libbpf has one process-wide print callback. While a lint call runs it is
 * ours (the host's is put back when the call returns); it writes into a
 * per-thread capture buffer, so parallel lint jobs never mix their
 * messages, and drops everything when no capture is active (the library
 * never prints).
 */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/libbpf.h>

#include "lint/lint_int.h"

#define CAPTURE_MAX	(64 * 1024)
#define VLOG_SIZE	(1024 * 1024)
#define VLOG_TAIL_LINES	12

struct capture {
	bool active;
	bool debug;		/* also keep LIBBPF_INFO/DEBUG lines */
	char *buf;
	size_t len, cap;
};

static __thread struct capture capture;

static int capture_print(enum libbpf_print_level level, const char *fmt,
			 va_list ap)
{
	struct capture *c = &capture;
	va_list cp;
	int n;

	if (!c->active || (level != LIBBPF_WARN && !c->debug))
		return 0;
	va_copy(cp, ap);
	n = vsnprintf(NULL, 0, fmt, cp);
	va_end(cp);
	if (n <= 0 || c->len + n + 1 > CAPTURE_MAX)
		return 0;
	if (c->len + n + 1 > c->cap) {
		size_t cap = c->cap ? c->cap : 1024;
		char *tmp;

		while (cap < c->len + n + 1)
			cap *= 2;
		tmp = realloc(c->buf, cap);
		if (!tmp)
			return 0;
		c->buf = tmp;
		c->cap = cap;
	}
	vsnprintf(c->buf + c->len, n + 1, fmt, ap);
	c->len += n;
	return 0;
}

/*
 * Install the capturing callback for the duration of one library call; the
 * host's own callback comes back with lint_libbpf_end().
 */
libbpf_print_fn_t lint_libbpf_begin(void)
{
	return libbpf_set_print(capture_print);
}

void lint_libbpf_end(libbpf_print_fn_t host)
{
	libbpf_set_print(host);
}

static void capture_start(bool debug)
{
	capture.active = true;
	capture.debug = debug;
	capture.buf = NULL;
	capture.len = capture.cap = 0;
}

/* Stop capturing; the caller owns the returned text (may be NULL). */
static char *capture_stop(void)
{
	char *s = capture.buf;

	capture.active = false;
	capture.buf = NULL;
	capture.len = capture.cap = 0;
	return s;
}

static struct bpf_object *open_obj(const struct lint_obj *o)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts, .object_name = o->name);

	return bpf_object__open_mem(o->buf, o->len, &opts);
}

static int open_capture(const struct lint_obj *o, char **log, bool debug)
{
	struct bpf_object *obj;
	int err = 0;

	capture_start(debug);
	obj = open_obj(o);
	if (!obj)
		err = -errno;
	*log = capture_stop();
	bpf_object__close(obj);
	return err;
}

int lint_libbpf_open(const struct lint_obj *o, char **log)
{
	return open_capture(o, log, false);
}

int lint_libbpf_open_debug(const struct lint_obj *o, char **log)
{
	return open_capture(o, log, true);
}

/* The last @lines lines of a verifier log, joined with " | ". */
static char *log_tail(const char *log, int lines)
{
	const char *p = log + strlen(log), *end;
	char *out, *q;
	int seen = 0;

	while (p > log && (p[-1] == '\n' || p[-1] == ' '))
		p--;
	end = p;

	while (p > log) {
		if (p[-1] == '\n' && ++seen == lines)
			break;
		p--;
	}
	out = malloc(end - p + 1 + 2 * lines);
	if (!out)
		return NULL;
	for (q = out; p < end; p++) {
		if (*p == '\n') {
			memcpy(q, " | ", 3);
			q += 3;
		} else {
			*q++ = *p;
		}
	}
	*q = '\0';
	return out;
}

static void report_prog_failure(struct lint_obj *o, struct bpf_program *prog,
				const char *vlog, int err)
{
	char *tail = vlog && *vlog ? log_tail(vlog, VLOG_TAIL_LINES) : NULL;
	size_t before = o->res->nr_findings;

	lint_emit_rule(o, LINT_KERNEL_LOAD_FAILED, bpf_program__section_name(prog),
		       "program '%s' (section '%s') was not loaded (%d)%s%s",
		     bpf_program__name(prog), bpf_program__section_name(prog), err,
		     tail ? "; verifier log tail: " : "", tail ? tail : "");
	if (o->res->nr_findings > before && vlog)
		lint_locate_vlog(o, &o->res->findings[before], vlog);
	free(tail);
}

/*
 * Load every program with stock libbpf. Pin paths are cleared so nothing is
 * pinned or reused; nothing is attached; closing the object releases all
 * programs and maps.
 */
void lint_libbpf_load(struct lint_obj *o)
{
	struct bpf_program *prog;
	struct bpf_object *obj;
	struct bpf_map *map;
	char **vlogs = NULL;
	char *log, quote[512];
	size_t i, n = 0;
	int err;

	capture_start(false);
	obj = open_obj(o);
	if (!obj) {
		free(capture_stop());
		return;
	}
	bpf_object__for_each_map(map, obj)
		bpf_map__set_pin_path(map, NULL);
	bpf_object__for_each_program(prog, obj)
		n++;
	vlogs = calloc(n ? n : 1, sizeof(*vlogs));
	i = 0;
	bpf_object__for_each_program(prog, obj) {
		if (o->opts->prog_type)
			bpf_program__set_type(prog, o->opts->prog_type);
		if (bpf_program__autoload(prog) &&
		    bpf_program__type(prog) == BPF_PROG_TYPE_UNSPEC) {
			bpf_program__set_autoload(prog, false);
			lint_emit_rule(o, LINT_LOAD_NO_PROG_TYPE, bpf_program__section_name(prog),
				       "program '%s' not loaded: libbpf has no type for section '%s' (use --type)",
				     bpf_program__name(prog), bpf_program__section_name(prog));
		}
		if (vlogs && (vlogs[i] = calloc(1, VLOG_SIZE)))
			bpf_program__set_log_buf(prog, vlogs[i], VLOG_SIZE);
		i++;
	}
	err = bpf_object__load(obj);
	log = capture_stop();
	o->res->load_done = true;
	o->res->load_err = err;
	if (err) {
		bool named = false;

		i = 0;
		bpf_object__for_each_program(prog, obj) {
			if (bpf_program__autoload(prog) && bpf_program__fd(prog) < 0 &&
			    vlogs && vlogs[i] && vlogs[i][0] && !named) {
				report_prog_failure(o, prog, vlogs[i], err);
				named = true;
			}
			i++;
		}
		if (!named) {
			snprintf(quote, sizeof(quote), "%s", log ? log : "");
			quote[strcspn(quote, "\n")] = '\0';
			lint_emit_rule(o, LINT_KERNEL_LOAD_FAILED, NULL,
				       "libbpf failed to load the object (%d)%s%s", err,
				     quote[0] ? ": " : "", quote);
		}
	}
	free(log);
	bpf_object__close(obj);
	for (i = 0; vlogs && i < n; i++)
		free(vlogs[i]);
	free(vlogs);
}
