// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * bl_maps_c(): the C declarations (bpf_helpers.h style) of an object's BTF
 * `.maps`, so users can put them in their sources. Read from the object's
 * BTF, not from a plan: the output says what the object really holds; for
 * a conversion's output (bl_maps_c_image) from the model it was written
 * from, not from its bytes read back.
 * Each definition is read by the map-definition codec (btf_maps.c) and
 * written in the order its encoder uses, key/value types are the
 * object's own (their definitions come first, printed by libbpf's
 * btf_dump), and map-in-map slots filled by `.rel.maps` become designated
 * initialisers.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <linux/bpf.h>

#include "bpflegacy.h"
#include "btf/btf_maps.h"
#include "btf/btf_load.h"
#include "btf/btf_emit_c.h"
#include "elf/elf_image.h"
#include "elf/elf_model.h"

struct emit {
	const struct bl_elf *elf;
	struct btf *btf;
	struct btf_dump *dump;
	FILE *f;
	const char *name;
	const struct bl_sink *sink;
};

static void dump_printf(void *ctx, const char *fmt, va_list args)
{
	vfprintf(ctx, fmt, args);
}

static const struct btf_type *resolved(const struct btf *btf, uint32_t id,
				       uint32_t *rid)
{
	int r = btf__resolve_type(btf, id);

	if (r <= 0)
		return NULL;
	if (rid)
		*rid = r;
	return btf__type_by_id(btf, r);
}

static void emit_type_name(struct emit *e, uint32_t id)
{
	LIBBPF_OPTS(btf_dump_emit_type_decl_opts, o, .field_name = "");

	btf_dump__emit_type_decl(e->dump, id, &o);
}

static void emit_def(struct emit *e, int id, int depth);

static void indent(FILE *f, int depth)
{
	while (depth-- > 0)
		fputc('\t', f);
}

/* One member of a decoded map definition, as its bpf_helpers.h macro. */
static void emit_member(struct emit *e, const struct bl_btf_def *d,
			enum bl_btf_def_member m, int depth)
{
	const char *fn = bl_btf_def_member_name(m), *sym;
	const struct btf_type *in;
	uint32_t v = 0;
	char buf[64];

	indent(e->f, depth);
	switch (m) {
	case BL_DEF_KEY:
	case BL_DEF_VALUE:
		fprintf(e->f, "__type(%s, ", fn);
		emit_type_name(e, m == BL_DEF_KEY ? d->key_type : d->value_type);
		fputs(");\n", e->f);
		return;
	case BL_DEF_VALUES:
		fputs("__array(values, ", e->f);
		in = btf__type_by_id(e->btf, d->values_pointee);
		if (in && btf_is_struct(in) && !in->name_off)
			emit_def(e, d->values_pointee, depth + 1);
		else
			emit_type_name(e, d->values_pointee);
		fputs(");\n", e->f);
		return;
	default:
		break;
	}
	bl_btf_map_def_uint(d, m, &v);
	sym = bl_btf_def_member_sym(d, m, buf, sizeof(buf));
	if (sym)
		fprintf(e->f, "__uint(%s, %s);\n", fn, sym);
	else
		fprintf(e->f, "__uint(%s, %u);\n", fn, v);
}

/* The definition STRUCT @id as the codec reads it, in the order it writes. */
static void emit_def(struct emit *e, int id, int depth)
{
	enum bl_btf_def_member m[BL_DEF__NR];
	struct bl_btf_def d;
	int i, n;

	bl_btf_map_def_decode(e->btf, id, &d);
	n = bl_btf_map_def_layout(&d, m);
	fputs("struct {\n", e->f);
	for (i = 0; i < n; i++)
		emit_member(e, &d, m[i], depth + 1);
	if (d.nr_ignored) {
		indent(e->f, depth + 1);
		fprintf(e->f, "/* %u member%s not expressible with bpf_helpers.h macros */\n",
			d.nr_ignored, d.nr_ignored == 1 ? "" : "s");
	}
	indent(e->f, depth);
	fputc('}', e->f);
}

