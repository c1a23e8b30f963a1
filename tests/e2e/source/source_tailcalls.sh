#!/bin/sh
# Tail calls survive the source migration (a rebuilt object must graft as
# the converted one did): --source-patch
# renames every legacy ID/KEY tail-call section to MAP/KEY (the prog array
# by name), and `bpf-legacy2btf --graft-script` on the object rebuilt from
# the patched sources gives the same slots (map, key, program), graft order
# and graft type as on the original, for every example and fixture with tail
# calls; its graft script accepts the rebuilt object (and only it), and -i
# leaves that object as it is. A hand-written MAP/KEY source (no legacy
# past) gets its manifest too, with its errors (bad key, key out of range,
# unpinned prog array); attributes the patch cannot rewrite are listed
# (`program NAME: not rewritten`, exit 4); with --prog-array-init the patch
# writes the static slots into the source. The kernel hops run in
# tests/e2e/source/source_kernel.sh.
. "$(dirname "$0")/../../lib/common.sh"
command -v clang >/dev/null || { skip "source_tailcalls: clang not installed"; exit 0; }
command -v patch >/dev/null || { skip "source_tailcalls: patch not installed"; exit 0; }
tmpdir
SCHEMA=$TOP/docs/manifest.schema.json
CFLAGS_BPF="-O2 -g -target bpf -Wall -Iexamples/include -I/usr/include/$MA"
mkdir -p "$T/orig/tests/fixtures" "$T/o" "$T/new" "$T/r"
cp -r "$TOP/examples" "$T/orig/"
for d in convert oldtc tailcalls; do cp -r "$TOP/tests/fixtures/$d" "$T/orig/tests/fixtures/"; done

# slots PREFIX MANIFEST: "order map key program prog_type pin_path" lines
slots() {
	python3 - "$2" <<'EOF2' >"$1"
import json, sys
m = json.load(open(sys.argv[1]))
print("prog_type", m["prog_type"])
for s in sorted(m["slots"], key=lambda s: s["order"]):
    print(s["order"], s["map"], s["key"], s["program"], s["prog_type"], s["pin_path"])
EOF2
}

# every source with tail calls whose original converts with a manifest
srcs=""
for rel in examples/legacy/tailcall.c examples/legacy/cyclic.c examples/legacy/graft.c \
	   tests/fixtures/tailcalls/pin_none.c tests/fixtures/tailcalls/xdp_tail.c \
	   tests/fixtures/tailcalls/act_tail.c tests/fixtures/tailcalls/lwt_tail.c \
	   tests/fixtures/convert/tail_radix.c tests/fixtures/oldtc/notype_progs.c \
	   tests/fixtures/oldtc/xdp_netdev.c; do
	b=$(echo "$rel" | tr / _ | sed 's/\.c$//')
	( cd "$T/orig" && clang $CFLAGS_BPF -c "$rel" -o "$T/o/$b.o" ) 2>"$T/cc" ||
		{ fail "source_tailcalls: build $rel: $(head -2 "$T/cc")"; continue; }
	srcs="$srcs $rel"
done
objs=$(for rel in $srcs; do echo "$T/o/$(echo "$rel" | tr / _ | sed 's/\.c$//').o"; done)
# shellcheck disable=SC2086
"$CONV" -q --source-patch="$T/p.diff" $objs 2>"$T/err"
rc=$?
[ $rc = 0 ] && ! grep -q "no map id ties them" "$T/err" &&
	pass "source_tailcalls: one patch for $(echo $srcs | wc -w) objects with tail calls, nothing left, no 'graft by hand' warning" ||
	fail "source_tailcalls: source patch exit $rc: $(head -3 "$T/err")"
n=$(grep -c '^-.*__section_tail\|^-__section("0x2a/0")' "$T/p.diff")
m=$(grep -c '^+.*SEC("[a-z_]*/[0-9]*")\|^+__section("jmp_ex/0")' "$T/p.diff")
[ "$n" -gt 0 ] && [ "$n" = "$m" ] &&
	pass "source_tailcalls: every tail-call attribute is renamed MAP/KEY ($n)" ||
	fail "source_tailcalls: $n tail-call attributes removed, $m MAP/KEY added"
cp -r "$T/orig/." "$T/new/"
patch -s -p1 -d "$T/new" <"$T/p.diff" || { fail "source_tailcalls: patch does not apply"; exit 1; }

