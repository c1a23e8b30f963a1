// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Unit tests for a lint result's bytes between a worker and the parent
 * (lib/lint/run/lint_wire.c): a round trip keeps every field, and any cut or
 * flipped frame decodes to nothing, leaving the parent's result as it was;
 * the same for a record (its status, pins and where its report bytes lie
 * in a side file, without which it is refused). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "bpflint.h"
#include "lint/model/lint_obj.h"
#include "lint/run/lint_wire.h"

#define UNIT_NAME "lint_wire"
#include "unit.h"

static const char origin[] = "BTF pinning";

/* A result with every kind of field set, two findings and two pins. */
static void fill(struct bpflint_result *r)
{
	struct lint_priv *p = calloc(1, sizeof(*p));
	size_t nr;
	const struct bpflint_rule *rules = bpflint_rules(&nr);

	*r = (struct bpflint_result){
		.sz = sizeof(*r), .path = strdup("dir/x.o"), .libbpf_err = -95,
		.libbpf_log = strdup("libbpf: elf: legacy map definitions\n"),
		.refused = NULL, .libbpf_signal = 11, .libbpf_version = 101,
		.libbpf_min = 7, .release_open = true, .iproute2_ok = true,
		.nr_findings = 2, .findings = calloc(2, sizeof(*r->findings)),
	};
	r->findings[0] = (struct bpflint_finding){
		.rule = rules[0].id, .severity = BL_ERROR, .where = strdup("maps"),
		.message = strdup("a message"), .hint = rules[0].hint,
		.src_file = strdup("x.c"), .src_line = 12, .src_col = 3, .insn = -1,
	};
	r->findings[1] = (struct bpflint_finding){
		.rule = rules[1].id, .severity = BL_WARNING, .message = strdup(""),
		.hint = rules[1].hint, .insn = 40, .suppressed = strdup("--disable"),
	};
	p->nr = 2;
	p->path_link = 1;
	p->pins = calloc(2, sizeof(*p->pins));
	p->pins[0] = (struct lint_pin){ .name = strdup("jmp"), .origin = origin,
					.attr = { 3, 4, 4, 8, 0 } };
	p->pins[1] = (struct lint_pin){ .name = strdup("cnt"), .src_file = strdup("y.c"),
					.src_line = 9, .origin = origin };
	r->priv = p;
}

static bool same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static bool same(const struct bpflint_result *a, const struct bpflint_result *b)
{
	const struct lint_priv *pa = a->priv, *pb = b->priv;
	size_t i;
	bool ok = a->libbpf_err == b->libbpf_err && a->libbpf_signal == b->libbpf_signal &&
		  a->libbpf_version == b->libbpf_version && a->libbpf_min == b->libbpf_min &&
		  a->release_open == b->release_open && a->iproute2_ok == b->iproute2_ok &&
		  same_str(a->libbpf_log, b->libbpf_log) && same_str(a->refused, b->refused) &&
		  a->nr_findings == b->nr_findings && pa && pb && pa->nr == pb->nr &&
		  pa->path_link == pb->path_link;

	for (i = 0; ok && i < a->nr_findings; i++) {
		const struct bpflint_finding *x = &a->findings[i], *y = &b->findings[i];

		ok = x->rule == y->rule && x->hint == y->hint && x->severity == y->severity &&
		     x->src_line == y->src_line && x->src_col == y->src_col &&
		     x->insn == y->insn && same_str(x->where, y->where) &&
		     same_str(x->message, y->message) && same_str(x->src_file, y->src_file) &&
		     same_str(x->suppressed, y->suppressed);
	}
	for (i = 0; ok && i < pa->nr; i++)
		ok = same_str(pa->pins[i].name, pb->pins[i].name) &&
		     same_str(pa->pins[i].src_file, pb->pins[i].src_file) &&
		     pa->pins[i].src_line == pb->pins[i].src_line &&
		     pa->pins[i].origin == pb->pins[i].origin &&
		     !memcmp(&pa->pins[i].attr, &pb->pins[i].attr, sizeof(pa->pins[i].attr));
	return ok;
}

/* The decoder's @r refuses @wire (and leaves @r as it was). */
static bool refused(const unsigned char *wire, size_t len)
{
	struct bpflint_result r = { .sz = sizeof(r) };
	bool ok = lint_wire_decode(wire, len, &r, -1, NULL) == -EINVAL && !r.priv;

	bpflint_result_fini(&r);
	return ok;
}

/* A record of @in, its report bytes at 4096 of side file @fd: decoded to
 * where they lie there, each cut refused, and refused with no side file. */
