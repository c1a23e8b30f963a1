// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The kernel an object needs: every program type, map type, map flag,
 * helper call and instruction kind it uses, each with the release
 * kernel_data.h gives it (the rows: kernel/tables/), and the expected attach type libbpf's section
 * table gives a program where the kernel knows it later than the type
 * (xdp/devmap, cgroup/recvmsg4, xdp.frags' load flag, ...). A program's
 * type is decided once for every rule (prog_evidence.c: --type, libbpf's
 * section table, a type's stem, else the object's evidence among the types
 * tc and ip give). BTF does not count: libbpf rewrites the kinds an older
 * kernel refuses (FUNC, VAR, DATASEC, FLOAT, DECL_TAG, TYPE_TAG, ENUM64:
 * bpf_object__sanitize_btf) and loads without BTF when the kernel has none.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>

#include "btf/btf_ext_walk.h"
#include "lint/kernel/lint_kernel.h"
#include "lint/kernel/prog_evidence.h"
#include "lint/model/lint_obj.h"
#include "util/hash.h"

#ifndef BPF_MEMSX
#define BPF_MEMSX	0x80
#endif
#ifndef BPF_LOAD_ACQ
#define BPF_LOAD_ACQ	0x100
#endif

struct scan {
	struct lint_kreq *reqs;
	size_t nr, cap;
	/* hash of (sec, table, id, ptype) -> its requirement in reqs */
	struct bl_u64map seen;
	int err;
	/* helpers the object asks the kernel about before it calls them */
	uint32_t probed[16];
	size_t nr_probed;
};

struct probe_ctx {
	const struct btf *btf;
	struct scan *sc;
};

/*
 * A CO-RE "does enum bpf_func_id have this value" relocation: libbpf
 * answers it from the kernel's BTF and the verifier drops the branch that
 * calls the helper where the answer is no (libbpf's usdt.bpf.h does so
 * for bpf_get_attach_cookie): such a helper is no requirement.
 */
static int probe_rec(enum bl_btf_ext_kind kind, union bl_btf_ext_rec *rec, void *ctx)
{
	struct probe_ctx *c = ctx;
	const struct lint_kfeat *f;
	const struct btf_type *t;
	const char *name, *acc;
	unsigned long idx;

	if (kind != BL_BTF_EXT_CORE || rec->core.kind != BPF_CORE_ENUMVAL_EXISTS)
		return 0;
	t = btf__type_by_id(c->btf, rec->core.type_id);
	name = t ? btf__name_by_offset(c->btf, t->name_off) : NULL;
	acc = btf__name_by_offset(c->btf, rec->core.access_str_off);
	/* the local enum may carry a flavour (bpf_func_id___usdt) and
	 * values of its own: the enumerator's name says which helper */
	if (!t || !btf_is_enum(t) || !name || strncmp(name, "bpf_func_id", 11) ||
	    (name[11] && strncmp(name + 11, "___", 3)) || !acc)
		return 0;
	acc = strrchr(acc, ':') ? strrchr(acc, ':') + 1 : acc;
	idx = strtoul(acc, NULL, 10);
	if (idx >= btf_vlen(t))
		return 0;
	name = btf__name_by_offset(c->btf, btf_enum(t)[idx].name_off);
	if (!name || strncmp(name, "BPF_FUNC_", 9))
		return 0;
	name += 9;
	f = lint_kernel_helper_named(name, strstr(name, "___") ? (size_t)(strstr(name, "___") - name) :
				     strlen(name));
	if (f && c->sc->nr_probed < sizeof(c->sc->probed) / sizeof(c->sc->probed[0]))
		c->sc->probed[c->sc->nr_probed++] = f->id;
	return 0;
}

/*
 * libbpf's usdt.bpf.h of libbpf 1.0 to 1.3 asks through a kconfig extern
 * instead: libbpf sets LINUX_HAS_BPF_COOKIE from its probe of the kernel,
 * and the verifier drops the bpf_get_attach_cookie branch when it is 0.
 */
static void scan_kconfig_probes(const struct lint_obj *o, struct scan *sc)
{
	const struct lint_kfeat *f = lint_kernel_helper_named("get_attach_cookie", 17);
	size_t i;

	for (i = 1; f && i < o->elf->nr_syms; i++)
		if (o->elf->syms[i].name && !strcmp(o->elf->syms[i].name, "LINUX_HAS_BPF_COOKIE") &&
		    o->elf->syms[i].sym.st_shndx == SHN_UNDEF &&
		    sc->nr_probed < sizeof(sc->probed) / sizeof(sc->probed[0])) {
			sc->probed[sc->nr_probed++] = f->id;
			return;
		}
}

static void scan_probes(const struct lint_obj *o, struct scan *sc)
{
	size_t i = bl_elf_find_section(o->elf, ".BTF.ext");
	struct bl_btf_ext_visitor v = { .rec = probe_rec };
	struct probe_ctx c = { o->btf, sc };

	scan_kconfig_probes(o, sc);
	if (i && o->btf && o->elf->secs[i].data)
		bl_btf_ext_walk(o->btf, o->elf->secs[i].data, o->elf->secs[i].size,
				BL_BTF_EXT_PART(BL_BTF_EXT_CORE), &v, &c);
}

static bool probed(const struct scan *sc, uint32_t helper)
{
	size_t i;

	for (i = 0; i < sc->nr_probed; i++)
		if (sc->probed[i] == helper)
			return true;
	return false;
}

static bool same_req(const struct lint_kreq *q, enum lint_ktable t, uint32_t id,
		     uint32_t ptype, size_t sec)
{
	return q->sec == sec && q->table == t && q->id == id && q->ptype == ptype;
}

/* Whether (@sec, @t, @id, @ptype) is a requirement already; *@key: its hash */
static bool known(struct scan *sc, enum lint_ktable t, uint32_t id, uint32_t ptype,
		  size_t sec, uint64_t *key)
{
	struct { uint64_t sec; uint32_t t, id, ptype, pad; } k = { sec, t, id, ptype, 0 };
	uint32_t v;
	size_t i;

	*key = bl_hash_mem(&k, sizeof(k));
	if (!sc->seen.vals && bl_u64map_init(&sc->seen, 64)) {
		sc->err = -ENOMEM;
		return true;
	}
	if (!bl_u64map_get(&sc->seen, *key, &v))
		return false;
	if (same_req(&sc->reqs[v], t, id, ptype, sec))
		return true;
	/* two requirements with one hash: look at them all */
	for (i = 0; i < sc->nr; i++)
		if (same_req(&sc->reqs[i], t, id, ptype, sec))
			return true;
	return false;
}

static void add(struct scan *sc, const struct lint_kfeat *f, enum lint_ktable t,
		uint32_t ptype, size_t sec, long insn)
{
	struct lint_kreq *tmp;
	uint64_t key;
	uint32_t old;

	if (!f || sc->err || known(sc, t, f->id, ptype, sec, &key))
		return;
	if (bl_u64map_add(&sc->seen, key, sc->nr, &old)) {
		sc->err = -ENOMEM;
		return;
	}
	if (sc->nr == sc->cap) {
		size_t cap = sc->cap ? 2 * sc->cap : 16;

		tmp = realloc(sc->reqs, cap * sizeof(*tmp));
		if (!tmp) {
			sc->err = -ENOMEM;
			return;
		}
		sc->reqs = tmp;
		sc->cap = cap;
	}
	sc->reqs[sc->nr++] = (struct lint_kreq){ f->ver, t, f->id, ptype, sec, insn };
}

/* A helper call: the later of the helper's release and the release its
 * program type got it (kernel/tables/helper_types.tsv). */
static void add_helper(struct scan *sc, uint32_t id, uint32_t ptype, size_t sec, long insn)
{
	const struct lint_kfeat *f = lint_kernel_helper(id);
	unsigned int tver = ptype ? lint_kernel_helper_type_ver(ptype, id) : 0;
	size_t nr = sc->nr;

	add(sc, f, LINT_KT_HELPER, ptype, sec, insn);
	if (sc->nr > nr && tver > sc->reqs[nr].ver)
		sc->reqs[nr].ver = tver;
}

static void scan_maps(const struct lint_obj *o, struct scan *sc)
{
	uint32_t bit, type, flags;
	size_t i, n = o->nr_bmaps + o->lm.nr;

	for (i = 0; i < n; i++) {
		if (i < o->nr_bmaps) {
			type = o->bmaps[i].def.attr.type;
			flags = o->bmaps[i].def.attr.map_flags;
		} else {
			type = o->lm.maps[i - o->nr_bmaps].attr.type;
			flags = o->lm.maps[i - o->nr_bmaps].attr.map_flags;
		}
		add(sc, lint_kernel_map_type(type), LINT_KT_MAP_TYPE, 0, 0, -1);
		for (bit = 1; bit && bit <= flags; bit <<= 1)
			if (flags & bit)
				add(sc, lint_kernel_map_flag(bit), LINT_KT_MAP_FLAG, 0, 0, -1);
	}
}

/* libbpf makes a map of every .data, .rodata and .bss section with bytes */
static void scan_global_data(const struct lint_obj *o, struct scan *sc)
{
	size_t i;

	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];

		if (!s->shdr.sh_size || (s->shdr.sh_flags & SHF_EXECINSTR) ||
		    !(s->shdr.sh_flags & SHF_ALLOC))
			continue;
		if (!strcmp(s->name, ".data") || !strcmp(s->name, ".rodata") ||
		    !strcmp(s->name, ".bss") || !strncmp(s->name, ".data.", 6) ||
		    !strncmp(s->name, ".rodata.", 8)) {
			add(sc, lint_kernel_insn(LINT_KI_GLOBAL_DATA), LINT_KT_INSN, 0, 0, -1);
			return;
		}
	}
}

