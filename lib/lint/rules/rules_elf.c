// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Lint rules: ELF structure libbpf checks on open: relocation entry sizes,
 * the version section, the last section.
 * Each check is a pure function of the object view, bound to its row in
 * lib/lint/rules/rule_table.h.
 */
#include <string.h>

#include "lint/model/lint_obj.h"
#include "lint/rules/findings.h"
#include "lint/rules/rules.h"

static bool rel_ignored_by_libbpf(const char *name)
{
	return !strncmp(name, ".rel.debug_", 11) || !strcmp(name, ".rel.BTF") ||
	       !strcmp(name, ".rel.BTF.ext");
}

void check_rel_entsize(struct lint_obj *o)
{
	size_t i;

	for (i = 1; i < o->nr_raw; i++) {
		const struct lint_raw_sec *s = &o->raw[i];

		if (s->shdr.sh_type != SHT_REL || rel_ignored_by_libbpf(s->name))
			continue;
		if (s->shdr.sh_entsize != sizeof(Elf64_Rel))
			lint_emit(o, s->name, -1,
				  "relocation section '%s' has entry size %lu, not 16: libbpf fails to open with -4001 (format) and prints nothing",
				  s->name, (unsigned long)s->shdr.sh_entsize);
		else if (s->shdr.sh_info >= o->nr_raw)
			lint_emit(o, s->name, -1,
				  "relocation section '%s' targets section %u of %zu: libbpf fails to open silently",
				  s->name, s->shdr.sh_info, o->nr_raw);
	}
}

void check_version_size(struct lint_obj *o)
{
	const struct lint_raw_sec *s = lint_raw_find(o, "version");

	if (s && (s->shdr.sh_type == SHT_NOBITS || s->shdr.sh_size != 4))
		lint_emit(o, "version", -1,
			  "'version' section is %lu bytes, not 4: libbpf fails to open (\"invalid kver section\")",
			  (unsigned long)s->shdr.sh_size);
}

void check_empty_last_section(struct lint_obj *o)
{
	const struct lint_raw_sec *last;

	if (o->nr_raw < 2)
		return;
	last = &o->raw[o->nr_raw - 1];
	if (!last->shdr.sh_size && !lint_raw_find(o, "maps"))
		lint_emit(o, last->name, -1,
			  "last section '%s' is empty: tc and ip fail with \"Error fetching ELF ancillary data!\"",
			  last->name);
}
