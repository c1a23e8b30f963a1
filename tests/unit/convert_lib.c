// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Unit tests of the library on the built examples (run from the top
 * directory): legacy map decoding per layout, KV annotations, JSON/shell
 * quoting, and in-memory conversion (deterministic, idempotent, errors go
 * to the sink and nothing is printed).
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "bpflegacy.h"
#include "elf/elf_model.h"
#include "convert/legacy_maps.h"
#include "convert/report.h"
#include "util/strbuf.h"

#define UNIT_NAME "convert_lib"
#include "unit.h"
#include "util/file_io.h"

struct sink_log {
	int errors, notes;
	char last[512];
};

static void collect(const struct bl_diag *d, void *ctx)
{
	struct sink_log *l = ctx;

	if (d->severity == BL_ERROR)
		l->errors++;
	else
		l->notes++;
	snprintf(l->last, sizeof(l->last), "%s", d->message);
}

/* @name is relative to the examples directory (unit_example). */
static int load(const char *name, void **buf, size_t *len)
{
	const char *path = unit_example(name);

	if (bl_read_file(path, buf, len)) {
		UNIT_FAIL("cannot read %s (run make examples)", path);
		return -1;
	}
	return 0;
}

static void test_decode(void)
{
	struct sink_log log = { 0 };
	struct bl_sink sink = { collect, &log };
	struct bl_legacy_maps lm;
	struct bl_elf *elf;
	struct btf *btf = NULL;
	size_t len, b;
	void *buf;

	if (load("g/tailcall.o", &buf, &len))
		return;
	CHECK("tailcall.o reads into the ELF model", !bl_elf_read(buf, len, "t.o", &sink, &elf));
	b = bl_elf_find_section(elf, ".BTF");
	btf = btf__new(elf->secs[b].data, elf->secs[b].size);
	CHECK("tailcall.o decodes", !bl_legacy_maps_decode(elf, btf, BL_LAYOUT_AUTO, false, &sink, &lm));
	CHECK("three 36-byte bpf_elf_map records", lm.nr == 3 && lm.rec_size == 36 &&
	      lm.layout == BL_LAYOUT_ELF_MAP);
	CHECK("layout chosen from BTF member names", lm.why && strstr(lm.why, "BTF"));
	CHECK("maps ordered by offset with their ids", !strcmp(lm.maps[0].name, "jmp_tc") &&
	      lm.maps[0].id == 1 && lm.maps[1].id == 42 && lm.maps[2].offset == 72);
	CHECK("PIN_GLOBAL_NS decoded", lm.maps[2].pinning == BL_LEGACY_PIN_GLOBAL_NS);
	CHECK("lookup by legacy id", bl_legacy_map_by_id(&lm, 42) == &lm.maps[1]);
	bl_legacy_maps_free(&lm);
	btf__free(btf);
	bl_elf_free(elf);
	free(buf);

	if (load("g/shared_map.o", &buf, &len))
		return;
	bl_elf_read(buf, len, "s.o", &sink, &elf);
	b = bl_elf_find_section(elf, ".BTF");
	btf = btf__new(elf->secs[b].data, elf->secs[b].size);
	CHECK("shared_map.o decodes", !bl_legacy_maps_decode(elf, btf, BL_LAYOUT_AUTO, false, &sink, &lm));
	CHECK("BPF_ANNOTATE_KV_PAIR gives key and value types", lm.nr == 1 && lm.maps[0].kv_type_id > 0 &&
	      btf__resolve_size(btf, lm.maps[0].key_type_id) == 4 &&
	      btf__resolve_size(btf, lm.maps[0].value_type_id) == 8);
	bl_legacy_maps_free(&lm);
	btf__free(btf);
	bl_elf_free(elf);
	free(buf);

	if (load("nog/xdp_samples.o", &buf, &len))
		return;
	bl_elf_read(buf, len, "x.o", &sink, &elf);
	CHECK("20-byte records decode as bpf_map_def without BTF",
	      !bl_legacy_maps_decode(elf, NULL, BL_LAYOUT_AUTO, false, &sink, &lm) &&
	      lm.nr == 2 && lm.layout == BL_LAYOUT_MAP_DEF && lm.maps[0].id == 0);
	bl_legacy_maps_free(&lm);
	CHECK("a forced layout larger than the records is refused",
	      bl_legacy_maps_decode(elf, NULL, BL_LAYOUT_ELF_MAP, false, &sink, &lm) &&
	      log.errors > 0 && strstr(log.last, "needs 36-byte records"));
	bl_elf_free(elf);
	free(buf);
}

