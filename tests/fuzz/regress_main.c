// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * A main for the fuzz targets without libFuzzer: feed every file named on
 * the command line (directories: every file in them) to
 * LLVMFuzzerTestOneInput once. `make fuzz-regress` and `make check` replay
 * the corpora and every past crash this way.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"
#include "util/file_io.h"

static int run_file(const char *path, unsigned long *n)
{
	void *buf;
	size_t len;
	int err = bl_read_file(path, &buf, &len);

	if (err) {
		fprintf(stderr, "%s: %s\n", path, strerror(-err));
		return 1;
	}
	LLVMFuzzerTestOneInput(buf, len);
	free(buf);
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
