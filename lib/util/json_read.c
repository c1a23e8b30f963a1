// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* A pull reader for JSON (RFC 8259), enough for the manifest. */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "util/json_read.h"
#include "util/strbuf.h"

#define JSON_MAX_DEPTH 32

void bl_json_init(struct bl_json *j, const char *buf, size_t len)
{
	j->p = buf;
	j->end = buf + len;
	j->depth = 0;
}

static void skip_ws(struct bl_json *j)
{
	while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' ||
				 *j->p == '\n' || *j->p == '\r'))
		j->p++;
}

/* Consume @c after white space. */
static bool eat(struct bl_json *j, char c)
{
	skip_ws(j);
	if (j->p < j->end && *j->p == c) {
		j->p++;
		return true;
	}
	return false;
}

static int hex4(struct bl_json *j, unsigned int *cp)
{
	int i;

	*cp = 0;
	if (j->end - j->p < 4)
		return -EINVAL;
	for (i = 0; i < 4; i++) {
		char c = *j->p++;

		*cp <<= 4;
		if (c >= '0' && c <= '9')
			*cp |= c - '0';
		else if (c >= 'a' && c <= 'f')
			*cp |= c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			*cp |= c - 'A' + 10;
		else
			return -EINVAL;
	}
	return 0;
}

static void put_utf8(struct bl_strbuf *sb, unsigned int cp)
{
	if (cp < 0x80)
		bl_sb_printf(sb, "%c", cp);
	else if (cp < 0x800)
		bl_sb_printf(sb, "%c%c", 0xc0 | cp >> 6, 0x80 | (cp & 0x3f));
	else if (cp < 0x10000)
		bl_sb_printf(sb, "%c%c%c", 0xe0 | cp >> 12, 0x80 | (cp >> 6 & 0x3f),
			     0x80 | (cp & 0x3f));
	else
		bl_sb_printf(sb, "%c%c%c%c", 0xf0 | cp >> 18, 0x80 | (cp >> 12 & 0x3f),
			     0x80 | (cp >> 6 & 0x3f), 0x80 | (cp & 0x3f));
}

/* \uXXXX, with a surrogate pair for code points above U+FFFF. */
static int unicode_escape(struct bl_json *j, unsigned int *cp)
{
	unsigned int lo;

	if (hex4(j, cp))
		return -EINVAL;
	if (*cp >= 0xdc00 && *cp <= 0xdfff)
		return -EINVAL;
	if (*cp < 0xd800 || *cp > 0xdbff)
		return 0;
	if (j->end - j->p < 2 || j->p[0] != '\\' || j->p[1] != 'u')
		return -EINVAL;
	j->p += 2;
	if (hex4(j, &lo) || lo < 0xdc00 || lo > 0xdfff)
		return -EINVAL;
	*cp = 0x10000 + ((*cp - 0xd800) << 10) + (lo - 0xdc00);
	return 0;
}

static int escape(struct bl_json *j, struct bl_strbuf *sb)
{
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	const char *e;
	unsigned int cp;

	if (j->p >= j->end)
		return -EINVAL;
	if (*j->p == 'u') {
		j->p++;
		if (unicode_escape(j, &cp) || !cp)
			return -EINVAL;	/* NUL cannot live in a C string */
		put_utf8(sb, cp);
		return 0;
	}
	e = memchr(from, *j->p, sizeof(from) - 1);
	if (!e)
		return -EINVAL;
	bl_sb_put(sb, &to[e - from], 1);
	j->p++;
	return 0;
}

int bl_json_string(struct bl_json *j, char **out)
{
	struct bl_strbuf sb = { 0 };
	int err = -EINVAL;

	*out = NULL;
	if (!eat(j, '"'))
		return -EINVAL;
	bl_sb_put(&sb, "", 0);		/* "" is a string too */
	while (j->p < j->end) {
		const char *run = j->p;

		while (j->p < j->end && *j->p != '"' && *j->p != '\\' &&
		       (unsigned char)*j->p >= 0x20)
			j->p++;
		bl_sb_put(&sb, run, j->p - run);
		if (j->p >= j->end || (unsigned char)*j->p < 0x20)
			break;
		if (*j->p++ == '"') {
			err = 0;
			break;
		}
		if (escape(j, &sb))
			break;
	}
	*out = bl_sb_take(&sb, NULL);
	if (!err && !*out)
		return -ENOMEM;
	if (err) {
		free(*out);
		*out = NULL;
	}
	return err;
}