for rel in $srcs; do
	b=$(echo "$rel" | tr / _ | sed 's/\.c$//')
	pt=""
	case $rel in *lwt_tail.c) pt="--prog-type lwt_xmit" ;; esac
	( cd "$T/new" && clang $CFLAGS_BPF -c "$rel" -o "$T/r/$b.o" ) 2>"$T/cc" ||
		{ fail "source_tailcalls: $rel: rebuild: $(head -2 "$T/cc")"; continue; }
	# shellcheck disable=SC2086
	"$CONV" -q $pt "$T/o/$b.o" -o "$T/o/$b.conv.o" --graft-script "$T/o/$b.sh" 2>/dev/null ||
		{ fail "source_tailcalls: $rel: original does not convert"; continue; }
	if llvm-readelf -S -W "$T/r/$b.o" | grep -qE '\] [0-9x]+/[0-9]+ '; then
		fail "source_tailcalls: $rel: the rebuilt object still has ID/KEY sections"
	fi
	before=$(sha "$T/r/$b.o")
	# shellcheck disable=SC2086
	"$CONV" -q $pt -i "$T/r/$b.o" --graft-script "$T/r/$b.sh" 2>"$T/err" ||
		{ fail "source_tailcalls: $rel: rebuilt object: $(head -2 "$T/err")"; continue; }
	[ "$(sha "$T/r/$b.o")" = "$before" ] || fail "source_tailcalls: $rel: -i changed the rebuilt object"
	slots "$T/s.orig" "$T/o/$b.conv.tailcalls.json"
	slots "$T/s.new" "$T/r/$b.tailcalls.json"
	if cmp -s "$T/s.orig" "$T/s.new"; then
		pass "source_tailcalls: $rel: rebuilt object's manifest has the original's slots, order and type ($(($(wc -l <"$T/s.new") - 1)) slots, $(head -1 "$T/s.new"))"
	else
		fail "source_tailcalls: $rel: manifests differ: $(diff "$T/s.orig" "$T/s.new" | grep '^[<>]' | head -4 | tr '\n' ' ')"
	fi
	python3 "$TOP/tests/lib/validate_manifest.py" "$SCHEMA" "$T/r/$b.tailcalls.json" "$T/r/$b.o" >"$T/v" 2>&1
	case $? in
	0|77) ;;
	*) fail "source_tailcalls: $rel: manifest does not validate: $(head -2 "$T/v")" ;;
	esac
	"$LINT" --format=json "$T/r/$b.o" >"$T/lint.json" 2>/dev/null
	python3 - "$T/lint.json" <<'EOF2' >"$T/lw" 2>&1 &&
import json, sys
# entry sections such as XDP's "prog" are unknown to libbpf on their own
bad = ["%s: %s" % (f["rule"], f["where"]) for f in json.load(open(sys.argv[1]))["objects"][0]["findings"]
       if f["rule"] in ("legacy-tail-call-section", "tail-call-section-target", "tail-call-array-unpinned")
       or (f["rule"] == "unknown-prog-section" and "/" in (f["where"] or ""))]
sys.exit("findings: %s" % bad if bad else 0)
EOF2
		pass "source_tailcalls: $rel: bpf-lint takes its MAP/KEY sections as tail calls (no unknown-section or tail-call finding)" ||
		fail "source_tailcalls: $rel: bpf-lint: $(cat "$T/lw")"
	grep -q "^want=$before\$" "$T/r/$b.sh" &&
		pass "source_tailcalls: $rel: the graft script checks for the rebuilt object's sha256" ||
		fail "source_tailcalls: $rel: graft script's checksum is not the rebuilt object's"
done

# the graft script refuses any other object (here: the original's conversion)
b=examples_legacy_tailcall
TC=false sh "$T/r/$b.sh" "$T/o/$b.conv.o" >/dev/null 2>"$T/err" ||
	grep -q "is not the converted object's" "$T/err" &&
	pass "source_tailcalls: the rebuilt object's graft script refuses another object (sha256)" ||
	fail "source_tailcalls: graft script accepted another object: $(head -1 "$T/err")"
# and grafts the rebuilt one, in manifest order (tc replaced by echo)
TC=echo sh "$T/r/$b.sh" >"$T/g" 2>&1 &&
	[ "$(grep -c '^exec bpf graft m:globals/' "$T/g")" = 3 ] &&
	grep -q "m:globals/jmp_ex key 0 obj .* type cls sec jmp_ex/0" "$T/g" &&
	pass "source_tailcalls: the graft script grafts the rebuilt object's MAP/KEY sections with explicit keys" ||
	fail "source_tailcalls: graft script run: $(head -3 "$T/g")"

