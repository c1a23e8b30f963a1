#!/bin/sh
# bpf-lint's kernel minimum (kernel-min=, --kernel, --kernel-min; the data
# in lib/lint/kernel/tables/): every variant of
# tests/fixtures/lint/kernel_features.c (tests/lib/kernel_objs.sh; cpu v4
# and load-acquire instructions patched in), one kernel feature each, gets
# the release its feature needs and names it; --kernel fails what a kernel
# lacks (kernel-too-old) and --kernel-min gates like --libbpf-min; JSON and
# SARIF carry the minimum. Then the proof on the running kernel: every
# object of kernel_objs.sh libbpf opens is loaded (bpf-lint --load) and
# must load if and only if the running kernel is at least its minimum, or
# load as its tool loads it (a Debian object: tests/lib/kernel_progs.py),
# but for the causes kernel_compare classifies per program (lint_kernels.sh
# does the same on Debian's kernels in VMs).
# test-timeout: 1200
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/debian_corpus.sh"
. "$TOP/tests/lib/kernel_objs.sh"
. "$TOP/tests/lib/loader_fixtures.sh"
FIX="$TOP/tests/fixtures/lint"
[ -x "$LINT" ] || { fail "lint_kernel: $LINT not built"; exit 1; }
command -v clang >/dev/null || { skip "lint_kernel: clang not installed"; exit 0; }
tmpdir

kernel_objs "$T/k" || { fail "lint_kernel: building the objects"; exit 1; }
# a helper its program type has in no kernel: kernel-min none (not one of
# kernel_objs', whose minimum the matrix compares with a release)
clang -O2 -g -target bpf -DK_NEVER -I/usr/include/$MA -I"$FIX" -c "$FIX/kernel_features.c" \
	-o "$T/k/kf-K_NEVER.o" || { fail "lint_kernel: building K_NEVER"; exit 1; }
