#!/bin/sh
# --source-patch (lib/source/): for every example and every fixture with a
# source, the patch applies (patch -p1 and git apply), the sources are only
# read, and the object rebuilt from the patched source with the same flags
# has (a) no `maps` section, (b) the maps libbpf sees in the binary
# conversion (tests/tools/mapsdump; key/value types the legacy source spelt
# as sizeof(T) may be added, none changed), (c) the same instructions and
# relocations, (d) a clean bpf-lint. Objects without DWARF (--source FILE)
# get the same patch as with -g; objects the conversion refuses get no patch.
# A legacy struct type still used after its maps are rewritten gets a note.
. "$(dirname "$0")/../../lib/common.sh"
need source_patch clang patch
tmpdir
DUMP="$B/tools/mapsdump"
CFLAGS_BPF="-O2 -target bpf -Wall -Iexamples/include -I/usr/include/$MA"

mkdir -p "$T/orig/tests/fixtures" "$T/o" "$T/conv" "$T/new"
cp -r "$TOP/examples" "$T/orig/"
for d in convert oldtc tailcalls realworld; do cp -r "$TOP/tests/fixtures/$d" "$T/orig/tests/fixtures/"; done
( cd "$T/orig" && find . -name '*.[ch]' -exec sha256sum {} + | sort ) >"$T/sums.before"

# cc_in ROOT REL OUT [flags]: build REL below ROOT as the tree's make does
cc_in() {
	root=$1 rel=$2 out=$3; shift 3
	( cd "$root" && clang $CFLAGS_BPF "$@" -c "$rel" -o "$out" ) 2>"$T/cc.err"
}

# the examples: one patch for all of them, with the default root (comp_dir)
ex=""
for src in "$T"/orig/examples/legacy/*.c; do
	b=$(basename "$src" .c)
	cc_in "$T/orig" "examples/legacy/$b.c" "$T/o/$b.o" -g || fail "source_patch: build $b: $(head -2 "$T/cc.err")"
	ex="$ex $T/o/$b.o"
done
# shellcheck disable=SC2086
"$CONV" -q --source-patch="$T/ex.diff" $ex 2>"$T/err"
rc=$?
[ $rc = 0 ] && pass "source_patch: examples: one patch for $(echo $ex | wc -w) objects, nothing left (exit 0)" ||
	fail "source_patch: examples: exit $rc: $(tail -3 "$T/err")"
grep -q '^--- a/examples/legacy/' "$T/ex.diff" && ! grep -q "^--- a/$T" "$T/ex.diff" &&
	pass "source_patch: patch paths are relative to DW_AT_comp_dir" ||
	fail "source_patch: paths in the patch: $(grep '^---' "$T/ex.diff" | head -2)"
cp -r "$T/orig/." "$T/new/"
if patch -s -p1 -d "$T/new" <"$T/ex.diff" >"$T/perr" 2>&1; then
	pass "source_patch: patch -p1 applies the examples' patch"
else
	fail "source_patch: patch -p1: $(head -3 "$T/perr")"
fi
mkdir -p "$T/git" && cp -r "$T/orig/examples" "$T/git/" &&
	( cd "$T/git" && git init -q . && git apply --check "$T/ex.diff" ) 2>"$T/gerr" &&
	pass "source_patch: git apply takes the examples' patch" ||
	fail "source_patch: git apply: $(head -3 "$T/gerr")"

# the worked example's patches (examples/migrate/) are what the tool writes
for b in map_in_map shared_map; do
	"$CONV" -q --source-patch="$T/one.diff" "$T/o/$b.o" 2>/dev/null
	cmp -s "$T/one.diff" "$TOP/examples/migrate/$b.diff" &&
		pass "source_patch: examples/migrate/$b.diff is what --source-patch writes" ||
		fail "source_patch: examples/migrate/$b.diff is stale: $(diff "$TOP/examples/migrate/$b.diff" "$T/one.diff" | head -3 | tr '\n' ' ')"
done

# compare NAME ORIG.o NEW.o: the four checks against the binary conversion
compare() {
	name=$1 old=$2 new=$3
	if llvm-readelf -S -W "$new" | grep -qE '\] maps +'; then
		fail "$name: the rebuilt object still has a maps section"
	else
		pass "$name: no maps section in the rebuilt object"
	fi
	rm -f "$T/conv/m.json"
	"$CONV" -q "$old" -o "$T/conv/$(basename "$old")" --manifest "$T/conv/m.json" 2>/dev/null
	"$DUMP" "$T/conv/$(basename "$old")" >"$T/d.conv" 2>&1
	"$DUMP" "$new" >"$T/d.new" 2>&1
	# the order of the maps in .maps is not part of what libbpf sees
	sed 's/ key_type=[^ ]*//; s/ value_type=[^ ]*//' "$T/d.conv" | sort >"$T/c.conv"
	sed 's/ key_type=[^ ]*//; s/ value_type=[^ ]*//' "$T/d.new" | sort >"$T/c.new"
	typed_ok=1
	grep '^map ' "$T/d.conv" | grep -v 'key_type=- value_type=-' >"$T/typed" || :
	while read -r line; do grep -qxF "$line" "$T/d.new" || typed_ok=0; done <"$T/typed"
	if cmp -s "$T/c.conv" "$T/c.new" && [ $typed_ok = 1 ]; then
		pass "$name: libbpf sees the binary conversion's maps ($(grep -c '^map' "$T/d.new") maps, $(grep -c '^slot' "$T/d.new") slots)"
	else
		fail "$name: maps differ: $(diff "$T/d.conv" "$T/d.new" | grep '^[<>]' | head -4 | tr '\n' ' ')"
	fi
	llvm-objdump -d -r "$T/conv/$(basename "$old")" | tail -n +3 >"$T/i.conv"
	llvm-objdump -d -r "$new" | tail -n +3 >"$T/i.new"
	# the patch renames tail-call sections ID/KEY -> MAP/KEY, as the
	# conversion's manifest pairs them
	[ ! -e "$T/conv/m.json" ] || python3 - "$T/conv/m.json" "$T/i.conv" <<'EOF2'
