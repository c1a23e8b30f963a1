// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * libbpf releases (--libbpf=VERSION): which rules apply to which release,
 * and the oldest release that opens an object.
 *
 * A rule whose finding decides opening in some releases only has a span
 * here, [since, until) in BPFLINT_LIBBPF_VER units; every other rule
 * applies to all releases. Each span was read in libbpf's sources (tags
 * v0.3 to v1.7) and checked against the real bpf_object__open_file of
 * Debian's libbpf 0.3 (bullseye), 1.1 (bookworm), 1.5 (trixie) and 1.7
 * (sid): tests/e2e/lint/lint_releases.sh. Releases 0.4 to 0.8 and 1.2 to 1.4
 * are not in Debian: their spans are read, not measured.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/libbpf.h>

#include "lint/rules/lint_versions.h"
#include "lint/rules/rule_catalog.h"

/* The releases bpf-lint knows, oldest first (bit i of a release mask). */
static const unsigned int releases[] = {
	BPFLINT_LIBBPF_VER(0, 3), BPFLINT_LIBBPF_VER(0, 4), BPFLINT_LIBBPF_VER(0, 5),
	BPFLINT_LIBBPF_VER(0, 6), BPFLINT_LIBBPF_VER(0, 7), BPFLINT_LIBBPF_VER(0, 8),
	BPFLINT_LIBBPF_VER(1, 0), BPFLINT_LIBBPF_VER(1, 1), BPFLINT_LIBBPF_VER(1, 2),
	BPFLINT_LIBBPF_VER(1, 3), BPFLINT_LIBBPF_VER(1, 4), BPFLINT_LIBBPF_VER(1, 5),
	BPFLINT_LIBBPF_VER(1, 6), BPFLINT_LIBBPF_VER(1, 7),
};
#define NR_RELEASES (sizeof(releases) / sizeof(releases[0]))

static const struct {
	enum lint_rule_id id;
	unsigned int since, until;	/* until 0: every later release */
} spans[] = {
	/* 1.0 removed legacy maps; before, a plain open read them */
	{ LINT_LEGACY_MAPS_SECTION, BPFLINT_LIBBPF_VER(1, 0), 0 },
	{ LINT_LEGACY_MAP_OPTIONS, 0, BPFLINT_LIBBPF_VER(1, 0) },
	/* 1.0 accepts WEAK variable symbols (find_elf_var_offset) */
	{ LINT_WEAK_VAR_SYMBOL, 0, BPFLINT_LIBBPF_VER(1, 0) },
	/* 0.4: "unsupported map linkage static" */
	{ LINT_STATIC_MAP_SYMBOL, BPFLINT_LIBBPF_VER(0, 4), 0 },
	/* 1.1 turns a hidden map VAR static, then refuses it */
	{ LINT_HIDDEN_MAP_SYMBOL, BPFLINT_LIBBPF_VER(1, 1), 0 },
	/* 0.6 initialises PROG_ARRAY slots from 'values' */
	{ LINT_PROG_ARRAY_VALUES_UNSUPPORTED, 0, BPFLINT_LIBBPF_VER(0, 6) },
	/* 1.0 skips empty sections, libbpf commit 3d484ca47339 ("libbpf:
	 * Skip empty sections in bpf_object__init_global_data_maps") */
	{ LINT_EMPTY_BSS_SECTION, 0, BPFLINT_LIBBPF_VER(1, 0) },
};

unsigned int lint_release_mask(unsigned int since, unsigned int until)
{
	unsigned int mask = 0;
	size_t i;

	for (i = 0; i < NR_RELEASES; i++)
		if (releases[i] >= since && (!until || releases[i] < until))
			mask |= 1u << i;
	return mask;
}

unsigned int lint_rule_releases(enum lint_rule_id id)
{
	size_t i;

	for (i = 0; i < sizeof(spans) / sizeof(spans[0]); i++)
		if (spans[i].id == id)
			return lint_release_mask(spans[i].since, spans[i].until);
	return lint_release_mask(0, 0);
}

unsigned int bpflint_libbpf_linked(void)
{
	return BPFLINT_LIBBPF_VER(libbpf_major_version(), libbpf_minor_version());
}

/* The bit of release @ver: the newest known release not after it. */
unsigned int lint_release_bit(unsigned int ver)
{
	size_t i = 0;

	while (i + 1 < NR_RELEASES && releases[i + 1] <= ver)
		i++;
	return 1u << i;
}

unsigned int lint_target(const struct bpflint_opts *opts)
{
	return opts->libbpf_version ? opts->libbpf_version : bpflint_libbpf_linked();
}

/*
 * The oldest known release from which every later one opens the object
 * (what a fleet must run at least), or 0 when the newest fails.
 */
unsigned int lint_oldest_opening(unsigned int fails)
{
	size_t i = NR_RELEASES;

	while (i > 0 && !(fails & (1u << (i - 1))))
		i--;
	return i < NR_RELEASES ? releases[i] : 0;
}

int bpflint_libbpf_parse(const char *s, unsigned int *ver)
{
	unsigned int maj, min;
	char *end;
	size_t i;

	maj = strtoul(s, &end, 10);
	if (end == s || *end != '.')
		return -EINVAL;
	s = end + 1;
	min = strtoul(s, &end, 10);
	/* a patch level (1.1.2) names its release */
	if (end == s || (*end && *end != '.'))
		return -EINVAL;
	for (i = 0; i < NR_RELEASES; i++)
		if (releases[i] == BPFLINT_LIBBPF_VER(maj, min)) {
			*ver = releases[i];
			return 0;
		}
	return -ENOENT;
}

const char *bpflint_libbpf_name(unsigned int ver, char *buf, size_t sz)
{
	snprintf(buf, sz, "%u.%u", ver / 100, ver % 100);
	return buf;
}

const char *bpflint_libbpf_known(void)
{
	return "0.3 to 0.8, 1.0 to 1.7";
}