# expect NAME "MIN" "WHY": JSON kernel_min and kernel_min_why of variant NAME
expect() {
	"$LINT" --no-config --format=json "$T/k/kf-$1.o" >"$T/j" 2>/dev/null
	got=$(python3 -c 'import json,sys
v = json.load(open(sys.argv[1]))["objects"][0]["verdicts"]
print("%s|%s" % (v["kernel_min"], v["kernel_min_why"]))' "$T/j" 2>&1)
	[ "$got" = "$2|$3" ] && pass "lint_kernel: $1: kernel-min $2 ($3)" ||
		fail "lint_kernel: $1: got '$got', want '$2|$3'"
}
while read -r name min why; do
	expect "$name" "$min" "$why"
done <<'EOF_V'
NONE 4.1 program type sched_cls
K_SOCKET 3.19 program type socket_filter
K_XDP 4.8 program type xdp
K_NOPREALLOC 4.6 map flag BPF_F_NO_PREALLOC
K_LRU 4.10 map type lru_hash
K_MMAP 5.5 map flag BPF_F_MMAPABLE
K_ECN 5.3 bpf_skb_ecn_set_ce, helper of sched_cls since 5.3
K_STRTOL 6.1 bpf_strtol, helper of sched_cls since 6.1
K_SUBSTRTOL 6.1 bpf_strtol, helper of sched_cls since 6.1
K_NEVER none bpf_skb_ecn_set_ce, no helper of xdp in any kernel up to 7.2
K_FRAGS 5.18 xdp.frags (BPF_F_XDP_HAS_FRAGS), load flag of xdp
K_DEVMAP 5.8 expected attach type BPF_XDP_DEVMAP of xdp
K_JMP32 5.1 JMP32 instructions, in sched_cls
K_CALL 4.16 bpf-to-bpf calls, in sched_cls
K_GLOBAL 5.2 global data (.data/.rodata/.bss maps)
K_LOOP 5.3 bounded loops (a backward jump), in sched_cls
K_TAILSUB 5.10 tail calls mixed with bpf-to-bpf calls (x86-64; arm64 6.0), in sched_cls
K_ATOMIC 5.12 atomic fetch, xchg, cmpxchg and bitwise instructions, in sched_cls
K_PROBED 4.1 program type sched_cls
K_BLOOM 5.16 map type bloom_filter
K_TAI 6.1 bpf_ktime_get_tai_ns, helper of sched_cls
K_V4 6.6 cpu v4 instructions (sign-extending loads and moves, signed division, bswap, 32-bit jumps), in sched_cls
K_ACQ 6.15 load-acquire and store-release instructions, in sched_cls
EOF_V
"$LINT" --no-config --kernel=7.2 "$T/k/kf-K_NEVER.o" >"$T/n1" 2>&1; r1=$?
if [ $r1 = 1 ] && grep -q "error: .*bpf_skb_ecn_set_ce, no helper of xdp in any kernel up to 7.2: the load fails on every kernel \[kernel-too-old\]" "$T/n1" &&
   grep -q "kernel-min=none (bpf_skb_ecn_set_ce, no helper of xdp" "$T/n1"; then
	pass "lint_kernel: a helper its program type never has (ECN in xdp): kernel-min=none, --kernel=7.2 fails it"
else
	fail "lint_kernel: K_NEVER with --kernel=7.2: rc $r1: $(grep -v hint "$T/n1" | head -3)"
fi
if [ -z "$(kernel_skip_reason)" ]; then
	"$LINT" --no-config --load "$T/k/kf-K_NEVER.o" >"$T/n2" 2>&1
	grep -q "kernel-load-failed" "$T/n2" && grep -q "cannot use helper\|unknown func" "$T/n2" &&
		pass "lint_kernel: the running kernel refuses ECN in xdp, as kernel-min=none says" ||
		fail "lint_kernel: K_NEVER on the running kernel: $(grep -v hint "$T/n2" | head -3)"
fi
rm -f "$T/k/kf-K_NEVER.o"

# --kernel and --kernel-min
o=$T/k/kf-K_ECN.o
"$LINT" --no-config --kernel=5.2 "$o" >"$T/k1" 2>&1; r1=$?
"$LINT" --no-config --kernel=5.3 "$o" >"$T/k2" 2>&1; r2=$?
if [ $r1 = 1 ] && grep -q "kernel_features.c:[0-9]*:[0-9:]* error: .*needs kernel 5.3 (bpf_skb_ecn_set_ce, helper of sched_cls since 5.3), newer than --kernel=5.2.*\[kernel-too-old\]" "$T/k1" &&
   grep -q "note: .*kernel-min 5.3 (bpf_skb_ecn_set_ce, helper of sched_cls since 5.3) \[kernel-min\]" "$T/k1" &&
   grep -q "verdict: libbpf=fail iproute2=fail" "$T/k1" &&
   [ $r2 = 0 ] && ! grep -q "kernel-too-old" "$T/k2" && grep -q "verdict: libbpf=ok iproute2=ok" "$T/k2"; then
	pass "lint_kernel: --kernel=5.2 fails the ECN helper of tc (5.1 for cgroup_skb, 5.3 for tc) at its call's line (kernel-too-old, both verdicts), --kernel=5.3 passes"
else
	fail "lint_kernel: --kernel: rc $r1/$r2: $(grep -v hint "$T/k1" | head -2)"
fi
"$LINT" --no-config --kernel-min=5.0 "$o" >"$T/g1" 2>&1; r1=$?
"$LINT" --no-config --kernel-min=5.10 "$o" >"$T/g2" 2>&1; r2=$?
if [ $r1 = 1 ] && grep -q 'kernel-min=5.3 (bpf_skb_ecn_set_ce, helper of sched_cls since 5.3; newer than --kernel-min=5.0) libbpf-min=' "$T/g1" &&
   [ $r2 = 0 ] && grep -q 'kernel-min=5.3 (bpf_skb_ecn_set_ce, helper of sched_cls since 5.3) libbpf-min=' "$T/g2"; then
	pass "lint_kernel: --kernel-min=5.0 fails an object that needs 5.3 and says so on the verdict line; --kernel-min=5.10 passes it"
else
	fail "lint_kernel: --kernel-min: rc $r1/$r2: $(tail -1 "$T/g1")"
fi
(cd "$T/k" && "$LINT" --no-config --format=sarif kf-K_ECN.o kf-K_XDP.o) >"$T/s.sarif" 2>/dev/null
(cd "$T/k" && "$LINT" --no-config -j 2 --format=sarif kf-K_ECN.o kf-K_XDP.o) >"$T/s2.sarif" 2>/dev/null
python3 - "$T/s.sarif" "$T/s2.sarif" >"$T/why" 2>&1 <<'PY' &&
import json, sys
for f in sys.argv[1:]:
    p = json.load(open(f))["runs"][0]["properties"]
    assert p["kernelMin"] == {"kf-K_ECN.o": "5.3", "kf-K_XDP.o": "4.8"}, p
PY
	pass "lint_kernel: SARIF run properties carry each object's kernelMin (one process and two workers)" ||
	fail "lint_kernel: SARIF kernelMin: $(tail -1 "$T/why")"

# Programs in sections libbpf does not type (tests/fixtures/realworld/xdp):
# the type from their evidence, named in the reason each file gives
mkdir -p "$T/rw"
loader_fixtures "$T/rw" || { fail "lint_kernel: building the loader fixtures"; exit 1; }
(cd "$T/rw" && "$LINT" --no-config --format=json rw-*.o) >"$T/rw.json" 2>/dev/null
for k in "$T"/rw/rw-*.kmin; do
	o=$(basename "$k" .kmin).o
	got=$(python3 -c 'import json,sys
for o in json.load(open(sys.argv[1]))["objects"]:
    if o["file"] == sys.argv[2]:
        print("%s %s" % (o["verdicts"]["kernel_min"], o["verdicts"]["kernel_min_why"]))' "$T/rw.json" "$o")
	[ "$got" = "$(cat "$k")" ] && pass "lint_kernel: $o: kernel-min $got" ||
		fail "lint_kernel: $o: got '$got', want '$(cat "$k")'"
done
(cd "$T/rw" && "$LINT" --no-config --kernel=5.10 rw-*.o) >"$T/rw510" 2>&1
if [ "$(grep -c 'kernel-too-old' "$T/rw510")" = 1 ] &&
   grep -q "error: rw-nowhere.o: bpf_xdp_adjust_head, no helper of sched_cls in any kernel up to 7.2; sched_cls: calls bpf_xdp_adjust_head, reads ctx+40 (not xdp), no tc/ip type loads it: the load fails on every kernel \[kernel-too-old\]" "$T/rw510" &&
   grep -q "note: rw-katran_decap.o: kernel-min 4.10 (bpf_xdp_adjust_head, helper of xdp; xdp: calls bpf_xdp_adjust_head, dereferences xdp_md's data) \[kernel-min\]" "$T/rw510"; then
	pass "lint_kernel: --kernel=5.10 passes every XDP program in a section libbpf does not type (the evidence named in each note) and fails only the one no tc/ip type loads"
else
	fail "lint_kernel: loader fixtures with --kernel=5.10: $(grep 'kernel-too-old\|kernel-min' "$T/rw510" | head -3 | tr '\n' ' ')"
fi
"$LINT" --no-config --kernel=5.10 --type=xdp "$T/rw/rw-nowhere.o" >"$T/rwt" 2>&1
! grep -q "kernel-too-old" "$T/rwt" && grep -q "kernel-min=4.10 (bpf_xdp_adjust_head, helper of xdp) " "$T/rwt" &&
	pass "lint_kernel: --type=xdp wins over the evidence: the reason names no evidence" ||
	fail "lint_kernel: --type=xdp on rw-nowhere.o: $(tail -1 "$T/rwt")"
# the GPL-helper rule judges a program as the kernel minimum does: a
# GPL-only helper its type never has is refused before the license is read
cat >"$T/gplnever.c" <<'EOF_C'
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
SEC("tc") int probe(struct __sk_buff *skb)
{
	long v = 0;

	bpf_probe_read(&v, sizeof(v), (void *)(long)skb->mark);
	return v ? 1 : 0;
}
char _license[] SEC("license") = "Proprietary";
EOF_C
clang -O2 -g -target bpf -I/usr/include/$MA -c "$T/gplnever.c" -o "$T/gplnever.o" &&
	"$LINT" --no-config "$T/gplnever.o" >"$T/gn" 2>&1
if ! grep -q "gpl-helper-license" "$T/gn" && grep -q "kernel-min=none (bpf_probe_read, no helper of sched_cls in any kernel up to 7.2)" "$T/gn"; then
	pass "lint_kernel: a GPL-only helper the program's type never has (bpf_probe_read in tc) is kernel-min=none, no gpl-helper-license finding"
else
	fail "lint_kernel: bpf_probe_read in tc, license Proprietary: $(grep -v hint "$T/gn" | head -2)"
fi

# The proof on the running kernel.
K=$(uname -r)
why=$(kernel_skip_reason)
if [ -n "$why" ]; then
	skip "lint_kernel: loading on the running kernel ($K): $why"
	exit $FAILED
fi
[ -x "$B/tools/progload" ] || { fail "lint_kernel: $B/tools/progload not built (make unit)"; exit 1; }
(cd "$T/k" && "$LINT" --no-config -j 2 --load --format=json *.o) >"$T/load.json" 2>/dev/null
python3 "$TOP/tests/lib/kernel_progs.py" "$B/tools/progload" "$T/load.json" "$T/k" >"$T/progs.jsonl" 2>&1
kernel_compare "$T/load.json" "$K" "$T/table" "$T/progs.jsonl" >"$T/why" 2>&1
if [ $? = 0 ]; then
	pass "lint_kernel: on the running kernel $K every object libbpf opens loads if and only if $K is at least its kernel-min, but for causes no release explains, each listed ($(cat "$T/why"))"
else
	fail "lint_kernel: on the running kernel $K: $(tail -1 "$T/why")"
fi
"$LINT" --no-config --load "$T/gplnever.o" >"$T/gnl" 2>&1
grep -q "cannot use helper bpf_probe_read" "$T/gnl" && ! grep -q "GPL-restricted" "$T/gnl" &&
	pass "lint_kernel: the running kernel refuses bpf_probe_read in tc for its type, not its license" ||
	fail "lint_kernel: bpf_probe_read in tc on $K: $(grep kernel-load-failed "$T/gnl" | cut -c1-300)"
# the loader fixtures, with the loader each names
sh "$TOP/tests/lib/loader_load.sh" "$T/rw" >"$T/rw.loads" 2>&1
if loader_compare "$T/rw.json" "$T/rw.loads" "$K" "$T/rw.table" "$(cat "$T"/rw/*.load | wc -l)" >"$T/why" 2>&1; then
	pass "lint_kernel: on the running kernel $K the loader fixtures load with tc or ip if and only if $K is at least their kernel-min ($(cat "$T/why"))"
else
	fail "lint_kernel: loader fixtures on $K: $(tail -1 "$T/why")"
fi
cat "$T/rw.table" >>"$T/table"
[ -n "$LINT_KERNEL_TABLE" ] && cp "$T/table" "$LINT_KERNEL_TABLE"
exit $FAILED
