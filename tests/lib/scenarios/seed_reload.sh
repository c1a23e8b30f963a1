# Kernel scenario (run by run_in_a / run_in_root in tests/lib/common.sh;
# objects made by ks_prep_seed in tests/lib/kscenarios.sh): the seed's
# load/unload/reload sequence with LOADER=xdp DIR=<bpffs>/xdp/globals or
# LOADER=tc DIR=<bpffs>/tc/globals.
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
# (through /proc/sys: a minimal chroot has no sysctl)
ip netns exec "$NSB" sh -c 'echo 1 >/proc/sys/net/ipv6/conf/vB/disable_ipv6'
echo 1 >/proc/sys/net/ipv6/conf/vA/disable_ipv6
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
