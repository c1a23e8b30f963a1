#!/bin/sh
# An input that another process truncates while a tool has it mapped (inputs
# of 256 KiB or more are mapped, not read): one line naming the file, the
# documented exit status (converter 3, bpf-lint 2), no output and no
# temporary left, the other inputs of the run still done. The truncation is
# injected right after the mapping (tests/shim/truncate_on_map.c).
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] && [ -x "$LINT" ] && [ -f "$B/tools/truncate_on_map.so" ] || { fail "input_shrinks: tools built"; exit 1; }
tmpdir
SHIM=$(shim truncate_on_map)
case "$BUILD" in *san*) export ASAN_OPTIONS=verify_asan_link_order=0 ;; esac
for to in 0 4096; do
	rm -rf "$T/o"; mkdir -p "$T/o"
	big "$T/shrink-me.o"; big "$T/stays.o"
	BL_TRUNCATE_ON_MAP=shrink-me BL_TRUNCATE_TO=$to LD_PRELOAD="$SHIM" \
		"$CONV" -q -j 2 --output-dir "$T/o" "$T/stays.o" "$T/shrink-me.o" >"$T/out" 2>"$T/err"; rc=$?
	lines=$(grep -c "shrink-me" "$T/err")
	if [ $rc = 3 ] && [ "$lines" = 1 ] &&
	   grep -q "^bpf-legacy2btf: $T/shrink-me.o: cannot read: the file shrank while being read" "$T/err" &&
	   [ ! -e "$T/o/shrink-me.o" ] && [ ! -e "$T/o/shrink-me.tailcalls.json" ] &&
	   [ -s "$T/o/stays.o" ] && [ -z "$(ls "$T/o" | grep -v '^stays')" ]; then
		pass "input_shrinks: converter: an input truncated to $to bytes while mapped is one line, exit 3, no output or temporary; the other input converts"
	else
		fail "input_shrinks: converter, truncated to $to: exit $rc, $lines lines: $(tr '\n' '|' <"$T/err" | cut -c1-300); out: $(ls "$T/o" | tr '\n' ' ')"
	fi
	big "$T/shrink-me.o"
	# the worker that maps it dies of it; the run goes on with the other
	BL_TRUNCATE_ON_MAP=shrink-me BL_TRUNCATE_TO=$to LD_PRELOAD="$SHIM" \
		"$LINT" "$T/shrink-me.o" "$T/stays.o" >"$T/out" 2>"$T/err"; rc=$?
	if [ $rc = 2 ] && [ "$(wc -l <"$T/err")" = 1 ] &&
	   grep -q "^bpf-lint: $T/shrink-me.o: cannot read: the file shrank while being read" "$T/err" &&
	   grep -q "^$T/stays.o: verdict: " "$T/out" && ! grep -q "^$T/shrink-me.o: verdict" "$T/out"; then
		pass "input_shrinks: bpf-lint: an input truncated to $to bytes while mapped is one line, exit 2; the other input gets its verdict"
	else
		fail "input_shrinks: bpf-lint, truncated to $to: exit $rc: $(tr '\n' '|' <"$T/err" | cut -c1-300)"
	fi
done
# Later: the conversion is done and the output is being written from the
# input's mapped bytes (the image's pieces) when the input is cut short.
rm -rf "$T/o"; mkdir -p "$T/o"
big "$T/shrink-me.o"
BL_TRUNCATE_ON_WRITE=shrink-me LD_PRELOAD="$SHIM" \
	"$CONV" -q -j 1 --output-dir "$T/o" "$T/shrink-me.o" >"$T/out" 2>"$T/err"; rc=$?
if [ $rc = 3 ] && [ "$(grep -c shrink-me "$T/err")" = 1 ] &&
   grep -q "^bpf-legacy2btf: $T/shrink-me.o: cannot read: the file shrank while being read" "$T/err" &&
   [ -z "$(ls -A "$T/o")" ]; then
	pass "input_shrinks: converter: an input truncated while its conversion is written is one line, exit 3, no output or temporary"
else
	fail "input_shrinks: converter, truncated while written: exit $rc: $(tr '\n' '|' <"$T/err" | cut -c1-300); out: $(ls -A "$T/o" | tr '\n' ' ')"
fi
exit 0
