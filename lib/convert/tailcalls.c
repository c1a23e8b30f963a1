// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * `ID/KEY` tail-call sections. iproute2's legacy loader put each such
 * program into slot KEY of the PROG_ARRAY whose id is ID, inside the same
 * load. Under libbpf-based tc every slot must instead be filled by a
 * separate `tc exec bpf graft` load, so: resolve every slot, pin what the
 * separate loads must share, and order the grafts.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/bpf.h>

#include "convert/convert.h"
#include "convert/tailcalls.h"

#define terr(where, fmt, ...)                                                  \
	({                                                                     \
		bl_report(p->sink, BL_ERROR, p->in->name, where, fmt,            \
			  ##__VA_ARGS__);                                        \
		-EINVAL;                                                        \
	})

/* Plan index of the legacy map behind input symbol @sym, or -1. */
static int map_of_symbol(const struct bl_plan *p, size_t sym)
{
	size_t i;

	for (i = 0; i < p->lm.nr; i++)
		if (p->lm.maps[i].sym_idx == sym)
			return i;
	return -1;
}

/* Does program section @shndx (or .text, shared by all) use map @m? */
static bool prog_uses_map(const struct bl_plan *p, size_t shndx, int m)
{
	const struct bl_elf *in = p->in;
	size_t i, j;

	for (i = 1; i < in->nr_secs; i++) {
		const struct bl_section *rs = &in->secs[i];
		size_t t = rs->shdr.sh_info;

		if (rs->shdr.sh_type != SHT_REL || !bl_sec_is_prog(&in->secs[t]))
			continue;
		if (t != shndx && strcmp(in->secs[t].name, ".text"))
			continue;
		for (j = 0; j < bl_rel_count(rs); j++)
			if (map_of_symbol(p, GELF_R_SYM(bl_rel_at(rs, j)->r_info)) == m)
				return true;
	}
	return false;
}

static size_t func_symbol(const struct bl_plan *p, size_t shndx)
{
	size_t i;

	for (i = 1; i < p->in->nr_syms; i++) {
		const GElf_Sym *s = &p->in->syms[i].sym;

		if (s->st_shndx == shndx && s->st_value == 0 &&
		    GELF_ST_TYPE(s->st_info) == STT_FUNC &&
		    GELF_ST_BIND(s->st_info) == STB_GLOBAL)
			return i;
	}
	return 0;
}

static int resolve_slot(struct bl_plan *p, size_t shndx, struct bl_tail_slot *t)
{
	const char *sec = p->in->secs[shndx].name;
	const struct bl_legacy_map *m = NULL;
	size_t i;

	t->shndx = shndx;
	t->map = -1;
	for (i = 0; i < p->lm.nr; i++) {
		if (p->lm.maps[i].id != t->id)
			continue;
		if (!m)
			m = &p->lm.maps[i];
		if (p->lm.maps[i].attr.type == BPF_MAP_TYPE_PROG_ARRAY) {
			t->map = i;
			break;
		}
	}
	if (t->map < 0 && !m)
		return terr(sec, "tail-call section '%s': no map has id %u (0x%x)",
			    sec, t->id, t->id);
	if (t->map < 0)
		return terr(sec, "tail-call section '%s': map '%s' with id %u is a %s map, not a prog array",
			    sec, m->name, t->id, bl_map_type_name(m->attr.type));
	m = &p->lm.maps[t->map];
	if (t->key >= m->attr.max_entries)
		return terr(sec, "tail-call section '%s': key %u is beyond max_entries %u of prog array '%s'",
			    sec, t->key, m->attr.max_entries, m->name);
	t->func_sym = func_symbol(p, shndx);
	if (!t->func_sym)
		return terr(sec, "tail-call section '%s' has no global function symbol at offset 0",
			    sec);
	for (i = 0; i < p->nr_tails; i++)
		if (p->tails[i].map == t->map && p->tails[i].key == t->key)
			return terr(sec, "tail-call sections '%s' and '%s' both fill %s[%u]",
				    p->in->secs[p->tails[i].shndx].name, sec, m->name, t->key);
	return 0;
}

/* The first reason a map needs pinning for the grafts; plan_pinning() uses it. */
static void force_pin(struct bl_plan *p, int m, const char *why)
{
	if (!p->tail_pin_why[m])
		p->tail_pin_why[m] = why;
}

/*
 * Each graft is a separate load: what its program shares with others must
 * be pinned, or every load gets a private copy.
 */
static void pin_shared_maps(struct bl_plan *p)
{
	size_t i, j, s, users, tail_users;

	for (i = 0; i < p->nr_tails; i++)
		force_pin(p, p->tails[i].map,
			  "receives tail calls: pinned so 'tc exec bpf graft' and the attached program share it");
	for (j = 0; j < p->lm.nr; j++) {
		users = tail_users = 0;
		for (s = 1; s < p->in->nr_secs; s++) {
			bool tail = false;

			if (!bl_sec_is_prog(&p->in->secs[s]) ||
			    !strcmp(p->in->secs[s].name, ".text") || !prog_uses_map(p, s, j))
				continue;
			for (i = 0; i < p->nr_tails; i++)
				tail |= p->tails[i].shndx == s;
			users++;
			tail_users += tail;
		}
		if (tail_users && users > 1)
			force_pin(p, j, "used by a grafted tail-call program and another program: pinned so the separate loads share one map");
	}
}

/* Slots whose programs jump into arrays that are already filled go first. */
static void order_grafts(struct bl_plan *p)
{
	size_t n = p->nr_tails, done = 0, i, j;
	struct bl_tail_slot *sorted = malloc(n * sizeof(*sorted));
	bool *emitted = calloc(n, sizeof(bool));

	if (!sorted || !emitted)
		goto out;	/* keep section order */
	while (done < n) {
		size_t pick = n;

		for (i = 0; i < n && pick == n; i++) {
			bool ready = !emitted[i];

			for (j = 0; ready && j < n; j++)
				if (!emitted[j] && j != i &&
				    prog_uses_map(p, p->tails[i].shndx, p->tails[j].map))
					ready = false;
			if (ready)
				pick = i;
		}
		for (i = 0; pick == n && i < n; i++)	/* a cycle: break it */
			if (!emitted[i])
				pick = i;
		emitted[pick] = true;
		sorted[done++] = p->tails[pick];
	}
	memcpy(p->tails, sorted, n * sizeof(*sorted));
out:
	free(sorted);
	free(emitted);
}

static const char *guess_prog_type(const struct bl_plan *p)
{
	size_t i;

	if (p->opts->prog_type)
		return p->opts->prog_type;
	for (i = 1; i < p->in->nr_secs; i++) {
		const char *n = p->in->secs[i].name;

		if (!bl_sec_is_prog(&p->in->secs[i]))
			continue;
		if (!strcmp(n, "prog") || !strncmp(n, "xdp", 3))
			return "xdp";
		if (!strcmp(n, "action"))
			return "act";
	}
	return "cls";
}

int bl_plan_tail_calls(struct bl_plan *p)
{
	size_t i, n = 0;
	uint32_t id, key;
	int err;

	p->prog_type = guess_prog_type(p);
	p->tail_pin_why = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*p->tail_pin_why));
	if (!p->tail_pin_why)
		return -ENOMEM;
	for (i = 1; i < p->in->nr_secs; i++)
		n += bl_sec_is_prog(&p->in->secs[i]) &&
		     bl_tail_parse(p->in->secs[i].name, &id, &key);
	if (!n)
		return 0;
	p->tails = calloc(n, sizeof(*p->tails));
	if (!p->tails)
		return -ENOMEM;
	for (i = 1; i < p->in->nr_secs; i++) {
		struct bl_tail_slot *t = &p->tails[p->nr_tails];

		if (!bl_sec_is_prog(&p->in->secs[i]) ||
		    !bl_tail_parse(p->in->secs[i].name, &t->id, &t->key))
			continue;
		err = resolve_slot(p, i, t);
		if (err)
			return err;
		p->nr_tails++;
	}
	pin_shared_maps(p);
	order_grafts(p);
	return 0;
}
