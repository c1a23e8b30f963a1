// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The program type a section is judged as. An explicit --type wins; then
 * libbpf 1.1's section table (with the expected attach type it sets), then
 * a program type's stem ("socket/0"). A section none of them types is one
 * only a loader that sets the type loads: tc's filter (sched_cls), tc's
 * action (sched_act) or ip link's xdp. These are the candidates, whatever
 * the profile: libbpf's generic loaders load no such section at all. The
 * lwt types of `ip route ... encap bpf` are not among them: a program only
 * they admit keeps no admitting candidate.
 *
 * The object's own evidence narrows the candidates:
 * - a helper a candidate has in no kernel (kernel/tables/helper_types.tsv: the
 *   bpf_xdp_* helpers and bpf_redirect_map for tc, the bpf_skb_* ones for
 *   xdp) rules it out; .text's helpers count when the section calls
 *   subprograms, as the kernel minimum counts them;
 * - a context access struct xdp_md refuses rules out xdp: a read at or past
 *   its size (24), of egress_ifindex (20, devmap programs only), of another
 *   size than 4 bytes, any write, and LD_ABS/LD_IND;
 * - a pointer dereference of a word read from context offset 0 or 8 (xdp_md's
 *   data and data_meta, __sk_buff's len and mark: scalars the verifier
 *   never lets tc dereference) rules out sched_cls and sched_act.
 * The context is tracked only as far as it is certain: R1 at the first
 * instruction, its copies (64-bit moves), and the words read from it, along
 * straight-line code; every register is forgotten at a jump target and
 * after an exit or an unconditional jump, R0-R5 at a call, a register at
 * any other write to it, a packet pointer kept through 64-bit adds and
 * subtracts only. Subprograms, other entry points in the section, spills
 * to the stack and pointers into the context at an offset are not
 * followed: they prove nothing either way.
 *
 * Of the candidates left, those whose kernels have every helper it calls
 * admit the program; the one whose program type and helpers need the
 * oldest kernel is judged (sched_cls, sched_act, xdp in that order on a
 * tie), so the kernel minimum is the lowest over the types that load it.
 * None admits it: the minimum is "none", and the reason says so.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/libbpf.h>
#include <linux/bpf.h>

#include "elf/elf_model.h"
#include "lint/kernel/kernel_data.h"
#include "lint/kernel/prog_evidence.h"
#include "lint/model/lint_obj.h"
#include "lint/model/lint_progs.h"
#include "util/prog_type.h"

/* The candidates, in the order a tie is decided. */
static const uint8_t cand_rows[] = { BL_PT_CLS, BL_PT_ACT, BL_PT_XDP };
#define NR_CANDS	(sizeof(cand_rows) / sizeof(cand_rows[0]))
#define ROW_BIT(row)	(1u << (row))
#define TC_BITS		(ROW_BIT(BL_PT_CLS) | ROW_BIT(BL_PT_ACT))

#ifndef BPF_MEMSX
#define BPF_MEMSX	0x80
#endif

#define XDP_MD_SIZE	24	/* data ... egress_ifindex */
#define XDP_MD_EGRESS	20	/* egress_ifindex: BPF_XDP_DEVMAP only */

/* The type the section name (or --type) gives; 0 when it gives none. */
static uint32_t section_type(const struct lint_ptype_in *in, struct lint_ptype *p)
{
	enum bpf_attach_type attach;
	enum bpf_prog_type type;
	const char *sec = in->sec;
	char stem[64];
	size_t n;

	if (in->user_type)
		return in->user_type;
	/* asked only for names it knows: it warns about the others */
	if (lint_libbpf11_knows_section(sec) && !libbpf_prog_type_by_name(sec, &type, &attach)) {
		p->attach = attach;
		/* libbpf: "xdp.frags" and "xdp.frags/..." set BPF_F_XDP_HAS_FRAGS */
		p->frags = type == BPF_PROG_TYPE_XDP && !strncmp(sec, "xdp.frags", 9) &&
			   (!sec[9] || sec[9] == '/');
		return type;
	}
	n = strcspn(sec, "/");
	if (sec[n] && n < sizeof(stem) && lint_prog_type_stem(sec, n)) {
		memcpy(stem, sec, n);
		stem[n] = '\0';
		if (lint_libbpf11_knows_section(stem) &&
		    !libbpf_prog_type_by_name(stem, &type, &attach))
			return type;
	}
	return 0;
}

