# The objects bpf-lint's kernel minimum is proved on (tests/e2e/lint/
# lint_kernel.sh on the running kernel, lint_kernels.sh on the kernel
# matrix): every variant of tests/fixtures/lint/kernel_features.c, the other
# lint fixtures, the examples' conversions and the Debian corpus. Source
# after common.sh and debian_corpus.sh.

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
	for _c in "$_fix"/*.c; do
		_b=$(basename "$_c" .c)
		[ "$_b" = kernel_features ] && continue
		clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" -I"$_fix" \
			-c "$_c" -o "$_d/fix-$_b.o" 2>/dev/null
	done
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

# kernel_compare LOAD.json KERNEL TABLE: predicted loadable on KERNEL (it is
# at least the object's kernel_min, from the same JSON) against loaded
# (its --load); TABLE gets a row per object; prints "N objects, A agree, D
# disagree for a cause listed" and fails on a disagreement with no cause.
kernel_compare() {
	python3 - "$@" <<'PY'
import json, re, sys
kv = lambda s: tuple(int(x) for x in re.match(r"(\d+)\.(\d+)", s).groups())
K = kv(sys.argv[2])
# A load that fails for a cause no static rule can see, by libbpf's word;
# Debian's tracing tools only: their own loader sets these up at run time.
causes = [
    (r"failed to find kernel BTF type ID of '(dummy_\w+|func)'", "attach target set by its tool at run time"),
    (r"failed to find kernel BTF type ID", "attaches to a kernel function this kernel does not have"),
    (r"map '[^']*': failed to create: Invalid argument|bpf_create_map_xattr\(\w+\):Invalid argument",
     "map sized by its tool at run time (max_entries 0 as built)"),
    (r"Operation not permitted", "the kernel refuses the tracing attach (EPERM)"),
    (r"verifier log tail", "the verifier refuses it"),
]
wrong_everywhere = {"fix-verifier_fail.o"}
rows, bad, n, agree_n = [], [], 0, 0
for o in json.load(open(sys.argv[1]))["objects"]:
    v, load = o["verdicts"], o["load"]
    if load is None or not v["kernel_min"]:
        continue        # libbpf 1.x cannot open it: no load to compare
    n += 1
    pred = kv(v["kernel_min"]) <= K
    agree = pred == load["ok"]
    why = ""
    if agree:
        agree_n += 1
    else:
        msgs = [f["message"] for f in o["findings"] if f["rule"] in ("kernel-load-failed", "libbpf-open-failed")]
        msg = msgs[0] if msgs else ""
        # another rule of bpf-lint says the load fails on every kernel
        other = sorted({f["rule"] for f in o["findings"] if (f["severity"] == "error" and
                        f["rule"] not in ("kernel-load-failed", "libbpf-open-failed")) or
                        f["rule"] == "map-in-map-no-inner"})
        if o["file"] in wrong_everywhere:
            why = "wrong on every kernel: " + msg[:100]
        elif other:
            why = "wrong on every kernel, as %s says" % ", ".join(other)
        elif o["file"].startswith("deb-"):
            why = next((c for p, c in causes if re.search(p, msg)), "")
            m = re.search(r"failed to find kernel BTF type ID of '(\w+)'", msg)
            if m and why.startswith("attaches"):
                why += ": " + m.group(1)
            # the verifier's last words, for the reader of the table
            if why == "the verifier refuses it":
                why += ": " + msg.split("verifier log tail:", 1)[1].strip()[-120:].replace("|", "/")
        if not why:
            bad.append("%s (min %s, load %s: %s)" % (o["file"], v["kernel_min"], load["ok"], msg[:200]))
    rows.append("| %s | %s | %s | %s | %s | %s |" % (o["file"], v["kernel_min"], "yes" if pred else "no",
                                                    "yes" if load["ok"] else "no", "yes" if agree else "no", why))
open(sys.argv[3], "w").write("\n".join(rows) + "\n")
assert n >= 30 and not bad, "%d objects; disagree unexplained: %s" % (n, "; ".join(bad))
print("%d objects, %d agree, %d disagree for a cause listed" % (n, agree_n, n - agree_n))
PY
}
