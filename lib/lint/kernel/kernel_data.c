// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * What each kernel feature a BPF object can use needs: the mainline release
 * that added it, and the release each modelled program type got a helper.
 * bpf-lint's --kernel and kernel-min read it (lint_kernel.c). The rows are
 * data, the .tsv files of lib/lint/kernel/tables/ (its README.md says where
 * each comes from); the build makes them the static arrays of
 * "lint/kernel_tables.h" (gen_tables.awk there, into $(BUILD)/gen/). This
 * file looks them up.
 */
#include <stdlib.h>
#include <string.h>
#include <linux/bpf.h>

#include "lint/kernel/kernel_data.h"

/* A row of the per-(program type, helper) table, sorted by type, helper. */
struct lint_khtype {
	uint32_t ptype, helper;
	struct lint_kfeat f;
};

/* prog_types, map_types, map_flags, helpers, insns, attach_types and
 * helper_types: static arrays, one element a row */
#include "lint/kernel/kernel_tables.h"

static const struct lint_kfeat *find(const struct lint_kfeat *t, size_t nr, uint32_t id)
{
	size_t i;

	for (i = 0; i < nr; i++)
		if (t[i].id == id)
			return &t[i];
	return NULL;
}

#define FIND(t, id) find(t, sizeof(t) / sizeof(t[0]), id)

const struct lint_kfeat *lint_kernel_prog_type(uint32_t type)
{
	return FIND(prog_types, type);
}

const struct lint_kfeat *lint_kernel_map_type(uint32_t type)
{
	return FIND(map_types, type);
}

const struct lint_kfeat *lint_kernel_map_flag(uint32_t bit)
{
	return FIND(map_flags, bit);
}

const struct lint_kfeat *lint_kernel_helper(uint32_t id)
{
	return FIND(helpers, id);
}

const struct lint_kfeat *lint_kernel_helper_named(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < sizeof(helpers) / sizeof(helpers[0]); i++)
		if (strlen(helpers[i].name) == len + 4 && !strncmp(helpers[i].name + 4, name, len))
			return &helpers[i];
	return NULL;
}

const struct lint_kfeat *lint_kernel_attach(uint32_t attach)
{
	return FIND(attach_types, attach);
}

const struct lint_kfeat *lint_kernel_insn(enum lint_kinsn k)
{
	return k < LINT_KI_NR ? &insns[k] : NULL;
}

const struct lint_kfeat *lint_kernel_table(enum lint_ktable t, size_t *nr)
{
	switch (t) {
	case LINT_KT_PROG_TYPE:
		*nr = sizeof(prog_types) / sizeof(prog_types[0]);
		return prog_types;
	case LINT_KT_MAP_TYPE:
		*nr = sizeof(map_types) / sizeof(map_types[0]);
		return map_types;
	case LINT_KT_MAP_FLAG:
		*nr = sizeof(map_flags) / sizeof(map_flags[0]);
		return map_flags;
	case LINT_KT_HELPER:
		*nr = sizeof(helpers) / sizeof(helpers[0]);
		return helpers;
	case LINT_KT_ATTACH:
		*nr = sizeof(attach_types) / sizeof(attach_types[0]);
		return attach_types;
	default:
		*nr = LINT_KI_NR;
		return insns;
	}
}

static int cmp(const void *key, const void *elem)
{
	const struct lint_khtype *k = key, *e = elem;

	if (k->ptype != e->ptype)
		return k->ptype < e->ptype ? -1 : 1;
	return k->helper < e->helper ? -1 : k->helper > e->helper;
}

const struct lint_kfeat *lint_kernel_helper_type(uint32_t ptype, uint32_t helper)
{
	struct lint_khtype key = { ptype, helper, { 0 } };
	const struct lint_khtype *r;

	r = bsearch(&key, helper_types, sizeof(helper_types) / sizeof(helper_types[0]),
		    sizeof(helper_types[0]), cmp);
	return r ? &r->f : NULL;
}

unsigned int lint_kernel_helper_type_ver(uint32_t ptype, uint32_t helper)
{
	const struct lint_kfeat *f = lint_kernel_helper_type(ptype, helper);

	return f ? f->ver : 0;
}

bool lint_kernel_helper_types_modelled(uint32_t ptype)
{
	switch (ptype) {
	case BPF_PROG_TYPE_SOCKET_FILTER:
	case BPF_PROG_TYPE_SCHED_CLS:
	case BPF_PROG_TYPE_SCHED_ACT:
	case BPF_PROG_TYPE_XDP:
	case BPF_PROG_TYPE_LWT_IN:
	case BPF_PROG_TYPE_LWT_OUT:
	case BPF_PROG_TYPE_LWT_XMIT:
	case BPF_PROG_TYPE_LWT_SEG6LOCAL:
	case BPF_PROG_TYPE_CGROUP_SKB:
	case BPF_PROG_TYPE_SOCK_OPS:
	case BPF_PROG_TYPE_SK_SKB:
	case BPF_PROG_TYPE_CGROUP_DEVICE:
	case BPF_PROG_TYPE_SK_MSG:
	case BPF_PROG_TYPE_SK_REUSEPORT:
	case BPF_PROG_TYPE_FLOW_DISSECTOR:
	case BPF_PROG_TYPE_CGROUP_SYSCTL:
	case BPF_PROG_TYPE_SK_LOOKUP:
		return true;
	default:
		return false;
	}
}

/* The rows in order (for the unit test): the row's id is the helper's. */
const struct lint_kfeat *lint_kernel_helper_type_row(size_t i, uint32_t *ptype)
{
	if (i >= sizeof(helper_types) / sizeof(helper_types[0]))
		return NULL;
	*ptype = helper_types[i].ptype;
	return &helper_types[i].f;
}