/* What a register is known to hold (see the top of the file). */
enum reg_kind { R_UNKNOWN, R_CTX, R_PKT };

struct ctx_scan {
	uint8_t reg[11];
	uint8_t *target;	/* per instruction: a jump lands there */
	struct lint_ptype *p;
};

static void forget_all(struct ctx_scan *c)
{
	memset(c->reg, R_UNKNOWN, sizeof(c->reg));
}

static void ctx_evidence(struct ctx_scan *c, enum lint_ctx_ev kind, unsigned int off,
			 unsigned int size)
{
	if (c->p->ctx_kind)
		return;	/* the first one found is named */
	c->p->ctx_kind = kind;
	c->p->ctx_off = off;
	c->p->ctx_size = size;
}

/* Mark every instruction a jump or a call of @s lands on. */
static void find_targets(const struct lint_ptype_in *in, size_t n, uint8_t *target)
{
	size_t k;

	for (k = 0; k < n; k++) {
		struct bpf_insn insn = bl_insn_at(in->elf, in->s, k);
		uint8_t cls = BPF_CLASS(insn.code), op = BPF_OP(insn.code);
		long to;

		if (insn.code == (BPF_LD | BPF_IMM | BPF_DW)) {
			k++;
			continue;
		}
		if (cls != BPF_JMP && cls != BPF_JMP32)
			continue;
		if (op == BPF_EXIT || (op == BPF_CALL && insn.src_reg != BPF_PSEUDO_CALL))
			continue;
		/* gotol (JMP32 JA) and bpf-to-bpf calls jump by imm */
		to = (long)k + 1 + ((op == BPF_JA && cls == BPF_JMP32) || op == BPF_CALL ?
				    insn.imm : insn.off);
		if (to >= 0 && (size_t)to < n)
			target[to] = 1;
	}
}

/* A load, store or atomic at @off of the register holding kind @base. */
static void mem_access(struct ctx_scan *c, uint8_t base, int16_t off, unsigned int size,
		       bool write)
{
	if (base == R_PKT) {
		ctx_evidence(c, LINT_CTX_PKT, 0, 0);
		return;
	}
	if (base != R_CTX)
		return;
	if (write || off < 0 || off >= XDP_MD_SIZE || off == XDP_MD_EGRESS || size != 4)
		ctx_evidence(c, LINT_CTX_SKB, off < 0 ? 0 : (unsigned int)off,
			     write ? LINT_CTX_SIZE_WRITE : size);
}

static unsigned int size_of(uint8_t code)
{
	switch (BPF_SIZE(code)) {
	case BPF_B:
		return 1;
	case BPF_H:
		return 2;
	case BPF_W:
		return 4;
	default:
		return 8;
	}
}

