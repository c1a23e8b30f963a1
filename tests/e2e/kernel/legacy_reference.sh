#!/bin/sh
# test-timeout: 1200
# The legacy loader as a reference, on this machine's kernel: iproute2 built
# from Debian's source without libbpf loads every legacy example and fixture,
# the host's libbpf-based tc/ip their conversions; the maps and pins each
# load leaves must be the same (tests/lib/scenarios/legacy_reference.sh,
# tests/lib/reference.sh). The matrix VMs run the same on Debian's kernels.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
kernel_or_skip "legacy loader reference"
[ -x "$CONV" ] || { fail "converter built"; exit 1; }
. "$TOP/tests/lib/reference.sh"
ref_prep || exit 0
netns_setup || { fail "netns setup"; exit 1; }
run_in_a "$TOP/tests/lib/scenarios/legacy_reference.sh"
exit $FAILED
