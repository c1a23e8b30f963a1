// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* The program-type vocabulary of prog_type.h. */
#include <string.h>

#include <bpf/libbpf.h>

#include "util/prog_type.h"

const struct bl_prog_type bl_prog_types[BL_NR_PROG_TYPES] = {
	[BL_PT_CLS]	 = { "cls", BPF_PROG_TYPE_SCHED_CLS },
	[BL_PT_ACT]	 = { "act", BPF_PROG_TYPE_SCHED_ACT },
	[BL_PT_XDP]	 = { "xdp", BPF_PROG_TYPE_XDP },
	[BL_PT_LWT_IN]	 = { "lwt_in", BPF_PROG_TYPE_LWT_IN },
	[BL_PT_LWT_OUT]	 = { "lwt_out", BPF_PROG_TYPE_LWT_OUT },
	[BL_PT_LWT_XMIT] = { "lwt_xmit", BPF_PROG_TYPE_LWT_XMIT },
};

int bl_prog_type_of(enum bpf_prog_type type)
{
	int i;

	for (i = 0; i < BL_NR_PROG_TYPES; i++)
		if (bl_prog_types[i].type == type)
			return i;
	return -1;
}

int bl_prog_type_of_section(const char *sec)
{
	enum bpf_attach_type attach;
	enum bpf_prog_type type;

	/*
	 * Every section name libbpf knows begins with a letter; iproute2's
	 * tail-call sections (ID/KEY) begin with a digit, and asking libbpf
	 * scans its whole table for each (a tenth of a small conversion's
	 * own instructions went to that).
	 */
	if (*sec >= '0' && *sec <= '9')
		return -1;
	if (libbpf_prog_type_by_name(sec, &type, &attach))
		return -1;
	return bl_prog_type_of(type);
}

int bl_prog_type_find(const char *name)
{
	int i;

	for (i = 0; i < BL_NR_PROG_TYPES; i++)
		if (!strcmp(bl_prog_types[i].name, name))
			return i;
	return bl_prog_type_of_section(name);
}
