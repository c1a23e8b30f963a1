/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * What the two commands (bpf-legacy2btf, bpf-lint) share: the bug address
 * their --help prints and the names of their exit statuses.
 */
#ifndef BL_UTIL_CLI_COMMON_H
#define BL_UTIL_CLI_COMMON_H

/* Where to report bugs: the build's BUG_URL (GNUmakefile), given by who
 * builds and ships the tools; none without it (argp then prints no
 * "Report bugs to" line). The tree names no address of its own. */
#ifdef BL_BUG_URL
#define BL_BUG_ADDRESS	"<" BL_BUG_URL ">"
#else
#define BL_BUG_ADDRESS	NULL
#endif

/* bpf-legacy2btf */
enum {
	BL_EXIT_CONVERT = 1,	/* bad or unconvertible input */
	BL_EXIT_USAGE = 2,
	BL_EXIT_IO = 3,		/* cannot read input or write output */
	BL_EXIT_LEFT = 4,	/* --source-patch left declarations as they were */
};

/* bpf-lint */
enum {
	BL_LINT_EXIT_CLEAN = 0,
	BL_LINT_EXIT_FAIL = 1,	/* error-level findings, or a failed verdict */
	BL_LINT_EXIT_USAGE = 2,	/* usage error or unreadable input */
};

#endif
