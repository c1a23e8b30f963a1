/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The lint rule table: one row per rule, in catalogue (and docs) order.
 * No include guard: it is expanded for the rule ids (rule_catalog.h), the check
 * prototypes (rules.h) and the rows (rule_catalog.c).
 *
 * LINT_RULE(ID, "id", severity, breaks, needs, check, summary, hint, doc)
 *	a rule the driver runs over the object view: check(o) reports through
 *	lint_emit(); it is skipped when the view lacks what @needs names.
 * LINT_DRIVER_RULE(ID, "id", severity, breaks, summary, hint, doc)
 *	a rule with no check function: the driver itself reports it
 *	(lint_emit_rule()) from libbpf's ground truth, the kernel load or the
 *	cross-file pass.
 *
 * @breaks: BPFLINT_BREAKS_* (the verdict axes a finding fails),
 * @needs: LINT_NEEDS_RAW (section headers, even of objects the reader
 * refuses), LINT_NEEDS_MODEL (the ELF model), LINT_NEEDS_BTF (model + .BTF).
 * Adding a rule: one row here, one check function in the rules_*.c of its
 * subject, one fixture naming the rule id (tests/fixtures/lint/).
 */

LINT_RULE(LINT_LEGACY_MAPS_SECTION, "legacy-maps-section", BL_ERROR, OPEN_FAILS, LINT_NEEDS_RAW, check_legacy_maps_section,
	"legacy 'maps' section (iproute2 bpf_elf_map / bpf_map_def)",
	"convert the object: bpf-legacy2btf IN.o -o OUT.o",
	"libbpf 1.0 removed legacy map definitions: any ELF section named `maps` makes "
	"`bpf_object__open` fail with -EOPNOTSUPP (\"legacy map definitions in 'maps' section are "
	"not supported by libbpf v1.0+\"), and tc/ip linked with libbpf 1.x refuse the object "
	"too.\n\n```c\nstruct bpf_elf_map map_sh __section(\"maps\") = {\n\t.type = "
	"BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 1,\n};\n```\n\n"
	"Fix: `bpf-legacy2btf in.o -o out.o` rewrites the definitions as BTF `.maps`.")

LINT_RULE(LINT_LEGACY_MAP_SIZE_MIXED, "legacy-map-size-mixed", BL_ERROR, BPFLINT_BREAKS_TC, LINT_NEEDS_MODEL, check_legacy_map_sizes,
	"legacy map records of mixed or undecodable sizes",
	"give every map the same definition struct (struct bpf_elf_map)",
	"iproute2 works out the record size as `size of maps / number of map symbols` and checks "
	"every symbol sits on that grid. Mixing `struct bpf_elf_map` (36 bytes) with "
	"`struct bpf_map_def` (20 bytes) breaks that, and so do symbols iproute2 does not count "
	"(local, weak).\n\n```c\nstruct bpf_elf_map a __section(\"maps\") = { ... };\n"
	"struct bpf_map_def b __section(\"maps\") = { ... };  /* 56 bytes / 2 symbols */\n```")

LINT_RULE(LINT_LEGACY_LAYOUT_AMBIGUOUS, "legacy-layout-ambiguous", BL_WARNING, 0, LINT_NEEDS_MODEL, check_legacy_layout_ambiguous,
	"legacy map record size matches more than one historical layout",
	"compile with -g so BTF names the members, or pass bpf-legacy2btf --layout",
	"28-byte records are both iproute2 v4.6-v4.12 `bpf_elf_map` (…, flags, id, pinning) and "
	"samples/bpf `bpf_load_map_def` (…, map_flags, inner_map_idx, numa_node). Without BTF "
	"member names the bytes cannot tell them apart, but what each reading means often does "
	"(pinning=2 is PIN_GLOBAL_NS, numa_node without BPF_F_NUMA_NODE means nothing, tc vs. "
	"tracing section names): the finding says which layout that evidence chooses, as "
	"bpf-legacy2btf does, or that it points both ways (the converter then needs --layout)."
	"\n\n```c\nstruct bpf_load_map_def m "
	"__section(\"maps\") = { .type = BPF_MAP_TYPE_ARRAY, .key_size = 4, .value_size = 8, "
	".max_entries = 64 };\n```")

LINT_RULE(LINT_TOO_MANY_LEGACY_MAPS, "too-many-legacy-maps", BL_ERROR, BPFLINT_BREAKS_TC, LINT_NEEDS_MODEL, check_too_many_legacy_maps,
	"more than 64 legacy maps in one object",
	"split the object, or convert it (BTF maps have no such limit)",
	"iproute2's legacy table holds at most 64 maps (ELF_MAX_MAPS); more fails with "
	"\"%u maps not supported in current map section!\".\n\n```c\n/* 65 x struct bpf_elf_map in \"maps\" */\n```")

LINT_RULE(LINT_LEGACY_TAIL_CALL_SECTION, "legacy-tail-call-section", BL_WARNING, 0, LINT_NEEDS_MODEL, check_legacy_tail_call_section,
	"ID/KEY tail-call section that tc on libbpf will not insert into a prog array",
	"bpf-legacy2btf writes a graft manifest/script: run its 'tc exec bpf graft' lines; in the sources, name the prog array: SEC(\"MAP/KEY\") (bpf-legacy2btf --source-patch)",
	"The legacy loader filled prog arrays from sections named `ID/KEY` (`__section_tail(1, 0)`). "
	"tc/ip linked with libbpf 1.x open the object with libbpf, which has no legacy map ids, so "
	"the slot stays empty and the tail call silently falls through.\n\n```c\n"
	"__section_tail(1, 0) int slot0(struct __sk_buff *skb) { return TC_ACT_OK; }\n```")