import json, sys
m = json.load(open(sys.argv[1]))
t = open(sys.argv[2]).read()
for s in m["slots"]:
    t = t.replace("section %s:" % s["section"], "section %s/%d:" % (s["map"], s["key"]))
open(sys.argv[2], "w").write(t)
EOF2
	if cmp -s "$T/i.conv" "$T/i.new" && [ -s "$T/i.new" ]; then
		pass "$name: same instructions and relocations ($(grep -c '^ ' "$T/i.new") lines)"
	else
		fail "$name: instructions differ: $(diff "$T/i.conv" "$T/i.new" | head -4 | tr '\n' ' ')"
	fi
	if "$LINT" "$new" >"$T/lint" 2>&1; then
		pass "$name: bpf-lint passes the rebuilt object"
	else
		fail "$name: bpf-lint: $(grep -v '^$' "$T/lint" | head -3 | tr '\n' ' ')"
	fi
}

# rebuilt LABEL DIR REL OBJ [NOG]: REL built (-g) in the patched tree DIR
# compares with OBJ, its build from the original tree; with NOG, REL built
# from the original without DWARF into NOG and given with --source FILE
# (the declarations searched by name) gets the patch OBJ gets
rebuilt() {
	_l=$1 _d=$2 _rel=$3 _o=$4 _nog=${5-}
	if cc_in "$_d" "$_rel" "$_d/$(basename "$_o")" -g; then
		compare "source_patch: $_l" "$_o" "$_d/$(basename "$_o")"
	else
		fail "source_patch: $_l: patched source does not build: $(head -3 "$T/cc.err")"
	fi
	[ -n "$_nog" ] && cc_in "$T/orig" "$_rel" "$_nog" || return 0
	"$CONV" -q --source-patch="$T/one.diff" "$_o" 2>/dev/null
	( cd "$T/orig" && "$CONV" -q --source-patch="$T/nog.diff" --source="$_rel" "$_nog" ) 2>"$T/err"
	cmp -s "$T/one.diff" "$T/nog.diff" &&
		pass "source_patch: $_l: without -g, --source gives the -g patch" ||
		fail "source_patch: $_l: nog patch differs: $(diff "$T/one.diff" "$T/nog.diff" | head -3 | tr '\n' ' ') $(head -2 "$T/err")"
}

