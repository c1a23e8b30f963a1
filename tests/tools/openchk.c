// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: open an object with stock libbpf exactly as tc does (optionally
 * with a pin root) and print one line per map and per program, so tests can
 * compare what libbpf sees with the legacy definitions.
 *   openchk OBJ [PIN_ROOT]
 * map NAME type=T key=K value=V max=M flags=F pin=PATH|- btf_key=ID btf_value=ID
 * prog NAME sec=SECTION
 */
#include <stdio.h>
#include <string.h>

#include <bpf/libbpf.h>

static int quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return level == LIBBPF_WARN ? vfprintf(stderr, fmt, ap) : 0;
}

int main(int argc, char **argv)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts);
	struct bpf_program *prog;
	struct bpf_object *obj;
	struct bpf_map *map;

	if (argc < 2) {
		fprintf(stderr, "usage: openchk OBJ [PIN_ROOT]\n");
		return 2;
	}
	libbpf_set_print(quiet);
	if (argc > 2)
		opts.pin_root_path = argv[2];
	obj = bpf_object__open_file(argv[1], &opts);
	if (!obj) {
		fprintf(stderr, "openchk: %s: libbpf cannot open it\n", argv[1]);
		return 1;
	}
	bpf_object__for_each_map(map, obj) {
		const char *pin = bpf_map__pin_path(map);

		printf("map %s type=%u key=%u value=%u max=%u flags=%u pin=%s btf_key=%u btf_value=%u\n",
		       bpf_map__name(map), bpf_map__type(map), bpf_map__key_size(map),
		       bpf_map__value_size(map), bpf_map__max_entries(map),
		       bpf_map__map_flags(map), pin ? pin : "-",
		       bpf_map__btf_key_type_id(map), bpf_map__btf_value_type_id(map));
	}
	bpf_object__for_each_program(prog, obj)
		printf("prog %s sec=%s\n", bpf_program__name(prog),
		       bpf_program__section_name(prog));
	bpf_object__close(obj);
	return 0;
}
