#!/bin/sh
# bpf-lint's default text output is GCC style: every finding line over the
# fixtures and examples is parsed by GCC's problem-matcher regex (errors and
# warnings) and by .github/bpf-lint-matcher.json (also notes); with -g the
# file:line points into the real source (a line that exists), without it the
# finding names the object with no line ("x.o: error: ...", GCC's form for a
# whole file: GCC's regex passes it by, ours takes it with no line). A
# finding placed on a line whose column is not recorded (a map's or a
# section's declaration from DWARF) is "src.c:LINE: error: ...", GCC's form
# without a column, never "src.c:LINE:0:": ours takes it with no column.
# JSON and SARIF write no line 0 either: no line, no region.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/lint_fixtures.sh"
lint_fixtures_test lint_matcher ""
set -- "$T"/o/*.o "$EXG"/*.o "$EXNOG"/*.o
[ -e "$1" ] || { fail "lint_matcher: nothing to lint"; exit 1; }
"$LINT" "$@" >"$T/out.txt" 2>&1
if python3 - "$T/out.txt" "$TOP/.github/bpf-lint-matcher.json" >"$T/why" 2>&1 <<'PY'
import json, os, re, sys
# GCC's problem matcher (actions/setup-gcc style), verbatim
gcc = re.compile(r"^(.*):(\d+):(\d+):\s+(?:fatal\s+)?(warning|error):\s+(.*)$")
m = json.load(open(sys.argv[2]))["problemMatcher"][0]["pattern"][0]
ours = re.compile(m["regexp"])
n = {"src": 0, "obj": 0, "note": 0, "nocol": 0}
for line in open(sys.argv[1]):
    line = line.rstrip("\n")
    if line.startswith("    hint: ") or ": verdict: " in line:
        continue
    g = ours.match(line)
    assert g, "matcher file does not parse: " + line
    f, ln = g.group(m["file"]), g.group(m["line"])
    sev = g.group(m["severity"])
    gg = gcc.match(line)
    col = g.group(m["column"])
    assert col != "0", "column 0 written: " + line
    if sev == "note":
        n["note"] += 1
    elif ln is not None and col is not None:
        assert gg and gg.groups() == g.groups(), "GCC regex does not parse: " + line
    elif ln is not None:
        # GCC's own regex wants a column: it passes the line by
        assert gg is None, "GCC regex misreads a line without a column: " + line
        assert line.startswith("%s:%s: %s: " % (f, ln, sev)), "not FILE:LINE: severity: " + line
    assert g.group(m["message"]).endswith("]"), "no [rule] at the end: " + line
    if ln is None:
        assert gg is None, "GCC regex reads a line number in a line without one: " + line
        assert g.group(m["column"]) is None
        assert f.endswith(".o") and os.path.isfile(f), "a finding with no line must name the object: " + line
        assert line.startswith(f + ": " + sev + ": "), "not FILE: severity: " + line
        n["obj"] += 1
    else:
        ln = int(ln)
        assert ln > 0, "line 0 written: " + line
        assert os.path.isfile(f), "source file does not exist: " + line
        assert ln <= sum(1 for _ in open(f)), "line past end of file: " + line
        n["src"] += 1
        n["nocol"] += col is None
assert n["src"] >= 20 and n["obj"] >= 5 and 5 <= n["nocol"] < n["src"], n
print("%d source lines (%d without a column), %d object lines, %d notes" %
      (n["src"], n["nocol"], n["obj"], n["note"]))
PY
then pass "lint_matcher: GCC's regex and the problem matcher parse every finding line, FILE:LINE:COL:, FILE:LINE: (no column, never :0:) and FILE: alike ($(cat "$T/why"))"
else fail "lint_matcher: $(tail -1 "$T/why")"; fi

# the same findings as JSON and SARIF: a finding without a line has no line
# (JSON) and no region (SARIF), never line 0
"$LINT" --format=json "$@" >"$T/out.json" 2>/dev/null
"$LINT" --format=sarif "$@" >"$T/out.sarif" 2>/dev/null
if python3 - "$T/out.json" "$T/out.sarif" >"$T/why" 2>&1 <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
nl = wl = 0
for o in j["objects"]:
    for f in o["findings"]:
        s = f["source"]
        if s is None or "line" not in s:
            nl += 1
            assert s is None or "column" not in s, f
        else:
            assert s["line"] > 0, "JSON line 0: %r" % f
            wl += 1
nr = wr = 0
for run in json.load(open(sys.argv[2]))["runs"]:
    for r in run["results"]:
        for loc in r["locations"]:
            reg = loc["physicalLocation"].get("region")
            if reg is None:
                nr += 1
            else:
                assert reg["startLine"] > 0, "SARIF startLine 0: %r" % r
                wr += 1
assert nl > 0 and wl > 0 and nl == nr and wl == wr, (nl, wl, nr, wr)
print("%d with a line, %d without" % (wl, nl))
PY
then pass "lint_matcher: JSON and SARIF omit the line/region of findings without one, never line 0 ($(cat "$T/why"))"
else fail "lint_matcher: JSON/SARIF: $(tail -1 "$T/why")"; fi
exit 0
