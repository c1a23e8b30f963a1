// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The one decision of a program section's type (lib/lint/kernel/prog_evidence.c):
 * --type and the section names libbpf types win over any evidence; in a
 * section they do not type, an XDP-only helper (bpf_xdp_adjust_head,
 * bpf_redirect_map, bpf_xdp_adjust_tail, bpf_xdp_adjust_meta) or a
 * dereferenced ctx->data makes it xdp, an skb-only helper or a context
 * access xdp_md refuses (offset past it, a narrow read, a write, LD_ABS)
 * leaves tc's types, no evidence leaves all three and the oldest is judged,
 * contradicting evidence leaves none; .text's helpers count only when the
 * section calls it; the context is forgotten at a jump target and when R1
 * is overwritten; the reason names the evidence.
 */
#include <string.h>

#include <linux/bpf.h>

#include "elf/elf_model.h"
#include "lint/kernel/prog_evidence.h"
#include "util/prog_type.h"

#define UNIT_NAME "prog_evidence"
#include "unit.h"

#define INSN(c, d, s, o, i) ((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), .off = (o), .imm = (i) })
#define CALL(id)	INSN(BPF_JMP | BPF_CALL, 0, 0, 0, id)
#define SUBCALL(rel)	INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, rel)
#define EXIT		INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)
#define MOV0		INSN(BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, 2)
#define LDXW(d, s, o)	INSN(BPF_LDX | BPF_MEM | BPF_W, d, s, o, 0)
#define LDXB(d, s, o)	INSN(BPF_LDX | BPF_MEM | BPF_B, d, s, o, 0)
#define STXW(d, s, o)	INSN(BPF_STX | BPF_MEM | BPF_W, d, s, o, 0)
#define MOVX(d, s)	INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define ADDK(d, k)	INSN(BPF_ALU64 | BPF_ADD | BPF_K, d, 0, 0, k)
#define JEQK(d, k, o)	INSN(BPF_JMP | BPF_JEQ | BPF_K, d, 0, o, k)

#define MASK(...)	(mask_of((const int[]){ __VA_ARGS__, -1 }))
static uint8_t mask_of(const int *rows)
{
	uint8_t m = 0;

	for (; *rows >= 0; rows++)
		m |= 1u << *rows;
	return m;
}

static struct bl_elf elf;	/* host byte order */
static struct bl_section text_sec;

static struct lint_ptype decide(const char *sec, const struct bpf_insn *insns, size_t n,
				uint32_t user_type, bool with_text)
{
	struct bl_section s = { .name = (char *)sec, .data = (unsigned char *)insns,
				.size = n * sizeof(*insns) };
	struct lint_ptype_in in = { sec, &elf, &s, with_text ? &text_sec : NULL, user_type };
	struct lint_ptype p;

	CHECKF(!lint_ptype_decide(&in, &p), "%s: decided", sec);
	return p;
}

#define DECIDE(sec, user, text, ...) ({ \
	static const struct bpf_insn _i[] = { __VA_ARGS__ }; \
	decide(sec, _i, sizeof(_i) / sizeof(_i[0]), user, text); })

static bool text_is(const struct lint_ptype *p, const char *want)
{
	char buf[256];

	lint_ptype_text(p, buf, sizeof(buf));
	if (strcmp(buf, want))
		printf("  text '%s', want '%s'\n", buf, want);
	return !strcmp(buf, want);
}

static void test_settled(void)
{
	struct lint_ptype p;

	p = DECIDE("xdp", 0, false, CALL(BPF_FUNC_skb_store_bytes), EXIT);
	CHECK("section 'xdp' is xdp whatever it calls, inferred from nothing",
	      p.type == BPF_PROG_TYPE_XDP && !lint_ptype_inferred(&p) &&
	      !p.cands && text_is(&p, ""));
	p = DECIDE("xdp/devmap", 0, false, MOV0, EXIT);
	CHECK("section 'xdp/devmap' carries libbpf's expected attach type",
	      p.type == BPF_PROG_TYPE_XDP && p.attach == BPF_XDP_DEVMAP && !p.frags);
	p = DECIDE("xdp.frags", 0, false, MOV0, EXIT);
	CHECK("section 'xdp.frags' sets the frags load flag", p.type == BPF_PROG_TYPE_XDP && p.frags);
	p = DECIDE("classifier", 0, false, CALL(BPF_FUNC_xdp_adjust_head), EXIT);
	CHECK("section 'classifier' stays sched_cls though it calls bpf_xdp_adjust_head",
	      p.type == BPF_PROG_TYPE_SCHED_CLS && !p.cands);
	p = DECIDE("socket/0", 0, false, MOV0, EXIT);
	CHECK("a type's stem ('socket/0') is socket_filter", p.type == BPF_PROG_TYPE_SOCKET_FILTER && !p.cands);
	p = DECIDE("xdp-decap", BPF_PROG_TYPE_SCHED_ACT, false, CALL(BPF_FUNC_xdp_adjust_head), EXIT);
	CHECK("--type wins over the evidence", p.type == BPF_PROG_TYPE_SCHED_ACT && !p.cands);
	p = DECIDE("tc", BPF_PROG_TYPE_XDP, false, MOV0, EXIT);
	CHECK("--type wins over the section name", p.type == BPF_PROG_TYPE_XDP && !p.attach);
}

