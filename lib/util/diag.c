// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Diagnostics: format one line and hand it to the caller's sink. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>

#include "util/diag.h"
#include "util/strbuf.h"

static void vreport(const struct bl_sink *sink, enum bl_severity sev,
		    const char *object, enum bl_where_kind kind, const char *where,
		    const char *fmt, va_list ap)
{
	struct bl_diag d = {
		.severity = sev, .object = object, .where = where,
		.where_kind = where ? kind : BL_AT_NONE,
	};
	char raw[1024], msg[1024];

	if (!sink || !sink->fn)
		return;
	vsnprintf(raw, sizeof(raw), fmt, ap);
	/* names in messages come from the object: one line, no escapes */
	bl_c_escape(msg, sizeof(msg), raw);
	d.message = msg;
	sink->fn(&d, sink->ctx);
}

void bl_report_at(const struct bl_sink *sink, enum bl_severity sev,
		  const char *object, enum bl_where_kind kind, const char *where,
		  const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(sink, sev, object, kind, where, fmt, ap);
	va_end(ap);
}

int bl_error(const struct bl_sink *sink, const char *object,
	     enum bl_where_kind kind, const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(sink, BL_ERROR, object, kind, where, fmt, ap);
	va_end(ap);
	return -EINVAL;
}

void bl_report(const struct bl_sink *sink, enum bl_severity sev,
	       const char *object, const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(sink, sev, object, BL_AT_NONE, where, fmt, ap);
	va_end(ap);
}

const char *bl_diag_where(const struct bl_diag *d, char *buf, size_t size)
{
	static const char *const kind[] = {
		[BL_AT_MAP] = "map", [BL_AT_SECTION] = "section",
		[BL_AT_SYMBOL] = "symbol",
	};

	if (!size)
		return buf;
	buf[0] = '\0';
	char esc[512];

	if (d->where && d->where_kind > BL_AT_NONE && d->where_kind <= BL_AT_SYMBOL) {
		bl_c_escape(esc, sizeof(esc), d->where);	/* a name from the object */
		snprintf(buf, size, "%s '%s': ", kind[d->where_kind], esc);
	}
	return buf;
}
