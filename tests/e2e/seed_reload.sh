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
. "$(dirname "$0")/../lib/common.sh"
tmpdir
why=$(kernel_skip_reason)
if [ -n "$why" ]; then
	skip "seed reload sequence: $why"
	exit 0
fi
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "seed_reload: tools built"; exit 1; }
MA=$(gcc -print-multiarch 2>/dev/null)
"$CONV" -q "$EXG/graft.o" -o "$T/graft_xdp.o" --prog-type xdp --graft-script "$T/graft_xdp.sh" &&
"$CONV" -q "$EXG/graft.o" -o "$T/graft.o" --graft-script "$T/graft.sh" &&
"$CONV" -q "$EXG/map_in_map.o" -o "$T/map_in_map.o" &&
"$CONV" -q "$EXG/shared_map.o" -o "$T/shared_map.o" || { fail "seed_reload: examples convert"; exit 1; }
clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" \
	-c "$TOP/tests/fixtures/realworld/shared_old.c" -o "$T/shared_old.o" ||
	{ fail "seed_reload: compile shared_old.c"; exit 1; }
netns_setup || { fail "netns setup"; exit 1; }

# The sequence, for LOADER xdp or tc. Objects, sections and the pins each
# load must leave; graft_hits / objns / map_sh count packets.
cat >"$T/seq" <<'EOF2'
OBJS="graft:classifier:jmp_tc,graft_hits map_in_map:ingress:map_outer,objns shared_map:ingress:map_sh"
load() {	# load OBJ SEC
	if [ $LOADER = xdp ]; then
		[ $1 = graft ] && sh $T/graft_xdp.sh >/dev/null 2>&1
		ip link set dev vA xdpgeneric obj $T/$OBJ.o sec $2 2>$T/e
	else
		[ $1 = graft ] && sh $T/graft.sh >/dev/null 2>&1
		tc filter add dev vA ingress bpf da obj $T/$OBJ.o sec $2 2>$T/e
	fi
}
unload() {
	if [ $LOADER = xdp ]; then ip link set dev vA xdpgeneric off; else tc filter del dev vA ingress; fi
}
prog_id() {
	if [ $LOADER = xdp ]; then ip -j link show dev vA | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["xdp"]["prog"]["id"])'
	else tc_prog_id vA ingress; fi
}
[ $LOADER = tc ] && tc qdisc add dev vA clsact
# only the pings are counted: no IPv6 neighbour/router traffic from B
ip netns exec "$NSB" sysctl -qw net.ipv6.conf.vB.disable_ipv6=1
sysctl -qw net.ipv6.conf.vA.disable_ipv6=1
# and no ARP: permanent neighbour entries on both sides
macA=$(cat /sys/class/net/vA/address)
macB=$(ip netns exec "$NSB" cat /sys/class/net/vB/address)
ip neigh replace 10.213.0.2 lladdr $macB dev vA nud permanent
ip netns exec "$NSB" ip neigh replace 10.213.0.1 lladdr $macA dev vB nud permanent
for round in 1 2; do
	for o in $OBJS; do
		OBJ=${o%%:*}; rest=${o#*:}; sec=${rest%%:*}; pins=$(echo ${rest#*:} | tr , ' ')
		graft=; [ $OBJ = graft ] && graft=1
		if ! load $OBJ $sec; then
			fail "$LOADER round $round: $OBJ loads: $(grep -v '^$' $T/e | grep -v 'unable to find' | tail -1)"
			continue
		fi
		cnt=$(echo $pins | awk '{print $NF}')
		before=$(mapval $DIR/$cnt 0)
		pass "$LOADER round $round: $LOADER loads converted $OBJ (sec $sec)"
		pid=$(prog_id); ids=$(prog_map_ids $pid); bad=
		for m in $pins; do
			[ -e $DIR/$m ] || { bad="$bad $m:not-pinned"; continue; }
			id=$(map_id $DIR/$m)
			if [ $round = 1 ]; then echo $id >$T/id-$LOADER-$m
			elif [ "$id" != "$(cat $T/id-$LOADER-$m)" ]; then bad="$bad $m:id$(cat $T/id-$LOADER-$m)->$id"; fi
			# graft_hits belongs to the grafted program, not the entry
			[ $m = graft_hits ] || case " $ids " in *" $id "*) ;; *) bad="$bad $m:not-used-by-prog" ;; esac
		done
		if [ -z "$bad" ]; then
			[ $round = 1 ] && pass "$LOADER round 1: $OBJ pins $pins under $DIR (the programs use them)" ||
				pass "$LOADER round 2: $OBJ gets the same map ids back for $pins ($(for m in $pins; do printf '%s ' $(cat $T/id-$LOADER-$m); done))"
		else
			fail "$LOADER round $round: $OBJ pins:$bad"
		fi
		if [ $round = 2 ]; then
			[ "$before" = "$(cat $T/cnt-$LOADER-$OBJ)" ] &&
				pass "$LOADER round 2: $OBJ's counter $cnt kept its value across unload/reload ($before)" ||
				fail "$LOADER round 2: $OBJ's counter $cnt was $(cat $T/cnt-$LOADER-$OBJ), now $before"
		fi
		ping_from_b 3
		after=$(mapval $DIR/$cnt 0)
		[ "$after" -gt "$before" ] 2>/dev/null &&
			pass "$LOADER round $round: $OBJ runs for packets from the other namespace ($cnt $before -> $after)" ||
			fail "$LOADER round $round: $OBJ counter $cnt $before -> $after"
		unload
		mapval $DIR/$cnt 0 >$T/cnt-$LOADER-$OBJ	# nothing counts from here on
	done
done
[ $LOADER = tc ] && tc qdisc del dev vA clsact
rm -rf /sys/fs/bpf/tc/globals/*
EOF2
{ echo "LOADER=xdp DIR=/sys/fs/bpf/xdp/globals"; cat "$T/seq"; } >"$T/s-xdp"
{ echo "LOADER=tc DIR=/sys/fs/bpf/tc/globals"; cat "$T/seq"; } >"$T/s-tc"
run_in_a "$T/s-xdp"
run_in_a "$T/s-tc"

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
cat >"$T/mixed" <<'EOF2'
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
EOF2
run_in_a "$T/mixed"
exit $FAILED
