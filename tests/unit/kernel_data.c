// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Unit test for bpf-lint's kernel data (lib/lint/kernel/tables/features.tsv,
 * made C at build time, looked up by lib/lint/kernel/kernel_data.c): every row
 * against the UAPI header this tree builds with (helper ids and names,
 * program and map type values, flag bits), the helper releases in id
 * order (ids are handed out as helpers are merged), and a source on every
 * row; the per-(program type, helper) rows (helper_types.tsv): in
 * order, for modelled types and known helpers only, each later than the
 * helper or "never", with a source; the release parser.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <linux/bpf.h>

#include "bpflint.h"
#include "lint/kernel/kernel_data.h"

#define UNIT_NAME "kernel_data"
#include "unit.h"

/* The header's helpers by id, whichever FN() form it has. */
#define NAME_OF(x, ...) [BPF_FUNC_##x] = #x
static const char *const uapi_helpers[] = {
	__BPF_FUNC_MAPPER(NAME_OF)
};
#define NR_UAPI_HELPERS (sizeof(uapi_helpers) / sizeof(uapi_helpers[0]))

static void test_helpers(void)
{
	size_t nr, i, checked = 0;
	const struct lint_kfeat *t = lint_kernel_table(LINT_KT_HELPER, &nr);
	bool names = true, order = true, src = true;

	for (i = 0; i < nr; i++) {
		src &= t[i].src && strlen(t[i].src) >= 12;
		if (i && (t[i].id <= t[i - 1].id || t[i].ver < t[i - 1].ver))
			order = false;
		if (t[i].id >= NR_UAPI_HELPERS)
			continue;	/* newer than this header */
		checked++;
		if (!uapi_helpers[t[i].id] || strncmp(t[i].name, "bpf_", 4) ||
		    strcmp(t[i].name + 4, uapi_helpers[t[i].id])) {
			printf("  helper %u: table '%s', header '%s'\n", t[i].id, t[i].name,
			       uapi_helpers[t[i].id] ? uapi_helpers[t[i].id] : "(none)");
			names = false;
		}
	}
	CHECKF(names && checked > 150,
	       "every helper row names the helper the UAPI header gives its id (%zu of %zu rows in this header)",
	       checked, nr);
	CHECK("helper rows ascend by id, and no helper is older than one with a lower id", order);
	CHECK("every helper row cites a commit", src);
}

static void test_types(void)
{
	size_t nr, i;
	const struct lint_kfeat *p = lint_kernel_table(LINT_KT_PROG_TYPE, &nr);
	bool ok = nr >= 30;

	for (i = 0; i < nr; i++)
		ok &= p[i].id > BPF_PROG_TYPE_UNSPEC && p[i].src[0] &&
		      p[i].ver >= BPFLINT_KERNEL_VER(3, 19) && (!i || p[i].id > p[i - 1].id);
	CHECK("program type rows: UAPI values in order, each with its release and commit", ok);
	CHECK("sched_cls is 4.1, xdp 4.8",
	      lint_kernel_prog_type(BPF_PROG_TYPE_SCHED_CLS)->ver == BPFLINT_KERNEL_VER(4, 1) &&
	      lint_kernel_prog_type(BPF_PROG_TYPE_XDP)->ver == BPFLINT_KERNEL_VER(4, 8));
	p = lint_kernel_table(LINT_KT_MAP_TYPE, &nr);
	ok = nr >= 30;
	for (i = 0; i < nr; i++)
		ok &= p[i].id > BPF_MAP_TYPE_UNSPEC && p[i].src[0] && (!i || p[i].id > p[i - 1].id);
	CHECK("map type rows: UAPI values in order, each with its release and commit", ok);
	p = lint_kernel_table(LINT_KT_MAP_FLAG, &nr);
	ok = nr > 0;
	for (i = 0; i < nr; i++)
		ok &= p[i].id && !(p[i].id & (p[i].id - 1)) && p[i].src[0];
	CHECK("map flag rows are single bits with a source", ok);
	p = lint_kernel_table(LINT_KT_INSN, &nr);
	ok = nr == LINT_KI_NR;
	for (i = 0; i < nr; i++)
		ok &= p[i].id == i && p[i].name && p[i].ver && p[i].src && p[i].src[0];
	CHECK("every instruction kind has a row with its release and source", ok);
	p = lint_kernel_table(LINT_KT_ATTACH, &nr);
	ok = nr >= 10;
	for (i = 0; i < nr; i++)
		ok &= p[i].name && p[i].src && strlen(p[i].src) >= 12 && p[i].ver >= BPFLINT_KERNEL_VER(4, 17) &&
		      lint_kernel_attach(p[i].id) == &p[i];
	CHECK("attach type rows: a release, a commit, found by lookup", ok);
	CHECK("xdp/devmap 5.8, xdp/cpumap 5.9, xdp.frags 5.18, later than xdp's 4.8",
	      lint_kernel_attach(BPF_XDP_DEVMAP)->ver == BPFLINT_KERNEL_VER(5, 8) &&
	      lint_kernel_attach(BPF_XDP_CPUMAP)->ver == BPFLINT_KERNEL_VER(5, 9) &&
	      lint_kernel_attach(LINT_KATTACH_XDP_FRAGS)->ver == BPFLINT_KERNEL_VER(5, 18) &&
	      !lint_kernel_attach(BPF_XDP));
}

