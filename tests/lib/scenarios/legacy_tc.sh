# Kernel scenario (run by run_in_root in tests/lib/stacks.sh): unconverted
# legacy objects ($T/legacy_NAME.o, NAMES) under the release's own tc, and
# what bpf-lint --profile=iproute2 --libbpf=<its libbpf> predicted for each
# (PRED_NAME=ok|fail): tc links libbpf, so a release before libbpf 1.0
# loads them (its tc applies the legacy pinning itself), a later one cannot.
tc qdisc add dev vA clsact
for n in $NAMES; do
	if tc filter add dev vA ingress bpf da obj $T/legacy_$n.o sec $(eval echo \$SEC_$n) 2>$T/e; then
		got=ok
		tc filter del dev vA ingress
	else
		got=fail
	fi
	want=$(eval echo \$PRED_$n)
	[ "$got" = "$want" ] &&
		pass "legacy $n.o: tc loads it: $got, as bpf-lint --profile=iproute2 --libbpf=$LIBBPF predicts" ||
		fail "legacy $n.o: tc loads it: $got, bpf-lint --profile=iproute2 --libbpf=$LIBBPF predicts $want ($(grep -v '^$' $T/e | tail -1))"
	rm -rf /sys/fs/bpf/tc/globals/*
done
tc qdisc del dev vA clsact
