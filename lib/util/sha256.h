/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* SHA-256 (FIPS 180-4) of a buffer, as 64 lower-case hex digits (sha256.c). */
#ifndef BL_SHA256_H
#define BL_SHA256_H

#include <stddef.h>

void bl_sha256_hex(const void *buf, size_t len, char hex[65]);

#endif /* BL_SHA256_H */
