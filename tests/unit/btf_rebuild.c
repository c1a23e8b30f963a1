// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * BTF without the legacy types, and .BTF.ext against it: the copy keeps
 * the old string offsets where the old table allows (each string once, end
 * to end), so a .BTF.ext naming no moved type needs no rewrite; where a
 * dropped type moves the FUNC a record names, or a duplicate string ends
 * the seeding, bl_btf_ext_changes() says so and the rewrite gives records
 * that name the same FUNC and the same strings in the new BTF.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/btf.h>

#include "btf/btf_ext_rewrite.h"
#include "btf/btf_ext_walk.h"
#include "btf/btf_rebuild.h"

/* btf_type.info and an INT's encoding word (Documentation/bpf/btf.rst) */
#define INFO(kind, vlen)	((uint32_t)(kind) << 24 | (vlen))
#define INT_ENC(enc, bits)	((uint32_t)(enc) << 24 | (bits))

#define UNIT_NAME "btf_rebuild"
#include "unit.h"

/* One func info and one line info record, in one section each. */
struct ext {
	struct bl_btf_ext_header h;
	uint32_t func_rec_size;
	struct bl_btf_ext_info_sec func_sec;
	struct bpf_func_info fi;
	uint32_t line_rec_size;
	struct bl_btf_ext_info_sec line_sec;
	struct bpf_line_info li;
};

/*
 * @e: func info naming FUNC @func and line info naming @file, @line, both
 * in section @sec; its bytes as .BTF.ext has them (the header is 8 bytes
 * shorter than the struct: no CO-RE part), malloc'ed, and their *@len.
 */
static unsigned char *ext_new(struct ext *e, uint32_t sec, uint32_t func, uint32_t file,
			      uint32_t line, size_t *len)
{
	size_t hl;
	unsigned char *b = malloc(sizeof(*e));

	if (!b)
		exit(1);
	memset(e, 0, sizeof(*e));
	e->h.magic = BTF_MAGIC;
	e->h.version = 1;
	e->h.hdr_len = offsetof(struct bl_btf_ext_header, core_relo_off);
	e->h.func_info_off = 0;
	e->h.func_info_len = sizeof(uint32_t) + sizeof(e->func_sec) + sizeof(e->fi);
	e->h.line_info_off = e->h.func_info_len;
	e->h.line_info_len = sizeof(uint32_t) + sizeof(e->line_sec) + sizeof(e->li);
	e->func_rec_size = sizeof(e->fi);
	e->func_sec = (struct bl_btf_ext_info_sec){ sec, 1 };
	e->fi = (struct bpf_func_info){ 0, func };
	e->line_rec_size = sizeof(e->li);
	e->line_sec = (struct bl_btf_ext_info_sec){ sec, 1 };
	e->li = (struct bpf_line_info){ 0, file, line, 3 << 10 | 1 };
	hl = e->h.hdr_len;
	memcpy(b, &e->h, hl);
	memcpy(b + hl, &e->func_rec_size, sizeof(*e) - sizeof(e->h));
	*len = hl + sizeof(*e) - sizeof(e->h);
	return b;
}

static struct bpf_func_info *fi_of(unsigned char *b, const struct ext *e)
{
	return (void *)(b + e->h.hdr_len + sizeof(uint32_t) + sizeof(e->func_sec));
}

static struct bpf_line_info *li_of(unsigned char *b, const struct ext *e)
{
	return (void *)(b + e->h.hdr_len + e->h.line_info_off + sizeof(uint32_t) +
			sizeof(e->line_sec));
}

static const char *str(const struct btf *b, uint32_t off)
{
	const char *s = btf__str_by_offset(b, off);

	return s ? s : "(none)";
}

/* The strings of the hand-made BTF below, each once, end to end (clang's way). */
#define MOVED_STRS "\0int\0m\0maps\0prog\0tc\0prog.c\0return 0;"
static const char moved_strs[] = MOVED_STRS;
enum { S_INT = 1, S_M = 5, S_MAPS = 7, S_PROG = 12, S_TC = 17, S_FILE = 20, S_LINE = 27 };