static void test_quoting(void)
{
	struct bl_strbuf sb = { 0 };
	char *s;

	bl_sb_json_str(&sb, "a\"b\\c\n\x01");
	bl_sb_printf(&sb, " ");
	bl_sb_sh_word(&sb, "it's $x");
	s = bl_sb_take(&sb, NULL);
	CHECK("JSON and shell quoting", s && !strcmp(s, "\"a\\\"b\\\\c\\n\\u0001\" 'it'\\''s $x'"));
	free(s);
}

static void test_convert(void)
{
	struct sink_log log = { 0 };
	struct bl_sink sink = { collect, &log };
	struct bl_convert_result r1 = { .sz = sizeof(r1) }, r2 = r1, r3 = r1;
	void *buf, *o1, *o2, *o3;
	size_t len, l1, l2, l3;
	BL_OPTS(bl_convert_opts, opts, .custom_pin = BL_PIN_REFUSE);

	if (load("g/tailcall.o", &buf, &len))
		return;
	CHECK("in-memory conversion succeeds",
	      !bl_convert_mem(buf, len, "t.o", &opts, &sink, &o1, &l1, &r1));
	CHECK("result describes maps and tail calls", r1.had_legacy_maps && r1.nr_maps == 3 &&
	      r1.nr_tail_slots == 3 && r1.manifest_json && r1.graft_script);
	CHECK("second conversion gives the same bytes",
	      !bl_convert_mem(buf, len, "t.o", &opts, &sink, &o2, &l2, &r2) &&
	      l1 == l2 && !memcmp(o1, o2, l1));
	CHECK("converting the output again changes nothing (idempotent)",
	      !bl_convert_mem(o1, l1, "c.o", &opts, &sink, &o3, &l3, &r3) &&
	      !r3.had_legacy_maps && l3 == l1 && !memcmp(o3, o1, l1));
	free(o2);
	bl_convert_result_free(&r2);
	r2 = (struct bl_convert_result){ .sz = sizeof(r2) };
	opts.no_graft_script = true;
	CHECK("no_graft_script: the same object and manifest, no graft script",
	      !bl_convert_mem(buf, len, "t.o", &opts, &sink, &o2, &l2, &r2) &&
	      l1 == l2 && !memcmp(o1, o2, l1) && r2.nr_tail_slots == 3 && !r2.graft_script &&
	      r2.manifest_json && r2.manifest_len == r1.manifest_len &&
	      !memcmp(r2.manifest_json, r1.manifest_json, r1.manifest_len));
	opts.no_graft_script = false;
	bl_convert_result_free(&r1);
	bl_convert_result_free(&r2);
	bl_convert_result_free(&r3);
	free(o1);
	free(o2);
	free(o3);
	log.errors = 0;
	CHECK("truncated input fails with one error to the sink and no output",
	      bl_convert_mem(buf, len / 2, "half.o", &opts, &sink, &o1, &l1, &r1) < 0 &&
	      log.errors == 1 && !o1 && !l1);
	free(buf);
}

