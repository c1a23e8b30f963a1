#!/bin/sh
# bpf-lint's default text output is GCC style: every finding line over the
# fixtures and examples is parsed by GCC's problem-matcher regex (errors and
# warnings) and by .github/bpf-lint-matcher.json (also notes); with -g the
# file:line points into the real source (a line that exists), without it at
# the object with line 0.
. "$(dirname "$0")/../lib/common.sh"
FIX="$TOP/tests/fixtures/lint"
[ -x "$LINT" ] || { fail "lint_matcher: $LINT not built"; exit 1; }
command -v clang >/dev/null || { skip "lint_matcher: clang not installed"; exit 0; }
tmpdir
MA=$(gcc -print-multiarch 2>/dev/null)
mkdir -p "$T/o"
for c in "$FIX"/*.c; do
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" -I"$FIX" \
		-c "$c" -o "$T/o/$(basename "$c" .c).o" 2>/dev/null
done
set -- "$T"/o/*.o "$EXG"/*.o "$EXNOG"/*.o
[ -e "$1" ] || { fail "lint_matcher: nothing to lint"; exit 1; }
"$LINT" "$@" >"$T/out.txt" 2>&1
if python3 - "$T/out.txt" "$TOP/.github/bpf-lint-matcher.json" >"$T/why" 2>&1 <<'PY'
import json, os, re, sys
# GCC's problem matcher (actions/setup-gcc style), verbatim
gcc = re.compile(r"^(.*):(\d+):(\d+):\s+(?:fatal\s+)?(warning|error):\s+(.*)$")
m = json.load(open(sys.argv[2]))["problemMatcher"][0]["pattern"][0]
ours = re.compile(m["regexp"])
n = {"src": 0, "obj": 0, "note": 0}
for line in open(sys.argv[1]):
    line = line.rstrip("\n")
    if line.startswith("    hint: ") or ": verdict: " in line:
        continue
    g = ours.match(line)
    assert g, "matcher file does not parse: " + line
    f, ln = g.group(m["file"]), int(g.group(m["line"]))
    sev = g.group(m["severity"])
    if sev != "note":
        gg = gcc.match(line)
        assert gg and gg.groups() == g.groups(), "GCC regex does not parse: " + line
    else:
        n["note"] += 1
    assert g.group(m["message"]).endswith("]"), "no [rule] at the end: " + line
    if ln == 0:
        assert f.endswith(".o") and os.path.isfile(f), "line 0 must name the object: " + line
        n["obj"] += 1
    else:
        assert os.path.isfile(f), "source file does not exist: " + line
        assert ln <= sum(1 for _ in open(f)), "line past end of file: " + line
        n["src"] += 1
assert n["src"] >= 20 and n["obj"] >= 5, n
print("%d source lines, %d object lines, %d notes" % (n["src"], n["obj"], n["note"]))
PY
then pass "lint_matcher: GCC's regex and the problem matcher parse every finding line ($(cat "$T/why"))"
else fail "lint_matcher: $(tail -1 "$T/why")"; fi
exit 0