# --prog-array-init: the patch writes the static slots into the source
# (__array(values, int (void *)), .values = { [KEY] = (void *)&prog }, the
# programs' prototypes before the array), and the rebuilt object has the
# slots of the original's conversion with --prog-array-init
b=examples_legacy_tailcall
"$CONV" -q --prog-array-init --source-patch="$T/pai.diff" "$T/o/$b.o" 2>"$T/err"
rc=$?
rm -rf "$T/pai" && mkdir "$T/pai" && cp -r "$T/orig/." "$T/pai/"
if [ $rc = 0 ] && patch -s -p1 -d "$T/pai" <"$T/pai.diff" &&
   ( cd "$T/pai" && clang $CFLAGS_BPF -Werror -c examples/legacy/tailcall.c -o "$T/pai.o" ) 2>"$T/cc" &&
   "$CONV" -q --prog-array-init "$T/o/$b.o" -o "$T/pai.conv.o" 2>/dev/null; then
	"$B/tools/mapsdump" "$T/pai.conv.o" | grep '^slot' | sort >"$T/ps.conv"
	"$B/tools/mapsdump" "$T/pai.o" | grep '^slot' | sort >"$T/ps.new"
	[ "$(wc -l <"$T/ps.new")" = 3 ] && cmp -s "$T/ps.conv" "$T/ps.new" &&
		grep -qxF '+int tc_stage1(struct __sk_buff *skb);' "$T/pai.diff" &&
		pass "source_tailcalls: --prog-array-init: the patched source builds (-Werror) with the original conversion's 3 static slots" ||
		fail "source_tailcalls: --prog-array-init slots: $(diff "$T/ps.conv" "$T/ps.new" | head -3 | tr '\n' ' ')"
	"$CONV" -q -i "$T/pai.o" --graft-script "$T/pai.sh" 2>"$T/err" && slots "$T/s.pai" "$T/pai.tailcalls.json" &&
		slots "$T/s.orig" "$T/o/$b.conv.tailcalls.json" && cmp -s "$T/s.orig" "$T/s.pai" &&
		pass "source_tailcalls: --prog-array-init: the rebuilt object still names its prog arrays (same manifest)" ||
		fail "source_tailcalls: --prog-array-init manifest: $(head -2 "$T/err")"
else
	fail "source_tailcalls: --prog-array-init: exit $rc: $(head -2 "$T/err") $(head -2 "$T/cc" 2>/dev/null)"
fi

# a hand-written MAP/KEY object: no legacy past at all
cat >"$T/hand.c" <<'EOF2'
#include <linux/types.h>
#include <linux/bpf.h>
#include <linux/pkt_cls.h>
#include <bpf/bpf_helpers.h>
struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(key_size, 4);
	__uint(value_size, 4);
	__uint(max_entries, 4);
	__uint(pinning, PIN);
} jt SEC(".maps");
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, 4);
} cnt SEC(".maps");
static __always_inline void bump(__u32 k)
{
	__u64 *v = bpf_map_lookup_elem(&cnt, &k);

	if (v)
		__sync_fetch_and_add(v, 1);
}
SEC("tc") int entry(struct __sk_buff *skb) { bump(0); bpf_tail_call(skb, &jt, 0); return TC_ACT_OK; }
SEC("jt/0") int first(struct __sk_buff *skb) { bump(1); bpf_tail_call(skb, &jt, 3); return TC_ACT_OK; }
SEC(KEY3) int last(struct __sk_buff *skb) { bump(2); return TC_ACT_OK; }
SEC("cnt/1") int not_a_tail(struct __sk_buff *skb) { return TC_ACT_OK; }
char _license[] SEC("license") = "GPL";
EOF2
hand() {	# hand OUT PIN KEY3
	clang -O2 -g -target bpf -I/usr/include/$MA -DPIN="$2" -DKEY3="\"$3\"" -c "$T/hand.c" -o "$T/$1.o"
}
hand hand 1 jt/0x3 && "$CONV" "$T/hand.o" -o "$T/hand.out.o" --graft-script "$T/hand.sh" 2>"$T/err" &&
	cmp -s "$T/hand.o" "$T/hand.out.o" && slots "$T/s.hand" "$T/hand.out.tailcalls.json" &&
	printf 'prog_type cls\n1 jt 3 last cls globals/jt\n2 jt 0 first cls globals/jt\n' | cmp -s - "$T/s.hand" &&
	! grep -q '"legacy_id"' "$T/hand.out.tailcalls.json" &&
	grep -q "nothing to convert" "$T/err" &&
	pass "source_tailcalls: hand-written MAP/KEY object: unchanged, manifest with its 2 slots (jt/0x3 is key 3, grafted first: leaves first), no legacy ids, 'cnt/1' is no tail call" ||
	fail "source_tailcalls: hand-written MAP/KEY object: $(head -3 "$T/err") $(cat "$T/s.hand" 2>/dev/null | tr '\n' ' ')"
python3 "$TOP/tests/lib/validate_manifest.py" "$SCHEMA" "$T/hand.out.tailcalls.json" "$T/hand.out.o" >"$T/v" 2>&1
case $? in
0) pass "source_tailcalls: the MAP/KEY manifest validates against docs/manifest.schema.json and matches the object" ;;
77) skip "source_tailcalls: manifest schema check: $(sed 's/^SKIPREASON: //' "$T/v")" ;;
*) fail "source_tailcalls: MAP/KEY manifest: $(head -2 "$T/v")" ;;
esac
"$CONV" --dry-run "$T/hand.o" 2>/dev/null | grep -q "nothing to convert; 2 MAP/KEY tail-call slots in a manifest" &&
	pass "source_tailcalls: --dry-run counts the MAP/KEY slots" || fail "source_tailcalls: --dry-run line"
