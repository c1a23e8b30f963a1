// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Cross-file rules, once every object of a run is done: a map pinned by
 * name in two objects with different attributes makes the second load
 * fail ("couldn't reuse pinned map").
 *
 * For each pin q of object j the finding names the first pin p, in
 * (object, pin) order over the objects before j, with q's name and other
 * attributes. All pins are sorted once by (name, object, pin); within a
 * name, the first differing earlier pin is the first occurrence of one of
 * the name's first two distinct attribute sets, so each pin costs O(1)
 * after the sort.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lint/findings.h"
#include "lint/lint_cross.h"
#include "lint/lint_obj.h"
#include "lint/rule_ids.h"
#include "lint/lint_where.h"
#include "util/strbuf.h"

struct pin_ref {
	struct lint_pin *pin;
	size_t obj, idx;	/* run->results[obj].priv->pins[idx] */
};

static int cmp_ref(const void *a, const void *b)
{
	const struct pin_ref *x = a, *y = b;
	int c = strcmp(x->pin->name, y->pin->name);

	if (c)
		return c;
	if (x->obj != y->obj)
		return x->obj < y->obj ? -1 : 1;
	return x->idx < y->idx ? -1 : x->idx > y->idx;
}

static bool same_attr(const struct lint_pin *a, const struct lint_pin *b)
{
	return !memcmp(&a->attr, &b->attr, sizeof(a->attr));
}

/*
 * One name's pins, refs[0..n) in (object, pin) order: by_pin[base[obj] + idx]
 * of each is the earlier pin it conflicts with, or NULL.
 */
static void match_name(const struct pin_ref *refs, size_t n, const size_t *base,
		       const struct pin_ref **by_pin)
{
	const struct pin_ref *v[2] = { NULL, NULL };	/* first two attribute sets */
	size_t k = 0, end, i;

	while (k < n) {
		/* pins of one object see only the objects before it */
		for (end = k; end < n && refs[end].obj == refs[k].obj; end++) {
			const struct pin_ref *q = &refs[end];
			const struct pin_ref **c = &by_pin[base[q->obj] + q->idx];

			if (v[0] && !same_attr(v[0]->pin, q->pin))
				*c = v[0];
			else if (v[1])	/* q has v[0]'s attributes, so not v[1]'s */
				*c = v[1];
		}
		for (i = k; i < end && !v[1]; i++) {
			if (!v[0])
				v[0] = &refs[i];
			else if (!same_attr(v[0]->pin, refs[i].pin))
				v[1] = &refs[i];
		}
		k = end;
	}
}

static int report(struct bpflint_run *run, const struct bpflint_rule *rule,
		  const struct pin_ref *q, const struct pin_ref *p)
{
	struct bpflint_result *rj = &run->results[q->obj];
	struct lint_pin *a = q->pin;
	const struct lint_pin *b = p->pin;
	int err = 0;
	char *msg;

	msg = bl_strdup_printf(
		"map '%s' is pinned by name here (%s: type %u key %u value %u max_entries %u flags 0x%x) and in %s (%s: type %u key %u value %u max_entries %u flags 0x%x): the second load fails with \"couldn't reuse pinned map\"",
		a->name, a->origin, a->attr.type, a->attr.key_size, a->attr.value_size,
		a->attr.max_entries, a->attr.map_flags, run->results[p->obj].path,
		b->origin, b->attr.type, b->attr.key_size, b->attr.value_size,
		b->attr.max_entries, b->attr.map_flags);
	if (!msg || lint_add_finding(rj, rule, &run->opts, a->name, msg)) {
		rj->io_err = -ENOMEM;	/* lost: an I/O-class error, not clean */
		err = -ENOMEM;
	} else {
		struct bpflint_finding *f = &rj->findings[rj->nr_findings - 1];

		lint_locate_pin_in_file(rj->path, a);
		if (a->src_file) {
			f->src_file = strdup(a->src_file);
			f->src_line = a->src_line;
			f->src_col = a->src_col;
		}
	}
	rj->libbpf_ok = false;
	rj->iproute2_ok = false;
	free(msg);
	return err;
}

int lint_cross_file(struct bpflint_run *run)
{
	const struct bpflint_rule *rule = lint_rule(LINT_PINNED_MAP_CONFLICT);
	const struct pin_ref **by_pin = NULL;
	struct pin_ref *refs = NULL;
	size_t nr = 0, *base = NULL, i, j, k, n;
	int err = 0;

	if (!lint_rule_enabled(&run->opts, LINT_PINNED_MAP_CONFLICT))
		return 0;
	base = malloc((run->nr + 1) * sizeof(*base));
	if (!base)
		goto nomem;
	for (j = 0; j < run->nr; j++) {
		struct lint_priv *pj = run->results[j].priv;

		base[j] = nr;	/* pins of object j: nr.. in (object, pin) order */
		nr += pj ? pj->nr : 0;
	}
	if (!nr)
		goto out;
	refs = malloc(nr * sizeof(*refs));
	by_pin = calloc(nr, sizeof(*by_pin));
	if (!refs || !by_pin)
		goto nomem;
	for (j = 0, n = 0; j < run->nr; j++) {
		struct lint_priv *pj = run->results[j].priv;

		for (k = 0; pj && k < pj->nr; k++)
			refs[n++] = (struct pin_ref){ &pj->pins[k], j, k };
	}
	qsort(refs, nr, sizeof(*refs), cmp_ref);
	for (i = 0; i < nr; i = k) {
		for (k = i + 1; k < nr && !strcmp(refs[k].pin->name, refs[i].pin->name); k++)
			;
		match_name(refs + i, k - i, base, by_pin);
	}
	/* findings in (object, pin) order, as the objects were given */
	for (j = 0; j < run->nr; j++) {
		struct lint_priv *pj = run->results[j].priv;

		for (k = 0; pj && k < pj->nr; k++) {
			struct pin_ref q = { &pj->pins[k], j, k };

			if (by_pin[base[j] + k] && report(run, rule, &q, by_pin[base[j] + k]))
				err = -ENOMEM;
		}
	}
	goto out;
nomem:	/* the rule did not run: no object may look clean */
	for (j = 0; j < run->nr; j++)
		run->results[j].io_err = -ENOMEM;
	err = -ENOMEM;
out:
	free(base);
	free(refs);
	free(by_pin);
	return err;
}
