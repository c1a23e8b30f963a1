// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: load an object the way a libbpf loader that owns its map-in-map
 * templates does: before loading, give outer map OUTER an inner map created
 * like map TEMPLATE of the same object (bpf_map__set_inner_map_fd); with
 * TEMPLATE "-" nothing is given. Programs load as SCHED_CLS.
 *   innerload OBJ OUTER TEMPLATE      prints "loaded" and exits 0 on success
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

static int quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return level == LIBBPF_WARN ? vfprintf(stderr, fmt, ap) : 0;
}

int main(int argc, char **argv)
{
	struct bpf_program *prog;
	struct bpf_object *obj;
	struct bpf_map *outer, *tmpl;
	int fd = -1, err;

	if (argc != 4) {
		fprintf(stderr, "usage: innerload OBJ OUTER TEMPLATE|-\n");
		return 2;
	}
	libbpf_set_print(quiet);
	obj = bpf_object__open_file(argv[1], NULL);
	if (!obj) {
		fprintf(stderr, "innerload: %s: libbpf cannot open it\n", argv[1]);
		return 1;
	}
	bpf_object__for_each_program(prog, obj)
		bpf_program__set_type(prog, BPF_PROG_TYPE_SCHED_CLS);
	outer = bpf_object__find_map_by_name(obj, argv[2]);
	if (!outer) {
		fprintf(stderr, "innerload: no map %s\n", argv[2]);
		return 1;
	}
	if (strcmp(argv[3], "-")) {
		tmpl = bpf_object__find_map_by_name(obj, argv[3]);
		if (!tmpl) {
			fprintf(stderr, "innerload: no map %s\n", argv[3]);
			return 1;
		}
		fd = bpf_map_create(bpf_map__type(tmpl), "inner", bpf_map__key_size(tmpl),
				    bpf_map__value_size(tmpl), bpf_map__max_entries(tmpl), NULL);
		if (fd < 0 || bpf_map__set_inner_map_fd(outer, fd)) {
			fprintf(stderr, "innerload: cannot create or set the inner map\n");
			return 1;
		}
	}
	err = bpf_object__load(obj);
	if (err) {
		fprintf(stderr, "innerload: load failed: %d\n", err);
		return 1;
	}
	printf("loaded\n");
	bpf_object__close(obj);
	if (fd >= 0)
		close(fd);
	return 0;
}
