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

#include <bpf/btf.h>
#include <linux/bpf.h>

#include "convert/convert.h"
#include "convert/tailcalls.h"
#include "util/strbuf.h"

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

/*
 * The graft program type. A grafted program must have the type of the
 * program that owns its prog array, i.e. that of the command attaching the
 * entry program, which the object never states. Evidence, per program that
 * is grafted or uses a prog array receiving grafts: its section name where
 * libbpf or iproute2 give it a meaning, the context type of its function in
 * BTF, helpers only some types may call. All evidence must agree on one
 * type; otherwise the type is unknown (NULL) and --prog-type decides.
 */
enum {
	T_CLS = 1 << 0, T_ACT = 1 << 1, T_XDP = 1 << 2,
	T_LWT_IN = 1 << 3, T_LWT_OUT = 1 << 4, T_LWT_XMIT = 1 << 5,
	T_LWT = T_LWT_IN | T_LWT_OUT | T_LWT_XMIT,
	T_SKB = T_CLS | T_ACT | T_LWT,
	T_ALL = T_SKB | T_XDP,
};

static const char *const type_names[] = {
	"cls", "act", "xdp", "lwt_in", "lwt_out", "lwt_xmit",
};

static unsigned int types_from_name(const char *n)
{
	static const struct { const char *name; unsigned int types; } known[] = {
		{ "classifier", T_CLS }, { "tc", T_CLS }, { "action", T_ACT },
		{ "lwt_in", T_LWT_IN }, { "lwt_out", T_LWT_OUT }, { "lwt_xmit", T_LWT_XMIT },
		{ "prog", T_XDP | T_LWT },	/* iproute2's default for ip link and ip route */
	};
	size_t i, len;

	if (!strncmp(n, "xdp", 3))
		return T_XDP;
	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
		len = strlen(known[i].name);
		if (!strncmp(n, known[i].name, len) && (!n[len] || n[len] == '/'))
			return known[i].types;
	}
	return T_ALL;
}

/* The struct the function's first parameter points to, from BTF. */
static unsigned int types_from_btf(const struct bl_plan *p, size_t func_sym,
				   const char **ctx)
{
	const struct btf_type *t;
	int id;

	*ctx = NULL;
	if (!p->btf || !func_sym)
		return T_ALL;
	id = btf__find_by_name_kind(p->btf, p->in->syms[func_sym].name, BTF_KIND_FUNC);
	t = id > 0 ? btf__type_by_id(p->btf, btf__type_by_id(p->btf, id)->type) : NULL;
	if (!t || !btf_is_func_proto(t) || !btf_vlen(t))
		return T_ALL;
	id = btf__resolve_type(p->btf, btf_params(t)[0].type);
	t = id > 0 ? btf__type_by_id(p->btf, id) : NULL;
	if (!t || !btf_is_ptr(t))
		return T_ALL;
	id = btf__resolve_type(p->btf, t->type);
	t = id > 0 ? btf__type_by_id(p->btf, id) : NULL;
	if (!t || !btf_is_struct(t))
		return T_ALL;
	*ctx = btf__name_by_offset(p->btf, t->name_off);
	if (!strcmp(*ctx, "xdp_md"))
		return T_XDP;
	if (!strcmp(*ctx, "__sk_buff"))
		return T_SKB;
	*ctx = NULL;
	return T_ALL;
}

/* Helpers the kernel offers to XDP only, or to socket-buffer programs only. */
static unsigned int types_from_helpers(const struct bl_section *sec, const char **helper)
{
	size_t i;

	*helper = NULL;
	for (i = 0; i + 8 <= sec->size; i += 8) {
		const unsigned char *insn = sec->data + i;
		int32_t imm;

		if (insn[0] != (BPF_JMP | BPF_CALL) || insn[1] >> 4)
			continue;	/* not a helper call */
		memcpy(&imm, insn + 4, 4);
		switch (imm) {
		case BPF_FUNC_xdp_adjust_head: *helper = "bpf_xdp_adjust_head"; return T_XDP;
		case BPF_FUNC_xdp_adjust_meta: *helper = "bpf_xdp_adjust_meta"; return T_XDP;
		case BPF_FUNC_xdp_adjust_tail: *helper = "bpf_xdp_adjust_tail"; return T_XDP;
		case BPF_FUNC_skb_load_bytes: *helper = "bpf_skb_load_bytes"; return T_SKB;
		case BPF_FUNC_skb_store_bytes: *helper = "bpf_skb_store_bytes"; return T_SKB;
		case BPF_FUNC_l3_csum_replace: *helper = "bpf_l3_csum_replace"; return T_SKB;
		case BPF_FUNC_l4_csum_replace: *helper = "bpf_l4_csum_replace"; return T_SKB;
		}
	}
	return T_ALL;
}

