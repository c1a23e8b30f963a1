// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Diagnostics: format one line and hand it to the caller's sink, or hold it. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/diag.h"
#include "util/grow.h"
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

static void diag_free(struct bl_diag *d)
{
	free((char *)d->object);
	free((char *)d->where);
	free((char *)d->message);
}

void bl_diag_hold(const struct bl_diag *d, void *ctx)
{
	struct bl_diag_hold *h = ctx;
	struct bl_diag *c;

	if (d->severity == BL_ERROR && h->pass) {
		if (h->pass->fn)
			h->pass->fn(d, h->pass->ctx);
		return;
	}
	if (bl_grow(&h->d, &h->cap, h->nr, sizeof(*h->d), 8)) {
		h->err = -ENOMEM;
		return;
	}
	c = &h->d[h->nr];
	*c = *d;
	c->object = strdup(d->object ? d->object : "");
	c->where = d->where ? strdup(d->where) : NULL;
	c->message = strdup(d->message);
	if (!c->object || (d->where && !c->where) || !c->message) {
		diag_free(c);
		h->err = -ENOMEM;
		return;
	}
	h->nr++;
}

void bl_diag_release(struct bl_diag_hold *h, const struct bl_sink *to)
{
	size_t i;

	for (i = 0; i < h->nr; i++) {
		if (to && to->fn && !h->err)
			to->fn(&h->d[i], to->ctx);
		diag_free(&h->d[i]);
	}
	free(h->d);
	h->d = NULL;
	h->nr = h->cap = 0;
}
