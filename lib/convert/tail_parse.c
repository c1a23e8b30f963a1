// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Tail-call section names, parsed exactly like iproute2's sscanf("%i/%i"). */
#include <stdio.h>

#include "convert/tail_parse.h"

bool bl_tail_parse(const char *sec, uint32_t *id, uint32_t *key)
{
	int i, k;

	/* same conversion iproute2 uses: %i takes 0x hex, 0 octal, signs */
	if (sscanf(sec, "%i/%i", &i, &k) != 2)
		return false;
	*id = (uint32_t)i;
	*key = (uint32_t)k;
	return true;
}
