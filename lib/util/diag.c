// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Diagnostics: format one line and hand it to the caller's sink. */
#include <stdarg.h>
#include <stdio.h>

#include "elf/elf_model.h"

void bl_report(const struct bl_sink *sink, enum bl_severity sev,
	       const char *object, const char *where, const char *fmt, ...)
{
	struct bl_diag d = { .severity = sev, .object = object, .where = where };
	char msg[1024];
	va_list ap;

	if (!sink || !sink->fn)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	d.message = msg;
	sink->fn(&d, sink->ctx);
}
