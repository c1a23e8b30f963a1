#!/bin/sh
# Graft scripts survive deployment (an object is installed away from the
# tree that converted it): converted in one directory,
# object + manifest + script moved to another (the build directory gone),
# the script run with no argument from an unrelated working directory finds
# the object beside itself by its file name, and in the kernel every hop of
# the tail-call chain runs. The manifest's object.file is relative to the
# manifest, also with --manifest in another directory; the recorded path is
# still the fallback for a script moved alone.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] || { fail "graft_deploy: converter built: $CONV missing"; exit 1; }
[ -e "$EXG/tailcall.o" ] || { fail "graft_deploy: examples built: $EXG/tailcall.o missing"; exit 1; }
tmpdir
mkdir -p "$T/build/out" "$T/deploy" "$T/elsewhere" "$T/alone"
# objfile MANIFEST: object.file as written
objfile() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["object"]["file"])' "$1"; }

(cd "$T/build" && "$CONV" -q "$EXG/tailcall.o" -o out/t.o --graft-script out/t.graft.sh 2>/dev/null) ||
	{ fail "graft_deploy: tailcall converts"; exit 1; }
[ "$(objfile "$T/build/out/t.tailcalls.json")" = t.o ] &&
	pass "graft_deploy: a manifest beside its object names it by file name" ||
	fail "graft_deploy: object.file '$(objfile "$T/build/out/t.tailcalls.json")'"
# --manifest elsewhere: object.file leads from the manifest's directory to the object
mkdir -p "$T/build/meta"
(cd "$T/build" && "$CONV" -q "$EXG/tailcall.o" -o out/u.o --manifest ./meta/../meta/u.json 2>/dev/null)
f=$(objfile "$T/build/meta/u.json")
[ "$f" = ../out/u.o ] && cmp -s "$T/build/meta/$f" "$T/build/out/u.o" &&
	pass "graft_deploy: --manifest in another directory: object.file is relative to the manifest ($f)" ||
	fail "graft_deploy: --manifest meta/u.json: object.file '$f'"

mv "$T/build/out/t.o" "$T/build/out/t.tailcalls.json" "$T/build/out/t.graft.sh" "$T/deploy/"
rm -rf "$T/build"
# the script from another working directory, through a tc stub that prints
printf '#!/bin/sh\necho tc "$@"\n' >"$T/tcstub"; chmod +x "$T/tcstub"
(cd "$T/elsewhere" && TC="$T/tcstub" sh ../deploy/t.graft.sh >"$T/cmds" 2>&1); rc=$?
if [ $rc = 0 ] && [ "$(grep -c "^tc exec bpf graft .* obj \.\./deploy/t\.o type cls " "$T/cmds")" = 3 ]; then
	pass "graft_deploy: moved script, run from another directory with no argument, grafts the object beside it"
else
	fail "graft_deploy: moved script: rc=$rc: $(head -2 "$T/cmds")"
fi
(cd "$T/deploy" && TC="$T/tcstub" sh t.graft.sh >"$T/cmds" 2>&1); rc=$?
[ $rc = 0 ] && [ "$(grep -c ' obj \./t\.o ' "$T/cmds")" = 3 ] &&
	pass "graft_deploy: run as 'sh t.graft.sh' in its directory it finds ./t.o" ||
	fail "graft_deploy: sh t.graft.sh: rc=$rc: $(head -2 "$T/cmds")"
# a script moved alone: the converted-at path is the fallback (gone here)
cp "$T/deploy/t.graft.sh" "$T/alone/"
(cd "$T/alone" && TC="$T/tcstub" sh t.graft.sh >"$T/cmds" 2>&1); rc=$?
[ $rc = 1 ] && grep -q "^graft: $T/build/out/t.o: cannot read the object" "$T/cmds" &&
	pass "graft_deploy: a script without its object falls back to the converted-at path and says it cannot read it" ||
	fail "graft_deploy: script alone: rc=$rc: $(cat "$T/cmds")"

kernel_or_skip "graft_deploy: kernel"
netns_setup || { fail "graft_deploy: netns setup"; exit 1; }
cat >"$T/k" <<'EOF'
cd "$T/elsewhere"
if sh ../deploy/t.graft.sh >"$T/g" 2>&1 &&
   tc qdisc add dev vA clsact && tc filter add dev vA ingress bpf da obj ../deploy/t.o sec classifier 2>"$T/e"; then
	ping_from_b 4
	set -- $(mapvals /sys/fs/bpf/tc/globals/hops)
	[ "${1:-0}" -gt 0 ] && [ "$1" = "${2:-x}" ] && [ "$1" = "${3:-x}" ] && [ "$1" = "${4:-x}" ] &&
		pass "graft_deploy: kernel: deployed script grafted every slot, every tail-call hop runs (hops $1 $2 $3 $4)" ||
		fail "graft_deploy: kernel: hops '$*'"
else
	fail "graft_deploy: kernel: graft/attach: $(grep -v 'unable to find' "$T/g" "$T/e" 2>/dev/null | tail -2)"
fi
tc qdisc del dev vA clsact 2>/dev/null
rm -rf /sys/fs/bpf/tc/globals/jmp_tc /sys/fs/bpf/tc/globals/jmp_ex /sys/fs/bpf/tc/globals/hops
EOF
run_in_a "$T/k"
exit 0
