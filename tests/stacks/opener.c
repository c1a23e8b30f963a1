// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * opener LIBBPF.so FILE...: open each FILE with bpf_object__open_file() of
 * the libbpf in LIBBPF.so (dlopen'ed, so any release's libbpf can be asked
 * from a host or a chroot whose C library it fits) and print one line per
 * file: "0 FILE" when it opens, "ERR FILE: first warning" when not.
 * libbpf before 1.0 returns errors as ERR_PTR, 1.x as NULL with errno;
 * both are read. Used by tests/e2e/lint/lint_releases.sh.
 */
#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef int (*print_fn)(int level, const char *fmt, va_list ap);
static char first_warning[512];

static int on_print(int level, const char *fmt, va_list ap)
{
	/* LIBBPF_WARN is 0: the first warning explains a failed open */
	if (level == 0 && !first_warning[0]) {
		vsnprintf(first_warning, sizeof(first_warning), fmt, ap);
		first_warning[strcspn(first_warning, "\n")] = '\0';
	}
	return 0;
}

int main(int argc, char **argv)
{
	void *(*open_file)(const char *path, const void *opts);
	void (*close_obj)(void *obj);
	print_fn (*set_print)(print_fn fn);
	void *lib, *obj;
	long err;
	int i;

	if (argc < 2) {
		fprintf(stderr, "usage: opener LIBBPF.so FILE...\n");
		return 2;
	}
	lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
	if (!lib) {
		fprintf(stderr, "opener: %s\n", dlerror());
		return 2;
	}
	*(void **)&open_file = dlsym(lib, "bpf_object__open_file");
	*(void **)&close_obj = dlsym(lib, "bpf_object__close");
	*(void **)&set_print = dlsym(lib, "libbpf_set_print");
	if (!open_file || !close_obj || !set_print) {
		fprintf(stderr, "opener: %s lacks bpf_object__open_file\n", argv[1]);
		return 2;
	}
	set_print(on_print);
	for (i = 2; i < argc; i++) {
		first_warning[0] = '\0';
		errno = 0;
		obj = open_file(argv[i], NULL);
		err = !obj ? -(errno ? errno : EINVAL) :
		      (unsigned long)obj >= (unsigned long)-4095 ? (long)obj : 0;
		if (!err) {
			close_obj(obj);
			printf("0 %s\n", argv[i]);
		} else {
			printf("%ld %s: %s\n", err, argv[i], first_warning);
		}
		fflush(stdout);
	}
	return 0;
}
