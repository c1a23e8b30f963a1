#!/bin/sh
# The tree as documented: the layout section of docs/architecture.md names
# every room of lib/ (inner rooms too) and public header that exists, and nothing that does
# not; every relative link of README.md and docs/*.md names a file that
# exists, and every #anchor a heading of its page; the test runner kills a
# hung test after its timeout and counts it as failed.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir

python3 - "$TOP" <<'PY' >"$T/why" 2>&1
import os, re, sys
top = sys.argv[1]
arch = open(os.path.join(top, "docs", "architecture.md")).read()
if "\n## Layout\n" not in arch:
    sys.exit("docs/architecture.md has no '## Layout' section")
sec = arch.split("\n## Layout\n", 1)[1].split("\n## ", 1)[0]
named = set()
for line in sec.splitlines():
    # "    PATH[, PATH]   description"; deeper indents continue a description
    if not line.startswith("    ") or line.startswith("      "):
        continue
    head = re.split(r"\s{2,}", line.strip())[0]
    named.update(w for w in re.split(r"[,\s]+", head) if w)
missing = [p for p in sorted(named) if not os.path.exists(os.path.join(top, p))]
if missing:
    sys.exit("docs/architecture.md layout names what does not exist: %s" % missing)
# every room of lib/, inner rooms too (lib/lint/rules/, ...)
want = sorted(os.path.relpath(d, top) + "/" for d, _, _ in os.walk(os.path.join(top, "lib"))
              if d != os.path.join(top, "lib"))
want += ["include/%s" % h for h in sorted(os.listdir(os.path.join(top, "include"))) if h.endswith(".h")]
absent = [p for p in want if p not in named]
if absent:
    sys.exit("docs/architecture.md layout does not name: %s" % absent)
print("%d paths named, all exist" % len(named))
PY
if [ $? -eq 0 ]; then pass "tree_docs: docs/architecture.md layout matches the tree ($(cat "$T/why"))"
else fail "tree_docs: $(cat "$T/why")"; fi

# Links: every relative [text](PATH#ANCHOR) of README.md and docs/*.md, outside
# code, names a file or directory that exists (relative to the page), and an
# anchor names a heading of the page it points to (GitHub's ids: lower case,
# punctuation dropped, spaces to '-', repeats numbered -1, -2, ...).
python3 - "$TOP" <<'PY' >"$T/links" 2>&1
import os, re, sys
top = sys.argv[1]
pages = ["README.md"] + sorted("docs/" + f for f in os.listdir(os.path.join(top, "docs"))
                               if f.endswith(".md"))

def prose(text):
    # the page without fenced or indented code blocks and inline code
    out, fence, code, blank = [], False, False, True
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fence, blank = not fence, False
            continue
        if fence:
            continue
        if line.startswith("    ") and (blank or code):
            code = True
            continue
        code, blank = False, line.strip() == ""
        out.append(line)
    return re.sub(r"`[^`]*`", "", "\n".join(out))

def anchors(path):
    ids, seen, fence = set(), {}, False
    for line in open(path, encoding="utf-8").read().splitlines():
        if line.lstrip().startswith("```"):
            fence = not fence
        m = None if fence else re.match(r"#{1,6} +(.*?)(?: +#+)? *$", line)
        if not m:
            continue
        a = re.sub(r"[^\w\- ]", "", m.group(1).strip().lower()).replace(" ", "-")
        n = seen.get(a, 0)
        seen[a] = n + 1
        ids.add(a if n == 0 else "%s-%d" % (a, n))
    return ids

bad, count = [], 0
for page in pages:
    base = os.path.dirname(page)
    text = prose(open(os.path.join(top, page), encoding="utf-8").read())
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        count += 1
        path, _, anchor = target.partition("#")
        rel = os.path.normpath(os.path.join(base, path)) if path else page
        full = os.path.join(top, rel)
        if not os.path.exists(full):
            bad.append("%s: %s: no such file" % (page, target))
            continue
        if anchor and (not rel.endswith(".md") or anchor not in anchors(full)):
            bad.append("%s: %s: no heading for #%s in %s" % (page, target, anchor, rel))
if bad:
    print("FAIL %d of %d links: %s" % (len(bad), count, "; ".join(bad)))
else:
    print("OK %d links in %d pages" % (count, len(pages)))
PY
if grep -q '^OK ' "$T/links"; then
	pass "tree_docs: every relative link and anchor of README.md and docs/*.md resolves ($(sed -n 's/^OK //p' "$T/links"))"
else
	fail "tree_docs: links: $(tr '\n' ' ' <"$T/links")"
fi

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
