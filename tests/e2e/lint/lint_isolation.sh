#!/bin/sh
# bpf-lint never crashes, even when libbpf does.
# 1. Mutants of converted objects (bytes of .BTF mostly) that kill a plain
#    in-process bpf_object__open_mem (tests/tools/openmany counts them) go
#    through one bpf-lint process: it survives, gives every file a verdict,
#    and refuses every libbpf-crashing mutant with a reason before libbpf
#    sees it. LINT_MUTANTS=5000 for the full audit size (default 600).
# 2. Faults injected into the real libbpf (tests/shim/libbpf_fault.c via
#    LD_PRELOAD): a segfault, a hang and a runaway allocation inside
#    bpf_object__open_mem become the verdicts CRASHED / TIMEOUT / a refused
#    allocation, the run goes on with the next file.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
[ -x "$LINT" ] && [ -x "$B/tools/openmany" ] || { fail "lint_isolation: tools built"; exit 1; }
N=${LINT_MUTANTS:-600}
mkdir -p "$T/conv" "$T/m"
for f in "$EXG"/*.o; do "$CONV" -q "$f" -o "$T/conv/$(basename "$f")" 2>/dev/null; done
python3 - "$T/m" "$N" "$T"/conv/*.o <<'PY'
import random, struct, sys
out, n, objs = sys.argv[1], int(sys.argv[2]), sorted(sys.argv[3:])
rnd = random.Random(12)
for i in range(n):
    b = bytearray(open(objs[i % len(objs)], 'rb').read())
    shoff, = struct.unpack_from('<Q', b, 0x28)
    shnum, shstrndx = struct.unpack_from('<HH', b, 0x3c)
    sh = [struct.unpack_from('<IIQQQQIIQQ', b, shoff + 64 * k) for k in range(shnum)]
    nm = lambda o: b[o:b.index(b'\0', o)]
    btf = [s for s in sh if nm(sh[shstrndx][4] + s[0]) == b'.BTF'][0]
    for _ in range(1 + i % 4):
        p = btf[4] + rnd.randrange(btf[5]) if rnd.random() < 0.8 else rnd.randrange(len(b))
        b[p] = rnd.randrange(256) if rnd.random() < 0.5 else b[p] ^ (1 << rnd.randrange(8))
    open('%s/%05d.o' % (out, i), 'wb').write(b)
PY
"$B/tools/openmany" "$T"/m/*.o >"$T/open.txt"
crashers=$(grep -c '^crash ' "$T/open.txt")
"$LINT" "$T"/m/*.o >"$T/lint.txt" 2>"$T/lint.err"; rc=$?
verdicts=$(grep -c ': verdict: ' "$T/lint.txt")
if [ $rc -le 2 ] && [ "$verdicts" = "$N" ]; then
	pass "lint_isolation: one bpf-lint run over $N mutants of converted objects exits $rc with $N verdicts ($crashers of them kill a plain libbpf 1.1 open)"
else
	fail "lint_isolation: bpf-lint exit $rc, $verdicts verdicts for $N mutants: $(tail -3 "$T/lint.err")"
fi
bad=0
for f in $(sed -n 's/^crash [0-9]* //p' "$T/open.txt"); do
	grep -q "^$f: verdict: .*libbpf open: not run, malformed object" "$T/lint.txt" || bad=$((bad + 1))
done
[ $bad = 0 ] && pass "lint_isolation: all $crashers libbpf-crashing mutants are refused by bpf-lint's checks with a reason; libbpf never sees them" ||
	fail "lint_isolation: $bad of $crashers libbpf-crashing mutants reached libbpf"

SHIM=$(shim libbpf_fault)
case "$BUILD" in *san*) export ASAN_OPTIONS=verify_asan_link_order=0:handle_segv=0 ;; esac  # the injected SIGSEGV kills, as without ASan
good="$T/conv/xdp_samples.o"
cp "$good" "$T/second.o"
BL_LIBBPF_FAULT=segv LD_PRELOAD="$SHIM" "$LINT" "$good" "$T/second.o" >"$T/segv.txt" 2>&1; rc=$?
if [ $rc = 1 ] && grep -q "^$good: verdict: libbpf=fail .*libbpf open: CRASHED, signal 11" "$T/segv.txt" &&
   grep -q "\[libbpf-crashed\]" "$T/segv.txt" && grep -q "^$T/second.o: verdict: " "$T/segv.txt"; then
	pass "lint_isolation: a segfault inside libbpf's open is the verdict 'CRASHED, signal 11' [libbpf-crashed], and the next file is still linted"
else
	fail "lint_isolation: injected segfault: exit $rc: $(tail -2 "$T/segv.txt")"
fi
# One opener child serves a whole run; a dead or hung one is replaced, so the
# objects after it still get libbpf's real answer, and none outlives the run.
cp "$good" "$T/bad-one.o"
for mode in segv hang; do
	BL_LIBBPF_FAULT=$mode BL_LIBBPF_FAULT_ONLY=bad-one LD_PRELOAD="$SHIM" \
		"$LINT" "$good" "$T/bad-one.o" "$T/second.o" >"$T/mid.txt" 2>&1; rc=$?
	left=$(pgrep -f "$T/second.o" | wc -l)
	ok=$(grep -c "verdict: libbpf=ok" "$T/mid.txt")
	if [ $rc = 1 ] && [ "$ok" = 2 ] && [ "$left" = 0 ] &&
	   grep -q "^$T/bad-one.o: verdict: libbpf=fail .*libbpf open: \(CRASHED\|TIMEOUT\)" "$T/mid.txt"; then
		pass "lint_isolation: injected $mode in the middle object of three: it alone fails, the objects before and after get libbpf's real verdict, no opener process is left"
	else
		fail "lint_isolation: injected $mode in the middle object: exit $rc, $ok ok verdicts, $left processes left: $(cat "$T/mid.txt" | tail -4)"
	fi
done
start=$(date +%s)
BL_LIBBPF_FAULT=hang LD_PRELOAD="$SHIM" "$LINT" "$good" >"$T/hang.txt" 2>&1; rc=$?
spent=$(($(date +%s) - start))
if [ $rc = 1 ] && grep -q "libbpf open: TIMEOUT" "$T/hang.txt" && [ $spent -le 15 ]; then
	pass "lint_isolation: a hang inside libbpf's open is killed at the deadline (${spent} s) and reported as TIMEOUT"
else
	fail "lint_isolation: injected hang: exit $rc after ${spent} s: $(tail -2 "$T/hang.txt")"
fi
case "$BUILD" in
*san*) skip "lint_isolation: address-space cap: not applied under ASan (its shadow needs terabytes)" ;;
*)
	BL_LIBBPF_FAULT=hog LD_PRELOAD="$SHIM" "$LINT" "$good" >"$T/hog.txt" 2>&1; rc=$?
	if [ $rc = 1 ] && grep -q "libbpf open: CRASHED, signal 6" "$T/hog.txt"; then
		pass "lint_isolation: the child's address space is capped: grabbing 2 GiB inside libbpf's open fails (the shim aborts), bpf-lint reports it"
	else
		fail "lint_isolation: 2 GiB grab inside libbpf's open was not refused: exit $rc: $(tail -2 "$T/hog.txt")"
	fi ;;
esac
exit 0