for src in "$T"/orig/examples/legacy/*.c; do
	b=$(basename "$src" .c)
	nog="$T/o/$b.nog.o"
	[ "$b" = mixed ] && nog=	# BTF-defined maps need -g
	rebuilt "example $b" "$T/new" "examples/legacy/$b.c" "$T/o/$b.o" "$nog"
done

# maps declared through iproute2-style macros (examples/macros/map_macros.h:
# wrappers over one __BPF_MAP whose body is the legacy declaration): one
# patch for the four programs rewrites __BPF_MAP once, in its header, and
# leaves the calls as they are, but the map-in-map outer's, whose inner map
# no parameter names; every rebuilt object has the binary conversion's maps
mac=""
for b in shared chain graft mim; do
	cc_in "$T/orig" "examples/macros/$b.c" "$T/o/mac_$b.o" -g ||
		fail "source_patch: build examples/macros/$b.c: $(head -2 "$T/cc.err")"
	mac="$mac $T/o/mac_$b.o"
done
# shellcheck disable=SC2086
"$CONV" --source-patch="$T/mac.diff" $mac 2>"$T/mac.err"
rc=$?
if [ $rc = 0 ] && [ "$(grep -c '^--- a/examples/macros/map_macros.h' "$T/mac.diff")" = 1 ] &&
   [ "$(grep -c '^-	struct bpf_elf_map __section_maps NAME = {' "$T/mac.diff")" = 1 ] &&
   grep -qxF '+	struct {							\' "$T/mac.diff" &&
   grep -qxF '+		__uint(type, (TYPE));					\' "$T/mac.diff" &&
   grep -qxF '+		__uint(pinning, (PIN) == 1 || (PIN) == 2 ?		\' "$T/mac.diff" &&
   grep -qxF '+			LIBBPF_PIN_BY_NAME : 0);			\' "$T/mac.diff" &&
   ! grep -q '^[-+]# define __BPF_MAP' "$T/mac.diff" &&
   grep -qxF '+	} NAME SEC(".maps")' "$T/mac.diff" &&
   ! grep -q '^[-+]BPF_\(HASH\|ARRAY\|ARRAY4\|PROG_ARRAY\|INNER_ARRAY\)(' "$T/mac.diff" &&
   ! grep -q '^[-+]#define BPF_' "$T/mac.diff" &&
   grep -qxF -- '-BPF_ARRAY_OF_MAPS(mac_outer, 5, PIN_GLOBAL_NS, 1);' "$T/mac.diff" &&
   grep -qxF '+	__array(values, struct mac_outer_inner);' "$T/mac.diff" &&
   grep -qxF '+SEC("jmp_mac/1")' "$T/mac.diff" &&
   grep -q "note: examples/macros/map_macros.h:16: macro __BPF_MAP: its legacy map declaration is rewritten" "$T/mac.err" &&
   grep -q "note: examples/macros/mim.c:12: map mac_outer: its call of BPF_ARRAY_OF_MAPS is replaced by the BTF-defined map it declares: no parameter of __BPF_MAP names its inner map mac_inner" "$T/mac.err"; then
	pass "source_patch: macros: __BPF_MAP's body rewritten once in map_macros.h as a BTF-defined map of its parameters (pinning by the legacy value), its head, the calls and the wrappers left as they are, the map-in-map outer's call rewritten in place; notes say which and why (exit 0)"
else
	fail "source_patch: macros: exit $rc: $(grep -v warning "$T/mac.err" | head -3 | tr '\n' ' ')"
fi
cmp -s "$T/mac.diff" "$TOP/examples/migrate/macros.diff" &&
	pass "source_patch: examples/migrate/macros.diff is what --source-patch writes" ||
	fail "source_patch: examples/migrate/macros.diff is stale: $(diff "$TOP/examples/migrate/macros.diff" "$T/mac.diff" | head -3 | tr '\n' ' ')"
rm -rf "$T/mac" && mkdir "$T/mac" && cp -r "$T/orig/." "$T/mac/"
if patch -s -p1 -d "$T/mac" <"$T/mac.diff" >"$T/perr" 2>&1; then
	for b in shared chain graft mim; do
		rebuilt "macros $b" "$T/mac" "examples/macros/$b.c" "$T/o/mac_$b.o" "$T/o/mac_$b.nog.o"
	done
else
	fail "source_patch: macros: patch -p1: $(head -3 "$T/perr")"
fi
# a map typed by its own BPF_ANNOTATE_KV_PAIR (iproute2's examples did
# so): no parameter spells its types, so its call is rewritten in place
# with them and the annotation removed; a prog array's annotation, which
# the conversion types nothing by, goes too; the macro serves the rest
mkdir -p "$T/mkv/examples/macros"
cp "$T/orig/examples/macros/map_macros.h" "$T/mkv/examples/macros/"
cat >"$T/mkv/examples/macros/kv.c" <<'EOF2'
#include "map_macros.h"

BPF_ARRAY4(map_sh, 0, PIN_GLOBAL_NS, 1);
BPF_ANNOTATE_KV_PAIR(map_sh, __u32, __u32);
BPF_PROG_ARRAY(jmp_kv, 1, PIN_GLOBAL_NS, 1);
BPF_ANNOTATE_KV_PAIR(jmp_kv, __u32, __u32);
BPF_HASH(plain_kv, 0, sizeof(__u32), sizeof(__u64), PIN_NONE, 4);

__section("classifier")
int kv_entry(struct __sk_buff *skb)
{
	__u32 k = 0, *v = bpf_map_lookup_elem(&map_sh, &k);

	if (v)
		__sync_fetch_and_add(v, 1);
	bpf_map_lookup_elem(&plain_kv, &k);
	bpf_tail_call(skb, &jmp_kv, 0);
	return TC_ACT_OK;
}
BPF_LICENSE("GPL");
EOF2
cp -r "$T/mkv" "$T/mkv.new"
( cd "$T/mkv" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -g -c examples/macros/kv.c -o kv.o ) 2>"$T/cc.err" ||
	fail "source_patch: macros: build kv.c: $(head -2 "$T/cc.err")"
( cd "$T/mkv" && "$CONV" --source-patch="$T/mkv.diff" kv.o ) 2>"$T/err"
rc=$?
if [ $rc = 0 ] && grep -qxF -- '-BPF_ARRAY4(map_sh, 0, PIN_GLOBAL_NS, 1);' "$T/mkv.diff" &&
   grep -qxF '+	__type(key, __u32);' "$T/mkv.diff" && [ "$(grep -c '^-BPF_ANNOTATE_KV_PAIR' "$T/mkv.diff")" = 2 ] &&
   ! grep -q '^-BPF_\(PROG_ARRAY\|HASH\)' "$T/mkv.diff" &&
   grep -q "note: examples/macros/kv.c:3: map map_sh: its call of BPF_ARRAY4 is replaced by the BTF-defined map it declares, with the key and value types of its BPF_ANNOTATE_KV_PAIR" "$T/err" &&
   patch -s -p1 -d "$T/mkv.new" <"$T/mkv.diff" &&
   ( cd "$T/mkv.new" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -g -c examples/macros/kv.c -o kv.o ) 2>"$T/cc.err"; then
	pass "source_patch: macros: a map typed by its BPF_ANNOTATE_KV_PAIR has its call rewritten in place with those types, the annotations removed, the macro kept for the others (exit 0)"
	compare "source_patch: macros kv.c" "$T/mkv/kv.o" "$T/mkv.new/kv.o"
else
	fail "source_patch: macros: annotated map: exit $rc: $(grep -v warning "$T/err" | head -3 | tr '\n' ' ') $(head -2 "$T/cc.err")"
fi
# a map declared directly (no macro) with sizes and typed by its
# BPF_ANNOTATE_KV_PAIR: the conversion keeps the annotation's types, so the
# rewritten declaration spells them (__type), not the sizes
mkdir -p "$T/dkv" && cat >"$T/dkv/dkv.c" <<'EOF2'
#include "legacy_bpf.h"

struct bpf_elf_map __section_maps dkv_map = {
	.type		= BPF_MAP_TYPE_HASH,
	.size_key	= 4,
	.size_value	= 8,
	.max_elem	= 16,
};
BPF_ANNOTATE_KV_PAIR(dkv_map, __u32, __u64);

__section("classifier")
int dkv_entry(struct __sk_buff *skb)
{
	__u32 k = 0;
	__u64 *v = bpf_map_lookup_elem(&dkv_map, &k);

	return v ? (int)*v : TC_ACT_OK;
}
BPF_LICENSE("GPL");
EOF2
cp -r "$T/dkv" "$T/dkv.new"
( cd "$T/dkv" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -g -c dkv.c -o dkv.o ) 2>"$T/cc.err" ||
	fail "source_patch: annotated declaration: build dkv.c: $(head -2 "$T/cc.err")"
( cd "$T/dkv" && "$CONV" -q --source-patch="$T/dkv.diff" dkv.o ) 2>"$T/err"
rc=$?
if [ $rc = 0 ] && grep -qxF '+	__type(key, __u32);' "$T/dkv.diff" && grep -qxF '+	__type(value, __u64);' "$T/dkv.diff" &&
   grep -qxF -- '-BPF_ANNOTATE_KV_PAIR(dkv_map, __u32, __u64);' "$T/dkv.diff" &&
   patch -s -p1 -d "$T/dkv.new" <"$T/dkv.diff" &&
   ( cd "$T/dkv.new" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -g -c dkv.c -o dkv.o ) 2>"$T/cc.err"; then
	pass "source_patch: a declaration typed by its BPF_ANNOTATE_KV_PAIR gets __type(key/value) from it, the annotation removed (exit 0)"
	compare "source_patch: annotated declaration" "$T/dkv/dkv.o" "$T/dkv.new/dkv.o"
else
	fail "source_patch: annotated declaration: exit $rc: $(grep '^[+-]	' "$T/dkv.diff" 2>/dev/null | head -4 | tr '\n' ' ') $(head -2 "$T/err") $(head -2 "$T/cc.err")"
fi
# --object-ns=none: the pinning condition of the rewritten macro is the
# conversion's with that option (PIN_OBJECT_NS no longer pins)
rm -rf "$T/mon" && mkdir "$T/mon" && cp -r "$T/orig/." "$T/mon/"
"$CONV" -q --object-ns=none --source-patch="$T/mon.diff" "$T/o/mac_shared.o" 2>/dev/null &&
	"$CONV" -q --object-ns=none "$T/o/mac_shared.o" -o "$T/conv/mon.o" 2>/dev/null &&
	patch -s -p1 -d "$T/mon" <"$T/mon.diff" && cc_in "$T/mon" examples/macros/shared.c "$T/mon/s.o" -g &&
	"$DUMP" "$T/conv/mon.o" | sort >"$T/d.conv" && "$DUMP" "$T/mon/s.o" | sort >"$T/d.new"
if grep -qxF '+		__uint(pinning, (PIN) == 2 ?				\' "$T/mon.diff" &&
   cmp -s "$T/d.conv" "$T/d.new" && grep -q '^map mac_objns .*pinned=0' "$T/d.new" &&
   grep -q '^map mac_shared .*pinned=1' "$T/d.new"; then
	pass "source_patch: macros with --object-ns=none: the rewritten macro pins PIN_GLOBAL_NS only, the rebuilt object has that conversion's maps"
else
	fail "source_patch: macros with --object-ns=none: $(grep -A1 'pinned by name' "$T/mon.diff" | tr '\n' ' ') $(diff "$T/d.conv" "$T/d.new" | tr '\n' ' ')"
fi
# a call site the rewritten macro cannot give its conversion: a PIN_NONE
# map that the entry and its tail call share, which the conversion pins for
# the graft's separate load; the macro is refused for every map of the object, each
# listed with the reason, and its header is not in the patch (exit 4)
mkdir -p "$T/mx/examples/macros"
cp "$T/orig/examples/macros/map_macros.h" "$T/mx/examples/macros/"
cat >"$T/mx/examples/macros/x.c" <<'EOF2'
#include "map_macros.h"

BPF_PROG_ARRAY(jmp_x, 1, PIN_GLOBAL_NS, 1);
BPF_ARRAY4(cnt_x, 0, PIN_NONE, 1);

__section("classifier")
int x_entry(struct __sk_buff *skb)
{
	__u32 k = 0, *v = bpf_map_lookup_elem(&cnt_x, &k);

	if (v)
		__sync_fetch_and_add(v, 1);
	bpf_tail_call(skb, &jmp_x, 0);
	return TC_ACT_OK;
}

__section_tail(1, 0)
int x_tail(struct __sk_buff *skb)
{
	__u32 k = 0, *v = bpf_map_lookup_elem(&cnt_x, &k);

	if (v)
		__sync_fetch_and_add(v, 1);
	return TC_ACT_OK;
}
BPF_LICENSE("GPL");
EOF2
( cd "$T/mx" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -g -c examples/macros/x.c -o x.o ) 2>"$T/cc.err" ||
	fail "source_patch: macros: build x.c: $(head -2 "$T/cc.err")"
"$CONV" -q --source-patch="$T/mx.diff" "$T/mx/x.o" 2>"$T/err"
rc=$?
if [ $rc = 4 ] && ! grep -q 'map_macros.h' "$T/mx.diff" &&
   grep -q "^examples/macros/x.c:4: map cnt_x: not rewritten: declared by the macro __BPF_MAP (examples/macros/map_macros.h:16), left as it is: .*map cnt_x: the conversion pins it, its pinning argument (0) does not" "$T/err" &&
   grep -q "^examples/macros/x.c:3: map jmp_x: not rewritten: declared by the macro __BPF_MAP" "$T/err"; then
	pass "source_patch: macros: a call site the rewritten macro would not pin as the conversion does refuses the macro for each of its maps, with the reason (exit 4, its header not patched)"
else
	fail "source_patch: macros: contradicting call site: exit $rc: $(head -3 "$T/err" | tr '\n' ' ')"
fi
# one run over that object and another whose calls need the macro
# rewritten: refused, naming both, in either order (exit 1, no patch)
sed -n '/^#include/,$p' "$T/orig/examples/macros/shared.c" >"$T/mx/examples/macros/y.c"
( cd "$T/mx" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -g -c examples/macros/y.c -o y.o ) 2>"$T/cc.err" ||
	fail "source_patch: macros: build y.c: $(head -2 "$T/cc.err")"
for order in "x.o y.o" "y.o x.o"; do
	rm -f "$T/mxy.diff"
	# shellcheck disable=SC2086
	( cd "$T/mx" && "$CONV" -q --source-patch="$T/mxy.diff" $order ) 2>"$T/err"
	rc=$?
	[ $rc = 1 ] && [ ! -e "$T/mxy.diff" ] &&
		grep -q "examples/macros/map_macros.h:16: macro __BPF_MAP: .* would have it differently: the calls of y.o need it rewritten, those of x.o cannot take the rewrite: map cnt_x: the conversion pins it" "$T/err" &&
		pass "source_patch: macros: objects whose calls need the macro rewritten and refused ($order) fail the run, naming both (exit 1, no patch)" ||
		fail "source_patch: macros: rewritten and refused ($order): exit $rc: $(grep error "$T/err" | head -2)"
done
# a macro the patch cannot follow: defined in a header found only through
# -I, outside the directories it searches; listed, not guessed
mkdir -p "$T/mi/src" "$T/mi/inc"
cp "$T/orig/examples/macros/map_macros.h" "$T/mi/inc/"
sed -n '/^#include/,$p' "$T/orig/examples/macros/shared.c" >"$T/mi/src/p.c"
( cd "$T/mi/src" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -I../inc -g -c p.c -o p.o ) 2>"$T/cc.err" ||
	fail "source_patch: macros: build mi/src/p.c: $(head -2 "$T/cc.err")"
( cd "$T/mi/src" && "$CONV" -q --source-patch="$T/mi.diff" p.o ) 2>"$T/err"
rc=$?
[ $rc = 4 ] && grep -q "^p.c:[0-9]*: map mac_shared: not rewritten: declared by a macro: the macro BPF_HASH is not defined in this file or a header it includes" "$T/err" &&
	pass "source_patch: macros: a macro defined in a header the patch cannot find (-I elsewhere) is listed, not guessed (exit 4)" ||
	fail "source_patch: macros: unfollowed include: exit $rc: $(head -2 "$T/err")"

# every fixture with a source: patched alone; refused conversions get no patch.
# WHOLE: fixtures with nothing to leave (static programs, a map type chosen
# by #if inside the initialiser, map-in-map templates declared after the
# outer or in a header included after it)
WHOLE="static_datapath.c if_maptype.c mim_header.c mim_late.c"
for src in "$T"/orig/tests/fixtures/convert/*.c "$T"/orig/tests/fixtures/oldtc/*.c \
	   "$T"/orig/tests/fixtures/tailcalls/*.c "$T"/orig/tests/fixtures/realworld/*.c; do
	rel=${src#"$T/orig/"}
	b=$(echo "$rel" | tr / _ | sed 's/\.c$//')
	cc_in "$T/orig" "$rel" "$T/o/$b.o" -g || { fail "source_patch: build $rel"; continue; }
	rm -f "$T/f.diff"
	if ! "$CONV" -q "$T/o/$b.o" -o "$T/conv/x.o" --manifest "$T/conv/m.json" 2>/dev/null; then
		"$CONV" -q --source-patch="$T/f.diff" "$T/o/$b.o" 2>/dev/null
		rc=$?
		[ $rc = 1 ] && [ ! -e "$T/f.diff" ] &&
			pass "source_patch: $rel: refused by the conversion, no patch (exit 1)" ||
			fail "source_patch: $rel: conversion refuses, source patch exit $rc"
		rm -f "$T/f.diff"
		continue
	fi
	"$CONV" -q --source-patch="$T/f.diff" "$T/o/$b.o" 2>"$T/err"
	rc=$?
	# real code's shapes the patch rewrites whole: nothing may be left
	case " $WHOLE " in
	*" ${rel##*/} "*) [ $rc = 0 ] || { fail "source_patch: $rel: exit $rc, must be rewritten whole: $(grep 'not rewritten' "$T/err" | head -2 | tr '\n' ' ')"; continue; } ;;
	esac
	if [ $rc = 4 ]; then
		pass "source_patch: $rel: declarations left are listed ($(grep -c 'not rewritten' "$T/err")), exit 4"
		continue
	fi
	[ $rc = 0 ] || { fail "source_patch: $rel: exit $rc: $(head -2 "$T/err")"; continue; }
	rm -rf "$T/fx" && mkdir "$T/fx" && cp -r "$T/orig/." "$T/fx/"
	patch -s -p1 -d "$T/fx" <"$T/f.diff" >"$T/perr" 2>&1 || { fail "source_patch: $rel: patch: $(head -2 "$T/perr")"; continue; }
	if cc_in "$T/fx" "$rel" "$T/fx/$b.o" -g; then
		compare "source_patch: $rel" "$T/o/$b.o" "$T/fx/$b.o"
	else
		fail "source_patch: $rel: patched source does not build: $(head -3 "$T/cc.err")"
	fi
