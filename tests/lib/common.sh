# Shared helpers for end-to-end tests. Source it; uses $TOP and $BUILD.
# Report with pass/fail/skip; each test name should say the behaviour proved.
: "${TOP:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${BUILD:=build}"
CONV="$TOP/$BUILD/bpf-legacy2btf"
LINT="$TOP/$BUILD/bpf-lint"
EXG="$TOP/build/examples/g"
EXNOG="$TOP/build/examples/nog"
OPENCHK="$TOP/$BUILD/tools/openchk"
FAILED=0

pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; FAILED=1; }
skip() { echo "SKIP: $*"; }
# check NAME CMD...: pass if CMD succeeds.
check() { n=$1; shift; if "$@" >/dev/null 2>&1; then pass "$n"; else fail "$n"; fi; }

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
