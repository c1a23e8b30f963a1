/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The program types a legacy tc/ip object's programs can have, by the names
 * iproute2 gives them (`tc exec bpf graft ... type cls`): one table
 * (prog_type.c) for the converter's --prog-type, bpf-lint's --type and the
 * planner's graft-type inference (convert/tailcalls.c).
 */
#ifndef BL_PROG_TYPE_H
#define BL_PROG_TYPE_H

#include <linux/bpf.h>

/* Rows of bl_prog_types[], in the order the commands list them. */
enum bl_prog_type_row {
	BL_PT_CLS, BL_PT_ACT, BL_PT_XDP, BL_PT_LWT_IN, BL_PT_LWT_OUT, BL_PT_LWT_XMIT,
	BL_NR_PROG_TYPES
};

struct bl_prog_type {
	const char *name;		/* iproute2's: cls, act, xdp, lwt_in, ... */
	enum bpf_prog_type type;
};

extern const struct bl_prog_type bl_prog_types[BL_NR_PROG_TYPES];

/* The row of program type @type, or -1. */
int bl_prog_type_of(enum bpf_prog_type type);
/* The row of the type libbpf gives section @sec (libbpf_prog_type_by_name():
 * classifier, tc, action, xdp, xdp.frags, lwt_in, ...), or -1. */
int bl_prog_type_of_section(const char *sec);
/* The row for @name: one of the table's names, or a section name as above. */
int bl_prog_type_find(const char *name);

#endif /* BL_PROG_TYPE_H */
