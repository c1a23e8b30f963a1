#!/bin/sh
# Real third-party objects: the compiled BPF programs shipped by Debian's
# xdp-tools and libxdp1, and the objects libbpf-tools embeds in its
# skeleton executables (carved out of the binaries). Every object libbpf opens is reported as opening,
# with no error-level finding, and the rules' verdict agrees with libbpf on
# every object. Packages are cached under $BUILD/cache/debian-bpf.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$LINT" ] || { fail "lint_debian: $LINT not built"; exit 1; }
. "$TOP/tests/lib/debian_corpus.sh"
debian_corpus lint_debian || exit 0
n=$(wc -l <"$CORPUS")
tmpdir
# shellcheck disable=SC2046
"$LINT" -j 4 --format=json $(cat "$CORPUS") >"$T/all.json" 2>"$T/err"
python3 - "$T/all.json" <<'PY' >"$T/report" 2>&1
import json, os, sys
objs = json.load(open(sys.argv[1]))["objects"]
bad = 0
for o in objs:
    name = os.path.basename(o["file"])
    v = o["verdicts"]
    errs = [f["rule"] + ": " + f["message"] for f in o["findings"] if f["severity"] == "error"]
    why = []
    if not v["agree"]:
        why.append("rules_open=%s libbpf_open=%s" % (v["rules_open"], v["libbpf_open"]))
    if v["libbpf_open"] and errs:
        why.append("false errors: %s" % errs)
    if v["libbpf_open"] and not v["libbpf"]:
        why.append("libbpf opens it but the libbpf verdict is fail")
    if not v["libbpf_open"] and not errs:
        why.append("libbpf fails to open it but nothing is reported")
    print("%s %s: libbpf_open=%s %s" % ("FAIL" if why else "ok", name, v["libbpf_open"], "; ".join(why)))
    bad += bool(why)
sys.exit(1 if bad else 0)
PY
rc=$?
if [ $rc -eq 0 ]; then
	pass "lint_debian: $n objects from xdp-tools, libxdp1 and libbpf-tools: libbpf verdicts reproduced, rules agree on every one, no false errors"
else
	fail "lint_debian: $(grep '^FAIL' "$T/report" | head -5 | tr '\n' ' ')"
fi
if "$LINT" -j 4 $(cat "$CORPUS") >"$T/j4.txt" 2>&1; "$LINT" -j 1 $(cat "$CORPUS") >"$T/j1.txt" 2>&1 &&
   cmp -s "$T/j1.txt" "$T/j4.txt"; then
	pass "lint_debian: -j 4 output identical to -j 1 (argument order kept)"
else
	fail "lint_debian: parallel output differs from serial output or lint failed"
fi
# The converter leaves modern objects alone: exit 0, a note, identical bytes.
same=0 total=0
for o in $(cat "$CORPUS"); do
	total=$((total + 1))
	"$CONV" "$o" -o "$T/noop.o" 2>"$T/err" && grep -q 'nothing to convert' "$T/err" &&
		cmp -s "$o" "$T/noop.o" && same=$((same + 1))
done
[ "$same" = "$total" ] && pass "lint_debian: bpf-legacy2btf leaves all $total modern objects byte-identical and says so" ||
	fail "lint_debian: converter changed or refused $((total - same)) of $total modern objects"
exit 0
