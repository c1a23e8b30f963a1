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
 * still lint (done after the run, it was a third of the parent's serial
 * tail). Each name seen so far is kept once, indexed by name
 * (util/hash.h's bl_name_index, grown a name at a time), with its first pin
 * and its first pin with other attributes: O(1) a pin.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lint/model/lint_obj.h"
#include "lint/model/lint_where.h"
#include "lint/rules/findings.h"
#include "lint/rules/lint_cross.h"
#include "lint/rules/rule_catalog.h"
#include "util/hash.h"
#include "util/strbuf.h"

/* A pin of the run, and its object. */
struct pin_ref {
	const struct lint_pin *pin;
	size_t obj;
};

/*
 * A name seen so far (item 1.. of lint_cross.names): its first pin, and its
 * first with other attributes; and, against each of the two, the last
 * finding's message and the pin it was on: the next finding against that
 * pin repeats it when its pin is declared alike (a header many objects
 * share: each object's finding says the same). The messages lie in the
 * run's arena: a record's findings point at them (and at their pins'
 * strings) instead of copies, some 300 bytes a finding that the parent
 * of a -j run otherwise copies and faults in.
 */
struct cross_name {
	struct pin_ref ref[2];		/* first; other (pin NULL: none yet) */
	struct {
		const struct lint_pin *of;
		char *msg;
	} said[2];
};

static bool same_attr(const struct lint_pin *a, const struct lint_pin *b)
{
	return !memcmp(&a->attr, &b->attr, sizeof(a->attr));
}

/* Item @i of the names (bl_name_index's): its name. */
static const char *name_at(const void *ctx, size_t i)
{
	return ((const struct lint_cross *)ctx)->names[i].ref[0].pin->name;
}

/* The message of a finding on pin @a against e->ref[@w]. */
static const char *message(struct lint_cross *c, struct cross_name *e,
			   const struct lint_pin *a, int w)
{
	const struct lint_pin *b = e->ref[w].pin;

	struct lint_run_priv *rp = c->run->priv;
	char *msg;
	size_t n;

	if (e->said[w].msg && same_attr(e->said[w].of, a) &&
	    !strcmp(e->said[w].of->origin, a->origin))
		return e->said[w].msg;
	msg = bl_strdup_printf(
		"map '%s' is pinned by name here (%s: type %u key %u value %u max_entries %u flags 0x%x) and in %s (%s: type %u key %u value %u max_entries %u flags 0x%x): the second load fails with \"couldn't reuse pinned map\"",
		a->name, a->origin, a->attr.type, a->attr.key_size, a->attr.value_size,
		a->attr.max_entries, a->attr.map_flags, c->paths[e->ref[w].obj],
		b->origin, b->attr.type, b->attr.key_size, b->attr.value_size,
		b->attr.max_entries, b->attr.map_flags);
	n = msg ? strlen(msg) + 1 : 0;
	e->said[w].msg = msg ? bl_arena_zalloc(&rp->arena, n) : NULL;
	if (e->said[w].msg)
		memcpy(e->said[w].msg, msg, n);
	free(msg);
	e->said[w].of = a;
	return e->said[w].msg;
}

/* Pin @a of object @j has other attributes than e->ref[@w]. */
static int report(struct lint_cross *c, struct cross_name *e, size_t j, struct lint_pin *a,
		  int w)
{
	struct bpflint_result *rj = &c->run->results[j];
	const char *msg = message(c, e, a, w);
	int err = 0;

	const struct bpflint_rule *r = lint_rule(LINT_PINNED_MAP_CONFLICT);
	/* a record's findings are all this rule's: they borrow the strings,
	 * which live as long as the run (its pins, the arena) */
	bool borrow = lint_is_record(rj);

	if (!msg || (borrow ? lint_add_finding_borrowed(rj, r, &c->run->opts, a->name, msg) :
			      lint_add_finding(rj, r, &c->run->opts, a->name, msg))) {
		rj->io_err = -ENOMEM;	/* lost: an I/O-class error, not clean */
		err = -ENOMEM;
	} else {
		struct bpflint_finding *f = &rj->findings[rj->nr_findings - 1];

		lint_locate_pin_in_file(c->paths[j], a);
		if (a->src_file) {
			f->src_file = borrow ? a->src_file : strdup(a->src_file);
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
	*c = (struct lint_cross){ .run = run, .paths = paths, .nr = 1,
				  .on = lint_rule_enabled(&run->opts, LINT_PINNED_MAP_CONFLICT) };
	bl_name_index_init(&c->ix, name_at, c);
}

/* The entry of @q's name, added with @q of object @j first when new
 * (*@added); NULL: no memory. */
static struct cross_name *name_of(struct lint_cross *c, const struct lint_pin *q, size_t j,
				  bool *added)
{
	size_t i = bl_name_index_find(&c->ix, q->name, 0);
	struct cross_name *e;

	*added = !i;
	if (i)
		return &c->names[i];
	if (c->nr >= c->cap) {
		size_t cap = c->cap ? 2 * c->cap : 64;

		if (!(e = realloc(c->names, cap * sizeof(*e))))
			return NULL;
		c->names = e;
		c->cap = cap;
	}
	c->names[c->nr] = (struct cross_name){ .ref[0] = { q, j } };
	if (bl_name_index_add(&c->ix, c->nr))
		return NULL;
	return &c->names[c->nr++];
}

void lint_cross_add(struct lint_cross *c)
{
	size_t j = c->done++, k;
	struct lint_priv *pj;

	if (!c->on || c->err || !(pj = c->run->results[j].priv))
		return;
	for (k = 0; k < pj->nr; k++) {
		struct lint_pin *q = &pj->pins[k];
		struct cross_name *e;
		bool added;
		int w = 0;

		e = name_of(c, q, j, &added);
		if (!e) {
			c->err = -ENOMEM;
			return;
		}
		if (added)
			continue;
		if (!e->ref[1].pin && !same_attr(e->ref[0].pin, q))
			e->ref[1] = (struct pin_ref){ q, j };
		/* pins of one object see only the objects before it */
		if (e->ref[0].obj == j)
			continue;
		/* declared as the first: against the first other, if before j */
		if (same_attr(e->ref[0].pin, q)) {
			if (!e->ref[1].pin || e->ref[1].obj >= j)
				continue;
			w = 1;
		}
		if (report(c, e, j, q, w))
			c->report_err = -ENOMEM;
	}
}

/* The names' memory. */
void lint_cross_free(struct lint_cross *c)
{
	/* the messages are the run's (its arena) */
	bl_name_index_free(&c->ix);
	free(c->names);
	c->names = NULL;
	c->nr = c->cap = 0;
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
	lint_cross_free(c);
	return err;
}