/* The instruction kind @insn needs, or LINT_KI_NR for none. */
static enum lint_kinsn insn_kind(struct bpf_insn insn)
{
	uint8_t cls = BPF_CLASS(insn.code), op = BPF_OP(insn.code);

	switch (cls) {
	case BPF_JMP32:
		return op == BPF_JA ? LINT_KI_CPUV4 : LINT_KI_JMP32;
	case BPF_STX:
		if (BPF_MODE(insn.code) != BPF_ATOMIC || insn.imm == BPF_ADD)
			return LINT_KI_NR;
		return insn.imm >= BPF_LOAD_ACQ ? LINT_KI_LOAD_ACQ : LINT_KI_ATOMIC;
	case BPF_LDX:
		return BPF_MODE(insn.code) == BPF_MEMSX ? LINT_KI_CPUV4 : LINT_KI_NR;
	case BPF_ALU:
	case BPF_ALU64:
		if ((op == BPF_MOV || op == BPF_DIV || op == BPF_MOD) && insn.off)
			return LINT_KI_CPUV4;
		return cls == BPF_ALU64 && op == BPF_END ? LINT_KI_CPUV4 : LINT_KI_NR;
	default:
		return LINT_KI_NR;
	}
}

/* Section @i's helpers and instructions; *@calls, *@tails: it has them. */
static void scan_prog(const struct lint_obj *o, size_t i, uint32_t ptype, struct scan *sc,
		      bool *calls, bool *tails)
{
	const struct bl_section *s = &o->elf->secs[i];
	size_t k, n = bl_insn_count(s);

	for (k = 0; k < n; k++) {
		struct bpf_insn insn = bl_insn_at(o->elf, s, k);
		enum lint_kinsn kind = insn_kind(insn);

		if (insn.code == (BPF_LD | BPF_IMM | BPF_DW)) {
			k++;	/* its second half is no instruction */
			continue;
		}
		if (kind != LINT_KI_NR)
			add(sc, lint_kernel_insn(kind), LINT_KT_INSN, ptype, i, k);
		if (insn.code == (BPF_JMP | BPF_CALL)) {
			if (insn.src_reg == BPF_PSEUDO_CALL) {
				*calls = true;
				add(sc, lint_kernel_insn(LINT_KI_CALL), LINT_KT_INSN, ptype, i, k);
			} else if (!insn.src_reg) {
				*tails |= insn.imm == BPF_FUNC_tail_call;
				if (!probed(sc, insn.imm))
					add_helper(sc, insn.imm, ptype, i, k);
			}
			continue;
		}
		/* a jump back is a loop: the verifier took none before 5.3 */
		if ((BPF_CLASS(insn.code) == BPF_JMP || BPF_CLASS(insn.code) == BPF_JMP32) &&
		    BPF_OP(insn.code) != BPF_EXIT && insn.off < 0)
			add(sc, lint_kernel_insn(LINT_KI_LOOP), LINT_KT_INSN, ptype, i, k);
	}
}

