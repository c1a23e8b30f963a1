# Shared helpers for end-to-end tests. Source it; uses $TOP, $BUILD (relative
# to $TOP or absolute) and $EX_DIR (the examples, default build/examples).
# Report with pass/fail/skip; each test name should say the behaviour proved.
# TOP defaults to the checkout holding the sourcing script, however deep it
# sits (tests/e2e/GROUP/NAME.sh, tests/bench/NAME.sh).
if [ -z "${TOP:-}" ]; then
	TOP=$(cd "$(dirname "$0")" && pwd)
	while [ "$TOP" != / ] && [ ! -f "$TOP/tests/lib/common.sh" ]; do TOP=$(dirname "$TOP"); done
fi
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

# MA: the host's multiarch triplet, for clang -target bpf's -I/usr/include/$MA
MA=$(gcc -print-multiarch 2>/dev/null)
# bpf_cflags: clang's flags for a BPF object with the examples' headers
bpf_cflags() {
	echo "-O2 -target bpf -I/usr/include/$MA -I$TOP/examples/include"
}

# need NAME COMMAND...: a SKIP for test NAME, and the end of it, unless
# every COMMAND is installed
need() {
	_name=$1; shift
	for _c; do
		command -v "$_c" >/dev/null || { skip "$_name: $_c not installed"; exit 0; }
	done
}

# bpf_compile SRC OUT [clang args]: SRC built for BPF with the examples'
# headers (-g only when given); on failure a FAIL naming SRC and the error.
bpf_compile() {
	src=$1 out=$2; shift 2
	# shellcheck disable=SC2086
	clang $(bpf_cflags) "$@" -c "$src" -o "$out" 2>"$T/cc.err" ||
		{ fail "$(basename "$0" .sh): compile $(basename "$src") $*: $(head -3 "$T/cc.err")"; return 1; }
}

# conv ARGS...: run the converter; exit status in $rc, stdout in $T/stdout,
# stderr in $T/err. errlines: how many lines it wrote to stderr; why: the
# status and stderr on one line, for a FAIL message.
conv() { "$CONV" "$@" >"$T/stdout" 2>"$T/err"; rc=$?; }
errlines() { wc -l <"$T/err" | tr -d ' '; }
# oneline INPUT PATTERN: the converter's stderr is one line, about INPUT
oneline() { [ "$(errlines)" = 1 ] && grep -q "^bpf-legacy2btf: $1: $2" "$T/err"; }
why() { echo "exit $rc, stderr: $(tr '\n' '|' <"$T/err" | cut -c1-300)"; }

# sha FILE: its sha256, hex
sha() { sha256sum "$1" | cut -d' ' -f1; }

# elfinfo / elfpatch ARGS...: the ELF reader and patcher of tests/lib
elfinfo() { python3 "$TOP/tests/lib/elfinfo.py" "$@"; }
elfpatch() { python3 "$TOP/tests/lib/elfpatch.py" "$@"; }

# insns OBJ: its disassembly without the file name and symbol labels
insns() { llvm-objdump -d --no-show-raw-insn "$1" | grep -v 'file format' | sed 's/<[^>]*>//g'; }

