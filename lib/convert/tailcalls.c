// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Tail-call sections. iproute2's legacy loader put the program of section
 * `ID/KEY` into slot KEY of the PROG_ARRAY whose id is ID, inside the same
 * load; objects whose maps are BTF-defined (no ids) name the prog array
 * instead: `MAP/KEY` (also taken in legacy objects). Under libbpf-based tc
 * every slot must be filled by a separate `tc exec bpf graft` load, so:
 * resolve every slot, pin what the separate loads must share, and order the
 * grafts.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/bpf.h>

#include "convert/plan.h"
#include "convert/prog_syms.h"
#include "convert/tail_parse.h"
#include "util/hash.h"
#include "util/prog_type.h"
#include "util/strbuf.h"

/*
 * Which legacy maps each program section uses, from one pass over the
 * relocations. A program also uses whatever `.text` (shared by all) uses.
 * For section s: maps[start[s] .. start[s + 1]), ascending, no repeats.
 */
struct prog_uses {
	size_t *start;
	int *maps;
};

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return x < y ? -1 : x > y;
}

static size_t sort_unique(int *v, size_t n)
{
	size_t i, k = 0;

	qsort(v, n, sizeof(*v), cmp_int);
	for (i = 0; i < n; i++)
		if (!k || v[k - 1] != v[i])
			v[k++] = v[i];
	return k;
}

static bool is_text(const struct bl_elf *in, size_t shndx)
{
	return !strcmp(in->secs[shndx].name, ".text");
}

/* Calls @fn(ctx, target section, map) for every relocation against a map. */
static void for_each_map_rel(const struct bl_plan *p, const int *sym_map,
			     void (*fn)(void *ctx, size_t shndx, int map), void *ctx)
{
	const struct bl_elf *in = p->in;
	size_t i, j;

	for (i = 1; i < in->nr_secs; i++) {
		const struct bl_section *rs = &in->secs[i];
		size_t t = rs->shdr.sh_info;

		if (rs->shdr.sh_type != SHT_REL || !bl_sec_is_prog(&in->secs[t]))
			continue;
		for (j = 0; j < bl_rel_count(rs); j++) {
			int m = sym_map[GELF_R_SYM(bl_rel_at(rs, j)->r_info)];

			if (m >= 0)
				fn(ctx, t, m);
		}
	}
}

struct uses_fill {
	size_t *count;	/* per section, then the fill position */
	int *maps, *text;
	size_t nr_text;
	bool counting;
	const struct bl_elf *in;
};

static void uses_visit(void *ctx, size_t shndx, int map)
{
	struct uses_fill *f = ctx;

	if (is_text(f->in, shndx)) {
		if (!f->counting)
			f->text[f->nr_text] = map;
		f->nr_text++;
	} else if (f->counting) {
		f->count[shndx]++;
	} else {
		f->maps[f->count[shndx]++] = map;
	}
}