/*
 * The helpers .text's subprograms call (its requirements, reqs[@from] up to
 * reqs[@to], found once by scan_prog()), as a program of type @ptype calls
 * them: only where that type got the helper later (the helper's own release
 * is .text's requirement already).
 */
static void text_helpers_as(struct scan *sc, size_t from, size_t to, uint32_t ptype)
{
	const struct lint_kfeat *h;
	struct lint_kreq q;
	size_t k;

	for (k = from; k < to; k++) {
		q = sc->reqs[k];	/* add() may move the array */
		if (q.table != LINT_KT_HELPER)
			continue;
		h = lint_kernel_helper(q.id);
		if (h && lint_kernel_helper_type_ver(ptype, q.id) > h->ver)
			add_helper(sc, q.id, ptype, q.sec, q.insn);
	}
}

int lint_kernel_scan(const struct lint_obj *o, struct lint_kreq **reqs, size_t *nr)
{
	size_t text = o->elf ? bl_elf_find_section(o->elf, ".text") : 0;
	bool text_calls = false, text_tails = false;
	struct scan sc = { 0 };
	size_t i, text_from = 0, text_to = 0;

	*reqs = NULL;
	*nr = 0;
	if (!o->elf)
		return 0;
	scan_probes(o, &sc);
	scan_maps(o, &sc);
	scan_global_data(o, &sc);
	if (text && o->nr_funcs[text]) {
		text_from = sc.nr;
		scan_prog(o, text, 0, &sc, &text_calls, &text_tails);
		text_to = sc.nr;
	}
	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		bool calls = false, tails = false;
		const struct lint_ptype *pt;
		uint32_t ptype;

		if (i == text || !bl_sec_is_prog(s) || !o->nr_funcs[i])
			continue;
		pt = &o->ptypes[i];
		ptype = pt->type;
		add(&sc, lint_kernel_prog_type(ptype), LINT_KT_PROG_TYPE, ptype, i, -1);
		if (pt->attach)
			add(&sc, lint_kernel_attach(pt->attach), LINT_KT_ATTACH, ptype, i, -1);
		if (pt->frags)
			add(&sc, lint_kernel_attach(LINT_KATTACH_XDP_FRAGS), LINT_KT_ATTACH, ptype, i, -1);
		scan_prog(o, i, ptype, &sc, &calls, &tails);
		/* its subprograms are in .text: a tail call among calls */
		if ((calls || text_calls) && (tails || (calls && text_tails)))
			add(&sc, lint_kernel_insn(LINT_KI_TAIL_CALL_IN_CALLS), LINT_KT_INSN,
			    ptype, i, -1);
		/* and call their helpers as this type does */
		if (calls)
			text_helpers_as(&sc, text_from, text_to, ptype);
	}
	if (sc.seen.vals)
		bl_u64map_free(&sc.seen);
	if (sc.err) {
		free(sc.reqs);
		return sc.err;
	}
	*reqs = sc.reqs;
	*nr = sc.nr;
	return 0;
}

