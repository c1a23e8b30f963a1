#!/bin/sh
# Waivers: a .bpf-lint.conf found upward from each object waives rules for
# all objects ([all]) or for matching ones ([object GLOB]); --baseline
# reports only findings not recorded by --write-baseline; a failed verdict
# whose every reason is waived exits 0; a bad config is a usage error.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$LINT" ] || { fail "lint_waivers: $LINT not built"; exit 1; }
[ -e "$EXG/mixed.o" ] || { fail "lint_waivers: examples not built"; exit 1; }
tmpdir
mkdir -p "$T/repo/a/deep" "$T/repo/b"
cp "$EXG/mixed.o" "$T/repo/a/deep/one.o"
cp "$EXG/mixed.o" "$T/repo/b/two.o"
cp "$EXG/shared_map.o" "$T/repo/b/three.o"
cd "$T/repo" || exit 1

# per object, from a config two directories up
printf '# waivers\n\n[object a/*/one.o]\ndisable = legacy-maps-section\nreason = converted at install time\n' >.bpf-lint.conf
"$LINT" a/deep/one.o b/two.o >out1.txt 2>&1; rc=$?
if [ $rc -eq 1 ] && ! grep -q '^[^ ]*: error: a/deep/one.o: ' out1.txt &&
   grep -q 'a/deep/one.o: verdict: .*(1 finding waived)' out1.txt &&
   grep -q 'error: b/two.o: legacy .maps.*\[legacy-maps-section\]' out1.txt; then
	pass "lint_waivers: [object GLOB] waives a rule for the matching object only"
else
	fail "lint_waivers: per-object waiver (rc=$rc): $(cat out1.txt)"
fi
"$LINT" a/deep/one.o >/dev/null 2>&1; rc=$?
if [ $rc -eq 0 ]; then pass "lint_waivers: a failed verdict whose every reason is waived exits 0"
else fail "lint_waivers: all-waived verdict exits $rc"; fi
"$LINT" --format=sarif a/deep/one.o >w.sarif
if python3 "$TOP/tests/schema/sarif_check.py" w.sarif >/dev/null &&
   python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["runs"][0]["results"]; s=[x for x in r if x["ruleId"]=="legacy-maps-section"][0]["suppressions"][0]; assert s["kind"]=="external" and "converted at install time" in s["justification"], s' w.sarif; then
	pass "lint_waivers: waived findings stay in SARIF as external suppressions with the reason"
else
	fail "lint_waivers: SARIF suppressions missing"
fi

# per rule, for every object below; a nearer config wins
printf '[all]\ndisable = legacy-maps-section, kv-annotation-section\n' >b/.bpf-lint.conf
"$LINT" b/two.o b/three.o >out2.txt 2>&1
if ! grep -q 'legacy-maps-section\]\|kv-annotation-section\]' out2.txt &&
   grep -q 'unknown-prog-section\]' out2.txt; then
	pass "lint_waivers: [all] waives rules for every object under the config; other rules still report"
else
	fail "lint_waivers: [all]: $(cat out2.txt)"
fi
# one run over a tree: each directory's answer is looked up once, and a
# symlinked object still takes the config of the directory it points into
mkdir -p c
cp "$EXG/mixed.o" c/four.o
ln -s ../b/two.o c/link.o
"$LINT" c/four.o c/link.o b/three.o c/four.o b/two.o >out2b.txt 2>&1
if [ "$(grep -c 'error: c/four.o: .*\[legacy-maps-section\]' out2b.txt)" = 2 ] &&
   ! grep -q 'c/link.o: .*\[legacy-maps-section\]' out2b.txt &&
   ! grep -q 'b/two.o: .*\[legacy-maps-section\]' out2b.txt &&
   grep -q 'c/link.o: verdict: .*waived' out2b.txt; then
	pass "lint_waivers: in one run over several directories each object gets its directory's config; a symlink the config of its target's"
else
	fail "lint_waivers: configs over several directories: $(grep -E 'verdict|legacy-maps' out2b.txt | tr '\n' '|')"
fi
"$LINT" --no-config b/two.o >out3.txt 2>&1; rc=$?
if [ $rc -eq 1 ] && grep -q 'legacy-maps-section\]' out3.txt; then
	pass "lint_waivers: --no-config ignores .bpf-lint.conf"
else fail "lint_waivers: --no-config (rc=$rc)"; fi
printf '[all]\ndisable = no-such-rule\n' >bad.conf
"$LINT" --config bad.conf b/two.o >out4.txt 2>err4.txt; rc=$?
if [ $rc -eq 2 ] && grep -q "bad.conf: line 2: unknown rule 'no-such-rule'" err4.txt && [ ! -s out4.txt ]; then
	pass "lint_waivers: a bad config names file and line, exits 2, prints no report"
else fail "lint_waivers: bad config (rc=$rc): $(cat err4.txt)"; fi

# baseline: old findings are recorded, a new object's findings are reported
rm -f .bpf-lint.conf b/.bpf-lint.conf
"$LINT" --write-baseline base.txt b/two.o >/dev/null 2>&1; rc1=$?
"$LINT" --baseline base.txt ./b/two.o "$T/repo/b/three.o" >out5.txt 2>&1; rc2=$?
n=$(grep -c '^[0-9a-f]\{64\} ' base.txt)
if [ $rc1 -eq 0 ] && [ "$n" -ge 1 ] && [ $rc2 -eq 1 ] &&
   ! grep -q ': error: b/two.o: \|two.o: error: ' out5.txt &&
   grep -q 'three.o: .*\[legacy-maps-section\]' out5.txt &&
   grep -q 'b/two.o: verdict: .*waived' out5.txt; then
	pass "lint_waivers: --baseline reports only new findings ($n recorded; paths spelled differently still match)"
else
	fail "lint_waivers: baseline (rc1=$rc1 rc2=$rc2 n=$n): $(cat out5.txt)"
fi
"$LINT" --baseline base.txt b/two.o >/dev/null 2>&1; rc=$?
if [ $rc -eq 0 ]; then pass "lint_waivers: nothing new against the baseline exits 0"
else fail "lint_waivers: baseline-only run exits $rc"; fi

# a map name with a newline (from the object) is escaped in the baseline,
# which then reads back: every finding recorded, the next run waives them
"$LINT" --write-baseline nl.txt "$TOP/tests/malformed/l-pin-newline.o" >/dev/null 2>&1; rc1=$?
"$LINT" --baseline nl.txt "$TOP/tests/malformed/l-pin-newline.o" >out6.txt 2>&1; rc2=$?
if [ $rc1 -eq 0 ] && [ $rc2 -eq 0 ] && ! grep -qv '^#\|^[0-9a-f]\{64\} ' nl.txt &&
   grep -q 'map-pin-name .*x\\n' nl.txt; then
	pass "lint_waivers: a map name with a newline is escaped in the baseline, which reads back (exit 0)"
else
	fail "lint_waivers: newline in a baseline name (rc1=$rc1 rc2=$rc2): $(head -c 300 out6.txt) $(grep -v '^[0-9a-f]\{64\} ' nl.txt | head -3)"
fi
exit 0