/* One instruction's effect on the registers, and what it proves. */
static void ctx_step(struct ctx_scan *c, struct bpf_insn insn)
{
	uint8_t cls = BPF_CLASS(insn.code), op = BPF_OP(insn.code), mode = BPF_MODE(insn.code);
	uint8_t dst = insn.dst_reg < 11 ? insn.dst_reg : 10, src = insn.src_reg < 11 ? insn.src_reg : 10;
	uint8_t was;

	switch (cls) {
	case BPF_LDX:
		was = c->reg[src];
		if (mode == BPF_MEM || mode == BPF_MEMSX)
			mem_access(c, was, insn.off, size_of(insn.code), false);
		c->reg[dst] = R_UNKNOWN;
		/* xdp_md's data and data_meta; __sk_buff's len and mark */
		if (was == R_CTX && mode == BPF_MEM && size_of(insn.code) == 4 &&
		    (insn.off == 0 || insn.off == 8))
			c->reg[dst] = R_PKT;
		break;
	case BPF_ST:
	case BPF_STX:
		mem_access(c, c->reg[dst], insn.off, size_of(insn.code), true);
		if (cls == BPF_STX && mode == BPF_ATOMIC) {	/* fetch: results land */
			c->reg[src] = R_UNKNOWN;
			c->reg[BPF_REG_0] = R_UNKNOWN;
		}
		break;
	case BPF_LD:
		if (mode == BPF_ABS || mode == BPF_IND) {
			/* skb loads: socket filters' and tc's, never xdp's */
			ctx_evidence(c, LINT_CTX_SKB, LINT_CTX_OFF_LD_ABS, LINT_CTX_SIZE_WRITE);
			memset(c->reg, R_UNKNOWN, 6);
		} else {
			c->reg[dst] = R_UNKNOWN;
		}
		break;
	case BPF_ALU64:
		if (op == BPF_MOV && BPF_SRC(insn.code) == BPF_X && !insn.off)
			c->reg[dst] = c->reg[src];
		else if (!(c->reg[dst] == R_PKT && (op == BPF_ADD || op == BPF_SUB)))
			c->reg[dst] = R_UNKNOWN;
		break;
	case BPF_ALU:
		c->reg[dst] = R_UNKNOWN;
		break;
	case BPF_JMP:
	case BPF_JMP32:
		if (op == BPF_CALL)
			memset(c->reg, R_UNKNOWN, 6);
		else if (op == BPF_EXIT || op == BPF_JA)
			forget_all(c);	/* what follows is reached by a jump */
		break;
	}
}

/* The context evidence of @in's own instructions: 0 or -ENOMEM. */
static int scan_ctx(const struct lint_ptype_in *in, struct lint_ptype *p)
{
	size_t k, n = bl_insn_count(in->s);
	struct ctx_scan c = { .p = p };

	c.target = calloc(n ? n : 1, 1);
	if (!c.target)
		return -ENOMEM;
	find_targets(in, n, c.target);
	forget_all(&c);
	c.reg[BPF_REG_1] = R_CTX;
	for (k = 0; k < n && !p->ctx_kind; k++) {
		struct bpf_insn insn = bl_insn_at(in->elf, in->s, k);

		if (k && c.target[k])
			forget_all(&c);
		ctx_step(&c, insn);
		if (insn.code == (BPF_LD | BPF_IMM | BPF_DW))
			k++;
	}
	free(c.target);
	return 0;
}

/*
 * What the helpers of one section say of the candidates: each one's
 * oldest kernel for them, those some helper never reaches, and for each
 * of these the first such helper and its instruction.
 */
struct helper_sum {
	unsigned int ver[NR_CANDS];
	uint8_t never;			/* ROW_BIT()s */
	uint32_t first[NR_CANDS];	/* the first helper it never has */
	size_t first_at[NR_CANDS];	/* and where it is called */
	bool calls;			/* the section calls subprograms */
};

/* .text's helper_sum, made once for every program that calls it. */
struct text_sum {
	bool done;
	struct helper_sum sum;
};

static void sum_helpers(const struct bl_elf *elf, const struct bl_section *s,
			struct helper_sum *sum)
{
	size_t k, c, n = bl_insn_count(s);

	memset(sum, 0, sizeof(*sum));
	for (k = 0; k < n; k++) {
		struct bpf_insn insn = bl_insn_at(elf, s, k);
		const struct lint_kfeat *h;

		if (insn.code == (BPF_LD | BPF_IMM | BPF_DW)) {
			k++;
			continue;
		}
		if (insn.code != (BPF_JMP | BPF_CALL))
			continue;
		if (insn.src_reg == BPF_PSEUDO_CALL)
			sum->calls = true;
		if (insn.src_reg || !(h = lint_kernel_helper(insn.imm)))
			continue;
		for (c = 0; c < NR_CANDS; c++) {
			uint32_t type = bl_prog_types[cand_rows[c]].type;
			unsigned int tver = lint_kernel_helper_type_ver(type, insn.imm);

			if (tver == LINT_KVER_NEVER && !(sum->never & ROW_BIT(cand_rows[c]))) {
				sum->never |= ROW_BIT(cand_rows[c]);
				sum->first[c] = insn.imm;
				sum->first_at[c] = k;
			}
			if (tver < h->ver)
				tver = h->ver;
			if (tver > sum->ver[c])
				sum->ver[c] = tver;
		}
	}
}

