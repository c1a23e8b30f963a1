/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The side-car tail-call manifest (docs/manifest.md): its path, its writer
 * (from the plan) and its reader (for bpf-lint).
 */
#ifndef BL_MANIFEST_H
#define BL_MANIFEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define BL_MANIFEST_FORMAT	"bpf-legacy2btf-tailcalls"
#define BL_MANIFEST_VERSION	1

/* Default path for object @obj: the name without ".o" plus
 * ".tailcalls.json". Malloc'ed; NULL when out of memory. */
char *bl_manifest_path(const char *obj);

struct bl_manifest_slot {
	char *map;
	char *section;
	uint32_t legacy_id, key;
};

/* What a reader needs from a manifest: the object it describes, the slots. */
struct bl_manifest {
	char sha256[65];		/* object.sha256 ("" when absent) */
	struct bl_manifest_slot *slots;	/* in graft order */
	size_t nr_slots;
	const char **by_section;	/* slot section names, sorted */
};

struct bl_plan;

/* The manifest of a finished plan (writer); @sha: the output's sha256. */
char *bl_manifest_json(const struct bl_plan *p, const char *sha, size_t *len);

/*
 * Parse a version-1 manifest. -EINVAL: not JSON, another format or
 * version, or fields of the wrong kind; -ENOMEM.
 */
int bl_manifest_parse(const char *buf, size_t len, struct bl_manifest *m);
/* Does a slot name section @sec? */
bool bl_manifest_has_section(const struct bl_manifest *m, const char *sec);
void bl_manifest_free(struct bl_manifest *m);

#endif /* BL_MANIFEST_H */