static int prog_uses_build(const struct bl_plan *p, struct prog_uses *u)
{
	const struct bl_elf *in = p->in;
	struct uses_fill f = { .in = in, .counting = true };
	size_t i, total = 0, n, out = 0;
	int *sym_map = malloc(in->nr_syms * sizeof(*sym_map));
	int err = -ENOMEM;

	u->start = calloc(in->nr_secs + 1, sizeof(*u->start));
	f.count = calloc(in->nr_secs + 1, sizeof(*f.count));
	u->maps = NULL;
	if (!sym_map || !u->start || !f.count)
		goto out;
	for (i = 0; i < in->nr_syms; i++)
		sym_map[i] = -1;
	for (i = 0; i < p->lm.nr; i++)
		sym_map[p->lm.maps[i].sym_idx] = i;
	for_each_map_rel(p, sym_map, uses_visit, &f);
	for (i = 0; i < in->nr_secs; i++)
		total += f.count[i];
	f.maps = malloc((total + 1) * sizeof(int));
	f.text = malloc((f.nr_text + 1) * sizeof(int));
	if (!f.maps || !f.text)
		goto out;
	/* second pass: fill each section's run (count[] becomes its end) */
	for (i = 0, n = 0; i <= in->nr_secs; i++) {
		size_t c = f.count[i];

		f.count[i] = n;
		n += c;
	}
	memcpy(u->start, f.count, (in->nr_secs + 1) * sizeof(*u->start));
	f.counting = false;
	f.nr_text = 0;
	for_each_map_rel(p, sym_map, uses_visit, &f);
	f.nr_text = sort_unique(f.text, f.nr_text);
	u->maps = malloc((total + (in->nr_secs + 1) * f.nr_text + 1) * sizeof(int));
	if (!u->maps)
		goto out;
	/* each section's own maps merged with .text's */
	for (i = 0; i < in->nr_secs; i++) {
		size_t a = u->start[i], k = sort_unique(f.maps + a, f.count[i] - a), from = out;

		memcpy(u->maps + out, f.maps + a, k * sizeof(int));
		memcpy(u->maps + out + k, f.text, f.nr_text * sizeof(int));
		out += sort_unique(u->maps + out, k + (bl_sec_is_prog(&in->secs[i]) ? f.nr_text : 0));
		u->start[i] = from;
	}
	u->start[in->nr_secs] = out;
	err = 0;
out:
	free(sym_map);
	free(f.count);
	free(f.maps);
	free(f.text);
	return err;
}

static void prog_uses_free(struct prog_uses *u)
{
	free(u->start);
	free(u->maps);
}

/*
 * The first GLOBAL FUNC symbol at offset 0 of each section (as the plan's
 * program-symbol fixes leave them; a section they fix has one candidate
 * at offset 0, so their new symbol order does not change the choice).
 */
static size_t *func_symbols(const struct bl_plan *p)
{
	size_t *first = calloc(p->in->nr_secs, sizeof(*first)), i;

	for (i = p->in->nr_syms; first && i-- > 1;) {
		GElf_Sym s = bl_prog_sym(p->in, p->prog_fixes, p->nr_prog_fixes, i);

		if (s.st_shndx < p->in->nr_secs && s.st_value == 0 &&
		    GELF_ST_TYPE(s.st_info) == STT_FUNC &&
		    GELF_ST_BIND(s.st_info) == STB_GLOBAL)
			first[s.st_shndx] = i;
	}
	return first;
}

struct slot_index {
	size_t *func_sym;		/* per section */
	struct bl_u64map prog_array;	/* legacy id -> first PROG_ARRAY */
	struct bl_u64map filled;	/* map << 32 | key -> tail */
	const struct bl_legacy_maps *lm;
	size_t *by_name;		/* PROG_ARRAYs ordered by name */
	size_t nr_by_name;
};

static const struct bl_legacy_maps *sort_lm;	/* qsort has no context */

static int cmp_map_name(const void *a, const void *b)
{
	return strcmp(sort_lm->maps[*(const size_t *)a].name,
		      sort_lm->maps[*(const size_t *)b].name);
}

