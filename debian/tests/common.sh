# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# Sourced by the tests of debian/tests/control (not a test itself). They run
# from the top of the source tree, as autopkgtest runs them, and use only the
# installed commands: /usr/bin/bpf-legacy2btf and /usr/bin/bpf-lint, never a
# build of the tree. Each prints "PASS: what", "FAIL: what: why" or
# "SKIP: what: why" lines and exits 0 (passed), 1 (something failed) or 77
# (skipped, with the "skippable" restriction).
set -u
CONV=/usr/bin/bpf-legacy2btf
LINT=/usr/bin/bpf-lint
FAILED=0

pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; FAILED=1; }
skip() { echo "SKIP: $*"; }
# first line of FILE... joined on one line, for a FAIL message
why() { cat "$@" 2>/dev/null | grep -v '^$' | head -3 | tr '\n' ' ' | cut -c1-300; }

[ -d examples/legacy ] && [ -d examples/include ] ||
	{ fail "run from the top of the source tree (no examples/ in $(pwd))"; exit 1; }
[ -x "$CONV" ] && [ -x "$LINT" ] ||
	{ fail "installed commands: $CONV or $LINT missing"; exit 1; }
# autopkgtest gives a scratch directory; by hand, one of our own
if [ -n "${AUTOPKGTEST_TMP:-}" ]; then
	W=$AUTOPKGTEST_TMP
else
	W=$(mktemp -d /tmp/bpflegacy-test.XXXXXX)
	trap 'rm -rf "$W"' EXIT
fi
# clang -target bpf with the examples' headers and the C library's
# multiarch asm/ headers, as the GNUmakefile's BPF_CFLAGS
BPF_CFLAGS="-O2 -g -target bpf -Wall -Iexamples/include -I/usr/include/$(clang -print-multiarch 2>/dev/null)"

# build_examples: every examples/legacy/*.c compiled to $W/legacy/NAME.o
# and converted by the installed command to $W/conv/NAME.o (with its graft
# script $W/conv/NAME.graft.sh where it has tail calls); EXAMPLES lists
# the names converted. A FAIL for each that does not compile or convert.
build_examples() {
	mkdir -p "$W/legacy" "$W/conv"
	EXAMPLES=
	for src in examples/legacy/*.c; do
		n=$(basename "$src" .c)
		# shellcheck disable=SC2086
		if ! clang $BPF_CFLAGS -c "$src" -o "$W/legacy/$n.o" 2>"$W/cc.err"; then
			fail "clang compiles $src: $(why "$W/cc.err")"
			continue
		fi
		if "$CONV" -q "$W/legacy/$n.o" -o "$W/conv/$n.o" \
			--graft-script "$W/conv/$n.graft.sh" >"$W/conv.out" 2>"$W/conv.err"; then
			EXAMPLES="$EXAMPLES $n"
		else
			fail "bpf-legacy2btf converts $n.o: exit $?: $(why "$W/conv.err")"
		fi
	done
	[ -n "$EXAMPLES" ] || { fail "no example converted"; exit 1; }
}
