#!/usr/bin/env python3
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
"""make bench: bpf-legacy2btf against `bpftool gen object` and cp, and
bpf-lint against a bare bpf_object__open_mem loop, on generated legacy tc
objects of about 20 KB, 300 KB, 5 MB and 50+ MB (tests/bench/gen_legacy.py,
compiled once with clang -O2 -g and cached under $BUILD/bench), and over a
1,000-object tree with -j. Whole-process wall time (median) and peak RSS
(ru_maxrss of the child). Not a test: prints tables.

The converter against bpftool (versus(); `bench.py --versus` alone): per
object, output on the disk (below $BUILD) and on a tmpfs (BENCH_TMPFS,
default /dev/shm), VS_RUNS rounds (default 9, half for the 58 MB object)
in which the converter, bpftool, the converter with --fsync and cp run
one after another (the first two swapping places each time; five times
a round below 1 MB), each after
a sync and timed by tests/bench/timeit.c (no fork of this Python in the
time); wall and CPU medians, the ratio of the medians, the median of
each run's ratio to the bpftool run next to it, and the CPU ratio (on a
shared machine the steadier figure: waiting for a CPU is not in it); and
the CPU ceiling of the same run: a CPU loop
(tests/bench/spin.c) alone and N at once, every round.

The -j table: both tools over a tree of JOBS_TREE (default 2,000) objects
with -j 1, -j 2 and all online CPUs, the converter with --fsync and without
(its default for new outputs):
objects/s and the speedup over -j 1, with the load average, since other
work on the machine skews it; beside each -j N the speedup of the same work
split by hand (N processes at -j 1, each on 1/N of the tree, at once): what
N cores give this very work with no coordination at all, a truer ceiling
than N copies of a CPU loop where cores share caches or a physical core.
That loop also runs before and after every round: a round whose ceiling
fell below 80 % of N is left out of the medians (on a VM whose host runs
other guests, a round can lose a CPU), unless fewer than 3 would be left.
Then, from runs with tests/bench/rusage.c preloaded: the parent's CPU
against its workers', and the run's serial parts (start to first fork,
last reaped worker to exit) with the speedup they leave to N cores and to
16 (Amdahl), the figure to check on a bigger machine.

`bench.py --object NAME` only builds that object and prints its path;
`bench.py --jobs` only prints the -j tables: over the examples (about 11 KB
an object, where the parent's share per object is largest), and over the
examples with every 7th object the generated 300K one (about 50 KB an
object, near the 57 KB an object of the real tree whose -j runs the
parent's CPU was found to bound).
Environment: BUILD (default build), RUNS (default 5), SIZES (default all:
comma-separated names from the table below), JOBS_TREE, JOBS_RUNS
(default 7), CPU_RUNS (default 9: the runs, or bpf-lint's pairs of runs,
behind each parent CPU and serial-part median).

Every converter run of the -j table writes into a directory of its own,
and none is deleted before the bench ends: on ext4 without a journal (this
project's VMs) a file made soon after many were deleted costs a scan past
every recently deleted inode of its group (recently_deleted() in ext4's
inode allocator, for up to 5 minutes), which made deleting one run's
outputs cost the next run more than the conversion did.
"""
import os
import platform
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.join(TOP, os.environ.get("BUILD", "build"))
CONV = os.path.join(BUILD, "bpf-legacy2btf")
LINT = os.path.join(BUILD, "bpf-lint")
RUNS = int(os.environ.get("RUNS", "5"))
# rounds of the converter-against-bpftool table (half for the 58 MB object)
VS_RUNS = int(os.environ.get("VS_RUNS", "9"))
# runs (bpf-lint: pairs, the tree once and twice) behind the -j table's CPU
# and serial-part medians
CPU_RUNS = int(os.environ.get("CPU_RUNS", "9"))
# name, maps, programs, map uses per program
SIZES = [("20K", 4, 5, 3), ("300K", 32, 32, 22), ("5M", 210, 210, 60),
         ("58M", 1000, 1000, 150)]


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def build_object(name, maps, progs, uses, cache):
    """The generated object, compiled once per generator version."""
    gen = os.path.join(TOP, "tests/bench/gen_legacy.py")
    stamp = "%s-%d-%d-%d-%d" % (name, maps, progs, uses, int(os.path.getmtime(gen)))
    obj = os.path.join(cache, stamp + ".o")
    if os.path.exists(obj):
        return obj
    src = os.path.join(cache, stamp + ".c")
    with open(src, "w") as f:
        sh([sys.executable, gen, str(maps), str(progs), str(uses)], stdout=f)
    arch = subprocess.run(["gcc", "-print-multiarch"], capture_output=True,
                          text=True).stdout.strip()
    print("bench: compiling %s (%d maps, %d programs, %d uses each)%s" %
          (name, maps, progs, uses, ": a few minutes" if maps >= 1000 else ""),
          file=sys.stderr, flush=True)
    sh(["clang", "-O2", "-g", "-target", "bpf", "-Wall",
        "-I" + os.path.join(TOP, "examples/include"),
        "-I/usr/include/" + arch, "-c", src, "-o", obj + ".tmp"])
    os.rename(obj + ".tmp", obj)
    os.unlink(src)
    return obj


