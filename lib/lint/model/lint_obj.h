/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint internals: the per-object view every rule reads (lint_obj.c). */
#ifndef BL_LINT_OBJ_H
#define BL_LINT_OBJ_H

#include <stdint.h>
#include <bpf/libbpf.h>
#include "bpflint.h"
#include "convert/legacy_maps.h"
#include "elf/dwarf_decls.h"
#include "elf/elf_model.h"
#include "util/bulk.h"
#include "util/hash.h"
#include "util/readahead.h"

struct btf;
struct bl_manifest;
struct lint_kreq;
struct lint_ptype;

/* Raw section header, read even when bl_elf_read() refuses the object. */
struct lint_raw_sec {
	const char *name;	/* points into the caller's buffer, or "" */
	GElf_Shdr shdr;
};

/* One BTF-defined map: a VAR in DATASEC `.maps` and its definition. */
struct lint_btf_map {
	const char *name;
	int var_id;
	unsigned int linkage;
	struct bl_btf_def def;	/* decoded as libbpf reads it */
	bool inner_pinned;	/* the values[] template sets pinning */
	uint32_t offset;	/* from the symbol (or the DATASEC entry) */
	size_t sym_idx;		/* 0: no GLOBAL/WEAK STT_OBJECT symbol */
};

/* A map pinned by name (for the cross-file rule). */
struct lint_pin {
	char *name;
	char *src_file;		/* DWARF declaration, or NULL */
	unsigned int src_line, src_col;
	struct bl_map_attr attr;	/* what must match for reuse */
	const char *origin;	/* "legacy PIN_GLOBAL_NS" or "BTF pinning" */
	bool located;		/* looked up already: src_file is the answer */
};

/* Bytes of a record: in memory at @p (owned), or else @len bytes at @off
 * of @fd, a worker's side file the run keeps (lint_run_priv). */
struct lint_bytes {
	char *p;
	int fd;
	off_t off;
	size_t len;
};

/* What a record's own findings say (lint_run.c), for the exit status with
 * findings added later. */
struct lint_rec_sum {
	int status;		/* the exit status, with none added */
	uint32_t nr_own;	/* its findings */
	uint32_t waived;	/* of them waived */
	bool error;		/* one not waived is an error */
	bool explained;		/* one not waived explains a failed verdict */
	bool waived_explains;	/* a waived one does */
	bool refused;		/* our checks refused the object */
};

/* A result's library-private part (bpflint_result.priv). */
struct lint_priv {
	struct lint_pin *pins;	/* maps pinned by name */
	size_t nr;
	/* @path named a symbolic link (1) or not (0) when a worker linted it
	 * (lint_files.c); -1: not looked at. .bpf-lint.conf lookups need it. */
	int path_link;
	/* A worker waived and formatted this object itself (lint_files.c,
	 * bpflint_opts.records): the result is just its path, verdicts, what
	 * its own findings said and the report's bytes for it, in parts
	 * (lint_report.h); findings the cross-file rules add here are its
	 * only findings */
	bool is_record;
	/* its findings' where, message and src_file are not its own but
	 * the run's (lint_add_finding_borrowed()): not freed with it */
	bool findings_borrowed;
	struct lint_rec_sum sum;
	struct lint_bytes rec[4];	/* LINT_RECORD_PARTS (lint_report.h) */
	/* lint_wire.c's pins and their strings lie in this allocation */
	size_t block_len;
	bool in_arena;		/* it lies in the run's arena: not freed alone */
};

/* A run's private part (bpflint_run.priv): the workers' side files, which
 * the records' bytes lie in, each read a buffer at a time. */
struct lint_run_priv {
	struct lint_kept { int fd; struct bl_readahead ra; } *kept;
	size_t nr;
	/* the privs decoded from workers (bulk.h: the parent's pages) */
	struct bl_arena arena;
};

