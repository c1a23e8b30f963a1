// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Diagnostics: format one line and hand it to the caller's sink. */
#include <stdarg.h>
#include <stdio.h>

#include "elf/elf_model.h"
#include "util/strbuf.h"

void bl_report(const struct bl_sink *sink, enum bl_severity sev,
	       const char *object, const char *where, const char *fmt, ...)
{
	struct bl_diag d = { .severity = sev, .object = object, .where = where };
	char raw[1024], msg[1024];
	va_list ap;

	if (!sink || !sink->fn)
		return;
	va_start(ap, fmt);
	vsnprintf(raw, sizeof(raw), fmt, ap);
	va_end(ap);
	/* names in messages come from the object: one line, no escapes */
	bl_c_escape(msg, sizeof(msg), raw);
	d.message = msg;
	sink->fn(&d, sink->ctx);
}
