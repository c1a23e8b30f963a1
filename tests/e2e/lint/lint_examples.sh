#!/bin/sh
# Every example, legacy and converted, through bpf-lint: legacy objects fail
# with [legacy-maps-section] and the bpf-legacy2btf hint; converted objects
# pass the libbpf verdict (the libbpf profile, with --type-free checks:
# unknown-prog-section is allowed only as a non-error under iproute2).
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$LINT" ] || { fail "lint_examples: $LINT not built"; exit 1; }
set -- "$EXG"/*.o "$EXNOG"/*.o
[ -e "$1" ] || { fail "lint_examples: no examples built (make examples)"; exit 1; }
tmpdir

for o in "$@"; do
	n=$(basename "$(dirname "$o")")/$(basename "$o" .o)
	"$LINT" "$o" >"$T/out" 2>&1; rc=$?
	# with -g the finding points at the first map's declaration (DWARF),
	# without it at the object (no line)
	case $o in
	"$EXG"/*) at="examples/legacy/$(basename "$o" .o)\.c:[1-9][0-9]*:[0-9:]* error: $o: " ;;
	*) at="^$o: error: " ;;
	esac
	if [ $rc -eq 1 ] && grep -q "${at}legacy .maps. section.*\[legacy-maps-section\]" "$T/out" &&
	   grep -q 'hint: convert the object: bpf-legacy2btf' "$T/out" &&
	   grep -q 'verdict: libbpf=fail .*libbpf open: failed -95; rules agree' "$T/out"; then
		pass "lint_examples: legacy $n fails with legacy-maps-section at file:line:col, fix hint, libbpf agrees"
	else
		fail "lint_examples: legacy $n: rc=$rc $(head -3 "$T/out")"
	fi
done

if [ ! -x "$CONV" ]; then
	fail "lint_examples: converter $CONV missing: converted examples cannot be linted"
	exit 0
fi
for o in "$@"; do
	n=$(basename "$(dirname "$o")")/$(basename "$o" .o)
	out="$T/$(echo "$n" | tr / _).o"
	if ! "$CONV" "$o" -o "$out" >"$T/conv" 2>&1; then
		fail "lint_examples: converting $n failed: $(head -2 "$T/conv")"
		continue
	fi
	# The converted object must open in libbpf; program sections named for
	# tc (ingress, 1/0, ...) are the iproute2 profile's business.
	"$LINT" --format=json "$out" >"$T/j" 2>&1
	"$LINT" --profile=iproute2 "$out" >"$T/t" 2>&1; rc=$?
	"$LINT" "$out" >/dev/null 2>&1 || rc=$((rc + 100))	# libbpf profile too
	if python3 - "$T/j" <<'PY' >"$T/why" 2>&1 && [ $rc -eq 0 ]; then
import json, sys
o = json.load(open(sys.argv[1]))["objects"][0]
v = o["verdicts"]
rules = [f["rule"] for f in o["findings"]]
bad = [f for f in o["findings"] if f["rule"] == "legacy-maps-section"]
if not v["libbpf_open"] or not v["agree"] or bad or not v["libbpf"] or not v["iproute2"]:
    sys.exit("libbpf_open=%s agree=%s rules=%s log=%s" % (v["libbpf_open"], v["agree"], rules, o["libbpf"]["log"]))
untyped = [f for f in o["findings"] if f["severity"] == "error" and f["rule"] != "unknown-prog-section"]
if untyped:
    sys.exit("errors other than unknown-prog-section: %s" % [f["message"] for f in untyped])
PY
		pass "lint_examples: converted $n opens in libbpf, passes the libbpf and iproute2 verdicts"
	else
		fail "lint_examples: converted $n: rc=$rc $(cat "$T/why") $(grep -v '^    hint' "$T/t" | head -3)"
	fi
done
exit 0
