#!/bin/sh
# Converter migration UX: --emit-c writes C that clang compiles (with
# bpf/bpf_helpers.h) into maps equal to the converted object's (libbpf's
# view plus the .rel.maps slots, tests/tools/mapsdump); --dry-run writes
# nothing; --report is valid JSON following docs/report.schema.json and
# names every pinning, map-in-map, dropped member and tail-call change;
# pinning changes are warnings that -q does not hide; many inputs end with
# one summary line.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/convert"
DUMP="$B/tools/mapsdump"
[ -x "$CONV" ] || { fail "convert_ux: $CONV missing"; exit 1; }
[ -x "$DUMP" ] || { fail "convert_ux: $DUMP missing (make unit)"; exit 1; }
command -v clang >/dev/null || { skip "convert_ux: clang not installed"; exit 0; }
tmpdir
mkdir -p "$T/in" "$T/c"
for src in "$FIX"/*.c; do
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" \
		-c "$src" -o "$T/in/fx_$(basename "$src" .c).o" 2>/dev/null
done
cp "$EXG"/*.o "$T/in/"

# --emit-c round trip over every object that converts
n=0 nmaps=0 bad=
for o in "$T"/in/*.o; do
	b=$(basename "$o" .o)
	"$CONV" -q "$o" -o "$T/c/$b.conv.o" --emit-c "$T/c/$b.c" >/dev/null 2>&1 || continue
	[ -s "$T/c/$b.c" ] || continue
	if ! clang -O2 -g -Wall -Werror -target bpf -I/usr/include/$MA \
		-c "$T/c/$b.c" -o "$T/c/$b.emit.o" 2>"$T/c/$b.cc"; then
		bad="$bad $b(compile: $(head -1 "$T/c/$b.cc"))"; continue
	fi
	"$DUMP" "$T/c/$b.conv.o" >"$T/c/$b.a" 2>&1
	"$DUMP" "$T/c/$b.emit.o" >"$T/c/$b.b" 2>&1
	if cmp -s "$T/c/$b.a" "$T/c/$b.b" && grep -q '^map ' "$T/c/$b.a"; then
		n=$((n + 1)); nmaps=$((nmaps + $(grep -c '^map ' "$T/c/$b.a")))
	else
		bad="$bad $b($(diff "$T/c/$b.a" "$T/c/$b.b" | head -3 | tr '\n' ' '))"
	fi
done
cat "$T"/c/*.a >"$T/all.a"
if [ -z "$bad" ] && [ $n -ge 15 ] && grep -q 'key_type=[a-z]' "$T/all.a" &&
   grep -q '^slot ' "$T/all.a" && grep -q 'inner=(type' "$T/all.a" && grep -q 'pinned=1' "$T/all.a"; then
	pass "convert_ux: --emit-c C compiles with clang -Wall -Werror into the converted maps ($n objects, $nmaps maps: typed key/value, pinning, map-in-map templates and slots)"
else
	fail "convert_ux: --emit-c round trip ($n ok):$bad"
fi

# --dry-run: nothing written, the plan on stdout, exit 0
mkdir -p "$T/dry"
before=$(ls -la "$T/in" | sha256sum)
"$CONV" --dry-run --output-dir "$T/dry" "$T"/in/*.o >"$T/dry.out" 2>"$T/dry.err"; rc=$?
"$CONV" --dry-run -i "$T/in/tailcall.o" >"$T/dry2.out" 2>&1; rc2=$?
if [ $rc -eq 1 ] || [ $rc -eq 0 ]; then :; fi
if [ -z "$(ls -A "$T/dry")" ] && [ "$(ls -la "$T/in" | sha256sum)" = "$before" ] &&
   [ ! -e "$T/in/tailcall.tailcalls.json" ] && [ $rc2 -eq 0 ] &&
   grep -q "tailcall.o: would write $T/dry/tailcall.o: 3 maps converted" "$T/dry.out" &&
   grep -q "tailcall.o: would write $T/in/tailcall.o: .*3 tail-call slots in a manifest" "$T/dry2.out"; then
	pass "convert_ux: --dry-run (with --output-dir or -i) writes nothing and says what would be written"
else
	fail "convert_ux: --dry-run (rc=$rc rc2=$rc2): $(ls -A "$T/dry" | head -3) $(head -2 "$T/dry.out")"
fi

# --report: schema-valid, every kind of change, failures included
cp "$T/in/map_in_map.o" "$T/in/tailcall.o" "$T/in/fx_pin_objns.o" "$T/" 2>/dev/null
printf 'not an object\n' >"$T/junk.o"
mkdir -p "$T/rep"
"$CONV" -q --output-dir "$T/rep" --report "$T/report.json" "$T/map_in_map.o" "$T/tailcall.o" \
	"$T/fx_pin_objns.o" "$T/junk.o" "$T/in/fx_no_maps.o" >"$T/rep.out" 2>"$T/rep.err"; rc=$?
if r=$(python3 - "$T/report.json" "$TOP/docs/report.schema.json" <<'PY' 2>&1
import json, sys, jsonschema
d = json.load(open(sys.argv[1]))
jsonschema.validate(d, json.load(open(sys.argv[2])))
objs = {o["input"].rsplit("/", 1)[1]: o for o in d["objects"]}
assert [o["status"] for o in d["objects"]] == ["converted", "converted", "converted", "failed", "unchanged"]
assert objs["junk.o"]["error"] and objs["junk.o"]["output"] is None
kinds = {}
for o in d["objects"]:
    for c in o.get("conversion", {}).get("changes", []):
        kinds.setdefault(c["kind"], []).append(c)
for k in ("pinning", "map-in-map", "map-in-map-slot", "dropped-member", "tail-call-slot"):
    assert k in kinds, "no %s change" % k
mim = [c for c in kinds["map-in-map-slot"] if c["map"] == "map_outer"]
assert mim and mim[0]["to"] == "values[0]", mim
objns = [c for c in kinds["pinning"] if c["from"] == "PIN_OBJECT_NS"]
assert objns and all(c["behaviour_change"] for c in objns), objns
assert all(c["behaviour_change"] for c in kinds["tail-call-slot"])
assert len(kinds["tail-call-slot"]) == 3
print(", ".join("%d %s" % (len(v), k) for k, v in sorted(kinds.items())))
PY
); then
	pass "convert_ux: --report follows docs/report.schema.json and lists every change ($r)"
else
	fail "convert_ux: --report (rc=$rc): $r"
fi
# warnings survive -q; the summary line counts everything
if grep -q "fx_pin_objns.o: warning: map .*PIN_OBJECT_NS -> LIBBPF_PIN_BY_NAME" "$T/rep.err" &&
   grep -q "tailcall.o: warning: 3 tail-call slot(s) are no longer filled by tc" "$T/rep.err" &&
   ! grep -q ': note: ' "$T/rep.err"; then
	pass "convert_ux: behaviour-changing notes (pinning, tail-call slots) are warnings -q does not hide"
else
	fail "convert_ux: -q warnings: $(cat "$T/rep.err")"
fi
"$CONV" --output-dir "$T/rep" "$T/map_in_map.o" "$T/tailcall.o" "$T/junk.o" >/dev/null 2>"$T/sum.err"
if [ "$(grep -c 'objects:' "$T/sum.err")" = 1 ] &&
   tail -1 "$T/sum.err" | grep -q '^bpf-legacy2btf: 3 objects: 2 converted, 0 unchanged (no legacy maps), 1 failed; 6 maps, 3 tail-call slots, [1-9][0-9]* behaviour changes'; then
	pass "convert_ux: many inputs end with one summary line"
else
	fail "convert_ux: summary: $(tail -1 "$T/sum.err")"
fi
"$CONV" -v "$T/map_in_map.o" -o "$T/v.o" 2>"$T/v.err"
if grep -q "map_in_map.o: note: map map_outer: map-in-map-slot: inner_idx -> values\[0\]" "$T/v.err"; then
	pass "convert_ux: -v prints every change"
else
	fail "convert_ux: -v: $(cat "$T/v.err")"
fi
exit 0
