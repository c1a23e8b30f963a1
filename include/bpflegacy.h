/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * bpflegacy: bring legacy iproute2/samples BPF objects ("maps" section,
 * ID/KEY tail-call sections) into the libbpf 1.x world.
 *
 * The library never prints and never exits: every function returns 0 or a
 * negative errno and hands its diagnostics to a sink owned by the caller.
 */
#ifndef BPFLEGACY_H
#define BPFLEGACY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define BPFLEGACY_VERSION "0.1.0"

enum bl_severity {
	BL_NOTE,
	BL_WARNING,
	BL_ERROR,
};

/* What bl_diag.where names. */
enum bl_where_kind {
	BL_AT_NONE = 0,		/* nothing, or the message names it itself */
	BL_AT_MAP,
	BL_AT_SECTION,
	BL_AT_SYMBOL,
};

struct bl_diag {
	enum bl_severity severity;
	const char *object;	/* file name (or buffer name) */
	const char *where;	/* map/section/symbol name, or NULL */
	enum bl_where_kind where_kind;
	const char *message;	/* one line, no trailing newline; names from
				 * the object C-escaped (no control chars) */
};

/*
 * How a sink prints @d->where in front of the message: "map 'jmp': ",
 * "section '1/0': ", or "" when the diagnostic has no (printable) place.
 * Sinks print "TOOL: OBJECT: [SEVERITY: ]WHERE: MESSAGE". Returns @buf.
 */
const char *bl_diag_where(const struct bl_diag *d, char *buf, size_t size);

typedef void (*bl_diag_fn)(const struct bl_diag *diag, void *ctx);

struct bl_sink {
	bl_diag_fn fn;
	void *ctx;
};

/* Legacy map-definition layouts, see lib/convert/legacy_layout.c */
enum bl_layout {
	BL_LAYOUT_AUTO = 0,
	BL_LAYOUT_ELF_MAP,	/* iproute2 struct bpf_elf_map, 36 bytes   */
	BL_LAYOUT_ELF_MAP_V46,	/* iproute2 4.6-4.12, 28 bytes, no inner_* */
	BL_LAYOUT_MAP_DEF,	/* libbpf/selftests struct bpf_map_def, 20 */
	BL_LAYOUT_SAMPLES,	/* samples/bpf bpf_load_map_def, 28 bytes  */
	BL_LAYOUT_SAMPLES24,	/* samples: ... map_flags, inner_map_idx, 24 */
	BL_LAYOUT_MIN,		/* type, key, value, max_entries: 16 bytes  */
	BL_LAYOUT__MAX,
};

const char *bl_layout_name(enum bl_layout layout);
int bl_layout_from_name(const char *name, enum bl_layout *out);

enum bl_pin_choice {
	BL_PIN_KEEP_SHARED = 0,	/* PIN_OBJECT_NS -> BY_NAME under globals */
	BL_PIN_GLOBAL,
	BL_PIN_NONE,
	BL_PIN_REFUSE,		/* custom pinning: error unless told      */
};

/*
 * Option and result structs begin with their size, as libbpf's do: set
 * .sz = sizeof(struct ...) (BL_OPTS() declares one so). A library built from
 * a longer struct reads the fields the caller's struct has and takes the
 * defaults for the rest; a caller's longer struct is refused (-EINVAL) only
 * when it sets a field the library does not know of. Results: the library
 * never writes past the caller's sz (-EINVAL when sz is below the struct's
 * first release).
 */
#define BL_OPTS(TYPE, NAME, ...) \
	struct TYPE NAME = { .sz = sizeof(struct TYPE), __VA_ARGS__ }

