/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint: stable object keys and finding fingerprints (lint_waive.c). */
#ifndef BL_LINT_WAIVE_H
#define BL_LINT_WAIVE_H

#include <stddef.h>
#include "bpflint.h"

/* lint_waive.c: @path as a stable key: real path relative to @root
 * (absolute outside). */
char *lint_object_key(const char *path, const char *root);
/* Identity of finding @k of @r whose object key is @key: independent of
 * how the path was spelled and of line/instruction numbers. */
void lint_fingerprint(const struct bpflint_result *r, const char *key,
		      size_t k, char hex[65]);

/*
 * bpflint_waive() one result at a time: open loads --config and the
 * baseline once (an error is reported to @sink); apply marks @r's waived
 * findings, reading the .bpf-lint.conf files it needs on the way (once per
 * file and directory).
 */
struct conf_cache;
struct lint_conf;
struct bl_sink;

struct lint_waiver {
	struct bpflint_waive_opts wo;
	struct conf_cache *cache;
	struct lint_conf *fixed;	/* --config */
	char *fps;			/* the baseline, sorted */
	size_t nr_fps;
	char *root;			/* the working directory */
};
int lint_waiver_open(struct lint_waiver *w, const struct bpflint_waive_opts *opts,
		     const struct bl_sink *sink);
int lint_waiver_apply(struct lint_waiver *w, struct bpflint_result *r,
		      const struct bl_sink *sink);
void lint_waiver_close(struct lint_waiver *w);

#endif /* BL_LINT_WAIVE_H */
