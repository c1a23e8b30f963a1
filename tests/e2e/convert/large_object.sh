#!/bin/sh
# Large objects: the ~5 MB generated legacy object (210 maps, 211 programs,
# 60 map uses each; tests/bench/gen_legacy.py) converts into an object whose
# every map and program stock libbpf sees as defined, which tc loads, and
# whose tail calls work once two slots are grafted. `-j` keeps messages in
# argument order and exits with the worst status.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
[ -x "$CONV" ] && [ -x "$OPENCHK" ] || { fail "large_object: converter and openchk built"; exit 1; }
MAPS=210 PROGS=210 USES=60
obj=$(BUILD=$BUILD python3 "$TOP/tests/bench/bench.py" --object 5M 2>"$T/gen.err") ||
	{ fail "large_object: generating the 5 MB object: $(tail -2 "$T/gen.err")"; exit 1; }
"$CONV" -q "$obj" -o "$T/big.o" 2>"$T/err" &&
	pass "large_object: $(wc -c <"$obj") byte object with $MAPS maps converts" ||
	{ fail "large_object: conversion: $(cat "$T/err")"; exit 1; }

# What libbpf sees, against what the generator wrote.
"$OPENCHK" "$T/big.o" >"$T/seen" 2>"$T/err" || fail "large_object: libbpf opens the output: $(head -3 "$T/err")"
python3 - "$T/seen" $MAPS $PROGS <<'PY' >"$T/report" 2>&1
import sys
seen, nmaps, nprogs = open(sys.argv[1]).read().split("\n"), int(sys.argv[2]), int(sys.argv[3])
maps = {l.split()[1]: dict(kv.split("=", 1) for kv in l.split()[2:]) for l in seen if l.startswith("map ")}
progs = {l.split()[1]: l.split()[2] for l in seen if l.startswith("prog ")}
bad = []
want = {"jmp": ("3", "4", "4", str(nprogs))}	# BPF_MAP_TYPE_PROG_ARRAY
for m in range(1, nmaps):
    want["m%d" % m] = ("2" if m % 3 else "6", "4", "8", str(4 + m % 8))
for name, (t, k, v, mx) in want.items():
    got = maps.get(name)
    if not got:
        bad.append("map %s missing" % name)
    elif (got["type"], got["key"], got["value"], got["max"]) != (t, k, v, mx):
        bad.append("map %s: %s" % (name, got))
    # PIN_GLOBAL_NS maps, the prog array and what tail programs share are pinned
    elif name != "jmp" and int(name[1:]) % 2 and got["pin"] == "-":
        bad.append("map %s: not pinned" % name)
if len(maps) != nmaps:
    bad.append("%d maps, want %d" % (len(maps), nmaps))
if progs.get("entry") != "sec=classifier":
    bad.append("entry program: %s" % progs.get("entry"))
for p in range(nprogs):
    if progs.get("prog%d" % p) != "sec=1/%d" % p:
        bad.append("prog%d: %s" % (p, progs.get("prog%d" % p)))
print("\n".join(bad[:5]))
sys.exit(1 if bad else 0)
PY
[ $? = 0 ] && pass "large_object: libbpf sees all $MAPS maps with their legacy type, sizes, max_entries and pinning, and all $((PROGS + 1)) programs in their sections" ||
	fail "large_object: $(tr '\n' ' ' <"$T/report")"
slots=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["slots"]))' "$T/big.tailcalls.json")
[ "$slots" = $PROGS ] && pass "large_object: the manifest lists all $PROGS tail-call slots" ||
	fail "large_object: manifest has $slots slots"

# -j: the same outputs and messages as -j 1, in argument order, worst status.
mkdir "$T/j1" "$T/j2"
set -- "$EXG/tailcall.o" "$T/none.o" "$EXG/map_in_map.o" "$EXNOG/graft.o"
"$CONV" -j 1 --output-dir "$T/j1" "$@" 2>"$T/j1.err"; r1=$?
"$CONV" -j 2 --output-dir "$T/j2" "$@" 2>"$T/j2.err"; r2=$?
sed "s#$T/j1#$T/j2#g" "$T/j1.err" >"$T/j1.exp"
if [ $r1 = 3 ] && [ $r2 = 3 ] && cmp -s "$T/j1.exp" "$T/j2.err" &&
   [ "$(sed -n 's/^bpf-legacy2btf: \([^:]*\):.*/\1/p' "$T/j2.err" | grep -v ' objects$' | uniq | tr '\n' ' ')" = "$* " ] &&
   grep -q '^bpf-legacy2btf: 4 objects: 3 converted, 0 unchanged (no legacy maps), 1 failed' "$T/j2.err" &&
   [ "$(find "$T/j2" -name '*.o' | wc -l)" = 3 ] && diff -r "$T/j1" "$T/j2" >/dev/null; then
	pass "large_object: -j 2 gives -j 1's outputs, messages (in argument order) and summary line, exit status the worst (3: one input unreadable)"
else
	fail "large_object: -j 2 ($r2) vs -j 1 ($r1): $(diff "$T/j1.exp" "$T/j2.err" | head -3)"
fi

"$CONV" -j 1 --dry-run --report "$T/r1.json" "$@" >"$T/d1" 2>/dev/null
"$CONV" -j 2 --dry-run --report "$T/r2.json" "$@" >"$T/d2" 2>/dev/null
cmp -s "$T/r1.json" "$T/r2.json" && cmp -s "$T/d1" "$T/d2" && python3 -m json.tool "$T/r2.json" >/dev/null &&
	pass "large_object: -j 2 --dry-run --report gives -j 1's report and output" ||
	fail "large_object: -j 2 report differs from -j 1's"

# tc loads the converted entry program; two grafted slots run.
r=$(kernel_skip_reason)
[ -n "$r" ] && { skip "large_object: tc load: $r"; exit 0; }
netns_setup || { fail "large_object: netns setup"; exit 1; }
cat >"$T/load.sh" <<SCN
obj=$T/big.o
tc qdisc add dev vA clsact
tc filter add dev vA ingress bpf da obj \$obj sec classifier 2>\$T/tc.err &&
	pass "large_object: tc loads the converted 5 MB object's entry program" ||
	fail "large_object: tc filter add: \$(grep -v 'unable to find map id' \$T/tc.err | tail -2)"
for k in 0 1; do
	tc exec bpf graft m:globals/jmp key \$k obj \$obj sec 1/\$k 2>>\$T/tc.err ||
		fail "large_object: graft 1/\$k: \$(tail -1 \$T/tc.err)"
done
ping_from_b 3
# program p uses m(7p mod 209 + 1 + j) at key (p + j) mod (4 + m mod 8):
# m9[1] is bumped by the entry (p=210) only, m1[0] by 1/0 only, m9[2] by 1/1 only
e=\$(mapval /sys/fs/bpf/tc/globals/m9 1); a=\$(mapval /sys/fs/bpf/tc/globals/m1 0)
b=\$(mapval /sys/fs/bpf/tc/globals/m9 2)
[ "\${e:-0}" -gt 0 ] && [ "\${a:-0}" -gt 0 ] && [ "\${b:-0}" -gt 0 ] &&
	pass "large_object: packets run the entry program and tail-call into both grafted slots (m9[1]=\$e m1[0]=\$a m9[2]=\$b bytes)" ||
	fail "large_object: counters m9[1]=\$e m1[0]=\$a m9[2]=\$b"
tc qdisc del dev vA clsact
rm -rf /sys/fs/bpf/tc/globals
SCN
run_in_a "$T/load.sh"
