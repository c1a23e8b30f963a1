# The objects bpf-lint's kernel minimum is proved on (tests/e2e/lint/
# lint_kernel.sh on the running kernel, lint_kernels.sh on the kernel
# matrix): every variant of tests/fixtures/lint/kernel_features.c, the other
# lint fixtures, the examples' conversions and the Debian corpus. Source
# after common.sh and debian_corpus.sh.
. "$TOP/tests/lib/lint_fixtures.sh"

# kernel_objs DIR: build them all into DIR (kf-*.o, fix-*.o, conv-*.o, deb-*.o)
kernel_objs() {
	_d=$1 _fix=$TOP/tests/fixtures/lint
	mkdir -p "$_d" || return 1
	while read -r _n _cpu; do
		clang -O2 -g -target bpf -mcpu=$_cpu -D$_n -I/usr/include/$MA -I"$_fix" \
			-c "$_fix/kernel_features.c" -o "$_d/kf-$_n.o" || return 1
	done <<'EOF_V'
NONE v2
K_SOCKET v2
K_XDP v2
K_NOPREALLOC v2
K_LRU v2
K_MMAP v2
K_ECN v2
K_STRTOL v2
K_SUBSTRTOL v2
K_FRAGS v2
K_DEVMAP v2
K_JMP32 v3
K_CALL v2
K_GLOBAL v2
K_LOOP v2
K_TAILSUB v2
K_ATOMIC v3
K_PROBED v2
K_TAI v2
K_BLOOM v2
EOF_V
	# what clang 14 cannot emit, patched into a compiled variant: a
	# sign-extending move (cpu v4: K_LOOP's r1 = r6 becomes r1 = (s8)r6)
	# and a load-acquire (K_ATOMIC's fetch-add from the stack becomes
	# r1 = load_acquire((u64 *)(r10 - 8)))
	kernel_patch K_V4 K_LOOP "bf61000000000000" "bf61080000000000" &&
		kernel_patch K_ACQ K_ATOMIC "db1af8ff01000000" "dba1f8ff00010000" || return 1
	lint_fixtures "$_d" fix- kernel_features
	for _f in "$EX_DIR"/g/*.o; do
		"$CONV" -q "$_f" -o "$_d/conv-$(basename "$_f")" 2>/dev/null
	done
	rm -f "$_d"/*.tailcalls.json
	CORPUS=
	debian_corpus "kernel objects: the Debian corpus" && while read -r _f; do
		cp "$_f" "$_d/deb-$(basename "$(dirname "$_f")")-$(basename "$_f")"
	done <"$CORPUS"
	return 0
}

# kernel_patch NAME FROM OLD NEW: kf-NAME.o is kf-FROM.o with the one
# instruction OLD (16 hex digits) of its section tc replaced by NEW, in the
# file's bytes (llvm-objcopy 21's --update-section leaves the section's
# symbol with index 0xffff and no SHT_SYMTAB_SHNDX: a malformed object)
kernel_patch() {
	cp "$_d/kf-$2.o" "$_d/kf-$1.o" &&
		_off=$(python3 "$TOP/tests/lib/elfpatch.py" "$_d/kf-$1.o" get-sec tc offset) &&
		_sz=$(python3 "$TOP/tests/lib/elfpatch.py" "$_d/kf-$1.o" get-sec tc size) &&
		python3 -c 'import sys
f, off, sz = sys.argv[1], int(sys.argv[2], 0), int(sys.argv[3], 0)
b = open(f, "rb").read()
old, new = bytes.fromhex(sys.argv[4]), bytes.fromhex(sys.argv[5])
at = [i for i in range(off, off + sz, 8) if b[i:i + 8] == old]
if len(at) != 1:
    sys.exit("kernel_patch: instruction %s found %d times" % (sys.argv[4], len(at)))
open(f, "wb").write(b[:at[0]] + new + b[at[0] + 8:])' "$_d/kf-$1.o" "$_off" "$_sz" "$3" "$4"
}

# kernel_compare LOAD.json KERNEL TABLE PROGS [OTHER_PROGS...]: predicted loadable on KERNEL
# (it is at least the object's kernel_min, from the same JSON) against
# loaded (its --load); for a Debian object that failed, PROGS
# (tests/lib/kernel_progs.py's lines, from the same kernel) says whether it
# loads as its tool loads it on that kernel (then they agree) and else why
# each program of the tool's set fails. TABLE gets a row per object
# (object, kernel-min, predicted, loaded, loaded as its tool would, agree,
# cause); prints "N objects, ..." with the disagreements counted by cause,
# and fails on a disagreement whose cause is not one of those classified.
# A program the verifier refuses is explained only when it loads on an
# older kernel (OTHER_PROGS, kernel_progs.py's lines of other kernels): then
# no minimum release can say it.
kernel_compare() {
	python3 - "$@" <<'PY'
import json, re, sys
kv = lambda s: tuple(int(x) for x in re.match(r"(\d+)\.(\d+)", s).groups())
K = kv(sys.argv[2])
def read_progs(f):
    d, kern = {}, None
    for line in open(f):
        if line.startswith("{"):
            o = json.loads(line)
            if "kernel" in o:
                kern = o["kernel"]
            else:
                d[o["file"]] = o
    return kern, d
progs = read_progs(sys.argv[4])[1]
others = [read_progs(f) for f in sys.argv[5:]]
def loads_on(file, name):
    """the other kernels of the matrix where program NAME of FILE loads"""
    ks = []
    for kern, d in others:
        o = d.get(file)
        if kern and o and (o.get("loaded") or any(r["name"] == name and r["ok"] for r in o["progs"])):
            ks.append(kern)
    return sorted(ks, key=kv)
# per-program causes kernel_progs.py classifies, each verified on the
# kernels of the matrix by loading the programs there: none is a UAPI
# feature a release table could hold
CLASS = {"core": "CO-RE: kernel-internal struct layout",
         "verifier-release": "verifier of this release (loads on an older one)",
         "tpargs": "tracepoint prototype (kernel-internal)",
         "nofunc": "kernel function missing",
         "target": "attach target set by the tool",
         "eperm": "fentry/fexit refused (EPERM)"}
wrong_everywhere = {"fix-verifier_fail.o"}
rows, bad, n, agree_n, tool_n, by = [], [], 0, 0, 0, {}
for o in json.load(open(sys.argv[1]))["objects"]:
    v, load = o["verdicts"], o["load"]
    if load is None or not v["kernel_min"]:
        continue        # libbpf 1.x cannot open it: no load to compare
    n += 1
    pred = kv(v["kernel_min"]) <= K
    agree = pred == load["ok"]
    why, tool = "", "-"
    if agree:
        agree_n += 1
    else:
        msgs = [f["message"] for f in o["findings"] if f["rule"] in ("kernel-load-failed", "libbpf-open-failed")]
        msg = msgs[0] if msgs else ""
        # another rule of bpf-lint says the load fails on every kernel
        other = sorted({f["rule"] for f in o["findings"] if (f["severity"] == "error" and
                        f["rule"] not in ("kernel-load-failed", "libbpf-open-failed")) or
                        f["rule"] == "map-in-map-no-inner"})
        p = progs.get(o["file"])
        if o["file"] in wrong_everywhere:
            why, cls = "wrong on every kernel: " + msg[:100], "wrong on every kernel"
        elif other:
            why, cls = "wrong on every kernel, as %s says" % ", ".join(other), "wrong on every kernel"
        elif o["file"].startswith("deb-") and p:
            t = p["tool"]
            tool = "yes" if t["ok"] else "no"
            if t["ok"] and pred:
                agree = True
                tool_n += 1
                how = (["maps sized as the tool sizes them"] if re.search(r"failed to create|bpf_create_map_xattr", msg)
                       else [])
                how += [c for c in t["chose"]]
                kpath = [c for c in t["chose"] if re.match(r"fentry:(dummy_\w+|func) no", c)]
                why = ("loads on its tool's kprobe path (fentry targets set by the tool at run time)"
                       if kpath else "loads as its tool loads it") + ": " + "; ".join(how)
                cls = None
            else:
                failed = [r for r in p["progs"] if r["name"] in t["progs"] and not r["ok"]]
                cs = {}
                for r in failed:
                    c, w = r["cause"], r["why"]
                    on = loads_on(o["file"], r["name"]) if c == "verifier" else []
                    if any(kv(k) < K for k in on):
                        c, w = "verifier-release", "%s; it loads on %s" % (w, ", ".join(on))
                    cs.setdefault((c, w), []).append(r["name"])
                why = "; ".join("%s [%s]" % (w, ",".join(names)) for (c, w), names in sorted(cs.items()))
                classes = sorted({c for c, w in cs})
                if not cs or any(c not in CLASS for c in classes):
                    bad.append("%s (min %s; as its tool: %s)" % (o["file"], v["kernel_min"],
                                                                 why or " / ".join(t["log"])[-200:]))
                cls = " + ".join(CLASS.get(c, c) for c in classes)
        else:
            cls = None
        if cls:
            by[cls] = by.get(cls, 0) + 1
        if not why:
            bad.append("%s (min %s, load %s: %s)" % (o["file"], v["kernel_min"], load["ok"], msg[:200]))
    rows.append("| %s | %s | %s | %s | %s | %s | %s |" % (o["file"], v["kernel_min"], "yes" if pred else "no",
                                                         "yes" if load["ok"] else "no", tool,
                                                         "yes" if agree else "no", why.replace("|", "/")))
open(sys.argv[3], "w").write("\n".join(rows) + "\n")
assert n >= 30 and not bad, "%d objects; disagree unexplained: %s" % (n, "; ".join(bad))
print("%d objects, %d agree as loaded, %d agree as their tool loads them, %d disagree (%s)" %
      (n, agree_n, tool_n, n - agree_n - tool_n,
       ", ".join("%s: %d" % kv_ for kv_ in sorted(by.items())) or "none"))
PY
}
