// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* Baseline for lint_bench.sh: bare bpf_object__open_mem over files, N rounds. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <bpf/libbpf.h>

static int quiet(enum libbpf_print_level l, const char *f, va_list ap)
{
	return 0;
}

int main(int argc, char **argv)
{
	int rounds = atoi(argv[1]), r, i, n = 0;
	struct timespec a, b;

	libbpf_set_print(quiet);
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (r = 0; r < rounds; r++) {
		for (i = 2; i < argc; i++) {
			LIBBPF_OPTS(bpf_object_open_opts, o, .object_name = argv[i]);
			FILE *f = fopen(argv[i], "rb");
			struct bpf_object *obj;
			long len;
			void *buf;

			if (!f)
				return 2;
			fseek(f, 0, SEEK_END);
			len = ftell(f);
			rewind(f);
			buf = malloc(len);
			if (!buf || fread(buf, 1, len, f) != (size_t)len)
				return 2;
			fclose(f);
			obj = bpf_object__open_mem(buf, len, &o);
			bpf_object__close(obj);
			free(buf);
			n++;
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%d %.6f\n", n, (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9);
	return 0;
}