def run(cmd, ok=(0,)):
    """Wall seconds, peak RSS (bytes) and CPU seconds of one command, from
    GNU time (a small parent: Linux keeps ru_maxrss across exec, so a
    child forked from this Python would report Python's RSS)."""
    fd, rep = tempfile.mkstemp()
    os.close(fd)
    t0 = time.perf_counter()
    p = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", "-o", rep] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    t = time.perf_counter() - t0
    with open(rep) as f:
        last = f.read().strip().split("\n")[-1].split()
    os.unlink(rep)
    if p.returncode not in ok:
        sys.exit("bench: %s exited %d: %s" % (cmd[0], p.returncode, p.stderr.decode()[-300:]))
    return t, int(last[0]) * 1024, float(last[1]) + float(last[2])


def measure(cmd, runs=RUNS, ok=(0,)):
    """Median wall, largest peak RSS, median CPU time."""
    res = [run(cmd, ok) for _ in range(runs)]
    return (statistics.median(r[0] for r in res), max(r[1] for r in res),
            statistics.median(r[2] for r in res))


def tool(tmp, name, libs=()):
    """tests/bench/NAME.c built into @tmp."""
    out = os.path.join(tmp, name)
    if not os.path.exists(out):
        sh(["cc", "-O1", "-o", out, os.path.join(TOP, "tests/bench", name + ".c")] + list(libs))
    return out


def spawn_time(timeit, cmd):
    """[wall s, peak RSS bytes, CPU s] of one run of @cmd, by timeit.c."""
    p = subprocess.run([timeit] + cmd, capture_output=True, text=True)
    f = p.stdout.split()
    if p.returncode or len(f) != 5 or int(f[4]):
        sys.exit("bench: %s failed: %s %s" % (cmd[0], p.stdout.strip(), p.stderr.strip()[-300:]))
    return float(f[0]) / 1e9, int(f[1]) * 1024, (int(f[2]) + int(f[3])) / 1e6


def places(tmp):
    """Where the outputs go, whether each run replaces the last one's (a
    rebuild) or writes new names (a clean build), and whether the input
    alternates between the object and its twin (so that every rebuild's
    output differs from the last: a rebuild with the same output leaves
    the converter's files in place): the disk (below $BUILD) those three
    ways and, where there is one, a tmpfs (BENCH_TMPFS, default /dev/shm)."""
    out = [("disk, rebuild", tmp, False, False), ("disk, rebuild changed", tmp, False, True),
           ("disk, new names", tmp, True, False)]
    shm = os.environ.get("BENCH_TMPFS", "/dev/shm")
    fs = subprocess.run(["stat", "-f", "-c", "%T", shm], capture_output=True, text=True).stdout.strip()
    if fs == "tmpfs" and os.access(shm, os.W_OK):
        out.append(("tmpfs", tempfile.mkdtemp(prefix="bl-bench.", dir=shm), False, False))
    return out


