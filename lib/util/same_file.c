// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* An output that is an input, by name or by inode (same_file.h). */
#include <string.h>
#include <sys/stat.h>

#include "util/file_io.h"
#include "util/same_file.h"

long bl_output_replaces_input(const char *out, const char *const *inputs,
			      size_t nr, bool *by_path)
{
	struct stat so, si;
	bool named = out && strcmp(out, "-");
	bool exists = named && !bl_output_is_stream(out) && !stat(out, &so);
	size_t i;

	for (i = 0; named && i < nr; i++) {
		*by_path = !strcmp(inputs[i], out);
		if (*by_path)
			return i;
		if (exists && !stat(inputs[i], &si) && si.st_dev == so.st_dev &&
		    si.st_ino == so.st_ino)
			return i;
	}
	return -1;
}
