/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Shared by the libFuzzer targets: a sink that drops diagnostics but checks
 * the library's contract (one line each, never empty), and an assertion
 * that aborts so libFuzzer (or the replay main) reports the input.
 */
#ifndef BL_FUZZ_H
#define BL_FUZZ_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpflegacy.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

#define FUZZ_ASSERT(cond)                                                      \
	do {                                                                   \
		if (!(cond)) {                                                 \
			fprintf(stderr, "fuzz assertion failed: %s (%s:%d)\n", \
				#cond, __FILE__, __LINE__);                    \
			abort();                                               \
		}                                                              \
	} while (0)

struct fuzz_sink {
	unsigned int errors;
};

static inline void fuzz_diag(const struct bl_diag *d, void *ctx)
{
	struct fuzz_sink *s = ctx;

	FUZZ_ASSERT(d->message && d->message[0]);
	FUZZ_ASSERT(!strchr(d->message, '\n'));
	if (d->severity == BL_ERROR)
		s->errors++;
	if (getenv("BL_FUZZ_VERBOSE"))	/* replaying one input by hand */
		fprintf(stderr, "fuzz: %s\n", d->message);
}

#endif /* BL_FUZZ_H */
