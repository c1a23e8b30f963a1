/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The assertions every unit test uses. Define UNIT_NAME (the prefix of
 * every result line) before including; main() returns unit_status().
 * Lines follow tests/run.sh: "PASS: UNIT_NAME: what", "FAIL: UNIT_NAME:
 * what (why, file:line)".
 */
#ifndef BL_TEST_UNIT_H
#define BL_TEST_UNIT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef UNIT_NAME
#error "define UNIT_NAME before including unit.h"
#endif

static int unit_failed;

static inline int unit_status(void)
{
	return unit_failed;
}

/* Report @what as passed when @ok, else failed with @file:@line. */
__attribute__((format(printf, 4, 5)))
static inline bool unit_check(bool ok, const char *file, int line,
			      const char *what, ...)
{
	va_list ap;

	printf("%s: %s: ", ok ? "PASS" : "FAIL", UNIT_NAME);
	va_start(ap, what);
	vprintf(what, ap);
	va_end(ap);
	if (ok)
		printf("\n");
	else
		printf(" (%s:%d)\n", file, line);
	unit_failed |= !ok;
	return ok;
}

/* CHECK(what, cond) and CHECKF(cond, fmt, ...): both return cond. */
#define CHECK(what, cond) unit_check(!!(cond), __FILE__, __LINE__, "%s", what)
#define CHECKF(cond, ...) unit_check(!!(cond), __FILE__, __LINE__, __VA_ARGS__)
/* A failure that is not one check (setup, missing input). */
#define UNIT_FAIL(...) unit_check(false, __FILE__, __LINE__, __VA_ARGS__)

/* Path of a built example, @name relative to the examples directory
 * ("g/tailcall.o"): $EX_DIR (make check sets it, as BUILD may be out of
 * tree) or build/examples. Static buffer: use before the next call. */
static inline const char *unit_example(const char *name)
{
	static char path[4096];
	const char *dir = getenv("EX_DIR");

	snprintf(path, sizeof(path), "%s/%s", dir && *dir ? dir : "build/examples", name);
	return path;
}

#endif /* BL_TEST_UNIT_H */
