// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Unit tests for the lint catalogue, section table, helper table and the
 * never-clean guarantee for objects libbpf refuses. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpflint.h"
#include "lint/model/lint_progs.h"
#include <bpf/libbpf.h>

#define UNIT_NAME "lint_rules"
#include "unit.h"


static bool kebab(const char *s)
{
	if (!*s || *s == '-')
		return false;
	for (; *s; s++)
		if (!islower((unsigned char)*s) && !isdigit((unsigned char)*s) && *s != '-')
			return false;
	return true;
}

static void test_catalogue(void)
{
	size_t nr, i, j;
	const struct bpflint_rule *r = bpflint_rules(&nr);
	bool ok = nr >= 25, uniq = true;

	for (i = 0; i < nr; i++) {
		ok &= kebab(r[i].id) && r[i].summary[0] && r[i].hint[0] &&
		      strstr(r[i].doc, "```") != NULL &&
		      bpflint_rule_index(r[i].id) == (int)i;
		for (j = 0; j < i; j++)
			uniq &= strcmp(r[i].id, r[j].id) != 0;
	}
	CHECK("every rule has a kebab-case id, summary, hint and a doc example", ok);
	CHECK("rule ids are unique", uniq);
	CHECK("unknown rule ids are not found", bpflint_rule_index("no-such-rule") < 0);
	/* a user's copy of an id (a waiver, --disable) finds it as the
	 * catalogue's own string does */
	for (i = 0, ok = true; i < nr; i++) {
		char copy[64];

		snprintf(copy, sizeof(copy), "%s", r[i].id);
		ok &= bpflint_rule_index(copy) == (int)i;
	}
	CHECK("a copy of each rule id finds its rule", ok);
}

static void test_sections(void)
{
	CHECK("libbpf 1.1 types tc, classifier, action, xdp, ?xdp, kprobe/x",
	      lint_libbpf11_knows_section("tc") && lint_libbpf11_knows_section("classifier") &&
	      lint_libbpf11_knows_section("action") && lint_libbpf11_knows_section("xdp") &&
	      lint_libbpf11_knows_section("?xdp") && lint_libbpf11_knows_section("kprobe/x") &&
	      lint_libbpf11_knows_section("kprobe"));
	CHECK("libbpf 1.1 does not type ingress, classifier/foo, 1/0, xdp_prog, kprobex, tc/ingress",
	      !lint_libbpf11_knows_section("ingress") &&
	      !lint_libbpf11_knows_section("classifier/foo") &&
	      !lint_libbpf11_knows_section("1/0") && !lint_libbpf11_knows_section("xdp_prog") &&
	      !lint_libbpf11_knows_section("kprobex") &&
	      !lint_libbpf11_knows_section("tc/ingress"));
}

static void test_helpers(void)
{
	const char *n = NULL;

	CHECK("bpf_trace_printk (6), bpf_probe_read (4), bpf_perf_event_output (25), bpf_get_stackid (27) are GPL-only",
	      lint_gpl_only_helper(6, &n) && lint_gpl_only_helper(4, &n) &&
	      lint_gpl_only_helper(25, &n) && lint_gpl_only_helper(27, &n));
	CHECK("bpf_map_lookup_elem (1) and bpf_tail_call (12) are not GPL-only",
	      !lint_gpl_only_helper(1, &n) && !lint_gpl_only_helper(12, &n));
}

static void test_never_clean(void)
{
	static const char junk[] = "\177ELF but not really an object at all";
	BL_OPTS(bpflint_opts, opts);
	struct bpflint_result res = { .sz = sizeof(res) };
	size_t i;
	bool err = false;

	bpflint_lint_mem(junk, sizeof(junk), "junk.o", &opts, &res);
	for (i = 0; i < res.nr_findings; i++)
		err |= res.findings[i].severity == BL_ERROR;
	CHECK("an object libbpf refuses is never reported clean",
	      !res.libbpf_open && !res.libbpf_ok && err);
	bpflint_result_fini(&res);
}

static int host_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

/* The library borrows libbpf's one print callback only while it runs. */
static void test_print_restored(void)
{
	static const char junk[] = "\177ELF not an object";
	BL_OPTS(bpflint_opts, opts);
	struct bpflint_result res = { .sz = sizeof(res) };
	struct bpflint_run *run = NULL;
	const char *paths[] = { "/nonexistent/x.o" };
	libbpf_print_fn_t before;

	libbpf_set_print(host_print);
	bpflint_lint_mem(junk, sizeof(junk), "junk.o", &opts, &res);
	bpflint_result_fini(&res);
	before = libbpf_set_print(host_print);
	CHECK("bpflint_lint_mem puts the host's libbpf print callback back", before == host_print);
	bpflint_lint_files(paths, 1, &opts, &run);
	bpflint_run_free(run);
	before = libbpf_set_print(NULL);
	CHECK("bpflint_lint_files puts the host's libbpf print callback back", before == host_print);
}

int main(void)
{
	test_catalogue();
	test_sections();
	test_helpers();
	test_never_clean();
	test_print_restored();
	return unit_status();
}
