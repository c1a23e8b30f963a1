// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * util/out_plan.h's directory cache: bl_dirs_abs() names every path as
 * dirname(3) and realpath(3) would, whether its directory is found by the
 * path's prefix (no copy) or by dirname itself: paths that alternate
 * between directories, repeat one, or have no slash, a double slash or a
 * trailing one. And util/strbuf.h's bl_strcat3().
 */
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/out_plan.h"
#include "util/strbuf.h"

#define UNIT_NAME "out_dirs"
#include "unit.h"

/* What bl_dirs_abs() is to give: the directory resolved, then the name. */
static char *expected(const char *path)
{
	char *copy = strdup(path), *real, *out;
	const char *slash = strrchr(path, '/');

	real = copy ? realpath(dirname(copy), NULL) : NULL;
	out = real ? bl_strcat3(strcmp(real, "/") ? real : "", "/", slash ? slash + 1 : path) : NULL;
	free(real);
	free(copy);
	return out;
}

int main(void)
{
	char top[] = "/tmp/out_dirs.XXXXXX", *s;
	static const char *const paths[] = {
		"a/x.o", "b/x.o", "a/y.o", "b/y.o", "a/z.o", "c/../a/x.o",
		"a//x.o", "a/./x.o", "x.o", "a/b/x.o", "a/x.o", "./a/x.o",
		"b/x.o", "a/b/y.o", "a", "a/", "/", "a/b/", "./x.o",
	};
	struct bl_dirs *d = bl_dirs_new();
	bool same = true;
	size_t i;

	s = bl_strcat3("dir", "/", "name");
	CHECK("bl_strcat3 joins three strings", s && !strcmp(s, "dir/name"));
	free(s);
	s = bl_strcat3(NULL, "", NULL);
	CHECK("bl_strcat3 takes NULL and empty parts as empty", s && !*s);
	free(s);

	if (!d || !mkdtemp(top) || chdir(top) || mkdir("a", 0755) || mkdir("b", 0755) ||
	    mkdir("c", 0755) || mkdir("a/b", 0755)) {
		UNIT_FAIL("set-up in %s", top);
		return unit_status();
	}
	for (i = 0; i < sizeof(paths) / sizeof(paths[0]); i++) {
		char *want = expected(paths[i]), *got = bl_dirs_abs(d, paths[i]);

		if (!want || !got || strcmp(want, got)) {
			printf("# %s: want %s, got %s\n", paths[i], want ? want : "(null)",
			       got ? got : "(null)");
			same = false;
		}
		free(want);
		free(got);
	}
	CHECK("bl_dirs_abs names each path as dirname and realpath do", same);
	s = bl_dirs_abs(d, "missing/x.o");
	CHECK("a directory that is not there cannot be resolved", !s);
	free(s);
	bl_dirs_free(d);
	rmdir("a/b");
	rmdir("a");
	rmdir("b");
	rmdir("c");
	if (chdir("/") || rmdir(top))
		UNIT_FAIL("clean-up of %s", top);
	return unit_status();
}
