# Kernel scenario (run by run_in_a in tests/e2e/source/source_kernel.sh):
# objects rebuilt from real code's shapes after --source-patch
# (tests/fixtures/realworld): programs that were static, a map type chosen
# by #if inside the initialiser (both builds), map-in-map templates
# declared after the outer or in a header included after it.
# map_type NAME: the kernel's type of the loaded map called NAME
map_type() {
	bpftool -j map show name "$1" 2>/dev/null | python3 -c 'import json,sys
m=json.load(sys.stdin); m=m[0] if isinstance(m,list) else m; print(m["type"], m.get("flags",0))' 2>/dev/null
}
# map_sum NAME: every value of map NAME summed (over CPUs too)
map_sum() {
	bpftool -j map dump name "$1" 2>/dev/null | python3 -c 'import json,sys
def num(x):
    return int.from_bytes(bytes(int(b,16) for b in x),"little") if isinstance(x,list) else int(x)
t=0
for e in json.load(sys.stdin):
    if "values" in e: t+=sum(num(v["value"]) for v in e["values"])
    elif "value" in e: t+=num(e["value"])
print(t)' 2>/dev/null
}

# static programs made global: tc loads each section, the counters count
tc qdisc add dev vA clsact
if tc filter add dev vA ingress bpf da obj $T/static_datapath.o sec from-netdev 2>$T/e &&
   tc filter add dev vA egress bpf da obj $T/static_datapath.o sec to-netdev 2>>$T/e; then
	ping_from_b 3
	n=$(mapval /sys/fs/bpf/tc/globals/dp_stats 0) o=$(mapval /sys/fs/bpf/tc/globals/dp_stats 1)
	[ "${n:-0}" -gt 0 ] && [ "${o:-0}" -gt 0 ] &&
		pass "source_shapes: static_datapath: the programs that were static load under tc and count ingress $n, egress $o" ||
		fail "source_shapes: static_datapath: counters '$n' '$o'"
else
	fail "source_shapes: static_datapath: tc attach: $(grep -v 'unable to find' $T/e | tail -1)"
fi
tc qdisc del dev vA clsact
rm -rf /sys/fs/bpf/tc/globals/*

# #if inside the initialiser: each build's maps are its arm's
for v in "if_maptype hash array 0" "if_maptype_pc percpu_hash percpu_array 1"; do
	set -- $v
	if ip link set dev vA xdpgeneric obj $T/$1.o sec xdp 2>$T/e; then
		ping_from_b 3
		t=$(map_type flow_table_v4) s=$(map_type flow_stats) c=$(map_sum flow_stats)
		[ "$t" = "$2 $4" ] && [ "$s" = "$3 0" ] && [ "${c:-0}" -gt 0 ] &&
			pass "source_shapes: $1: ip link loads it, flow_table_v4 is $2 (flags $4), flow_stats $3, $c packets counted" ||
			fail "source_shapes: $1: flow_table_v4 '$t', flow_stats '$s', counted '$c'"
		ip link set dev vA xdpgeneric off
	else
		fail "source_shapes: $1: ip link xdp: $(tail -1 $T/e)"
	fi
done

# map-in-map, template in a header included after the outer
if ip link set dev vA xdpgeneric obj $T/mim_header.o sec xdp 2>$T/e; then
	t=$(map_type lru_mapping) i=$(map_type fallback_cache)
	[ "$t" = "array_of_maps 0" ] && [ "$i" = "lru_hash 0" ] &&
		pass "source_shapes: mim_header: ip link loads it: lru_mapping is an array of maps made from the template of a later header, fallback_cache an LRU hash" ||
		fail "source_shapes: mim_header: lru_mapping '$t', fallback_cache '$i'"
	ip link set dev vA xdpgeneric off
else
	fail "source_shapes: mim_header: ip link xdp: $(tail -1 $T/e)"
fi

# map-in-map, pinned inner declared after the outer, in slot 0
tc qdisc add dev vA clsact
if tc filter add dev vA ingress bpf da obj $T/mim_late.o sec ingress 2>$T/e; then
	ping_from_b 3
	inner=$(mapvals /sys/fs/bpf/tc/globals/jmp_outer | cut -d' ' -f1)
	own=$(map_id /sys/fs/bpf/tc/globals/map_inner)
	c=$(mapval /sys/fs/bpf/tc/globals/map_inner 0)
	[ -n "$inner" ] && [ "$inner" = "$own" ] && [ "${c:-0}" -gt 0 ] &&
		pass "source_shapes: mim_late: tc loads it, outer slot 0 holds the pinned inner map (id $inner), which counts $c packets" ||
		fail "source_shapes: mim_late: slot 0 '$inner', inner id '$own', count '$c'"
else
	fail "source_shapes: mim_late: tc attach: $(tail -1 $T/e)"
fi
tc qdisc del dev vA clsact
rm -rf /sys/fs/bpf/tc/globals/*