/* The header of a hand-made BTF struct @T: the types up to its member s,
 * then the string table @strs. */
#define RAW_HDR(T, strs)								\
	{ BTF_MAGIC, 1, 0, sizeof(struct bl_btf_hdr), 0,				\
	  offsetof(T, s) - sizeof(struct bl_btf_hdr),					\
	  offsetof(T, s) - sizeof(struct bl_btf_hdr), sizeof(strs) }

/* int, VAR m, DATASEC maps, FUNC_PROTO, FUNC prog: the FUNC after the legacy
 * types. Made by hand, not by the linked libbpf's writer, whose string
 * layout is its own. */
struct moved_raw {
	struct bl_btf_hdr h;
	struct btf_type t_int;
	uint32_t int_enc;
	struct btf_type t_var;
	struct btf_var var;
	struct btf_type t_ds;
	struct btf_var_secinfo vsi;
	struct btf_type t_proto, t_func;
	char s[sizeof(moved_strs)];
};

static const struct moved_raw moved_raw = {
	.h = RAW_HDR(struct moved_raw, moved_strs),
	.t_int = { S_INT, INFO(BTF_KIND_INT, 0), { 4 } },
	.int_enc = INT_ENC(BTF_INT_SIGNED, 32),
	.t_var = { S_M, INFO(BTF_KIND_VAR, 0), { 1 } },
	.var = { BTF_VAR_GLOBAL_ALLOCATED },
	.t_ds = { S_MAPS, INFO(BTF_KIND_DATASEC, 1), { 4 } },
	.vsi = { 2, 0, 4 },
	.t_proto = { 0, INFO(BTF_KIND_FUNC_PROTO, 0), { 1 } },
	.t_func = { S_PROG, INFO(BTF_KIND_FUNC, BTF_FUNC_GLOBAL), { 4 } },
	.s = MOVED_STRS,
};

/* What the copy without VAR m and DATASEC maps must write, byte for byte:
 * int, FUNC_PROTO, FUNC renumbered 1, 2, 3, and the old string table as it
 * was (the names of the dropped types too: the strings keep their offsets). */
struct moved_out {
	struct bl_btf_hdr h;
	struct btf_type t_int;
	uint32_t int_enc;
	struct btf_type t_proto, t_func;
	char s[sizeof(moved_strs)];
};

