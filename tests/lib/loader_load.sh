#!/bin/sh
# loader_load.sh DIR: load each rw-NAME.o of DIR with the loaders its
# DIR/rw-NAME.load names, one "LOADER SECTION" line each: "xdp" is
# `ip link set dev D xdpgeneric obj O sec S`, "tc" is `tc filter add dev D
# ingress bpf da obj O sec S` (tests/lib/loader_fixtures.sh writes both
# files). It runs in a network namespace of its own with a veth pair and a
# bpffs of its own (gone with the namespace's mounts), and prints one line
# per load: "LOAD FILE LOADER SECTION yes|no LAST-ERROR-LINE". Root only.
D=$1
ns=bl-ld.$$
ip netns add "$ns" || exit 1
trap 'ip netns del "$ns"' EXIT
ip netns exec "$ns" sh -c '
mount -t bpf bpf /sys/fs/bpf 2>/dev/null
err=$(mktemp)
ip link add ld0 type veth peer name ld1 && ip link set ld0 up && ip link set ld1 up &&
	tc qdisc add dev ld0 clsact || exit 1
for spec in "$1"/rw-*.load; do
	[ -f "$spec" ] || continue
	o=${spec%.load}.o
	while read -r how sec; do
		case $how in
		xdp)	ip link set dev ld0 xdpgeneric obj "$o" sec "$sec" >"$err" 2>&1; rc=$?
			ip link set dev ld0 xdpgeneric off 2>/dev/null ;;
		tc)	tc filter add dev ld0 ingress bpf da obj "$o" sec "$sec" >"$err" 2>&1; rc=$?
			tc filter del dev ld0 ingress 2>/dev/null ;;
		*)	echo "loader_load.sh: $spec: unknown loader $how" >"$err"; rc=2 ;;
		esac
		[ $rc = 0 ] && ok=yes || ok=no
		echo "LOAD $(basename "$o") $how $sec $ok $(grep -v "^ *$" "$err" | tail -1 | tr -s "\t " "  " | cut -c1-200)"
	done <"$spec"
done
rm -f "$err"
' sh "$D"