/* Type definitions the key/value members need (libbpf prints each once). */
static int dump_kv_types(struct emit *e, int id)
{
	const struct btf_type *in;
	struct bl_btf_def d;
	int err = 0;

	bl_btf_map_def_decode(e->btf, id, &d);
	if (d.key_type)
		err = btf_dump__dump_type(e->dump, d.key_type);
	if (!err && d.value_type)
		err = btf_dump__dump_type(e->dump, d.value_type);
	in = d.values_pointee ? btf__type_by_id(e->btf, d.values_pointee) : NULL;
	if (!err && in && btf_is_struct(in))
		err = in->name_off ? btf_dump__dump_type(e->dump, d.values_pointee) :
				     dump_kv_types(e, d.values_pointee);
	return err;
}

/* The output symbol .rel.maps points at from [@off, @off+@size) of .maps. */
struct slot_init {
	uint32_t var_off, off;
	const char *target;
};

static size_t read_slots(const struct emit *e, size_t maps_sec,
			 struct slot_init **out)
{
	size_t i, k, n = 0;

	*out = NULL;
	for (i = 1; i < e->elf->nr_secs; i++) {
		const struct bl_section *s = &e->elf->secs[i];

		if (s->shdr.sh_type != SHT_REL || s->shdr.sh_info != maps_sec || !s->data)
			continue;
		for (k = 0; k + sizeof(Elf64_Rel) <= s->size; k += sizeof(Elf64_Rel)) {
			Elf64_Rel r;
			size_t sym;
			void *tmp;

			memcpy(&r, s->data + k, sizeof(r));
			sym = ELF64_R_SYM(r.r_info);
			if (sym >= e->elf->nr_syms)
				continue;
			tmp = realloc(*out, (n + 1) * sizeof(**out));
			if (!tmp)
				return n;
			*out = tmp;
			(*out)[n].off = r.r_offset;
			(*out)[n].target = e->elf->syms[sym].name;
			n++;
		}
	}
	return n;
}

/* " = { .values = { [i] = &target, ... } }" for the slots inside this var. */
static bool emit_init(struct emit *e, const struct btf_type *def,
		      const struct btf_var_secinfo *vi,
		      const struct slot_init *slots, size_t nr)
{
	const struct btf_member *m = btf_members(def);
	uint32_t values_off = 0;
	bool any = false;
	size_t i;
	int k;

	for (k = 0; k < btf_vlen(def); k++) {
		const char *fn = btf__name_by_offset(e->btf, m[k].name_off);

		if (fn && !strcmp(fn, "values"))
			values_off = btf_member_bit_offset(def, k) / 8;
	}
	if (!values_off)
		return false;
	for (i = 0; i < nr; i++) {
		uint32_t at = vi->offset + values_off;

		if (slots[i].off < at || slots[i].off >= vi->offset + vi->size ||
		    !slots[i].target)
			continue;
		/* the template is its own anonymous struct: cast, as libbpf only
		 * reads the relocation */
		fprintf(e->f, "%s\n\t\t[%u] = (void *)&%s,", any ? "" : " = {\n\t.values = {",
			(slots[i].off - at) / 8, slots[i].target);
		any = true;
	}
	if (any)
		fputs("\n\t},\n}", e->f);
	return any;
}

