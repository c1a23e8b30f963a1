// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The .BTF.ext walker: it visits every section and record of a well-formed
 * image in file order (func info, line info, CO-RE), writes the visitor's
 * changes back only when asked, refuses each kind of malformed layout or
 * dangling reference before visiting anything, and accepts what clang
 * writes (the examples, which libbpf's btf_ext__new accepts too).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/btf.h>

#include "btf/btf_ext_walk.h"
#include "elf/elf_model.h"
#include "util/diag.h"

#define UNIT_NAME "btf_ext_walk"
#include "unit.h"

/* A BTF with an int, a FUNC_PROTO, a FUNC and the strings records use. */
struct fix {
	struct btf *btf;
	int func, sec, file, line, access;
};

static int fix_init(struct fix *f)
{
	int i, proto;

	memset(f, 0, sizeof(*f));
	f->btf = btf__new_empty();
	if (!f->btf)
		return -ENOMEM;
	i = btf__add_int(f->btf, "int", 4, BTF_INT_SIGNED);
	proto = btf__add_func_proto(f->btf, i);
	f->func = btf__add_func(f->btf, "prog", BTF_FUNC_GLOBAL, proto);
	f->sec = btf__add_str(f->btf, "tc");
	f->file = btf__add_str(f->btf, "prog.c");
	f->line = btf__add_str(f->btf, "return 0;");
	f->access = btf__add_str(f->btf, "0:1");
	return i > 0 && proto > 0 && f->func > 0 && f->sec > 0 && f->file > 0 &&
	       f->line > 0 && f->access > 0 ? 0 : -EINVAL;
}

/* The image: header, then func (1 sec, 2 recs), line (2 secs, 1 + 2), core (1). */
struct image {
	unsigned char b[512];
	size_t len;
	/* byte offsets of interesting fields, for the malformed variants */
	size_t func_rec_size, line_rec_size, line_sec1, func_rec0;
};

static size_t put(struct image *im, const void *p, size_t n)
{
	size_t at = im->len;

	memcpy(im->b + at, p, n);
	im->len += n;
	return at;
}

static size_t put_u32(struct image *im, uint32_t v)
{
	return put(im, &v, sizeof(v));
}

static void build(struct image *im, const struct fix *f, uint32_t hdr_len)
{
	struct bl_btf_ext_header h = { .magic = BTF_MAGIC, .version = 1, .hdr_len = hdr_len };
	struct bl_btf_ext_info_sec sec = { f->sec, 2 };
	struct bpf_func_info fi[2] = { { 0, f->func }, { 16, f->func } };
	struct bpf_line_info li = { 0, f->file, f->line, 7 << 10 | 3 };
	struct bpf_core_relo cr = { 8, 1, f->access, BPF_CORE_FIELD_BYTE_OFFSET };
	size_t start;

	memset(im, 0, sizeof(*im));
	im->len = hdr_len;
	start = im->len;
	im->func_rec_size = put_u32(im, sizeof(fi[0]));
	put(im, &sec, sizeof(sec));
	im->func_rec0 = put(im, fi, sizeof(fi));
	h.func_info_off = 0;
	h.func_info_len = im->len - start;
	start = im->len;
	im->line_rec_size = put_u32(im, sizeof(li));
	sec.num_info = 1;
	put(im, &sec, sizeof(sec));
	put(im, &li, sizeof(li));
	sec.num_info = 2;
	im->line_sec1 = put(im, &sec, sizeof(sec));
	put(im, &li, sizeof(li));
	li.insn_off = 24;
	put(im, &li, sizeof(li));
	h.line_info_off = start - hdr_len;
	h.line_info_len = im->len - start;
	if (hdr_len >= sizeof(h)) {
		start = im->len;
		put_u32(im, sizeof(cr));
		sec.num_info = 1;
		put(im, &sec, sizeof(sec));
		put(im, &cr, sizeof(cr));
		h.core_relo_off = start - hdr_len;
		h.core_relo_len = im->len - start;
	}
	memcpy(im->b, &h, hdr_len < sizeof(h) ? hdr_len : sizeof(h));
}

struct count {
	unsigned int sec[BL_BTF_EXT__NR], rec[BL_BTF_EXT__NR];
	uint32_t last_line_insn, last_line_col;
	bool order_ok;
	int last_kind;
	uint32_t new_name;	/* non-zero: rename every section to it */
};

static int on_sec(enum bl_btf_ext_kind kind, uint32_t *name_off, uint32_t num_info, void *ctx)
{
	struct count *c = ctx;

	c->order_ok &= (int)kind >= c->last_kind;
	c->last_kind = kind;
	c->sec[kind]++;
	if (c->new_name)
		*name_off = c->new_name;
	return 0;
}

static int on_rec(enum bl_btf_ext_kind kind, union bl_btf_ext_rec *r, void *ctx)
{
	struct count *c = ctx;

	c->rec[kind]++;
	if (kind == BL_BTF_EXT_LINE) {
		c->last_line_insn = r->line.insn_off;
		c->last_line_col = BPF_LINE_INFO_LINE_COL(r->line.line_col);
	}
	return 0;
}

static const struct bl_btf_ext_visitor counter = { on_sec, on_rec };

static int walk(const struct fix *f, const struct image *im, unsigned int parts,
		struct count *c)
{
	memset(c, 0, sizeof(*c));
	c->order_ok = true;
	return bl_btf_ext_walk(f->btf, im->b, im->len, parts, &counter, c);
}

static void set_u32(struct image *im, size_t at, uint32_t v)
{
	memcpy(im->b + at, &v, sizeof(v));
}

/* One malformed variant: refused, and nothing visited. */
static void refused(const struct fix *f, const char *what, struct image *im)
{
	struct count c;
	int err = walk(f, im, BL_BTF_EXT_ALL, &c);

	CHECKF(err == -EINVAL && !c.sec[0] && !c.sec[1] && !c.sec[2],
	       "refuses %s (%d), visiting nothing", what, err);
}

static void well_formed(const struct fix *f)
{
	struct image im, copy;
	struct count c;
	int err;

	build(&im, f, sizeof(struct bl_btf_ext_header));
	err = walk(f, &im, BL_BTF_EXT_ALL, &c);
	CHECKF(!err && c.sec[BL_BTF_EXT_FUNC] == 1 && c.rec[BL_BTF_EXT_FUNC] == 2 &&
	       c.sec[BL_BTF_EXT_LINE] == 2 && c.rec[BL_BTF_EXT_LINE] == 3 &&
	       c.sec[BL_BTF_EXT_CORE] == 1 && c.rec[BL_BTF_EXT_CORE] == 1,
	       "visits 1+2 func, 2+3 line, 1+1 CO-RE sections+records (%d)", err);
	CHECK("in file order, records as the UAPI structs",
	      c.order_ok && c.last_line_insn == 24 && c.last_line_col == 3);

	err = walk(f, &im, BL_BTF_EXT_PART(BL_BTF_EXT_LINE), &c);
	CHECKF(!err && !c.sec[BL_BTF_EXT_FUNC] && c.rec[BL_BTF_EXT_LINE] == 3 &&
	       !c.sec[BL_BTF_EXT_CORE], "walks only the parts asked for (%d)", err);

	/* a 24-byte header (before CO-RE existed) */
	build(&im, f, offsetof(struct bl_btf_ext_header, core_relo_off));
	err = walk(f, &im, BL_BTF_EXT_ALL, &c);
	CHECKF(!err && c.rec[BL_BTF_EXT_LINE] == 3 && !c.sec[BL_BTF_EXT_CORE],
	       "takes a 24-byte header without a CO-RE part (%d)", err);

	/* changes: discarded by bl_btf_ext_walk, kept by bl_btf_ext_walk_rw */
	build(&im, f, sizeof(struct bl_btf_ext_header));
	copy = im;
	memset(&c, 0, sizeof(c));
	c.new_name = f->file;
	err = bl_btf_ext_walk(f->btf, im.b, im.len, BL_BTF_EXT_ALL, &counter, &c);
	CHECK("read-only walk leaves the data alone", !err && !memcmp(&im, &copy, sizeof(im)));
	err = bl_btf_ext_walk_rw(f->btf, im.b, im.len, BL_BTF_EXT_ALL, &counter, &c);
	{
		uint32_t name;

		memcpy(&name, im.b + im.line_sec1, sizeof(name));
		CHECKF(!err && name == (uint32_t)f->file,
		       "read-write walk stores the visitor's change (%d)", err);
	}
}

static void malformed(const struct fix *f)
{
	const size_t hl = sizeof(struct bl_btf_ext_header);
	struct image good, im;
	struct count c;

	build(&good, f, hl);
	im = good; im.b[0] ^= 1;
	refused(f, "a bad magic", &im);
	im = good; im.b[2] = 2;
	refused(f, "version 2", &im);
	im = good; set_u32(&im, 4, 20);
	refused(f, "a header length of 20", &im);
	im = good; set_u32(&im, 4, im.len + 4);
	refused(f, "a header length past the section", &im);
	im = good; im.len = 16;
	refused(f, "a section shorter than a header", &im);
	im = good; set_u32(&im, 12, 4096);
	refused(f, "func info past the section", &im);
	im = good; set_u32(&im, 12, 2);
	refused(f, "func info shorter than its record size", &im);
	im = good; set_u32(&im, im.line_rec_size, 12);
	refused(f, "a line record smaller than struct bpf_line_info", &im);
	im = good; set_u32(&im, im.func_rec_size, 10);
	refused(f, "a record size not a multiple of 4", &im);
	im = good; set_u32(&im, im.line_sec1 + 4, 3);
	refused(f, "more records than the part holds", &im);
	im = good; im.len -= 1;
	refused(f, "a CO-RE part cut short", &im);
	im = good; set_u32(&im, 20, 32);
	refused(f, "line info ending inside a section header", &im);
	im = good; set_u32(&im, im.line_sec1, 1 << 20);
	CHECK("refuses a section name outside the strings",
	      walk(f, &im, BL_BTF_EXT_ALL, &c) == -EINVAL);
	im = good; set_u32(&im, im.func_rec0 + 4, 99);
	CHECK("refuses a func info type id beyond the last",
	      walk(f, &im, BL_BTF_EXT_ALL, &c) == -EINVAL);
	im = good; set_u32(&im, im.line_sec1 + 8 + 4, 1 << 20);
	CHECK("refuses a line info file name outside the strings",
	      walk(f, &im, BL_BTF_EXT_ALL, &c) == -EINVAL);
	CHECK("no BTF: any name is an error",
	      bl_btf_ext_walk(NULL, good.b, good.len, BL_BTF_EXT_ALL, NULL, NULL) == -EINVAL);

	/* a broken func part does not stop a walk of the line part alone */
	im = good; set_u32(&im, 12, 4096);
	CHECK("a walk of line info alone ignores a broken func part",
	      !bl_btf_ext_walk(f->btf, im.b, im.len, BL_BTF_EXT_PART(BL_BTF_EXT_LINE), NULL, NULL));
}

/* What clang writes: the walker and libbpf both accept it. */
static void examples(void)
{
	static const char *const names[] = { "g/tailcall.o", "g/mixed.o", "g/map_in_map.o", "eb/tailcall.o" };
	struct bl_sink sink = { NULL, NULL };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		const char *path = unit_example(names[i]);
		struct bl_elf *elf = NULL;
		struct btf *btf = NULL;
		struct btf_ext *ext;
		const struct bl_section *b, *x;
		struct count c;
		static unsigned char buf[1 << 20];
		size_t n, bi, xi;
		FILE *fp = fopen(path, "rb");
		int err;

		if (!fp) {
			UNIT_FAIL("%s: cannot open", path);
			continue;
		}
		n = fread(buf, 1, sizeof(buf), fp);
		fclose(fp);
		if (bl_elf_read(buf, n, path, &sink, &elf)) {
			UNIT_FAIL("%s: unreadable", path);
			continue;
		}
		bi = bl_elf_find_section(elf, ".BTF");
		xi = bl_elf_find_section(elf, ".BTF.ext");
		b = &elf->secs[bi];
		x = &elf->secs[xi];
		if (!bi || !xi || !(btf = btf__new(b->data, b->size))) {
			UNIT_FAIL("%s: no .BTF/.BTF.ext", path);
			bl_elf_free(elf);
			continue;
		}
		memset(&c, 0, sizeof(c));
		err = bl_btf_ext_walk(btf, x->data, x->size, BL_BTF_EXT_ALL, &counter, &c);
		ext = btf_ext__new(x->data, x->size);
		CHECKF(!err && c.rec[BL_BTF_EXT_FUNC] && c.rec[BL_BTF_EXT_LINE] && ext,
		       "%s: walked (%d: %u func, %u line records), libbpf agrees", names[i],
		       err, c.rec[BL_BTF_EXT_FUNC], c.rec[BL_BTF_EXT_LINE]);
		btf_ext__free(ext);
		btf__free(btf);
		bl_elf_free(elf);
	}
}

int main(void)
{
	struct fix f;

	if (fix_init(&f)) {
		UNIT_FAIL("BTF fixture");
		return 1;
	}
	well_formed(&f);
	malformed(&f);
	examples();
	btf__free(f.btf);
	return unit_status();
}
