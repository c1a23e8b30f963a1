/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* `ID/KEY` tail-call section names (tail_parse.c). */
#ifndef BL_TAIL_PARSE_H
#define BL_TAIL_PARSE_H

#include <stdbool.h>
#include <stdint.h>

/*
 * Parse a section name the way iproute2 does with sscanf("%i/%i"): decimal,
 * 0x hex or leading-0 octal, optional sign, trailing junk after KEY ignored.
 * Returns true when both numbers were read.
 */
bool bl_tail_parse(const char *sec, uint32_t *id, uint32_t *key);

#endif /* BL_TAIL_PARSE_H */
