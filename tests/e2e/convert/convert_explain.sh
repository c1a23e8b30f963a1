#!/bin/sh
# bpf-legacy2btf --explain: the plan on stderr names every legacy map (what
# it becomes, its pinning and why, inner template, static slots) and every
# program section (graft order matching the manifest), and changes nothing
# in the output.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] || { fail "convert_explain: converter built: $CONV missing"; exit 1; }
EX="$EXG"
[ -f "$EX/tailcall.o" ] && [ -f "$EX/map_in_map.o" ] ||
	{ fail "convert_explain: examples not built (make examples)"; exit 1; }
tmpdir

mkdir "$T/a" "$T/b"
"$CONV" "$EX/tailcall.o" -o "$T/a/t.o" 2>"$T/plain.err"
"$CONV" --explain "$EX/tailcall.o" -o "$T/b/t.o" 2>"$T/expl.err"; rc=$?
if [ $rc -eq 0 ] && cmp -s "$T/a/t.o" "$T/b/t.o" &&
   cmp -s "$T/a/t.tailcalls.json" "$T/b/t.tailcalls.json"; then
	pass "convert_explain: --explain leaves the object and manifest bytes unchanged"
else
	fail "convert_explain: --explain changed the output (rc=$rc)"
fi
if ! grep -q "^map '\|^program section" "$T/plain.err"; then
	pass "convert_explain: without --explain no plan is printed"
else
	fail "convert_explain: plan printed without --explain"
fi
python3 - "$T/expl.err" "$T/b/t.tailcalls.json" <<'PY' >"$T/why" 2>&1
import json, re, sys
text = open(sys.argv[1]).read()
m = json.load(open(sys.argv[2]))
for mp in m["maps"]:
    if not re.search(r"^map '%s': legacy id %d, %s," % (re.escape(mp["name"]), mp["legacy_id"], mp["type"]), text, re.M):
        sys.exit("map %s not explained" % mp["name"])
    want = "by name at <bpffs>/tc/" + mp["pin_path"] if mp["pinning"] == "by_name" else "none"
    block = text.split("map '%s':" % mp["name"], 1)[1]
    if "  pinning: " + want not in block.split("\nmap ", 1)[0]:
        sys.exit("map %s: pinning line is not '%s'" % (mp["name"], want))
for s in m["slots"]:
    pat = r"^program section '%s': tail call into %s\[%d\] \(legacy id %d\), function '%s', graft %d of %d, type %s$" % (
        re.escape(s["section"]), re.escape(s["map"]), s["key"], s["legacy_id"],
        re.escape(s["program"]), s["order"], len(m["slots"]), s["prog_type"])
    if not re.search(pat, text, re.M):
        sys.exit("slot %s not explained as graft %d" % (s["section"], s["order"]))
if not re.search(r"^program section 'classifier': kept", text, re.M):
    sys.exit("entry section not explained")
PY
if [ $? -eq 0 ]; then
	pass "convert_explain: every map (pinning) and program section (graft order) matches the manifest"
else
	fail "convert_explain: $(cat "$T/why")"
fi

"$CONV" --explain --prog-array-init "$EX/map_in_map.o" -o "$T/mim.o" 2>"$T/mim.err"
if grep -q "^  inner template: 'map_inner' (unpinned)$" "$T/mim.err" &&
   grep -q "^  values\[0\] = map 'map_inner'$" "$T/mim.err" &&
   grep -q "^  pinning: by name at <bpffs>/tc/globals/objns: pinned at tc/globals/NAME" "$T/mim.err"; then
	pass "convert_explain: map-in-map inner template, its slot and the PIN_OBJECT_NS reason are explained"
else
	fail "convert_explain: map_in_map plan: $(cat "$T/mim.err")"
fi
"$CONV" --explain --prog-array-init "$EX/tailcall.o" -o "$T/init.o" 2>"$T/init.err"
if grep -q "^  values\[0\] = program 'tc_stage1'$" "$T/init.err" &&
   grep -q "^  values\[1\] = program 'tc_stage2'$" "$T/init.err"; then
	pass "convert_explain: --prog-array-init slots are explained with their programs"
else
	fail "convert_explain: prog-array-init plan: $(cat "$T/init.err")"
fi
exit $FAILED