done

# the map type chosen by #if inside the initialiser (if_maptype.c): the
# object built with the other arms (per-CPU maps, a flag) gets the same
# patch, and rebuilt with the same options has its own conversion's maps
rel=tests/fixtures/realworld/if_maptype.c
b=tests_fixtures_realworld_if_maptype
if cc_in "$T/orig" "$rel" "$T/o/$b.pc.o" -g -DUSE_PERCPU_HASH=1 -DFLOW_NO_PREALLOC; then
	"$CONV" -q --source-patch="$T/arm0.diff" "$T/o/$b.o" 2>/dev/null
	"$CONV" -q --source-patch="$T/arm1.diff" "$T/o/$b.pc.o" 2>"$T/err"
	rc=$?
	rm -rf "$T/arm" && mkdir "$T/arm" && cp -r "$T/orig/." "$T/arm/"
	if [ $rc = 0 ] && cmp -s "$T/arm0.diff" "$T/arm1.diff" &&
	   grep -qxF '+#if USE_PERCPU_HASH' "$T/arm1.diff" &&
	   grep -qxF '+	__uint(type, BPF_MAP_TYPE_PERCPU_HASH);' "$T/arm1.diff" &&
	   grep -qxF '+	__uint(map_flags, BPF_F_NO_PREALLOC);' "$T/arm1.diff" &&
	   patch -s -p1 -d "$T/arm" <"$T/arm1.diff" &&
	   cc_in "$T/arm" "$rel" "$T/arm/$b.pc.o" -g -DUSE_PERCPU_HASH=1 -DFLOW_NO_PREALLOC; then
		pass "source_patch: #if inside the initialiser: both builds give one patch, each arm rewritten member by member with the #if lines kept"
		compare "source_patch: $rel built -DUSE_PERCPU_HASH=1 -DFLOW_NO_PREALLOC" "$T/o/$b.pc.o" "$T/arm/$b.pc.o"
	else
		fail "source_patch: #if arms: exit $rc, patches $(cmp -s "$T/arm0.diff" "$T/arm1.diff" && echo same || echo differ): $(head -2 "$T/err") $(head -2 "$T/cc.err")"
	fi
