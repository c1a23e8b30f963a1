#!/bin/sh
# tests/README.md maps every CLI option and lint rule to its tests: each long
# option of `bpf-legacy2btf --help` and `bpf-lint --help` and each rule of
# `bpf-lint --list-rules` has a row "| TOOL | `NAME` | `FILE`, ... |" naming at
# least one file, and every file a row names exists.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "test_map: tools built ($CONV, $LINT)"; exit 1; }
tmpdir
"$CONV" --help >"$T/conv.help" 2>&1 && "$LINT" --help >"$T/lint.help" 2>&1 &&
	"$LINT" --list-rules >"$T/rules" 2>&1 || { fail "test_map: --help / --list-rules failed"; exit 1; }

python3 - "$TOP" "$T/conv.help" "$T/lint.help" "$T/rules" >"$T/why" 2>&1 <<'PY'
import os, re, sys
top, conv_help, lint_help, rules_file = sys.argv[1:]

def options(path):
    # option lines: "  -o, --output=FILE   ..." or "      --base=DIR ...";
    # a description's continuation is indented further than 8 columns
    out = []
    for line in open(path):
        m = re.match(r"\s{2,8}(?:-\S, )?--([a-z][a-z0-9-]*)", line)
        if m and m.group(1) not in out:
            out.append(m.group(1))
    return out

want = [("bpf-legacy2btf", "--" + o) for o in options(conv_help)]
want += [("bpf-lint", "--" + o) for o in options(lint_help)]
want += [("bpf-lint", l.split()[0]) for l in open(rules_file) if l.strip() and not l[0].isspace()]
if len(want) < 40:
    sys.exit("only %d options and rules read from --help/--list-rules" % len(want))

rows = {}
for line in open(os.path.join(top, "tests", "README.md")):
    m = re.match(r"\|\s*(bpf-legacy2btf|bpf-lint)\s*\|\s*`([^`]+)`\s*\|(.*)\|\s*$", line)
    if m:
        rows.setdefault((m.group(1), m.group(2)), []).extend(re.findall(r"`([^`]+)`", m.group(3)))

bad = []
for tool, name in want:
    files = rows.get((tool, name))
    if files is None:
        bad.append("%s %s has no entry" % (tool, name))
    elif not files:
        bad.append("%s %s names no test file" % (tool, name))
for (tool, name), files in sorted(rows.items()):
    for f in files:
        if not os.path.isfile(os.path.join(top, f)):
            bad.append("%s %s names %s, which does not exist" % (tool, name, f))
if bad:
    sys.exit("; ".join(bad))
print("%d options and rules, each with a test file that exists" % len(want))
PY
if [ $? -eq 0 ]; then pass "test_map: tests/README.md maps every option and rule ($(cat "$T/why"))"
else fail "test_map: tests/README.md: $(cat "$T/why")"; fi
exit $FAILED
