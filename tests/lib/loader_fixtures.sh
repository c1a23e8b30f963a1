# The loader fixtures (tests/fixtures/realworld/xdp/*.c): programs in
# sections libbpf does not type, each loaded by the loader its source names
# ("// load: xdp|tc SECTION") and with the kernel minimum it names
# ("// kernel-min: VERSION REASON"). Source after common.sh.

# loader_fixtures DIR: each compiled (with -mcpu=v2, what the trees they
# stand for were built with: a newer clang's default, v3, adds JMP32 and
# atomics, 5.1 and 5.12, to every minimum) and converted into DIR/rw-NAME.o, its
# loads into DIR/rw-NAME.load ("LOADER SECTION" lines, for
# tests/lib/loader_load.sh) and its minimum into DIR/rw-NAME.kmin
# ("VERSION REASON"); returns 1 when one does not build or convert.
loader_fixtures() {
	for _c in "$TOP"/tests/fixtures/realworld/xdp/*.c; do
		_b=$(basename "$_c" .c)
		clang -O2 -g -target bpf -mcpu=v2 -I/usr/include/$MA -I"$TOP/examples/include" \
			-c "$_c" -o "$1/rw-$_b.legacy.o" &&
			"$CONV" -q "$1/rw-$_b.legacy.o" -o "$1/rw-$_b.o" 2>/dev/null || return 1
		rm -f "$1/rw-$_b.legacy.o" "$1/rw-$_b.tailcalls.json"
		sed -n 's|^// load: ||p' "$_c" >"$1/rw-$_b.load"
		sed -n 's|^// kernel-min: ||p' "$_c" >"$1/rw-$_b.kmin"
	done
}

# loader_compare LINT.json LOADS KERNEL TABLE NLOADS: each "LOAD" line of
# LOADS (tests/lib/loader_load.sh's, NLOADS expected) against its object's
# kernel_min in LINT.json (bpf-lint --format=json over the rw-*.o, run in
# their directory): loaded with that loader if and only if KERNEL is at
# least the minimum ("none": on no kernel). TABLE gets a row per load
# (object and loader, kernel-min, predicted, loaded, -, agree, why);
# prints "N loads agree"; fails on a disagreement or a load missing.
loader_compare() {
	python3 - "$@" <<'PY'
import json, re, sys
kv = lambda s: tuple(int(x) for x in re.match(r"(\d+)\.(\d+)", s).groups())
K = kv(sys.argv[3])
mins = {o["file"]: o["verdicts"]["kernel_min"] for o in json.load(open(sys.argv[1]))["objects"]}
rows, bad, n = [], [], 0
for line in open(sys.argv[2]):
    if not line.startswith("LOAD "):
        continue
    f = line.rstrip("\n").split(" ", 5)
    obj, how, sec, ok = f[1:5]
    why = f[5] if len(f) > 5 else ""
    m = mins.get(obj)
    n += 1
    pred = m not in (None, "none") and kv(m) <= K
    agree = pred == (ok == "yes")
    if not agree:
        bad.append("%s (%s sec %s): kernel-min %s, loaded %s: %s" % (obj, how, sec, m, ok, why))
    rows.append("| %s (%s sec %s) | %s | %s | %s | - | %s | %s |" % (
        obj, how, sec, m, "yes" if pred else "no", ok, "yes" if agree else "no",
        "" if agree else why.replace("|", "/")))
open(sys.argv[4], "w").write("\n".join(rows) + "\n")
assert n == int(sys.argv[5]), "%d loads of %s expected, %d ran" % (int(sys.argv[5]), sys.argv[2], n)
assert not bad, "loaded iff the kernel is at least kernel-min: %d of %d disagree: %s" % (len(bad), n, "; ".join(bad))
print("%d loads by the loader each names agree" % n)
PY
}