static void record(struct bpflint_result *in, int fd)
{
	static const char text[] = "x.o: verdict: ...\n";
	struct lint_priv *p = in->priv;
	struct bpflint_result out = { .sz = sizeof(out), .path = strdup("parent/x.o") };
	const struct lint_priv *q;
	size_t len, cut, bad = 0;
	unsigned char *wire;
	off_t off = 4096;
	char got[64] = "";

	p->sum = (struct lint_rec_sum){ .status = 1, .nr_own = 2, .waived = 1, .explained = true };
	p->rec[1] = (struct lint_bytes){ .p = strdup(text), .len = strlen(text), .fd = -1 };
	CHECK("(its bytes written to a side file at 4096)",
	      pwrite(fd, text, strlen(text), off) == (ssize_t)strlen(text));
	wire = lint_wire_encode_record(in, off, &len);
	CHECK("a record encodes", wire != NULL);
	CHECK("and decodes", wire && !lint_wire_decode(wire, len, &out, fd, NULL));
	q = out.priv;
	if (q && q->rec[1].fd == fd && q->rec[1].len < sizeof(got))
		got[pread(fd, got, q->rec[1].len, q->rec[1].off) < 0 ? 0 : q->rec[1].len] = 0;
	CHECK("as a record with its verdicts, what its findings say and where its report bytes lie, no findings",
	      lint_is_record(&out) && q->sum.status == 1 && q->sum.nr_own == 2 &&
	      q->sum.waived == 1 && q->sum.explained && !q->sum.error &&
	      out.libbpf_min == in->libbpf_min && out.iproute2_ok && !out.nr_findings &&
	      !out.findings && !out.libbpf_log && !q->rec[0].len && !q->rec[2].len &&
	      q->rec[1].len == strlen(text) && !strcmp(got, text) &&
	      !strcmp(out.path, "parent/x.o") && !q->rec[1].p);
	CHECK("its pins, in one allocation with it",
	      q && q->nr == 2 && !strcmp(q->pins[0].name, "jmp") &&
	      !strcmp(q->pins[1].src_file, "y.c") && q->pins[0].attr.max_entries == 8 &&
	      (char *)q->pins[1].src_file < (char *)q + q->block_len);
	bpflint_result_fini(&out);
	for (cut = 0; wire && cut < len; cut++) {
		struct bpflint_result r = { .sz = sizeof(r), .path = strdup("p") };

		if (lint_wire_decode(wire, cut, &r, fd, NULL) != -EINVAL || r.priv ||
		    strcmp(r.path, "p"))
			bad++;
		bpflint_result_fini(&r);
	}
	CHECKF(!bad, "every one of the %zu cut-short records is refused", len);
	CHECK("a record with report bytes and no side file is refused",
	      wire && refused(wire, len));
	free(wire);
	free(p->rec[1].p);
	p->rec[1] = (struct lint_bytes){ .fd = -1 };
}

static void records(struct bpflint_result *in)
{
	int fd = memfd_create("side", 0);

	CHECK("a memory file", fd >= 0);
	record(in, fd);
	close(fd);
}


/*
 * A pin's string is 1 + its offset in the pins block (lint_wire.c): one
 * that points into the pins, past the block, or at bytes with no NUL
 * before the block ends is refused.
 */
static void bad_strings(unsigned char *wire, size_t len)
{
	/* fill()'s first pin's name: the first string after its two pins */
	uintptr_t first = 1 + 2 * sizeof(struct lint_pin), v;
	size_t at, block = 2 * sizeof(struct lint_pin) + sizeof("jmp") + sizeof("cnt") + sizeof("y.c");
	static const uintptr_t bad[] = { 1, 2 * sizeof(struct lint_pin), 0x10000,
					 (uintptr_t)-1 };
	size_t k, n = 0;

	for (at = 0; at + sizeof(v) <= len; at++) {
		memcpy(&v, wire + at, sizeof(v));
		if (v == first)
			break;
	}
	if (!CHECK("the first pin's name is 1 + its offset in the block", at + sizeof(v) <= len))
		return;
	v = block;	/* the last byte, a NUL: the empty string */
	memcpy(wire + at, &v, sizeof(v));
	CHECK("an offset at the block's last NUL is taken", !refused(wire, len));
	v = block + 1;
	memcpy(wire + at, &v, sizeof(v));
	n += refused(wire, len);
	for (k = 0; k < sizeof(bad) / sizeof(bad[0]); k++) {
		memcpy(wire + at, &bad[k], sizeof(bad[k]));
		n += refused(wire, len);
	}
	CHECKF(n == 1 + sizeof(bad) / sizeof(bad[0]),
	       "offsets past the block or into its pins are refused (%zu of %zu)", n,
	       1 + sizeof(bad) / sizeof(bad[0]));
	memcpy(wire + at, &first, sizeof(first));
	/* the block ends right before the end frame: its last NUL made 'x' */
	wire[len - 5] = 'x';
	CHECK("a string with no NUL before the block ends is refused", refused(wire, len));
	wire[len - 5] = '\0';
	CHECK("and the bytes put back decode again", !refused(wire, len));
}

int main(void)
{
	struct bpflint_result in, out = { .sz = sizeof(out) };
	size_t len, cut, bad = 0;
	unsigned char *wire;
	char *path = strdup("parent/x.o");

	fill(&in);
	wire = lint_wire_encode(&in, &len);
	CHECK("a result encodes", wire != NULL && len > sizeof(in));
	out.path = path;
	CHECK("and decodes", wire && !lint_wire_decode(wire, len, &out, -1, NULL));
	CHECK("to the same fields, strings, findings and pins", same(&in, &out));
	CHECK("keeping the parent's path and size", out.path == path && out.sz == sizeof(out));
	bpflint_result_fini(&out);

	/* a worker that died half-way: every shorter prefix is refused */
	for (cut = 0; wire && cut < len; cut++) {
		struct bpflint_result r = { .sz = sizeof(r), .path = strdup("p") };

		if (lint_wire_decode(wire, cut, &r, -1, NULL) != -EINVAL || r.nr_findings || r.priv ||
		    r.libbpf_log || strcmp(r.path, "p"))
			bad++;
		bpflint_result_fini(&r);
	}
	CHECKF(!bad, "every one of the %zu cut-short encodings is refused, the result untouched", len);
	if (wire) {
		struct bpflint_result r = { .sz = sizeof(r) };

		wire[len - 1] ^= 0x40;	/* the end frame */
		CHECK("a wrong end frame is refused", lint_wire_decode(wire, len, &r, -1, NULL) == -EINVAL);
		wire[len - 1] ^= 0x40;
		CHECK("bytes after the end frame are refused",
		      lint_wire_decode(wire, len - 1, &r, -1, NULL) == -EINVAL);
	}
	if (wire)
		bad_strings(wire, len);
	free(wire);
	records(&in);
	bpflint_result_fini(&in);
	return unit_status();
}