static const char *ptype_name(uint32_t ptype)
{
	const struct lint_kfeat *f = lint_kernel_prog_type(ptype);

	return f ? f->name : "a subprogram (.text)";
}

static const struct lint_kfeat *row(enum lint_ktable t, uint32_t id)
{
	switch (t) {
	case LINT_KT_PROG_TYPE:
		return lint_kernel_prog_type(id);
	case LINT_KT_MAP_TYPE:
		return lint_kernel_map_type(id);
	case LINT_KT_MAP_FLAG:
		return lint_kernel_map_flag(id);
	case LINT_KT_HELPER:
		return lint_kernel_helper(id);
	case LINT_KT_ATTACH:
		return lint_kernel_attach(id);
	default:
		return lint_kernel_insn(id);
	}
}

const char *lint_kreq_text(enum lint_ktable table, uint32_t id, uint32_t ptype,
			   char *buf, size_t sz)
{
	const struct lint_kfeat *f = row(table, id);
	unsigned int tver;
	char ver[16];

	if (!f) {
		snprintf(buf, sz, "%s", "");
		return buf;
	}
	switch (table) {
	case LINT_KT_PROG_TYPE:
		snprintf(buf, sz, "program type %s", f->name);
		break;
	case LINT_KT_MAP_TYPE:
		snprintf(buf, sz, "map type %s", f->name);
		break;
	case LINT_KT_MAP_FLAG:
		snprintf(buf, sz, "map flag %s", f->name);
		break;
	case LINT_KT_ATTACH:
		if (id == LINT_KATTACH_XDP_FRAGS)
			snprintf(buf, sz, "%s, load flag of %s", f->name, ptype_name(ptype));
		else
			snprintf(buf, sz, "expected attach type %s of %s", f->name, ptype_name(ptype));
		break;
	case LINT_KT_HELPER:
		tver = ptype ? lint_kernel_helper_type_ver(ptype, id) : 0;
		if (tver == LINT_KVER_NEVER)
			snprintf(buf, sz, "%s, no helper of %s in any kernel up to %s", f->name,
				 ptype_name(ptype), bpflint_kernel_name(LINT_KVER_NEVER_UPTO, ver, sizeof(ver)));
		else if (tver > f->ver)
			snprintf(buf, sz, "%s, helper of %s since %s", f->name, ptype_name(ptype),
				 bpflint_kernel_name(tver, ver, sizeof(ver)));
		else
			snprintf(buf, sz, "%s, helper of %s", f->name, ptype_name(ptype));
		break;
	default:
		if (ptype || id == LINT_KI_TAIL_CALL_IN_CALLS)
			snprintf(buf, sz, "%s, in %s", f->name, ptype_name(ptype));
		else
			snprintf(buf, sz, "%s", f->name);
		break;
	}
	return buf;
}