LINT_RULE(LINT_TAIL_CALL_SECTION_TARGET, "tail-call-section-target", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC, LINT_NEEDS_MODEL, check_tail_section_target,
	"MAP/KEY tail-call section whose prog array or slot does not exist",
	"name a PROG_ARRAY map of the object and a slot below its max_entries: SEC(\"MAP/KEY\"), KEY decimal or 0x hex",
	"Objects with BTF-defined maps have no legacy map ids, so a tail-call program names its "
	"prog array in its section, `MAP/KEY` (what `bpf-legacy2btf --source-patch` writes for "
	"`ID/KEY`; its converter, manifest and graft script fill slot KEY of MAP from it). The "
	"finding is a section whose MAP is a map of another type, or (in an object with prog "
	"arrays) no map at all, a KEY that is not a slot number (`007`: octal to iproute2, "
	"decimal to a reader), or a KEY at or beyond the array's `max_entries`: no graft can "
	"fill that slot and bpf-legacy2btf refuses the object: the chain does not deploy under "
	"either loader, so both verdicts fail. A prefix that names a program type in libbpf's "
	"section table (`socket/0`, `xdp/1`, `kprobe/...`) is a program of that type, not a "
	"tail call.\n\n```c\nstruct { "
	"__uint(type, BPF_MAP_TYPE_PROG_ARRAY); __uint(max_entries, 2); ... } jmp SEC(\".maps\");\n"
	"SEC(\"jmp/2\") int slot2(struct __sk_buff *skb) { return TC_ACT_OK; }\n```")

LINT_RULE(LINT_TAIL_CALL_ARRAY_UNPINNED, "tail-call-array-unpinned", BL_WARNING, 0, LINT_NEEDS_BTF, check_tail_array_unpinned,
	"MAP/KEY tail calls into a prog array that is not pinned by name",
	"add __uint(pinning, LIBBPF_PIN_BY_NAME) to the prog array",
	"Under tc every slot is filled by its own load (`tc exec bpf graft m:globals/MAP key KEY "
	"obj OBJ sec MAP/KEY`), which only reaches the attached program's prog array through its "
	"pin at `<bpffs>/tc/globals/MAP`. Unpinned, each load creates a private array and the "
	"slots vanish when tc exits; `bpf-legacy2btf --graft-script` refuses such an object. A "
	"loader that fills the slots itself in one process does not need the pin.\n\n```c\n"
	"struct { __uint(type, BPF_MAP_TYPE_PROG_ARRAY); __uint(max_entries, 1); ... } jmp "
	"SEC(\".maps\");\nSEC(\"jmp/0\") int slot0(struct __sk_buff *skb) { return TC_ACT_OK; }\n```")

LINT_RULE(LINT_LEGACY_PINNING_NO_EQUIVALENT, "legacy-pinning-no-equivalent", BL_WARNING, 0, LINT_NEEDS_MODEL, check_legacy_pinning,
	"PIN_OBJECT_NS or custom pinning has no libbpf equivalent",
	"choose: bpf-legacy2btf --object-ns=global|none, --custom-pin=global|none",
	"libbpf pins only by name under one root (`LIBBPF_PIN_BY_NAME`). iproute2's "
	"`PIN_OBJECT_NS` (`tc/<sha1 of the object>/NAME`) and custom ids from "
	"`/etc/iproute2/bpf_pinning` cannot be expressed; the converter must pick a policy.\n\n```c\n"
	"struct bpf_elf_map m __section(\"maps\") = { ..., .pinning = PIN_OBJECT_NS };\n```")

LINT_RULE(LINT_LEGACY_MAP_IN_MAP, "legacy-map-in-map", BL_WARNING, 0, LINT_NEEDS_MODEL, check_legacy_map_in_map,
	"legacy map-in-map by id (inner_id / inner_idx)",
	"bpf-legacy2btf turns it into a BTF 'values' template and a .rel.maps slot",
	"Legacy outer maps name their inner template by `inner_id`; libbpf needs a `values` "
	"member whose pointee describes the inner map.\n\n```c\nstruct bpf_elf_map outer "
	"__section(\"maps\") = { .type = BPF_MAP_TYPE_ARRAY_OF_MAPS, ..., .inner_id = 1 };\n```")

LINT_RULE(LINT_MAPS_WITHOUT_BTF, "maps-without-btf", BL_ERROR, OPEN_FAILS, LINT_NEEDS_RAW, check_maps_without_btf,
	"'.maps' section without usable '.BTF'",
	"compile with clang -g (BTF-defined maps need BTF)",
	"BTF-defined maps are described only in BTF; without `.BTF` libbpf fails with \"BTF is "
	"required, but is missing or corrupted\".\n\n```sh\nclang -O2 -target bpf -c prog.c   # no -g\n```")

LINT_RULE(LINT_STATIC_MAP_SYMBOL, "static-map-symbol", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_static_map,
	"static (local) map definition in '.maps'",
	"drop 'static' from the map definition",
	"libbpf >= 0.4 refuses static maps: \"map 'm': unsupported map linkage static\".\n\n```c\n"
	"static struct { __uint(type, BPF_MAP_TYPE_ARRAY); ... } m SEC(\".maps\");\n```")