static void test_helpers(void)
{
	static const uint32_t xdp_only[] = {
		BPF_FUNC_xdp_adjust_head, BPF_FUNC_redirect_map, BPF_FUNC_xdp_adjust_meta,
		BPF_FUNC_xdp_adjust_tail,
	};
	struct lint_ptype p;
	size_t i;

	for (i = 0; i < sizeof(xdp_only) / sizeof(xdp_only[0]); i++) {
		struct bpf_insn prog[] = { CALL(xdp_only[i]), EXIT };
		char want[64];

		p = decide("xdp-decap", prog, 2, 0, false);
		snprintf(want, sizeof(want), "xdp: calls bpf_%s",
			 xdp_only[i] == BPF_FUNC_xdp_adjust_head ? "xdp_adjust_head" :
			 xdp_only[i] == BPF_FUNC_redirect_map ? "redirect_map" :
			 xdp_only[i] == BPF_FUNC_xdp_adjust_meta ? "xdp_adjust_meta" : "xdp_adjust_tail");
		CHECKF(p.type == BPF_PROG_TYPE_XDP && p.cands == MASK(BL_PT_CLS, BL_PT_ACT, BL_PT_XDP) &&
		       p.admit == MASK(BL_PT_XDP) && p.helper == xdp_only[i] && text_is(&p, want),
		       "helper %u in an unknown section: only xdp admits it, the reason says '%s'",
		       xdp_only[i], want);
	}
	p = DECIDE("egress", 0, false, CALL(BPF_FUNC_skb_store_bytes), EXIT);
	CHECK("bpf_skb_store_bytes leaves tc's two types, the oldest judged (sched_cls on a tie)",
	      p.type == BPF_PROG_TYPE_SCHED_CLS && p.admit == MASK(BL_PT_CLS, BL_PT_ACT) &&
	      text_is(&p, "sched_cls: calls bpf_skb_store_bytes, the oldest of sched_cls, sched_act"));
	p = DECIDE("prog", 0, false, CALL(BPF_FUNC_map_lookup_elem), EXIT);
	CHECK("no evidence: every candidate admits it, sched_cls is the oldest",
	      p.type == BPF_PROG_TYPE_SCHED_CLS && p.admit == p.cands && p.cands == MASK(BL_PT_CLS, BL_PT_ACT, BL_PT_XDP) &&
	      text_is(&p, "sched_cls: the oldest of sched_cls, sched_act, xdp"));
	p = DECIDE("mixed", 0, false, CALL(BPF_FUNC_xdp_adjust_head), CALL(BPF_FUNC_skb_store_bytes), EXIT);
	CHECK("an xdp-only and an skb-only helper: no candidate admits it, and the reason says so",
	      !p.admit && p.cands && p.helper == BPF_FUNC_xdp_adjust_head &&
	      text_is(&p, "sched_cls: calls bpf_xdp_adjust_head, no tc/ip type loads it"));
}

static void test_text(void)
{
	static const struct bpf_insn sub[] = { CALL(BPF_FUNC_xdp_adjust_tail), EXIT };
	struct lint_ptype p;

	text_sec = (struct bl_section){ .name = ".text", .data = (unsigned char *)sub,
					.size = sizeof(sub) };
	p = DECIDE("xdp_sock", 0, true, SUBCALL(1), EXIT, MOV0, EXIT);
	CHECK(".text's helpers count when the section calls a subprogram",
	      p.type == BPF_PROG_TYPE_XDP && p.helper == BPF_FUNC_xdp_adjust_tail);
	p = DECIDE("xdp_sock", 0, true, MOV0, EXIT);
	CHECK("... and not when it calls none", p.type == BPF_PROG_TYPE_SCHED_CLS && p.admit == p.cands);
}

