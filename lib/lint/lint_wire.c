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
#define WIRE_RECORD	0x524c5731u	/* "1WLR": a record (lint_priv.is_record) */

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
	if (s)
		put(sb, s, n + 1);	/* with its NUL: a record's are read in place */
}

/* The pinned maps (for the cross-file rules) and the lstat answer. */
static void put_priv(struct bl_strbuf *sb, const struct lint_priv *priv)
{
	size_t i;

	put_u32(sb, !!priv);
	if (!priv)
		return;
	put(sb, priv, sizeof(*priv));
	for (i = 0; i < priv->nr; i++) {
		put(sb, &priv->pins[i], sizeof(priv->pins[i]));
		put_str(sb, priv->pins[i].name);
		put_str(sb, priv->pins[i].src_file);
	}
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
	put_priv(&sb, priv);
	put_u32(&sb, WIRE_END);
	return bl_sb_take(&sb, len);
}

void *lint_wire_encode_record(const struct bpflint_result *res, const void *whole,
			      size_t whole_len, size_t *len)
{
	const struct lint_priv *priv = res->priv;
	struct bl_strbuf sb = { 0 };
	int k;

	put_u32(&sb, WIRE_RECORD);
	/* the verdicts; the findings are in the record's bytes */
	put(&sb, res, sizeof(*res));
	put(&sb, &priv->status, sizeof(priv->status));
	for (k = 0; k < 3; k++) {
		const void *p = k < 2 ? priv->rec[k] : whole;
		size_t n = k < 2 ? priv->rec_len[k] : whole_len;

		if (n >= UINT32_MAX)
			sb.oom = true;
		put_u32(&sb, n);
		if (n)
			put(&sb, p, n);
	}
	put_priv(&sb, priv);
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

/* A string: where it lies (@borrow), or a copy. */
static char *get_str(struct reader *r, bool borrow)
{
	uint32_t n = get_u32(r);
	const char *at = (const char *)r->p;

	if (!n || r->err)
		return NULL;
	if ((size_t)(r->end - r->p) < n || at[n - 1]) {
		r->err = -EINVAL;
		return NULL;
	}
	r->p += n;
	if (borrow)
		return (char *)at;
	if (!(at = malloc(n))) {
		r->err = -ENOMEM;
		return NULL;
	}
	return memcpy((char *)at, r->p - n, n);
}

/* The pins in the allocation of their priv: one malloc, not two. */
static struct lint_priv *get_priv(struct reader *r, bool borrow)
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
	priv = calloc(1, sizeof(*priv) + nr * sizeof(*priv->pins));
	if (!priv) {
		r->err = -ENOMEM;
		return NULL;
	}
	priv->pins = (struct lint_pin *)(priv + 1);
	priv->path_link = in.path_link;
	priv->borrowed = borrow;
	for (i = 0; i < nr && !r->err; i++) {
		struct lint_pin *pin = &priv->pins[i];

		get(r, pin, sizeof(*pin));
		pin->name = get_str(r, borrow);
		pin->src_file = get_str(r, borrow);
		priv->nr = i + 1;
	}
	return priv;
}

/* A length, then as many bytes: where they lie (@borrow), or a copy. */
static const char *get_mem(struct reader *r, size_t *n, bool borrow)
{
	const char *at = (const char *)r->p;
	char *s;

	*n = get_u32(r);
	if (r->err || (size_t)(r->end - r->p) < *n) {
		r->err = r->err ? r->err : -EINVAL;
		*n = 0;
		return NULL;
	}
	at = (const char *)r->p;
	r->p += *n;
	if (borrow || !*n)
		return *n ? at : NULL;
	s = malloc(*n);
	if (!s) {
		r->err = -ENOMEM;
		*n = 0;
		return NULL;
	}
	return memcpy(s, at, *n);
}

static int decode_record(struct reader *r, struct bpflint_result *res, bool borrow)
{
	struct bpflint_result in;
	struct lint_priv *priv;
	const char *mem[3] = { NULL, NULL, NULL };
	size_t mem_len[3] = { 0, 0, 0 };
	int status, k;

	get(r, &in, sizeof(in));
	get(r, &status, sizeof(status));
	for (k = 0; k < 3; k++)
		mem[k] = get_mem(r, &mem_len[k], borrow);
	priv = get_priv(r, borrow);
	if (!r->err && (!priv || get_u32(r) != WIRE_END || r->p != r->end))
		r->err = -EINVAL;
	if (r->err) {
		for (k = 0; k < 3 && !borrow; k++)
			free((char *)mem[k]);
		if (priv) {
			in = (struct bpflint_result){ .priv = priv };
			bpflint_result_fini(&in);
		}
		return r->err;
	}
	priv->is_record = true;
	priv->status = status;
	for (k = 0; k < 2; k++) {
		priv->rec[k] = mem[k];
		priv->rec_len[k] = mem_len[k];
	}
	priv->whole = mem[2];
	priv->whole_len = mem_len[2];
	/* no pointer of the worker's survives: what they held is recorded */
	in.libbpf_log = in.refused = NULL;
	in.findings = NULL;
	in.nr_findings = 0;
	in.sz = res->sz;
	in.path = res->path;
	in.priv = priv;
	*res = in;
	return 0;
}

int lint_wire_decode(const void *buf, size_t len, struct bpflint_result *res, bool borrow)
{
	struct reader r = { .p = buf, .end = (const unsigned char *)buf + len };
	struct bpflint_result in;
	uint32_t magic = get_u32(&r);
	size_t i;

	if (magic == WIRE_RECORD)
		return decode_record(&r, res, borrow);
	if (magic != WIRE_MAGIC)
		return -EINVAL;
	get(&r, &in, sizeof(in));
	in.libbpf_log = get_str(&r, false);
	in.refused = get_str(&r, false);
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
		f->where = get_str(&r, false);
		f->message = get_str(&r, false);
		f->src_file = get_str(&r, false);
		f->suppressed = get_str(&r, false);
	}
	if (!in.findings)
		in.nr_findings = 0;
	if (!r.err)
		in.priv = get_priv(&r, false);
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
