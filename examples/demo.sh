#!/bin/sh
# `make demo`: convert every bundled legacy example, show what changed, lint
# before and after, and (as root, with BPF) load the results with the
# system's tc/ip inside throw-away network namespaces.
set -u
BUILD=${BUILD:-build}
TOP=$(cd "$(dirname "$0")/.." && pwd)
case $BUILD in /*) B=$BUILD ;; *) B=$TOP/$BUILD ;; esac
CONV="$B/bpf-legacy2btf"
LINT="$B/bpf-lint"
OUT="$B/demo"
EX="${EX_DIR:-$TOP/build/examples}/g"
rm -rf "$OUT"; mkdir -p "$OUT"

say() { printf '\n=== %s\n' "$*"; }

say "1. Stock libbpf (as in tc/ip on this machine) refuses the legacy objects"
"$LINT" --format=text "$EX"/*.o 2>&1 | grep -E 'verdict|legacy-maps-section' | sed 's|'"$TOP"'/||'

say "2. Convert them all at once (notes say where pinning semantics change)"
"$CONV" --output-dir "$OUT" --graft-script "$OUT/tailcall.graft.sh" "$EX/tailcall.o" 2>&1 | sed 's|'"$TOP"'/||g'
"$CONV" --output-dir "$OUT" $(ls "$EX"/*.o | grep -v '/tailcall.o$') 2>&1 | sed 's|'"$TOP"'/||g'
for f in cyclic graft; do
	"$CONV" -q "$EX/$f.o" -o "$OUT/$f.o" --graft-script "$OUT/$f.graft.sh"
done

say "3. What changed in shared_map.o: sections"
printf '%-10s %s\n' before: "$(llvm-readelf -S "$EX/shared_map.o" | awk '/\]/ {print $2}' | grep -v '^\.debug\|^\.rel\.debug' | tr '\n' ' ')"
printf '%-10s %s\n' after: "$(llvm-readelf -S "$OUT/shared_map.o" | awk '/\]/ {print $2}' | grep -v '^\.debug\|^\.rel\.debug' | tr '\n' ' ')"
say "   ... and the BTF map definition libbpf now reads"
bpftool btf dump file "$OUT/shared_map.o" | awk '/VAR .map_sh/ {print; f=1} /DATASEC .\.maps/ {f=1} f && /DATASEC/ {print; getline; print}'
say "   ... instructions are unchanged"
if [ "$(llvm-objdump -d --no-show-raw-insn "$EX/shared_map.o" | tail -n +3)" = \
     "$(llvm-objdump -d --no-show-raw-insn "$OUT/shared_map.o" | tail -n +3)" ]; then
	echo "llvm-objdump -d: identical"
else
	echo "llvm-objdump -d: DIFFERENT"
fi

say "4. The tail-call manifest and graft script for tailcall.o"
cat "$OUT/tailcall.tailcalls.json"
grep '^graft ' "$OUT/tailcall.graft.sh"

say "5. bpf-lint on the converted objects (one run: it also cross-checks pins between files)"
"$LINT" "$OUT"/*.o 2>&1 | grep -E "verdict|: error:" | sed 's|'"$TOP"'/||'

if [ "$(id -u)" != 0 ] || ! bpftool prog show >/dev/null 2>&1; then
	say "6. Kernel demo skipped: needs root and BPF"
	exit 0
fi
say "6. Load into the kernel with this machine's tc/ip (network namespaces)"
A=bl-demo-a.$$; B=bl-demo-b.$$
trap 'ip netns del $A 2>/dev/null; ip netns del $B 2>/dev/null' EXIT
ip netns add $A; ip netns add $B
ip link add dA.$$ type veth peer name dB.$$
ip link set dA.$$ netns $A name vA; ip link set dB.$$ netns $B name vB
ip -n $A addr add 10.214.0.1/24 dev vA; ip -n $A link set vA up
ip -n $B addr add 10.214.0.2/24 dev vB; ip -n $B link set vB up
ip netns exec $A env OUT="$OUT" sh -c '
set -u
mount -t bpf bpf /sys/fs/bpf
run() { echo "\$ $*"; "$@" 2>&1 | grep -v "unable to find map id" | sed "s/^/  /"; }
tc qdisc add dev vA clsact
run tc filter add dev vA ingress bpf da obj $OUT/shared_map.o sec ingress
run tc filter add dev vA egress bpf da obj $OUT/shared_map.o sec egress
ping -c 3 -i 0.2 -W 1 10.214.0.2 >/dev/null
echo "map_sh after 3 pings (ingress+egress share it):"
run bpftool map dump pinned /sys/fs/bpf/tc/globals/map_sh
tc filter del dev vA ingress; tc filter del dev vA egress
run sh $OUT/tailcall.graft.sh
run tc filter add dev vA ingress bpf da obj $OUT/tailcall.o sec classifier
ping -c 3 -i 0.2 -W 1 10.214.0.2 >/dev/null
echo "hops[0..3]: every hop of the tail-call chain ran:"
run bpftool map dump pinned /sys/fs/bpf/tc/globals/hops
tc filter del dev vA ingress
run ip link set dev vA xdpgeneric obj $OUT/xdp_samples.o sec prog
ping -c 2 -i 0.2 -W 1 10.214.0.2 >/dev/null
run ip link show dev vA
ip link set dev vA xdpgeneric off
'
say "done: converted objects are in $OUT/"
