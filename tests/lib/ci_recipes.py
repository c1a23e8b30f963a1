#!/usr/bin/env python3
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
"""The recipes of docs/ci.md, for the tests that run them.

A recipe is the fenced block after a line `<!-- recipe: ID -->`.

    ci_recipes.py DOC --ids        the recipe ids, in order
    ci_recipes.py DOC ID           its commands, one a line
    ci_recipes.py DOC ID --block   the block as it is

A command is a line that runs bpf-lint, bpf-legacy2btf, pre-commit or git,
taken out of what holds it: a YAML `run: ...` or list item `- ...`, a
Jenkinsfile `sh '...'`, a shell line; a trailing `# comment` goes. Exits 1,
naming it, for a marker without a block and for a block that runs one of
the tools without a marker (a recipe no test would run).
"""
import re
import sys

TOOLS = ("bpf-lint", "bpf-legacy2btf", "pre-commit", "git")


def recipes(doc):
    out, marker, block, fence = {}, None, None, None
    for n, line in enumerate(open(doc), 1):
        m = re.match(r"^<!-- recipe: (\S+) -->$", line.rstrip("\n"))
        if block is None and m:
            marker = m.group(1)
            continue
        if block is None and line.startswith("```"):
            block, fence, start = [], marker, n
            marker = None
            continue
        if block is not None and line.startswith("```"):
            if fence:
                out[fence] = "".join(block)
            elif any(command(b) for b in block):
                sys.exit("%s:%d: a block runs the tools without a recipe marker" % (doc, start))
            block = None
            continue
        if block is not None:
            block.append(line)
        elif marker and line.strip():
            sys.exit("%s:%d: recipe %s: no fenced block after its marker" % (doc, n, marker))
    return out


def command(line):
    s = line.strip()
    m = re.match(r"^sh '(.*)'$", s)
    if m:
        s = m.group(1)
    s = re.sub(r"^(- )?(run: )?", "", s)
    s = re.sub(r"\s+#\s.*$", "", s)
    return s if s.split(" ", 1)[0] in TOOLS else None


def main():
    doc, what = sys.argv[1], sys.argv[2]
    rs = recipes(doc)
    if what == "--ids":
        print("\n".join(rs))
        return
    if what not in rs:
        sys.exit("%s: no recipe %s" % (doc, what))
    if sys.argv[3:] == ["--block"]:
        sys.stdout.write(rs[what])
        return
    for line in rs[what].splitlines():
        c = command(line)
        if c:
            print(c)


main()