LINT_RULE(LINT_HIDDEN_MAP_SYMBOL, "hidden-map-symbol", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_hidden_map,
	"map symbol with hidden/internal visibility",
	"give map definitions default visibility (no __hidden)",
	"libbpf >= 1.1 turns a hidden map's VAR into a static one and then refuses it as a static "
	"map, which does not mention visibility.\n\n```c\nstruct { ... } m SEC(\".maps\") "
	"__attribute__((visibility(\"hidden\")));\n```")

LINT_RULE(LINT_VAR_WITHOUT_GLOBAL_SYMBOL, "var-without-global-symbol", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_var_symbol,
	"BTF VAR without a GLOBAL/WEAK STT_OBJECT symbol (silent libbpf failure)",
	"keep the symbol global; do not localize/rename symbols of BPF objects (objcopy -L, --localize-hidden)",
	"libbpf matches every non-static VAR of a DATASEC to a GLOBAL or WEAK `STT_OBJECT` ELF "
	"symbol by name. A missing, renamed or local symbol fails the open with -ENOENT and only "
	"a debug-level message.\n\n```sh\nllvm-objcopy --localize-symbol=my_map prog.o\n```")

LINT_RULE(LINT_DATASEC_MISSING_SECTION, "datasec-missing-section", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_datasec_section,
	"BTF DATASEC naming a missing or empty ELF section (silent libbpf failure)",
	"rename/remove the DATASEC together with the section, or keep the section",
	"For a DATASEC of size 0 (what clang emits) libbpf takes the size from the ELF section of "
	"the same name. If the section was renamed or removed the open fails with -ENOENT and "
	"nothing is printed.\n\n```sh\nllvm-objcopy --rename-section license=lic prog.o\n```")

LINT_RULE(LINT_REL_ENTSIZE, "rel-entsize", BL_ERROR, OPEN_FAILS, LINT_NEEDS_RAW, check_rel_entsize,
	"relocation section entry size is not 16 (silent libbpf failure)",
	"emit SHT_REL sections with sh_entsize 16 (Elf64_Rel)",
	"libbpf requires `sh_entsize == sizeof(Elf64_Rel)` for every relocation section it "
	"keeps and fails with -4001 (LIBBPF_ERRNO__FORMAT) without a message otherwise. Usually "
	"a broken object rewriter.\n\n```text\n[ 5] .reltc  REL  ... ES 18\n```")

LINT_RULE(LINT_VERSION_SECTION_SIZE, "version-section-size", BL_ERROR, OPEN_FAILS, LINT_NEEDS_RAW, check_version_size,
	"'version' section is not 4 bytes",
	"drop the 'version' section or make it one __u32",
	"libbpf reads `version` as the kernel version (u32) and fails with \"invalid kver "
	"section\" for any other size.\n\n```c\nchar _version[] SEC(\"version\") = \"1.0\";\n```")

LINT_RULE(LINT_STATIC_PROG_FUNCTION, "static-prog-function", BL_ERROR, OPEN_FAILS, LINT_NEEDS_MODEL, check_static_prog,
	"static function in a program section other than .text",
	"convert the object: bpf-legacy2btf IN.o -o OUT.o makes static programs global; a static helper called inside a program section must move to .text (no section attribute)",
	"libbpf creates programs from `STT_FUNC` symbols; a LOCAL one outside `.text` fails the "
	"open with -EOPNOTSUPP (\"program 'x' is static and not supported\"). iproute2's legacy "
	"loader never looked at symbols (a program was the whole section), so objects written for it "
	"often define the entry program `static`.\n\n```c\n"
	"__section(\"classifier\") static int cls(struct __sk_buff *skb) { return TC_ACT_OK; }\n```\n\n"
	"Fix: `bpf-legacy2btf in.o -o out.o` makes such programs GLOBAL FUNC symbols with their "
	"sizes (same instructions, same kernel program tag). It refuses a static function *called* "
	"from inside its program section: libbpf resolves BPF-to-BPF calls only into `.text`.")

LINT_RULE(LINT_NOTYPE_PROG_SYMBOL, "notype-prog-symbol", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC, LINT_NEEDS_MODEL, check_notype_prog,
	"program symbol of type NOTYPE (older clang): libbpf makes no program of it",
	"convert the object: bpf-legacy2btf IN.o -o OUT.o makes it a FUNC with its size from the section and the symbol order",
	"Older clang releases emitted program symbols as `STT_NOTYPE` with size 0. libbpf makes "
	"programs only from `STT_FUNC` symbols, so the object opens with no program in that "
	"section and `tc ... sec NAME` or any loader looking for the program fails.\n\n"
	"```\n$ llvm-readelf -s old.o\n   Num:    Value          Size Type    Bind   Vis       Ndx Name\n"
	"     9: 0000000000000000     0 NOTYPE  GLOBAL DEFAULT     5 cls_main\n```\n\n"
	"Fix: `bpf-legacy2btf in.o -o out.o` turns each global NOTYPE symbol of a program section "
	"into a FUNC running to the next program symbol or to the end of the section.")

