#!/bin/sh
# bpf-lint's worker processes (lib/lint/run/lint_files.c; the parent does least
# an object, its CPU bounding a -j run): each takes
# whole objects, opens them with libbpf itself and sends the result back;
# whatever a worker cannot settle the parent lints again with its isolated
# opener. So the report is the same bytes whatever -j is, and a worker that
# dies (a libbpf crash, a hang past the deadline, a SIGKILL from outside)
# changes nothing but the verdict of the object that killed it.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$LINT" ] || { fail "lint_workers: bpf-lint built"; exit 1; }
tmpdir
N=240
spread $N 4
# the reports of one run, first without and then with @ARGS before the files
lint() { _o=$1; shift; "$LINT" "$@" $ins >"$T/$_o" 2>"$T/$_o.err"; echo "rc $?" >>"$T/$_o"; }
# shellcheck disable=SC2086
for j in 1 2 4; do
	lint "text$j" -j $j
	lint "json$j" -j $j -f json
	lint "ip$j" -j $j --profile iproute2 -f sarif
done
same=0
for f in text json ip; do
	cmp -s "$T/${f}1" "$T/${f}2" && cmp -s "$T/${f}1" "$T/${f}4" && same=$((same + 1))
done
verdicts=$(grep -c ': verdict: ' "$T/text1")
if [ $same = 3 ] && [ "$verdicts" = $N ] && [ ! -s "$T/text2.err" ]; then
	pass "lint_workers: text, JSON and SARIF reports over $N objects are the same bytes at -j 1, 2 and 4 ($verdicts verdicts)"
else
	fail "lint_workers: $same of 3 formats equal across -j, $verdicts verdicts for $N: $(head -c 300 "$T/text2.err")"
fi

# every object but the faulty one keeps its report; that one gets the fault
SHIM=$(shim libbpf_fault)
case "$BUILD" in *san*) export ASAN_OPTIONS=verify_asan_link_order=0:handle_segv=0 ;; esac
bad=$(echo "$ins" | sed -n 37p)
# the faulty object's lines: its verdict, and the finding on the fault
others() { grep -v -e "$bad" -e "hint: please report the object" "$1"; }
for mode in segv hang; do
	start=$(date +%s)
	BL_LIBBPF_FAULT=$mode BL_LIBBPF_FAULT_ONLY="$bad" LD_PRELOAD="$SHIM" lint "f$mode" -j 2
	spent=$(($(date +%s) - start))
	others "$T/text2" | grep -v '^rc ' >"$T/want"
	others "$T/f$mode" | grep -v '^rc ' >"$T/got"
	if cmp -s "$T/want" "$T/got" && grep -q "^$bad: verdict: libbpf=fail .*libbpf open: \(CRASHED\|TIMEOUT\)" "$T/f$mode" &&
	   [ "$(grep -c ': verdict: ' "$T/f$mode")" = $N ] && [ $spent -le 25 ]; then
		pass "lint_workers: $mode inside libbpf in object 37 of $N at -j 2: its worker dies, that object alone fails ($(grep "^$bad: verdict" "$T/f$mode" | grep -o 'libbpf open: [A-Z]*')), the other $((N - 1)) reports are unchanged (${spent} s)"
	else
		fail "lint_workers: $mode in object 37: $(diff "$T/want" "$T/got" | head -3 | tr '\n' '|') $(grep "^$bad: verdict" "$T/f$mode")"
	fi
done

# SIGKILL from outside: while one worker hangs in object 37, both workers are
# killed; the parent replaces them and the report is still whole
BL_LIBBPF_FAULT=hang BL_LIBBPF_FAULT_ONLY="$bad" LD_PRELOAD="$SHIM" "$LINT" -j 2 $ins >"$T/killed" 2>"$T/killed.err" &
pid=$!
killed=0
for i in $(seq 1 100); do
	kids=$(pgrep -P $pid -f bpf-lint)
	[ -n "$kids" ] && sleep 0.3 && kids=$(pgrep -P $pid -f bpf-lint)
	if [ -n "$kids" ]; then
		# shellcheck disable=SC2086
		kill -9 $kids 2>/dev/null && killed=$(echo $kids | wc -w)
		break
	fi
	sleep 0.05
done
wait $pid
rc=$?
others "$T/text2" | grep -v '^rc ' >"$T/want"
others "$T/killed" >"$T/got"
if [ $killed -ge 1 ] && [ $rc = 1 ] && cmp -s "$T/want" "$T/got" &&
   [ "$(grep -c ': verdict: ' "$T/killed")" = $N ] && [ -z "$(pgrep -P $pid)" ]; then
	pass "lint_workers: $killed worker(s) SIGKILLed mid-run: exit 1, all $N verdicts, every report but the hanging object's unchanged, no process left"
else
	fail "lint_workers: SIGKILL of $killed worker(s): exit $rc, $(grep -c ': verdict: ' "$T/killed") verdicts: $(diff "$T/want" "$T/got" | head -3 | tr '\n' '|')"
fi
exit $FAILED
