#!/bin/sh
# The kernel scenarios of tests/lib/scenarios/ (shared map counters,
# map-in-map, XDP, every tail-call hop) run with Debian's tc/ip on objects
# rebuilt from the examples' sources after --source-patch, in place of the
# binary conversions. The rebuilt tail-call objects have no legacy `id`
# left to tie their ID/KEY sections to a program array, so their slots are
# grafted as the original object's manifest lists them (`tc exec bpf graft`
# on the rebuilt object).
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
why=$(kernel_skip_reason)
if [ -n "$why" ]; then
	skip "source_kernel: $why"
	exit 0
fi
command -v clang >/dev/null || { skip "source_kernel: clang not installed"; exit 0; }
MA=$(gcc -print-multiarch 2>/dev/null)
CFLAGS_BPF="-O2 -g -target bpf -Wall -Iexamples/include -I/usr/include/$MA"
mkdir -p "$T/orig" "$T/new" "$T/o"
cp -r "$TOP/examples" "$T/orig/"
objs=""
for f in shared_map tailcall cyclic graft map_in_map xdp_samples mixed samples28; do
	( cd "$T/orig" && clang $CFLAGS_BPF -c "examples/legacy/$f.c" -o "$T/o/$f.o" ) || fail "source_kernel: build $f"
	objs="$objs $T/o/$f.o"
done
# shellcheck disable=SC2086
"$CONV" -q --source-patch="$T/p.diff" $objs 2>"$T/err" || { fail "source_kernel: source patch: $(head -2 "$T/err")"; exit 1; }
cp -r "$T/orig/." "$T/new/"
patch -s -p1 -d "$T/new" <"$T/p.diff" || { fail "source_kernel: patch does not apply"; exit 1; }
for f in shared_map tailcall cyclic graft map_in_map xdp_samples mixed samples28; do
	( cd "$T/new" && clang $CFLAGS_BPF -c "examples/legacy/$f.c" -o "$T/$f.o" ) 2>"$T/cc" ||
		fail "source_kernel: rebuild $f: $(head -2 "$T/cc")"
done
# BTF-defined maps need -g: the scenario's second shared-map object is the same
cp "$T/shared_map.o" "$T/shared_map_nog.o"
for f in tailcall cyclic graft; do
	"$CONV" -q "$T/o/$f.o" -o "$T/o/$f.conv.o" 2>/dev/null || fail "source_kernel: convert $f"
	python3 - "$T/o/$f.conv.tailcalls.json" "$T/$f.o" >"$T/$f.graft.sh" <<'EOF2' || fail "source_kernel: $f manifest"
import json, sys
m = json.load(open(sys.argv[1]))
for s in sorted(m["slots"], key=lambda s: s["order"]):
    print("tc exec bpf graft m:%s key %d obj %s type %s sec %s || exit 1"
          % (s["pin_path"], s["key"], sys.argv[2], s["prog_type"], s["section"]))
EOF2
done
netns_setup || { fail "netns setup"; exit 1; }
run_in_a "$TOP/tests/lib/scenarios/shared_map.sh"
run_in_a "$TOP/tests/lib/scenarios/tailcall_chain.sh"
run_in_a "$TOP/tests/lib/scenarios/map_in_map_xdp.sh"
exit $FAILED
