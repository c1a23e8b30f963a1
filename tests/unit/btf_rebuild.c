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

static void ext_init(struct ext *e, uint32_t sec, uint32_t func, uint32_t file, uint32_t line)
{
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
}

/* The header is 8 bytes shorter than the struct: no CO-RE part. */
static void *ext_bytes(struct ext *e, size_t *len)
{
	size_t hl = e->h.hdr_len;
	unsigned char *b = malloc(sizeof(*e));

	if (!b)
		exit(1);
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

/* int, VAR m, DATASEC maps, FUNC_PROTO, FUNC prog: the FUNC after the legacy types. */
static void moved_func(void)
{
	struct btf *old = btf__new_empty();
	struct bl_btf_copy c;
	struct ext e;
	bool drop[6] = { false };
	int i, var, ds, proto, func, sec, file, line;
	unsigned char *b;
	size_t len;

	i = btf__add_int(old, "int", 4, BTF_INT_SIGNED);
	var = btf__add_var(old, "m", BTF_VAR_GLOBAL_ALLOCATED, i);
	ds = btf__add_datasec(old, "maps", 4);
	btf__add_datasec_var_info(old, var, 0, 4);
	proto = btf__add_func_proto(old, i);
	func = btf__add_func(old, "prog", BTF_FUNC_GLOBAL, proto);
	sec = btf__add_str(old, "tc");
	file = btf__add_str(old, "prog.c");
	line = btf__add_str(old, "return 0;");
	if (!CHECK("the old BTF builds", func == 5 && ds == 3 && sec > 0 && file > 0 && line > 0))
		return;
	ext_init(&e, sec, func, file, line);
	b = ext_bytes(&e, &len);

	CHECK("nothing dropped: a copy", !bl_btf_copy(old, drop, &c));
	CHECK("nothing dropped: the strings keep their offsets", c.same_strs > (uint32_t)line);
	CHECKF(bl_btf_ext_changes(b, len, &c) == 0,
	       "nothing dropped: .BTF.ext needs no rewrite (%d)", bl_btf_ext_changes(b, len, &c));
	bl_btf_copy_free(&c);

	drop[var] = drop[ds] = true;
	if (!CHECK("without VAR m and DATASEC maps: a copy", !bl_btf_copy(old, drop, &c)))
		goto out;
	CHECK("the strings still keep their offsets", c.same_strs > (uint32_t)line);
	CHECKF(bl_btf_ext_changes(b, len, &c) == 1,
	       "the FUNC moved from 5 to 3: .BTF.ext changes (%d)", bl_btf_ext_changes(b, len, &c));
	CHECK("the rewrite succeeds", !bl_btf_ext_rewrite(b, len, &c));
	CHECKF(fi_of(b, &e)->type_id == 3 &&
	       !strcmp(str(c.btf, btf__type_by_id(c.btf, 3)->name_off), "prog"),
	       "the func info names FUNC 'prog' by its new id (%u)", fi_of(b, &e)->type_id);
	CHECKF(li_of(b, &e)->file_name_off == (uint32_t)file &&
	       li_of(b, &e)->line_off == (uint32_t)line,
	       "the line info's strings are where they were (%u, %u)",
	       li_of(b, &e)->file_name_off, li_of(b, &e)->line_off);
	bl_btf_copy_free(&c);
out:
	free(b);
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
		struct btf_header h;
		struct btf_type t_int;
		uint32_t int_enc;
		struct btf_type t_proto, t_func;
		char s[sizeof(strs)];
	} raw = {
		.h = { BTF_MAGIC, 1, 0, sizeof(struct btf_header), 0,
		       3 * sizeof(struct btf_type) + sizeof(uint32_t),
		       3 * sizeof(struct btf_type) + sizeof(uint32_t), sizeof(strs) },
		.t_int = { 1, INFO(BTF_KIND_INT, 0), { 4 } },
		.int_enc = INT_ENC(BTF_INT_SIGNED, 32),
		.t_proto = { 0, INFO(BTF_KIND_FUNC_PROTO, 0), { 1 } },
		.t_func = { 5, INFO(BTF_KIND_FUNC, BTF_FUNC_GLOBAL), { 2 } },
	};
	const uint32_t second_xc = 14, ret = 18;
	struct btf *old;
	struct bl_btf_copy c;
	struct ext e;
	bool drop[4] = { false };
	unsigned char *b;
	size_t len;

	memcpy(raw.s, strs, sizeof(strs));
	old = btf__new(&raw, sizeof(raw));
	if (!CHECKF(old != NULL, "the hand-made BTF with a duplicate string loads (%d)", -errno))
		return;
	ext_init(&e, 5, 3, second_xc, ret);
	b = ext_bytes(&e, &len);
	if (CHECK("a copy", !bl_btf_copy(old, drop, &c))) {
		CHECKF(c.same_strs == second_xc,
		       "the strings keep their offsets up to the second \"x.c\" (%u)", c.same_strs);
		CHECKF(bl_btf_ext_changes(b, len, &c) == 1,
		       "the line info's strings move: .BTF.ext changes");
		CHECK("the rewrite succeeds", !bl_btf_ext_rewrite(b, len, &c));
		CHECKF(!strcmp(str(c.btf, li_of(b, &e)->file_name_off), "x.c") &&
		       !strcmp(str(c.btf, li_of(b, &e)->line_off), "ret") &&
		       fi_of(b, &e)->type_id == 3,
		       "the records name the same strings and FUNC in the new BTF ('%s', '%s')",
		       str(c.btf, li_of(b, &e)->file_name_off), str(c.btf, li_of(b, &e)->line_off));
		bl_btf_copy_free(&c);
	}
	free(b);
	btf__free(old);
}

int main(void)
{
	moved_func();
	duplicate_string();
	return unit_status();
}
