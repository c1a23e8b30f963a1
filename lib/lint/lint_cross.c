// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Cross-file rules: a map pinned by name in two objects with different
 * attributes makes the second load fail ("couldn't reuse pinned map").
 *
 * For each pin q of object j the finding names the first pin p, in
 * (object, pin) order over the objects before j, with q's name and other
 * attributes: the first pin of q's name, or else (q has its attributes)
 * the first pin of the name with other attributes. So an object's findings
 * depend on the objects before it only, and objects are taken in order as
 * their results become final: during a -j run's merge, while the workers
 * still lint (issue 23: done after the run, it was a third of the parent's
 * serial tail). Each name seen so far is kept once, in a hash map by its
 * hash (util/hash.h), with its first pin and its first pin with other
 * attributes: O(1) a pin.
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

/* The last finding's message against one pin, and the pin it was on. */
struct said {
	const struct lint_pin *of;
	char *msg;
};

/*
 * A name seen so far: its first pin, and its first with other attributes;
 * and, against each of the two, its last finding's message, which the next
 * finding against that pin repeats when its pin is declared alike (a header
 * many objects share: each object's finding says the same).
 */
struct cross_name {
	const struct lint_pin *first, *other;
	size_t first_obj, other_obj;
	uint32_t next;		/* 1 + another name of the same hash, or 0 */
	struct said said[2];	/* against first, against other */
};

static bool same_attr(const struct lint_pin *a, const struct lint_pin *b)
{
	return !memcmp(&a->attr, &b->attr, sizeof(a->attr));
}

/* The message of a finding on pin @a against @b (e->first or e->other) of
 * object @p_obj. */
static const char *message(struct lint_cross *c, struct cross_name *e,
			   const struct lint_pin *a, const struct lint_pin *b, size_t p_obj)
{
	struct said *sd = &e->said[b != e->first];

	if (sd->msg && same_attr(sd->of, a) && !strcmp(sd->of->origin, a->origin))
		return sd->msg;
	free(sd->msg);
	sd->msg = bl_strdup_printf(
		"map '%s' is pinned by name here (%s: type %u key %u value %u max_entries %u flags 0x%x) and in %s (%s: type %u key %u value %u max_entries %u flags 0x%x): the second load fails with \"couldn't reuse pinned map\"",
		a->name, a->origin, a->attr.type, a->attr.key_size, a->attr.value_size,
		a->attr.max_entries, a->attr.map_flags, c->paths[p_obj],
		b->origin, b->attr.type, b->attr.key_size, b->attr.value_size,
		b->attr.max_entries, b->attr.map_flags);
	sd->of = a;
	return sd->msg;
}

/* Pin @a of object @j has other attributes than @b of object @p_obj. */
static int report(struct lint_cross *c, struct cross_name *e, const struct bpflint_rule *rule,
		  size_t j, struct lint_pin *a, const struct lint_pin *b, size_t p_obj)
{
	struct bpflint_result *rj = &c->run->results[j];
	const char *msg = message(c, e, a, b, p_obj);
	int err = 0;

	if (!msg || lint_add_finding(rj, rule, &c->run->opts, a->name, msg)) {
		rj->io_err = -ENOMEM;	/* lost: an I/O-class error, not clean */
		err = -ENOMEM;
	} else {
		struct bpflint_finding *f = &rj->findings[rj->nr_findings - 1];

		lint_locate_pin_in_file(c->paths[j], a);
		if (a->src_file) {
			f->src_file = strdup(a->src_file);
			f->src_line = a->src_line;
			f->src_col = a->src_col;
		}
	}
	rj->libbpf_ok = false;
	rj->iproute2_ok = false;
	return err;
}

void lint_cross_begin(struct lint_cross *c, struct bpflint_run *run, const char *const *paths)
{
	*c = (struct lint_cross){ .run = run, .paths = paths,
				  .on = lint_rule_enabled(&run->opts, LINT_PINNED_MAP_CONFLICT) };
}

/* The entry of @name, added (with @q of object @j first) when new; NULL: no memory. */
static struct cross_name *name_of(struct lint_cross *c, const struct lint_pin *q, size_t j,
				  bool *added)
{
	uint64_t h = bl_hash_str(q->name);
	struct cross_name *e;
	uint32_t k, head;

	*added = false;
	if (!c->by_hash.keys && bl_u64map_init(&c->by_hash, 64))
		return NULL;
	if (bl_u64map_get(&c->by_hash, h, &head)) {
		for (k = head + 1; k; k = c->names[k - 1].next)
			if (!strcmp(c->names[k - 1].first->name, q->name))
				return &c->names[k - 1];
	}
	if (c->nr == c->cap) {
		size_t cap = c->cap ? 2 * c->cap : 64;

		if (cap >= UINT32_MAX || !(e = realloc(c->names, cap * sizeof(*e))))
			return NULL;
		c->names = e;
		c->cap = cap;
	}
	e = &c->names[c->nr];
	*e = (struct cross_name){ .first = q, .first_obj = j };
	if (bl_u64map_add(&c->by_hash, h, c->nr, &head))
		return NULL;
	if (head != c->nr) {
		/* another name of that hash: chained after the first */
		e->next = c->names[head].next;
		c->names[head].next = c->nr + 1;
	}
	c->nr++;
	*added = true;
	return e;
}

void lint_cross_add(struct lint_cross *c)
{
	const struct bpflint_rule *rule = lint_rule(LINT_PINNED_MAP_CONFLICT);
	size_t j = c->done++, k;
	struct lint_priv *pj;

	if (!c->on || c->err || j >= c->run->nr || !(pj = c->run->results[j].priv))
		return;
	for (k = 0; k < pj->nr; k++) {
		struct lint_pin *q = &pj->pins[k];
		const struct lint_pin *p;
		struct cross_name *e;
		bool added;

		e = name_of(c, q, j, &added);
		if (!e) {
			c->err = -ENOMEM;
			return;
		}
		if (added)
			continue;
		if (!e->other && !same_attr(e->first, q)) {
			e->other = q;
			e->other_obj = j;
		}
		/* pins of one object see only the objects before it */
		if (e->first_obj == j)
			continue;
		p = e->first;
		if (same_attr(p, q))	/* then it differs from other */
			p = e->other && e->other_obj < j ? e->other : NULL;
		if (p && report(c, e, rule, j, q, p, p == e->first ? e->first_obj : e->other_obj))
			c->report_err = -ENOMEM;
	}
}

int lint_cross_end(struct lint_cross *c)
{
	size_t j;
	int err;

	while (c->done < c->run->nr && !c->err)
		lint_cross_add(c);
	err = c->err ? c->err : c->report_err;
	if (c->err)	/* the rule did not run whole: no object may look clean */
		for (j = 0; j < c->run->nr; j++)
			c->run->results[j].io_err = -ENOMEM;
	for (j = 0; j < c->nr; j++) {
		free(c->names[j].said[0].msg);
		free(c->names[j].said[1].msg);
	}
	bl_u64map_free(&c->by_hash);
	free(c->names);
	c->names = NULL;
	return err;
}
