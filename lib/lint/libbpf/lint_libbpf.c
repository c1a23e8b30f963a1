// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * libbpf as the ground truth (the oracle): open the object in-process
 * exactly as a skeleton or bpftool would, capture what libbpf says, and
 * (--load) load every program into the kernel, leaving nothing behind.
 * It answers with results; the driver (lint_run.c) turns them into
 * findings. The isolated (forked) open is lint_opener.c's.
 *
 * libbpf has one process-wide print callback. While a lint call runs it is
 * ours (the host's is put back when the call returns); it writes into a
 * per-thread capture buffer, so parallel lint jobs never mix their
 * messages, and drops everything when no capture is active (the library
 * never prints).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/libbpf.h>

#include "lint/libbpf/lint_libbpf.h"
#include "lint/model/lint_obj.h"

#define VLOG_SIZE	(1024 * 1024)

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
	if (n <= 0 || c->len + n + 1 > LINT_CAPTURE_MAX)
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

static struct bpf_object *open_buf(const void *buf, size_t len, const char *name)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts, .object_name = name);

	return bpf_object__open_mem(buf, len, &opts);
}

static struct bpf_object *open_obj(const struct lint_obj *o)
{
	return open_buf(o->buf, o->len, o->name);
}

int lint_libbpf_open_mem(const void *buf, size_t len, const char *name,
			char **log, bool debug)
{
	struct bpf_object *obj;
	int err = 0;

	capture_start(debug);
	obj = open_buf(buf, len, name);
	if (!obj)
		err = -errno;
	*log = capture_stop();
	bpf_object__close(obj);
	return err;
}


static char *dup_or_null(const char *s)
{
	return s ? strdup(s) : NULL;
}

/* A program libbpf has no type for: not loaded (autoload is turned off). */
static int add_untyped(struct lint_load_out *out, const struct bpf_program *prog)
{
	struct lint_load_prog *tmp, *p;

	tmp = realloc(out->untyped, (out->nr_untyped + 1) * sizeof(*tmp));
	if (!tmp)
		return -ENOMEM;
	out->untyped = tmp;
	p = &tmp[out->nr_untyped];
	p->name = dup_or_null(bpf_program__name(prog));
	p->sec = dup_or_null(bpf_program__section_name(prog));
	out->nr_untyped++;
	return p->name && p->sec ? 0 : -ENOMEM;
}

/*
 * Load every program with stock libbpf. Pin paths are cleared so nothing is
 * pinned or reused; nothing is attached; closing the object releases all
 * programs and maps.
 */
int lint_libbpf_load(const struct lint_obj *o, struct lint_load_out *out)
{
	struct bpf_program *prog;
	struct bpf_object *obj;
	struct bpf_map *map;
	char **vlogs = NULL;
	size_t i, n = 0;
	int err, ret = 0;

	memset(out, 0, sizeof(*out));
	capture_start(false);
	obj = open_obj(o);
	if (!obj) {
		free(capture_stop());
		return 0;
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
			if (add_untyped(out, prog))
				ret = -ENOMEM;
		}
		if (vlogs && (vlogs[i] = calloc(1, VLOG_SIZE)))
			bpf_program__set_log_buf(prog, vlogs[i], VLOG_SIZE);
		i++;
	}
	err = bpf_object__load(obj);
	out->log = capture_stop();
	out->done = true;
	out->err = err;
	i = 0;
	bpf_object__for_each_program(prog, obj) {
		if (err && !out->failed_sec &&
		    bpf_program__autoload(prog) && bpf_program__fd(prog) < 0 &&
		    vlogs && vlogs[i] && vlogs[i][0]) {
			out->failed_name = dup_or_null(bpf_program__name(prog));
			out->failed_sec = dup_or_null(bpf_program__section_name(prog));
			out->failed_vlog = vlogs[i];
			vlogs[i] = NULL;
			if (!out->failed_name || !out->failed_sec)
				ret = -ENOMEM;
		}
		i++;
	}
	bpf_object__close(obj);
	for (i = 0; vlogs && i < n; i++)
		free(vlogs[i]);
	free(vlogs);
	return ret;
}

void lint_load_out_fini(struct lint_load_out *out)
{
	size_t i;

	for (i = 0; i < out->nr_untyped; i++) {
		free(out->untyped[i].name);
		free(out->untyped[i].sec);
	}
	free(out->untyped);
	free(out->failed_name);
	free(out->failed_sec);
	free(out->failed_vlog);
	free(out->log);
	memset(out, 0, sizeof(*out));
}
