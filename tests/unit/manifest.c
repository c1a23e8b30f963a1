// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The side-car manifest reader against its writer (a real conversion of
 * the tailcall example), against JSON escapes the writer may produce, and
 * against input it must refuse.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpflegacy.h"
#include "convert/manifest.h"

#define UNIT_NAME "manifest"
#include "unit.h"
#include "util/file_io.h"
#include "util/sha256.h"

static void test_round_trip(void)
{
	BL_OPTS(bl_convert_opts, opts);
	struct bl_convert_result res = { .sz = sizeof(res) };
	struct bl_manifest m;
	void *buf, *out = NULL;
	size_t len, out_len;
	char sha[65];

	if (bl_read_file(unit_example("g/tailcall.o"), &buf, &len)) {
		UNIT_FAIL("cannot read %s (run make examples)", unit_example("g/tailcall.o"));
		return;
	}
	CHECK("tailcall.o converts with a manifest",
	      !bl_convert_mem(buf, len, "tailcall.o", &opts, NULL, &out, &out_len, &res) &&
	      res.manifest_json);
	if (!res.manifest_json)
		goto out;
	bl_sha256_hex(out, out_len, sha);
	CHECK("the reader accepts what the writer wrote",
	      !bl_manifest_parse(res.manifest_json, res.manifest_len, &m));
	CHECK("object.sha256 is the converted object's digest", !strcmp(m.sha256, sha));
	CHECK("one slot per tail-call section, every one found by section name",
	      m.nr_slots == res.nr_tail_slots && m.nr_slots > 0 &&
	      bl_manifest_has_section(&m, m.slots[0].section) &&
	      bl_manifest_has_section(&m, m.slots[m.nr_slots - 1].section) &&
	      !bl_manifest_has_section(&m, "no/such"));
	bl_manifest_free(&m);
out:
	bl_convert_result_free(&res);
	free(out);
	free(buf);
}

#define HEAD "{\"format\": \"bpf-legacy2btf-tailcalls\", \"version\": 1, "

static void test_escapes(void)
{
	static const char doc[] = HEAD
		"\"object\": {\"sha256\": \"ab\", \"extra\": [1, -2.5e3, true, null, {}]},"
		"\"slots\": [{\"map\": \"j\\\"m\\\\p\", \"section\": \"\\u0031\\/0\", \"key\": 0, \"legacy_id\": 1},"
		" {\"map\": \"\\u00e9\\ud83d\\ude00\", \"section\": \"2/7\", \"key\": 7}]}\n";
	struct bl_manifest m;

	CHECK("escaped strings and skipped members parse",
	      !bl_manifest_parse(doc, strlen(doc), &m));
	CHECK("\\u0031\\/0 decodes to the section 1/0", m.nr_slots == 2 &&
	      !strcmp(m.slots[0].section, "1/0") && bl_manifest_has_section(&m, "1/0"));
	CHECK("quote and backslash decode", m.nr_slots == 2 && !strcmp(m.slots[0].map, "j\"m\\p"));
	CHECK("\\u escapes and surrogate pairs decode to UTF-8", m.nr_slots == 2 &&
	      !strcmp(m.slots[1].map, "\xc3\xa9\xf0\x9f\x98\x80") && m.slots[1].key == 7);
	bl_manifest_free(&m);
}

static void test_refused(void)
{
	static const struct {
		const char *why, *doc;
	} bad[] = {
		{ "another format", "{\"format\": \"other\", \"version\": 1}" },
		{ "another version", HEAD "\"version\": 2}" },
		{ "no format", "{\"version\": 1}" },
		{ "a slot without section", HEAD "\"slots\": [{\"map\": \"m\"}]}" },
		{ "a key above 2^32-1", HEAD "\"slots\": [{\"map\": \"m\", \"section\": \"1/0\", \"key\": 4294967296}]}" },
		{ "an escaped NUL", HEAD "\"slots\": [{\"map\": \"m\", \"section\": \"a\\u0000b\"}]}" },
		{ "a lone surrogate", HEAD "\"slots\": [{\"map\": \"m\", \"section\": \"\\ud800\"}]}" },
		{ "truncated", HEAD "\"slots\": [" },
		{ "trailing bytes", HEAD "\"x\": 1} trailing" },
		{ "nesting deeper than 32", HEAD "\"x\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}" },
		{ "empty input", "" },
	};
	struct bl_manifest m;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		CHECKF(bl_manifest_parse(bad[i].doc, strlen(bad[i].doc), &m) == -EINVAL,
		       "refused with -EINVAL: %s", bad[i].why);
}

int main(void)
{
	test_round_trip();
	test_escapes();
	test_refused();
	return unit_status();
}