LINT_RULE(LINT_ZERO_SIZE_PROG_SYMBOL, "zero-size-prog-symbol", BL_ERROR, OPEN_FAILS, LINT_NEEDS_MODEL, check_zero_size_prog,
	"program FUNC symbol of size 0",
	"convert the object: bpf-legacy2btf IN.o -o OUT.o gives it its size from the section and the symbol order",
	"libbpf takes a program's instructions from its `STT_FUNC` symbol's offset and size; a "
	"size of 0 fails the open with -EINVAL (\"corrupted program 'x', offset 0, size 0\"). "
	"Objects from older toolchains (or patched by hand) have them.\n\n"
	"```\n$ llvm-readelf -s old.o\n   Num:    Value          Size Type    Bind   Vis       Ndx Name\n"
	"     9: 0000000000000000     0 FUNC    GLOBAL DEFAULT     5 cls_main\n```\n\n"
	"Fix: `bpf-legacy2btf in.o -o out.o` derives the size: up to the next program symbol "
	"of the section, or to its end.")

LINT_RULE(LINT_BTF_MAP_PINNING_VALUE, "btf-map-pinning-value", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_btf_pinning,
	"BTF map pinning other than 0 (none) or 1 (by name)",
	"use __uint(pinning, LIBBPF_PIN_BY_NAME) or drop pinning",
	"libbpf knows `LIBBPF_PIN_NONE` (0) and `LIBBPF_PIN_BY_NAME` (1) only; iproute2's "
	"`PIN_GLOBAL_NS` (2) copied into a BTF map fails with \"invalid pinning value 2\".\n\n```c\n"
	"struct { __uint(type, BPF_MAP_TYPE_HASH); __uint(pinning, 2); ... } m SEC(\".maps\");\n```")

LINT_RULE(LINT_PINNED_INNER_MAP, "pinned-inner-map", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_pinned_inner,
	"map-in-map inner template sets pinning",
	"remove pinning from the inner template (pin the outer or real inner maps instead)",
	"libbpf creates the inner template as a throw-away map and refuses a pinning member in it "
	"(\"inner def can't be pinned\").\n\n```c\n__array(values, struct { __uint(type, "
	"BPF_MAP_TYPE_ARRAY); __uint(pinning, LIBBPF_PIN_BY_NAME); ... });\n```")

LINT_RULE(LINT_MAP_IN_MAP_NO_INNER, "map-in-map-no-inner", BL_WARNING, BPFLINT_BREAKS_TC, LINT_NEEDS_BTF, check_map_in_map_no_inner,
	"map-in-map without an inner map template (loader must supply it)",
	"load with a libbpf loader that calls bpf_map__set_inner_map_fd, or give a template: bpf-legacy2btf --inner-map=OUTER=INNER",
	"An outer map (`ARRAY_OF_MAPS`, `HASH_OF_MAPS`) needs an inner map when it is created. "
	"Without a `values` member libbpf opens the object but fails to create the map (-EINVAL) "
	"unless the loader called `bpf_map__set_inner_map_fd()` first; tc and ip cannot. Legacy "
	"`struct bpf_map_def` outers have no inner field and convert this way.\n\n```c\n"
	"struct { __uint(type, BPF_MAP_TYPE_ARRAY_OF_MAPS); __uint(key_size, 4); "
	"__uint(value_size, 4); __uint(max_entries, 4); } outer SEC(\".maps\");\n```")

LINT_RULE(LINT_UNKNOWN_PROG_SECTION, "unknown-prog-section", BL_WARNING, 0, LINT_NEEDS_MODEL, check_unknown_prog_section,
	"program section libbpf 1.1 cannot type (fine under tc/ip, which set the type)",
	"rename the section to a libbpf name (tc, classifier, action, xdp, ...) or set the type with bpf_program__set_type",
	"libbpf 1.x matches section names exactly (`ingress`, `classifier/foo`, `1/0` are not "
	"libbpf names). Open succeeds but load fails with \"missing BPF prog type, check ELF "
	"section name\"; bpftool says \"failed to guess program type\" unless given a type "
	"(`bpftool prog loadall OBJ DIR type tc` works). tc and ip set the type themselves, so "
	"this is a warning, not a failed verdict: converted tc objects keep their section names "
	"on purpose (`tc ... sec ingress` selects by name); --werror makes it fatal.\n\n```c\n"
	"__section(\"ingress\") int prog(struct __sk_buff *skb) { return 0; }\n```")

LINT_RULE(LINT_PROG_ARRAY_TYPED_KV, "prog-array-typed-kv", BL_WARNING, 0, LINT_NEEDS_BTF, check_prog_array_typed_kv,
	"typed key/value on PROG_ARRAY or PERF_EVENT_ARRAY",
	"use __uint(key_size, 4) and __uint(value_size, 4)",
	"The kernel refuses BTF key/value types for prog arrays; libbpf prints \"Error in "
	"bpf_create_map_xattr ... Retrying without BTF\" on every load. Perf event arrays lose "
	"them silently.\n\n```c\nstruct { __uint(type, BPF_MAP_TYPE_PROG_ARRAY); __type(key, __u32); "
	"__type(value, __u32); ... } jmp SEC(\".maps\");\n```")

