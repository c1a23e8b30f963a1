// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The one program-type vocabulary (lib/util/prog_type.c): every row is a
 * distinct kernel program type; iproute2's names and the section names
 * libbpf gives those types find their row; libbpf's type strings, section
 * names of other types, tail-call sections and iproute2 names used as
 * section names do not.
 */
#include <string.h>

#include <bpf/libbpf.h>

#include "util/prog_type.h"

#define UNIT_NAME "prog_type"
#include "unit.h"

int main(void)
{
	static const struct { const char *name; int row; } find[] = {
		{ "cls", BL_PT_CLS }, { "act", BL_PT_ACT }, { "xdp", BL_PT_XDP },
		{ "lwt_in", BL_PT_LWT_IN }, { "lwt_out", BL_PT_LWT_OUT },
		{ "lwt_xmit", BL_PT_LWT_XMIT },
		{ "classifier", BL_PT_CLS }, { "tc", BL_PT_CLS }, { "action", BL_PT_ACT },
		{ "xdp.frags", BL_PT_XDP }, { "xdp/devmap", BL_PT_XDP },
		{ "sched_cls", -1 }, { "socket", -1 }, { "lwt_seg6local", -1 },
		{ "1/0", -1 }, { "classifier/x", -1 }, { "", -1 }, { "bogus", -1 },
	};
	size_t i, j;

	for (i = 0; i < BL_NR_PROG_TYPES; i++) {
		CHECKF(bl_prog_types[i].name && libbpf_bpf_prog_type_str(bl_prog_types[i].type),
		       "row %zu (%s) is a program type libbpf names (%s)", i,
		       bl_prog_types[i].name, libbpf_bpf_prog_type_str(bl_prog_types[i].type));
		CHECKF(bl_prog_type_of(bl_prog_types[i].type) == (int)i,
		       "row %zu is the only row of its type", i);
		for (j = 0; j < i; j++)
			CHECKF(strcmp(bl_prog_types[i].name, bl_prog_types[j].name),
			       "rows %zu and %zu have distinct names", j, i);
	}
	CHECK("a type outside the table has no row", bl_prog_type_of(BPF_PROG_TYPE_KPROBE) == -1);
	for (i = 0; i < sizeof(find) / sizeof(find[0]); i++)
		CHECKF(bl_prog_type_find(find[i].name) == find[i].row,
		       "bl_prog_type_find(\"%s\") is row %d (got %d)", find[i].name,
		       find[i].row, bl_prog_type_find(find[i].name));
	CHECK("iproute2's name 'cls' is no section name libbpf types",
	      bl_prog_type_of_section("cls") == -1);
	CHECK("section 'classifier' is SCHED_CLS's row",
	      bl_prog_type_of_section("classifier") == BL_PT_CLS);
	return unit_status();
}
