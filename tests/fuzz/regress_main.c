// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * A main for the fuzz targets without libFuzzer: feed every file named on
 * the command line (directories: every file in them) to
 * LLVMFuzzerTestOneInput once. `make fuzz-regress` and `make check` replay
 * the corpora and every past crash this way. Each input is handed over in
 * read-only pages, so a target that writes into its const input dies of
 * SIGSEGV here too (libFuzzer's "overwrites its const input").
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"
#include "util/file_io.h"

static int run_file(const char *path, unsigned long *n)
{
	size_t pg = (size_t)sysconf(_SC_PAGESIZE);
	unsigned char *p;
	size_t len, span;
	void *buf;
	int err = bl_read_file(path, &buf, &len);

	if (err) {
		fprintf(stderr, "%s: %s\n", path, strerror(-err));
		return 1;
	}
	/* page-aligned like malloc's, then write-protected */
	span = len ? (len + pg - 1) / pg * pg : pg;
	p = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED) {
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		free(buf);
		return 1;
	}
	memcpy(p, buf, len);
	free(buf);
	mprotect(p, span, PROT_READ);
	LLVMFuzzerTestOneInput(p, len);
	munmap(p, span);
	(*n)++;
	return 0;
}

int main(int argc, char **argv)
{
	unsigned long n = 0;
	int i, rc = 0;

	for (i = 1; i < argc; i++) {
		struct stat st;
		struct dirent *de;
		DIR *d;

		if (stat(argv[i], &st)) {
			fprintf(stderr, "%s: %s\n", argv[i], strerror(errno));
			rc = 1;
			continue;
		}
		if (!S_ISDIR(st.st_mode)) {
			rc |= run_file(argv[i], &n);
			continue;
		}
		d = opendir(argv[i]);
		while (d && (de = readdir(d))) {
			char p[4096];

			if (de->d_name[0] == '.')
				continue;
			snprintf(p, sizeof(p), "%s/%s", argv[i], de->d_name);
			rc |= run_file(p, &n);
		}
		if (d)
			closedir(d);
	}
	printf("%lu inputs replayed\n", n);
	return rc;
}