LINT_RULE(LINT_PROG_ARRAY_STATIC_VALUES, "prog-array-static-values", BL_ERROR, BPFLINT_BREAKS_TC, LINT_NEEDS_BTF, check_prog_array_values,
	"statically initialised PROG_ARRAY whose targets tc will not autoload",
	"fill the slots after attaching (tc exec bpf graft / bpftool map update), not with 'values'",
	"tc/ip disable autoload for every program except the one they attach, so libbpf's slot "
	"initialisation writes fd -2 and the load fails (\"failed to initialize slot [0] to prog "
	"... -EBADF\"). Generic libbpf loaders are fine.\n\n```c\nstruct { __uint(type, "
	"BPF_MAP_TYPE_PROG_ARRAY); ...; __array(values, int (void *)); } jmp SEC(\".maps\") = "
	"{ .values = { [0] = &tail0 } };\n```")

LINT_RULE(LINT_KV_ANNOTATION_SECTION, "kv-annotation-section", BL_WARNING, 0, LINT_NEEDS_RAW, check_kv_annotation,
	"'.maps.NAME' BPF_ANNOTATE_KV_PAIR section",
	"drop BPF_ANNOTATE_KV_PAIR; bpf-legacy2btf uses its types as key/value",
	"`BPF_ANNOTATE_KV_PAIR` only existed to get key/value types into BTF for the legacy "
	"loader. With modern clang the kernel rejects that BTF anyway, and libbpf ignores the "
	"section.\n\n```c\nBPF_ANNOTATE_KV_PAIR(map_sh, __u32, __u64);\n```")

LINT_RULE(LINT_MAP_NAME_TRUNCATION, "map-name-truncation", BL_WARNING, 0, LINT_NEEDS_MODEL, check_map_name_truncation,
	"map names longer than 15 characters that collide after truncation",
	"shorten the names so the first 15 characters differ",
	"The kernel keeps 15 characters of a map name; two maps whose names only differ later "
	"look identical in bpftool and in fdinfo (pin paths keep the full name).\n\n```c\n"
	"... counters_ingress SEC(\".maps\"); ... counters_ingress_v6 SEC(\".maps\");\n```")

LINT_RULE(LINT_TC_MULTI_PROG_SECTION, "tc-multi-prog-section", BL_WARNING, 0, LINT_NEEDS_MODEL, check_tc_multi_prog,
	"more than one program in a section tc/ip would attach",
	"one program per section, or select it with 'program NAME' (iproute2 >= 6.0)",
	"tc/ip select the attach program by section name and take the first match; further "
	"programs in the same section are never loaded.\n\n```c\nSEC(\"tc\") int a(struct "
	"__sk_buff *s) { return 0; }\nSEC(\"tc\") int b(struct __sk_buff *s) { return 0; }\n```")

LINT_RULE(LINT_GPL_HELPER_LICENSE, "gpl-helper-license", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC, LINT_NEEDS_MODEL, check_gpl_helpers,
	"GPL-only helper called without a GPL-compatible license",
	"add char LICENSE[] SEC(\"license\") = \"GPL\"; (or \"Dual BSD/GPL\")",
	"Helpers such as bpf_trace_printk, bpf_probe_read*, bpf_perf_event_output, "
	"bpf_get_stackid are GPL-only; the verifier refuses the program (\"cannot call "
	"GPL-restricted function from non-GPL compatible program\").\n\n```c\n"
	"SEC(\"tc\") int p(struct __sk_buff *s) { bpf_printk(\"x\"); return 0; }  /* no license */\n```")

LINT_RULE(LINT_EMPTY_LAST_SECTION, "empty-last-section", BL_ERROR, BPFLINT_BREAKS_TC, LINT_NEEDS_RAW, check_empty_last_section,
	"the last section header describes an empty section",
	"keep a non-empty section (e.g. .symtab) last; re-create the object without appending empty sections",
	"iproute2's ancillary pass returns the status of the last section it looked at, so an "
	"object without `maps` whose last section is empty fails in tc/ip (legacy and libbpf "
	"builds alike) with \"Error fetching ELF ancillary data!\". libbpf itself does not care. "
	"Typical cause: `llvm-objcopy --add-section NAME=/dev/null`.\n\n```text\n"
	"[12] .symtab  SYMTAB ...\n[13] .note    PROGBITS ... size 0\n```")

LINT_RULE(LINT_MAP_PIN_NAME, "map-pin-name", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC, LINT_NEEDS_MODEL, check_map_pin_name,
	"a map pinned by name whose name cannot be a pin file name",
	"rename the map: one path component of at most 255 bytes, no '/', control characters, '.' or '..'",
	"libbpf (and tc) pin a map at `<root>/<map name>` with the whole name. A name that is "
	"empty, `.` or `..`, holds a `/` or control characters, or is longer than NAME_MAX (255) "
	"bytes either fails the pin or, worse, names a path outside the pin directory chosen by "
	"whoever wrote the object (`globals/../../x`). bpf-legacy2btf refuses to convert such "
	"maps; this rule flags legacy `PIN_GLOBAL_NS` and BTF `LIBBPF_PIN_BY_NAME` maps alike.\n\n"
	"```c\nstruct bpf_elf_map m __section(\"maps\") __asm__(\"../x\") = { ..., .pinning = PIN_GLOBAL_NS };\n```")

/*
 * Rules of older libbpf releases only (--libbpf=VERSION; their release
 * spans are in lib/lint/rules/lint_versions.c, their checks in rules_releases.c).
 */