else
	fail "source_patch: build $rel -DUSE_PERCPU_HASH=1: $(head -2 "$T/cc.err")"
fi

# static programs with --prog-array-init: the slot program's prototype
# before the prog array has no 'static' either (it would keep the
# definition static), and the rebuilt object has the conversion's slot
rel=tests/fixtures/realworld/static_datapath.c
b=tests_fixtures_realworld_static_datapath
rm -rf "$T/spai" && mkdir "$T/spai" && cp -r "$T/orig/." "$T/spai/"
"$CONV" -q --prog-array-init "$T/o/$b.o" -o "$T/conv/spai.o" 2>/dev/null
"$CONV" -q --prog-array-init --source-patch="$T/spai.diff" "$T/o/$b.o" 2>"$T/err"
rc=$?
if [ $rc = 0 ] && grep -qxF '+int dp_slow_path(struct __sk_buff *skb);' "$T/spai.diff" &&
   patch -s -p1 -d "$T/spai" <"$T/spai.diff" && cc_in "$T/spai" "$rel" "$T/spai/$b.o" -g &&
   "$DUMP" "$T/conv/spai.o" | sed 's/ key_type=[^ ]*//; s/ value_type=[^ ]*//' | sort >"$T/d.conv" &&
   "$DUMP" "$T/spai/$b.o" | sed 's/ key_type=[^ ]*//; s/ value_type=[^ ]*//' | sort >"$T/d.new" &&
   cmp -s "$T/d.conv" "$T/d.new" && grep -q '^slot dp_jmp' "$T/d.new" &&
   llvm-readelf -s "$T/spai/$b.o" | grep -q 'FUNC *GLOBAL .* dp_slow_path$'; then
	pass "source_patch: static programs with --prog-array-init: the slot program's prototype loses 'static' too; libbpf sees the conversion's maps and slot"
