#!/bin/sh
# Tail calls: manifests validate against the documented schema and describe
# every ID/KEY section; the graft script checks the object and orders the
# grafts; maps the separate graft loads must share get pinned; the opt-in
# static prog-array initialisation works for bpftool and is refused by tc.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
SCHEMA="$TOP/docs/manifest.schema.json"
PY=python3
$PY -c 'import jsonschema' 2>/dev/null || PY=/usr/bin/python3
[ -x "$CONV" ] || { fail "converter built"; exit 1; }
for f in pin_none xdp_tail act_tail lwt_tail; do
	bpf_compile "$TOP/tests/fixtures/tailcalls/$f.c" "$T/${f}_in.o" -g
done

for src in "$EXG/tailcall.o" "$EXG/cyclic.o" "$EXG/graft.o" "$EXNOG/tailcall.o" "$T/pin_none_in.o"; do
	n=$(basename "$(dirname "$src")")/$(basename "$src" .o)
	out="$T/$(echo "$n" | tr / _).o"
	"$CONV" -q "$src" -o "$out" --graft-script "$out.sh" || { fail "$n: converts"; continue; }
	m="${out%.o}.tailcalls.json"
	r=$($PY "$TOP/tests/lib/validate_manifest.py" "$SCHEMA" "$m" "$out" 2>&1); rc=$?
	case $rc in
	0) pass "$n: manifest validates against docs/manifest.schema.json and matches the object" ;;
	77) skip "$n: manifest schema check: ${r#SKIPREASON: }" ;;
	*) fail "$n: manifest: $r" ;;
	esac
	# every ID/KEY section of the input is a slot, and nothing else
	elfinfo sections "$src" | awk '$2 == 1 && $1 ~ /^[-+0-9a-fA-Fx]+\/[-+0-9a-fA-Fx]+/ {print $1}' | sort >"$T/want"
	$PY -c 'import json,sys; [print(s["section"]) for s in json.load(open(sys.argv[1]))["slots"]]' "$m" | sort >"$T/got"
	if cmp -s "$T/want" "$T/got"; then
		pass "$n: manifest lists every ID/KEY section ($(tr '\n' ' ' <"$T/got"))"
	else
		fail "$n: manifest sections $(tr '\n' ' ' <"$T/got") != $(tr '\n' ' ' <"$T/want")"
	fi
	if [ -x "$out.sh" ] && sh -n "$out.sh"; then
		pass "$n: graft script is executable POSIX sh"
	else
		fail "$n: graft script missing or not valid sh"
	fi
done

# Grafts run leaves first: 0x2a/0 (exit) before 1/1 (jumps to jmp_ex) before 1/0.
order=$($PY -c 'import json,sys; print(" ".join(s["section"] for s in json.load(open(sys.argv[1]))["slots"]))' "$T/g_tailcall.tailcalls.json")
[ "$order" = "0x2a/0 1/1 1/0" ] && pass "tailcall: grafts ordered so no slot points at a program with empty targets ($order)" ||
	fail "tailcall: graft order '$order'"
# The script passes explicit keys, quotes sections, and refuses other objects.
printf '#!/bin/sh\necho tc "$@"\n' >"$T/tcstub"; chmod +x "$T/tcstub"
TC="$T/tcstub" sh "$T/g_tailcall.o.sh" >"$T/cmds" 2>&1
if grep -q "^tc exec bpf graft m:globals/jmp_ex key 0 obj $T/g_tailcall.o type cls sec 0x2a/0$" "$T/cmds" &&
   [ "$(grep -c '^tc exec bpf graft' "$T/cmds")" = 3 ]; then
	pass "tailcall: graft script runs one 'tc exec bpf graft' per slot with explicit keys"
else
	fail "tailcall: graft commands: $(head -2 "$T/cmds")"
fi
cp "$T/g_tailcall.o" "$T/other.o"; printf x >>"$T/other.o"
if TC=false sh "$T/g_tailcall.o.sh" "$T/other.o" 2>"$T/err"; then
	fail "tailcall: graft script accepted an object with another sha256"
