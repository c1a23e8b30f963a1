// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* SHA-256 (FIPS 180-4), for the manifest's object checksum. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#define HAVE_SHA_NI 1
#endif

#include "util/sha256.h"

static const uint32_t k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void block(uint32_t h[8], const unsigned char *p)
{
	uint32_t w[64], a, b, c, d, e, f, g, hh, t1, t2;
	int i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		       (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
	for (; i < 64; i++)
		w[i] = (ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^ (w[i - 2] >> 10)) +
		       w[i - 7] +
		       (ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^ (w[i - 15] >> 3)) +
		       w[i - 16];
	a = h[0]; b = h[1]; c = h[2]; d = h[3];
	e = h[4]; f = h[5]; g = h[6]; hh = h[7];
	for (i = 0; i < 64; i++) {
		t1 = hh + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) + ((e & f) ^ (~e & g)) +
		     k[i] + w[i];
		t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
		hh = g; g = f; f = e; e = d + t1;
		d = c; c = b; b = a; a = t1 + t2;
	}
	h[0] += a; h[1] += b; h[2] += c; h[3] += d;
	h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

#ifdef HAVE_SHA_NI
/*
 * The same compression with the x86 SHA extensions (Intel SHA-NI, AMD Zen),
 * about 8x the portable code: the state lives as ABEF/CDGH, each
 * sha256rnds2 does two rounds, sha256msg1/msg2 extend the schedule:
 * W[t] = msg2(msg1(W[t-4], W[t-3]) + W[t-1]:W[t-2] >> 4 bytes, W[t-1]).
 */
__attribute__((target("sha,sse4.1,ssse3")))
static void blocks_ni(uint32_t h[8], const unsigned char *p, size_t n)
{
	const __m128i bswap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
	__m128i st0, st1, tmp, w[4], msg, save0, save1;
	int t;

	tmp = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&h[0]), 0xb1);
	st1 = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&h[4]), 0x1b);
	st0 = _mm_alignr_epi8(tmp, st1, 8);		/* ABEF */
	st1 = _mm_blend_epi16(st1, tmp, 0xf0);		/* CDGH */
	for (; n--; p += 64) {
		save0 = st0;
		save1 = st1;
		for (t = 0; t < 16; t++) {
			if (t < 4)
				w[t] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(p + 16 * t)),
							bswap);
			else
				w[t % 4] = _mm_sha256msg2_epu32(
					_mm_add_epi32(_mm_sha256msg1_epu32(w[t % 4], w[(t + 1) % 4]),
						      _mm_alignr_epi8(w[(t + 3) % 4], w[(t + 2) % 4], 4)),
					w[(t + 3) % 4]);
			msg = _mm_add_epi32(w[t % 4], _mm_loadu_si128((const __m128i *)&k[4 * t]));
			st1 = _mm_sha256rnds2_epu32(st1, st0, msg);
			st0 = _mm_sha256rnds2_epu32(st0, st1, _mm_shuffle_epi32(msg, 0x0e));
		}
		st0 = _mm_add_epi32(st0, save0);
		st1 = _mm_add_epi32(st1, save1);
	}
	tmp = _mm_shuffle_epi32(st0, 0x1b);		/* FEBA */
	st1 = _mm_shuffle_epi32(st1, 0xb1);		/* DCHG */
	_mm_storeu_si128((__m128i *)&h[0], _mm_blend_epi16(tmp, st1, 0xf0));
	_mm_storeu_si128((__m128i *)&h[4], _mm_alignr_epi8(st1, tmp, 8));
}

/*
 * glibc's dynamic loader has read CPUID already (<sys/platform/x86.h>,
 * glibc 2.33+): asking it costs a load. Without it, CPUID is asked once: it
 * traps to the hypervisor in a VM (microseconds a call).
 */
#if defined(__has_include)
#if __has_include(<sys/platform/x86.h>)
#include <sys/platform/x86.h>
#define HAVE_PLATFORM_X86 1
#endif
#endif

static int sha_ni_known = -1;

static int have_sha_ni(void)
{
#ifndef HAVE_PLATFORM_X86
	unsigned int a, b, c, d;
#endif

	if (sha_ni_known >= 0)
		return sha_ni_known;
#ifdef HAVE_PLATFORM_X86
	sha_ni_known = CPU_FEATURE_ACTIVE(SSE4_1) && CPU_FEATURE_ACTIVE(SSSE3) &&
		       CPU_FEATURE_ACTIVE(SHA);
#else
	sha_ni_known = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSE4_1) &&
		       (c & bit_SSSE3) && __get_cpuid_count(7, 0, &a, &b, &c, &d) &&
		       (b & (1u << 29));
#endif
	return sha_ni_known;
}
#endif

/*
 * Every block takes the SHA-NI path where the CPU has it, one portable
 * block costing about as much as 20 SHA-NI ones: an image is hashed piece
 * by piece (39 pieces for a 20 KB object), so a piece's completed head and
 * the final padding are single blocks too.
 */
static void blocks(uint32_t h[8], const unsigned char *p, size_t n)
{
#ifdef HAVE_SHA_NI
	if (have_sha_ni()) {
		blocks_ni(h, p, n);
		return;
	}
#endif
	for (; n--; p += 64)
		block(h, p);
}

void bl_sha256_init(struct bl_sha256 *c)
{
	static const uint32_t iv[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
					0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };

	memcpy(c->h, iv, sizeof(iv));
	c->fill = 0;
	c->total = 0;
}

void bl_sha256_update(struct bl_sha256 *c, const void *buf, size_t len)
{
	const unsigned char *p = buf;
	size_t take;

	c->total += len;
	if (c->fill) {
		take = 64 - c->fill < len ? 64 - c->fill : len;
		memcpy(c->part + c->fill, p, take);
		c->fill += take;
		p += take;
		len -= take;
		if (c->fill < 64)
			return;
		blocks(c->h, c->part, 1);
		c->fill = 0;
	}
	blocks(c->h, p, len / 64);
	p += len / 64 * 64;
	c->fill = len % 64;
	memcpy(c->part, p, c->fill);
}

void bl_sha256_final_hex(struct bl_sha256 *c, char hex[65])
{
	unsigned char tail[128] = { 0 };
	size_t tlen = c->fill < 56 ? 64 : 128, i;
	uint64_t bits = c->total * 8;

	memcpy(tail, c->part, c->fill);
	tail[c->fill] = 0x80;
	for (i = 0; i < 8; i++)
		tail[tlen - 1 - i] = bits >> (8 * i);
	blocks(c->h, tail, tlen / 64);
	for (i = 0; i < 8; i++)
		snprintf(hex + 8 * i, 9, "%08x", c->h[i]);
}

void bl_sha256_hex(const void *buf, size_t len, char hex[65])
{
	struct bl_sha256 c;

	bl_sha256_init(&c);
	bl_sha256_update(&c, buf, len);
	bl_sha256_final_hex(&c, hex);
}
