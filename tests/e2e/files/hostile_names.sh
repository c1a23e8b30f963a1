#!/bin/sh
# Names taken from an object can neither forge output nor escape the pin
# directory: they are printed C-escaped (one line, no terminal escapes), JSON
# and SARIF stay valid whatever bytes they hold, and maps pinned by name
# whose names are not pin file names are refused by the converter (one line)
# and flagged by bpf-lint's map-pin-name rule, legacy and BTF maps alike.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
M="$TOP/tests/malformed"
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "hostile_names: tools built"; exit 1; }

"$CONV" "$M/l-pin-newline.o" -o "$T/x.o" 2>"$T/nl.err"; rc=$?
if [ $rc = 1 ] && [ "$(wc -l <"$T/nl.err")" = 1 ] && grep -q 'x\\nt.o: verdict' "$T/nl.err"; then
	pass "hostile_names: a newline in a map name is printed escaped (backslash n): one error line, exit 1"
else
	fail "hostile_names: newline name: exit $rc: $(cat "$T/nl.err")"
fi
"$CONV" "$M/l-pin-escape.o" -o "$T/x.o" 2>"$T/esc.err"
if ! grep -q "$(printf '\033')" "$T/esc.err" && grep -q '\\x1b\[31mred\\xff\\xfe' "$T/esc.err"; then
	pass "hostile_names: ESC and non-UTF-8 bytes in a name reach stderr as backslash-x escapes (no raw escape sequence)"
else
	fail "hostile_names: escape name: $(od -c "$T/esc.err" | head -3)"
fi
for c in dotdot slash dot long; do
	"$CONV" "$M/l-pin-$c.o" -o "$T/x.o" 2>"$T/p.err"; rc=$?
	if [ $rc = 1 ] && [ "$(wc -l <"$T/p.err")" = 1 ] && grep -q "is pinned by name, but its name" "$T/p.err" &&
	   [ ! -e "$T/x.o" ]; then
		pass "hostile_names: converter refuses pinned map name case '$c': $(sed 's/.*but its name //' "$T/p.err")"
	else
		fail "hostile_names: pinned map name case '$c': exit $rc: $(cat "$T/p.err")"
	fi
done

# from $T: a verdict line is counted by its path, which must have no space
cp "$M/l-pin-newline.o" "$M/l-pin-escape.o" "$T/"
"$LINT" "$T/l-pin-newline.o" "$T/l-pin-escape.o" >"$T/l.txt"
lines=$(grep -c '^[^ ]*\.o: verdict: ' "$T/l.txt")
if [ "$lines" = 2 ] && ! grep -q "^t.o: verdict" "$T/l.txt" && ! grep -q "$(printf '\033')" "$T/l.txt"; then
	pass "hostile_names: bpf-lint text output: no forged verdict line, no raw escape sequence"
else
	fail "hostile_names: bpf-lint text output: $(head -5 "$T/l.txt")"
fi
for fmt in json sarif; do
	"$LINT" --format=$fmt "$M"/l-pin-*.o >"$T/o.$fmt"
	if python3 -c 'import json,sys; json.loads(open(sys.argv[1],"rb").read().decode("utf-8","strict"))' "$T/o.$fmt" 2>"$T/py.err"; then
		pass "hostile_names: --format=$fmt with control characters and non-UTF-8 names is valid UTF-8 JSON"
	else
		fail "hostile_names: --format=$fmt invalid: $(tail -1 "$T/py.err")"
	fi
done
n=$(for c in dotdot slash dot newline escape long; do "$LINT" "$M/l-pin-$c.o"; done | grep -c '\[map-pin-name\]')
[ "$n" = 6 ] && pass "hostile_names: bpf-lint map-pin-name flags all 6 legacy pinned maps with bad names" ||
	fail "hostile_names: map-pin-name fired $n times for 6 bad legacy names"

# A BTF map pinned by name as '../h': rename 'hops' in the BTF strings and
# the symbol table of a converted object (same length, in place).
"$CONV" -q "$EXG/tailcall.o" -o "$T/conv.o" 2>/dev/null
python3 - "$T/conv.o" "$T/btfpin.o" <<'PY'
import sys
b = open(sys.argv[1], 'rb').read()
assert b.count(b'\0hops\0') >= 2
open(sys.argv[2], 'wb').write(b.replace(b'\0hops\0', b'\0../h\0'))
PY
"$LINT" "$T/btfpin.o" >"$T/btf.txt"; rc=$?
if [ $rc = 1 ] && grep -q "map '../h' is pinned by name (LIBBPF_PIN_BY_NAME) but its name contains '/' \[map-pin-name\]" "$T/btf.txt" &&
   grep -q "libbpf open: ok; rules agree" "$T/btf.txt"; then
	pass "hostile_names: map-pin-name flags a BTF LIBBPF_PIN_BY_NAME map named '../h' (libbpf opens it; the pin would leave the pin directory)"
else
	fail "hostile_names: BTF map '../h': exit $rc: $(grep -v hint "$T/btf.txt" | head -4)"
fi
exit 0
