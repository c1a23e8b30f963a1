#!/bin/sh
# test-timeout: 3000
# bpf-lint's kernel minimum on the kernel matrix: Debian's 5.10 (bullseye),
# 6.1 (bookworm), 6.12 (trixie) and sid kernels boot in QEMU VMs
# (tests/lib/vm.sh) and bpf-lint --load loads every object of
# tests/lib/kernel_objs.sh there (the kernel_features.c variants, the lint
# fixtures, the examples' conversions, the Debian corpus): each object libbpf
# opens must load on kernel K if and only if K is at least its kernel-min,
# but for the causes kernel_compare lists (a program wrong on every kernel,
# what Debian's tracing tools set up at run time). One table per kernel
# (objects x predicted, loaded, agree) is printed as "# " lines. Skipped,
# with the reason, without root, QEMU or the kernels.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/debian_corpus.sh"
. "$TOP/tests/lib/kernel_objs.sh"
. "$TOP/tests/lib/kmatrix.sh"
[ -x "$LINT" ] && [ -x "$CONV" ] || { fail "lint_kernels: tools built"; exit 1; }
command -v clang >/dev/null || { skip "lint_kernels: clang not installed"; exit 0; }
why=$(vm_skip_reason)
[ -z "$why" ] || { skip "lint_kernels: $why"; exit 0; }
tmpdir
kernel_objs "$T/o" || { fail "lint_kernels: building the objects"; exit 1; }
# bpf-lint and the libraries it needs, beside the objects in the job
mkdir -p "$T/bin" "$T/lib" && cp "$LINT" "$T/bin/" &&
	for l in $(ldd "$LINT" | awk '$3 ~ /^\// { print $3 }'); do cp -L "$l" "$T/lib/"; done ||
	{ fail "lint_kernels: copying bpf-lint"; exit 1; }
cat >"$T/job.sh" <<'JOB'
echo "# kernel $(uname -r)"
cd "$T/o" && echo BEGIN-JSON &&
	LD_LIBRARY_PATH=$T/lib "$T/bin/bpf-lint" --no-config --load --format=json *.o 2>/dev/null
echo END-JSON
JOB
km_host_image || { fail "lint_kernels: the VM root image"; exit 1; }
for rel in bullseye bookworm trixie sid; do
	vm_kernel "$rel" || continue
	kver=$(vm_kver "$KDIR")
	t0=$(date +%s)
	vm_run "$KDIR" "$KM_IMG" "$T" job.sh "$T/out.$rel" T="$T"; rc=$?
	if [ $rc != 0 ]; then
		fail "lint_kernels: $rel kernel $kver: the VM job exited $rc: $(grep '^BLVM' "$T/out.$rel" | tail -1)"
		continue
	fi
	sed -n '/^BEGIN-JSON$/,/^END-JSON$/p' "$T/out.$rel" | sed '1d;$d' >"$T/load.$rel.json"
	if kernel_compare "$T/load.$rel.json" "$kver" "$T/table.$rel" >"$T/why" 2>&1; then
		pass "lint_kernels: $rel kernel $kver: every object libbpf opens loads if and only if $kver is at least its kernel-min, but for the causes listed ($(cat "$T/why"); $(( $(date +%s) - t0 ))s in the VM)"
	else
		fail "lint_kernels: $rel kernel $kver: $(tail -1 "$T/why")"
	fi
	sed "s/^/# $rel $kver /" "$T/table.$rel" 2>/dev/null
done
[ -n "$LINT_KERNEL_TABLE" ] && cat "$T"/table.* >"$LINT_KERNEL_TABLE" 2>/dev/null
exit $FAILED
