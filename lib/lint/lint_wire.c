// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * A lint result as bytes: the structs as they are, each heap string after
 * the struct that owns it, as a length (0: NULL, else length + 1) and its
 * bytes, framed by a magic at both ends so that a worker that died
 * half-way leaves bytes that decode to nothing.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lint/lint_obj.h"
#include "lint/lint_wire.h"
#include "util/strbuf.h"

#define WIRE_MAGIC	0x424c5731u	/* "BLW1" */
#define WIRE_END	0x31574c42u

static void put(struct bl_strbuf *sb, const void *p, size_t n)
{
	bl_sb_put(sb, p, n);
}

static void put_u32(struct bl_strbuf *sb, uint32_t v)
{
	put(sb, &v, sizeof(v));
}

static void put_str(struct bl_strbuf *sb, const char *s)
{
	size_t n = s ? strlen(s) : 0;

	if (n >= UINT32_MAX) {
		sb->oom = true;
		return;
	}
	put_u32(sb, s ? n + 1 : 0);
	if (n)
		put(sb, s, n);
}

void *lint_wire_encode(const struct bpflint_result *res, size_t *len)
{
	const struct lint_priv *priv = res->priv;
	struct bl_strbuf sb = { 0 };
	size_t i;

	put_u32(&sb, WIRE_MAGIC);
	put(&sb, res, sizeof(*res));
	put_str(&sb, res->libbpf_log);
	put_str(&sb, res->refused);
	for (i = 0; i < res->nr_findings; i++) {
		const struct bpflint_finding *f = &res->findings[i];

		put(&sb, f, sizeof(*f));
		put_str(&sb, f->where);
		put_str(&sb, f->message);
		put_str(&sb, f->src_file);
		put_str(&sb, f->suppressed);
	}
	put_u32(&sb, !!priv);
	if (priv) {
		put(&sb, priv, sizeof(*priv));
		for (i = 0; i < priv->nr; i++) {
			put(&sb, &priv->pins[i], sizeof(priv->pins[i]));
			put_str(&sb, priv->pins[i].name);
			put_str(&sb, priv->pins[i].src_file);
		}
	}
	put_u32(&sb, WIRE_END);
	return bl_sb_take(&sb, len);
}

struct reader {
	const unsigned char *p, *end;
	int err;		/* sticky */
};

static void get(struct reader *r, void *dst, size_t n)
{
	if (r->err || (size_t)(r->end - r->p) < n) {
		r->err = r->err ? r->err : -EINVAL;
		memset(dst, 0, n);
		return;
	}
	memcpy(dst, r->p, n);
	r->p += n;
}

static uint32_t get_u32(struct reader *r)
{
	uint32_t v;

	get(r, &v, sizeof(v));
	return v;
}

static char *get_str(struct reader *r)
{
	uint32_t n = get_u32(r);
	char *s;

	if (!n || r->err)
		return NULL;
	if ((size_t)(r->end - r->p) < n - 1) {
		r->err = -EINVAL;
		return NULL;
	}
	s = malloc(n);
	if (!s) {
		r->err = -ENOMEM;
		return NULL;
	}
	memcpy(s, r->p, n - 1);
	s[n - 1] = '\0';
	r->p += n - 1;
	return s;
}

static struct lint_priv *get_priv(struct reader *r)
{
	struct lint_priv *priv, in;
	size_t i, nr;

	if (!get_u32(r))
		return NULL;
	get(r, &in, sizeof(in));
	nr = in.nr;
	/* every pin takes more bytes than its struct: a bound before calloc */
	if (r->err || nr > (size_t)(r->end - r->p) / sizeof(struct lint_pin)) {
		r->err = r->err ? r->err : -EINVAL;
		return NULL;
	}
	priv = calloc(1, sizeof(*priv));
	if (priv)
		priv->pins = calloc(nr ? nr : 1, sizeof(*priv->pins));
	if (!priv || !priv->pins) {
		free(priv);
		r->err = -ENOMEM;
		return NULL;
	}
	priv->path_link = in.path_link;
	for (i = 0; i < nr && !r->err; i++) {
		struct lint_pin *pin = &priv->pins[i];

		get(r, pin, sizeof(*pin));
		pin->name = get_str(r);
		pin->src_file = get_str(r);
		priv->nr = i + 1;
	}
	return priv;
}

int lint_wire_decode(const void *buf, size_t len, struct bpflint_result *res)
{
	struct reader r = { .p = buf, .end = (const unsigned char *)buf + len };
	struct bpflint_result in;
	size_t i;

	if (get_u32(&r) != WIRE_MAGIC)
		return -EINVAL;
	get(&r, &in, sizeof(in));
	in.libbpf_log = get_str(&r);
	in.refused = get_str(&r);
	in.priv = NULL;
	in.findings = NULL;
	if (!r.err && in.nr_findings > (size_t)(r.end - r.p) / sizeof(*in.findings))
		r.err = -EINVAL;
	if (!r.err && in.nr_findings) {
		in.findings = calloc(in.nr_findings, sizeof(*in.findings));
		if (!in.findings)
			r.err = -ENOMEM;
	}
	for (i = 0; !r.err && i < in.nr_findings; i++) {
		struct bpflint_finding *f = &in.findings[i];

		get(&r, f, sizeof(*f));
		f->where = get_str(&r);
		f->message = get_str(&r);
		f->src_file = get_str(&r);
		f->suppressed = get_str(&r);
	}
	if (!in.findings)
		in.nr_findings = 0;
	if (!r.err)
		in.priv = get_priv(&r);
	if (!r.err && (get_u32(&r) != WIRE_END || r.p != r.end))
		r.err = -EINVAL;
	in.sz = res->sz;
	in.path = res->path;
	if (r.err) {
		/* what was decoded goes; the caller's result stays as it was */
		in.path = NULL;
		bpflint_result_fini(&in);
		return r.err;
	}
	*res = in;
	return 0;
}
