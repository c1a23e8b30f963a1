#!/bin/sh
# The seed's test sequence (cover letter of the iproute2 libbpf series), on
# converted objects: graft, map-in-map and shared examples loaded one after
# the other with `ip link set dev D xdp obj O sec S`, pins checked under
# <bpffs>/xdp/globals, everything unloaded and loaded again: the same map
# ids come back and the counters keep their values. The same with tc on
# tc/globals. Then the mixed case: a map pinned earlier by an old loader
# (bpftool, standing in for it) with the same definition is reused; one with
# a different definition gives tc's "couldn't reuse pinned map", as bpf-lint
# predicts. One `ip netns exec` per scenario.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
kernel_or_skip "seed reload sequence"
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "seed_reload: tools built"; exit 1; }
. "$TOP/tests/lib/kscenarios.sh"
ks_prep_seed || exit 1
netns_setup || { fail "netns setup"; exit 1; }

# The sequence (tests/lib/scenarios/seed_reload.sh), for LOADER xdp or tc.
run_in_a "$TOP/tests/lib/scenarios/seed_reload.sh" LOADER=xdp DIR=/sys/fs/bpf/xdp/globals
run_in_a "$TOP/tests/lib/scenarios/seed_reload.sh" LOADER=tc DIR=/sys/fs/bpf/tc/globals

# Mixed: maps pinned by an old loader, then the converted object.
if "$LINT" "$EXG/shared_map.o" "$T/shared_map.o" 2>&1 | grep -q 'pinned-map-conflict'; then
	fail "bpf-lint: legacy shared_map and its conversion conflict over map_sh (they should not)"
else
	pass "bpf-lint: the legacy shared_map and its conversion agree on the pinned map_sh"
fi
"$LINT" "$T/shared_old.o" "$T/shared_map.o" >"$T/lint" 2>&1
grep -q "map_sh.*\[pinned-map-conflict\]" "$T/lint" &&
	pass "bpf-lint predicts that the conversion cannot reuse map_sh pinned by the old 32-bit build (pinned-map-conflict)" ||
	fail "bpf-lint old vs new: $(grep -v hint: "$T/lint" | tr '\n' '|')"
# The same pins made by bpftool first (tests/lib/scenarios/seed_mixed.sh).
run_in_a "$TOP/tests/lib/scenarios/seed_mixed.sh"
exit $FAILED
