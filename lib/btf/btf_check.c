// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Structural checks on parsed BTF that libbpf 1.1's btf__new() does not
 * make and its users rely on: every type id and name offset resolves,
 * no reference loop (a typedef naming itself, a struct holding itself by
 * value, const -> volatile -> const ...: only a pointer may lead back),
 * DATASEC entries are VARs, FUNCs have a FUNC_PROTO, and the type count is
 * within the kernel's limit. libbpf's own walkers (skip_mods_and_typedefs,
 * btf__resolve_size) spin or recurse on such input.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf/btf_ext_walk.h"
#include "btf/btf_visit.h"
#include "util/limits.h"

struct graph {
	uint32_t nr;		/* types, including void (0) */
	uint32_t *cnt;		/* per target: referrers; then fill cursor */
	uint32_t *start;	/* CSR offsets into @from, nr + 1 of them */
	uint32_t *from;		/* referrers, grouped by target */
	uint32_t *outdeg;	/* references each type makes (not via PTR) */
	uint32_t cur;		/* type being visited */
	const struct btf *btf;
	bool filling;
	uint32_t bad_id, bad_str;	/* the first field that does not resolve */
};

static int check_id(uint32_t *id, void *ctx)
{
	struct graph *g = ctx;

	if (*id >= g->nr) {
		g->bad_id = *id;
		return -EINVAL;
	}
	if (!*id || btf_is_ptr(btf__type_by_id(g->btf, g->cur)))
		return 0;	/* void ends a chain; a pointer may point back */
	if (g->filling) {
		g->from[g->start[*id] + g->cnt[*id]++] = g->cur;
	} else {
		g->cnt[*id]++;
		g->outdeg[g->cur]++;
	}
	return 0;
}

static int check_str(uint32_t *off, void *ctx)
{
	struct graph *g = ctx;

	if (btf__str_by_offset(g->btf, *off))
		return 0;
	g->bad_str = *off;
	return -EINVAL;
}

static int visit_all(struct graph *g, char *why, size_t n)
{
	for (g->cur = 1; g->cur < g->nr; g->cur++) {
		/* the visitor takes writable types; this only reads */
		struct btf_type *t = (struct btf_type *)btf__type_by_id(g->btf, g->cur);

		g->bad_id = g->bad_str = 0;
		if (!bl_btf_visit(t, check_id, g->filling ? NULL : check_str, g))
			continue;
		if (g->bad_id)
			snprintf(why, n, "type %u refers to type id %u, beyond the last (%u)",
				 g->cur, g->bad_id, g->nr - 1);
		else if (g->bad_str)
			snprintf(why, n, "type %u: name offset %u is outside the string section",
				 g->cur, g->bad_str);
		else
			snprintf(why, n, "type %u is of unknown BTF kind %u",
				 g->cur, btf_kind(t));
		return -EINVAL;
	}
	return 0;
}

static int check_kinds(const struct btf *btf, uint32_t nr, char *why, size_t n)
{
	uint32_t i;
	int j;

	for (i = 1; i < nr; i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);

		if (btf_is_func(t) && !btf_is_func_proto(btf__type_by_id(btf, t->type))) {
			snprintf(why, n, "FUNC %u does not name a FUNC_PROTO", i);
			return -EINVAL;
		}
		if (!btf_is_datasec(t))
			continue;
		for (j = 0; j < btf_vlen(t); j++) {
			const struct btf_var_secinfo *vi = &btf_var_secinfos(t)[j];

			if (!btf_is_var(btf__type_by_id(btf, vi->type)) &&
			    !btf_is_func(btf__type_by_id(btf, vi->type))) {
				snprintf(why, n, "DATASEC %u entry %d is not a VAR", i, j);
				return -EINVAL;
			}
		}
	}
	return 0;
}

/* Kahn's algorithm over the non-pointer references: what never drains loops. */
static int check_loops(struct graph *g, char *why, size_t n)
{
	uint32_t *queue = malloc(g->nr * sizeof(*queue)), head = 0, tail = 0, i, k;
	int err = 0;

	if (!queue)
		return -ENOMEM;
	for (i = 1; i < g->nr; i++)
		if (!g->outdeg[i])
			queue[tail++] = i;
	while (head < tail) {
		uint32_t v = queue[head++];

		for (k = g->start[v]; k < g->start[v + 1]; k++)
			if (!--g->outdeg[g->from[k]])
				queue[tail++] = g->from[k];
	}
	if (tail != g->nr - 1) {
		for (i = 1; i < g->nr && !g->outdeg[i]; i++)
			;
		snprintf(why, n, "type %u is in (or refers to) a reference loop", i);
		err = -ELOOP;
	}
	free(queue);
	return err;
}

int bl_btf_check(const struct btf *btf, char *why, size_t n)
{
	struct graph g = { .btf = btf, .nr = btf__type_cnt(btf) };
	uint32_t i, sum = 0;
	int err = -ENOMEM;

	if (g.nr - 1 > BL_MAX_BTF_TYPES) {
		snprintf(why, n, "%u types, more than the limit of %u", g.nr - 1,
			 BL_MAX_BTF_TYPES);
		return -E2BIG;
	}
	g.cnt = calloc(g.nr, sizeof(*g.cnt));
	g.start = calloc(g.nr + 1, sizeof(*g.start));
	g.outdeg = calloc(g.nr, sizeof(*g.outdeg));
	if (!g.cnt || !g.start || !g.outdeg)
		goto out;
	err = visit_all(&g, why, n);
	if (err)
		goto out;
	for (i = 0; i < g.nr; i++) {
		g.start[i] = sum;
		sum += g.cnt[i];
		g.cnt[i] = 0;
	}
	g.start[g.nr] = sum;
	g.from = malloc((sum ? sum : 1) * sizeof(*g.from));
	err = -ENOMEM;
	if (!g.from)
		goto out;
	g.filling = true;
	err = visit_all(&g, why, n) ?: check_kinds(btf, g.nr, why, n) ?:
	      check_loops(&g, why, n);
out:
	if (err == -ENOMEM)
		snprintf(why, n, "out of memory");
	free(g.cnt);
	free(g.start);
	free(g.outdeg);
	free(g.from);
	return err;
}

/* .BTF.ext: its layout, and every name and type id it uses is @btf's. */
int bl_btf_ext_check(const struct btf *btf, const void *data, size_t size)
{
	return bl_btf_ext_walk(btf, data, size, BL_BTF_EXT_ALL, NULL, NULL);
}
