#!/bin/sh
# bpf-lint names the cause of every silent (and not so silent) libbpf open
# failure in hand-made fixtures, libbpf's own open agrees, and the rules
# that do not break open fire on objects libbpf accepts.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/lint"
[ -x "$LINT" ] || { fail "lint_fixtures: $LINT not built"; exit 1; }
command -v clang >/dev/null || { skip "lint_fixtures: clang not installed"; exit 0; }
tmpdir

# expect NAME OBJ RULE OPEN(yes|no): RULE fires, libbpf's open result is OPEN,
# and the rules' prediction agrees with libbpf.
expect() {
	name=$1 obj=$2 rule=$3 open=$4
	"$LINT" --format=json "$obj" >"$T/$name.json" 2>"$T/$name.err"
	python3 - "$T/$name.json" "$rule" "$open" <<'PY' >"$T/$name.why" 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
o = d["objects"][0]
rules = [f["rule"] for f in o["findings"]]
want_open = sys.argv[3] == "yes"
if sys.argv[2] not in rules:
    sys.exit("rule %s not reported (got %s)" % (sys.argv[2], rules))
if o["verdicts"]["libbpf_open"] != want_open:
    sys.exit("libbpf open=%s, expected %s" % (o["verdicts"]["libbpf_open"], want_open))
if not o["verdicts"]["agree"]:
    sys.exit("rules and libbpf disagree")
if "libbpf-open-failed" in rules:
    sys.exit("fell back to libbpf's message instead of naming the cause")
PY
	if [ $? -eq 0 ]; then pass "lint_fixtures: $name: [$rule] named, libbpf open=$open, verdicts agree"
	else fail "lint_fixtures: $name: $(cat "$T/$name.why")"; fi
}

bpf_compile "$FIX/good_tc.c" "$T/good.o" -g -I"$FIX" || exit 1
if "$LINT" "$T/good.o" >"$T/good.txt" 2>&1; then
	pass "lint_fixtures: clean libbpf object exits 0 with no findings"
else
	fail "lint_fixtures: clean object flagged: $(cat "$T/good.txt")"
fi

cp "$T/good.o" "$T/map_local.o" && elfpatch "$T/map_local.o" bind lint_counter local &&
	expect map_local "$T/map_local.o" var-without-global-symbol no
cp "$T/good.o" "$T/no_license_sec.o" && elfpatch "$T/no_license_sec.o" rename-section license lic &&
	expect datasec_missing "$T/no_license_sec.o" datasec-missing-section no
cp "$T/good.o" "$T/rel24.o" && elfpatch "$T/rel24.o" sec .reltc entsize 24 &&
	expect rel_entsize "$T/rel24.o" rel-entsize no
bpf_compile "$FIX/hidden_map.c" "$T/hidden.o" -g -I"$FIX" && expect hidden_map "$T/hidden.o" hidden-map-symbol no
bpf_compile "$FIX/static_prog.c" "$T/static_prog.o" -g -I"$FIX" && expect static_prog "$T/static_prog.o" static-prog-function no
bpf_compile "$FIX/notype_prog.c" "$T/notype.o" -g -I"$FIX" && cp "$T/notype.o" "$T/zero.o" &&
	elfpatch "$T/notype.o" sym lint_notype info 0x10 && elfpatch "$T/notype.o" sym lint_notype size 0 &&
	expect notype_prog "$T/notype.o" notype-prog-symbol yes
[ -f "$T/zero.o" ] && elfpatch "$T/zero.o" sym lint_notype size 0 &&
	expect zero_size_prog "$T/zero.o" zero-size-prog-symbol no
bpf_compile "$FIX/bad_version.c" "$T/version.o" -g -I"$FIX" && expect version_size "$T/version.o" version-section-size no
bpf_compile "$FIX/maps_junk.c" "$T/maps_junk.o" -g -I"$FIX" && expect maps_any_content "$T/maps_junk.o" legacy-maps-section no
bpf_compile "$FIX/btf_pin2.c" "$T/pin2.o" -g -I"$FIX" && expect btf_pin2 "$T/pin2.o" btf-map-pinning-value no
bpf_compile "$FIX/inner_pinned.c" "$T/inner.o" -g -I"$FIX" && expect inner_pinned "$T/inner.o" pinned-inner-map no
bpf_compile "$FIX/good_tc.c" "$T/nobtf.o" -g -I"$FIX" -g0 && expect maps_without_btf "$T/nobtf.o" maps-without-btf no
bpf_compile "$FIX/btf_rules.c" "$T/btf_rules.o" -g -I"$FIX" && {
	expect typed_prog_array "$T/btf_rules.o" prog-array-typed-kv yes
	expect name_truncation "$T/btf_rules.o" map-name-truncation yes
	expect multi_prog "$T/btf_rules.o" tc-multi-prog-section yes
	expect static_values "$T/btf_rules.o" prog-array-static-values yes
}
bpf_compile "$FIX/nolicense.c" "$T/nolic.o" -g -I"$FIX" && {
	expect gpl_helper "$T/nolic.o" gpl-helper-license yes
	if "$LINT" "$T/nolic.o" | grep -q '^[^ ]*nolicense\.c:[0-9]*:[0-9:]* error: .*\[gpl-helper-license\]'; then
		pass "lint_fixtures: instruction finding carries source file:line from .BTF.ext"
	else
		fail "lint_fixtures: no nolicense.c:LINE prefix: $("$LINT" "$T/nolic.o" | head -2)"
	fi
}

# Cross-file: the same pinned name with different max_entries.
bpf_compile "$FIX/pin_a.c" "$T/pin16.o" -g -I"$FIX" -DPIN_ENTRIES=16 && bpf_compile "$FIX/pin_a.c" "$T/pin32.o" -g -I"$FIX" -DPIN_ENTRIES=32 && {
	"$LINT" "$T/pin16.o" "$T/pin32.o" >"$T/pin.txt"; rc=$?
	if [ $rc -eq 1 ] && grep -q '/pin_a\.c:[1-9][0-9]*:[0-9:]* error: .*pin32.o: .*lint_shared.*\[pinned-map-conflict\]' "$T/pin.txt"; then
		pass "lint_fixtures: pinned-map-conflict across files found before deployment, at the map's DWARF declaration"
	else
		fail "lint_fixtures: pinned-map-conflict not reported (rc=$rc): $(cat "$T/pin.txt")"
	fi
	if "$LINT" "$T/pin16.o" "$T/pin16.o" >/dev/null; then
		pass "lint_fixtures: identical pinned definitions do not conflict"
	else
		fail "lint_fixtures: identical pinned definitions flagged"
	fi
}
exit 0