else
	fail "source_patch: static programs, --prog-array-init: exit $rc: $(head -2 "$T/err") $(head -2 "$T/cc.err") $(diff "$T/d.conv" "$T/d.new" | head -3 | tr '\n' ' ')"
fi

# a header of maps shared by two programs: patched once; two objects that
# would rewrite one declaration differently are refused, naming both
mkdir -p "$T/sh/inc"
cat >"$T/sh/inc/maps.h" <<'EOF2'
#include "legacy_bpf.h"
#define MAX_FLOWS 64
struct flow_key { __u32 saddr, daddr; };

/* flows seen, by key */
struct bpf_elf_map flows __section_maps = {
	.type		= BPF_MAP_TYPE_HASH,
	.size_key	= sizeof(struct flow_key),
	.size_value	= sizeof(__u64),	/* packets */
	/* room for the busiest hour */
	.max_elem	= MAX_FLOWS,
	.pinning	= PIN_GLOBAL_NS,
	/* TODO: an LRU hash once every kernel has one */
};

struct bpf_elf_map cnt __section_maps = {
	BPF_MAP_TYPE_ARRAY, sizeof(__u32), sizeof(__u64), 1, 0, 0, PIN_NONE,
};
EOF2
for p in a b; do
	cat >"$T/sh/$p.c" <<EOF2
#include "maps.h"
__section("classifier") int prog_$p(struct __sk_buff *skb)
{
	struct flow_key k = { skb->len, 0 };
	__u32 z = 0;
	__u64 one = 1, *c = bpf_map_lookup_elem(&cnt, &z);

	if (c)
		__sync_fetch_and_add(c, 1);
	bpf_map_update_elem(&flows, &k, &one, BPF_ANY);
	return TC_ACT_OK;
}
BPF_LICENSE("GPL");
EOF2
	( cd "$T/sh" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -Iinc -g -c $p.c -o $p.o ) || fail "source_patch: shared header: build $p"
done
"$CONV" -q --source-patch="$T/sh.diff" "$T/sh/a.o" "$T/sh/b.o" 2>"$T/err"
rc=$?
n=$(grep -c '^--- a/inc/maps.h' "$T/sh.diff")
[ $rc = 0 ] && [ "$n" = 1 ] && grep -q '^+	__type(key, struct flow_key);' "$T/sh.diff" &&
	grep -q '^+	__uint(max_entries, MAX_FLOWS);' "$T/sh.diff" &&
	grep -B1 '^+	__uint(max_entries, MAX_FLOWS);' "$T/sh.diff" | grep -q '^+	/\* room for the busiest hour \*/' &&
	grep -q '^+	__type(value, __u64);	/\* packets \*/' "$T/sh.diff" &&
	grep -q '^+	__type(key, __u32);' "$T/sh.diff" &&
	grep -B1 '^+} flows SEC(".maps");' "$T/sh.diff" | grep -q '^+	/\* TODO: an LRU hash once every kernel has one \*/' &&
	pass "source_patch: a header shared by two objects is patched once, with its own expressions (sizeof(struct flow_key), MAX_FLOWS, positional initialisers, comments of a member kept with it, a comment after the last member kept before the '}')" ||
	fail "source_patch: shared header: exit $rc, $n hunks for maps.h: $(head -2 "$T/err")"
cp -r "$T/sh" "$T/sh2" && patch -s -p1 -d "$T/sh2" <"$T/sh.diff" &&
	( cd "$T/sh2" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -Iinc -g -c a.c -o a.o && clang $CFLAGS_BPF -I"$T/orig/examples/include" -Iinc -g -c b.c -o b.o ) 2>"$T/cc.err" &&
	compare "source_patch: shared header (a.c)" "$T/sh/a.o" "$T/sh2/a.o" &&
	compare "source_patch: shared header (b.c)" "$T/sh/b.o" "$T/sh2/b.o" ||
	fail "source_patch: shared header: patched sources do not build: $(head -2 "$T/cc.err")"
# b.c as a tail call of a program array: the conversion pins cnt for the graft
sed -i 's/^__section("classifier") int prog_b/__section_tail(1, 0) int prog_b/' "$T/sh/b.c"
cat >>"$T/sh/b.c" <<'EOF2'
struct bpf_elf_map jmp __section_maps = {
	.type = BPF_MAP_TYPE_PROG_ARRAY, .size_key = 4, .size_value = 4, .max_elem = 1, .id = 1,
};
__section("classifier") int entry(struct __sk_buff *skb)
{
	__u32 z = 0;
	__u64 *c = bpf_map_lookup_elem(&cnt, &z);

	if (c)
		__sync_fetch_and_add(c, 1);
	bpf_tail_call(skb, &jmp, 0);
	return TC_ACT_OK;
}
EOF2
( cd "$T/sh" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -Iinc -g -c b.c -o b.o ) || fail "source_patch: shared header: build tail-call b"
rm -f "$T/sh.diff"
"$CONV" -q --source-patch="$T/sh.diff" "$T/sh/a.o" "$T/sh/b.o" 2>"$T/err"
rc=$?
[ $rc = 1 ] && [ ! -e "$T/sh.diff" ] && grep -q "inc/maps.h:.*map 'cnt'.*a.o and .*b.o would rewrite this declaration differently" "$T/err" &&
	pass "source_patch: two objects rewriting one declaration differently are refused, naming both (exit 1, no patch)" ||
	fail "source_patch: conflicting rewrites: exit $rc: $(head -2 "$T/err")"

