#!/bin/sh
# test-timeout: 3000
# bpf-lint's kernel minimum on the kernel matrix: Debian's 5.10 (bullseye),
# 6.1 (bookworm), 6.12 (trixie) and sid kernels boot in QEMU VMs
# (tests/lib/vm.sh) and bpf-lint --load loads every object of
# tests/lib/kernel_objs.sh there (the kernel_features.c variants, the lint
# fixtures, the examples' conversions, the Debian corpus): each object libbpf
# opens must load on kernel K if and only if K is at least its kernel-min.
# A Debian object that does not load is loaded program by program and the
# way its tool loads it on K (tests/lib/kernel_progs.py, progload): it
# agrees when it loads so; else each failing program's cause is classified
# from libbpf's messages and the verifier log, and kernel_compare fails on a
# cause it does not know. Every variant, fixture and conversion must agree
# exactly (but for a program wrong on every kernel). The loader fixtures
# (tests/lib/loader_fixtures.sh: programs in sections libbpf does not type)
# are loaded with the loader each names, tc or ip (tests/lib/loader_load.sh),
# and each load must succeed if and only if the kernel is at least the
# object's kernel-min. One table per kernel
# (object, kernel-min, predicted, loaded, as its tool, agree, cause) is
# printed as "# " lines. Skipped, with the reason, without root, QEMU or
# the kernels.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/debian_corpus.sh"
. "$TOP/tests/lib/kernel_objs.sh"
. "$TOP/tests/lib/kmatrix.sh"
. "$TOP/tests/lib/loader_fixtures.sh"
PROGLOAD=$B/tools/progload
[ -x "$LINT" ] && [ -x "$CONV" ] && [ -x "$PROGLOAD" ] || { fail "lint_kernels: tools built"; exit 1; }
command -v clang >/dev/null || { skip "lint_kernels: clang not installed"; exit 0; }
why=$(vm_skip_reason)
[ -z "$why" ] || { skip "lint_kernels: $why"; exit 0; }
tmpdir
kernel_objs "$T/o" || { fail "lint_kernels: building the objects"; exit 1; }
mkdir -p "$T/rw" && loader_fixtures "$T/rw" || { fail "lint_kernels: building the loader fixtures"; exit 1; }
(cd "$T/rw" && "$LINT" --no-config --format=json rw-*.o) >"$T/rw.json" 2>/dev/null
NLOADS=$(cat "$T"/rw/*.load | wc -l)
# bpf-lint, progload and the libraries they need, beside the objects in the job
mkdir -p "$T/bin" "$T/lib" && cp "$LINT" "$PROGLOAD" "$TOP/tests/lib/kernel_progs.py" "$TOP/tests/lib/loader_load.sh" "$T/bin/" &&
	for l in $(ldd "$LINT" "$PROGLOAD" | awk '$3 ~ /^\// { print $3 }' | sort -u); do cp -L "$l" "$T/lib/"; done ||
	{ fail "lint_kernels: copying bpf-lint"; exit 1; }
cat >"$T/job.sh" <<'JOB'
echo "# kernel $(uname -r)"
cd "$T/o" && LD_LIBRARY_PATH=$T/lib "$T/bin/bpf-lint" --no-config --load --format=json *.o >"$T/cur.json" 2>/dev/null
echo BEGIN-JSON; cat "$T/cur.json"; echo END-JSON
echo BEGIN-PROGS
LD_LIBRARY_PATH=$T/lib python3 "$T/bin/kernel_progs.py" "$T/bin/progload" "$T/cur.json" "$T/o"
echo END-PROGS
sh "$T/bin/loader_load.sh" "$T/rw" 2>&1
JOB
# split_out REL OUT: the job's output OUT into $T/load.REL.json and $T/progs.REL.jsonl
split_out() {
	sed -n '/^BEGIN-JSON$/,/^END-JSON$/p' "$2" | sed '1d;$d' >"$T/load.$1.json"
	sed -n '/^BEGIN-PROGS$/,/^END-PROGS$/p' "$2" | sed '1d;$d' >"$T/progs.$1.jsonl"
	grep '^LOAD ' "$2" >"$T/loads.$1"
	echo "$1" >>"$T/ran"
}
: >"$T/ran"
km_host_image || { fail "lint_kernels: the VM root image"; exit 1; }
# md_mod too: mdflush traces its md_flush_request (module BTF)
VM_MODULES="$VM_MODULES md_mod"
for rel in bullseye bookworm trixie sid; do
	vm_kernel "$rel" || continue
	kver=$(vm_kver "$KDIR")
	t0=$(date +%s)
	vm_run "$KDIR" "$KM_IMG" "$T" job.sh "$T/out.$rel" T="$T"; rc=$?
	echo "$kver $(( $(date +%s) - t0 ))" >"$T/kver.$rel"
	if [ $rc != 0 ]; then
		fail "lint_kernels: $rel kernel $kver: the VM job exited $rc: $(grep '^BLVM' "$T/out.$rel" | tail -1)"
		continue
	fi
	split_out "$rel" "$T/out.$rel"
done
# the running kernel too (lint_kernel.sh proves it alone; here for the table)
why=$(kernel_skip_reason)
if [ -n "$why" ]; then
	skip "lint_kernels: the running kernel: $why"
else
	t0=$(date +%s)
	T=$T sh "$T/job.sh" >"$T/out.host" 2>&1
	echo "$(uname -r) $(( $(date +%s) - t0 ))" >"$T/kver.host"
	split_out host "$T/out.host"
fi
# each kernel against the predictions, with the others' per-program loads
for rel in $(cat "$T/ran"); do
	read -r kver secs <"$T/kver.$rel"
	set --
	for o in $(cat "$T/ran"); do
		[ "$o" = "$rel" ] || set -- "$@" "$T/progs.$o.jsonl"
	done
	if kernel_compare "$T/load.$rel.json" "$kver" "$T/table.$rel" "$T/progs.$rel.jsonl" "$@" >"$T/why" 2>&1; then
		pass "lint_kernels: $rel kernel $kver: every object libbpf opens loads if and only if $kver is at least its kernel-min, or loads as its tool loads it, but for the causes listed ($(cat "$T/why"); ${secs}s)"
	else
		fail "lint_kernels: $rel kernel $kver: $(tail -1 "$T/why")"
	fi
	if loader_compare "$T/rw.json" "$T/loads.$rel" "$kver" "$T/rwtable.$rel" "$NLOADS" >"$T/why" 2>&1; then
		pass "lint_kernels: $rel kernel $kver: the loader fixtures load with the loader each names (tc or ip) if and only if $kver is at least their kernel-min ($(cat "$T/why"))"
	else
		fail "lint_kernels: $rel kernel $kver: loader fixtures: $(tail -1 "$T/why")"
	fi
	cat "$T/rwtable.$rel" >>"$T/table.$rel" 2>/dev/null
	sed "s/^/# $rel $kver /" "$T/table.$rel" 2>/dev/null
done
# the tables and, beside them, each kernel's per-program records
if [ -n "$LINT_KERNEL_TABLE" ]; then
	cat "$T"/table.* >"$LINT_KERNEL_TABLE" 2>/dev/null
	for f in "$T"/progs.*.jsonl; do cp "$f" "$LINT_KERNEL_TABLE.$(basename "$f")"; done 2>/dev/null
fi
exit $FAILED
