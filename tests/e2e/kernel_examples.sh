#!/bin/sh
# Converted examples run in the kernel under Debian's own tc/ip (libbpf
# 1.x), inside network namespaces joined by a veth pair; packets cross the
# pair and map counters prove the programs ran.
. "$(dirname "$0")/../lib/common.sh"
tmpdir
why=$(kernel_skip_reason)
if [ -n "$why" ]; then
	skip "kernel examples: $why"
	exit 0
fi
[ -x "$CONV" ] || { fail "converter built"; exit 1; }
for f in shared_map tailcall cyclic graft map_in_map xdp_samples mixed samples28; do
	"$CONV" -q "$EXG/$f.o" -o "$T/$f.o" --graft-script "$T/$f.graft.sh" 2>"$T/err" ||
		fail "convert $f: $(cat "$T/err")"
done
"$CONV" -q "$EXNOG/shared_map.o" -o "$T/shared_map_nog.o"
netns_setup || { fail "netns setup"; exit 1; }

cat >"$T/s1" <<'EOF2'
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
EOF2
run_in_a "$T/s1"

cat >"$T/s2" <<'EOF2'
# tail-call chain: graft every slot, then attach; every hop must run
tc qdisc add dev vA clsact
if sh $T/tailcall.graft.sh >$T/g 2>&1; then pass "tailcall: graft script fills every slot"
else fail "tailcall: graft script: $(grep graft: $T/g | tail -1)"; fi
tc filter add dev vA ingress bpf da obj $T/tailcall.o sec classifier 2>/dev/null &&
	pass "tailcall: tc attaches the entry program" || fail "tailcall: tc attach"
n=$(bpftool map dump pinned /sys/fs/bpf/tc/globals/jmp_tc 2>/dev/null | grep -c '^key')
x=$(bpftool map dump pinned /sys/fs/bpf/tc/globals/jmp_ex 2>/dev/null | grep -c '^key')
[ "$n" = 2 ] && [ "$x" = 1 ] && pass "tailcall: bpftool shows jmp_tc[0,1] and jmp_ex[0] filled" ||
	fail "tailcall: prog array entries jmp_tc=$n jmp_ex=$x"
ping -c 3 -i 0.2 -W 1 10.213.0.2 >/dev/null 2>&1
set -- $(mapvals /sys/fs/bpf/tc/globals/hops); h0=$1 h1=$2 h2=$3 h3=$4
if [ "$h0" -gt 0 ] && [ "$h0" = "$h1" ] && [ "$h1" = "$h2" ] && [ "$h2" = "$h3" ]; then
	pass "tailcall: every hop of the chain ran for every packet ($h0 $h1 $h2 $h3)"
else
	fail "tailcall: hop counters $h0 $h1 $h2 $h3"
fi
hid=$(map_id /sys/fs/bpf/tc/globals/hops); ok=1
# This namespace's four programs (the attached entry and the prog arrays'
# slots: ids), not every tc_* program on the host (other loads, and the
# previous scenario's programs whose release is asynchronous).
progs="$(tc_prog_id vA ingress) $(mapvals /sys/fs/bpf/tc/globals/jmp_tc) $(mapvals /sys/fs/bpf/tc/globals/jmp_ex)"
[ "$(echo $progs | wc -w)" = 4 ] || ok=0
for p in $progs; do
	case " $(prog_map_ids $p) " in *" $hid "*) ;; *) ok=0 ;; esac
done
[ $ok = 1 ] && pass "tailcall: all four programs update the same hops map (id $hid)" ||
	fail "tailcall: some program uses another hops map (programs: $progs)"
tc filter del dev vA ingress
rm -rf /sys/fs/bpf/tc/globals/*

# cyclic tail call: the kernel stops it at its tail-call limit
sh $T/cyclic.graft.sh >/dev/null 2>&1 && tc filter add dev vA ingress bpf da obj $T/cyclic.o sec classifier 2>/dev/null ||
	fail "cyclic: graft + attach"
ping -c 2 -i 0.2 -W 1 10.213.0.2 >/dev/null 2>&1
set -- $(mapvals /sys/fs/bpf/tc/globals/loops); l0=$1 l1=$2
if [ "$l0" -gt 0 ] && [ "$l1" -ge $((l0 * 30)) ]; then
	pass "cyclic: the self tail call loops up to the kernel limit ($l0 entries, $l1 loops)"
else
	fail "cyclic: loops $l0 / $l1"
fi
tc filter del dev vA ingress
rm -rf /sys/fs/bpf/tc/globals/*

# graft after attach (the other order) also works
tc filter add dev vA ingress bpf da obj $T/graft.o sec classifier 2>/dev/null &&
	sh $T/graft.graft.sh >/dev/null 2>&1 && pass "graft: grafting after attaching works" ||
	fail "graft: attach then graft"
ping -c 2 -i 0.2 -W 1 10.213.0.2 >/dev/null 2>&1
g=$(mapval /sys/fs/bpf/tc/globals/graft_hits 0)
[ "$g" -gt 0 ] && pass "graft: grafted program runs ($g hits)" || fail "graft: graft_hits=$g"
tc filter del dev vA ingress
rm -rf /sys/fs/bpf/tc/globals/*
tc qdisc del dev vA clsact
EOF2
run_in_a "$T/s2"

cat >"$T/s3" <<'EOF2'
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
EOF2
run_in_a "$T/s3"