# --source-root: paths relative to it; without DWARF and --source: listed
"$CONV" -q --source-patch="$T/r.diff" --source-root="$T/orig/examples" "$T/o/shared_map.o" 2>/dev/null &&
	grep -q '^--- a/legacy/shared_map.c' "$T/r.diff" && patch -s --dry-run -p1 -d "$T/orig/examples" <"$T/r.diff" >/dev/null &&
	pass "source_patch: --source-root DIR: paths relative to DIR, patch -p1 -d DIR takes it" ||
	fail "source_patch: --source-root: $(head -1 "$T/r.diff")"
"$CONV" -q --source-patch="$T/r.diff" "$T/o/shared_map.nog.o" 2>"$T/err"
rc=$?
[ $rc = 4 ] && grep -q "^.*shared_map.nog.o:0: map map_sh: not rewritten: no DWARF in the object (build with -g) and no --source file declares it" "$T/err" &&
	pass "source_patch: an object without DWARF and no --source: its maps are listed, exit 4" ||
	fail "source_patch: no DWARF, no --source: exit $rc: $(head -1 "$T/err")"
"$CONV" -q --source-patch="$T/r.diff" - <"$T/o/shared_map.o" 2>/dev/null
[ $? = 2 ] && pass "source_patch: standard input is refused (exit 2): sources are found by the object's path" ||
	fail "source_patch: - input accepted"
"$CONV" -q --source-patch="$T/r.diff" "$T/new/shared_map.o" 2>"$T/err" && [ ! -s "$T/r.diff" ] &&
	pass "source_patch: an object without legacy maps gives an empty patch (exit 0)" ||
	fail "source_patch: BTF-only object: $(head -1 "$T/err")"

"$CONV" --source-patch="$T/r.diff" "$T/o/tailcall.o" 2>"$T/err"
grep -qxF '+SEC("jmp_tc/0")' "$T/r.diff" && grep -qxF '+SEC("jmp_tc/1")' "$T/r.diff" &&
	grep -qxF '+__section("jmp_ex/0")' "$T/r.diff" && ! grep -q 'warning' "$T/err" &&
	pass "source_patch: tail calls: ID/KEY sections become MAP/KEY (__section_tail -> SEC, a literal in place), no warning" ||
	fail "source_patch: tail calls: $(grep -c '^+.*SEC("jmp_' "$T/r.diff") renamed; $(head -2 "$T/err")"

# a definition nesting bpf_map_def (.def = { ... }): read through the member
# names; --drop-unknown drops the extra member as the conversion does
b=tests_fixtures_realworld_nested_def
rm -rf "$T/nd" && mkdir "$T/nd" && cp -r "$T/orig/." "$T/nd/"
"$CONV" -q --drop-unknown --source-patch="$T/nd.diff" "$T/o/$b.o" 2>"$T/err" &&
	patch -s -p1 -d "$T/nd" <"$T/nd.diff" &&
	cc_in "$T/nd" tests/fixtures/realworld/nested_def.c "$T/nd/$b.o" -g &&
	"$CONV" -q --drop-unknown "$T/o/$b.o" -o "$T/conv/$b.o" 2>/dev/null &&
	"$DUMP" "$T/conv/$b.o" | sort >"$T/d.conv" && "$DUMP" "$T/nd/$b.o" | sort >"$T/d.new" &&
	cmp -s "$T/d.conv" "$T/d.new" &&
	pass "source_patch: nested definitions (.def = { ... }) with --drop-unknown: both maps rewritten, libbpf sees the conversion's maps" ||
	fail "source_patch: nested definitions: $(head -2 "$T/err") $(diff "$T/d.conv" "$T/d.new" | head -3 | tr '\n' ' ')"

# with -o: the object and the patch, from one run
"$CONV" -q "$T/o/shared_map.o" -o "$T/conv/with_o.o" --source-patch="$T/with_o.diff" 2>"$T/err" &&
	[ -s "$T/conv/with_o.o" ] && grep -q '^+} map_sh SEC' "$T/with_o.diff" &&
	pass "source_patch: with -o, the converted object and the patch are both written" ||
	fail "source_patch: with -o: $(head -2 "$T/err")"

# the legacy type still used (xdp_ddos01_blacklist_kern.c's
# drop_count_by_fproto() returns struct bpf_map_def *): a note per line, in
# FILE:LINE form; the patch and exit status are those of the same source
# pointing at the maps with void * (whose definition, comment and string
# naming the type are no uses: no note)
mkdir -p "$T/lu"
cat >"$T/lu/xdp.c" <<'EOF2'
#include "legacy_bpf.h"

/* struct bpf_map_def * used to point at these; the samples' own layout: */
struct bpf_map_def {
	__u32 type, key_size, value_size, max_entries, map_flags;
};

struct bpf_map_def __section("maps") drop_tcp = {
	.type = BPF_MAP_TYPE_PERCPU_ARRAY, .key_size = 4, .value_size = 8, .max_entries = 1,
};
struct bpf_map_def __section("maps") drop_udp = {
	.type = BPF_MAP_TYPE_PERCPU_ARRAY, .key_size = 4, .value_size = 8, .max_entries = 1,
};



static __always_inline struct bpf_map_def *drop_count(int proto)
{
	const char *why = "struct bpf_map_def *";

	(void)why;
	return proto == 6 ? &drop_tcp : proto == 17 ? &drop_udp : NULL;
}

