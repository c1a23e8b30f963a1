# Kernel scenario (run by run_in_a / run_in_root in tests/lib/common.sh;
# objects made by ks_prep_tailcalls in tests/lib/kscenarios.sh): static
# prog-array init under bpftool and tc, PIN_NONE sharing, XDP, act and LWT
# tail calls.
mkdir -p /sys/fs/bpf/pai
if bpftool prog loadall $T/pai.o /sys/fs/bpf/pai type tc 2>$T/e; then
	n=$(bpftool map dump pinned /sys/fs/bpf/jmp_tc | grep -c '^key'); x=$(bpftool map dump pinned /sys/fs/bpf/jmp_ex | grep -c '^key')
	[ "$n" = 2 ] && [ "$x" = 1 ] && pass "prog-array-init: bpftool prog loadall loads it with every slot filled" ||
		fail "prog-array-init: slots jmp_tc=$n jmp_ex=$x"
else
	fail "prog-array-init: bpftool prog loadall: $(tail -1 $T/e)"
fi
rm -rf /sys/fs/bpf/pai /sys/fs/bpf/jmp_tc /sys/fs/bpf/jmp_ex /sys/fs/bpf/hops
tc qdisc add dev vA clsact
if tc filter add dev vA ingress bpf da obj $T/pai.o sec classifier 2>$T/e; then
	fail "prog-array-init: tc accepted the statically initialised object"
else
	if grep -q 'failed to initialize slot' $T/e; then
		pass "prog-array-init: tc 6.x refuses it as documented (slot targets not autoloaded)"
	elif grep -q "map 'jmp_tc': should be map-in-map" $T/e; then
		# libbpf before 0.7 (bullseye's 0.3) has no prog-array 'values'
		pass "prog-array-init: tc refuses it: its libbpf cannot even open a PROG_ARRAY with 'values'"
	else
		fail "prog-array-init: tc refused for another reason: $(grep -v 'unable to find' $T/e | tail -1)"
	fi
fi
rm -rf /sys/fs/bpf/tc/globals/*
# PIN_NONE legacy maps: after grafting, entry and tail program share one map
sh $T/pin_none.sh >/dev/null 2>&1 && tc filter add dev vA ingress bpf da obj $T/pin_none.o sec classifier 2>/dev/null ||
	fail "pin_none: graft + attach"
ping -c 3 -i 0.2 -W 1 10.213.0.2 >/dev/null 2>&1
set -- $(mapvals /sys/fs/bpf/tc/globals/both)
[ "${1:-0}" -gt 0 ] && [ "$1" = "${2:-x}" ] &&
	pass "pin_none: entry and grafted program update the same map instance ($1/$2)" ||
	fail "pin_none: shared map counters '$*'"
tc qdisc del dev vA clsact
rm -rf /sys/fs/bpf/tc/globals/*
# XDP: graft with type xdp, attach with ip link, both hops run
xdp_graft_hits xdp_tail $T/xdp_tail.sh $T/xdp_tail.o prog /sys/fs/bpf/tc/globals/xdp_hits
# tc actions: grafting works; attaching needs act_bpf in the kernel (a
# skip without it, unless ACT_BPF=required: the matrix VMs load it)
if sh $T/act_tail.sh >$T/g 2>&1 &&
   [ "$(bpftool map dump pinned /sys/fs/bpf/tc/globals/jmp_act | grep -c '^key')" = 1 ]; then
	pass "act_tail: graft script fills the slot of a tc action object (type act)"
else
	fail "act_tail: graft: $(grep -v 'unable to find' $T/g | tail -1)"
fi
tc qdisc add dev vA clsact
if tc filter add dev vA ingress bpf bytecode "1,6 0 0 4294967295," action bpf obj $T/act_tail.o sec action >$T/e 2>&1; then
	ping_from_b 3
	set -- $(mapvals /sys/fs/bpf/tc/globals/act_hits)
	[ "${1:-0}" -gt 0 ] && [ "$1" = "${2:-x}" ] &&
		pass "act_tail: grafted tail call runs from a tc action ($1/$2)" || fail "act_tail: counters '$*'"
elif grep -q 'Failed to load TC action module' $T/e && [ "${ACT_BPF:-}" != required ]; then
	echo "SKIP: act_tail: attaching a bpf action: this kernel has no act_bpf (CONFIG_NET_ACT_BPF not set)"
else
	fail "act_tail: tc action attach: $(grep -v 'unable to find' $T/e | tail -1)"
fi
tc qdisc del dev vA clsact
rm -rf /sys/fs/bpf/tc/globals/*
# LWT: graft type lwt_xmit, attach with ip route ... encap bpf xmit
if sh $T/lwt_tail.sh >$T/g 2>&1 &&
   ip route add 10.213.9.0/24 encap bpf xmit obj $T/lwt_tail.o sec lwt via 10.213.0.2 dev vA 2>$T/e; then
	ping -c 3 -i 0.2 -W 1 10.213.9.1 >/dev/null 2>&1
	set -- $(mapvals /sys/fs/bpf/tc/globals/lwt_hits)
	[ "${1:-0}" -gt 0 ] && [ "$1" = "${2:-x}" ] &&
		pass "lwt_tail: grafted tail call runs from an LWT xmit route ($1/$2)" || fail "lwt_tail: counters '$*'"
	ip route del 10.213.9.0/24
else
	fail "lwt_tail: graft/route: $(grep -v 'unable to find' $T/g $T/e | tail -1)"
fi
rm -rf /sys/fs/bpf/tc/globals/*
