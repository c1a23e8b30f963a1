// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Fault injection for bpf-lint's isolated ground truth (LD_PRELOAD'ed by
 * tests/e2e/lint/lint_isolation.sh): makes the real bpf_object__open_mem()
 * misbehave the way a libbpf parser bug would, when BL_LIBBPF_FAULT says so:
 *   segv   die from SIGSEGV          hang   never return
 *   hog    grab 2 GiB of address space first (abort if it is refused)
 * Anything else (or unset): call the real function. With BL_LIBBPF_FAULT_ONLY
 * set, only objects whose name contains it misbehave.
 *
 * BL_LIBBPF_FAULT=kind20 plays a newer libbpf instead, for
 * tests/e2e/robustness/btf_unknown_kind.sh: its btf__new() accepts types of BTF kind
 * 20 (laid out like FWD: no data after struct btf_type), which libbpf 1.1
 * refuses, so the tools' own handling of a kind they do not know is what
 * decides.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <linux/btf.h>

static void *volatile hog[32];

struct bpf_object *bpf_object__open_mem(const void *buf, size_t sz,
					const struct bpf_object_open_opts *opts)
{
	struct bpf_object *(*real)(const void *, size_t,
				   const struct bpf_object_open_opts *);
	const char *mode = getenv("BL_LIBBPF_FAULT");
	const char *only = getenv("BL_LIBBPF_FAULT_ONLY");
	int i;

	if (only && !(opts && opts->object_name && strstr(opts->object_name, only)))
		mode = NULL;

	if (mode && !strcmp(mode, "segv"))
		raise(SIGSEGV);
	if (mode && !strcmp(mode, "hang"))
		for (;;)
			pause();
	/* kept in a volatile array: a compiler may drop a malloc whose result
	 * is only tested (gcc 16 does) */
	if (mode && !strcmp(mode, "hog"))
		for (i = 0; i < 32; i++)
			if (!(hog[i] = malloc(64UL << 20)))	/* 64 MiB, never touched */
				abort();
	real = (void *)dlsym(RTLD_NEXT, "bpf_object__open_mem");
	return real(buf, sz, opts);
}

#define KIND_FUTURE 20
#define INFO(kind, vlen) ((__u32)(kind) << 24 | (vlen))

/* Bytes after struct btf_type for each kind libbpf 1.1 knows (-1: unknown). */
static long type_extra(unsigned int kind, unsigned int vlen)
{
	switch (kind) {
	case BTF_KIND_INT: case BTF_KIND_VAR: case BTF_KIND_DECL_TAG: return 4;
	case BTF_KIND_ARRAY: return sizeof(struct btf_array);
	case BTF_KIND_STRUCT: case BTF_KIND_UNION: return (long)vlen * sizeof(struct btf_member);
	case BTF_KIND_ENUM: return (long)vlen * sizeof(struct btf_enum);
	case BTF_KIND_FUNC_PROTO: return (long)vlen * sizeof(struct btf_param);
	case BTF_KIND_DATASEC: return (long)vlen * sizeof(struct btf_var_secinfo);
	case BTF_KIND_ENUM64: return (long)vlen * sizeof(struct btf_enum64);
	case BTF_KIND_PTR: case BTF_KIND_FWD: case BTF_KIND_TYPEDEF: case BTF_KIND_VOLATILE:
	case BTF_KIND_CONST: case BTF_KIND_RESTRICT: case BTF_KIND_FUNC: case BTF_KIND_FLOAT:
	case BTF_KIND_TYPE_TAG: case KIND_FUTURE: return 0;
	default: return -1;
	}
}

struct btf *btf__new(const void *data, __u32 size)
{
	struct btf *(*real)(const void *, __u32) = (void *)dlsym(RTLD_NEXT, "btf__new");
	const char *mode = getenv("BL_LIBBPF_FAULT");
	struct btf_header h;
	unsigned char *copy;
	__u32 ids[64], nr = 0, id = 1, pos, end, i;
	struct btf *btf;

	if (!mode || strcmp(mode, "kind20") || size < sizeof(h))
		return real(data, size);
	memcpy(&h, data, sizeof(h));
	if (h.magic != BTF_MAGIC || (__u64)h.hdr_len + h.type_off + h.type_len > size)
		return real(data, size);
	copy = malloc(size);
	if (!copy)
		return NULL;
	memcpy(copy, data, size);
	/* kind 20 -> FWD for the real parser, then back in the parsed types */
	for (pos = h.hdr_len + h.type_off, end = pos + h.type_len; pos + 12 <= end; id++) {
		struct btf_type t;
		long extra;

		memcpy(&t, copy + pos, sizeof(t));
		extra = type_extra(BTF_INFO_KIND(t.info), BTF_INFO_VLEN(t.info));
		if (extra < 0)
			break;
		if (BTF_INFO_KIND(t.info) == KIND_FUTURE && nr < 64) {
			ids[nr++] = id;
			t.info = INFO(BTF_KIND_FWD, BTF_INFO_VLEN(t.info));
			memcpy(copy + pos, &t, sizeof(t));
		}
		pos += sizeof(t) + extra;
	}
	btf = real(copy, size);
	free(copy);
	for (i = 0; btf && i < nr; i++) {
		struct btf_type *t = (struct btf_type *)btf__type_by_id(btf, ids[i]);

		t->info = INFO(KIND_FUTURE, BTF_INFO_VLEN(t->info));
	}
	return btf;
}