/* @r stands for its report record only (see lint_priv.is_record). */
/* @b's bytes, in memory or read from the file of @run they lie in (valid
 * until the next call); NULL when they cannot be read (lint_obj.c). */
const void *lint_run_bytes(const struct bpflint_run *run, const struct lint_bytes *b);

static inline bool lint_is_record(const struct bpflint_result *r)
{
	const struct lint_priv *p = r->priv;

	/* not when the run failed it later (out of memory) */
	return p && p->is_record && !r->io_err;
}

/* .BTF.ext line info, flattened. */
struct lint_line {
	const char *sec;	/* section name (BTF string) */
	uint32_t insn_off;	/* bytes */
	const char *file;
	uint32_t line, col;
};

struct lint_obj {
	const char *name;
	const unsigned char *buf;
	size_t len;
	const struct bpflint_opts *opts;
	struct bpflint_result *res;

	struct lint_raw_sec *raw;	/* NULL when not even libelf reads it */
	size_t nr_raw;
	struct bl_elf *elf;		/* NULL when the reader refused       */
	char elf_err[256];
	struct btf *btf;		/* .BTF, NULL when absent or corrupt  */
	int btf_err;
	char btf_why[128];		/* what is wrong with .BTF/.BTF.ext   */
	int btf_ext_err;
	struct bl_legacy_maps lm;
	int lm_err;
	char lm_msg[256];
	struct lint_btf_map *bmaps;
	size_t nr_bmaps;
	struct lint_line *lines;
	size_t nr_lines;
	struct bl_name_index sec_names, sym_names;	/* of elf, when read */
	size_t *nr_funcs, *nr_entry_funcs;	/* FUNC symbols per section */
	size_t *first_sym;	/* per section: lowest named non-section symbol */
	const struct lint_line **line_order;	/* with a line: by section,
						 * offset, file order */
	size_t nr_line_order;
	struct bl_dwarf_decls decls;	/* DWARF variables (lazy) */
	bool decls_done;
	/* The side-car manifest matching these bytes (read by the driver for
	 * objects linted from files), or NULL. */
	const struct bl_manifest *manifest;
	const char *manifest_path;

	/* what the object needs of the kernel (lint_kernel.h), found once
	 * before the rules run */
	struct lint_kreq *kreqs;
	size_t nr_kreqs;
	/* each program section's type (prog_evidence.h), by section index,
	 * decided once before the kernel scan: every rule that depends on
	 * a program's type reads it here */
	struct lint_ptype *ptypes;

	/* the rule being run: its enum lint_rule_id (rules/rule_catalog.h;
	 * the rules read the model, the model names no rule) */
	unsigned int cur;
	unsigned int broken;		/* union of BREAKS_* of findings  */
	/* libbpf releases (lint_versions.c bits) some BREAKS_OPEN finding,
	 * kept or not, fails in; and the bit of the chosen release */
	unsigned int open_fails;
	unsigned int tc_open_fails;	/* the same for tc/ip's relaxed open */
	unsigned int target_bit;
	int err;			/* -ENOMEM: findings were lost     */
};

/*
 * lint_obj.c: build and free the view. init reads what decides whether
 * libbpf may see the object (ELF, BTF, .BTF.ext), complete the rest (maps,
 * BTF map definitions), so the isolated open can start between. The line
 * index (o->lines, o->line_order) is lint_where.h's.
 */
int lint_obj_init(struct lint_obj *o, const void *buf, size_t len,
		  const char *name, const struct bpflint_opts *opts,
		  struct bpflint_result *res);
int lint_obj_complete(struct lint_obj *o);
void lint_obj_fini(struct lint_obj *o);
const struct lint_raw_sec *lint_raw_find(const struct lint_obj *o,
					 const char *name);
/* Indexed lookups in o->elf: section by name, libbpf's variable symbol. */
size_t lint_sec_find(const struct lint_obj *o, const char *name);
size_t lint_var_symbol(const struct lint_obj *o, const char *name);

#endif /* BL_LINT_OBJ_H */