static int emit_all(struct emit *e, const struct btf_type *ds, size_t maps_sec)
{
	const struct btf_var_secinfo *vi = btf_var_secinfos(ds);
	struct slot_init *slots = NULL;
	size_t nr_slots = read_slots(e, maps_sec, &slots);
	int i, pass, err = 0;

	for (i = 0; !err && i < btf_vlen(ds); i++) {
		const struct btf_type *var = btf__type_by_id(e->btf, vi[i].type);
		uint32_t id;
		const struct btf_type *def = var ? resolved(e->btf, var->type, &id) : NULL;

		if (def && btf_is_struct(def))
			err = dump_kv_types(e, id);
	}
	fputs("\n", e->f);
	/* maps without initialisers first: initialisers point at them */
	for (pass = 0; !err && pass < 2; pass++) {
		for (i = 0; i < btf_vlen(ds); i++) {
			const struct btf_type *var = btf__type_by_id(e->btf, vi[i].type);
			uint32_t id;
			const struct btf_type *def = var ? resolved(e->btf, var->type, &id) : NULL;
			size_t k;
			bool has_init = false;

			if (!def || !btf_is_struct(def))
				continue;
			for (k = 0; k < nr_slots; k++)
				if (slots[k].off >= vi[i].offset &&
				    slots[k].off < vi[i].offset + vi[i].size)
					has_init = true;
			if (has_init != (pass == 1))
				continue;
			emit_def(e, id, 0);
			fprintf(e->f, " %s SEC(\".maps\")",
				btf__name_by_offset(e->btf, var->name_off));
			emit_init(e, def, &vi[i], slots, nr_slots);
			fputs(";\n\n", e->f);
		}
	}
	free(slots);
	return err;
}

static int maps_c(const struct bl_elf *elf, const char *name,
		  const struct bl_sink *sink, char **out, size_t *out_len)
{
	struct emit e = { .name = name, .sink = sink, .elf = elf };
	const struct btf_type *ds;
	size_t btf_sec, maps_sec;
	int id, err;

	btf_sec = bl_elf_find_section(elf, ".BTF");
	maps_sec = bl_elf_find_section(elf, ".maps");
	if (!btf_sec || !maps_sec || !elf->secs[btf_sec].data) {
		bl_report(sink, BL_ERROR, name, NULL, "no BTF-defined .maps to write as C");
		err = -ENOENT;
		goto out;
	}
	err = bl_btf_load(elf->secs[btf_sec].data, elf->secs[btf_sec].size, &e.btf);
	id = err ? -1 : btf__find_by_name_kind(e.btf, ".maps", BTF_KIND_DATASEC);
	if (id <= 0) {
		bl_report(sink, BL_ERROR, name, ".BTF", "no .maps DATASEC in the BTF");
		err = -EINVAL;
		goto out;
	}
	ds = btf__type_by_id(e.btf, id);
	e.f = open_memstream(out, out_len);
	e.dump = e.f ? btf_dump__new(e.btf, dump_printf, e.f, NULL) : NULL;
	if (!e.dump) {
		err = -ENOMEM;
		goto out;
	}
	fprintf(e.f, "/* BTF map definitions of %s, written by bpf-legacy2btf --emit-c.\n"
		" * The type definitions come from the object's BTF: drop those your\n"
		" * sources already have. */\n"
		"#include <linux/bpf.h>\n#include <bpf/bpf_helpers.h>\n\n", name);
	err = emit_all(&e, ds, maps_sec);
out:
	btf_dump__free(e.dump);
	if (e.f && fclose(e.f) && !err)
		err = -ENOMEM;
	if (err) {
		free(*out);
		*out = NULL;
		*out_len = 0;
	}
	btf__free(e.btf);
	return err;
}

int bl_maps_c(const void *obj, size_t len, const char *name,
	      const struct bl_sink *sink, char **out, size_t *out_len)
{
	struct bl_elf *elf = NULL;
	int err;

	*out = NULL;
	*out_len = 0;
	err = bl_elf_read(obj, len, name, sink, &elf);
	if (err)
		return err;
	err = maps_c(elf, name, sink, out, out_len);
	bl_elf_free(elf);
	return err;
}

int bl_maps_c_image(const struct bl_image *img, const char *name,
		    const struct bl_sink *sink, char **out, size_t *out_len)
{
	const struct bl_elf *elf = bl_image_model(img);
	void *flat;
	size_t len;
	int err;

	*out = NULL;
	*out_len = 0;
	if (elf)
		return maps_c(elf, name, sink, out, out_len);
	err = bl_image_flatten(img, &flat, &len);
	if (err) {
		bl_report(sink, BL_ERROR, name, NULL, "out of memory");
		return err;
	}
	err = bl_maps_c(flat, len, name, sink, out, out_len);
	free(flat);
	return err;
}
