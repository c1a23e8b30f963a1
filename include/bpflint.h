/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * bpflint: named rules over BPF ELF objects, with libbpf itself as the
 * ground truth for "opens".
 *
 * Every object gets two verdicts: can stock libbpf (bpftool, a skeleton)
 * open and prepare it, and can libbpf-based iproute2 (tc ... bpf obj,
 * ip link ... xdp obj) load it. Findings come from a table of rules (see
 * bpflint_rules()); an open failure that no rule explains is reported with
 * libbpf's own warning text.
 *
 * Like the rest of the library this never prints to stdout/stderr on its
 * own: reporters write to the FILE the caller hands them.
 */
#ifndef BPFLINT_H
#define BPFLINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "bpflegacy.h"

/* Which verdict decides the exit status (and which findings are errors). */
enum bpflint_profile {
	BPFLINT_PROFILE_LIBBPF = 0,	/* stock libbpf 1.x loaders (default) */
	BPFLINT_PROFILE_IPROUTE2,	/* tc/ip linked with libbpf 1.x      */
};

enum bpflint_format {
	BPFLINT_FMT_TEXT = 0,
	BPFLINT_FMT_JSON,
	BPFLINT_FMT_SARIF,
	BPFLINT_FMT_GITHUB,	/* GitHub Actions workflow commands     */
	BPFLINT_FMT_GITLAB,	/* GitLab Code Quality (Code Climate)   */
	BPFLINT_FMT_JUNIT,	/* JUnit XML, a test case per object    */
	BPFLINT_FMT_CHECKSTYLE,	/* Checkstyle XML                       */
};

/* What a rule's finding means for each verdict (bit mask). */
#define BPFLINT_BREAKS_OPEN	(1u << 0)	/* bpf_object__open fails      */
#define BPFLINT_BREAKS_LIBBPF	(1u << 1)	/* generic libbpf load fails   */
#define BPFLINT_BREAKS_TC	(1u << 2)	/* libbpf-based tc/ip fails    */
#define BPFLINT_CROSS_FILE	(1u << 3)	/* needs every file of the run */

struct bpflint_rule {
	const char *id;		/* stable, kebab-case */
	enum bl_severity severity;
	unsigned int breaks;	/* BPFLINT_BREAKS_* */
	const char *summary;	/* one line */
	const char *hint;	/* how to fix, one line */
	const char *doc;	/* markdown paragraph(s) with a minimal example */
};

/* The catalogue, in table order. */
const struct bpflint_rule *bpflint_rules(size_t *nr);
/* Index of @id in the catalogue, or -ENOENT. */
int bpflint_rule_index(const char *id);

struct bpflint_waive_opts;

/* Sized as bpflegacy.h's option structs: .sz = sizeof(struct ...). */
struct bpflint_opts {
	size_t sz;		/* sizeof(struct bpflint_opts)          */
	enum bpflint_profile profile;
	const bool *disabled;	/* NULL or one flag per catalogue entry */
	bool werror;		/* warnings count as errors             */
	bool load;		/* --load: really load into the kernel  */
	int prog_type;		/* --type: every program's type, 0 = none */
	/* bpflint_lint_files(): forked worker processes (0: one), each
	 * linting whole files; what one cannot settle (it died) is linted
	 * again in the caller's process, with the open isolated as below */
	unsigned int jobs;
	/* libbpf's open runs in a forked child (or in a worker) with these
	 * limits (0: the defaults, 5 s and 512 MiB over what the process
	 * already uses); in-process only for fuzzing, where a crash must be
	 * seen (no workers then: threads of the caller) */
	unsigned int open_timeout_ms;
	bool ground_truth_inprocess;
	/* the libbpf release the rules judge for (BPFLINT_LIBBPF_VER; 0:
	 * the linked libbpf's); libbpf's own open stays the linked one */
	unsigned int libbpf_version;
	/* fail objects whose oldest opening release is newer (0: no gate) */
	unsigned int libbpf_min;
	/* bpflint_lint_files(): each worker also waives its objects (as
	 * bpflint_waive() with @waive) and formats their part of the report
	 * in format @records - 1 (0: no records), so the caller's process
	 * only concatenates. Such a result keeps its path and verdicts, not
	 * its findings; bpflint_waive() passes it by, bpflint_exit_status()
	 * counts it and bpflint_write() takes that format only. An object
	 * whose waivers report something is never a record, and one the
	 * cross-file rules add to is linted again in the caller's process. */
	int records;
	const struct bpflint_waive_opts *waive;
	/* BPFLINT_KERNEL_VER: judge for that kernel (rule kernel-too-old),
	 * and fail objects whose kernel minimum is newer (0: neither) */
	unsigned int kernel;
	unsigned int kernel_min;
};

struct bpflint_result;

/* A kernel release as a number: 5.10 is 0x50a. */
#define BPFLINT_KERNEL_VER(major, minor) ((major) * 256 + (minor))
/* "5.10", "6.18.44-foo" (what uname -r says): 0 or -EINVAL. */
int bpflint_kernel_parse(const char *s, unsigned int *ver);
/* "5.10"; "none" for BPFLINT_KERNEL_NONE, the minimum of an object that
 * calls a helper its program type has in no kernel. */
#define BPFLINT_KERNEL_NONE 0xffffu
const char *bpflint_kernel_name(unsigned int ver, char *buf, size_t sz);
/* What sets @r's kernel minimum, as "bpf_skb_ecn_set_ce, helper of
 * sched_cls", into @buf; "" when it has none. A buffer of
 * BPFLINT_KERNEL_WHY_LEN holds the longest reason, its type's evidence
 * included. */
#define BPFLINT_KERNEL_WHY_LEN 256
const char *bpflint_kernel_why(const struct bpflint_result *r, char *buf, size_t sz);