# big OUT: the tailcall example padded past 256 KiB (such inputs are mapped)
big() { cp "$EXG/tailcall.o" "$1" && head -c 300000 /dev/zero >>"$1"; }
# spread N K: N copies of the example objects, in turn, as $T/in/dJ/oI.o
# (J = I mod K); $ins: their paths, sorted.
spread() {
	_n=$1 _k=$2 _i=0
	set -- "$EXG"/*.o
	while [ "$_i" -lt "$_n" ]; do
		mkdir -p "$T/in/d$((_i % _k))"
		eval "_f=\${$((_i % $# + 1))}"
		cp "$_f" "$T/in/d$((_i % _k))/o$_i.o"
		_i=$((_i + 1))
	done
	ins=$(find "$T/in" -name '*.o' | sort)
}

# lintrules OBJ: the rule ids of bpf-lint's findings on OBJ, sorted, one line
lintrules() {
	"$LINT" --format=json "$1" 2>/dev/null | python3 -c 'import json,sys
print(" ".join(sorted(set(f["rule"] for o in json.load(sys.stdin)["objects"] for f in o["findings"]))))'
}

# expect_maps LABEL OBJ SRC [MAP=PIN...]: libbpf opens OBJ (pin root $ROOT)
# and sees exactly the maps of SRC's EXPECT lines; PIN yes = $ROOT/MAP,
# - = not pinned. MAP=PIN overrides a fixture's pin expectation.
expect_maps() {
	label=$1 obj=$2 src=$3; shift 3
	if ! "$OPENCHK" "$obj" "$ROOT" >"$T/open" 2>"$T/open.err"; then
		fail "$label: libbpf cannot open the output: $(head -1 "$T/open.err")"
		return
	fi
	sed -n 's/^ \* EXPECT //p' "$src" >"$T/exp"
	[ -s "$T/exp" ] || { fail "$label: $(basename "$src") has no EXPECT lines"; return; }
	bad=
	while read -r m type key value max flags pin; do
		for o in "$@"; do
			case $o in "$m="*) pin=pin=${o#*=} ;; esac
		done
		[ "$pin" = pin=yes ] && pin="pin=$ROOT/$m"
		got=$(grep "^map $m " "$T/open") || { bad="$bad $m:missing"; continue; }
		for f in "$type" "$key" "$value" "$max" "$flags" "$pin"; do
			case " $got " in *" $f "*) ;; *) bad="$bad $m:want($f)" ;; esac
		done
	done <"$T/exp"
	n=$(grep -c '^map ' "$T/open"); e=$(wc -l <"$T/exp" | tr -d ' ')
	[ "$n" = "$e" ] || bad="$bad map-count:$n(want $e)"
	if [ -z "$bad" ]; then
		pass "$label"
	else
		fail "$label:$bad; libbpf saw: $(grep '^map ' "$T/open" | cut -d' ' -f2-8 | tr '\n' ';')"
	fi
}

# shim NAME: the LD_PRELOAD path of the build of tests/shim/NAME.c, copied
# into $T (call tmpdir first): ld.so splits LD_PRELOAD at spaces, and a
# checkout's path may have them.
shim() { cp "$B/tools/$1.so" "$T/$1.so" && echo "$T/$1.so"; }

# Why kernel tests cannot run here, or nothing when they can.
kernel_skip_reason() {
	# a build-and-test run in another release's chroot (tests/lib/toolchains.sh)
	[ -n "${BL_NO_KERNEL:-}" ] && { echo "$BL_NO_KERNEL"; return; }
	[ "$(id -u)" = 0 ] || { echo "not root"; return; }
	command -v tc >/dev/null || { echo "tc not installed"; return; }
	command -v bpftool >/dev/null || { echo "bpftool not installed"; return; }
	ip netns add bl-probe.$$ 2>/dev/null || { echo "cannot create network namespaces"; return; }
	ip netns del bl-probe.$$
	bpftool prog show >/dev/null 2>&1 || { echo "BPF syscall unavailable"; return; }
}

# kernel_or_skip LABEL: end the test with "SKIP: LABEL: why" when the kernel
# checks cannot run here (see kernel_skip_reason).
kernel_or_skip() {
	why=$(kernel_skip_reason)
	[ -z "$why" ] && return 0
	skip "$1: $why"
	exit 0
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

# run_in_a SCRIPT [VAR=VALUE...]: one `ip netns exec` call (its own /sys and
# bpffs) running SCRIPT with sh under the host's tc/ip/bpftool, VARs set.
# The script prints PASS/FAIL lines itself; it starts with the helpers of
# tests/lib/scenario_env.sh (pass, fail, ping_from_b, mapval, map_id, ...).
run_in_a() {
	cat "$TOP/tests/lib/scenario_env.sh" "$1" >"$T/scenario.sh"
	shift
	ip netns exec "$NSA" env T="$T" CONV="$CONV" NSB="$NSB" "$@" sh "$T/scenario.sh"
}