hand hand_far 1 jt/4 && ! "$CONV" -q "$T/hand_far.o" -o "$T/x.o" 2>"$T/err" &&
	grep -q "section 'jt/4': key 4 is beyond max_entries 4 of prog array 'jt'" "$T/err" &&
	pass "source_tailcalls: a MAP/KEY key beyond max_entries is refused" ||
	fail "source_tailcalls: key out of range: $(head -2 "$T/err")"
"$LINT" "$T/hand_far.o" >"$T/l" 2>&1; rc=$?
[ $rc = 1 ] && grep -q "section 'jt/4' fills slot 4 of prog array 'jt', which has 4 (max_entries).*\[tail-call-section-target\]" "$T/l" &&
	pass "source_tailcalls: bpf-lint: the out-of-range MAP/KEY slot is an error [tail-call-section-target]" ||
	fail "source_tailcalls: bpf-lint on jt/4: exit $rc: $(grep -v hint "$T/l" | head -2)"
hand hand_bad 1 jt/007 && ! "$CONV" -q "$T/hand_bad.o" -o "$T/x.o" 2>"$T/err" &&
	grep -q "names prog array 'jt', but '007' is not a slot number" "$T/err" &&
	pass "source_tailcalls: a MAP/KEY key that is no slot number (007) is refused" ||
	fail "source_tailcalls: bad key: $(head -2 "$T/err")"
hand hand_nopin 0 jt/3 && ! "$CONV" -q "$T/hand_nopin.o" -o "$T/x.o" --graft-script "$T/x.sh" 2>"$T/err" &&
	grep -q "map 'jt' receives tail calls (MAP/KEY sections).*not pinned by name" "$T/err" && [ ! -e "$T/x.sh" ] &&
	"$CONV" -q "$T/hand_nopin.o" -o "$T/x.o" 2>"$T/err" && grep -q "warning: map 'jt'" "$T/err" &&
	pass "source_tailcalls: an unpinned MAP/KEY prog array: --graft-script refuses, a warning without it" ||
	fail "source_tailcalls: unpinned prog array: $(head -2 "$T/err")"

"$LINT" "$T/hand_nopin.o" >"$T/l" 2>&1
grep -q "section 'jt/3' is a tail call into prog array 'jt', which is not pinned by name.*\[tail-call-array-unpinned\]" "$T/l" &&
	pass "source_tailcalls: bpf-lint: the unpinned MAP/KEY prog array is reported [tail-call-array-unpinned]" ||
	fail "source_tailcalls: bpf-lint on the unpinned prog array: $(grep -v hint "$T/l" | head -2)"

# attributes the patch cannot rewrite are listed, and the rest is patched
mkdir -p "$T/m"
cat >"$T/m/mac.c" <<'EOF2'
#include "legacy_bpf.h"
#define TAIL(K) __section("1/" #K)
struct bpf_elf_map jm __section_maps = {
	.type = BPF_MAP_TYPE_PROG_ARRAY, .size_key = 4, .size_value = 4,
	.max_elem = 2, .id = 1, .pinning = PIN_GLOBAL_NS,
};
__section("classifier") int entry(struct __sk_buff *skb) { bpf_tail_call(skb, &jm, 0); return TC_ACT_OK; }
TAIL(0) int by_macro(struct __sk_buff *skb) { return TC_ACT_OK; }
__attribute__((section("1/1"), used)) int by_attr(struct __sk_buff *skb) { return TC_ACT_OK; }
BPF_LICENSE("GPL");
EOF2
( cd "$T/m" && clang -O2 -g -target bpf -I"$TOP/examples/include" -I/usr/include/$MA -c mac.c -o mac.o ) &&
	( cd "$T/m" && "$CONV" -q --source-patch=m.diff mac.o ) 2>"$T/err"
rc=$?
[ $rc = 4 ] && grep -q "^mac.c:8: program by_macro: not rewritten: its section attribute is not __section_tail" "$T/err" &&
	grep -qxF '+__attribute__((section("jm/1"), used)) int by_attr(struct __sk_buff *skb) { return TC_ACT_OK; }' "$T/m/m.diff" &&
	pass "source_tailcalls: a section made by a project macro is listed (program NAME: not rewritten, exit 4); __attribute__((section(...))) is renamed in place" ||
	fail "source_tailcalls: macro-made section: exit $rc: $(head -2 "$T/err")"
exit $FAILED
