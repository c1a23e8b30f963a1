# Kernel scenario (run by run_in_a in tests/e2e/source/source_kernel.sh):
# the programs of examples/macros/, whose maps are declared through
# iproute2-style macros, rebuilt after --source-patch rewrote the macro
# (map_macros.h's __BPF_MAP) into a BTF-defined map: a shared map, a
# tail-call chain and a graft target with the converter's graft scripts
# for the rebuilt objects, a map-in-map.
# dump_id ID: the values of map ID (by id: an inner map is not pinned)
dump_id() {
	bpftool -j map dump id "$1" 2>/dev/null | python3 -c 'import json,sys
def num(x):
    return int.from_bytes(bytes(int(b,16) for b in x),"little") if isinstance(x,list) else int(x)
print(" ".join(str(num(e.get("value", 0))) for e in json.load(sys.stdin)))'
}
G=/sys/fs/bpf/tc/globals
tc qdisc add dev vA clsact

# shared map: two loads of one object (ingress, egress) count into the
# pinned hash, and into the map that was PIN_OBJECT_NS
if tc filter add dev vA ingress bpf da obj $T/mac_shared.o sec ingress 2>$T/e &&
   tc filter add dev vA egress bpf da obj $T/mac_shared.o sec egress 2>>$T/e; then
	ping_from_b 3
	tc filter del dev vA ingress; tc filter del dev vA egress
	set -- $(mapvals $G/mac_shared); s=$(( ${1:-0} + ${2:-0} ))
	o=$(mapval $G/mac_objns 0)
	[ -n "$2" ] && [ "$1" -gt 0 ] && [ "$2" -gt 0 ] && [ "$o" = "$s" ] &&
		pass "source_macros: shared: both loads count into the pinned mac_shared ($1, $2) and mac_objns ($o), maps of the rewritten __BPF_MAP" ||
		fail "source_macros: shared: mac_shared '$1' '$2', mac_objns '$o'"
else
	fail "source_macros: shared: tc attach: $(grep -v 'unable to find' $T/e | tail -1)"
fi
rm -rf $G/*

# tail-call chain: the graft script fills jmp_mac[0,1], every hop runs
if sh $T/mac_chain.graft.sh >$T/g 2>&1 &&
   tc filter add dev vA ingress bpf da obj $T/mac_chain.o sec classifier 2>$T/e; then
	ping_from_b 3
	tc filter del dev vA ingress
	set -- $(mapvals $G/mac_hops)
	[ "${1:-0}" -gt 0 ] && [ "$1" = "$2" ] && [ "$2" = "$3" ] &&
		pass "source_macros: chain: grafted from the rebuilt object's own MAP/KEY sections, every hop ran for every packet ($1 $2 $3)" ||
		fail "source_macros: chain: hop counters '$1' '$2' '$3'"
else
	fail "source_macros: chain: graft + attach: $(tail -1 $T/g) $(tail -1 $T/e)"
fi
rm -rf $G/*

# graft after attach: the grafted program counts
if tc filter add dev vA ingress bpf da obj $T/mac_graft.o sec classifier 2>$T/e &&
   sh $T/mac_graft.graft.sh >$T/g 2>&1; then
	ping_from_b 3
	tc filter del dev vA ingress
	g=$(mapval $G/mgraft_hits 0)
	[ "${g:-0}" -gt 0 ] &&
		pass "source_macros: graft: grafted after attaching, the target counts ($g hits)" ||
		fail "source_macros: graft: mgraft_hits '$g'"
else
	fail "source_macros: graft: attach + graft: $(tail -1 $T/e) $(tail -1 $T/g)"
fi
rm -rf $G/*

# map-in-map: the outer's slot 0 holds the inner map, which counts
if tc filter add dev vA ingress bpf da obj $T/mac_mim.o sec ingress 2>$T/e; then
	ping_from_b 3
	inner=$(mapval $G/mac_outer 0)
	c=$( [ "${inner:--1}" -gt 0 ] && dump_id "$inner" | cut -d' ' -f1)
	tc filter del dev vA ingress
	[ "${c:-0}" -gt 0 ] &&
		pass "source_macros: mim: the outer's call rewritten in place, slot 0 holds mac_inner (id $inner), which counts $c packets" ||
		fail "source_macros: mim: slot 0 '$inner', count '$c'"
else
	fail "source_macros: mim: tc attach: $(tail -1 $T/e)"
fi
rm -rf $G/*
tc qdisc del dev vA clsact
