# Helpers at the top of every kernel scenario (tests/lib/scenarios/*.sh),
# inside the namespace: see run_in_a and run_in_root in common.sh.
set -u
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; }
mount -t bpf bpf /sys/fs/bpf 2>/dev/null
# mapvals PIN: every slot's value (u64, summed over CPUs), read in one dump
mapvals() {
	bpftool -j map dump pinned "$1" 2>/dev/null | python3 -c 'import json,sys
def num(x):
    return int.from_bytes(bytes(int(b,16) for b in x),"little") if isinstance(x,list) else int(x)
out=[]
for e in json.load(sys.stdin):
    if "values" in e: out.append(sum(num(v["value"]) for v in e["values"]))
    else: out.append(num(e.get("value", e.get("formatted",{}).get("value",0))))
print(" ".join(map(str,out)))'
}
ping_from_b() { ip netns exec "$NSB" ping -c "$1" -i 0.2 -W 1 10.213.0.1 >/dev/null 2>&1; }
# mapval PIN KEY: one slot of an array map (keys 0..n-1, in dump order)
mapval() { mapvals "$1" | awk -v k="$2" '{ print (NF > k) ? $(k + 1) : -1 }'; }
map_id() { bpftool -j map show pinned "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }
prog_map_ids() { bpftool -j prog show id "$1" | python3 -c 'import json,sys; print(" ".join(map(str,json.load(sys.stdin).get("map_ids",[]))))'; }
tc_prog_id() { tc filter show dev "$1" "$2" | sed -n 's/.* id \([0-9]*\) .*/\1/p' | head -1; }
# xdp_graft_hits LABEL GRAFT_SCRIPT OBJ SEC COUNTERS_PIN: run the graft script,
# attach OBJ's SEC as generic XDP on vA, ping from vB, and pass when the
# entry and the grafted program counted every packet (two equal non-zero
# slots); detaches (before reading the pinned counters: a packet that
# arrives between the dump's two slots would count in the second only)
# and empties the globals pins.
xdp_graft_hits() {
	xg_label=$1 xg_sec=$4
	if sh "$2" >$T/g 2>&1 && ip link set dev vA xdpgeneric obj "$3" sec "$4" 2>$T/e; then
		ping_from_b 3
		ip link set dev vA xdpgeneric off
		set -- $(mapvals "$5")
		[ "${1:-0}" -gt 0 ] && [ "$1" = "${2:-x}" ] &&
			pass "$xg_label: grafted XDP tail call runs from section $xg_sec for every packet ($1/$2)" ||
			fail "$xg_label: counters '$*'"
	else
		fail "$xg_label: graft/attach: $(grep -v 'unable to find' $T/g $T/e | tail -1)"
	fi
	rm -rf /sys/fs/bpf/tc/globals/*
}
