// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Lint rules: BTF against the ELF: DATASEC variables and their symbols and sections.
 * Each check is a pure function of the object view, bound to its row in
 * lib/lint/rules/rule_table.h.
 */
#include <string.h>

#include <bpf/btf.h>

#include "convert/externs.h"
#include "lint/model/lint_obj.h"
#include "lint/rules/findings.h"
#include "lint/rules/rules.h"

static bool datasec_is_extern(const char *name)
{
	return !strcmp(name, ".kconfig") || !strcmp(name, ".ksyms");
}

/* The DATASEC after type @*id whose section is not an extern one, or NULL. */
static const struct btf_type *next_datasec(const struct lint_obj *o, int *id,
					   const char **sec)
{
	int n = btf__type_cnt(o->btf);

	while (++*id < n) {
		const struct btf_type *t = btf__type_by_id(o->btf, *id);

		if (!btf_is_datasec(t))
			continue;
		*sec = btf__name_by_offset(o->btf, t->name_off);
		if (*sec && !datasec_is_extern(*sec))
			return t;
	}
	return NULL;
}

/* Every non-static, non-extern VAR of every DATASEC needs an ELF symbol. */
void check_var_symbol(struct lint_obj *o)
{
	const struct btf_type *t;
	const char *sec;
	int id = 0;

	while ((t = next_datasec(o, &id, &sec))) {
		const struct btf_var_secinfo *vi = btf_var_secinfos(t);
		int k;

		for (k = 0; k < btf_vlen(t); k++, vi++) {
			const struct btf_type *v = btf__type_by_id(o->btf, vi->type);
			const char *vn;

			if (!v || !btf_is_var(v) || btf_var(v)->linkage == BTF_VAR_STATIC ||
			    btf_var(v)->linkage == BTF_VAR_GLOBAL_EXTERN)
				continue;
			vn = btf__name_by_offset(o->btf, v->name_off);
			if (!lint_var_symbol(o, vn))
				lint_emit(o, vn, -1,
					  "BTF variable '%s' in '%s' has no GLOBAL/WEAK STT_OBJECT symbol (local or renamed?): libbpf fails to open with -ENOENT and prints nothing",
					  vn, sec);
		}
	}
}

/* libbpf sizes a DATASEC of size 0 (as clang emits it) from its section. */
void check_datasec_section(struct lint_obj *o)
{
	const struct btf_type *t;
	const char *sec;
	int id = 0;

	while ((t = next_datasec(o, &id, &sec))) {
		size_t idx;

		if (t->size)
			continue;
		idx = lint_sec_find(o, sec);
		if (!idx)
			lint_emit(o, sec, -1,
				  "BTF DATASEC '%s' names a section the object does not have (renamed or removed?): libbpf fails to open with -ENOENT and prints nothing",
				  sec);
		else if (!o->elf->secs[idx].size)
			lint_emit(o, sec, -1,
				  "BTF DATASEC '%s' names an empty section: libbpf fails to open with -ENOENT and prints nothing",
				  sec);
	}
}

/* The name of the DATASEC holding type @id, or NULL. */
static const char *datasec_name_of(const struct btf *btf, int id)
{
	int sec = bl_btf_datasec_of(btf, id);

	return sec ? btf__name_by_offset(btf, btf__type_by_id(btf, sec)->name_off) : NULL;
}

/* What bpf_object__collect_externs refuses (lib/convert/externs.c fixes some). */
void check_extern_without_btf(struct lint_obj *o)
{
	size_t i;

	for (i = 1; i < o->elf->nr_syms; i++) {
		const struct bl_symbol *s = &o->elf->syms[i];
		const char *sec;
		int id;

		if (!bl_sym_is_extern(s))
			continue;
		id = bl_extern_btf_id(o->btf, s->name);
		if (!id) {
			lint_emit(o, s->name, -1,
				  "undefined symbol '%s' is an extern to libbpf and the object has no BTF for it%s: libbpf fails to open (\"failed to find BTF for extern '%s'\")",
				  s->name, o->btf ? "" : " (no .BTF)", s->name);
			continue;
		}
		sec = datasec_name_of(o->btf, id);
		if (!sec)
			lint_emit(o, s->name, -1,
				  "extern '%s' has a BTF variable in no DATASEC (a plain 'extern' built with -g): libbpf fails to open (\"failed to find BTF for extern '%s' [%d] section\")",
				  s->name, s->name, id);
		else if (!datasec_is_extern(sec))
			lint_emit(o, s->name, -1,
				  "extern '%s' is in DATASEC '%s', not .kconfig or .ksyms: libbpf fails to open (\"unrecognized extern section '%s'\")",
				  s->name, sec, sec);
	}
}
