#!/bin/sh
# The exit status and the verdict line never disagree: over every lint
# fixture, example and malformed-corpus object, under both profiles, bpf-lint exits 1 if and
# only if the profile's verdict (libbpf= or iproute2=) fails, and 0
# otherwise (no --werror, no gate). An error-level finding is one that fails
# the profile's verdict: a rule that breaks no loader is reported as a
# warning at most (lib/lint/rules/findings.c). Then the kernel sample's shape
# that once broke it: 'socket/N' programs beside a prog array are no
# MAP/KEY tail calls, and exit 0 with iproute2=ok.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/lint_fixtures.sh"
lint_fixtures_test lint_status fix-
for d in g nog; do
	for f in "$EX_DIR/$d"/*.o; do cp "$f" "$T/o/ex-$d-$(basename "$f")"; done
done
for f in "$TOP"/tests/malformed/*.o; do cp "$f" "$T/o/mal-$(basename "$f")"; done
n=0 bad=
for f in "$T"/o/*.o; do
	for p in libbpf iproute2; do
		"$LINT" --no-config --profile=$p --format=json "$f" >"$T/j" 2>/dev/null; rc=$?
		v=$(python3 -c 'import json,sys
o = json.load(open(sys.argv[1]))["objects"][0]
print(1 if o["verdicts"][sys.argv[2]] else 0)' "$T/j" $p 2>/dev/null) || v=none
		"$LINT" --no-config --profile=$p "$f" >"$T/t" 2>/dev/null; rt=$?
		grep -q "verdict.* $p=fail" "$T/t" && tv=0 || tv=1
		n=$((n + 1))
		if [ "$v" = none ] || [ $rc != $rt ] || [ $v != $tv ] || [ $rc != $((1 - v)) ]; then
			bad="$bad $(basename "$f")/$p(exit $rc, verdict $v)"
		fi
	done
done
[ -z "$bad" ] && [ $n -gt 200 ] &&
	pass "lint_status: exit 1 if and only if the profile's verdict fails, over $n object x profile runs (text and JSON)" ||
	fail "lint_status: exit status and verdict disagree:$bad"

# samples/bpf/sockex3's shape: socket/0..2 and a prog array
o=$T/o/fix-socket_chain.o
"$LINT" --no-config --profile=iproute2 "$o" >"$T/s" 2>&1; rc=$?
[ $rc = 0 ] && grep -q 'verdict: libbpf=ok iproute2=ok' "$T/s" && ! grep -q 'tail-call-section-target' "$T/s" &&
	pass "lint_status: socket/0..2 programs with a prog array: no MAP/KEY tail-call finding, iproute2=ok, exit 0" ||
	fail "lint_status: socket/N chain: exit $rc: $(grep -v hint "$T/s" | head -2)"
# a MAP/KEY slot no loader can fill fails both verdicts, and the exit status
o=$T/o/fix-tail_named.o
"$LINT" --no-config --profile=iproute2 "$o" >"$T/s" 2>&1; rc=$?
[ $rc = 1 ] && grep -q 'verdict: libbpf=fail iproute2=fail' "$T/s" &&
	grep -q "section 'lint_px/0' looks like a MAP/KEY tail call.*\[tail-call-section-target\]" "$T/s" &&
	pass "lint_status: a MAP/KEY section naming no map fails the verdicts it exits 1 for" ||
	fail "lint_status: tail_named.o: exit $rc: $(tail -1 "$T/s")"
exit $FAILED