LINT_RULE(LINT_LEGACY_MAP_OPTIONS, "legacy-map-options", BL_ERROR, BPFLINT_BREAKS_OPEN | BPFLINT_BREAKS_LIBBPF, LINT_NEEDS_MODEL, check_legacy_map_options,
	"legacy map record with non-zero id/pinning/inner words (a plain open of libbpf before 1.0 refuses it)",
	"convert the object: bpf-legacy2btf IN.o -o OUT.o (libbpf 0.x opens the converted object too)",
	"libbpf before 1.0 still opened legacy `maps` sections, reading each record as `struct "
	"bpf_map_def` (20 bytes). A longer record (iproute2's 36-byte `bpf_elf_map`) opens only "
	"if the bytes past those 20 are zero; otherwise a plain `bpf_object__open` fails with "
	"\"maps section in X: \"m\" has unrecognized, non-zero options\"; a loader that sets "
	"`relaxed_maps` opens it but drops those bytes: no pinning (maps shared between loads), "
	"no ids (tail-call `ID/KEY` sections), no map-in-map templates. tc/ip linked with libbpf "
	"0.x open relaxed and apply the legacy pinning and ids themselves (bullseye's tc, libbpf "
	"0.3, loads the legacy examples with their pins and fills their prog arrays), so the "
	"iproute2 verdict does not fail. Only with `--libbpf` below 1.0 (1.0 and later refuse "
	"any `maps` section: `legacy-maps-section`).\n\n```c\nstruct bpf_elf_map map_sh __section(\"maps\") = "
	"{ .type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 1, "
	".pinning = PIN_GLOBAL_NS };\n```")

LINT_RULE(LINT_WEAK_VAR_SYMBOL, "weak-var-symbol", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_weak_var_symbol,
	"BTF variable whose symbol is WEAK (libbpf before 1.0 needs a GLOBAL one)",
	"drop __weak from the variable, or require libbpf 1.0",
	"libbpf before 1.0 placed every variable of a DATASEC through a GLOBAL `STT_OBJECT` "
	"symbol of its name; a WEAK one (libbpf's own usdt.bpf.h declares its maps `__weak`) "
	"fails the open with -ENOENT (\"Error finalizing .BTF: -2\"). 1.0 accepts WEAK symbols. "
	"Only with `--libbpf` below 1.0.\n\n```c\nstruct { __uint(type, BPF_MAP_TYPE_HASH); ... } "
	"specs SEC(\".maps\") __weak;\n```")

LINT_RULE(LINT_PROG_ARRAY_VALUES_UNSUPPORTED, "prog-array-values-unsupported", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_prog_array_values_unsupported,
	"PROG_ARRAY with a 'values' member (libbpf before 0.6 refuses it)",
	"fill the slots after loading (tc exec bpf graft / bpftool map update) instead of statically",
	"Static prog-array initialisation (`__array(values, ...)` on a `PROG_ARRAY`, what "
	"`bpf-legacy2btf --prog-array-init` writes) came with libbpf 0.6; older releases accept "
	"`values` on map-in-map outers only and fail the open with \"map 'jmp': should be "
	"map-in-map\" (bullseye's tc, libbpf 0.3, says so). Only with `--libbpf` below 0.6.\n\n"
	"```c\nstruct { __uint(type, BPF_MAP_TYPE_PROG_ARRAY); ...; __array(values, int (void *)); } "
	"jmp SEC(\".maps\");\n```")

LINT_RULE(LINT_BTF_KIND_TOO_NEW, "btf-kind-too-new", BL_ERROR, OPEN_FAILS, LINT_NEEDS_BTF, check_btf_kind_too_new,
	"BTF kind newer than the chosen libbpf release, in an object with BTF-defined maps",
	"build with a clang that does not emit the kind (no btf_decl_tag/btf_type_tag attributes, no 64-bit enums, no floats), or require a newer libbpf",
	"libbpf parses the BTF kinds it knows: FLOAT from 0.4, DECL_TAG and TYPE_TAG from 0.6, "
	"ENUM64 from 1.0. A release from 0.4 on drops BTF holding a newer kind (\"Unsupported "
	"BTF_KIND\"), and an object with `.maps` then fails to open (\"BTF is required, but is "
	"missing or corrupted\"). 0.3 reads kinds through 4 bits: FLOAT becomes kind 0 and "
	"fails the same way, DECL_TAG is misread as INT and TYPE_TAG as PTR (same record sizes: "
	"the open goes on, as bullseye's libbpf 0.3 shows), ENUM64 as ARRAY (goes on with one "
	"value only). Only with `--libbpf` below the kind's release.\n\n```c\n"
	"struct { __uint(type, BPF_MAP_TYPE_ARRAY); ... } m SEC(\".maps\") "
	"__attribute__((btf_decl_tag(\"x\")));\n```")

LINT_RULE(LINT_EMPTY_BSS_SECTION, "empty-bss-section", BL_ERROR, OPEN_FAILS, LINT_NEEDS_MODEL, check_empty_bss_section,
	"empty '.bss' section (libbpf before 1.0 cannot make its map)",
	"drop the empty section (llvm-objcopy --remove-section .bss), or require libbpf 1.0",
	"libbpf makes an internal array map of `.bss` and maps a buffer of its size for the "
	"contents; before 1.0 an empty `.bss` (the GNU assembler always writes one: gcc's BPF "
	"runtime objects, crti.o, __ashldi3.o, ...) asks for a buffer of 0 bytes and the open "
	"fails with \"failed to alloc map 'X.bss' content buffer: -22\". Empty `.data` and "
	"`.rodata` are skipped by every release (only PROGBITS sections with contents become "
	"maps). libbpf 1.0 skips empty sections (commit 3d484ca47339, \"libbpf: Skip empty "
	"sections in bpf_object__init_global_data_maps\"). Only with `--libbpf` below 1.0.\n\n"
	"```c\nasm(\".section .bss,\\\"aw\\\",@nobits\");   /* what gas writes for every object */\n```")

