/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * A small pull reader for the JSON this project writes (the side-car
 * manifest): strings with every escape, unsigned integers, objects and
 * arrays walked member by member, anything else skipped. Bounds-checked,
 * nesting limited; every function returns 0 or a negative errno
 * (-EINVAL: not JSON or not the expected kind, -ENOMEM).
 */
#ifndef BL_JSON_READ_H
#define BL_JSON_READ_H

#include <stddef.h>
#include <stdint.h>

struct bl_json {
	const char *p, *end;
	int depth;
};

void bl_json_init(struct bl_json *j, const char *buf, size_t len);
/* A string value, decoded (UTF-8), malloc'ed. */
int bl_json_string(struct bl_json *j, char **out);
/* A non-negative integer value that fits @max. */
int bl_json_uint(struct bl_json *j, uint64_t max, uint64_t *out);
/* Any value, skipped. */
int bl_json_skip(struct bl_json *j);
/* An object: @member is called with each key and must consume its value. */
int bl_json_object(struct bl_json *j,
		   int (*member)(struct bl_json *j, const char *key, void *ctx),
		   void *ctx);
/* An array: @elem is called for each element and must consume it. */
int bl_json_array(struct bl_json *j, int (*elem)(struct bl_json *j, void *ctx),
		  void *ctx);
/* 0 when only white space is left. */
int bl_json_end(struct bl_json *j);

#endif /* BL_JSON_READ_H */