static void test_helper_types(void)
{
	unsigned int later = 0, never = 0, bad = 0;
	uint32_t pt = 0, prev_pt = 0, prev_id = 0;
	const struct lint_kfeat *r;
	size_t i;

	for (i = 0; (r = lint_kernel_helper_type_row(i, &pt)); i++) {
		const struct lint_kfeat *h = lint_kernel_helper(r->id);

		if (!h || !lint_kernel_helper_types_modelled(pt) || !r->src || strlen(r->src) < 12 ||
		    (i && (pt < prev_pt || (pt == prev_pt && r->id <= prev_id))) ||
		    lint_kernel_helper_type(pt, r->id) != r) {
			printf("  row %zu: type %u helper %u\n", i, pt, r->id);
			bad++;
		} else if (r->ver == LINT_KVER_NEVER) {
			never++;
		} else if (r->ver > h->ver && r->ver <= LINT_KVER_NEVER_UPTO) {
			later++;
		} else {
			printf("  row %zu: type %u helper %u: not later than the helper's release\n",
			       i, pt, r->id);
			bad++;
		}
		prev_pt = pt;
		prev_id = r->id;
	}
	CHECKF(!bad && later > 100 && never > 500,
	       "per-type helper rows: sorted, each found by lookup, a modelled type, a known helper, a source, later than the helper or never (%u later, %u never)",
	       later, never);
	CHECK("ECN: 5.3 for sched_cls, none for xdp, its own release (no row) for cgroup_skb; cgroup_sock_addr and kprobe not modelled",
	      lint_kernel_helper_type_ver(BPF_PROG_TYPE_SCHED_CLS, BPF_FUNC_skb_ecn_set_ce) ==
	      BPFLINT_KERNEL_VER(5, 3) &&
	      lint_kernel_helper_type_ver(BPF_PROG_TYPE_XDP, BPF_FUNC_skb_ecn_set_ce) == LINT_KVER_NEVER &&
	      !lint_kernel_helper_type(BPF_PROG_TYPE_CGROUP_SKB, BPF_FUNC_skb_ecn_set_ce) &&
	      lint_kernel_helper_types_modelled(BPF_PROG_TYPE_CGROUP_SKB) &&
	      !lint_kernel_helper_types_modelled(BPF_PROG_TYPE_CGROUP_SOCK_ADDR) &&
	      !lint_kernel_helper_types_modelled(BPF_PROG_TYPE_KPROBE));
	CHECK("sched_cls and sched_act share tc_cls_act_func_proto: the same rows",
	      lint_kernel_helper_type_ver(BPF_PROG_TYPE_SCHED_ACT, BPF_FUNC_strtol) ==
	      lint_kernel_helper_type_ver(BPF_PROG_TYPE_SCHED_CLS, BPF_FUNC_strtol) &&
	      lint_kernel_helper_type_ver(BPF_PROG_TYPE_SCHED_CLS, BPF_FUNC_strtol) ==
	      BPFLINT_KERNEL_VER(6, 1));
}

static void test_parse(void)
{
	unsigned int v = 0;
	char buf[16];

	CHECK("5.10 parses", !bpflint_kernel_parse("5.10", &v) && v == BPFLINT_KERNEL_VER(5, 10));
	CHECK("uname -r's 6.18.44-fc-v1300 is 6.18",
	      !bpflint_kernel_parse("6.18.44-fc-v1300", &v) && v == BPFLINT_KERNEL_VER(6, 18));
	CHECK("'5', '5.x', '2.6', '5.10x' are refused",
	      bpflint_kernel_parse("5", &v) == -EINVAL && bpflint_kernel_parse("5.x", &v) == -EINVAL &&
	      bpflint_kernel_parse("2.6", &v) == -EINVAL && bpflint_kernel_parse("5.10x", &v) == -EINVAL);
	CHECK("5.1 is named 5.1, not 5.01",
	      !strcmp(bpflint_kernel_name(BPFLINT_KERNEL_VER(5, 1), buf, sizeof(buf)), "5.1"));
	CHECK("no kernel is named none",
	      !strcmp(bpflint_kernel_name(BPFLINT_KERNEL_NONE, buf, sizeof(buf)), "none"));
}

int main(void)
{
	test_helpers();
	test_types();
	test_helper_types();
	test_parse();
	return unit_status();
}
