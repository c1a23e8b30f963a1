#!/bin/sh
# Corrupted objects never crash the tools: deterministic byte flips and
# truncations of every example go through bpf-legacy2btf and bpf-lint. The
# converter either succeeds (and then libbpf opens the result) or prints
# exactly one error line and writes nothing; nothing dies from a signal.
# Under `make SANITIZE=1 check` the same runs are checked by ASan/UBSan.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "tools built"; exit 1; }
N=${ROBUSTNESS_CASES:-40}
python3 - "$T" "$N" "$EXG"/*.o <<'PY'
import os, random, sys
out, n, objs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
rnd = random.Random(20261203)
for obj in objs:
    b = open(obj, 'rb').read()
    base = os.path.basename(obj)[:-2]
    for i in range(n):
        m = bytearray(b)
        if i % 4 == 0:
            m = m[:rnd.randrange(len(m))]
        else:
            for _ in range(1 + i % 3):
                p = rnd.randrange(len(m))
                m[p] = rnd.randrange(256)
        open('%s/%s-%03d.o' % (out, base, i), 'wb').write(m)
PY
crashed=0 badfail=0 total=0
for f in "$T"/*-[0-9][0-9][0-9].o; do
	total=$((total + 1))
	"$CONV" -q "$f" -o "$f.out" 2>"$f.err"; rc=$?
	if [ $rc -gt 3 ]; then
		crashed=$((crashed + 1)); echo "   converter rc=$rc on $(basename "$f"): $(head -c 300 "$f.err")"
	elif [ $rc -ne 0 ]; then
		if [ -e "$f.out" ] || [ "$(wc -l <"$f.err")" != 1 ] || ! grep -q "^bpf-legacy2btf: $f: " "$f.err"; then
			badfail=$((badfail + 1)); echo "   bad failure on $(basename "$f"): $(head -2 "$f.err")"
		fi
	fi
	"$LINT" "$f" >/dev/null 2>"$f.lerr"; rc=$?
	if [ $rc -gt 2 ]; then
		crashed=$((crashed + 1)); echo "   bpf-lint rc=$rc on $(basename "$f"): $(head -c 300 "$f.lerr")"
	fi
done
[ $crashed = 0 ] && pass "robustness: $total corrupted objects, no crash in bpf-legacy2btf or bpf-lint" ||
	fail "robustness: $crashed crashes in $total corrupted objects"
[ $badfail = 0 ] && pass "robustness: every refusal is one 'bpf-legacy2btf: FILE: ...' line and no output file" ||
	fail "robustness: $badfail refusals without a single error line or with output left behind"
exit 0
