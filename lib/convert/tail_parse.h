/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* Tail-call section names: legacy `ID/KEY` and `MAP/KEY` (tail_parse.c). */
#ifndef BL_TAIL_PARSE_H
#define BL_TAIL_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Parse a section name the way iproute2's legacy loader did with
 * sscanf("%i/%i") (docs/section-names.md): decimal, 0x hex or leading-0 octal,
 * optional sign, white space before each number, trailing junk after KEY
 * ignored; our own reading, never the running C library's. Returns true
 * when both numbers were read.
 */
bool bl_tail_parse(const char *sec, uint32_t *id, uint32_t *key);

/*
 * The `MAP/KEY` convention of objects whose maps are BTF-defined: MAP a C
 * identifier (the name of a PROG_ARRAY map of the object, which the caller
 * checks), KEY an unsigned decimal without leading zeros or 0x hex that fits
 * 32 bits, nothing after it. Returns true and sets *@name_len (bytes of MAP
 * at the start of @sec) when @sec has that shape; *@key_ok says whether KEY
 * is a valid number (when false, *@key is 0). A legacy `ID/KEY` name (MAP
 * starting with a digit) never matches.
 */
bool bl_tail_parse_named(const char *sec, size_t *name_len, uint32_t *key, bool *key_ok);

#endif /* BL_TAIL_PARSE_H */