int bl_json_uint(struct bl_json *j, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;
	const char *start;

	skip_ws(j);
	start = j->p;
	while (j->p < j->end && *j->p >= '0' && *j->p <= '9') {
		unsigned int d = *j->p++ - '0';

		if (v > (max - d) / 10)
			return -EINVAL;
		v = v * 10 + d;
	}
	if (j->p == start || (j->p - start > 1 && *start == '0'))
		return -EINVAL;
	if (j->p < j->end && (*j->p == '.' || *j->p == 'e' || *j->p == 'E'))
		return -EINVAL;
	*out = v;
	return 0;
}

static int skip_member(struct bl_json *j, const char *key, void *ctx)
{
	return bl_json_skip(j);
}

static int skip_elem(struct bl_json *j, void *ctx)
{
	return bl_json_skip(j);
}

/* Only skipped, so the grammar is checked loosely: sign, digits, fraction, exponent. */
static int skip_number(struct bl_json *j)
{
	bool digits = false;

	if (j->p < j->end && *j->p == '-')
		j->p++;
	while (j->p < j->end && *j->p && strchr("0123456789.eE+-", *j->p)) {
		digits |= *j->p >= '0' && *j->p <= '9';
		j->p++;
	}
	return digits ? 0 : -EINVAL;
}

int bl_json_skip(struct bl_json *j)
{
	static const char *const words[] = { "true", "false", "null" };
	char *s;
	size_t i;
	int err;

	skip_ws(j);
	if (j->p >= j->end)
		return -EINVAL;
	switch (*j->p) {
	case '"':
		err = bl_json_string(j, &s);
		free(s);
		return err;
	case '{':
		return bl_json_object(j, skip_member, NULL);
	case '[':
		return bl_json_array(j, skip_elem, NULL);
	}
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		size_t n = strlen(words[i]);

		if ((size_t)(j->end - j->p) >= n && !memcmp(j->p, words[i], n)) {
			j->p += n;
			return 0;
		}
	}
	return skip_number(j);
}

/* The items of an array or an object, between @open and @close. */
static int walk(struct bl_json *j, char open, char close,
		int (*item)(struct bl_json *j, void *ctx), void *ctx)
{
	int err;

	if (!eat(j, open) || ++j->depth > JSON_MAX_DEPTH)
		return -EINVAL;
	if (!eat(j, close)) {
		do {
			err = item(j, ctx);
			if (err)
				return err;
		} while (eat(j, ','));
		if (!eat(j, close))
			return -EINVAL;
	}
	j->depth--;
	return 0;
}

struct object_walk {
	int (*member)(struct bl_json *j, const char *key, void *ctx);
	void *ctx;
};

static int object_member(struct bl_json *j, void *ctx)
{
	struct object_walk *w = ctx;
	char *key;
	int err;

	err = bl_json_string(j, &key);
	if (err)
		return err;
	err = eat(j, ':') ? w->member(j, key, w->ctx) : -EINVAL;
	free(key);
	return err;
}

int bl_json_object(struct bl_json *j,
		   int (*member)(struct bl_json *j, const char *key, void *ctx),
		   void *ctx)
{
	struct object_walk w = { member, ctx };

	return walk(j, '{', '}', object_member, &w);
}

int bl_json_array(struct bl_json *j, int (*elem)(struct bl_json *j, void *ctx),
		  void *ctx)
{
	return walk(j, '[', ']', elem, ctx);
}

int bl_json_end(struct bl_json *j)
{
	skip_ws(j);
	return j->p == j->end ? 0 : -EINVAL;
}