/*
 * Count @sum's helpers in each candidate's oldest kernel @ver; rule out
 * the candidates one never reaches, naming the first helper (in call
 * order) that rules out one still admitted, unless a helper is named.
 */
static void add_helpers(const struct helper_sum *sum, unsigned int *ver, struct lint_ptype *p)
{
	size_t c, at = SIZE_MAX;
	uint32_t helper = 0;

	for (c = 0; c < NR_CANDS; c++) {
		if ((sum->never & p->admit & ROW_BIT(cand_rows[c])) && sum->first_at[c] < at) {
			at = sum->first_at[c];
			helper = sum->first[c];
		}
		if (sum->ver[c] > ver[c])
			ver[c] = sum->ver[c];
	}
	if (at != SIZE_MAX && !p->helper)
		p->helper = helper;
	p->admit &= ~sum->never;
}

/* The candidate judged where none admits the program: the one the context
 * evidence leaves, else the first. */
static uint32_t fallback_type(const struct lint_ptype *p)
{
	return p->ctx_kind == LINT_CTX_PKT ? BPF_PROG_TYPE_XDP : BPF_PROG_TYPE_SCHED_CLS;
}

/* lint_ptype_decide(), .text's helpers summed in @text once for all. */
static int decide(const struct lint_ptype_in *in, struct text_sum *text, struct lint_ptype *p)
{
	unsigned int ver[NR_CANDS], best = 0;
	struct helper_sum own;
	size_t c;
	int err;

	memset(p, 0, sizeof(*p));
	p->type = section_type(in, p);
	if (p->type)
		return 0;
	for (c = 0; c < NR_CANDS; c++) {
		const struct lint_kfeat *f = lint_kernel_prog_type(bl_prog_types[cand_rows[c]].type);

		p->cands |= ROW_BIT(cand_rows[c]);
		ver[c] = f ? f->ver : 0;
	}
	p->admit = p->cands;
	/* the helpers first: a helper is the evidence named first */
	sum_helpers(in->elf, in->s, &own);
	add_helpers(&own, ver, p);
	if (own.calls && in->text && in->text != in->s) {
		if (!text->done)
			sum_helpers(in->elf, in->text, &text->sum);
		text->done = true;
		add_helpers(&text->sum, ver, p);
	}
	err = scan_ctx(in, p);
	if (err)
		return err;
	if (p->ctx_kind == LINT_CTX_SKB)
		p->admit &= ~ROW_BIT(BL_PT_XDP);
	else if (p->ctx_kind == LINT_CTX_PKT)
		p->admit &= ~TC_BITS;
	p->type = fallback_type(p);
	for (c = 0; c < NR_CANDS; c++) {
		if (!(p->admit & ROW_BIT(cand_rows[c])) || (best && ver[c] >= best))
			continue;
		best = ver[c];
		p->type = bl_prog_types[cand_rows[c]].type;
	}
	return 0;
}

int lint_ptype_decide(const struct lint_ptype_in *in, struct lint_ptype *p)
{
	struct text_sum text = { .done = false };

	return decide(in, &text, p);
}