def twin(obj):
    """@obj with one legacy map one element larger (map m1's max_elem, in
    section `maps`): the same size and work, another output."""
    out = obj[:-2] + "-twin.o"
    if os.path.exists(out):
        return out
    b = bytearray(open(obj, "rb").read())
    shoff, = struct.unpack_from("<Q", b, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", b, 0x3a)
    sec = lambda i: struct.unpack_from("<IIQQQQ", b, shoff + i * shentsize)
    stroff = sec(shstrndx)[4]
    for i in range(shnum):
        name, _, _, _, off, size = sec(i)
        if b[stroff + name:stroff + name + 5] == b"maps\0":
            at = off + 36 + 12	# struct bpf_elf_map is 36 bytes; max_elem at 12
            struct.pack_into("<I", b, at, struct.unpack_from("<I", b, at)[0] + 1)
            with open(out + ".tmp", "wb") as f:
                f.write(b)
            os.rename(out + ".tmp", out)
            return out
    sys.exit("bench: %s has no section 'maps'" % obj)


def versus(tmp, objs):
    """bpf-legacy2btf against `bpftool gen object` (and cp, and the
    converter with --fsync) on each object, output on the disk and on a
    tmpfs: the commands interleaved round by round, the first of a round
    alternating, every run after a sync (untimed) so that no run pays for
    the write-back of the one before; each round also times a fixed CPU
    loop alone and N copies of it at once: the CPU this bench got (the
    loop's median against its best) and what N cores gave, while it ran."""
    timeit, spin = tool(tmp, "timeit"), tool(tmp, "spin")
    ncpu = os.cpu_count()
    rows, spins, spinn = [], [], []
    pl = places(tmp)
    try:
        for name, obj0 in objs:
            size = os.path.getsize(obj0)
            rounds = VS_RUNS if size < 20e6 else max(3, VS_RUNS // 2)
            reps = 5 if size < 1e6 else 1
            obj1 = twin(obj0)
            for where, d, new, changed in pl:
                res = {}
                for r in range(rounds):
                    t0 = time.perf_counter()
                    sh([spin])
                    spins.append(time.perf_counter() - t0)
                    t0 = time.perf_counter()
                    ps = [subprocess.Popen([spin]) for _ in range(ncpu)]
                    [p.wait() for p in ps]
                    spinn.append(ncpu * spins[-1] / (time.perf_counter() - t0))
                    # a small object's runs are short: several a round, so
                    # that the medians rest on as many runs as a CPU
                    # ceiling is measured around
                    for rep in range(reps):
                        run_id = "-%d" % (r * reps + rep) if new else ""
                        obj = obj1 if changed and (r * reps + rep) % 2 else obj0
                        out = lambda t: os.path.join(d, "%s-%s%s.o" % (name, t, run_id))
                        cmds = [("conv", [CONV, "-q", obj, "-o", out("conv")]),
                                ("bpftool", ["bpftool", "gen", "object", out("bt"), obj]),
                                ("conv --fsync", [CONV, "-q", "--fsync", obj, "-o", out("convf")]),
                                ("cp", ["cp", obj, out("cp")])]
                        order = cmds if (r + rep) % 2 == 0 else cmds[1::-1] + cmds[2:]
                        for k, cmd in order:
                            os.sync()
                            res.setdefault(k, []).append(spawn_time(timeit, cmd))
                med = lambda k, i: statistics.median(x[i] for x in res[k])
                # each conv run against the bpftool run next to it
                ratio = statistics.median(c[0] / b[0] for c, b in zip(res["conv"], res["bpftool"]))
                rows.append([name, where, "%d" % len(res["conv"]), ms(med("conv", 0)),
                             ms(med("bpftool", 0)),
                             "%.2fx" % (med("conv", 0) / med("bpftool", 0)), "%.2fx" % ratio,
                             ms(med("conv", 2)), ms(med("bpftool", 2)),
                             "%.2fx" % (med("conv", 2) / med("bpftool", 2)),
                             ms(med("conv --fsync", 0)), ms(med("cp", 0)),
                             mb(max(x[1] for x in res["conv"])), mb(max(x[1] for x in res["bpftool"]))])
    finally:
        for where, d, new, changed in pl[3:]:
            shutil.rmtree(d, ignore_errors=True)
    print("bpf-legacy2btf (conv) against bpftool gen object, whole process, interleaved rounds, medians; "
          "each run after a sync, its output replacing the last run's (a rebuild: the same output, which "
          "the converter leaves in place, or, changed, the input alternating with its twin so every "
          "output differs) or, with new names, a new file (a clean build); the converter writes the "
          "object and its manifest (the objects have tail calls), bpftool one file:")
    table(["object", "output on", "runs", "conv ms", "bpftool ms", "conv/bpftool",
           "median of run ratios", "conv CPU ms", "bpftool CPU ms", "CPU conv/bpftool",
           "conv --fsync ms", "cp ms", "conv RSS MB", "bpftool RSS MB"], rows)
    best = min(spins)
    print("CPU ceiling in the same run: a fixed CPU loop took %.1f ms at best, %.1f ms median "
          "(the bench got %.0f %% of a CPU); %d copies at once gave %.2fx one (median of %d rounds)\n" %
          (1e3 * best, 1e3 * statistics.median(spins), 100 * best / statistics.median(spins),
           ncpu, statistics.median(spinn), len(spinn)))


def ms(s):
    return "%.1f" % (s * 1e3) if s < 10 else "%.0f" % (s * 1e3)


def mb(b):
    return "%.1f" % (b / 1e6)


def table(head, rows):
    w = [max(len(str(r[i])) for r in [head] + rows) for i in range(len(head))]
    line = lambda r: "| " + " | ".join(str(c).rjust(w[i]) for i, c in enumerate(r)) + " |"
    print(line(head))
    print("|" + "|".join("-" * (x + 2) for x in w) + "|")
    for r in rows:
        print(line(r))
    print()


def machine():
    cpu = "?"
    try:
        for l in open("/proc/cpuinfo"):
            if l.startswith("model name"):
                cpu = l.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    fs = subprocess.run(["df", "-T", BUILD], capture_output=True, text=True).stdout.split("\n")[1].split()
    return "%s, %d online CPUs, kernel %s, %s on %s" % (
        cpu, os.cpu_count(), platform.release(), fs[1] if len(fs) > 1 else "?", fs[0] if fs else "?")


def make_tree(tree, objs, n=1000):
    """@n objects with distinct names in 10 directories, cycling through @objs."""
    if os.path.isdir(tree):
        shutil.rmtree(tree)
    paths = []
    for i in range(n):
        d = os.path.join(tree, "d%02d" % (i % 10))
        os.makedirs(d, exist_ok=True)
        p = os.path.join(d, "obj%04d.o" % i)
        shutil.copyfile(objs[i % len(objs)], p)
        paths.append(p)
    return paths


def timed(cmd, env=None, ok=(0,), before=None):
    """Wall seconds of one run; @before() runs first, untimed."""
    if before:
        before()
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    t = time.perf_counter() - t0
    if p.returncode not in ok:
        sys.exit("bench: %s exited %d: %s" % (cmd[0], p.returncode, p.stderr.decode()[-300:]))
    return t


def timed_split(cmd, paths, j, env, ok, before=None):
    """Wall seconds of @j copies of @cmd at -j 1, each on 1/@j of @paths, at once."""
    if before:
        before()
    parts = [paths[k::j] for k in range(j)]
    t0 = time.perf_counter()
    ps = [subprocess.Popen(cmd + ["-j", "1"] + part, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, env=env) for part in parts]
    rcs = [p.wait() for p in ps]
    t = time.perf_counter() - t0
    if any(rc not in ok for rc in rcs):
        sys.exit("bench: %s exited %s" % (cmd[0], rcs))
    return t


def parent_cpu(cmd, env, ok, before, rshim, rfile):
    """[parent CPU, children CPU, before the first worker, after the last]
    seconds of one run of @cmd (tests/bench/rusage.c)."""
    penv = dict(env or os.environ, BL_RUSAGE_OUT=rfile)
    penv["LD_PRELOAD"] = " ".join(x for x in (penv.get("LD_PRELOAD"), rshim) if x)
    if os.path.exists(rfile):
        os.unlink(rfile)
    timed(cmd, penv, ok, before)
    return [float(x) for x in open(rfile).read().split()[:4]]


def jobs_table(tmp, objs):
    """Objects/s of both tools by -j over a tree, with and without fsync."""
    n = int(os.environ.get("JOBS_TREE", "2000"))
    runs = int(os.environ.get("JOBS_RUNS", "7"))
    # a tree of its own too: deleting one tree's files slows the next (above)
    paths = make_tree(os.path.join(tempfile.mkdtemp(prefix="jtree.", dir=tmp), "t"), objs, n)
    rshim = os.path.join(tmp, "rusage.so")
    sh(["cc", "-O2", "-shared", "-fPIC", "-o", rshim, os.path.join(TOP, "tests/bench/rusage.c"), "-ldl"])
    rfile = os.path.join(tmp, "rusage.txt")
    spin = os.path.join(tmp, "spin")
    sh(["cc", "-O1", "-o", spin, os.path.join(TOP, "tests/bench/spin.c")])
    js = sorted({1, 2, os.cpu_count()})
    # a new output directory a run, none deleted until the bench ends (above)
    fresh = lambda: tempfile.mkdtemp(prefix="jout.", dir=tmp)
    load0 = os.getloadavg()
    rows, prows, srows = [], [], []
    # before each conversion, untimed: the earlier runs' dirty pages written
    # back, or the kernel's flusher takes a CPU from the next run (from a
    # -j 2 run's workers, where a -j 1 run leaves one idle)
    cmds = (("bpf-lint", lambda: [LINT], None, (0, 1), None),
            ("bpf-legacy2btf --output-dir --fsync",
             lambda: [CONV, "-q", "--fsync", "--output-dir", fresh()], None, (0,), os.sync),
            ("bpf-legacy2btf --output-dir (no fsync)",
             lambda: [CONV, "-q", "--output-dir", fresh()], None, (0,), os.sync))
    # runs interleaved (every command and -j once, then again): a VM's speed
    # drifts over seconds, and must not favour one -j over another
    times = {}

    def spin_round():
        for j in js:
            times.setdefault(("spin", j), []).append(
                timed(["sh", "-c", " & ".join([spin] * j) + "; wait"]))
    for _ in range(runs):
        # the machine's ceiling before and after each round: a round in
        # which the host took a CPU away is dropped (below)
        spin_round()
        for label, cmd, env, ok, before in cmds:
            for j in js:
                times.setdefault((label, j), []).append(
                    timed(cmd() + ["-j", str(j)] + paths, env, ok, before))
            # the same work split by hand: j processes at -j 1, no parent
            for j in js[1:]:
                times.setdefault((label, "split", j), []).append(
                    timed_split(cmd(), paths, j, env, ok, before))
        spin_round()
    # a round's ceiling: the lower of its two, each N copies against one
    # measured next to them, as a share of N; rounds below 80 % are
    # dropped, unless fewer than 3 would be left
    ceil = [min(j * times[("spin", 1)][2 * r + k] / times[("spin", j)][2 * r + k] / j
                for j in js[1:] for k in (0, 1)) for r in range(runs)]
    kept = [r for r in range(runs) if ceil[r] >= 0.8]
    if len(kept) < 3:
        kept = list(range(runs))
    med = lambda key: statistics.median(times[key][r] for r in kept)
    for label, cmd, env, ok, before in cmds:
        row, base, prow = [label], None, [label]
        for j in js:
            t = med((label, j))
            base = base or t
            row += ["%.0f" % (n / t), "%.2fx" % (base / t)]
            if j > 1:
                split = med((label, "split", j))
                row += ["%.2fx" % (base / split)]
                # more runs: the parent's CPU against its children's, and
                # the run's serial parts; medians of CPU_RUNS (a marginal
                # of 5 pairs swung by a third from one bench to the next)
                cpu = lambda args: parent_cpu(cmd() + ["-j", str(j)] + args, env, ok,
                                              before, rshim, rfile)
                if label == "bpf-lint":
                    # per object, start-up left out: what the tree given
                    # twice adds (its objects linted again)
                    pairs = [(cpu(paths), cpu(paths + paths)) for _ in range(CPU_RUNS)]
                    once = [a for a, _ in pairs]
                else:
                    pairs, once = None, [cpu(paths) for _ in range(CPU_RUNS)]
                me, kids, pre, post = (statistics.median(x[k] for x in once) for k in range(4))
                prow += ["%.1f %%" % (100 * me / kids if kids else 0),
                         "%.1f / %.1f" % (1e6 * me / n, 1e6 * kids / n)]
                if pairs:
                    pm = statistics.median((b[0] - a[0]) / n for a, b in pairs)
                    km = statistics.median((b[1] - a[1]) / n for a, b in pairs)
                    prow += ["%.1f %% (%.1f / %.1f)" % (100 * pm / km if km else 0, 1e6 * pm, 1e6 * km)]
                else:
                    prow += ["-"]
                # Amdahl: the serial share of the -j 1 run's time, and what
                # it leaves to N cores (the parent's own work during the
                # run is the other bound: the column above)
                f = (pre + post) / base
                srow = [label, "%d" % j, "%.2f" % (1e3 * pre), "%.2f" % (1e3 * post),
                        "%.1f %%" % (100 * f)]
                srow += ["%.1fx" % (1 / (f + (1 - f) / c)) for c in (j, 16)]
                srows.append(srow)
        rows.append(row)
        prows.append(prow)
    # N copies of fixed work in the time of one: N x; what N cores give here
    row = ["ceiling: N copies of a CPU loop"]
    both = [2 * r + k for r in kept for k in (0, 1)]
    for j in js:
        ratio = statistics.median(j * times[("spin", 1)][i] / times[("spin", j)][i] for i in both)
        row += ["-", "%.2fx" % ratio]
        if j > 1:
            row += ["-"]
    rows.append(row)
    print("rounds kept: %d of %d (ceilings %s of N; a round whose CPU-loop ceiling, before or after it, fell below 80 %% of N lost a CPU to the host%s)" %
          (len(kept), runs, " ".join("%.0f %%" % (100 * c) for c in ceil),
           "; too few were left, so all are kept" if len(kept) == runs and min(ceil) < 0.8 else ""))
    print("-j over a %d-object tree (%.1f MB, %d distinct), median of %d; load average %.2f before, %.2f after:" %
          (n, sum(os.path.getsize(p) for p in paths) / 1e6, len(set(objs)), len(kept), load0[0], os.getloadavg()[0]))
    head = ["command"]
    for j in js:
        head += ["-j %d obj/s" % j, "speedup"]
        if j > 1:
            head += ["%d x -j 1 on 1/%d each" % (j, j)]
    table(head, rows)
    print("The parent's CPU (user+system, getrusage at its exit) against its children's "
          "(the workers, and bpf-lint's opener), and both in microseconds per object; "
          "marginal: what the same tree given twice adds, per added object (start-up left out); "
          "medians of %d:" % CPU_RUNS)
    head = ["command"]
    for j in js[1:]:
        head += ["-j %d parent/children" % j, "us/obj parent / children",
                 "marginal: parent/children (us/obj)"]
    table(head, prows)
    print("The serial parts of a -j N run (rusage.c: from the parent's start to its first "
          "fork, and from its last reaped worker to its exit; medians of %d), their share of "
          "the -j 1 run's time, and the most N cores can then give (Amdahl, from these parts "
          "alone: the parent's work per object during the run, above, is the other limit):" % CPU_RUNS)
    table(["command", "-j", "before the first worker (ms)", "after the last (ms)",
           "share of -j 1 time", "bound at -j", "bound at 16 cores"], srows)


def examples():
    ex = os.environ.get("EX_DIR", os.path.join(BUILD, "examples"))
    if not os.path.isabs(ex):
        ex = os.path.join(TOP, ex)
    return [os.path.join(ex, d, f) for d in ("g", "nog") if os.path.isdir(os.path.join(ex, d))
            for f in sorted(os.listdir(os.path.join(ex, d))) if f.endswith(".o")]


def mixed(cache):
    """The examples, every 7th object the generated 300K one."""
    big = build_object(*[s for s in SIZES if s[0] == "300K"][0], cache)
    ex = examples()
    return [big if i % 7 == 6 else ex[i % len(ex)] for i in range(7 * len(ex))]


def main():
    if sys.argv[1:2] == ["--jobs"]:
        cache = os.path.join(BUILD, "bench")
        os.makedirs(cache, exist_ok=True)
        tmp = tempfile.mkdtemp(prefix="bl-bench.", dir=cache)
        try:
            print("machine: " + machine())
            print("\nThe examples:")
            jobs_table(tmp, examples())
            print("\nThe examples, every 7th object the generated 300K one:")
            jobs_table(tmp, mixed(cache))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return
    if sys.argv[1:2] == ["--versus"]:	# only the converter against bpftool
        cache = os.path.join(BUILD, "bench")
        os.makedirs(cache, exist_ok=True)
        tmp = tempfile.mkdtemp(prefix="bl-bench.", dir=cache)
        want = os.environ.get("SIZES")
        try:
            print("machine: " + machine())
            versus(tmp, [(s[0], build_object(*s, cache)) for s in SIZES
                         if not want or s[0] in want.split(",")])
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return
    if sys.argv[1:2] == ["--object"]:	# for tests: build one size, print its path
        size = [s for s in SIZES if s[0] == sys.argv[2]][0]
        cache = os.path.join(BUILD, "bench")
        os.makedirs(cache, exist_ok=True)
        print(build_object(*size, cache))
        return
    for tool in (CONV, LINT):
        if not os.access(tool, os.X_OK):
            sys.exit("bench: build %s first" % tool)
    cache = os.path.join(BUILD, "bench")
    os.makedirs(cache, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="bl-bench.", dir=cache)
    opener = os.path.join(tmp, "open")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libbpf"],
                           capture_output=True, text=True).stdout.split()
    sh(["cc", "-O2", "-o", opener, os.path.join(TOP, "tests/bench/lint_bench_open.c")] + flags)
    want = os.environ.get("SIZES")
    sizes = [s for s in SIZES if not want or s[0] in want.split(",")]
    print("machine: " + machine())
    print("runs: median of %d, peak RSS is the largest of the runs\n" % RUNS)
    lint_rows, small = [], []
    try:
        objs = [(name, build_object(name, maps, progs, uses, cache))
                for name, maps, progs, uses in sizes]
        versus(tmp, objs)
        for name, obj in objs:
            size = os.path.getsize(obj)
            out = os.path.join(tmp, "out.o")
            sh([CONV, "-q", obj, "-o", out], stderr=subprocess.DEVNULL)
            # bpf-lint on the converted object, R times in one process, against
            # R bare opens in one process
            runs = RUNS if size < 20e6 else max(3, RUNS // 2)
            r = max(3, int(30e6 // size))
            l = measure([LINT, "-j", "1"] + [out] * r, runs, (0, 1))[0]
            o = measure([opener, str(r), out], runs)[0]
            lint_rows.append([name, "%d" % r, ms(l / r), ms(o / r), "%.2fx" % (l / o)])
            small.append(obj)
            if size < 1e6:
                small.append(out)
        print("bpf-lint -j 1 vs bare bpf_object__open_mem (converted object, R per process):")
        table(["object", "R", "lint ms/obj", "open ms/obj", "lint/open"], lint_rows)
        # the 1,000-object tree: the small generated objects, converted and
        # legacy, plus the examples
        ex = [os.path.join(TOP, "build/examples", d, f)
              for d in ("g", "nog") if os.path.isdir(os.path.join(TOP, "build/examples", d))
              for f in sorted(os.listdir(os.path.join(TOP, "build/examples", d)))]
        objs = [o for o in small if os.path.getsize(o) < 1e6] + ex
        paths = make_tree(os.path.join(tmp, "tree"), objs)
        nb = sum(os.path.getsize(p) for p in paths)
        jn = os.cpu_count()
        rows = []
        o = measure([opener, "1"] + paths, 3)[0]
        rows.append(["bare open (1 process)", ms(o), "%.0f" % (len(paths) / o), "1.00x"])
        for j in (1, jn):
            l = measure([LINT, "-j", str(j)] + paths, 3, (0, 1))[0]
            rows.append(["bpf-lint -j %d" % j, ms(l), "%.0f" % (len(paths) / l), "%.2fx" % (l / o)])
        legacy = [p for p in paths]
        for j in (1, jn):
            od = os.path.join(tmp, "conv%d" % j)
            os.makedirs(od, exist_ok=True)
            c = measure([CONV, "-q", "-j", str(j), "--output-dir", od] + legacy, 3)[0]
            rows.append(["bpf-legacy2btf -j %d --output-dir" % j, ms(c),
                         "%.0f" % (len(legacy) / c), ""])
        print("1,000-object tree (%d objects, %.1f MB, %d distinct):" %
              (len(paths), nb / 1e6, len(objs)))
        table(["command", "ms", "objects/s", "vs bare open"], rows)
        jobs_table(tmp, objs)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
