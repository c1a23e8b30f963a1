/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* bpf-lint internals: the per-object view every rule reads. */
#ifndef BL_LINT_INT_H
#define BL_LINT_INT_H

#include <stdarg.h>
#include <stdint.h>

#include "bpflint.h"
#include "elf/elf_model.h"
#include "convert/legacy_maps.h"

struct btf;

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
	uint32_t type, key_size, value_size, max_entries, flags, pinning;
	bool has_pinning, typed_key, typed_value, has_values;
	bool inner_pinned;
	uint32_t offset;	/* from the symbol (or the DATASEC entry) */
	size_t sym_idx;		/* 0: no GLOBAL/WEAK STT_OBJECT symbol */
};

/* A map pinned by name (for the cross-file rule). */
struct lint_pin {
	char *name;
	char *src_file;		/* DWARF declaration, or NULL */
	unsigned int src_line, src_col;
	uint32_t type, key_size, value_size, max_entries, flags;
	const char *origin;	/* "legacy PIN_GLOBAL_NS" or "BTF pinning" */
};

struct lint_pins {
	struct lint_pin *pins;
	size_t nr;
};

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
	struct bl_legacy_maps lm;
	int lm_err;
	char lm_msg[256];
	struct lint_btf_map *bmaps;
	size_t nr_bmaps;
	struct lint_line *lines;
	size_t nr_lines;
	struct lint_decl *decls;	/* DWARF variables, by name (lazy) */
	size_t nr_decls;
	bool decls_done;
	const struct bpflint_rule *cur;	/* rule being run */
	int cur_idx;
	bool rule_open_fail;		/* a BREAKS_OPEN finding was made */
	unsigned int broken;		/* union of BREAKS_* of findings  */
};

typedef void (*lint_check_fn)(struct lint_obj *o);

/* lint_rules.c */
extern const lint_check_fn lint_checks[];
void lint_run_rules(struct lint_obj *o);
/* Cross-file rules over a whole run. */
void lint_cross_file(struct bpflint_run *run);
int lint_rule_idx_by_id(const char *id);

/* lint_obj.c: build and free the view. */
int lint_obj_init(struct lint_obj *o, const void *buf, size_t len,
		  const char *name, const struct bpflint_opts *opts,
		  struct bpflint_result *res);
void lint_obj_fini(struct lint_obj *o);
const struct lint_raw_sec *lint_raw_find(const struct lint_obj *o,
					 const char *name);
const struct lint_line *lint_line_for(const struct lint_obj *o,
				      const char *sec, size_t insn_off);

/* lint_where.c: source locations of findings (line info, DWARF, vlog). */
struct lint_decl;
void lint_locate(struct lint_obj *o, struct bpflint_finding *f);
void lint_locate_vlog(struct lint_obj *o, struct bpflint_finding *f,
		      const char *vlog);
void lint_locate_pin(struct lint_obj *o, struct lint_pin *pin);
void lint_where_fini(struct lint_obj *o);

/* Record a finding for the current rule (o->cur). @insn < 0: none. */
void lint_emit(struct lint_obj *o, const char *where, long insn,
	       const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Record a finding for the rule @id (for the driver's own rules). */
void lint_emit_id(struct lint_obj *o, const char *id, const char *where,
		  const char *fmt, ...) __attribute__((format(printf, 4, 5)));
int lint_add_finding(struct bpflint_result *res, const struct bpflint_rule *r,
		     const struct bpflint_opts *opts, const char *where,
		     const char *msg);

/* lint_libbpf.c: ground truth. */
void lint_libbpf_init(void);
int lint_libbpf_open(const struct lint_obj *o, char **log);
int lint_libbpf_open_debug(const struct lint_obj *o, char **log);
void lint_libbpf_load(struct lint_obj *o);

/* lint_progs.c: program sections and instructions. */
bool lint_libbpf11_knows_section(const char *sec);
int lint_gpl_only_helper(uint32_t id, const char **name);

/* Saturating string builder used by reporters and messages. */
char *lint_strdup_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif /* BL_LINT_INT_H */