/* Sized structs (OPTS_VALID-style): older, newer and broken callers. */
static void test_sized_opts(void)
{
	struct {
		struct bl_convert_opts o;
		char newer[16];		/* fields of a future release */
	} big = { .o.sz = sizeof(big) };
	struct bl_convert_result res = { .sz = sizeof(res) };
	BL_OPTS(bl_convert_opts, old);
	BL_OPTS(bl_convert_opts, full);
	void *buf, *out, *o1 = NULL, *o2 = NULL, *o3 = NULL;
	size_t len, out_len, l1, l2, l3;
	int e1, e2, e3;

	if (load("g/tailcall.o", &buf, &len))
		return;
	/* a caller from before prog_array_init: the library must not see
	 * the flag set past its sz, so it acts as with the flag clear */
	old.prog_array_init = true;
	old.sz = offsetof(struct bl_convert_opts, prog_array_init);
	e1 = bl_convert_mem(buf, len, "t.o", &old, NULL, &o1, &l1, &res);
	if (!e1)
		bl_convert_result_free(&res);
	e2 = bl_convert_mem(buf, len, "t.o", &full, NULL, &o2, &l2, &res);
	if (!e2)
		bl_convert_result_free(&res);
	full.prog_array_init = true;
	e3 = bl_convert_mem(buf, len, "t.o", &full, NULL, &o3, &l3, &res);
	if (!e3)
		bl_convert_result_free(&res);
	CHECK("a shorter (older) options struct is read only up to its sz",
	      !e1 && !e2 && !e3 && l1 == l2 && !memcmp(o1, o2, l1) &&
	      (l3 != l2 || memcmp(o3, o2, l3)));
	free(o1);
	free(o2);
	free(o3);
	old.sz = offsetof(struct bl_convert_opts, layout);
	CHECK("a shorter options struct without the layout takes the defaults",
	      !bl_convert_mem(buf, len, "t.o", &old, NULL, &out, &out_len, &res) &&
	      res.sz == sizeof(res) && res.had_legacy_maps);
	free(out);
	bl_convert_result_free(&res);
	CHECK("a longer options struct with its new fields zero is taken",
	      !bl_convert_mem(buf, len, "t.o", &big.o, NULL, &out, &out_len, &res));
	free(out);
	bl_convert_result_free(&res);
	big.newer[3] = 1;
	CHECK("a longer options struct setting an unknown field is refused",
	      bl_convert_mem(buf, len, "t.o", &big.o, NULL, &out, &out_len, &res) == -EINVAL);
	old.sz = 0;
	CHECK("an options struct without its size is refused",
	      bl_convert_mem(buf, len, "t.o", &old, NULL, &out, &out_len, &res) == -EINVAL);
	res.sz = sizeof(res) - 1;
	CHECK("a result struct shorter than the first release is refused",
	      bl_convert_mem(buf, len, "t.o", NULL, NULL, &out, &out_len, &res) == -EINVAL);
	free(buf);
}

/* The summary line's words follow its counts, and the largest fit. */
static void test_summary(void)
{
	struct bl_report r;
	char line[BL_REPORT_SUMMARY_LEN];
	int n;

	if (bl_report_begin(&r, false, true)) {
		UNIT_FAIL("bl_report_begin");
		return;
	}
	r.n = (struct bl_report_counts){ .nr_in = 1, .converted = 1, .maps = 2, .slots = 1 };
	bl_report_summary(&r, line, sizeof(line));
	CHECK("summary line, one object, dry run", !strcmp(line,
	      "1 object: 1 would be converted, 0 unchanged (no legacy maps), 0 failed; "
	      "2 maps, 1 tail-call slot, 0 behaviour changes"));
	r.dry_run = false;
	r.n = (struct bl_report_counts){ -1U, -1U, -1U, -1U, -1U, -1U, -1U };
	n = bl_report_summary(&r, line, sizeof(line));
	CHECK("summary line with every count at UINT_MAX fits BL_REPORT_SUMMARY_LEN",
	      n > 0 && n < BL_REPORT_SUMMARY_LEN);
	bl_report_end(&r, NULL, false);
}

int main(void)
{
	libbpf_set_print(NULL);
	test_decode();
	test_quoting();
	test_convert();
	test_sized_opts();
	test_summary();
	return unit_status();
}
