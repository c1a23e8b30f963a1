#!/bin/sh
# Records (formatting every object in the parent bounded a -j run):
# bpf-lint's workers waive and format each object's part
# of the report, and the parent only concatenates them. The report must be
# the bytes the parent writes from whole results: the tool lintrecords runs
# both ways through the library and compares every format (text, JSON,
# SARIF, GitHub, GitLab, JUnit, Checkstyle), the exit status and what the
# waivers say. The tree mixes the examples, their pinned
# maps that conflict across objects (the cross-file rule adds to those, so
# they become whole results again), waiver files, a baseline, a broken
# config (no records for its objects), an unreadable input and a symlink.
. "$(dirname "$0")/../../lib/common.sh"
TOOL="$B/tools/lintrecords"
[ -x "$TOOL" ] || { fail "lint_records: tools/lintrecords built"; exit 1; }
tmpdir
FIX="$TOP/tests/fixtures/lint"
N=60
spread $N 3
bpf_compile "$FIX/pin_a.c" "$T/in/d0/pin16.o" -g -I"$FIX" -DPIN_ENTRIES=16 &&
	bpf_compile "$FIX/pin_a.c" "$T/in/d1/pin32.o" -g -I"$FIX" -DPIN_ENTRIES=32 ||
	fail "lint_records: pin_a.c compiles"
printf '[object o1*.o]\ndisable = legacy-maps-section\nreason = test\n' >"$T/in/d1/.bpf-lint.conf"
ln -s "$T/in/d0/o0.o" "$T/in/d2/link.o"
ins=$(find "$T/in" -name '*.o' | sort)
# shellcheck disable=SC2086
records() { "$TOOL" "$@" $ins $extra >"$T/out" 2>"$T/err"; rc=$?; }

# records() ARGS: rc 0, every format the same, and records were made (@min)
same() {
	_what=$1 _min=$2
	if [ $rc = 0 ] && [ "$(grep -c "same report" "$T/out")" = 7 ] &&
	   awk -v m="$_min" '{ if ($2 + 0 < m) bad = 1 } END { exit bad }' "$T/out"; then
		pass "lint_records: $_what: $(head -1 "$T/out" | cut -d, -f1), $(head -1 "$T/out" | grep -o 'status [0-9]*'): the same report, status and messages in all 7 formats"
	else
		fail "lint_records: $_what: rc $rc: $(tr '\n' '|' <"$T/out" | cut -c1-400) $(head -c 200 "$T/err")"
	fi
}
# an unreadable input makes the status 2 whatever the rest say: once with
# it, then without, so the statuses of the records themselves count
extra=$T/in/missing.o
records -j 3
same "-j 3 over $N examples, a pinned-map conflict, a waiver file, a symlink, a missing file" 40
extra=
records -j 1
same "-j 1, the same without the missing file" 40
grep -q 'status 1' "$T/out" || fail "lint_records: the examples fail (status 1): $(head -1 "$T/out")"
"$LINT" --write-baseline "$T/base" $(find "$T/in/d0" -name '*.o') >/dev/null 2>&1
records -j 2 -b "$T/base"
same "--baseline of some objects" 40
# shellcheck disable=SC2086
"$LINT" --write-baseline "$T/all" $ins >/dev/null 2>&1
records -j 2 -b "$T/all"
same "--baseline of all, the cross-file findings too" 40
records -j 2 -d pinned-map-conflict -d legacy-maps-section
same "--disable of the cross-file rule" 40
records -j 2 -p -w -m 0.7
same "--profile=iproute2 --werror --libbpf-min=0.7" 40
# the cross-file rule's finding waived for one of the pair only
printf '[object pin32.o]\ndisable = pinned-map-conflict\n' >"$T/in/d1/.bpf-lint.conf"
records -j 2
same "a .bpf-lint.conf that waives the cross-file finding of one object" 40
printf '[object o1*.o]\ndisable = legacy-maps-section\nreason = test\n' >"$T/in/d1/.bpf-lint.conf"
records -j 2 -n
same "--no-config" 40
printf '[all]\ndisable = legacy-maps-section\n' >"$T/alt.conf"
records -j 2 -c "$T/alt.conf"
same "--config" 40
# two objects clean but for the pin they share: the cross-file finding
# alone fails them, and waived it passes them
ins="$T/in/d0/pin16.o $T/in/d1/pin32.o"
records -j 2
same "the pin pair alone" 2
grep -q 'status 1' "$T/out" || fail "lint_records: the pin pair fails: $(head -1 "$T/out")"
records -j 2 -d pinned-map-conflict
same "the pin pair, its finding waived" 2
grep -q 'status 0' "$T/out" || fail "lint_records: the pin pair passes waived: $(head -1 "$T/out")"
ins=$(find "$T/in" -name '*.o' | sort)
# a broken waiver file: its objects are no records; the parent says it once
printf '[all]\nnot a key\n' >"$T/in/d2/.bpf-lint.conf"
records -j 2
if [ $rc = 0 ] && [ "$(grep -c 'same report' "$T/out")" = 7 ]; then
	pass "lint_records: a broken .bpf-lint.conf: the same exit status and message with and without records"
else
	fail "lint_records: broken config: rc $rc: $(tr '\n' '|' <"$T/out" | cut -c1-400)"
fi
exit $FAILED
