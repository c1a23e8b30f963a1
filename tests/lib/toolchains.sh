# Build-and-test runs under another Debian release's toolchain: the
# project built inside that release's chroot (tests/stacks/make-root.sh REL
# build: its gcc, clang, libbpf-dev, glibc) and its kernel-free tests run
# there; then every example and fixture converted by that build and by this
# one must give the same bytes. Source after common.sh.

# The groups that need no kernel of their own (their kernel checks skip
# inside the chroot: BL_NO_KERNEL); kernel, stacks and packaging run on the
# host only.
TC_GROUPS="unit/ e2e/convert/ e2e/files/ e2e/tailcalls/ e2e/lint/ e2e/source/ e2e/robustness/ e2e/tree/"

# tc_inputs DIR: the corpus on this host, built once with its clang: the
# examples ($EX_DIR: with and without -g, compressed, big-endian) and every
# fixture compiled with and without -g (those clang refuses are left out;
# the fixtures' own tests compile them).
tc_inputs() {
	mkdir -p "$1/examples" && cp -r "$EX_DIR/." "$1/examples/" || return 1
	find "$TOP/tests/fixtures" -name '*.c' | LC_ALL=C sort | while read -r f; do
		r=${f#"$TOP"/tests/fixtures/}
		for g in g nog; do
			mkdir -p "$1/fixtures/$g/$(dirname "$r")"
			flag=; [ $g = g ] && flag=-g
			# shellcheck disable=SC2046
			clang $(bpf_cflags) -I"$(dirname "$f")" $flag -c "$f" \
				-o "$1/fixtures/$g/${r%.c}.o" 2>/dev/null || rm -f "$1/fixtures/$g/${r%.c}.o"
		done
	done
	find "$TOP/tests/fixtures" -name '*.o' -exec cp {} "$1/fixtures/" \;
}

# tc_chroot CMD...: run CMD in $ROOT as root with a private mount namespace
# (fresh proc, the host's /dev bound in; gone when CMD ends), a clean
# environment, the kernel checks turned off and no release roots made
# (lint_releases.sh's other releases are the host's business).
tc_chroot() {
	unshare -m sh -c 'mount --make-rprivate / && mount -t proc proc "$0/proc" &&
		mount --rbind /dev "$0/dev" && exec chroot "$0" "$@"' "$ROOT" \
		env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
		BL_NO_KERNEL="kernel checks run on the host, not in the $rel build-and-test run" \
		BL_NO_STACKS="release roots are made on the host, not in the $rel build-and-test run" \
		TEST_TIMEOUT="${TEST_TIMEOUT:-600}" "$@"
}

# toolchain_run REL: build and test in REL's build root; results "REL: ...".
toolchain_run() {
	rel=$1
	[ "$(id -u)" = 0 ] || { skip "$rel build-and-test: not root (chroot)"; return 0; }
	command -v unshare >/dev/null || { skip "$rel build-and-test: no unshare"; return 0; }
	ROOT=$(sh "$TOP/tests/stacks/make-root.sh" "$rel" build); rc=$?
	case $rc in
	0) ;;
	77) skip "$rel build-and-test: $ROOT"; return 0 ;;
	*) fail "$rel build-and-test: make-root.sh: $ROOT"; return 1 ;;
	esac
	[ -x "$CONV" ] || { fail "$rel build-and-test: converter built here"; return 1; }
	echo "# $rel: $(tr '\n' ' ' <"$ROOT/bl-stack.info")"
	SRC=$T/src
	trap 'rm -rf "$T" "$ROOT$T"' EXIT
	mkdir -p "$ROOT$SRC" || { fail "$rel: make $ROOT$SRC"; return 1; }
	# the checkout without its builds and git metadata
	(cd "$TOP" && tar --exclude=./.git --exclude="./${BUILD:-build}" --exclude=./build -cf - .) |
		(cd "$ROOT$SRC" && tar -xf -) || { fail "$rel: copy the checkout"; return 1; }
	# realworld_iproute2.sh's iproute2-doc package, where this host has it
	# (sid has none of its own)
	if [ -d "$B/cache/iproute2-doc" ]; then
		mkdir -p "$ROOT$SRC/build/cache" && cp -r "$B/cache/iproute2-doc" "$ROOT$SRC/build/cache/"
	fi
	t0=$(date +%s)
	if tc_chroot sh -c 'cd "$0" && make -j2 bin examples unit WERROR=1' "$SRC" >"$T/build.log" 2>&1; then
		pass "$rel: the project builds with $rel's compiler, libbpf and C library, -Werror ($(( $(date +%s) - t0 )) s)"
	else
		fail "$rel: build: $(grep -m3 -E 'error|Error' "$T/build.log" | tr '\n' '|' | cut -c1-400)"
		return 1
	fi
	t0=$(date +%s)
	# shellcheck disable=SC2086
	tc_chroot sh -c 'cd "$0" && RESULTS="$0/../results" BUILD=build sh tests/run.sh "$@"' \
		"$SRC" $TC_GROUPS >"$T/run.log" 2>&1
	sed -E "s/^(PASS|FAIL|SKIP): /\1: $rel: /" "$ROOT$T/results" 2>/dev/null ||
		fail "$rel: tests/run.sh wrote no results: $(tail -3 "$T/run.log" | tr '\n' '|')"
	echo "# $rel: $(tail -1 "$T/run.log") in $(( $(date +%s) - t0 )) s"
	toolchain_bytes
}

# toolchain_bytes: the corpus converted by this build and by $rel's, from
# the same directory: the same lines (exit status, sha256 of every output).
toolchain_bytes() {
	mkdir -p "$ROOT$T/corpus" && tc_inputs "$ROOT$T/corpus/in" ||
		{ fail "$rel: build the corpus"; return 1; }
	n=$(find "$ROOT$T/corpus/in" -name '*.o' | wc -l)
	(cd "$ROOT$T/corpus" && sh "$TOP/tests/lib/conv_corpus.sh" "$CONV") >"$T/host.list" ||
		{ fail "$rel: convert the corpus here"; return 1; }
	tc_chroot sh -c 'cd "$0" && sh "$1/tests/lib/conv_corpus.sh" "$1/build/bpf-legacy2btf"' \
		"$T/corpus" "$SRC" >"$T/rel.list" 2>"$T/rel.err" ||
		{ fail "$rel: convert the corpus in $rel: $(head -2 "$T/rel.err")"; return 1; }
	if [ "$(wc -l <"$T/host.list")" -ne "$n" ] || [ "$n" -lt 100 ]; then
		fail "$rel: corpus of $n objects, $(wc -l <"$T/host.list") converted here"
	elif cmp -s "$T/host.list" "$T/rel.list"; then
		pass "$rel: $n objects (examples, fixtures with and without -g) converted by the $rel build: the same exit status and sha256 of every output as this host's build"
	else
		fail "$rel: converted bytes differ from this host's build: $(diff "$T/host.list" "$T/rel.list" | grep '^[<>]' | head -4 | cut -c1-120 | tr '\n' '|')"
	fi
}
