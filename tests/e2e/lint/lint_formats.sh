#!/bin/sh
# Output formats and the command line: JSON parses with the required keys,
# SARIF passes the 2.1.0 structural check with stable fingerprints, exit
# codes follow the contract, and docs/lint-rules.md matches the catalogue.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$LINT" ] || { fail "lint_formats: $LINT not built"; exit 1; }
set -- "$EXG"/*.o
[ -e "$1" ] || { fail "lint_formats: no examples built"; exit 1; }
tmpdir

"$LINT" --format=json "$@" >"$T/out.json"
if python3 - "$T/out.json" "$#" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["tool"] == "bpf-lint" and d["profile"] in ("libbpf", "iproute2")
assert len(d["objects"]) == int(sys.argv[2])
for o in d["objects"]:
    for k in ("file", "verdicts", "libbpf", "findings", "load", "io_error"):
        assert k in o, k
    for k in ("libbpf", "iproute2", "rules_open", "libbpf_open", "agree"):
        assert isinstance(o["verdicts"][k], bool), k
    assert isinstance(o["libbpf"]["opened"], bool) and isinstance(o["libbpf"]["error"], int)
    for f in o["findings"]:
        for k in ("rule", "severity", "message", "hint", "where", "insn", "source"):
            assert k in f, k
        assert f["severity"] in ("error", "warning", "note")
PY
then pass "lint_formats: JSON parses, one record per object, required keys present"
else fail "lint_formats: JSON output invalid"; fi

"$LINT" --format=sarif "$@" >"$T/a.sarif"
"$LINT" --format=sarif -j 3 "$@" >"$T/b.sarif"
if r=$(python3 "$TOP/tests/schema/sarif_check.py" "$T/a.sarif" 2>&1); then
	pass "lint_formats: SARIF valid against the official 2.1.0 schema, names != ids, relative URIs ($r)"
else
	fail "lint_formats: SARIF invalid: $r"
fi
if cmp -s "$T/a.sarif" "$T/b.sarif"; then
	pass "lint_formats: SARIF (fingerprints included) identical across runs and job counts"
else
	fail "lint_formats: SARIF differs between runs"
fi
# the same object spelled three ways, and an unreadable one
cp "$EXG/shared_map.o" "$T/x.o"
(cd "$T" && "$LINT" --format=sarif x.o >p1.sarif; "$LINT" --format=sarif ./x.o >p2.sarif
 "$LINT" --format=sarif "$T/x.o" missing.o >p3.sarif)
if r=$(python3 - "$T" <<'PY' 2>&1
import json, sys
def load(n):
    return json.load(open("%s/%s.sarif" % (sys.argv[1], n)))["runs"][0]
runs = [load(n) for n in ("p1", "p2", "p3")]
fps = [[r["partialFingerprints"] for r in run["results"]] for run in runs]
assert fps[0] and fps[0] == fps[1] == fps[2], "fingerprints depend on the path spelling"
uris = set()
for run in runs:
    for r in run["results"]:
        for l in r["locations"] + r.get("relatedLocations", []):
            al = l["physicalLocation"]["artifactLocation"]
            uris.add((al["uri"], al.get("uriBaseId")))
assert ("x.o", "SRCROOT") in uris, uris
notes = runs[2]["invocations"][0]["toolExecutionNotifications"]
assert len(notes) == 1 and "cannot read" in notes[0]["message"]["text"], notes
assert notes[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "missing.o"
assert runs[2]["invocations"][0]["executionSuccessful"] is False
assert runs[0]["invocations"][0]["executionSuccessful"] is True
print("%d fingerprints" % len(fps[0]))
PY
) && python3 "$TOP/tests/schema/sarif_check.py" "$T/p3.sarif" >/dev/null; then
	pass "lint_formats: SARIF fingerprints independent of x.o/./x.o/absolute spelling ($r); unreadable input is a toolExecutionNotification"
else
	fail "lint_formats: SARIF paths: $r"
fi

"$LINT" "$EXG/shared_map.o" >/dev/null 2>&1; a=$?
"$LINT" /nonexistent.o >/dev/null 2>&1; b=$?
"$LINT" --no-such-option >/dev/null 2>&1; c=$?
"$LINT" >/dev/null 2>&1; d=$?
if [ $a -eq 1 ] && [ $b -eq 2 ] && [ $c -eq 2 ] && [ $d -eq 2 ]; then
	pass "lint_formats: exit 1 on errors, 2 on unreadable input and usage errors"
else
	fail "lint_formats: exit codes findings=$a unreadable=$b badopt=$c noargs=$d"
fi
if "$LINT" --help | grep -q -- '--profile' && "$LINT" --usage | grep -q 'Usage' &&
   "$LINT" --version | grep -q '^bpf-lint '; then
	pass "lint_formats: --help, --usage and --version work"
else
	fail "lint_formats: --help/--usage/--version"
fi
"$LINT" --disable=legacy-maps-section "$EXG/mixed.o" >"$T/dis.txt" 2>&1; rc=$?
if [ $rc -eq 0 ] && ! grep -q 'legacy-maps-section\]' "$T/dis.txt" &&
   ! grep -q 'libbpf-open-failed' "$T/dis.txt" &&
   grep -q 'verdict: libbpf=fail .*rules agree.*(1 finding waived)' "$T/dis.txt"; then
	pass "lint_formats: --disable waives the rule: not printed, verdict still honest, all its reasons disabled exits 0"
else
	fail "lint_formats: --disable (rc=$rc): $(head -3 "$T/dis.txt")"
fi
"$LINT" --werror --disable=legacy-maps-section,libbpf-open-failed "$EXG/shared_map.o" >"$T/w.txt" 2>&1
if grep -q 'error: .*\[kv-annotation-section\]' "$T/w.txt"; then
	pass "lint_formats: --werror turns warnings into errors"
else
	fail "lint_formats: --werror: $(head -3 "$T/w.txt")"
fi
if "$LINT" --list-rules=markdown | cmp -s - "$TOP/docs/lint-rules.md"; then
	pass "lint_formats: docs/lint-rules.md matches bpf-lint --list-rules=markdown"
else
	fail "lint_formats: docs/lint-rules.md is stale (regenerate with bpf-lint --list-rules=markdown)"
fi
n=$("$LINT" --list-rules | grep -c ' hint: ')
if [ "$n" -ge 25 ]; then pass "lint_formats: --list-rules lists $n rules with hints"
else fail "lint_formats: --list-rules lists only $n rules"; fi
exit 0
