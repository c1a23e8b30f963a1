// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Cross-file rules: a map pinned by name in two objects with different
 * attributes makes the second load fail ("couldn't reuse pinned map").
 *
 * For each pin q of object j the finding names the first pin p, in
 * (object, pin) order over the objects before j, with q's name and other
 * attributes: the first pin of q's name, or else (q has its attributes)
 * the first pin of the name with other attributes. So an object's findings
 * depend on the objects before it only, and the objects are taken in
 * argument order (lint_cross_object()): a -j parent settles each one as
 * soon as it and those before it are merged (lint_files.c, issue 23). Each
 * name's two pins are found through a hash index: O(1) a pin.
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

/* A name: its first pin, and its first pin with other attributes. */
struct name_slot {
	const char *name;
	struct pin_ref v[2];
	bool two;		/* v[1] is set */
	uint32_t same;		/* next slot with the name's hash, + 1; 0: none */
};

struct lint_cross {
	const struct bpflint_rule *rule;	/* NULL: the rule is disabled */
	struct bl_u64map first;	/* name hash -> its first slot */
	struct name_slot *slot;
	size_t nr, cap;
	struct pin_ref *hit;	/* an object's conflicts, a pin each */
	bool *has_hit;
	size_t hit_cap;
	size_t next;		/* objects taken so far */
	bool failed;		/* out of memory: the rule did not run */
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

/* The slot of @name (hash @h), or -1. */
static long slot_find(const struct lint_cross *x, const char *name, uint64_t h)
{
	uint32_t at;

	if (!bl_u64map_get(&x->first, h, &at))
		return -1;
	/* names with one hash (rarely more than one): a chain of slots */
	while (strcmp(x->slot[at].name, name)) {
		if (!x->slot[at].same)
			return -1;
		at = x->slot[at].same - 1;
	}
	return at;
}

/* The slot of @name, made if new; -1 when out of memory. */
static long slot_make(struct lint_cross *x, const char *name)
{
	uint64_t h = bl_hash_str(name);
	long s = slot_find(x, name, h);
	uint32_t at, nr = (uint32_t)x->nr;

	if (s >= 0)
		return s;
	if (x->nr == x->cap) {
		size_t cap = x->cap ? 2 * x->cap : 64;
		struct name_slot *n = realloc(x->slot, cap * sizeof(*n));

		if (!n)
			return -1;
		x->slot = n;
		x->cap = cap;
	}
	if (bl_u64map_add(&x->first, h, nr, &at))
		return -1;
	x->slot[nr] = (struct name_slot){ .name = name };
	if (at != nr) {
		/* another name with this hash: at the end of its chain */
		while (x->slot[at].same)
			at = x->slot[at].same - 1;
		x->slot[at].same = nr + 1;
	}
	return x->nr++;
}

struct lint_cross *lint_cross_new(const struct bpflint_run *run)
{
	struct lint_cross *x = calloc(1, sizeof(*x));

	if (!x)
		return NULL;
	if (lint_rule_enabled(&run->opts, LINT_PINNED_MAP_CONFLICT))
		x->rule = lint_rule(LINT_PINNED_MAP_CONFLICT);
	if (bl_u64map_init(&x->first, 64)) {
		free(x);
		return NULL;
	}
	return x;
}

void lint_cross_free(struct lint_cross *x)
{
	if (!x)
		return;
	bl_u64map_free(&x->first);
	free(x->slot);
	free(x->hit);
	free(x->has_hit);
	free(x);
}

size_t lint_cross_next(const struct lint_cross *x)
{
	return x ? x->next : 0;
}

int lint_cross_object(struct lint_cross *x, struct bpflint_run *run, size_t j)
{
	struct lint_priv *pj = run->results[j].priv;
	size_t k, nr = pj ? pj->nr : 0;
	int err = 0;
	long s;

	if (x->failed || j != x->next)
		return -EINVAL;
	x->next++;
	if (!x->rule || !nr)
		return 0;
	if (nr > x->hit_cap) {
		struct pin_ref *h = realloc(x->hit, nr * sizeof(*h));
		bool *b = h ? realloc(x->has_hit, nr * sizeof(*b)) : NULL;

		if (h)
			x->hit = h;
		if (!b)
			goto nomem;
		x->has_hit = b;
		x->hit_cap = nr;
	}
	/* against the objects before it only */
	for (k = 0; k < nr; k++) {
		const struct lint_pin *q = &pj->pins[k];
		struct name_slot *n;

		x->has_hit[k] = false;
		s = slot_find(x, q->name, bl_hash_str(q->name));
		if (s < 0)
			continue;
		n = &x->slot[s];
		if (!same_attr(n->v[0].pin, q))
			x->hit[k] = n->v[0];
		else if (n->two)	/* q has v[0]'s attributes, so not v[1]'s */
			x->hit[k] = n->v[1];
		else
			continue;
		x->has_hit[k] = true;
	}
	for (k = 0; k < nr; k++) {
		struct pin_ref q = { &pj->pins[k], j, k };

		if (x->has_hit[k] && report(run, x->rule, &q, &x->hit[k]))
			err = -ENOMEM;
	}
	for (k = 0; k < nr; k++) {
		struct pin_ref q = { &pj->pins[k], j, k };
		struct name_slot *n;

		s = slot_make(x, q.pin->name);
		if (s < 0)
			goto nomem;
		n = &x->slot[s];
		if (!n->v[0].pin) {
			n->v[0] = q;
		} else if (!n->two && !same_attr(n->v[0].pin, q.pin)) {
			n->v[1] = q;
			n->two = true;
		}
	}
	return err;
nomem:
	x->failed = true;
	return -ENOMEM;
}

int lint_cross_file(struct bpflint_run *run, struct lint_cross *x)
{
	struct lint_cross *own = NULL;
	size_t j;
	int err = 0;

	if (!x && !lint_rule_enabled(&run->opts, LINT_PINNED_MAP_CONFLICT))
		return 0;
	if (!x)
		x = own = lint_cross_new(run);
	for (j = x ? x->next : 0; x && !x->failed && j < run->nr; j++)
		if (lint_cross_object(x, run, j))
			err = -ENOMEM;
	if (!x || x->failed) {
		/* the rule did not run: no object may look clean */
		for (j = 0; j < run->nr; j++)
			run->results[j].io_err = -ENOMEM;
		err = -ENOMEM;
	}
	lint_cross_free(own);
	return err;
}
