#!/bin/sh
# The matrix's failure modes (tests/lib/vm.sh, tests/vm/fetch-kernel.sh):
# a VM past its time limit is killed and named (status 124), a kernel that
# does not boot ends with status 125 and the console's tail, a kernel
# that cannot be fetched is a SKIP with the archive's reason, and without
# QEMU every row is skipped with that reason; none of them hangs.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/vm.sh"
tmpdir
why=$(vm_skip_reason)
[ -z "$why" ] || { skip "vm failure modes: $why"; exit 0; }

# an archive that cannot be reached: exit 77 and the reason, in seconds
t0=$(date +%s)
out=$(KERNELS_CACHE=$T/kc STACKS_MIRROR=http://127.0.0.1:9/debian sh "$TOP/tests/vm/fetch-kernel.sh" sid); rc=$?
[ $rc = 77 ] && case $out in *"not usable for sid"*) true ;; *) false ;; esac &&
	pass "fetch-kernel.sh: an unreachable archive is exit 77 with the reason ($out, $(( $(date +%s) - t0 ))s)" ||
	fail "fetch-kernel.sh with an unreachable archive: exit $rc: $out"
# vm_kernel turns that into the row's SKIP line, naming the kernel
line=$(KERNELS_CACHE=$T/kc STACKS_MIRROR=http://127.0.0.1:9/debian vm_kernel sid)
case $line in
"SKIP: sid kernel: Debian archive"*) pass "vm_kernel: a kernel that cannot be fetched is one SKIP naming it" ;;
*) fail "vm_kernel with an unreachable archive said: $line" ;;
esac

# a "kernel" that is not one: no job result, status 125, quickly
mkdir -p "$T/bad/modules/lib/modules/0" "$T/job"
head -c 4096 /dev/urandom >"$T/bad/vmlinuz"
echo 'echo ran' >"$T/job/j.sh"
t0=$(date +%s)
VM_TIMEOUT=60 VM_MODULES= vm_run "$T/bad" "" "$T/job" j.sh "$T/out"; rc=$?
s=$(( $(date +%s) - t0 ))
[ $rc = 125 ] && grep -q '^BLVM: no job result' "$T/out" &&
	pass "vm_run: a kernel that does not boot is status 125 with the reason (${s}s): $(head -c 120 "$T/out")" ||
	fail "vm_run on a non-kernel: status $rc (${s}s): $(head -c 300 "$T/out")"

# a job that hangs: killed after VM_TIMEOUT, status 124
if vm_kernel bookworm; then
	echo 'sleep 1000' >"$T/job/j.sh"
	t0=$(date +%s)
	VM_TIMEOUT=25 vm_run "$KDIR" "" "$T/job" j.sh "$T/out"; rc=$?
	s=$(( $(date +%s) - t0 ))
	[ $rc = 124 ] && grep -q '^BLVM: killed after 25s' "$T/out" && [ $s -lt 60 ] &&
		pass "vm_run: a hung VM is killed after VM_TIMEOUT, status 124 (${s}s)" ||
		fail "vm_run with a hung job: status $rc after ${s}s: $(head -c 300 "$T/out")"
	# and a job that runs: its output and status come back
	printf 'echo "out $(uname -r)"\nexit 3\n' >"$T/job/j.sh"
	VM_TIMEOUT=120 vm_run "$KDIR" "" "$T/job" j.sh "$T/out"; rc=$?
	[ $rc = 3 ] && grep -qx "out $(vm_kver "$KDIR")" "$T/out" &&
		pass "vm_run: the job's output and exit status come back from kernel $(vm_kver "$KDIR")" ||
		fail "vm_run: status $rc, output $(head -c 300 "$T/out")"
fi

# no QEMU: the reason every row skips with
line=$(VM_QEMU=qemu-system-none vm_skip_reason)
case $line in
"qemu-system-none not installed"*) pass "vm_skip_reason: without QEMU the rows skip: $line" ;;
*) fail "vm_skip_reason without QEMU in PATH: '$line'" ;;
esac
exit $FAILED