static void moved_func(void)
{
	static const struct moved_out want = {
		.h = RAW_HDR(struct moved_out, moved_strs),
		.t_int = { S_INT, INFO(BTF_KIND_INT, 0), { 4 } },
		.int_enc = INT_ENC(BTF_INT_SIGNED, 32),
		.t_proto = { 0, INFO(BTF_KIND_FUNC_PROTO, 0), { 1 } },
		.t_func = { S_PROG, INFO(BTF_KIND_FUNC, BTF_FUNC_GLOBAL), { 2 } },
		.s = MOVED_STRS,
	};
	struct btf *old, *got = NULL;
	struct bl_btf_copy c;
	struct ext e;
	bool drop[6] = { false };
	unsigned char *b;
	void *out = NULL;
	uint32_t out_len = 0;
	size_t len;

	old = btf__new(&moved_raw, sizeof(moved_raw));
	if (!CHECKF(old != NULL, "the hand-made BTF loads (%d)", -errno))
		return;
	b = ext_new(&e, S_TC, 5, S_FILE, S_LINE, &len);

	CHECK("nothing dropped: a copy", !bl_btf_copy(old, drop, &c));
	CHECKF(c.same_strs == sizeof(moved_strs),
	       "nothing dropped: the strings keep their offsets (%u)", c.same_strs);
	CHECKF(bl_btf_ext_changes(b, len, &c) == 0,
	       "nothing dropped: .BTF.ext needs no rewrite (%d)", bl_btf_ext_changes(b, len, &c));
	bl_btf_copy_free(&c);

	drop[2] = drop[3] = true;
	if (!CHECK("without VAR m and DATASEC maps: a copy", !bl_btf_copy(old, drop, &c)))
		goto out;
	CHECKF(c.same_strs == sizeof(moved_strs),
	       "the strings still keep their offsets (%u)", c.same_strs);
	CHECKF(bl_btf_ext_changes(b, len, &c) == 1,
	       "the FUNC moved from 5 to 3: .BTF.ext changes (%d)", bl_btf_ext_changes(b, len, &c));
	CHECK("the rewrite succeeds", !bl_btf_ext_rewrite(b, len, &c));
	CHECK("the BTF is written", !bl_btf_copy_raw(&c, false, &out, &out_len));
	got = out ? btf__new(out, out_len) : NULL;
	CHECKF(out_len == offsetof(struct moved_out, s) + sizeof(moved_strs) &&
	       !memcmp(out, &want, out_len),
	       "the written BTF is the expected bytes: types renumbered, the old string table as it was (%u bytes)",
	       out_len);
	CHECKF(got && fi_of(b, &e)->type_id == 3 &&
	       !strcmp(str(got, btf__type_by_id(got, 3)->name_off), "prog"),
	       "the func info names FUNC 'prog' by its new id (%u)", fi_of(b, &e)->type_id);
	CHECKF(li_of(b, &e)->file_name_off == S_FILE && li_of(b, &e)->line_off == S_LINE,
	       "the line info's strings are where they were (%u, %u)",
	       li_of(b, &e)->file_name_off, li_of(b, &e)->line_off);
	bl_btf_copy_free(&c);
out:
	btf__free(got);
	free(out);
	free(b);
	btf__free(old);
}

/*
 * Strings the old table lacks: after the old ones, in type-id order (a
 * type's name, then its members'), each once, whatever order they were
 * added in and whatever the linked libbpf does with its own table.
 */
static void new_strings(void)
{
	static const char want_strs[] = MOVED_STRS "\0b_struct\0b_one\0a_two\0a_var";
	struct btf *old, *got = NULL;
	struct bl_btf_copy c;
	struct bl_btf_hdr h;
	bool drop[6] = { false };
	void *out = NULL;
	uint32_t out_len = 0;
	int st, v;

	old = btf__new(&moved_raw, offsetof(struct moved_raw, s) + sizeof(moved_strs));
	if (!CHECK("the hand-made BTF loads", old != NULL) ||
	    !CHECK("a copy", !bl_btf_copy(old, drop, &c)))
		goto out;
	/* strings added to libbpf's table in another order first */
	btf__add_str(c.btf, "a_var");
	btf__add_str(c.btf, "zzz unused");
	btf__add_str(c.btf, "a_two");
	st = btf__add_struct(c.btf, "b_struct", 8);
	btf__add_field(c.btf, "b_one", 1, 0, 0);
	btf__add_field(c.btf, "a_two", 1, 32, 0);
	btf__add_field(c.btf, "int", 1, 32, 0);
	v = btf__add_var(c.btf, "a_var", BTF_VAR_GLOBAL_ALLOCATED, st);
	if (!CHECK("types added", st > 0 && v > st) ||
	    !CHECK("the BTF is written", !bl_btf_copy_raw(&c, false, &out, &out_len)))
		goto free;
	memcpy(&h, out, sizeof(h));
	CHECKF(h.str_len == sizeof(want_strs) &&
	       !memcmp((char *)out + h.hdr_len + h.str_off, want_strs, sizeof(want_strs)),
	       "the new strings follow the old ones in type-id order, each once, none unused (%u bytes)",
	       h.str_len);
	got = btf__new(out, out_len);
	CHECKF(got && !strcmp(str(got, btf__type_by_id(got, v)->name_off), "a_var") &&
	       !strcmp(str(got, btf_members(btf__type_by_id(got, st))[2].name_off), "int"),
	       "libbpf reads the written BTF's names back");
	free(out);
	if (CHECK("big-endian: written", !bl_btf_copy_raw(&c, true, &out, &out_len))) {
		memcpy(&h, out, sizeof(h));
		CHECKF(h.magic == __builtin_bswap16(BTF_MAGIC) &&
		       __builtin_bswap32(h.str_len) == sizeof(want_strs) &&
		       !memcmp((char *)out + __builtin_bswap32(h.hdr_len) + __builtin_bswap32(h.str_off),
			       want_strs, sizeof(want_strs)),
		       "big-endian: the same string table");
	}
free:
	bl_btf_copy_free(&c);
out:
	btf__free(got);
	free(out);
	btf__free(old);
}

