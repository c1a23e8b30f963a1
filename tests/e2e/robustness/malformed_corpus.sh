#!/bin/sh
# The malformed-input corpus (tests/malformed/, one defect per file, listed
# in cases.txt; gen.py says how each was made) through both tools. For every
# case: the documented exit code (converter 1, bpf-lint 1; a 2 GB input, a
# FIFO, a directory, /dev/zero: 3 and 2), the converter prints exactly one line "bpf-legacy2btf: FILE: ..."
# and leaves no output and no temp file, bpf-lint prints one verdict for the
# file (never libbpf=ok) and nothing on stderr (for the 2 GB file: one
# stderr line naming it and no verdict), every report line names the
# file, objects made from a
# converted (libbpf-openable) object are refused by bpf-lint's own checks
# (libbpf never sees them), the input is byte-identical afterwards, and each
# run takes under 1 s of CPU and 100 MB of address space (under ASan: 5 s
# and no address-space limit, its shadow memory needs terabytes of it). The
# bound is CPU time (RLIMIT_CPU), not wall time, which a loaded machine
# stretches (a 1 s wall limit failed here under a load of 10 on 2 cores);
# 30 s of wall time still catch a run that blocks.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
M="$TOP/tests/malformed"
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "malformed corpus: tools built"; exit 1; }
# ASan/UBSan builds: no address-space limit (shadow memory) and 5 s, the
# sanitizers and a fork of a sanitized process cost that much on a loaded box
case "$BUILD" in *san*) vlimit=unlimited secs=5 ;; *) vlimit=102400 secs=1 ;; esac
mkdir -p "$T/in" "$T/out"
cp "$M"/*.o "$T/in/"
# not checked in: a 2 GB sparse file (past the 1 GiB input cap)
truncate -s 2G "$T/in/sparse-2g.o"
printf 'sparse-2g.o\t2 GB sparse file (over the 1 GiB input limit)\n' >"$T/cases"
# and, since fileio landed their handling, the non-regular inputs: refused
# with one line before any blocking open (exit 3 and 2)
mkfifo "$T/in/fifo.o" && mkdir "$T/in/dir.o" && ln -s /dev/zero "$T/in/devzero.o" &&
	printf 'fifo.o\tFIFO\ndir.o\tdirectory\ndevzero.o\tsymlink to /dev/zero\n' >>"$T/cases"
cat "$M/cases.txt" >>"$T/cases"

# limited CMD...: run under the CPU, wall-clock and memory limits
limited() { (ulimit -v $vlimit; ulimit -t $secs; exec timeout 30 "$@"); }

nconv=0 nlint=0 badc=0 badl=0 total=0
while IFS='	' read -r f what; do
	in="$T/in/$f"
	[ -e "$in" ] || { fail "malformed corpus: $f listed but missing"; continue; }
	total=$((total + 1))
	# (reading a FIFO or /dev/zero to compare it would block or never end)
	sumof() { if [ -f "$1" ] && [ ! -L "$1" ]; then md5sum <"$1"; else stat -c %F "$1"; fi; }
	sum=$(sumof "$in")
	case $f in sparse-*|fifo.o|dir.o|devzero.o) want_c=3 want_l=2 ;; *) want_c=1 want_l=1 ;; esac
	limited "$CONV" "$in" -o "$T/out/x.o" >"$T/c.out" 2>"$T/c.err"; rc=$?
	why=
	[ $rc = $want_c ] || why="exit $rc, not $want_c"
	[ -z "$why" ] && [ "$(wc -l <"$T/c.err")" = 1 ] || why="${why:-$(wc -l <"$T/c.err") stderr lines}"
	[ -z "$why" ] && ! grep -q "^bpf-legacy2btf: $in: " "$T/c.err" && why="line does not name the file"
	[ -z "$why" ] && [ -s "$T/c.out" ] && why="stdout not empty"
	[ -z "$why" ] && [ -n "$(ls -A "$T/out")" ] && why="left $(ls -A "$T/out" | head -1)"
	[ -z "$why" ] && [ "$(sumof "$in")" != "$sum" ] && why="input changed"
	if [ -n "$why" ]; then
		badc=$((badc + 1)); echo "   converter on $f ($what): $why: $(head -c 200 "$T/c.err")"
	else
		nconv=$((nconv + 1))
	fi
	rm -rf "$T/out"; mkdir "$T/out"

	(cd "$T/out" && limited "$LINT" "$in") >"$T/l.out" 2>"$T/l.err"; rc=$?
	why=
	[ $rc = $want_l ] || why="exit $rc, not $want_l"
	if [ -z "$why" ] && [ $want_l = 2 ]; then
		[ "$(wc -l <"$T/l.err")" = 1 ] && grep -q "^bpf-lint: $in: " "$T/l.err" ||
			why="not one stderr line naming the file: $(head -c 200 "$T/l.err")"
	fi
	if [ -z "$why" ] && [ $want_l = 1 ]; then
		[ -s "$T/l.err" ] && why="stderr: $(head -c 200 "$T/l.err")"
		[ "$(grep -c "^$in: verdict: " "$T/l.out")" = 1 ] || why="not one verdict line"
		grep -q "^$in: verdict: libbpf=ok" "$T/l.out" && why="verdict libbpf=ok"
		grep -v "^$in:\|: $in: \|^    hint: " "$T/l.out" | grep -q . && why="a line not naming the file"
		case $f in c-*) grep -q "^$in: verdict: .*libbpf open: not run" "$T/l.out" ||
			why="libbpf was run on it" ;; esac
	fi
	[ -z "$why" ] && [ -n "$(ls -A "$T/out")" ] && why="left $(ls -A "$T/out" | head -1)"
	[ -z "$why" ] && [ "$(sumof "$in")" != "$sum" ] && why="input changed"
	if [ -n "$why" ]; then
		badl=$((badl + 1)); echo "   bpf-lint on $f ($what): $why"
	else
		nlint=$((nlint + 1))
	fi
done <"$T/cases"

[ "$total" -ge 40 ] && pass "malformed corpus: $total cases (at least 40 distinct defects)" ||
	fail "malformed corpus: only $total cases"
[ $badc = 0 ] && pass "malformed corpus: bpf-legacy2btf refuses all $nconv with one line naming the file, exit 1 (3 for the 2 GB file, FIFO, directory, /dev/zero), no output or temp file, input untouched, < $secs s CPU, < $vlimit KiB" ||
	fail "malformed corpus: bpf-legacy2btf mishandles $badc of $total"
[ $badl = 0 ] && pass "malformed corpus: bpf-lint fails all $nlint with one verdict and exit 1 (one stderr line and 2 for the 2 GB file, FIFO, directory, /dev/zero), libbpf never run on the c-* cases, input untouched, < $secs s CPU, < $vlimit KiB" ||
	fail "malformed corpus: bpf-lint mishandles $badl of $total"
exit 0
