// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * A lint result as bytes: the structs as they are, each heap string after
 * the struct that owns it, as a length (0: NULL, else length + 1) and its
 * bytes with the NUL, framed by a magic at both ends so that a worker that
 * died half-way leaves bytes that decode to nothing. A record (a worker's
 * waived and formatted object) is its verdicts, what its findings say, the
 * lengths of its report's parts and where they lie in the worker's side
 * file, and its pins.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lint/model/lint_obj.h"
#include "lint/run/lint_wire.h"
#include "util/strbuf.h"

#define WIRE_MAGIC	0x424c5731u	/* "BLW1" */
#define WIRE_END	0x31574c42u
#define ARRAY_LEN(a)	(sizeof(a) / sizeof((a)[0]))
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
		put(sb, s, n + 1);	/* with its NUL: copied as it is */
}

/* Where string @s goes in a pins block, 1 + its offset (0: NULL); *@end
 * moves past it. */
static uintptr_t str_at(const char *s, size_t *end)
{
	uintptr_t at = s ? 1 + *end : 0;

	if (s)
		*end += strlen(s) + 1;
	return at;
}

/*
 * The pinned maps (for the cross-file rules) and the lstat answer: the
 * priv, then its pins and their strings as the block the parent keeps
 * (lint_priv.pins): the pins, each string pointer 1 + the offset of its
 * string in the block (0: NULL), then the strings. The parent copies the
 * block once and turns offsets into pointers, not a string at a time. The
 * block's length goes before it, written once the pins have measured it.
 */
