/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* SHA-256 (FIPS 180-4) of a buffer, as 64 lower-case hex digits (sha256.c). */
#ifndef BL_SHA256_H
#define BL_SHA256_H

#include <stddef.h>
#include <stdint.h>

void bl_sha256_hex(const void *buf, size_t len, char hex[65]);

/* The same over pieces: init, update with each, final. */
struct bl_sha256 {
	uint32_t h[8];
	unsigned char part[64];	/* a block not yet full */
	size_t fill;
	uint64_t total;
};

void bl_sha256_init(struct bl_sha256 *c);
void bl_sha256_update(struct bl_sha256 *c, const void *buf, size_t len);
void bl_sha256_final_hex(struct bl_sha256 *c, char hex[65]);

#endif /* BL_SHA256_H */
