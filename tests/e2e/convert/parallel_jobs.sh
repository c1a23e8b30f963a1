#!/bin/sh
# -j N: the inputs are converted by N pre-forked worker processes
# (lib/util/workers.c). Whatever N, the run prints the same messages in
# argument order, writes the same bytes and the same --report, and exits
# with the worst status; a worker that dies mid-job costs that input only
# (one "conversion died" line) and is replaced for the inputs after it.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] && [ -f "$B/tools/truncate_on_map.so" ] || { fail "parallel_jobs: tools built"; exit 1; }
tmpdir
SHIM=$(shim truncate_on_map)
case "$BUILD" in *san*) export ASAN_OPTIONS=verify_asan_link_order=0 ;; esac
mkdir -p "$T/in"
i=0
for f in "$EXG"/*.o "$EXG"/*.o; do
	cp "$f" "$T/in/a$i.o"
	i=$((i + 1))
done
printf 'not an object\n' >"$T/in/bad.o"
set -- "$T"/in/a*.o "$T/in/bad.o" "$T/in/missing.o"
for j in 1 3; do
	rm -rf "$T/o"; mkdir -p "$T/o"
	"$CONV" -j $j --report "$T/report" --output-dir "$T/o" "$@" >"$T/r$j.out" 2>"$T/r$j.err"
	echo $? >"$T/r$j.rc"
	mv "$T/report" "$T/r$j.report"
	(cd "$T/o" && find . -type f | sort | xargs sha256sum) >"$T/r$j.sums"
done
if [ "$(cat "$T/r1.rc")" = 3 ] && [ "$(cat "$T/r3.rc")" = 3 ] &&
   cmp -s "$T/r1.out" "$T/r3.out" && cmp -s "$T/r1.err" "$T/r3.err" &&
   cmp -s "$T/r1.report" "$T/r3.report" && cmp -s "$T/r1.sums" "$T/r3.sums" &&
   [ "$(wc -l <"$T/r1.sums")" -ge 16 ] &&
   grep -q "missing.o: cannot read" "$T/r3.err" && grep -q "bad.o: " "$T/r3.err"; then
	pass "parallel_jobs: -j 3 and -j 1 print the same messages, write the same bytes and report, exit 3 (the worst)"
else
	fail "parallel_jobs: -j 3 vs -j 1: rc $(cat "$T/r1.rc")/$(cat "$T/r3.rc"); $(diff "$T/r1.err" "$T/r3.err" | head -5 | tr '\n' '|'); $(diff "$T/r1.sums" "$T/r3.sums" | head -3 | tr '\n' '|')"
fi

# the pool replays a worker's output with sendfile(); into a file opened
# for appending (sendfile refuses: EINVAL) it writes it itself
rm -rf "$T/o"; mkdir -p "$T/o"
: >"$T/a3.err"
"$CONV" -j 3 --report "$T/report" --output-dir "$T/o" "$@" >"$T/a3.out" 2>>"$T/a3.err"
check "parallel_jobs: -j 3 into files opened for appending prints what -j 1 prints" \
	cmp -s "$T/r1.err" "$T/a3.err"

# inputs of 256 KiB or more are mapped: the shim kills the worker there
mkdir -p "$T/k"
for n in 0 1 2 3 4 5 6 7; do
	case $n in 2|5) big "$T/k/die-$n.o" ;; *) cp "$EXG/tailcall.o" "$T/k/ok-$n.o" ;; esac
done
set -- "$T/k/ok-0.o" "$T/k/ok-1.o" "$T/k/die-2.o" "$T/k/ok-3.o" "$T/k/ok-4.o" \
	"$T/k/die-5.o" "$T/k/ok-6.o" "$T/k/ok-7.o"
rm -rf "$T/o"; mkdir -p "$T/o"
BL_KILL_ON_MAP=die- LD_PRELOAD="$SHIM" "$CONV" -j 2 --output-dir "$T/o" "$@" \
	>"$T/k.out" 2>"$T/k.err"; rc=$?
order=$(sed -n 's|^bpf-legacy2btf: [^ ]*/k/\([a-z]*-[0-9]\)\.o: .*|\1|p' "$T/k.err" | uniq | tr '\n' ' ')
died=$(grep -c "conversion died (signal 9)" "$T/k.err")
outs=$(ls "$T/o" | grep -c '^ok-[0-9]\.o$')
if [ $rc = 1 ] && [ "$died" = 2 ] &&
   grep -q "die-2.o: conversion died (signal 9)" "$T/k.err" &&
   grep -q "die-5.o: conversion died (signal 9)" "$T/k.err" &&
   [ "$order" = "ok-0 ok-1 die-2 ok-3 ok-4 die-5 ok-6 ok-7 " ] &&
   [ "$outs" = 6 ] && [ -z "$(ls "$T/o" | grep die-)" ]; then
	pass "parallel_jobs: a worker killed mid-job costs only that input (one line, exit 1); the pool replaces it and keeps argument order"
else
	fail "parallel_jobs: killed workers: exit $rc, $died died lines, order '$order', $outs outputs: $(tr '\n' '|' <"$T/k.err" | cut -c1-400)"
fi

# 64 inputs go out in runs of several jobs: a worker killed inside a run
# (after some of its jobs, before others) still costs only that input
rm -rf "$T/k" "$T/o"; mkdir -p "$T/k" "$T/o"
set --
n=0
while [ $n -lt 64 ]; do
	case $n in 3|13|14|40) big "$T/k/die-$n.o"; set -- "$@" "$T/k/die-$n.o" ;;
	*) cp "$EXG/tailcall.o" "$T/k/ok-$n.o"; set -- "$@" "$T/k/ok-$n.o" ;;
	esac
	n=$((n + 1))
done
BL_KILL_ON_MAP=die- LD_PRELOAD="$SHIM" "$CONV" -q -j 2 --output-dir "$T/o" "$@" \
	>"$T/k.out" 2>"$T/k.err"; rc=$?
want=$(for f in "$@"; do basename "$f" .o; done | tr '\n' ' ')
order=$(sed -n 's|^bpf-legacy2btf: [^ ]*/k/\([a-z]*-[0-9]*\)\.o: .*|\1|p' "$T/k.err" | uniq | tr '\n' ' ')
died=$(grep -c "conversion died (signal 9)" "$T/k.err")
outs=$(ls "$T/o" | grep -c '^ok-[0-9]*\.o$')
sums=$(cd "$T/o" && sha256sum ok-*.o | cut -d' ' -f1 | sort -u | wc -l)
if [ $rc = 1 ] && [ "$died" = 4 ] && [ "$outs" = 60 ] && [ "$sums" = 1 ] &&
   [ -z "$(ls "$T/o" | grep die-)" ] &&
   [ "$(grep -c 'tail-call slot' "$T/k.err")" = 60 ] &&
   [ "$(sed -n 's|^bpf-legacy2btf: [^ ]*/k/\(die-[0-9]*\)\.o: conversion died.*|\1|p' "$T/k.err" | tr '\n' ' ')" = "die-3 die-13 die-14 die-40 " ]; then
	pass "parallel_jobs: 64 inputs in runs, 4 workers killed inside runs: 4 died lines in order, the 60 others converted and each reported once"
else
	fail "parallel_jobs: killed inside runs: exit $rc, $died died lines, $outs outputs ($sums distinct): $(grep -v 'tail-call slot' "$T/k.err" | tr '\n' '|' | cut -c1-400)"
fi
exit 0