__section("xdp") int prog(struct xdp_md *ctx)
{
	__u32 k = 0;
	__u64 *v = bpf_map_lookup_elem(drop_count(ctx->ingress_ifindex), &k);

	if (v)
		*v += sizeof(struct bpf_map_def);
	return XDP_PASS;
}
BPF_LICENSE("GPL");
EOF2
mkdir -p "$T/lu2"
sed 's/struct bpf_map_def \*drop_count/void *drop_count/; s/sizeof(struct bpf_map_def)/sizeof(k)/' \
	"$T/lu/xdp.c" >"$T/lu2/xdp.c"
# noted_pair D MAP: $T/D (the legacy type used) and $T/D2 (void * instead)
# both exit 0 with the same patch, which rewrites MAP; D's notes are
# $T/D.want, D2 has none
noted_pair() {
	grep 'still used' "$T/$1.err" >"$T/$1.got"
	[ "$(cat "$T/$1.rc")" = 0 ] && [ "$(cat "$T/${1}2.rc")" = 0 ] &&
		cmp -s "$T/$1.want" "$T/$1.got" && cmp -s "$T/$1.diff" "$T/${1}2.diff" &&
		grep -q "^+} $2 SEC(\".maps\");" "$T/$1.diff" && ! grep -q 'still used' "$T/${1}2.err"
}
noted_why() {
	echo "exit $(cat "$T/$1.rc")/$(cat "$T/${1}2.rc"), notes: $(tr '\n' ' ' <"$T/$1.got"), patches $(cmp -s "$T/$1.diff" "$T/${1}2.diff" && echo same || echo differ), void *: $(grep -c 'still used' "$T/${1}2.err") note(s)"
}
# build_patch DIR NAME: build $T/DIR/NAME.c, its source patch into
# $T/DIR.diff, the converter's stderr into $T/DIR.err, its exit into $T/DIR.rc
build_patch() {
	( cd "$T/$1" && clang $CFLAGS_BPF -I"$T/orig/examples/include" -g -c "$2.c" -o "$2.o" ) ||
		fail "source_patch: build $1/$2.c"
	"$CONV" --source-patch="$T/$1.diff" "$T/$1/$2.o" 2>"$T/$1.err"
	echo $? >"$T/$1.rc"
}
for d in lu lu2; do build_patch $d xdp; done
l1=$(grep -n '^static __always_inline struct bpf_map_def \*drop_count' "$T/lu/xdp.c" | cut -d: -f1)
l2=$(grep -n 'sizeof(struct bpf_map_def)' "$T/lu/xdp.c" | cut -d: -f1)
msg="note: 'struct bpf_map_def' is still used here; the maps rewritten in this file now have types of their own (use 'void *' to point at any of them)"
printf 'xdp.c:%s: %s\nxdp.c:%s: %s\n' "$l1" "$msg" "$l2" "$msg" >"$T/lu.want"
noted_pair lu drop_udp &&
	pass "source_patch: struct bpf_map_def still used after its maps are rewritten: a note at each use (xdp.c:$l1, xdp.c:$l2), the same patch and exit 0; no note for its definition, a comment or a string" ||
	fail "source_patch: legacy type still used: $(noted_why lu)"
"$CONV" -q --source-patch="$T/lu.q.diff" "$T/lu/xdp.o" 2>"$T/lu.q.err"
[ $? = 0 ] && ! grep -q 'still used' "$T/lu.q.err" && cmp -s "$T/lu.diff" "$T/lu.q.diff" &&
	pass "source_patch: -q hides the note on a legacy type still used" ||
	fail "source_patch: -q and the legacy-type note: $(head -2 "$T/lu.q.err")"
# the maps in a header the program includes: the note names the program's line and the header
mkdir -p "$T/hu" "$T/hu2"
cat >"$T/hu/maps.h" <<'EOF2'
#include "legacy_bpf.h"
struct bpf_map_def {
	__u32 type, key_size, value_size, max_entries, map_flags;
};

struct bpf_map_def __section("maps") hits = {
	.type = BPF_MAP_TYPE_ARRAY, .key_size = 4, .value_size = 8, .max_entries = 1,
};
EOF2
cat >"$T/hu/prog.c" <<'EOF2'
#include "maps.h"

static __always_inline struct bpf_map_def *pick(void)
{
	return &hits;
}

__section("xdp") int prog(struct xdp_md *ctx)
{
	__u32 k = 0;
	__u64 *v = bpf_map_lookup_elem(pick(), &k);

	if (v)
		*v += 1;
	return XDP_PASS;
}
BPF_LICENSE("GPL");
EOF2
cp "$T/hu/maps.h" "$T/hu2/"
sed 's/struct bpf_map_def \*pick/void *pick/' "$T/hu/prog.c" >"$T/hu2/prog.c"
for d in hu hu2; do build_patch $d prog; done
l1=$(grep -n '^static __always_inline struct bpf_map_def \*pick' "$T/hu/prog.c" | cut -d: -f1)
printf "prog.c:%s: note: 'struct bpf_map_def' is still used here; the maps rewritten in maps.h now have types of their own (use 'void *' to point at any of them)\n" "$l1" >"$T/hu.want"
noted_pair hu hits &&
	pass "source_patch: struct bpf_map_def of a header's maps still used in the program including it: a note naming prog.c:$l1 and maps.h, the same patch and exit 0; none with void *" ||
	fail "source_patch: legacy type of a header's maps: $(noted_why hu)"
# shellcheck disable=SC2086
"$CONV" --source-patch="$T/ex2.diff" $ex 2>"$T/err"
! grep -q 'still used' "$T/err" && cmp -s "$T/ex.diff" "$T/ex2.diff" &&
	pass "source_patch: examples: no legacy type used after the rewrite, no note" ||
	fail "source_patch: examples: $(grep 'still used' "$T/err" | head -2)"

( cd "$T/orig" && find . -name '*.[ch]' -exec sha256sum {} + | sort ) >"$T/sums.after"
cmp -s "$T/sums.before" "$T/sums.after" &&
	pass "source_patch: the sources are only read (checksums unchanged)" ||
	fail "source_patch: a source was written to"
exit $FAILED
