# Shared helpers for end-to-end tests. Source it; uses $TOP, $BUILD (relative
# to $TOP or absolute) and $EX_DIR (the examples, default build/examples).
# Report with pass/fail/skip; each test name should say the behaviour proved.
: "${TOP:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${BUILD:=build}"
: "${EX_DIR:=build/examples}"
case $BUILD in /*) B=$BUILD ;; *) B=$TOP/$BUILD ;; esac
case $EX_DIR in /*) ;; *) EX_DIR=$TOP/$EX_DIR ;; esac
export EX_DIR
CONV="$B/bpf-legacy2btf"
LINT="$B/bpf-lint"
EXG="$EX_DIR/g"
EXNOG="$EX_DIR/nog"
OPENCHK="$B/tools/openchk"
FAILED=0

pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; FAILED=1; }
skip() { echo "SKIP: $*"; }
# check NAME CMD...: pass if CMD succeeds.
check() { n=$1; shift; if "$@" >/dev/null 2>&1; then pass "$n"; else fail "$n"; fi; }

# dwarf_clean NAME OBJ: llvm-dwarfdump --verify finds no error in OBJ.
dwarf_clean() {
	if llvm-dwarfdump --verify "$2" >"$T/dw" 2>&1 && grep -q 'No errors' "$T/dw"; then
		pass "$1: llvm-dwarfdump --verify is clean"
	else
		fail "$1: llvm-dwarfdump --verify: $(grep -i error "$T/dw" | head -2)"
	fi
}

# same_bytes NAME IN OUT: converting IN again gives OUT's bytes.
same_bytes() {
	"$CONV" -q "$2" -o "$3.again" 2>/dev/null
	check "$1: same input gives the same output bytes" cmp "$3" "$3.again"
}

tmpdir() { T=$(mktemp -d /tmp/bl-test.XXXXXX); trap 'rm -rf "$T"' EXIT; }

# Why kernel tests cannot run here, or nothing when they can.
kernel_skip_reason() {
	[ "$(id -u)" = 0 ] || { echo "not root"; return; }
	command -v tc >/dev/null || { echo "tc not installed"; return; }
	command -v bpftool >/dev/null || { echo "bpftool not installed"; return; }
	ip netns add bl-probe.$$ 2>/dev/null || { echo "cannot create network namespaces"; return; }
	ip netns del bl-probe.$$
	bpftool prog show >/dev/null 2>&1 || { echo "BPF syscall unavailable"; return; }
}

# Two namespaces joined by a veth pair: $NSA/vA 10.213.0.1, $NSB/vB 10.213.0.2.
# Removed on exit. Kernel scenarios run inside $NSA with run_in_a.
netns_setup() {
	NSA=bl-a.$$; NSB=bl-b.$$
	trap 'ip netns del $NSA 2>/dev/null; ip netns del $NSB 2>/dev/null; rm -rf "$T"' EXIT
	ip netns add $NSA && ip netns add $NSB &&
	ip link add vA.$$ type veth peer name vB.$$ &&
	ip link set vA.$$ netns $NSA name vA && ip link set vB.$$ netns $NSB name vB &&
	ip -n $NSA addr add 10.213.0.1/24 dev vA && ip -n $NSA link set vA up &&
	ip -n $NSA link set lo up &&
	ip -n $NSB addr add 10.213.0.2/24 dev vB && ip -n $NSB link set vB up &&
	ip -n $NSB link set lo up
}

# run_in_a SCRIPT: one `ip netns exec` call (its own /sys and bpffs) running
# SCRIPT with sh; the script prints PASS/FAIL lines itself. Helpers available
# inside: pass, fail, ping_from_b COUNT (B pings A across the veth),
# mapval PIN KEY (u64 value of an array slot, summed over
# CPUs), map_id PIN, prog_map_ids PROG_ID.
run_in_a() {
	cat >"$T/scenario.sh" <<'HDR'
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
HDR
	cat "$1" >>"$T/scenario.sh"
	ip netns exec "$NSA" env T="$T" CONV="$CONV" NSB="$NSB" sh "$T/scenario.sh"
}
