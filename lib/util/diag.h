/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Diagnostics: one line, handed to the caller's sink with the object it is
 * about and where in it (bl_diag.where, printed by the sink).
 */
#ifndef BL_DIAG_H
#define BL_DIAG_H

#include "bpflegacy.h"

/* A diagnostic about @where (a map, section or symbol of @kind). */
void bl_report_at(const struct bl_sink *sink, enum bl_severity sev,
		  const char *object, enum bl_where_kind kind, const char *where,
		  const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* The same at error severity; returns -EINVAL for `return bl_error(...)`. */
int bl_error(const struct bl_sink *sink, const char *object,
	     enum bl_where_kind kind, const char *where, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* A diagnostic whose message names its place itself (where not printed). */
void bl_report(const struct bl_sink *sink, enum bl_severity sev,
	       const char *object, const char *where, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/*
 * A sink that keeps copies of what it is given (ctx: the struct below),
 * to be replayed later (what planning said, held until the object has
 * converted) or read (what a layout trial said). With @pass set, errors go
 * straight there instead. A copy that cannot be made sets @err to -ENOMEM:
 * the caller fails with it rather than lose a line.
 */
struct bl_diag_hold {
	const struct bl_sink *pass;
	struct bl_diag *d;
	size_t nr, cap;
	int err;
};

void bl_diag_hold(const struct bl_diag *d, void *ctx);
/* Hand what was held to @to (NULL, or after a lost copy: nobody); free it. */
void bl_diag_release(struct bl_diag_hold *h, const struct bl_sink *to);

#endif /* BL_DIAG_H */