struct bl_convert_opts {
	size_t sz;			/* sizeof(struct bl_convert_opts)     */
	enum bl_layout layout;		/* BL_LAYOUT_AUTO: decide per object   */
	bool drop_unknown_words;	/* zero out unknown non-zero trailers  */
	enum bl_pin_choice object_ns;	/* KEEP_SHARED (default) or NONE       */
	enum bl_pin_choice custom_pin;	/* REFUSE (default), GLOBAL or NONE    */
	bool prog_array_init;		/* static PROG_ARRAY values (opt-in)   */
	const char *output_path;	/* where the output goes: manifest and
					 * graft script name it              */
	const char *manifest_path;	/* where the manifest goes: its
					 * object.file is relative to it;
					 * NULL: beside output_path          */
	const char *prog_type;		/* tc's graft type: cls, act, xdp,
					 * lwt_in, lwt_out, lwt_xmit; NULL:
					 * guessed from the section names    */
	bool graft_script;		/* a graft script is wanted: fail when
					 * the program type cannot be told  */
	const char *const *inner_maps;	/* "OUTER=INNER": INNER is the inner
					 * map template of map-in-map OUTER  */
	size_t nr_inner_maps;
	bool explain;			/* describe the plan in result.explain */
	bool report;			/* fill bl_convert_result.changes_json */
	bool verbose;			/* also each change as a BL_NOTE       */
	bool no_graft_script;		/* result.graft_script left NULL (a
					 * caller that will not write it)    */
};

/* What happened to an object, for reporting and for the tail-call manifest. */
struct bl_convert_result {
	size_t sz;		/* sizeof(struct bl_convert_result) */
	bool had_legacy_maps;	/* false: nothing to convert, output == input */
	unsigned int nr_maps;	/* legacy maps converted */
	unsigned int nr_tail_slots;
	unsigned int nr_prog_syms_fixed;	/* static/NOTYPE program symbols
						 * made libbpf's GLOBAL FUNC */
	char *manifest_json;	/* NULL when the object has no tail calls */
	size_t manifest_len;
	char *graft_script;	/* POSIX sh filling every slot, or NULL */
	size_t graft_script_len;
	char *explain;		/* opts.explain: the plan per map and program */
	/* With opts->report: this object's record for the migration report
	 * (docs/report.md): layout, counts, "changes": [...]. */
	char *changes_json;
	size_t changes_len;
	unsigned int nr_changes, nr_behaviour_changes;
};

/*
 * Convert an in-memory object. On success *out and *out_len hold a malloc'ed
 * ELF image (same bytes for the same input and options) and @res describes
 * what changed. @name is used in diagnostics and in the manifest.
 */
int bl_convert_mem(const void *buf, size_t len, const char *name,
		   const struct bl_convert_opts *opts, const struct bl_sink *sink,
		   void **out, size_t *out_len, struct bl_convert_result *res);

/*
 * The same, as pieces in file order instead of one buffer: most of a
 * converted object is the input's bytes, which the pieces point to, so
 * @buf must stay mapped and unchanged until bl_image_free(). Write it with
 * writev(2): the pieces are an iovec array.
 */
struct bl_image;
struct iovec;

int bl_convert_image(const void *buf, size_t len, const char *name,
		     const struct bl_convert_opts *opts, const struct bl_sink *sink,
		     struct bl_image **out, struct bl_convert_result *res);
const struct iovec *bl_image_pieces(const struct bl_image *img, size_t *nr);
size_t bl_image_len(const struct bl_image *img);
/* One malloc'ed copy of the whole image. 0 or -ENOMEM. */
int bl_image_flatten(const struct bl_image *img, void **out, size_t *len);
void bl_image_free(struct bl_image *img);

void bl_convert_result_free(struct bl_convert_result *res);

/*
 * The C declarations (bpf_helpers.h __uint/__type/__array style) of the
 * BTF-defined maps in object @obj, e.g. a converted one: type definitions
 * from its BTF, then one `struct { ... } NAME SEC(".maps");` per map, with
 * designated initialisers for slots .rel.maps fills. *out is malloc'ed.
 */
int bl_maps_c(const void *obj, size_t len, const char *name,
	      const struct bl_sink *sink, char **out, size_t *out_len);

#endif /* BPFLEGACY_H */