int lint_ptype_decide_all(const struct lint_obj *o, struct lint_ptype **out)
{
	size_t i, text = o->elf ? bl_elf_find_section(o->elf, ".text") : 0;
	struct text_sum text_sum = { .done = false };
	struct lint_ptype *p;
	int err;

	*out = NULL;
	if (!o->elf)
		return 0;
	p = calloc(o->elf->nr_secs, sizeof(*p));
	if (!p)
		return -ENOMEM;
	for (i = 1; i < o->elf->nr_secs; i++) {
		const struct bl_section *s = &o->elf->secs[i];
		struct lint_ptype_in in = {
			.sec = s->name, .elf = o->elf, .s = s,
			.text = text && o->nr_funcs[text] ? &o->elf->secs[text] : NULL,
			.user_type = o->opts->prog_type,
		};

		if (i == text || !bl_sec_is_prog(s) || !o->nr_funcs[i])
			continue;
		err = decide(&in, &text_sum, &p[i]);
		if (err) {
			free(p);
			return err;
		}
	}
	*out = p;
	return 0;
}

static const char *type_name(uint32_t type)
{
	const struct lint_kfeat *f = lint_kernel_prog_type(type);

	return f ? f->name : "?";
}

/* The names of the candidates in @bits, ", "-separated, at @buf + *@at. */
static void put_types(char *buf, size_t sz, size_t *at, uint8_t bits)
{
	const char *sep = "";
	size_t c;

	for (c = 0; c < NR_CANDS; c++) {
		if (!(bits & ROW_BIT(cand_rows[c])))
			continue;
		if (*at < sz)
			*at += snprintf(buf + *at, sz - *at, "%s%s", sep,
					type_name(bl_prog_types[cand_rows[c]].type));
		sep = ", ";
	}
}

/* Append to @buf (of @sz, *@at used): printf-style, with ", " between. */
__attribute__((format(printf, 5, 6)))
static void put(char *buf, size_t sz, size_t *at, bool *first, const char *fmt, ...)
{
	va_list ap;

	if (*at >= sz)
		return;
	if (!*first)
		*at += snprintf(buf + *at, sz - *at, ", ");
	*first = false;
	if (*at >= sz)
		return;
	va_start(ap, fmt);
	*at += vsnprintf(buf + *at, sz - *at, fmt, ap);
	va_end(ap);
}

const char *lint_ptype_text(const struct lint_ptype *p, char *buf, size_t sz)
{
	const struct lint_kfeat *h = p->helper ? lint_kernel_helper(p->helper) : NULL;
	bool first = true;
	size_t at = 0;
	int nr = __builtin_popcount(p->admit);

	if (!sz)
		return buf;
	buf[0] = '\0';
	if (!lint_ptype_inferred(p))
		return buf;
	at = snprintf(buf, sz, "%s: ", type_name(p->type));
	if (h)
		put(buf, sz, &at, &first, "calls %s", h->name);
	if (p->ctx_kind == LINT_CTX_PKT)
		put(buf, sz, &at, &first, "dereferences xdp_md's data");
	else if (p->ctx_kind == LINT_CTX_SKB && p->ctx_off == LINT_CTX_OFF_LD_ABS)
		put(buf, sz, &at, &first, "LD_ABS/LD_IND (not xdp)");
	else if (p->ctx_kind == LINT_CTX_SKB && p->ctx_size == LINT_CTX_SIZE_WRITE)
		put(buf, sz, &at, &first, "writes ctx+%u (not xdp)", p->ctx_off);
	else if (p->ctx_kind == LINT_CTX_SKB && p->ctx_size == 4)
		put(buf, sz, &at, &first, "reads ctx+%u (not xdp)", p->ctx_off);
	else if (p->ctx_kind == LINT_CTX_SKB)
		put(buf, sz, &at, &first, "reads ctx+%u, %u bytes (not xdp)", p->ctx_off,
		    p->ctx_size);
	if (nr > 1) {
		put(buf, sz, &at, &first, "the oldest of ");
		put_types(buf, sz, &at, p->admit);
	} else if (!nr) {
		put(buf, sz, &at, &first, "no tc/ip type loads it");
	} else if (first) {
		put(buf, sz, &at, &first, "the only type of ");
		put_types(buf, sz, &at, p->cands);
	}
	return buf;
}