/*
 * The kernel (--kernel, --kernel-min; the data in lib/lint/kernel/tables/,
 * what an object needs in lint_kernel.c, the checks in rules_kernel.c).
 */
LINT_RULE(LINT_KERNEL_TOO_OLD, "kernel-too-old", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC, LINT_NEEDS_MODEL, check_kernel_too_old,
	"the object needs a newer kernel than --kernel=VERSION",
	"run it on a newer kernel, or do without what the finding names",
	"Every program type, map type, map flag, helper and instruction kind has the mainline "
	"release that added it (lib/lint/kernel/tables/features.tsv: bcc's \"BPF Features by Linux Kernel "
	"Version\" table keyed by the UAPI ids, and the UAPI changes of the instruction kinds); "
	"a helper of a program type tc or ip loads the release that type got it, or none "
	"(lib/lint/kernel/tables/helper_types.tsv), and an expected attach type libbpf sets from the "
	"section name its own release. "
	"With `--kernel=VERSION` each one newer than VERSION is a finding, at the instruction "
	"that needs it where it is one: the kernel refuses the map (-EINVAL) or the verifier "
	"the program (\"invalid func unknown#97\", \"unknown opcode 06\"). A helper its "
	"program type has in no kernel is a finding for every VERSION (in a section libbpf "
	"cannot type: only where none of tc's and ip's types admits the program). BTF does not "
	"count: libbpf rewrites what an older kernel lacks. Only with `--kernel`.\n\n"
	"```c\nbpf_skb_ecn_set_ce(skb);   /* in tc: kernel-min 5.3 (cgroup_skb: 5.1) */\n```")

LINT_RULE(LINT_KERNEL_MIN, "kernel-min", BL_NOTE, 0, LINT_NEEDS_MODEL, check_kernel_min,
	"the oldest kernel each program needs, and what needs it",
	"none: it says what the verdict line's kernel-min= comes from",
	"With `--kernel` or `--kernel-min`, a note for each program (and one for the object's "
	"maps and global data) with the newest release its requirements need and what needs "
	"it: `kernel-min 5.3 (bpf_skb_ecn_set_ce, helper of sched_cls since 5.3)`. The object's minimum "
	"is on the verdict line (`kernel-min=`), in JSON (`kernel_min`) and SARIF "
	"(`kernelMin`) always. A program in a section libbpf cannot type (and no `--type`) is "
	"judged as the type its evidence leaves among those tc and ip give (sched_cls, sched_act, "
	"xdp): helpers a type never has, context accesses `struct xdp_md` refuses, `ctx->data` "
	"dereferenced; where several remain, the one with the oldest minimum. The reason names "
	"the evidence: `kernel-min 4.10 (bpf_xdp_adjust_head, helper of xdp; xdp: calls "
	"bpf_xdp_adjust_head)`.\n\n```c\nSEC(\"tc\") int p(struct __sk_buff *skb) { "
	"return bpf_skb_ecn_set_ce(skb); }\n```")

LINT_RULE(LINT_EXTERN_WITHOUT_BTF, "extern-without-btf", BL_ERROR, OPEN_FAILS, LINT_NEEDS_MODEL, check_extern_without_btf,
	"undefined symbol (an extern to libbpf) with no BTF in .kconfig or .ksyms",
	"bpf-legacy2btf describes LINUX_KERNEL_VERSION and CONFIG_* variables clang recorded; otherwise build with -g and declare it 'extern ... __kconfig' (or __ksym), or define it",
	"libbpf takes every undefined GLOBAL or WEAK `NOTYPE` symbol for an extern and opens the "
	"object only when a BTF VAR (or FUNC) of that name sits in a DATASEC named `.kconfig` or "
	"`.ksyms`: \"failed to find BTF for extern 'X'\" (no BTF for it, e.g. clang before 10 or "
	"no -g; with no .BTF at all -ESRCH), \"... [ID] section: -2\" (a VAR in no DATASEC, what "
	"clang -g writes for a plain `extern`), \"unrecognized extern section\" (another DATASEC). "
	"The legacy loader never looked.\n\n```c\nextern unsigned int MY_CONST;   /* nothing "
	"libbpf can fill */\n```")

LINT_DRIVER_RULE(LINT_PINNED_MAP_CONFLICT, "pinned-map-conflict", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC | BPFLINT_CROSS_FILE,
	"maps pinned by name at the same path with different definitions (across files)",
	"make the definitions identical (type, key, value, max_entries, flags) or rename one",
	"libbpf and iproute2 reuse a pinned map only if type, key size, value size, max_entries "
	"and flags match; otherwise the second load fails with \"couldn't reuse pinned map\". "
	"This rule compares every file of one run.\n\n```c\n/* a.c */ ... __uint(max_entries, 16); "
	"__uint(pinning, LIBBPF_PIN_BY_NAME); } cnt SEC(\".maps\");\n/* b.c */ ... "
	"__uint(max_entries, 32); ... } cnt SEC(\".maps\");\n```")

