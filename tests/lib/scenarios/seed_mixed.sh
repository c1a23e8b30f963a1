# Kernel scenario (run by run_in_a / run_in_root in tests/lib/common.sh;
# objects made by ks_prep_seed in tests/lib/kscenarios.sh): maps pinned
# by an old loader (bpftool standing in), then the converted object.
G=/sys/fs/bpf/tc/globals
tc qdisc add dev vA clsact
mkdir -p $G
# what the legacy loader created for examples/legacy/shared_map.c
bpftool map create $G/map_sh type array key 4 value 8 entries 1 name map_sh
old=$(map_id $G/map_sh)
if tc filter add dev vA ingress bpf da obj $T/shared_map.o sec ingress 2>$T/e; then
	pid=$(tc_prog_id vA ingress)
	[ "$(map_id $G/map_sh)" = "$old" ] && [ "$(prog_map_ids $pid)" = "$old" ] &&
		pass "mixed: the converted object reuses map_sh pinned earlier with the same definition (id $old)" ||
		fail "mixed: pinned id $old, now $(map_id $G/map_sh), program uses $(prog_map_ids $pid)"
	tc filter del dev vA ingress
else
	fail "mixed: tc loads the converted object over a compatible pin: $(grep -v '^$' $T/e | tail -1)"
fi
rm -f $G/map_sh
# what the legacy loader created for the old 32-bit build (shared_old.c)
bpftool map create $G/map_sh type array key 4 value 4 entries 1 name map_sh
if tc filter add dev vA ingress bpf da obj $T/shared_map.o sec ingress 2>$T/e; then
	fail "mixed: tc loaded the converted object over an incompatible pin"
	tc filter del dev vA ingress
elif grep -q "couldn't reuse pinned map" $T/e; then
	pass "mixed: a pin with another definition gives tc's \"couldn't reuse pinned map\""
else
	fail "mixed: tc failed otherwise: $(grep -v '^$' $T/e | tail -1)"
fi
rm -f $G/map_sh
tc qdisc del dev vA clsact
