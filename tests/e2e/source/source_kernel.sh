#!/bin/sh
# The kernel scenarios of tests/lib/scenarios/ (shared map counters,
# map-in-map, XDP, every tail-call hop; tail calls of type xdp, act and
# lwt_xmit, PIN_NONE sharing) run with Debian's tc/ip on objects rebuilt
# from the examples' and fixtures' sources after --source-patch, in place of
# the binary conversions. The patch names each tail-call program's prog
# array in its section (MAP/KEY), so the graft scripts are the converter's,
# written by `bpf-legacy2btf -i --graft-script` for the rebuilt objects
# themselves (left as they are). prog-array-init's object (pai.o) is
# tailcall.c patched with --prog-array-init (static slots in the source):
# bpftool prog loadall fills every slot, tc refuses it as it refuses the
# binary conversion's. Real code's shapes (tests/fixtures/realworld:
# static programs, a map type chosen by #if inside the initialiser, built
# both ways, map-in-map templates declared late) run in source_shapes.sh;
# the programs of examples/macros/, whose maps are declared through
# iproute2-style macros (the macro rewritten, the calls kept), in
# source_macros.sh.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
why=$(kernel_skip_reason)
if [ -n "$why" ]; then
	skip "source_kernel: $why"
	exit 0
fi
command -v clang >/dev/null || { skip "source_kernel: clang not installed"; exit 0; }
CFLAGS_BPF="-O2 -g -target bpf -Wall -Iexamples/include -I/usr/include/$MA"
mkdir -p "$T/orig/tests/fixtures" "$T/new" "$T/o"
cp -r "$TOP/examples" "$T/orig/"
cp -r "$TOP/tests/fixtures/tailcalls" "$TOP/tests/fixtures/realworld" "$T/orig/tests/fixtures/"
EXAMPLES="shared_map tailcall cyclic graft map_in_map xdp_samples mixed samples28"
FIXTURES="pin_none xdp_tail act_tail lwt_tail"
SHAPES="static_datapath if_maptype mim_header mim_late"
# maps declared through iproute2-style macros (examples/macros/)
MACROS="shared chain graft mim"
PC="-DUSE_PERCPU_HASH=1 -DFLOW_NO_PREALLOC"
objs=""
for f in $EXAMPLES; do
	( cd "$T/orig" && clang $CFLAGS_BPF -c "examples/legacy/$f.c" -o "$T/o/$f.o" ) || fail "source_kernel: build $f"
	objs="$objs $T/o/$f.o"
done
for f in $FIXTURES; do
	( cd "$T/orig" && clang $CFLAGS_BPF -c "tests/fixtures/tailcalls/$f.c" -o "$T/o/$f.o" ) || fail "source_kernel: build $f"
	objs="$objs $T/o/$f.o"
done
# real code's shapes (source_shapes.sh); if_maptype twice, one build per arm
for f in $SHAPES; do
	( cd "$T/orig" && clang $CFLAGS_BPF -c "tests/fixtures/realworld/$f.c" -o "$T/o/$f.o" ) || fail "source_kernel: build $f"
	objs="$objs $T/o/$f.o"
done
for f in $MACROS; do
	( cd "$T/orig" && clang $CFLAGS_BPF -c "examples/macros/$f.c" -o "$T/o/mac_$f.o" ) || fail "source_kernel: build macros/$f"
	objs="$objs $T/o/mac_$f.o"
done
( cd "$T/orig" && clang $CFLAGS_BPF $PC -c tests/fixtures/realworld/if_maptype.c -o "$T/o/if_maptype_pc.o" ) ||
	fail "source_kernel: build if_maptype $PC"
objs="$objs $T/o/if_maptype_pc.o"
# shellcheck disable=SC2086
"$CONV" -q --source-patch="$T/p.diff" $objs 2>"$T/err" || { fail "source_kernel: source patch: $(head -2 "$T/err")"; exit 1; }
cp -r "$T/orig/." "$T/new/"
patch -s -p1 -d "$T/new" <"$T/p.diff" || { fail "source_kernel: patch does not apply"; exit 1; }
for f in $EXAMPLES; do
	( cd "$T/new" && clang $CFLAGS_BPF -c "examples/legacy/$f.c" -o "$T/$f.o" ) 2>"$T/cc" ||
		fail "source_kernel: rebuild $f: $(head -2 "$T/cc")"
done
for f in $FIXTURES; do
	( cd "$T/new" && clang $CFLAGS_BPF -c "tests/fixtures/tailcalls/$f.c" -o "$T/$f.o" ) 2>"$T/cc" ||
		fail "source_kernel: rebuild $f: $(head -2 "$T/cc")"
done
for f in $SHAPES; do
	( cd "$T/new" && clang $CFLAGS_BPF -c "tests/fixtures/realworld/$f.c" -o "$T/$f.o" ) 2>"$T/cc" ||
		fail "source_kernel: rebuild $f: $(head -2 "$T/cc")"
done
for f in $MACROS; do
	( cd "$T/new" && clang $CFLAGS_BPF -c "examples/macros/$f.c" -o "$T/mac_$f.o" ) 2>"$T/cc" ||
		fail "source_kernel: rebuild macros/$f: $(head -2 "$T/cc")"
done
( cd "$T/new" && clang $CFLAGS_BPF $PC -c tests/fixtures/realworld/if_maptype.c -o "$T/if_maptype_pc.o" ) 2>"$T/cc" ||
	fail "source_kernel: rebuild if_maptype $PC: $(head -2 "$T/cc")"
# BTF-defined maps need -g: the scenario's second shared-map object is the same
cp "$T/shared_map.o" "$T/shared_map_nog.o"
# graft scripts for the rebuilt objects, named as the scenarios expect
for f in tailcall cyclic graft pin_none xdp_tail act_tail lwt_tail mac_chain mac_graft; do
	case $f in
	pin_none|xdp_tail|act_tail|lwt_tail) g=$T/$f.sh ;;
	*) g=$T/$f.graft.sh ;;
	esac
	pt=""
	[ $f = lwt_tail ] && pt="--prog-type lwt_xmit"
	# shellcheck disable=SC2086
	"$CONV" -q $pt -i "$T/$f.o" --graft-script "$g" 2>"$T/err" && [ -s "$g" ] ||
		fail "source_kernel: $f: no graft script for the rebuilt object: $(head -2 "$T/err")"
done
# prog-array-init's object: tailcall.c patched with --prog-array-init (its
# static slots written into the source), rebuilt
mkdir -p "$T/pai"
cp -r "$T/orig/." "$T/pai/"
"$CONV" -q --prog-array-init --source-patch="$T/pai.diff" "$T/o/tailcall.o" 2>"$T/err" &&
	patch -s -p1 -d "$T/pai" <"$T/pai.diff" &&
	( cd "$T/pai" && clang $CFLAGS_BPF -c examples/legacy/tailcall.c -o "$T/pai.o" ) ||
	fail "source_kernel: prog-array-init: patch and rebuild: $(head -2 "$T/err")"
netns_setup || { fail "netns setup"; exit 1; }
run_in_a "$TOP/tests/lib/scenarios/shared_map.sh"
run_in_a "$TOP/tests/lib/scenarios/tailcall_chain.sh"
run_in_a "$TOP/tests/lib/scenarios/map_in_map_xdp.sh"
run_in_a "$TOP/tests/lib/scenarios/tailcall_types.sh"
run_in_a "$TOP/tests/lib/scenarios/source_shapes.sh"
run_in_a "$TOP/tests/lib/scenarios/source_macros.sh"
exit $FAILED
