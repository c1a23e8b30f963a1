# Kernel scenario (run by run_in_a / run_in_root in tests/lib/common.sh;
# objects made by ks_prep_examples in tests/lib/kscenarios.sh).
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
