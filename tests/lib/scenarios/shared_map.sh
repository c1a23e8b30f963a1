# Kernel scenario (run by run_in_a / run_in_root in tests/lib/common.sh;
# objects made by ks_prep_examples in tests/lib/kscenarios.sh).
# shared map: one map for ingress and egress, pinned where iproute2 pinned it
tc qdisc add dev vA clsact
for obj in shared_map shared_map_nog; do
	tc filter add dev vA ingress bpf da obj $T/$obj.o sec ingress 2>$T/e1 &&
	tc filter add dev vA egress bpf da obj $T/$obj.o sec egress 2>$T/e2 ||
		{ fail "$obj: tc attaches ingress and egress: $(cat $T/e1 $T/e2 | grep -v '^$' | tail -1)"; continue; }
	pass "$obj: tc attaches the converted object on ingress and egress"
	[ -e /sys/fs/bpf/tc/globals/map_sh ] && pass "$obj: map pinned at <bpffs>/tc/globals/map_sh" ||
		fail "$obj: no pin at tc/globals/map_sh"
	i=$(tc_prog_id vA ingress); e=$(tc_prog_id vA egress); m=$(map_id /sys/fs/bpf/tc/globals/map_sh)
	if [ "$(prog_map_ids $i)" = "$m" ] && [ "$(prog_map_ids $e)" = "$m" ]; then
		pass "$obj: ingress and egress programs use the same map (id $m)"
	else
		fail "$obj: map ids ingress=$(prog_map_ids $i) egress=$(prog_map_ids $e) pinned=$m"
	fi
	before=$(mapval /sys/fs/bpf/tc/globals/map_sh 0)
	ping_from_b 4
	after=$(mapval /sys/fs/bpf/tc/globals/map_sh 0)
	if [ "$after" -ge $((before + 8)) ]; then
		pass "$obj: shared counter moves as a second namespace pings across the veth ($before -> $after)"
	else
		fail "$obj: counter $before -> $after after 4 pings"
	fi
	tc filter del dev vA ingress; tc filter del dev vA egress
	rm -f /sys/fs/bpf/tc/globals/map_sh
done
tc qdisc del dev vA clsact