int bpflint_kernel_parse(const char *s, unsigned int *ver)
{
	unsigned long maj, min;
	char *end;

	maj = strtoul(s, &end, 10);
	if (end == s || *end != '.' || maj < 3 || maj > 99)
		return -EINVAL;
	s = end + 1;
	min = strtoul(s, &end, 10);
	/* 6.18.44-foo: a patch level and a local suffix name their release */
	if (end == s || min > 255 || (*end && *end != '.' && *end != '-'))
		return -EINVAL;
	*ver = BPFLINT_KERNEL_VER(maj, min);
	return 0;
}

const char *bpflint_kernel_name(unsigned int ver, char *buf, size_t sz)
{
	if (ver >= LINT_KVER_NEVER)
		snprintf(buf, sz, "%s", "none");
	else
		snprintf(buf, sz, "%u.%u", ver / 256, ver % 256);
	return buf;
}

/* "REQUIREMENT; EVIDENCE" (the evidence only where @p was inferred) */
static const char *why_text(enum lint_ktable table, uint32_t id, const struct lint_ptype *p,
			    uint32_t ptype, char *buf, size_t sz)
{
	size_t n;

	lint_kreq_text(table, id, ptype, buf, sz);
	n = strlen(buf);
	if (p && lint_ptype_inferred(p) && n + 2 < sz) {
		memcpy(buf + n, "; ", 2);
		lint_ptype_text(p, buf + n + 2, sz - n - 2);
	}
	return buf;
}

const char *lint_kreq_why(const struct lint_obj *o, const struct lint_kreq *q, char *buf,
			  size_t sz)
{
	return why_text(q->table, q->id, q->sec ? &o->ptypes[q->sec] : NULL,
			q->ptype, buf, sz);
}

/* The result's fields of a decision, and back (bpflint.h) */
static void ptype_to_result(const struct lint_ptype *p, struct bpflint_result *r)
{
	r->kernel_why_cands = p ? p->cands : 0;
	r->kernel_why_admit = p ? p->admit : 0;
	r->kernel_why_ctx = p ? p->ctx_kind | (unsigned int)p->ctx_size << 8 |
			    (unsigned int)p->ctx_off << 16 : 0;
	r->kernel_why_helper = p ? p->helper : 0;
}

static void ptype_of_result(const struct bpflint_result *r, struct lint_ptype *p)
{
	memset(p, 0, sizeof(*p));
	p->type = r->kernel_why_ptype;
	p->cands = r->kernel_why_cands;
	p->admit = r->kernel_why_admit;
	p->ctx_kind = r->kernel_why_ctx & 0xff;
	p->ctx_size = (r->kernel_why_ctx >> 8) & 0xff;
	p->ctx_off = r->kernel_why_ctx >> 16;
	p->helper = r->kernel_why_helper;
}

void lint_kernel_result(const struct lint_obj *o, struct bpflint_result *res)
{
	size_t i;

	for (i = 0; i < o->nr_kreqs; i++) {
		const struct lint_kreq *q = &o->kreqs[i];

		if (q->ver <= res->kernel_min)
			continue;
		res->kernel_min = q->ver;
		res->kernel_why_table = q->table;
		res->kernel_why_id = q->id;
		res->kernel_why_ptype = q->ptype;
		ptype_to_result(q->sec ? &o->ptypes[q->sec] : NULL, res);
	}
}

const char *bpflint_kernel_why(const struct bpflint_result *r, char *buf, size_t sz)
{
	struct lint_ptype p;

	if (!r->kernel_min) {
		snprintf(buf, sz, "%s", "");
		return buf;
	}
	ptype_of_result(r, &p);
	return why_text(r->kernel_why_table, r->kernel_why_id, &p, r->kernel_why_ptype, buf, sz);
}
