// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_sha256_hex() against digests computed independently with coreutils
 * sha256sum (and the FIPS 180-2 examples): the empty string, "abc", one
 * million 'a', and message lengths around the padding boundaries (55 bytes
 * fit one final block, 56 need two, 63/64/65 around a whole block).
 * The incremental form (init/update/final) on the million 'a' cut into
 * pieces of every length from 1 to 200 bytes, so that every offset into a
 * block starts and ends a piece.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpflegacy.h"

#define UNIT_NAME "sha256"
#include "unit.h"
#include "util/sha256.h"

static void expect(const char *name, const void *buf, size_t len, const char *want)
{
	char hex[65];

	memset(hex, 'X', sizeof(hex));
	bl_sha256_hex(buf, len, hex);
	if (CHECKF(hex[64] == '\0', "%s: digest NUL-terminated at 64", name))
		CHECKF(!strcmp(hex, want), "%s gives the known digest (got %s)", name, hex);
}

static char *as(size_t n)
{
	char *p = malloc(n ? n : 1);

	if (!p) {
		UNIT_FAIL("out of memory");
		exit(1);
	}
	memset(p, 'a', n);
	return p;
}

int main(void)
{
	static const struct { size_t n; const char *want; } runs[] = {
		{ 55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318" },
		{ 56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a" },
		{ 63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34" },
		{ 64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb" },
		{ 65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0" },
		{ 1000000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0" },
	};
	const char *nist2 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	char name[64];
	size_t i;

	expect("empty string", "", 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	expect("\"abc\"", "abc", 3, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	expect("FIPS 56-byte \"abcdbcde...nopq\" (two padding blocks)", nist2, strlen(nist2),
	       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
	for (i = 0; i < sizeof(runs) / sizeof(runs[0]); i++) {
		char *p = as(runs[i].n);

		snprintf(name, sizeof(name), "%zu x 'a'", runs[i].n);
		expect(name, p, runs[i].n, runs[i].want);
		free(p);
	}
	{
		size_t n = 1000000, off, piece = 1;
		char *p = as(n), hex[65];
		struct bl_sha256 c;

		bl_sha256_init(&c);
		for (off = 0; off < n; off += piece, piece = piece % 200 + 1)
			bl_sha256_update(&c, p + off, piece < n - off ? piece : n - off);
		bl_sha256_final_hex(&c, hex);
		CHECKF(!strcmp(hex, runs[5].want),
		       "1000000 x 'a' in pieces of 1..200 bytes gives the same digest (got %s)", hex);
		free(p);
	}
	return unit_status();
}
