#!/usr/bin/env python3
# Why a Debian object bpf-lint --load could not load fails, program by
# program, and whether it loads the way its tool loads it on this kernel
# (tests/e2e/lint/lint_kernels.sh runs it inside each VM and on the host).
#   kernel_progs.py PROGLOAD LOAD.json DIR
# For every deb-*.o of LOAD.json (bpf-lint --load --format=json) whose load
# failed: each program loaded alone (progload, maps the tool sizes at run
# time given 1 entry) with its cause, classified from libbpf's messages and
# the verifier log; then one load with the programs its tool would load on
# this kernel. libbpf-tools v0.26.0 (Debian's) picks one program of each
# pair by the kernel: fentry/F or kprobe/F (fexit/F or kretprobe/F) by
# fentry_can_attach(F) (F in the kernel's BTF: vfsstat.c:172, tcprtt.c:246,
# tcpsynbl.c:128, solisten.c:168, tcpconnlat.c:185, klockstat.c:753),
# tp_btf/T or raw_tp/T by probe_tp_btf(T) (biolatency.c:288); the same
# probes are made here (progload -P). Tools size their 0-entry maps before
# loading (capable.c:334, cpudist.c:239, offcputime.c:328,
# wakeuptime.c:239): progload -m. Prints a JSON line {"kernel": release},
# then one per Debian object: {"file", "loaded": true} when bpf-lint loaded
# it, else its programs (name, sec, ok, errno, cause class, why, the log's
# last 40 lines) and "tool" (the programs its tool loads, the probes' answers,
# whether that load succeeded).
import json
import os
import re
import subprocess
import sys

progload, load_json, odir = sys.argv[1:4]


def run(*args):
    p = subprocess.run([progload] + list(args), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    return p.stdout


def records(out):
    recs, cur = [], None
    for line in out.splitlines():
        if line.startswith("LOAD "):
            f = line.split()
            cur = {"name": f[1], "sec": f[2], "ok": f[3] == "ok", "errno": int(f[4]), "log": []}
            recs.append(cur)
        elif line.startswith("LOG ") and cur is not None:
            cur["log"].append(line[4:])
    return recs


def probe(spec):
    m = re.search(r"^PROBE \S+ (\S+)", run("-P", spec), re.M)
    return m.group(1) if m else "?"


def cause(r):
    """the cause of a program's failed load, from libbpf's words"""
    log = "\n".join(r["log"])
    kind, _, target = r["sec"].partition("/")
    m = re.search(r"failed to resolve CO-RE relocation \S+ \[\d+\] (\S+ \S+)", log)
    if m:
        return ("core", "CO-RE relocation of a kernel-internal field this kernel lacks: %s "
                "(a kernel-internal struct layout, not a UAPI feature)" % m.group(1))
    m = re.search(r"failed to find kernel BTF type ID of '(\w+)'", log)
    if m and re.match(r"dummy_\w+$|func$", m.group(1)):
        return ("target", "attach target set by its tool at run time ('%s' as built)" % m.group(1))
    if m:
        return ("nofunc", "attaches to a kernel function this kernel's BTF lacks: %s" % m.group(1))
    if r["errno"] == 1 and kind in ("fentry", "fexit", "fmod_ret") and \
            not any(re.match(r"\d+: ", x) for x in r["log"]):
        return ("eperm", "this kernel refuses %s programs: EPERM before the verifier" % kind)
    m = re.search(r"invalid bpf_context access off=(\d+) size=\d+|dereference of modified ctx ptr R\d+ off=(\d+)", log)
    if m and kind == "tp_btf":
        arg = int(m.group(1) or m.group(2)) // 8
        n = probe("tpargs:" + target)
        if n.isdigit() and arg >= int(n):
            return ("tpargs", "reads argument %d of tracepoint %s, which passes %s argument(s) on this "
                    "kernel (the tracepoint's prototype, kernel-internal; verifier: %s)"
                    % (arg, target, n, m.group(0)))
    m = re.search(r"failed to create: (.*)", log)
    if m:
        return ("map", "a map cannot be created: " + m.group(1))
    # the verifier's last word: the line before its "processed N insns"
    last = [r["log"][i - 1] for i, x in enumerate(r["log"]) if i and x.startswith("processed ")]
    return ("verifier", "the verifier refuses it: " + ((last or r["log"] or ["?"])[-1])[:160])


BTF_KIND = {"fentry": "fentry", "fexit": "fentry", "tp_btf": "tp_btf"}
FALLBACK = {"kprobe": "fentry", "kretprobe": "fentry", "raw_tp": "tp_btf"}


def tool_set(recs):
    """the programs the tool loads on this kernel, and what it chose: of the
    programs on one target F (T), the fentry/fexit ones when F is in the
    kernel's BTF, else the kprobe/kretprobe ones (the tp_btf ones when a
    tp_btf program on T loads, else the raw_tp ones)"""
    groups = {}
    for r in recs:
        kind, _, target = r["sec"].partition("/")
        probe_kind = BTF_KIND.get(kind) or FALLBACK.get(kind)
        if probe_kind:
            groups.setdefault((probe_kind, target), []).append(r)
    keep, chose = [r["name"] for r in recs], []
    for (pk, target), rs in sorted(groups.items()):
        btf = [r["name"] for r in rs if r["sec"].split("/")[0] in BTF_KIND]
        alt = [r["name"] for r in rs if r["sec"].split("/")[0] in FALLBACK]
        if not btf or not alt:
            continue
        yes = probe("%s:%s" % (pk, target)) == "yes"
        drop = alt if yes else btf
        keep = [n for n in keep if n not in drop]
        chose.append("%s:%s %s: %s" % (pk, target, "yes" if yes else "no", ",".join(btf if yes else alt)))
    return keep, chose


print(json.dumps({"kernel": os.uname().release}))
for o in json.load(open(load_json))["objects"]:
    if not o["file"].startswith("deb-") or o["load"] is None:
        continue
    if o["load"]["ok"]:
        # every program loads here: what kernel_compare's check across
        # kernels needs
        print(json.dumps({"file": o["file"], "loaded": True}))
        continue
    path = "%s/%s" % (odir, o["file"])
    recs = records(run("-m", path))
    for r in recs:
        if not r["ok"]:
            r["cause"], r["why"] = cause(r)
    keep, chose = tool_set(recs)
    tool = records(run("-m", "-s", ",".join(keep), path)) if keep else []
    print(json.dumps({"file": o["file"],
                      "progs": [dict({k: r.get(k) for k in ("name", "sec", "ok", "errno", "cause", "why")},
                                     log=r["log"][-40:] if not r["ok"] else [])
                                for r in recs],
                      "tool": {"progs": keep, "chose": chose, "ok": bool(tool) and tool[0]["ok"],
                               "errno": tool[0]["errno"] if tool else None,
                               "log": tool[0]["log"][-6:] if tool else []}}))
    sys.stdout.flush()
