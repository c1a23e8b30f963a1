// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Externs libbpf would need BTF for. To libbpf every undefined GLOBAL or
 * WEAK NOTYPE symbol is an extern, and it opens the object only when a BTF
 * VAR (or FUNC) of that name sits in a DATASEC named .kconfig or .ksyms
 * ("failed to find BTF for extern"). Legacy loaders never asked, so old
 * objects have such symbols with no BTF (clang before 10, no -g) or with a
 * VAR in no DATASEC (clang's -g output for a plain `extern`). A .kconfig
 * value the converter can describe gets what libbpf wants:
 * LINUX_KERNEL_VERSION is an unsigned int, and a VAR clang wrote for
 * LINUX_KERNEL_VERSION or CONFIG_* carries its type. Anything else is named
 * with the refusal it will meet: without BTF the type of a CONFIG_* value
 * (bool, tristate, int, string) is unknown, and other names are nothing
 * libbpf can fill.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "convert/externs.h"
#include "convert/plan.h"
#include "elf/elf_model.h"

#define KVER "LINUX_KERNEL_VERSION"

bool bl_sym_is_extern(const struct bl_symbol *s)
{
	int bind = GELF_ST_BIND(s->sym.st_info);

	return s->sym.st_shndx == SHN_UNDEF && GELF_ST_TYPE(s->sym.st_info) == STT_NOTYPE &&
	       (bind == STB_GLOBAL || bind == STB_WEAK) && s->name && s->name[0];
}

static bool is_kconfig_name(const char *n)
{
	return !strcmp(n, KVER) || !strncmp(n, "CONFIG_", 7);
}

int bl_btf_datasec_of(const struct btf *btf, int id)
{
	int n = btf__type_cnt(btf), i, k;

	for (i = 1; i < n; i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);
		const struct btf_var_secinfo *vi;

		if (!btf_is_datasec(t))
			continue;
		vi = btf_var_secinfos(t);
		for (k = 0; k < btf_vlen(t); k++, vi++)
			if ((int)vi->type == id)
				return i;
	}
	return 0;
}

int bl_extern_btf_id(const struct btf *btf, const char *name)
{
	int id;

	if (!btf)
		return 0;
	id = btf__find_by_name_kind(btf, name, BTF_KIND_VAR);
	if (id <= 0)
		id = btf__find_by_name_kind(btf, name, BTF_KIND_FUNC);
	return id > 0 ? id : 0;
}

/* One extern: fine, describable (added to p->kconfig), or a warning. */
static int plan_extern(struct bl_plan *p, const char *name)
{
	int id = bl_extern_btf_id(p->btf, name);
	bool have_kconfig = p->btf &&
			    btf__find_by_name_kind(p->btf, ".kconfig", BTF_KIND_DATASEC) > 0;

	if (id && bl_btf_datasec_of(p->btf, id))
		return 0;	/* libbpf's to judge, as for any BTF object */
	if (is_kconfig_name(name) && !have_kconfig &&
	    (id ? btf_is_var(btf__type_by_id(p->btf, id)) : !strcmp(name, KVER))) {
		p->kconfig[p->nr_kconfig++] = id ? id : -1;
		bl_report(p->sink, BL_NOTE, p->in->name, NULL,
			  "extern '%s' %s: described in BTF DATASEC .kconfig, as libbpf needs to fill it",
			  name, id ? "had a BTF variable in no section" :
			  "had no BTF: an unsigned int (the running kernel's version)");
		return 0;
	}
	bl_report(p->sink, BL_WARNING, p->in->name, NULL,
		  "undefined symbol '%s' is an extern to libbpf, which will refuse the object (\"failed to find BTF for extern '%s'\"): %s",
		  name, name,
		  is_kconfig_name(name) && !id ?
		  "without BTF its type (bool, tristate, int or string) is unknown; build with -g and declare it 'extern ... __kconfig'" :
		  is_kconfig_name(name) ?
		  "the object has a .kconfig section of its own to put it in; declare it 'extern ... __kconfig'" :
		  "it is neither a .kconfig value (CONFIG_*, LINUX_KERNEL_VERSION) nor a .ksyms kernel symbol libbpf could fill; define it in the program (a const or a map) instead");
	return 0;
}

int bl_plan_externs(struct bl_plan *p)
{
	size_t i, n = 0;

	for (i = 1; i < p->in->nr_syms; i++)
		n += bl_sym_is_extern(&p->in->syms[i]);
	if (!n)
		return 0;
	p->kconfig = calloc(n, sizeof(*p->kconfig));
	if (!p->kconfig)
		return -ENOMEM;
	for (i = 1; i < p->in->nr_syms; i++)
		if (bl_sym_is_extern(&p->in->syms[i]))
			plan_extern(p, p->in->syms[i].name);
	return 0;
}
