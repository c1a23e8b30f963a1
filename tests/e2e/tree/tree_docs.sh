#!/bin/sh
# The tree as documented: README's layout section names every lib/ module
# and public header that exists, and nothing that does not; the test runner
# kills a hung test after its timeout and counts it as failed.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir

python3 - "$TOP" <<'PY' >"$T/why" 2>&1
import os, re, sys
top = sys.argv[1]
readme = open(os.path.join(top, "README.md")).read()
sec = readme.split("\n## Layout\n", 1)[1].split("\n## ", 1)[0]
named = set()
for line in sec.splitlines():
    # "    PATH[, PATH]   description"; deeper indents continue a description
    if not line.startswith("    ") or line.startswith("      "):
        continue
    head = re.split(r"\s{2,}", line.strip())[0]
    named.update(w for w in re.split(r"[,\s]+", head) if w)
missing = [p for p in sorted(named) if not os.path.exists(os.path.join(top, p))]
if missing:
    sys.exit("README layout names what does not exist: %s" % missing)
want = ["lib/%s/" % d for d in sorted(os.listdir(os.path.join(top, "lib")))
        if os.path.isdir(os.path.join(top, "lib", d))]
want += ["include/%s" % h for h in sorted(os.listdir(os.path.join(top, "include"))) if h.endswith(".h")]
absent = [p for p in want if p not in named]
if absent:
    sys.exit("README layout does not name: %s" % absent)
print("%d paths named, all exist" % len(named))
PY
if [ $? -eq 0 ]; then pass "tree_docs: README layout matches the tree ($(cat "$T/why"))"
else fail "tree_docs: $(cat "$T/why")"; fi

# A hanging test is killed after TEST_TIMEOUT and reported as failed.
# Tests are found at the top of tests/e2e and one folder (group) down.
mkdir -p "$T/fake/tests/e2e/grp"
cp "$TOP/tests/run.sh" "$T/fake/tests/run.sh"
printf 'echo "PASS: quick"\n' >"$T/fake/tests/e2e/quick.sh"
printf 'echo "PASS: deep"\n' >"$T/fake/tests/e2e/grp/deep.sh"
printf 'sleep 60\n' >"$T/fake/tests/e2e/grp/hang.sh"
start=$(date +%s)
BUILD=nobuild TEST_TIMEOUT=2 sh "$T/fake/tests/run.sh" >"$T/run.out" 2>&1; rc=$?
took=$(( $(date +%s) - start ))
if [ $rc -ne 0 ] && [ $took -lt 30 ] &&
   grep -q 'FAIL: e2e/grp/hang: timed out after 2s$' "$T/run.out" &&
   grep -q '^== e2e/grp/deep$' "$T/run.out" && grep -q '^== e2e/quick$' "$T/run.out" &&
   grep -q '^2 passed, 1 failed, 0 skipped$' "$T/run.out"; then
	pass "tree_docs: tests/run.sh kills a hung test after TEST_TIMEOUT (${took}s) and fails it"
else
	fail "tree_docs: runner timeout (rc=$rc, ${took}s): $(tail -3 "$T/run.out")"
fi
# Several filters: the tests whose name contains any of them; RESULTS=FILE
# gets their result lines (tests/lib/toolchains.sh feeds a chroot's results
# into this run's total that way).
BUILD=nobuild RESULTS="$T/results" sh "$T/fake/tests/run.sh" quick grp/deep >"$T/run2.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && grep -q '^2 passed, 0 failed, 0 skipped$' "$T/run2.out" &&
   ! grep -q 'hang' "$T/run2.out" &&
   [ "$(sort "$T/results" | tr '\n' ' ')" = "PASS: deep PASS: quick " ]; then
	pass "tree_docs: tests/run.sh runs the tests any of its arguments names and writes RESULTS"
else
	fail "tree_docs: run.sh quick grp/deep: rc=$rc, $(tail -1 "$T/run2.out"), results: $(tr '\n' '|' <"$T/results" 2>/dev/null)"
fi
exit $FAILED