LINT_DRIVER_RULE(LINT_ELF_UNREADABLE, "elf-unreadable", BL_ERROR, OPEN_FAILS,
	"malformed ELF object: bpf-lint's reader refuses it, and libbpf is not run on it",
	"check the object with llvm-readelf -S; rebuild it",
	"The object reader (the converter's, bounds-checked) refused the file: truncated, "
	"indices or offsets out of range, relocations applying to relocation sections, "
	"overlapping sections, alignments that are not a power of two up to 4096, a false "
	"SHF_COMPRESSED flag, RELA relocations, foreign byte order, over a limit of "
	"docs/limits.md... libbpf 1.1 is never handed such an object (some of them crash it); "
	"rules that need the model are skipped.\n\n```sh\nhead -c 100 prog.o > bad.o\n```")

LINT_DRIVER_RULE(LINT_BTF_MALFORMED, "btf-malformed", BL_ERROR, OPEN_FAILS,
	"'.BTF' or '.BTF.ext' is structurally broken; libbpf is not run on the object",
	"rebuild the object (clang -g); do not edit BTF by hand",
	"BTF that libbpf 1.1's own parser accepts but its users trust blindly: type ids or name "
	"offsets out of range, reference loops (a typedef naming itself, a struct holding itself "
	"by value), DATASEC entries that are not variables, more types than the kernel allows, "
	"or `.BTF.ext` records that do not fit. libbpf 1.1 crashes or spins on such objects, so "
	"bpf-lint refuses them with the reason instead of opening them.\n\n```text\n"
	"[1] TYPEDEF 'loop' type_id=1\n```")

LINT_DRIVER_RULE(LINT_LIBBPF_CRASHED, "libbpf-crashed", BL_ERROR, OPEN_FAILS,
	"libbpf crashed, or hung, opening an object that passed bpf-lint's checks",
	"please report the object: a check should refuse it first",
	"libbpf's ground-truth open runs in a child process with a time limit (5 s) and an "
	"address-space limit; when the child dies from a signal or is killed at the deadline the "
	"verdict says so (`libbpf open: CRASHED, signal 11` / `TIMEOUT`) and bpf-lint itself "
	"carries on with the next object.\n\n```text\n(no example: such an object is a bpf-lint bug)\n```")

LINT_DRIVER_RULE(LINT_FOREIGN_BYTE_ORDER, "foreign-byte-order", BL_NOTE, 0,
	"object of the other byte order: libbpf on this host cannot open it, the verdict is the rules' alone",
	"lint it on a host of its byte order for libbpf's own verdict",
	"libbpf opens only objects of the host's byte order (\"elf: endianness mismatch\", "
	"-LIBBPF_ERRNO__ENDIAN), so for a `clang -target bpfeb` object on x86 there is no ground "
	"truth: every rule still runs, and the verdicts are what the rules predict for a host of "
	"the object's byte order.\n\n```sh\nclang -O2 -g -target bpfeb -c prog.c -o prog.o\n```")

LINT_DRIVER_RULE(LINT_LIBBPF_OPEN_FAILED, "libbpf-open-failed", BL_ERROR, OPEN_FAILS,
	"libbpf refuses the object for a reason no rule knows",
	"see libbpf's message; please report the case so a rule can name it",
	"The ground truth: bpf-lint runs `bpf_object__open_mem` (in a child process). When it fails and no "
	"rule predicted that, the finding carries libbpf's warning text (or its last debug line "
	"when libbpf printed nothing).\n\n```c\nstruct { __uint(id, 5); ... } m SEC(\".maps\");  "
	"/* \"unknown field 'id'\" */\n```")

LINT_DRIVER_RULE(LINT_RULES_DISAGREE_WITH_LIBBPF, "rules-disagree-with-libbpf", BL_WARNING, 0,
	"a rule predicted an open failure but libbpf opened the object",
	"please report: the rule is wrong for this libbpf version",
	"Every run compares the rules' prediction with libbpf's actual result. A disagreement "
	"means a rule is stricter than the installed libbpf.\n\n```text\n(no example: this is a bpf-lint bug)\n```")

LINT_DRIVER_RULE(LINT_KERNEL_LOAD_FAILED, "kernel-load-failed", BL_ERROR, BPFLINT_BREAKS_LIBBPF | BPFLINT_BREAKS_TC,
	"--load: the kernel (verifier) or libbpf refused to load a program or map",
	"read the verifier log excerpt; add the missing bounds/NULL checks",
	"Only with `--load` (needs CAP_BPF/CAP_SYS_ADMIN): every program is loaded into the "
	"running kernel with stock libbpf, pinning cleared, nothing attached, everything closed "
	"afterwards.\n\n```c\nSEC(\"tc\") int p(struct __sk_buff *s) { return *(char *)(long)s->data; }  /* no bounds check */\n```")

LINT_DRIVER_RULE(LINT_LOAD_NO_PROG_TYPE, "load-no-prog-type", BL_WARNING, 0,
	"--load: program skipped because its section has no libbpf type",
	"pass --type=cls|act|xdp",
	"With `--load`, programs whose section libbpf cannot type are not loaded unless "
	"`--type` says what they are.\n\n```c\n__section(\"ingress\") int p(struct __sk_buff *s) { return 0; }\n```")
