#!/bin/sh
# Converted examples run in the kernel under Debian's own tc/ip (libbpf
# 1.x), inside network namespaces joined by a veth pair; packets cross the
# pair and map counters prove the programs ran.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
kernel_or_skip "kernel examples"
[ -x "$CONV" ] || { fail "converter built"; exit 1; }
. "$TOP/tests/lib/kscenarios.sh"
ks_prep_examples
netns_setup || { fail "netns setup"; exit 1; }
run_in_a "$TOP/tests/lib/scenarios/shared_map.sh"
run_in_a "$TOP/tests/lib/scenarios/tailcall_chain.sh"
run_in_a "$TOP/tests/lib/scenarios/map_in_map_xdp.sh"
