#!/usr/bin/env python3
"""matrix-table.py [RUN_OUTPUT]: the kernel table of docs/releases.md from the
output of the kernel matrix (`sh tests/run.sh e2e/matrix/`, or all of
`make check`): one row per kernel scenario, one column per kernel x
userspace, each cell "pass (N checks)", "FAIL (F of N)" or the skips with
their reasons. Reads the summary lines of tests/lib/kmatrix.sh:
  # REL kernel/US: kernel VERSION (PACKAGE VERSION), tc: ..., bpftool: ...
  # REL kernel/US: scenario LABEL: P pass, F fail, S skip (why), Ns
  # REL kernel/US: Ns in the VM (ACCEL)
and its whole-row lines "SKIP: REL kernel: why" / "FAIL: REL kernel/US: why"."""
import re
import sys

RELS = ["bullseye", "bookworm", "trixie", "sid"]
src = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
cols, kver, tcv, cells, secs, whole = [], {}, {}, {}, {}, {}
labels = []
for line in src:
    line = line.strip()
    m = re.match(r"# (\w+) kernel/(\w+): kernel (\S+)(?: \((?:Debian )?([^)]*)\))?, tc: (.*?), bpftool", line)
    if m:
        col = (m.group(1), m.group(2))
        if col not in cols:
            cols.append(col)
        kver[col] = m.group(4) or m.group(3).replace("-cloud-amd64", "")
        tcv[col] = m.group(5)
        continue
    m = re.match(r"# (\w+) kernel/(\w+): scenario (\w+): (\d+) pass, (\d+) fail, (\d+) skip(?: \((.*)\))?, (\d+)s$", line)
    if m:
        col = (m.group(1), m.group(2))
        if m.group(3) not in labels:
            labels.append(m.group(3))
        cells[col, m.group(3)] = (int(m.group(4)), int(m.group(5)), int(m.group(6)), m.group(7))
        continue
    m = re.match(r"# (\w+) kernel/(\w+): (\d+)s in the VM", line)
    if m:
        secs[m.group(1), m.group(2)] = int(m.group(3))
        continue
    m = re.match(r"(SKIP|FAIL): (\w+) kernel(?:/(\w+))?: (.*)", line)
    if m and m.group(2) in RELS and not re.match(r"\w+: ", m.group(4) if m.group(3) else ""):
        # a whole row (no kernel) or a VM that did not run: no scenario lines
        if m.group(3) is None or not any(c == (m.group(2), m.group(3)) for c in cols):
            col = (m.group(2), m.group(3) or "*")
            whole[col] = "%s: %s" % (m.group(1).lower() if m.group(1) == "SKIP" else "FAIL", m.group(4))
            if col not in cols:
                cols.append(col)

cols.sort(key=lambda c: (RELS.index(c[0]), c[1] != "host"))


notes = []


def short(why):
    """The reasons of a cell, as a footnote number given once per text."""
    if why not in notes:
        notes.append(why)
    return "[%d]" % (notes.index(why) + 1)


def head(c):
    us = "this machine's" if c[1] == "host" else ("all" if c[1] == "*" else c[1] + "'s")
    k = kver.get(c, "")
    tc = tcv.get(c, "").replace("tc utility, ", "").replace("iproute2-", "")
    return "%s %s<br>%s<br>%s" % (c[0], k, us, "tc " + tc if tc else "")


print("| scenario | " + " | ".join(head(c) for c in cols) + " |")
print("|---" * (len(cols) + 1) + "|")
for lab in labels:
    row = []
    for c in cols:
        if c in whole:
            row.append(whole[c])
            continue
        v = cells.get((c, lab))
        if v is None:
            row.append("-")
            continue
        p, f, s, why = v
        if f:
            row.append("FAIL (%d of %d)" % (f, p + f))
        elif s:
            row.append("pass %d, skip %d %s" % (p, s, short(why)))
        else:
            row.append("pass (%d)" % p)
    print("| `%s` | " % lab + " | ".join(row) + " |")
print("| seconds in the VM | " + " | ".join(str(secs.get(c, "-")) for c in cols) + " |")
for i, why in enumerate(notes):
    parts = why.split("; ")
    m = [re.match(r"reference (\S+): the legacy loader cannot attach it: (.*)", p) for p in parts]
    if all(m):
        why = "the legacy loader cannot attach: " + "; ".join(
            "%s (%s)" % (x.group(1), x.group(2).rstrip("!")) for x in m)
    print("\n[%d] %s" % (i + 1, why))
