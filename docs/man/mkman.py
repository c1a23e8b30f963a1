#!/usr/bin/env python3
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
"""Build a man page from a command's --help/--version and a hand-written
template, so the options and exit codes cannot drift from the program.

    mkman.py PROGRAM TEMPLATE.in OUT.1 [RULES.md]

The template is roff with placeholders, each on a line of its own:
@TH@ @SYNOPSIS@ @DESCRIPTION@ @OPTIONS@ @EXIT_STATUS@ @BUGS@ (empty when
--help names no bug address) and,
when RULES.md (the output of `bpf-lint --list-rules=markdown`) is given,
@RULES@. Every placeholder must be used exactly once; a --help this script
does not understand is an error, not a silently thinner page.
"""
import os
import re
import subprocess
import sys


def die(msg):
    sys.exit("mkman: " + msg)


def run(prog, arg):
    env = dict(os.environ, ARGP_HELP_FMT="rmargin=4000", LC_ALL="C")
    p = subprocess.run([prog, arg], capture_output=True, text=True, env=env)
    if p.returncode != 0:
        die(f"{prog} {arg} exited {p.returncode}")
    return p.stdout


def esc(text):
    """Plain text to roff: backslashes, hyphens of options, leading dots."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return re.sub(r"^([.'])", r"\\&\1", text)


def code(text):
    """Inline `code` spans (as in argp doc strings) to bold."""
    return re.sub(r"`([^`]+)`", lambda m: "\\fB" + m.group(1) + "\\fR",
                  esc(text))


def parse_help(text):
    lines = text.split("\n")
    m = re.match(r"Usage: (\S+) (.*)$", lines[0])
    if not m:
        die("--help does not start with 'Usage: NAME ...'")
    h = {"name": m.group(1), "usage": m.group(2), "doc": [], "groups": [],
         "post": [], "bugs": None}
    i = 1
    while i < len(lines) and lines[i]:
        h["doc"].append(lines[i])
        i += 1
    group = None
    for line in lines[i:]:
        g = re.match(r"^ (\S.*):$", line)
        o = re.match(r"^  +(-.*?)(?: {2,}(\S.*))?$", line)
        if g:
            group = (g.group(1), [])
            h["groups"].append(group)
        elif o:
            if group is None:
                group = ("Other", [])
                h["groups"].append(group)
            group[1].append((o.group(1), o.group(2) or ""))
        elif not line:
            group = None if group and group[0] != "Other" else group
        elif line.startswith("Mandatory or optional arguments"):
            h["mandatory"] = line
        elif line.startswith("Report bugs to"):
            h["bugs"] = line
        elif re.match(r"^ {20,}\S", line) and group and group[1]:
            # argp puts the doc of an option too long for its column on
            # the next line
            opt, doc = group[1][-1]
            group[1][-1] = (opt, (doc + " " if doc else "") + line.strip())
        elif line.startswith(" "):
            die(f"unparsed --help line: {line!r}")
        else:
            h["post"].append(line)
    if not any(opts for _, opts in h["groups"]):
        die("no options found in --help")
    return h


def roff_option(spec, text):
    """'-f, --format=FMT' -> bold option names, italic arguments."""
    parts = []
    for opt in spec.split(", "):
        m = re.match(r"^(-[^=\[ ]+)(\[?=)?(.*)$", opt)
        name, eq, arg = m.group(1), m.group(2) or "", m.group(3)
        s = "\\fB" + esc(name) + "\\fR"
        if arg:
            s += esc(eq) + "\\fI" + esc(arg.rstrip("]")) + "\\fR"
            s += "]" if eq.startswith("[") else ""
        parts.append(s)
    return ".TP\n" + ", ".join(parts) + "\n" + code(text) + "\n"


def parse_rules(md):
    """The rule table and each rule's hint from --list-rules=markdown."""
    rules = []
    hints = {}
    cur = None
    row = re.compile(r"^\| \[`([^`]+)`\]\([^)]*\) \| (\w+) \| ([^|]+) \| (.*) \|$")
    for line in md.split("\n"):
        m = row.match(line)
        if m:
            rules.append([s.strip() for s in m.groups()])
            continue
        m = re.match(r"^## (\S+)$", line)
        if m:
            cur = m.group(1)
        m = re.match(r"^\*\*Hint:\*\* (.*)$", line)
        if m and cur:
            hints[cur] = m.group(1)
    if not rules:
        die("no rules found in the rule catalogue")
    out = []
    for rid, sev, affects, summary in rules:
        out.append(f".TP\n\\fB{esc(rid)}\\fR ({sev}; {esc(affects)})\n{code(summary)}\n")
        if rid in hints:
            out.append(f".br\nHint: {code(hints[rid])}\n")
    return "".join(out)


def main():
    if len(sys.argv) not in (4, 5):
        die("usage: mkman.py PROGRAM TEMPLATE.in OUT.1 [RULES.md]")
    prog, tmpl, out = sys.argv[1:4]
    h = parse_help(run(prog, "--help"))
    version = run(prog, "--version").split("\n")[0]
    name = h["name"]

    exit_status = [p for p in h["post"] if p.startswith("Exit status:")]
    if len(exit_status) != 1:
        die("--help has no 'Exit status:' paragraph")
    codes = re.findall(r"(\d+) ([^,]+?)(?=, \d+ |$)",
                       exit_status[0][len("Exit status: "):].rstrip("."))
    if not codes:
        die("cannot read the exit codes from --help")

    opts = []
    for title, group in h["groups"]:
        opts.append(f".SS {esc(title)}\n")
        opts += [roff_option(spec, text) for spec, text in group]
    if "mandatory" in h:
        opts.append(".PP\n" + esc(h["mandatory"]) + "\n")

    desc = [".PP\n" + code(p) + "\n" for p in h["doc"]]
    desc += [".PP\n" + code(p) + "\n" for p in h["post"] if p not in exit_status]

    subst = {
        "@TH@": f'.TH {name.upper()} 1 "" "{esc(version)}" "User Commands"\n',
        "@SYNOPSIS@": f".SH SYNOPSIS\n\\fB{esc(name)}\\fR {esc(h['usage'])}\n",
        "@DESCRIPTION@": ".SH DESCRIPTION\n" + "".join(desc),
        "@OPTIONS@": ".SH OPTIONS\n" + "".join(opts),
        "@EXIT_STATUS@": ".SH EXIT STATUS\n" + "".join(
            f".TP\n\\fB{c}\\fR\n{code(t.strip())}\n" for c, t in codes),
        # the address the build was given (BUG_URL); none, no section
        "@BUGS@": ".SH REPORTING BUGS\n" + code(h["bugs"]) + "\n" if h["bugs"] else "",
    }
    if len(sys.argv) == 5:
        with open(sys.argv[4]) as f:
            subst["@RULES@"] = ".SH RULES\n" + parse_rules(f.read())

    with open(tmpl) as f:
        page = []
        used = set()
        for line in f:
            key = line.strip()
            if key.startswith("@") and key.endswith("@"):
                if key not in subst or key in used:
                    die(f"{tmpl}: unknown or repeated placeholder {key}")
                used.add(key)
                page.append(subst[key])
            else:
                page.append(line)
    missing = set(subst) - used
    if missing:
        die(f"{tmpl}: placeholders not used: {' '.join(sorted(missing))}")
    tmp = out + ".tmp"
    with open(tmp, "w") as f:
        f.write("".join(page))
    os.replace(tmp, out)


main()