static void put_priv(struct bl_strbuf *sb, const struct lint_priv *priv)
{
	size_t i, at, end;
	uint32_t len;

	put_u32(sb, !!priv);
	if (!priv)
		return;
	put(sb, priv, sizeof(*priv));
	at = sb->len;
	put_u32(sb, 0);
	end = priv->nr * sizeof(*priv->pins);
	for (i = 0; i < priv->nr; i++) {
		struct lint_pin pin = priv->pins[i];

		pin.name = (char *)str_at(pin.name, &end);
		pin.src_file = (char *)str_at(pin.src_file, &end);
		put(sb, &pin, sizeof(pin));
	}
	for (i = 0; i < priv->nr; i++) {
		if (priv->pins[i].name)
			put(sb, priv->pins[i].name, strlen(priv->pins[i].name) + 1);
		if (priv->pins[i].src_file)
			put(sb, priv->pins[i].src_file, strlen(priv->pins[i].src_file) + 1);
	}
	len = end;
	if (end >= UINT32_MAX)
		sb->oom = true;
	else if (!sb->oom)
		memcpy(sb->buf + at, &len, sizeof(len));
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

void *lint_wire_encode_record(const struct bpflint_result *res, off_t at, size_t *len)
{
	const struct lint_priv *priv = res->priv;
	struct bl_strbuf sb = { 0 };
	uint64_t where = at;
	size_t k;

	put_u32(&sb, WIRE_RECORD);
	/* the verdicts; the findings are in the record's bytes */
	put(&sb, res, sizeof(*res));
	put(&sb, &priv->sum, sizeof(priv->sum));
	for (k = 0; k < ARRAY_LEN(priv->rec); k++) {
		if (priv->rec[k].len >= UINT32_MAX)
			sb.oom = true;
		put_u32(&sb, priv->rec[k].len);
	}
	put(&sb, &where, sizeof(where));
	put_priv(&sb, priv);
	put_u32(&sb, WIRE_END);
	return bl_sb_take(&sb, len);
}

struct reader {
	const unsigned char *p, *end;
	int err;		/* sticky */
};

/* inlined: a -j parent, whose CPU bounds the run, reads some 25 fields a
 * record, most of a fixed size the copy then becomes (no call a field) */
static inline __attribute__((always_inline)) void get(struct reader *r, void *dst, size_t n)
{
	if (r->err || (size_t)(r->end - r->p) < n) {
		r->err = r->err ? r->err : -EINVAL;
		memset(dst, 0, n);
		return;
	}
	memcpy(dst, r->p, n);
	r->p += n;
}

static inline __attribute__((always_inline)) uint32_t get_u32(struct reader *r)
{
	uint32_t v;

	get(r, &v, sizeof(v));
	return v;
}

/* A string, malloc'ed. */
static char *get_str(struct reader *r)
{
	uint32_t n = get_u32(r);
	const char *at = (const char *)r->p;
	char *to;

	if (!n || r->err)
		return NULL;
	if ((size_t)(r->end - r->p) < n || at[n - 1]) {
		r->err = -EINVAL;
		return NULL;
	}
	r->p += n;
	if (!(to = malloc(n))) {
		r->err = -ENOMEM;
		return NULL;
	}
	return memcpy(to, at, n);
}

/* A string of a pins block (put_priv()): 1 + its offset in @block, after
 * the @first bytes of pins and ending within the block; NULL for 0 and
 * (*@bad set) for anything else. */
static char *block_str(char *block, size_t len, size_t first, uintptr_t at, bool *bad)
{
	if (!at)
		return NULL;
	if (at - 1 < first || at - 1 >= len || !memchr(block + at - 1, '\0', len - (at - 1))) {
		*bad = true;
		return NULL;
	}
	return block + at - 1;
}

/*
 * The pins, and their strings, in one allocation with their priv (a
 * record's parent reads thousands: one copy each, not one a string).
 */
static struct lint_priv *get_priv(struct reader *r, struct bl_arena *arena)
{
	struct lint_priv *priv, in;
	size_t i, nr, len, first;
	bool bad = false;
	char *block;

	if (!get_u32(r))
		return NULL;
	get(r, &in, sizeof(in));
	len = get_u32(r);
	nr = in.nr;
	if (r->err || len > (size_t)(r->end - r->p) || nr > len / sizeof(struct lint_pin)) {
		r->err = r->err ? r->err : -EINVAL;
		return NULL;
	}
	priv = arena ? bl_arena_zalloc(arena, sizeof(*priv) + len) :
		       calloc(1, sizeof(*priv) + len);
	if (!priv) {
		r->err = -ENOMEM;
		return NULL;
	}
	priv->in_arena = arena != NULL;
	priv->block_len = sizeof(*priv) + len;
	priv->pins = (struct lint_pin *)(priv + 1);
	priv->path_link = in.path_link;
	block = (char *)priv->pins;
	memcpy(block, r->p, len);
	r->p += len;
	first = nr * sizeof(struct lint_pin);
	for (i = 0; i < nr; i++) {
		priv->pins[i].name = block_str(block, len, first, (uintptr_t)priv->pins[i].name, &bad);
		priv->pins[i].src_file = block_str(block, len, first,
						   (uintptr_t)priv->pins[i].src_file, &bad);
	}
	if (bad) {
		/* in the arena, it goes with the run */
		if (!arena)
			free(priv);
		r->err = -EINVAL;
		return NULL;
	}
	priv->nr = nr;
	return priv;
}

/*
 * A record's report parts: their lengths, then where the first starts in
 * the side file @side, the others following it. Any bytes and no @side,
 * or parts past the largest offset, are refused.
 */
static void get_parts(struct reader *r, struct lint_bytes *b, size_t nr, int side)
{
	uint64_t at, total = 0;
	size_t k;

	for (k = 0; k < nr; k++) {
		b[k] = (struct lint_bytes){ .fd = side, .len = get_u32(r) };
		total += b[k].len;
	}
	get(r, &at, sizeof(at));
	if (!r->err && total && (side < 0 || at > INT64_MAX - total))
		r->err = -EINVAL;
	for (k = 0; k < nr && !r->err; k++) {
		b[k].off = at;
		at += b[k].len;
	}
}

static int decode_record(struct reader *r, struct bpflint_result *res, int side,
			 struct bl_arena *arena)
{
	struct bpflint_result in;
	struct lint_priv *priv;
	struct lint_rec_sum sum;
	struct lint_bytes b[ARRAY_LEN(priv->rec)];

	get(r, &in, sizeof(in));
	get(r, &sum, sizeof(sum));
	get_parts(r, b, ARRAY_LEN(b), side);
	priv = get_priv(r, arena);
	if (!r->err && (!priv || get_u32(r) != WIRE_END || r->p != r->end))
		r->err = -EINVAL;
	if (r->err) {
		if (priv) {
			in = (struct bpflint_result){ .priv = priv };
			bpflint_result_fini(&in);
		}
		return r->err;
	}
	priv->is_record = true;
	priv->sum = sum;
	memcpy(priv->rec, b, sizeof(b));
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

int lint_wire_decode(const void *buf, size_t len, struct bpflint_result *res, int side,
		     struct bl_arena *arena)
{
	struct reader r = { .p = buf, .end = (const unsigned char *)buf + len };
	struct bpflint_result in;
	uint32_t magic = get_u32(&r);
	size_t i;

	if (magic == WIRE_RECORD)
		return decode_record(&r, res, side, arena);
	if (magic != WIRE_MAGIC)
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
		in.priv = get_priv(&r, arena);
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