/* The PROG_ARRAY named by the first @len bytes of @name, or -1. */
static int prog_array_named(const struct slot_index *x, const char *name, size_t len)
{
	size_t lo = 0, hi = x->nr_by_name;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const char *m = x->lm->maps[x->by_name[mid]].name;
		int c = strncmp(m, name, len);

		if (!c)
			c = m[len] ? 1 : 0;
		if (!c)
			return x->by_name[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

static int slot_index_init(struct bl_plan *p, struct slot_index *x)
{
	size_t i;
	int err;

	memset(x, 0, sizeof(*x));
	x->lm = &p->lm;
	x->func_sym = func_symbols(p);
	x->by_name = malloc((p->lm.nr + 1) * sizeof(*x->by_name));
	err = x->func_sym && x->by_name ? bl_u64map_init(&x->prog_array, 16) : -ENOMEM;
	if (!err)
		err = bl_u64map_init(&x->filled, 16);
	for (i = 0; !err && i < p->lm.nr; i++) {
		if (p->lm.maps[i].attr.type != BPF_MAP_TYPE_PROG_ARRAY)
			continue;
		x->by_name[x->nr_by_name++] = i;
		if (p->lm.shndx)	/* BTF-defined maps have no id */
			err = bl_u64map_add(&x->prog_array, p->lm.maps[i].id, i, NULL);
	}
	sort_lm = &p->lm;
	if (x->nr_by_name)
		qsort(x->by_name, x->nr_by_name, sizeof(*x->by_name), cmp_map_name);
	sort_lm = NULL;
	return err;
}

static void slot_index_free(struct slot_index *x)
{
	free(x->func_sym);
	free(x->by_name);
	bl_u64map_free(&x->prog_array);
	bl_u64map_free(&x->filled);
}

/* t->map from the legacy id t->id. */
static int map_by_id(struct bl_plan *p, struct slot_index *x, const char *sec,
		     struct bl_tail_slot *t)
{
	const struct bl_legacy_map *m = bl_legacy_map_by_id(&p->lm, t->id);
	uint32_t map;

	if (!m)
		return bl_error(p->sink, p->in->name, BL_AT_SECTION, sec,
				"no map has id %u (0x%x)", t->id, t->id);
	if (!bl_u64map_get(&x->prog_array, t->id, &map))
		return bl_error(p->sink, p->in->name, BL_AT_SECTION, sec,
				"map '%s' with id %u is a %s map, not a prog array", m->name,
				t->id, bl_map_type_name(m->attr.type));
	t->map = map;
	return 0;
}

/*
 * Is program section @shndx a tail call? Legacy objects: `ID/KEY` by id,
 * or `MAP/KEY`; BTF-defined ones (p->lm.shndx 0: no ids): `MAP/KEY` only.
 * `MAP/KEY` counts when MAP names a PROG_ARRAY; its KEY must then be a
 * slot number. 1 with t->map (and t->key, t->id, t->named) set, 0 when not
 * a tail call, a negative errno when it is one that cannot be resolved.
 */
static int tail_of_section(struct bl_plan *p, struct slot_index *x, size_t shndx,
			   struct bl_tail_slot *t)
{
	const char *sec = p->in->secs[shndx].name;
	size_t len;
	bool key_ok;
	int m, err;

	memset(t, 0, sizeof(*t));
	t->shndx = shndx;
	t->map = -1;
	if (!bl_sec_is_prog(&p->in->secs[shndx]))
		return 0;
	if (p->lm.shndx && bl_tail_parse(sec, &t->id, &t->key)) {
		err = map_by_id(p, x, sec, t);
		return err ? err : 1;
	}
	if (!bl_tail_parse_named(sec, &len, &t->key, &key_ok) ||
	    (m = prog_array_named(x, sec, len)) < 0)
		return 0;
	if (!key_ok)
		return bl_error(p->sink, p->in->name, BL_AT_SECTION, sec,
				"names prog array '%s', but '%s' is not a slot number (decimal without leading zeros, or 0x hex)",
				p->lm.maps[m].name, sec + len + 1);
	t->map = m;
	t->id = p->lm.maps[m].id;
	t->named = true;
	return 1;
}

static int resolve_slot(struct bl_plan *p, struct slot_index *x, size_t shndx,
			struct bl_tail_slot *t)
{
	const char *sec = p->in->secs[shndx].name;
	const struct bl_legacy_map *m;
	uint32_t map = t->map, first;
	int err;

	m = &p->lm.maps[t->map];
	if (t->key >= m->attr.max_entries)
		return bl_error(p->sink, p->in->name, BL_AT_SECTION, sec,
				"key %u is beyond max_entries %u of prog array '%s'", t->key,
				m->attr.max_entries, m->name);
	t->func_sym = x->func_sym[shndx];
	if (!t->func_sym)
		return bl_error(p->sink, p->in->name, BL_AT_SECTION, sec,
				"tail-call section has no global function symbol at offset 0");
	err = bl_u64map_add(&x->filled, (uint64_t)map << 32 | t->key, p->nr_tails, &first);
	if (err)
		return err;
	if (first != p->nr_tails)
		return bl_error(p->sink, p->in->name, BL_AT_NONE, sec,
				"tail-call sections '%s' and '%s' both fill %s[%u]",
				p->in->secs[p->tails[first].shndx].name, sec, m->name, t->key);
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
static int pin_shared_maps(struct bl_plan *p, const struct prog_uses *u)
{
	size_t *users = calloc(p->lm.nr + 1, sizeof(size_t));
	size_t *tail_users = calloc(p->lm.nr + 1, sizeof(size_t));
	bool *tail = calloc(p->in->nr_secs, sizeof(bool));
	size_t i, s, k;

	if (!users || !tail_users || !tail) {
		free(users);
		free(tail_users);
		free(tail);
		return -ENOMEM;
	}
	for (i = 0; i < p->nr_tails; i++) {
		force_pin(p, p->tails[i].map,
			  "receives tail calls: pinned so 'tc exec bpf graft' and the attached program share it");
		tail[p->tails[i].shndx] = true;
	}
	for (s = 1; s < p->in->nr_secs; s++) {
		if (!bl_sec_is_prog(&p->in->secs[s]) || is_text(p->in, s))
			continue;
		for (k = u->start[s]; k < u->start[s + 1]; k++) {
			users[u->maps[k]]++;
			tail_users[u->maps[k]] += tail[s];
		}
	}
	for (i = 0; i < p->lm.nr; i++)
		if (tail_users[i] && users[i] > 1)
			force_pin(p, i, "used by a grafted tail-call program and another program: pinned so the separate loads share one map");
	free(users);
	free(tail_users);
	free(tail);
	return 0;
}

/* A min-heap of tail indices: the lowest ready slot is grafted next. */
struct heap {
	size_t *v, n;
};

static void heap_push(struct heap *h, size_t x)
{
	size_t i = h->n++;

	for (; i && h->v[(i - 1) / 2] > x; i = (i - 1) / 2)
		h->v[i] = h->v[(i - 1) / 2];
	h->v[i] = x;
}

static size_t heap_pop(struct heap *h)
{
	size_t top = h->v[0], x = h->v[--h->n], i = 0, c;

	while ((c = 2 * i + 1) < h->n) {
		if (c + 1 < h->n && h->v[c + 1] < h->v[c])
			c++;
		if (h->v[c] >= x)
			break;
		h->v[i] = h->v[c];
		i = c;
	}
	h->v[i] = x;
	return top;
}

/*
 * Slots whose programs jump into arrays that are already filled go first:
 * slot i waits for every other unplaced slot j whose array its program
 * uses. Among the ready slots the first in section order goes next; a
 * cycle is broken at the first unplaced slot. pending[i] counts what i
 * waits for; placing j releases the users of j's array (a CSR of them).
 */
static int order_grafts(struct bl_plan *p, const struct prog_uses *u)
{
	size_t n = p->nr_tails, nm = p->lm.nr, i, k, done = 0, low = 0;
	size_t *pending = calloc(n, sizeof(size_t));
	size_t *remaining = calloc(nm + 1, sizeof(size_t));
	size_t *ustart = calloc(nm + 2, sizeof(size_t)), *users = NULL;
	struct bl_tail_slot *sorted = malloc(n * sizeof(*sorted));
	struct heap h = { malloc(n * sizeof(size_t)), 0 };
	bool *placed = calloc(n, sizeof(bool));
	int err = -ENOMEM;

	if (!pending || !remaining || !ustart || !sorted || !h.v || !placed)
		goto out;
	for (i = 0; i < n; i++) {
		const struct bl_tail_slot *t = &p->tails[i];

		remaining[t->map]++;
		for (k = u->start[t->shndx]; k < u->start[t->shndx + 1]; k++)
			ustart[u->maps[k] + 1]++;
	}
	for (i = 0; i < nm; i++)
		ustart[i + 1] += ustart[i];
	users = malloc((ustart[nm] + 1) * sizeof(size_t));
	if (!users)
		goto out;
	for (i = 0; i < n; i++) {
		const struct bl_tail_slot *t = &p->tails[i];

		for (k = u->start[t->shndx]; k < u->start[t->shndx + 1]; k++) {
			int m = u->maps[k];

			users[ustart[m]++] = i;	/* ustart[m] ends at m's end */
			pending[i] += remaining[m] - (m == t->map);
		}
	}
	for (i = nm; i > 0; i--)	/* back to starts */
		ustart[i] = ustart[i - 1];
	ustart[0] = 0;
	for (i = 0; i < n; i++)
		if (!pending[i])
			heap_push(&h, i);
	while (done < n) {
		size_t pick, m;

		if (h.n) {
			pick = heap_pop(&h);
		} else {	/* a cycle: break it */
			while (placed[low])
				low++;
			pick = low;
		}
		placed[pick] = true;
		sorted[done++] = p->tails[pick];
		m = p->tails[pick].map;
		for (k = ustart[m]; k < ustart[m + 1]; k++) {
			i = users[k];
			if (!placed[i] && !--pending[i])
				heap_push(&h, i);
		}
	}
	memcpy(p->tails, sorted, n * sizeof(*sorted));
	err = 0;
out:
	free(pending);
	free(remaining);
	free(ustart);
	free(users);
	free(sorted);
	free(h.v);
	free(placed);
	return err;
}

/*
 * The graft program type. A grafted program must have the type of the
 * program that owns its prog array, i.e. that of the command attaching the
 * entry program, which the object never states. Evidence, per program that
 * is grafted or uses a prog array receiving grafts: its section name where
 * libbpf or iproute2 give it a meaning, the context type of its function in
 * BTF, helpers only some types may call. All evidence must agree on one
 * type; evidence that leaves only socket-buffer types (cls, act, lwt_*)
 * takes cls, what `tc filter` loads, with a warning naming --prog-type=act
 * (the manifest says it was a default); otherwise the type is unknown
 * (NULL) and --prog-type decides.
 */
enum {
	T_CLS = 1 << BL_PT_CLS, T_ACT = 1 << BL_PT_ACT, T_XDP = 1 << BL_PT_XDP,
	T_LWT_IN = 1 << BL_PT_LWT_IN, T_LWT_OUT = 1 << BL_PT_LWT_OUT,
	T_LWT_XMIT = 1 << BL_PT_LWT_XMIT,
	T_LWT = T_LWT_IN | T_LWT_OUT | T_LWT_XMIT,
	T_SKB = T_CLS | T_ACT | T_LWT,
	T_ALL = (1 << BL_NR_PROG_TYPES) - 1,
};

/*
 * A section name libbpf types (before any "/..."), iproute2's default "prog"
 * (ip link and ip route), or any "xdp..." name.
 */
static unsigned int types_from_name(const char *n)
{
	char base[32];
	size_t len = strcspn(n, "/");
	int row;

	if (!strncmp(n, "xdp", 3))
		return T_XDP;
	if (len >= sizeof(base))
		return T_ALL;
	memcpy(base, n, len);
	base[len] = 0;
	if (!strcmp(base, "prog"))
		return T_XDP | T_LWT;
	row = bl_prog_type_of_section(base);
	return row < 0 ? T_ALL : 1u << row;
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
static unsigned int types_from_helpers(const struct bl_elf *elf, const struct bl_section *sec,
				       const char **helper)
{
	size_t i;

	*helper = NULL;
	for (i = 0; i < bl_insn_count(sec); i++) {
		struct bpf_insn in = bl_insn_at(elf, sec, i);

		if (in.code != (BPF_JMP | BPF_CALL) || in.src_reg)
			continue;	/* not a helper call */
		switch (in.imm) {
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

	for (i = 0; i < BL_NR_PROG_TYPES; i++)
		if (mask & (1u << i)) {
			bl_sb_printf(sb, "%s%s", first ? "" : "|", bl_prog_types[i].name);
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
	size_t *fs;
	bool *rel;
	size_t i;

	p->prog_type = p->opts->prog_type;
	if (p->prog_type || !p->nr_tails)
		return 0;
	rel = relevant_sections(p);
	fs = func_symbols(p);
	if (!rel || !fs) {
		free(rel);
		free(fs);
		return -ENOMEM;
	}
	for (i = 1; i < p->in->nr_secs; i++) {
		const struct bl_section *sec = &p->in->secs[i];
		const char *ctx;

		if (!rel[i])
			continue;
		m = types_from_name(sec->name);
		if (m != T_ALL)
			bl_sb_printf(&why, "%ssection name '%s'", why.len ? ", " : "", sec->name);
		t = types_from_btf(p, fs[i], &ctx);
		if (t != T_ALL)
			bl_sb_printf(&why, "%s'%s' takes struct %s", why.len ? ", " : "",
				     sec->name, ctx);
		m &= t;
		t = types_from_helpers(p->in, sec, &helper);
		if (t != T_ALL)
			bl_sb_printf(&why, "%s'%s' calls %s", why.len ? ", " : "",
				     sec->name, helper);
		mask &= m & t;
	}
	free(rel);
	free(fs);
	if (mask && !(mask & (mask - 1))) {
		for (i = 0; !(mask & (1u << i)); i++)
			;
		p->prog_type = bl_prog_types[i].name;
		bl_report(p->sink, BL_NOTE, p->in->name, NULL,
			  "tail-call programs are of type %s (%s)", p->prog_type,
			  why.buf ? why.buf : "");
	} else if ((mask & T_CLS) && (mask & T_ACT) && !(mask & ~T_SKB)) {
		/* socket-buffer programs: tc filter (cls) is by far the common attach */
		p->prog_type = bl_prog_types[BL_PT_CLS].name;
		p->prog_type_default = true;
		bl_report(p->sink, BL_WARNING, p->in->name, NULL,
			  "tail-call programs are socket-buffer programs (%s) but nothing says whether tc attaches them as a filter or an action: grafting them as cls (what 'tc filter' loads); an object attached with 'tc action' needs --prog-type=act%s",
			  why.buf ? why.buf : "", mask & T_LWT ? ", one attached with 'ip route ... encap bpf' --prog-type=lwt_in|lwt_out|lwt_xmit" : "");
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
	struct prog_uses u = { 0 };
	struct slot_index x;
	size_t i, n = 0, len;
	uint32_t id, key;
	bool key_ok;
	int err;

	p->tail_pin_why = calloc(p->lm.nr ? p->lm.nr : 1, sizeof(*p->tail_pin_why));
	if (!p->tail_pin_why)
		return -ENOMEM;
	for (i = 1; i < p->in->nr_secs; i++)	/* candidates, for the size */
		n += bl_sec_is_prog(&p->in->secs[i]) &&
		     ((p->lm.shndx && bl_tail_parse(p->in->secs[i].name, &id, &key)) ||
		      bl_tail_parse_named(p->in->secs[i].name, &len, &key, &key_ok));
	if (!n)
		return 0;
	p->tails = calloc(n + 1, sizeof(*p->tails));	/* +1: scratch */
	if (!p->tails)
		return -ENOMEM;
	err = slot_index_init(p, &x);
	for (i = 1; !err && i < p->in->nr_secs; i++) {
		struct bl_tail_slot *t = &p->tails[p->nr_tails];

		err = tail_of_section(p, &x, i, t);
		if (err > 0)
			err = resolve_slot(p, &x, i, t);
		if (!err && t->map >= 0)
			p->nr_tails++;
	}
	slot_index_free(&x);
	err = err ?: infer_prog_type(p) ?: prog_uses_build(p, &u) ?: pin_shared_maps(p, &u) ?:
	      order_grafts(p, &u);
	prog_uses_free(&u);
	return err;
}
