#!/bin/sh
# Run every test: unit binaries (build/tests/*) and end-to-end scripts
# (tests/e2e/GROUP/*.sh, named e2e/GROUP/NAME, and any tests/e2e/*.sh left at
# the top, named e2e/NAME). Arguments run only the tests whose name
# contains one of them: a group ("lint"), a test ("oldtc") or "e2e/kernel/";
# RESULTS=FILE also writes the PASS/FAIL/SKIP lines there. Each test's
# seconds follow its output, and the slowest ten come before the summary. Each
# prints lines "PASS: name", "FAIL: name: why" or "SKIP: name: why"; this script counts them and ends with the summary line.
# A test file that exits non-zero without reporting a FAIL counts as failed;
# one still running after TEST_TIMEOUT seconds (default 600) is killed and
# counts as failed, so a hung kernel test cannot hang the suite. A test file
# that needs longer says so in a line "# test-timeout: SECONDS" (builds and
# chroots on a busy machine); TEST_TIMEOUT, when larger, still wins.
BUILD=${BUILD:-build}
TEST_TIMEOUT=${TEST_TIMEOUT:-600}
TOP=$(cd "$(dirname "$0")/.." && pwd)
export TOP BUILD
cd "$TOP" || exit 2
log=$(mktemp)
times=$(mktemp)
trap 'rm -f "$log" "$times"' EXIT
ONLY="$*"

# selected NAME: no arguments, or NAME contains one of them
selected() {
	[ $# -eq 1 ] && return 0
	_n=$1; shift
	for _o; do
		case "$_n" in *"$_o"*) return 0 ;; esac
	done
	return 1
}

run_one() {
	name=$1; shift
	selected "$name" $ONLY || return
	echo "== $name"
	limit=$TEST_TIMEOUT
	own=$(sed -n 's/^# test-timeout: \([0-9][0-9]*\)$/\1/p' "$2" 2>/dev/null | head -1)
	[ -n "$own" ] && [ "$own" -gt "$limit" ] && limit=$own
	t0=$(date +%s)
	out=$(timeout -k 10 "$limit" "$@" 2>&1); rc=$?
	secs=$(( $(date +%s) - t0 ))
	printf '%s\n' "$out" | sed 's/^/   /'
	echo "   ($secs s)"
	echo "$secs $name" >>"$times"
	printf '%s\n' "$out" | grep -E '^(PASS|FAIL|SKIP): ' >>"$log"
	if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
		echo "FAIL: $name: timed out after ${limit}s" >>"$log"
		echo "   FAIL: $name: timed out after ${limit}s"
	elif [ $rc -ne 0 ] && ! printf '%s\n' "$out" | grep -q '^FAIL: '; then
		echo "FAIL: $name: exited $rc" >>"$log"
		echo "   FAIL: $name: exited $rc"
	fi
}

for t in "$BUILD"/tests/*; do
	[ -x "$t" ] && [ -f "$t" ] && run_one "unit/$(basename "$t")" "$t"
done
for t in tests/e2e/*.sh tests/e2e/*/*.sh; do
	[ -f "$t" ] || continue
	n=${t#tests/}
	run_one "${n%.sh}" sh "$t"
done

p=$(grep -c '^PASS: ' "$log"); f=$(grep -c '^FAIL: ' "$log"); s=$(grep -c '^SKIP: ' "$log")
if [ "$f" -gt 0 ]; then
	echo; echo "Failures:"; grep '^FAIL: ' "$log" | sed 's/^/  /'
fi
if [ "$s" -gt 0 ]; then
	echo; echo "Skipped:"; grep '^SKIP: ' "$log" | sed 's/^/  /'
fi
[ -n "${RESULTS:-}" ] && cp "$log" "$RESULTS"
# where the time went: the slowest tests, in seconds
if [ -s "$times" ]; then
	echo; echo "Slowest ($(awk '{ s += $1 } END { print s }' "$times") s in all):"
	sort -rn "$times" | head -n 10 | sed 's/^/  /'
fi
echo
echo "$p passed, $f failed, $s skipped"
[ "$f" -eq 0 ] && [ "$p" -gt 0 ]