else
	grep -q 'sha256' "$T/err" && pass "tailcall: graft script refuses an object whose sha256 differs from the manifest" ||
		fail "tailcall: graft script error: $(cat "$T/err")"
fi
TC=false sh "$T/g_tailcall.o.sh" >/dev/null 2>"$T/err"
[ "$(wc -l <"$T/err")" = 1 ] && grep -q "could not put section '0x2a/0'" "$T/err" &&
	pass "tailcall: graft script stops at the first failing graft with a clear message" ||
	fail "tailcall: graft failure message: $(cat "$T/err")"

# bpf-lint reports which tail-call sections the side-car manifest covers.
if [ -x "$LINT" ]; then
	n=$("$LINT" "$T/g_tailcall.o" 2>&1 | grep -c 'covered by the manifest .*g_tailcall.tailcalls.json')
	[ "$n" = 3 ] && pass "bpf-lint: converted tailcall reports the 3 slots its manifest covers" ||
		fail "bpf-lint: manifest coverage lines: $n"
	cp "$T/g_tailcall.tailcalls.json" "$T/other.tailcalls.json"
	"$LINT" "$T/other.o" 2>&1 | grep -q 'covered by the manifest' &&
		fail "bpf-lint: trusted a manifest made for another object" ||
		pass "bpf-lint: a manifest whose sha256 does not match the object is not trusted"
else
	fail "bpf-lint built"
fi

# Pinning forced by the split into separate loads.
"$CONV" "$T/pin_none_in.o" -o "$T/pn.o" 2>"$T/notes" >/dev/null
grep -q "map 'both': PIN_NONE -> LIBBPF_PIN_BY_NAME" "$T/notes" && grep -q "map 'jmp': PIN_NONE -> LIBBPF_PIN_BY_NAME" "$T/notes" &&
	pass "pin_none: each pinning change is reported on stderr" || fail "pin_none: notes: $(cat "$T/notes")"

$PY - "$T/pn.tailcalls.json" <<'PY' >"$T/why" 2>&1 && pass "pin_none: prog array and the map shared with the grafted program are pinned by name, the entry-only map stays private" || fail "pin_none: $(cat "$T/why")"
import json, sys
m = {x["name"]: x for x in json.load(open(sys.argv[1]))["maps"]}
assert m["jmp"]["pinning"] == "by_name" and "pinning_changed" in m["jmp"], m["jmp"]
assert m["both"]["pinning"] == "by_name" and "pinning_changed" in m["both"], m["both"]
assert m["entry_only"]["pinning"] == "none", m["entry_only"]
PY

# --prog-array-init: static slots for generic loaders.
"$CONV" -q --prog-array-init "$EXG/tailcall.o" -o "$T/pai.o" || fail "prog-array-init: converts"
if llvm-readelf -r "$T/pai.o" | grep -A5 "'.rel.maps'" | grep -q 'tc_stage3'; then
	pass "prog-array-init: .rel.maps initialises slots against the program symbols"
else
	fail "prog-array-init: no .rel.maps entries"
fi

kernel_or_skip "tail-call kernel checks"
netns_setup || { fail "netns setup"; exit 1; }
. "$TOP/tests/lib/kscenarios.sh"
ks_prep_tailcalls
grep -q ' type lwt_xmit ' "$T/lwt_tail.sh" && pass "lwt_tail: --prog-type lwt_xmit reaches the graft script" ||
	fail "lwt_tail: graft type"
"$CONV" -q --prog-type bogus "$T/lwt_tail_in.o" -o "$T/x.o" 2>/dev/null
[ $? = 2 ] && [ ! -e "$T/x.o" ] && pass "--prog-type with an unknown type is a usage error" ||
	fail "--prog-type bogus accepted"
grep -q ' type xdp ' "$T/xdp_tail.sh" && grep -q ' type act ' "$T/act_tail.sh" &&
	pass "graft scripts use the program type of the attaching command (xdp for 'prog', act for 'action')" ||
	fail "graft script program types"
run_in_a "$TOP/tests/lib/scenarios/tailcall_types.sh"