static void test_ctx(void)
{
	struct lint_ptype p;

	p = DECIDE("parse", 0, false, LDXW(2, 1, 4), LDXW(1, 1, 0), MOVX(3, 1), ADDK(3, 14),
		   LDXB(0, 1, 12), EXIT);
	CHECK("ctx->data dereferenced (after copies and adds): xdp, named",
	      p.type == BPF_PROG_TYPE_XDP && p.ctx_kind == LINT_CTX_PKT && p.admit == MASK(BL_PT_XDP) &&
	      text_is(&p, "xdp: dereferences xdp_md's data"));
	p = DECIDE("parse", 0, false, LDXW(1, 1, 0), ADDK(1, 14), LDXB(0, 1, 0), EXIT);
	CHECK("a packet pointer kept through a 64-bit add", p.ctx_kind == LINT_CTX_PKT);
	p = DECIDE("ingress", 0, false, LDXW(2, 1, 76), EXIT);
	CHECK("a read at __sk_buff's data (76) is past xdp_md: tc's types, named",
	      p.type == BPF_PROG_TYPE_SCHED_CLS && p.ctx_kind == LINT_CTX_SKB && p.ctx_off == 76 &&
	      p.admit == MASK(BL_PT_CLS, BL_PT_ACT) &&
	      text_is(&p, "sched_cls: reads ctx+76 (not xdp), the oldest of sched_cls, sched_act"));
	p = DECIDE("ingress", 0, false, INSN(BPF_LDX | BPF_MEM | BPF_H, 2, 1, 16, 0), EXIT);
	CHECK("a narrow read (skb->protocol) is no xdp_md access", p.ctx_kind == LINT_CTX_SKB && p.ctx_size == 2);
	p = DECIDE("ingress", 0, false, MOVX(6, 1), STXW(6, 2, 8), EXIT);
	CHECK("a write through a copy of ctx (skb->mark =) rules xdp out",
	      p.ctx_kind == LINT_CTX_SKB && !p.ctx_size && p.ctx_off == 8 &&
	      text_is(&p, "sched_cls: writes ctx+8 (not xdp), the oldest of sched_cls, sched_act"));
	p = DECIDE("ingress", 0, false, MOVX(6, 1), INSN(BPF_LD | BPF_ABS | BPF_B, 0, 0, 0, 23), EXIT);
	CHECK("LD_ABS rules xdp out", p.ctx_kind == LINT_CTX_SKB && !(p.admit & MASK(BL_PT_XDP)));
	p = DECIDE("ingress", 0, false, LDXW(2, 1, 20), EXIT);
	CHECK("xdp_md's egress_ifindex is a devmap program's only: not ip link's xdp",
	      p.ctx_kind == LINT_CTX_SKB && p.ctx_off == 20);
	p = DECIDE("both", 0, false, LDXW(2, 1, 0), LDXW(3, 1, 4), LDXW(4, 1, 16), EXIT);
	CHECK("u32 reads inside xdp_md, never dereferenced, prove nothing",
	      !p.ctx_kind && p.admit == p.cands);
	p = DECIDE("mark", 0, false, LDXW(2, 1, 8), JEQK(2, 0, 1), MOV0, EXIT);
	CHECK("a word compared is no pointer", !p.ctx_kind);
	p = DECIDE("tgt", 0, false, JEQK(1, 0, 1), MOV0, LDXW(2, 1, 76), EXIT);
	CHECK("the context is forgotten at a jump target", !p.ctx_kind && p.admit == p.cands);
	p = DECIDE("clob", 0, false, MOV0, MOVX(1, 0), LDXW(2, 1, 76), EXIT);
	CHECK("... and where R1 is overwritten", !p.ctx_kind);
	p = DECIDE("call", 0, false, CALL(BPF_FUNC_ktime_get_ns), LDXW(2, 1, 76), EXIT);
	CHECK("... and after a helper call (R1-R5)", !p.ctx_kind);
	p = DECIDE("call", 0, false, MOVX(6, 1), CALL(BPF_FUNC_ktime_get_ns), LDXW(2, 6, 76), EXIT);
	CHECK("a copy in R6 outlives the call", p.ctx_kind == LINT_CTX_SKB);
	p = DECIDE("after", 0, false, EXIT, LDXW(2, 1, 76), EXIT);
	CHECK("... and nothing is known after an exit", !p.ctx_kind);
	p = DECIDE("pktskb", 0, false, LDXW(1, 1, 0), LDXB(0, 1, 0), CALL(BPF_FUNC_skb_store_bytes), EXIT);
	CHECK("ctx->data dereferenced and an skb-only helper: none admits it, xdp judged",
	      !p.admit && p.type == BPF_PROG_TYPE_XDP);
}

int main(void)
{
	test_settled();
	test_helpers();
	test_text();
	test_ctx();
	return unit_status();
}
