// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Cross-file rules, once every object of a run is done: a map pinned by
 * name in two objects with different attributes makes the second load
 * fail ("couldn't reuse pinned map").
 *
 * For each pin q of object j the finding names the first pin p, in
 * (object, pin) order over the objects before j, with q's name and other
 * attributes. The pins are grouped by name through a hash index, each
 * group in (object, pin) order (a counting sort, no comparison sort: a
 * -j parent runs this over every pin of thousands of objects, issue 23);
 * within a name, the first differing earlier pin is the first occurrence
 * of one of the name's first two distinct attribute sets, so each pin
 * costs O(1).
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

/* Pins of one name, found through the hash of the name. */
struct name_groups {
	struct bl_u64map first;	/* name hash -> its first group */
	const char **name;	/* group -> its name */
	uint32_t *same;		/* group -> next group with that hash, or 0 (+1) */
	size_t *start;		/* group -> its count, then where it starts */
	size_t nr;
};

/* The group of @name, made if new; -1 when out of memory. */
static long group_of(struct name_groups *g, const char *name)
{
	uint32_t at, nr = (uint32_t)g->nr;
	uint32_t *link = NULL;

	if (bl_u64map_add(&g->first, bl_hash_str(name), nr, &at))
		return -1;
	/* names with one hash (rarely more than one): a chain of groups */
	while (at != nr) {
		if (!strcmp(g->name[at], name))
			return at;
		link = &g->same[at];
		if (!*link)
			break;
		at = *link - 1;
	}
	if (link)
		*link = nr + 1;
	g->name[nr] = name;
	g->same[nr] = 0;
	g->start[nr] = 0;
	return g->nr++;
}

/*
 * @refs (@nr, in (object, pin) order) into @out grouped by name, each
 * group in (object, pin) order: match_name() on each group. 0, or -ENOMEM.
 */
static int match_all(const struct pin_ref *refs, size_t nr, struct pin_ref *out,
		     const size_t *base, const struct pin_ref **by_pin)
{
	struct name_groups g = { 0 };
	uint32_t *grp = malloc(nr * sizeof(*grp));
	size_t i, sum;
	long k;
	int err = -ENOMEM;

	g.name = malloc(nr * sizeof(*g.name));
	g.same = malloc(nr * sizeof(*g.same));
	g.start = malloc(nr * sizeof(*g.start));
	if (!grp || !g.name || !g.same || !g.start || bl_u64map_init(&g.first, nr))
		goto out;
	for (i = 0; i < nr; i++) {
		k = group_of(&g, refs[i].pin->name);
		if (k < 0)
			goto out;
		grp[i] = (uint32_t)k;
		g.start[k]++;
	}
	for (i = 0, sum = 0; i < g.nr; i++) {
		size_t n = g.start[i];

		g.start[i] = sum;
		sum += n;
	}
	/* stable: each group keeps the (object, pin) order */
	for (i = 0; i < nr; i++)
		out[g.start[grp[i]]++] = refs[i];
	for (i = 0, sum = 0; i < g.nr; i++) {
		match_name(out + sum, g.start[i] - sum, base, by_pin);
		sum = g.start[i];
	}
	err = 0;
out:
	bl_u64map_free(&g.first);
	free(g.name);
	free(g.same);
	free(g.start);
	free(grp);
	return err;
}

int lint_cross_file(struct bpflint_run *run)
{
	const struct bpflint_rule *rule = lint_rule(LINT_PINNED_MAP_CONFLICT);
	const struct pin_ref **by_pin = NULL;
	struct pin_ref *refs = NULL, *grouped = NULL;
	size_t nr = 0, *base = NULL, j, k, n;
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
	grouped = malloc(nr * sizeof(*grouped));
	by_pin = calloc(nr, sizeof(*by_pin));
	if (!refs || !grouped || !by_pin)
		goto nomem;
	for (j = 0, n = 0; j < run->nr; j++) {
		struct lint_priv *pj = run->results[j].priv;

		for (k = 0; pj && k < pj->nr; k++)
			refs[n++] = (struct pin_ref){ &pj->pins[k], j, k };
	}
	if (match_all(refs, nr, grouped, base, by_pin))
		goto nomem;
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
	free(grouped);
	free(by_pin);
	return err;
}
