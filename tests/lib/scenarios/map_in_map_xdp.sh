# Kernel scenario (run by run_in_a / run_in_root in tests/lib/common.sh;
# objects made by ks_prep_examples in tests/lib/kscenarios.sh).
# map-in-map: the outer slot holds the inner map; XDP through ip link
tc qdisc add dev vA clsact
if tc filter add dev vA ingress bpf da obj $T/map_in_map.o sec ingress 2>$T/e; then
	pass "map_in_map: tc attaches the converted object"
	inner=$(mapvals /sys/fs/bpf/tc/globals/map_outer)
	itype=$(bpftool -j map show id "$inner" 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["type"])' 2>/dev/null)
	[ -n "$inner" ] && [ "$itype" = array ] && pass "map_in_map: outer slot 0 holds inner array map id $inner" ||
		fail "map_in_map: outer slot holds '$inner' ($itype)"
	[ -e /sys/fs/bpf/tc/globals/objns ] && pass "map_in_map: PIN_OBJECT_NS map pinned by name under globals" ||
		fail "map_in_map: objns not pinned"
else
	fail "map_in_map: tc attach: $(tail -1 $T/e)"
fi
tc qdisc del dev vA clsact
rm -rf /sys/fs/bpf/tc/globals/*
for f in mixed samples28; do
	tc qdisc add dev vA clsact
	tc filter add dev vA ingress bpf da obj $T/$f.o sec classifier 2>$T/e &&
		pass "$f: tc attaches the converted object" || fail "$f: tc attach: $(tail -1 $T/e)"
	tc qdisc del dev vA clsact
done
if ip link set dev vA xdpgeneric obj $T/xdp_samples.o sec prog 2>$T/e; then
	pass "xdp_samples: ip link attaches the converted XDP object"
	ping -c 3 -i 0.2 -W 1 10.213.0.2 >/dev/null 2>&1
	id=$(ip -j link show dev vA | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["xdp"]["prog"]["id"])')
	mid=$(bpftool -j prog show id $id | python3 -c 'import json,sys; print(json.load(sys.stdin)["map_ids"][0])')
	tot=$(bpftool -j map dump id $mid | python3 -c 'import json,sys
t=0
for e in json.load(sys.stdin):
    for v in e.get("values",[]):
        x=v["value"]; t+=int.from_bytes(bytes(int(b,16) for b in x),"little") if isinstance(x,list) else int(x)
print(t)')
	[ "$tot" -gt 0 ] && pass "xdp_samples: XDP program counts packets ($tot)" || fail "xdp_samples: counter $tot"
	ip link set dev vA xdpgeneric off
else
	fail "xdp_samples: ip link xdp: $(tail -1 $T/e)"
fi