static void list_types(struct bl_strbuf *sb, unsigned int mask)
{
	size_t i;
	bool first = true;

	for (i = 0; i < sizeof(type_names) / sizeof(type_names[0]); i++)
		if (mask & (1u << i)) {
			bl_sb_printf(sb, "%s%s", first ? "" : "|", type_names[i]);
			first = false;
		}
}

/* Program sections that are grafted or use a prog array receiving grafts. */
static bool *relevant_sections(const struct bl_plan *p)
{
	const struct bl_elf *in = p->in;
	bool *rel = calloc(in->nr_secs, sizeof(bool));
	bool *recv = calloc(in->nr_syms ? in->nr_syms : 1, sizeof(bool));
	size_t i, j;

	if (!rel || !recv) {
		free(rel);
		free(recv);
		return NULL;
	}
	for (i = 0; i < p->nr_tails; i++) {
		rel[p->tails[i].shndx] = true;
		recv[p->lm.maps[p->tails[i].map].sym_idx] = true;
	}
	for (i = 1; i < in->nr_secs; i++) {
		const struct bl_section *rs = &in->secs[i];
		size_t t = rs->shdr.sh_info;

		if (rs->shdr.sh_type != SHT_REL || !bl_sec_is_prog(&in->secs[t]) ||
		    !strcmp(in->secs[t].name, ".text"))
			continue;
		for (j = 0; j < bl_rel_count(rs); j++)
			if (recv[GELF_R_SYM(bl_rel_at(rs, j)->r_info)])
				rel[t] = true;
	}
	free(recv);
	return rel;
}

static int infer_prog_type(struct bl_plan *p)
{
	unsigned int mask = T_ALL, m, t;
	struct bl_strbuf why = { 0 };
	const char *helper;
	bool *rel;
	size_t i;

	p->prog_type = p->opts->prog_type;
	if (p->prog_type || !p->nr_tails)
		return 0;
	rel = relevant_sections(p);
	if (!rel)
		return -ENOMEM;
	for (i = 1; i < p->in->nr_secs; i++) {
		const struct bl_section *sec = &p->in->secs[i];
		const char *ctx;

		if (!rel[i])
			continue;
		m = types_from_name(sec->name);
		if (m != T_ALL)
			bl_sb_printf(&why, "%ssection name '%s'", why.len ? ", " : "", sec->name);
		t = types_from_btf(p, func_symbol(p, i), &ctx);
		if (t != T_ALL)
			bl_sb_printf(&why, "%s'%s' takes struct %s", why.len ? ", " : "",
				     sec->name, ctx);
		m &= t;
		t = types_from_helpers(sec, &helper);
		if (t != T_ALL)
			bl_sb_printf(&why, "%s'%s' calls %s", why.len ? ", " : "",
				     sec->name, helper);
		mask &= m & t;
	}
	free(rel);
	if (mask && !(mask & (mask - 1))) {
		for (i = 0; !(mask & (1u << i)); i++)
			;
		p->prog_type = type_names[i];
		bl_report(p->sink, BL_NOTE, p->in->name, NULL,
			  "tail-call programs are of type %s (%s)", p->prog_type,
			  why.buf ? why.buf : "");
	} else {
		struct bl_strbuf msg = { 0 };
		char *text;

		bl_sb_printf(&msg, "cannot tell the program type of the tail-call programs (%s%s)",
			     !mask ? "the evidence disagrees: " : "",
			     why.buf ? why.buf :
			     "no section name libbpf knows, no BTF context type, no type-specific helper");
		bl_sb_printf(&msg, p->opts->graft_script ? "; the graft script needs --prog-type=" :
			     "; manifest prog_type is null until --prog-type=");
		list_types(&msg, mask ? mask : T_ALL);
		if (!p->opts->graft_script)
			bl_sb_printf(&msg, " says");
		text = bl_sb_take(&msg, NULL);
		bl_report(p->sink, p->opts->graft_script ? BL_ERROR : BL_WARNING, p->in->name,
			  NULL, "%s", text ? text : "out of memory");
		free(text);
		free(why.buf);
		return p->opts->graft_script ? -EINVAL : 0;
	}
	free(why.buf);
	return 0;
}

int bl_plan_tail_calls(struct bl_plan *p)
{
	size_t i, n = 0;
	uint32_t id, key;
	int err;

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
	err = infer_prog_type(p);
	if (err)
		return err;
	pin_shared_maps(p);
	order_grafts(p);
	return 0;
}