/*
 * A table that holds "x.c" twice (libbpf would not write one; another
 * producer may): the seeding stops there, and what follows is translated.
 */
static void duplicate_string(void)
{
	static const char strs[] = "\0int\0prog\0x.c\0x.c\0ret";
	struct {
		struct bl_btf_hdr h;
		struct btf_type t_int;
		uint32_t int_enc;
		struct btf_type t_proto, t_func;
		char s[sizeof(strs)];
	} raw = {
		.h = { BTF_MAGIC, 1, 0, sizeof(struct bl_btf_hdr), 0,
		       3 * sizeof(struct btf_type) + sizeof(uint32_t),
		       3 * sizeof(struct btf_type) + sizeof(uint32_t), sizeof(strs) },
		.t_int = { 1, INFO(BTF_KIND_INT, 0), { 4 } },
		.int_enc = INT_ENC(BTF_INT_SIGNED, 32),
		.t_proto = { 0, INFO(BTF_KIND_FUNC_PROTO, 0), { 1 } },
		.t_func = { 5, INFO(BTF_KIND_FUNC, BTF_FUNC_GLOBAL), { 2 } },
	};
	const uint32_t second_xc = 14, ret = 18;
	struct btf *old, *got = NULL;
	void *out = NULL;
	uint32_t out_len;
	struct bl_btf_copy c;
	struct ext e;
	bool drop[4] = { false };
	unsigned char *b;
	size_t len;

	memcpy(raw.s, strs, sizeof(strs));
	old = btf__new(&raw, sizeof(raw));
	if (!CHECKF(old != NULL, "the hand-made BTF with a duplicate string loads (%d)", -errno))
		return;
	b = ext_new(&e, 5, 3, second_xc, ret, &len);
	if (CHECK("a copy", !bl_btf_copy(old, drop, &c))) {
		CHECKF(c.same_strs == second_xc,
		       "the strings keep their offsets up to the second \"x.c\" (%u)", c.same_strs);
		CHECKF(bl_btf_ext_changes(b, len, &c) == 1,
		       "the line info's strings move: .BTF.ext changes");
		CHECK("the rewrite succeeds", !bl_btf_ext_rewrite(b, len, &c));
		if (CHECK("the BTF is written", !bl_btf_copy_raw(&c, false, &out, &out_len)))
			got = btf__new(out, out_len);
		CHECKF(got && !strcmp(str(got, li_of(b, &e)->file_name_off), "x.c") &&
		       !strcmp(str(got, li_of(b, &e)->line_off), "ret") &&
		       fi_of(b, &e)->type_id == 3,
		       "the records name the same strings and FUNC in the written BTF ('%s', '%s')",
		       got ? str(got, li_of(b, &e)->file_name_off) : "-",
		       got ? str(got, li_of(b, &e)->line_off) : "-");
		bl_btf_copy_free(&c);
	}
	btf__free(got);
	free(out);
	free(b);
	btf__free(old);
}

int main(void)
{
	moved_func();
	new_strings();
	duplicate_string();
	return unit_status();
}
