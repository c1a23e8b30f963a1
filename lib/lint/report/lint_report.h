/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* One object's part of a report (lint_report.c), made by a lint worker. */
#ifndef BL_LINT_REPORT_H
#define BL_LINT_REPORT_H

#include <stddef.h>

#include "bpflint.h"

/*
 * The bytes bpflint_write(@fmt) writes for @r alone, in parts, @root being
 * the working directory: text: its finding lines, its verdict line, and
 * for an object that pins maps (which the cross-file rules may fail) the
 * verdict line as it reads once they have (libbpf and iproute2 fail); JSON:
 * its object's "file", its "verdicts", the rest up to and with its
 * findings (the closing "]}" left out), and for an object that pins maps
 * its "verdicts" once the cross-file rules have failed it; SARIF: its
 * results (starting "\n"), its "libbpfMin" entry; GitHub: its workflow
 * commands; GitLab: its issues (starting "\n"); JUnit: its finding lines
 * as XML text (the parent writes the test case around them, its verdict
 * known only then); Checkstyle: its <file> elements. Parts the format
 * lacks are empty. So the parent can add findings to a record (the
 * cross-file rules) and write its verdicts as they make them. Malloc'ed;
 * 0 or -ENOMEM.
 */
#define LINT_RECORD_PARTS 4
/* The last format records are made for (lint_files.c). */
#define LINT_FMT_LAST BPFLINT_FMT_CHECKSTYLE
int lint_record(enum bpflint_format fmt, const struct bpflint_opts *o, const char *root,
		const struct bpflint_result *r, char *rec[LINT_RECORD_PARTS],
		size_t len[LINT_RECORD_PARTS]);

#endif /* BL_LINT_REPORT_H */
