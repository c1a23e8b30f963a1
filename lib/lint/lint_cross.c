// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Cross-file rules: a map pinned by name in two objects with different
 * attributes makes the second load fail ("couldn't reuse pinned map").
 *
 * For each pin q of object j the finding names the first pin p, in
 * (object, pin) order over the objects before j, with q's name and other
 * attributes: the first pin of q's name, or else (q has its attributes)
 * the first pin of the name with other attributes. So an object's findings
 * depend on the objects before it only. The pins of a run are indexed by
 * name once (util/hash.h), and each name's first pin with other attributes
 * is found once: O(1) a pin.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lint/findings.h"
#include "lint/lint_cross.h"
#include "lint/lint_obj.h"
#include "lint/rule_ids.h"
#include "lint/lint_where.h"
#include "util/hash.h"
#include "util/strbuf.h"

struct pin_ref {
	struct lint_pin *pin;
	size_t obj, idx;	/* run->results[obj].priv->pins[idx] */
};

static bool same_attr(const struct lint_pin *a, const struct lint_pin *b)
{
	return !memcmp(&a->attr, &b->attr, sizeof(a->attr));
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

/* Item @i of the pins (1.., in (object, pin) order): its name. */
static const char *pin_name(const void *ctx, size_t i)
{
	return ((const struct pin_ref *)ctx)[i].pin->name;
}

int lint_cross_file(struct bpflint_run *run)
{
	const struct bpflint_rule *rule = lint_rule(LINT_PINNED_MAP_CONFLICT);
	struct bl_name_index ix = { 0 };
	struct pin_ref *refs = NULL;
	uint32_t *other = NULL;	/* a name's first pin: the first with other attributes */
	size_t nr = 0, i, j, k, first;
	int err = 0;

	if (!lint_rule_enabled(&run->opts, LINT_PINNED_MAP_CONFLICT))
		return 0;
	for (j = 0; j < run->nr; j++) {
		struct lint_priv *pj = run->results[j].priv;

		nr += pj ? pj->nr : 0;
	}
	if (!nr)
		return 0;
	refs = malloc((nr + 1) * sizeof(*refs));
	other = calloc(nr + 1, sizeof(*other));
	if (!refs || !other)
		goto nomem;
	for (j = 0, i = 1; j < run->nr; j++) {
		struct lint_priv *pj = run->results[j].priv;

		for (k = 0; pj && k < pj->nr; k++)
			refs[i++] = (struct pin_ref){ &pj->pins[k], j, k };
	}
	if (bl_name_index_build(&ix, nr + 1, pin_name, refs))
		goto nomem;
	/* findings in (object, pin) order, as the objects were given */
	for (i = 1; i <= nr; i++) {
		const struct pin_ref *q = &refs[i], *p;

		first = bl_name_index_find(&ix, q->pin->name, 0);
		if (first == i) {
			/* nothing before it; the name's other attributes, once */
			for (k = i; (k = bl_name_index_find(&ix, q->pin->name, k)) &&
				    same_attr(refs[k].pin, q->pin);)
				;
			other[i] = k;
			continue;
		}
		/* pins of one object see only the objects before it */
		p = &refs[first];
		if (p->obj == q->obj)
			continue;
		if (same_attr(p->pin, q->pin))	/* then it differs from other[] */
			p = other[first] && refs[other[first]].obj < q->obj ?
			    &refs[other[first]] : NULL;
		if (p && report(run, rule, q, p))
			err = -ENOMEM;
	}
	goto out;
nomem:	/* the rule did not run: no object may look clean */
	for (j = 0; j < run->nr; j++)
		run->results[j].io_err = -ENOMEM;
	err = -ENOMEM;
out:
	bl_name_index_free(&ix);
	free(refs);
	free(other);
	return err;
}
