#!/bin/sh
# test-timeout: 1200
# bpf-lint's per-(program type, helper) releases (lib/lint/kernel/tables/
# helper_types.tsv) against the kernels: tests/tools/helpertypes asks
# the running kernel, then each kernel of the matrix (Debian's 5.10, 6.1,
# 6.12 and sid kernels in QEMU VMs, tests/lib/vm.sh), which helpers each
# program type the table models has (those tc and ip load and nine other
# networking types; one load of `call ID` per pair) and compares with the
# table: available if and only if the kernel is at least
# the helper's release and the type's. Every disagreement must be one of
# KNOWN below, with its cause. Skipped, with the reason, without BPF on the
# host; the matrix without root, QEMU or the kernels.
# HT_DUMP=DIR (absolute) also keeps each kernel's probes, `helpertypes`
# without -c: DIR/host.txt, DIR/bullseye.txt ... DIR/sid.txt, what
# lib/lint/kernel/tables/gen_helper_types.py makes the table from (its
# README.md).
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/kmatrix.sh"
HT=$BUILD/tools/helpertypes
[ -x "$HT" ] || { fail "lint_helper_types: $HT built (make unit)"; exit 1; }
tmpdir

# KNOWN: "KERNEL TYPE HELPER cause" (KERNEL: host, or the Debian release)
cat >"$T/known" <<'EOF_K'
host xdp bpf_xdp_adjust_meta this host's 6.18 kernel (not a Debian build) says "program of this type cannot use helper"; Debian 6.12 and 7.2 give it to xdp
host lwt_seg6local bpf_lwt_seg6_store_bytes this host's kernel is built without CONFIG_IPV6_SEG6_LWTUNNEL; Debian's kernels have them
host lwt_seg6local bpf_lwt_seg6_adjust_srh this host's kernel is built without CONFIG_IPV6_SEG6_LWTUNNEL
host lwt_seg6local bpf_lwt_seg6_action this host's kernel is built without CONFIG_IPV6_SEG6_LWTUNNEL
trixie lwt_seg6local bpf_skb_pull_data lwt_seg6local lost it between 6.1 and 6.12 (Debian 5.10 and 6.1 have it, 6.12 and 7.2 not): the table has no rows for a helper a type loses
sid lwt_seg6local bpf_skb_pull_data lwt_seg6local lost it between 6.1 and 6.12 (as on trixie)
EOF_K

# judge KERNEL OUT: the disagreements of helpertypes' OUT not in KNOWN
judge() {
	_sum=$(grep '^helpertypes: kernel' "$2")
	[ -n "$_sum" ] || { echo "no summary: $(tail -2 "$2" | tr '\n' ' ')"; return 1; }
	_bad= _known=0
	while read -r _t _h _rest; do
		[ -n "$_t" ] || continue
		if grep -q "^$1 $_t $_h " "$T/known"; then
			_known=$((_known + 1))
		else
			_bad="$_bad; $_t $_h $_rest"
		fi
	done <<EOF_D
$(grep ' kernel=[01] table=[01] ' "$2")
EOF_D
	echo "${_sum#helpertypes: }, $_known of them known (causes in the test)$_bad"
	[ -z "$_bad" ]
}

"$HT" -c "$(uname -r)" >"$T/host.out" 2>&1; rc=$?
[ -z "${HT_DUMP:-}" ] || [ $rc = 77 ] || "$HT" >"$HT_DUMP/host.txt" 2>/dev/null ||
	fail "lint_helper_types: host: the probes into $HT_DUMP/host.txt"
if [ $rc = 77 ]; then
	skip "lint_helper_types: host: $(cat "$T/host.out")"
elif judge host "$T/host.out" >"$T/why"; then
	pass "lint_helper_types: host $(uname -r): the kernel gives each modelled type the helpers the table says ($(cat "$T/why"))"
else
	fail "lint_helper_types: host $(uname -r): $(cat "$T/why")"
fi
sed 's/^/# host /' "$T/host.out" | grep -v '^# host helpertypes:'

why=$(vm_skip_reason)
[ -z "$why" ] || { skip "lint_helper_types: the kernel matrix: $why"; exit $FAILED; }
mkdir -p "$T/j/bin" "$T/j/lib" && cp "$HT" "$T/j/bin/" &&
	for l in $(ldd "$HT" | awk '$3 ~ /^\// { print $3 }'); do cp -L "$l" "$T/j/lib/"; done ||
	{ fail "lint_helper_types: copying helpertypes"; exit 1; }
cat >"$T/j/job.sh" <<'JOB'
LD_LIBRARY_PATH=$J/lib "$J/bin/helpertypes" -c "$(uname -r)"
echo "helpertypes-exit $?"
[ -z "$DUMP" ] || { echo helpertypes-dump; LD_LIBRARY_PATH=$J/lib "$J/bin/helpertypes" 2>/dev/null; }
JOB
km_host_image || { fail "lint_helper_types: the VM root image"; exit 1; }
for rel in bullseye bookworm trixie sid; do
	vm_kernel "$rel" || continue
	kver=$(vm_kver "$KDIR")
	vm_run "$KDIR" "$KM_IMG" "$T/j" job.sh "$T/out.$rel" J="$T/j" DUMP="${HT_DUMP:+1}"; rc=$?
	[ -z "${HT_DUMP:-}" ] || sed '1,/^helpertypes-dump$/d' "$T/out.$rel" >"$HT_DUMP/$rel.txt"
	if [ $rc != 0 ]; then
		fail "lint_helper_types: $rel kernel $kver: the VM job exited $rc: $(grep '^BLVM' "$T/out.$rel" | tail -1)"
	elif judge "$rel" "$T/out.$rel" >"$T/why"; then
		pass "lint_helper_types: $rel kernel $kver: the kernel gives each modelled type the helpers the table says ($(cat "$T/why"))"
	else
		fail "lint_helper_types: $rel kernel $kver: $(cat "$T/why")"
	fi
	grep ' kernel=[01] table=[01] ' "$T/out.$rel" | sed "s/^/# $rel /"
done
exit $FAILED