/* A libbpf release as a number: 1.5 is 105, 0.3 is 3. */
#define BPFLINT_LIBBPF_VER(major, minor) ((major) * 100 + (minor))
/* "1.5" or "1.5.0" of a release bpf-lint knows: 0, -EINVAL, -ENOENT. */
int bpflint_libbpf_parse(const char *s, unsigned int *ver);
const char *bpflint_libbpf_name(unsigned int ver, char *buf, size_t sz);
/* The releases bpf-lint knows, as text for messages. */
const char *bpflint_libbpf_known(void);
/* The release of the libbpf this library is linked with. */
unsigned int bpflint_libbpf_linked(void);

struct bpflint_finding {
	const char *rule;	/* catalogue id (static storage) */
	enum bl_severity severity;	/* after profile and --werror */
	char *where;		/* section, map or symbol; or NULL */
	char *message;
	const char *hint;
	char *src_file;		/* from .BTF.ext line info, or NULL */
	unsigned int src_line, src_col;
	long insn;		/* instruction index in @where, or -1 */
	char *suppressed;	/* waived: why (--disable, FILE:LINE, baseline) */
};

struct bpflint_result {
	size_t sz;		/* sizeof(struct bpflint_result): set by
				 * the caller for bpflint_lint_mem      */
	char *path;
	int io_err;		/* -errno: unreadable input (exit 2)      */
	bool rules_open;	/* the rules predict libbpf opens it       */
	bool libbpf_open;	/* bpf_object__open_mem succeeded          */
	int libbpf_err;		/* its error (negative) or 0               */
	bool libbpf_foreign;	/* not opened: byte order is not the host's;
				 * libbpf_open is then the rules' verdict   */
	char *libbpf_log;	/* libbpf's warnings during open, or NULL  */
	char *refused;		/* our checks refused the object (why);
				 * libbpf was not called on it          */
	int libbpf_signal;	/* libbpf's open died from this signal  */
	bool libbpf_timeout;	/* ... or was killed after the timeout  */
	bool libbpf_ok;		/* verdict: generic libbpf loader          */
	bool iproute2_ok;	/* verdict: libbpf-based tc / ip           */
	unsigned int libbpf_version;	/* release the verdicts are for    */
	unsigned int libbpf_min;	/* oldest release from which every later
					 * one opens it (the rules' word), 0:
					 * not even the newest                */
	bool release_open;	/* opens with libbpf_version: libbpf's own
				 * open for the linked release, else the
				 * rules' prediction                   */
	/* the oldest kernel every program and map of it needs
	 * (BPFLINT_KERNEL_VER, lib/lint/kernel/tables/), 0: none known;
	 * and what needs it: a kernel_data table, its row's id, and the
	 * program type asking (0: the object) */
	unsigned int kernel_min;
	unsigned int kernel_why_table, kernel_why_id, kernel_why_ptype;
	/* how that program's type was judged where neither its section nor
	 * --type says (lib/lint/kernel/prog_evidence.h: candidates, those that
	 * admit it, the context access and the helper that narrowed them);
	 * all 0 where they say */
	unsigned int kernel_why_cands, kernel_why_admit, kernel_why_ctx, kernel_why_helper;
	bool load_done;		/* --load ran                              */
	int load_err;		/* its result                              */
	struct bpflint_finding *findings;
	size_t nr_findings;
	void *priv;		/* library-private (pinned maps, ...)      */
};

struct bpflint_run {
	struct bpflint_result *results;	/* in argument order */
	size_t nr;
	struct bpflint_opts opts;
	void *priv;		/* library-private (what records lie in) */
};

/*
 * Lint @nr files (in parallel when opts->jobs > 1), then run the cross-file
 * rules. Results keep argument order. Returns 0 or -ENOMEM; per-file
 * problems are recorded in the results.
 */
int bpflint_lint_files(const char *const *paths, size_t nr,
		       const struct bpflint_opts *opts, struct bpflint_run **out);
/* Lint one in-memory object (no cross-file rules). */
int bpflint_lint_mem(const void *buf, size_t len, const char *name,
		     const struct bpflint_opts *opts, struct bpflint_result *res);
void bpflint_result_fini(struct bpflint_result *res);
void bpflint_run_free(struct bpflint_run *run);

/*
 * Waivers (lib/lint/report/lint_waive.c): mark findings as suppressed; they stay
 * in the results (JSON/SARIF show them as such) but are not printed as text
 * and do not count in the exit status. A failed verdict counts only while
 * one of the findings that explain it is not waived.
 */
struct bpflint_waive_opts {
	size_t sz;		/* sizeof(struct bpflint_waive_opts)     */
	const bool *disabled;	/* NULL or one flag per catalogue entry   */
	const char *config;	/* one config file for all, or NULL: the
				 * nearest .bpf-lint.conf above each object */
	bool no_config;		/* do not look for .bpf-lint.conf         */
	const char *baseline;	/* written by bpflint_write_baseline      */
};
int bpflint_waive(struct bpflint_run *run, const struct bpflint_waive_opts *wo,
		  const struct bl_sink *sink);
/* The findings not waived, one fingerprint per line. */
int bpflint_write_baseline(FILE *f, const struct bpflint_run *run);

/* 0 clean, 1 error-level findings or a failed gating verdict, 2 I/O. */
int bpflint_exit_status(const struct bpflint_run *run);

/* The report, to @f: no other thread may use @f during the call. */
int bpflint_write(FILE *f, enum bpflint_format fmt, const struct bpflint_run *run);
/* The rule catalogue as text (--list-rules) or markdown (docs/lint-rules.md). */
int bpflint_write_rules(FILE *f, bool markdown);

const char *bpflint_severity_name(enum bl_severity sev);

#endif /* BPFLINT_H */
