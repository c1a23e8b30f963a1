#!/bin/sh
# test-timeout: 1800
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# The Debian package (debian/) as a user gets it: built from a copy of the
# tree with `dpkg-buildpackage -us -uc -b`; lintian -I --pedantic finds no
# error and no warning in the binary build (.changes: the .debs) nor in the
# source package; and each test of debian/tests/control runs as autopkgtest
# runs it, in its own copy of a fresh Debian 12 root (tests/lib/fresh_root.sh)
# where apt-get installed the test's Depends, the built .debs among them:
# from the source tree, AUTOPKGTEST_TMP set, output on stderr a failure
# unless allow-stderr, exit 77 a skip where the test is skippable. The
# installed commands convert and lint the examples, tc loads them in network
# namespaces, a program builds against libbpflegacy-dev. Each step's time
# is printed. Building and lintian need no root; the fresh roots do.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/fresh_root.sh"
# The package build is the packager's: not this make's flags or build dir.
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CPPFLAGS LDFLAGS CONV_LINK STATIC LIBBPF_DIR \
	SANITIZE WERROR BUILD EX_DIR DEB_BUILD_OPTIONS DEB_BUILD_PROFILES
tmpdir
for c in dpkg-buildpackage:dpkg-dev dh:debhelper lintian:lintian; do
	command -v "${c%%:*}" >/dev/null ||
		{ skip "deb_package: ${c#*:} not installed (make check installs it: CHECK_PKGS)"; exit 0; }
done
ver=$(cd "$TOP" && dpkg-parsechangelog -S Version 2>/dev/null)
pkgs=$(sed -n 's/^Package: *//p' "$TOP/debian/control" | tr '\n' ' ')
[ -n "$ver" ] && [ -n "$pkgs" ] || { fail "deb_package: debian/changelog or debian/control unreadable"; exit 1; }

# The tree as committed plus what is not yet (tracked and untracked files
# that git does not ignore), as a tarball unpacks, without builds or .git.
S=$T/src/bpflegacy-$ver
mkdir -p "$S"
(cd "$TOP" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - 2>/dev/null) |
	(cd "$S" && tar -xf -) && [ -f "$S/debian/rules" ] || { fail "deb_package: copy the tree"; exit 1; }
cp -a "$S" "$T/tree"	# a clean copy for the fresh root's tests

if ! (cd "$S" && dpkg-checkbuilddeps) >"$T/bdeps" 2>&1; then
	# as root, make check installed DEB_PKGS and CHECK_PKGS: they must hold
	# every Build-Depends
	msg="build dependencies missing: $(sed -n 's/.*Unmet build dependencies: //p' "$T/bdeps")"
	[ "$(id -u)" = 0 ] && { fail "deb_package: $msg (GNUmakefile's DEB_PKGS/CHECK_PKGS must have them)"; exit 1; }
	skip "deb_package: $msg (not root: make check did not install them)"
	exit 0
fi

# 1. The source package (for lintian), then the binary build.
(cd "$T/src" && dpkg-source -b "bpflegacy-$ver") >"$T/source.log" 2>&1 ||
	{ fail "deb_package: dpkg-source -b: $(tail -2 "$T/source.log" | tr '\n' ' ')"; exit 1; }
t0=$(date +%s)
(cd "$S" && dpkg-buildpackage -us -uc -b) >"$T/build.log" 2>&1; rc=$?
t_build=$(( $(date +%s) - t0 ))
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
debs=
for p in $pkgs; do
	debs="$debs $T/src/${p}_${ver}_$arch.deb"
done
changes=$T/src/bpflegacy_${ver}_$arch.changes
if [ $rc = 0 ] && ls $debs >/dev/null 2>&1 && [ -f "$changes" ]; then
	units=$(grep -c '^PASS: ' "$T/build.log")
	pass "deb_package: dpkg-buildpackage -us -uc -b builds$(for d in $debs; do printf ' %s' "$(basename "$d")"; done) ($t_build s; dh_auto_test: $units unit checks passed)"
else
	fail "deb_package: dpkg-buildpackage -us -uc -b: exit $rc ($t_build s): $(grep -E 'error|FAIL|Error' "$T/build.log" | head -3 | tr '\n' ' ')"
	exit 1
fi
# What each package holds (dpkg -c), for the log.
for d in $debs; do
	echo "# $(basename "$d"):$(dpkg-deb -c "$d" | awk '$1 !~ /^d/ { printf " %s", $6 }')"
done

# 2. lintian, everything shown: no E: or W: line, on either.
lintian_check() {
	t0=$(date +%s)
	lintian -I --pedantic --show-overrides --fail-on none "$2" >"$T/lintian.out" 2>"$T/lintian.err"; rc=$?
	t=$(( $(date +%s) - t0 ))
	n=
	for l in E W I P X O; do
		n="$n $l:$(grep -c "^$l: " "$T/lintian.out")"
	done
	if [ $rc != 0 ]; then
		fail "deb_package: lintian on the $1: exit $rc: $(grep -v 'root privileges' "$T/lintian.err" | head -2 | tr '\n' ' ')"
	elif grep -q '^[EW]: ' "$T/lintian.out"; then
		fail "deb_package: lintian -I --pedantic on the $1 has errors or warnings ($n): $(grep '^[EW]: ' "$T/lintian.out" | head -5 | tr '\n' '|')"
	else
		pass "deb_package: lintian -I --pedantic on the $1: no error, no warning (tags by level:$n; O: overridden, each with its reason in debian/; $t s)"
	fi
	# each tag once, with its count (N: lines are the overrides' comments)
	grep -v '^N: ' "$T/lintian.out" | sed -E 's/^(.: [^:]+: [^ ]+).*/\1/' | sort | uniq -c |
		sed 's/^ */# lintian: /'
}
lintian_check "binary build ($(basename "$changes"))" "$changes"
lintian_check "source package (bpflegacy_$ver.dsc)" "$T/src/bpflegacy_$ver.dsc"

# 3. debian/tests/control's tests, as autopkgtest runs them, each in a new
# copy of a fresh Debian 12 root: apt-get installs the test's Depends (no
# recommends), our packages among them from the built .debs, and the test
# runs from the source tree (load-with-tc says itself when this kernel
# cannot load BPF programs). One root per test, so that a Depends missing
# from one test is not hidden by another's.
# The stanzas, one line each: "TESTS|DEPENDS|RESTRICTIONS" (continuation
# lines joined, comments dropped, @ = every binary package; Depends are
# taken as plain package names, which ours are).
awk '
	/^#/ { next }
	/^[ \t]*$/ { if (t != "") print t "|" d "|" r; t = d = r = ""; f = ""; next }
	/^[ \t]/ { v = $0 }
	/^[A-Za-z-]+:/ { f = tolower($0); sub(/:.*/, "", f); v = $0; sub(/^[^:]*:/, "", v) }
	{ gsub(/,/, " ", v); if (f == "tests") t = t " " v; else if (f == "depends") d = d " " v; else if (f == "restrictions") r = r " " v }
	END { if (t != "") print t "|" d "|" r }' "$T/tree/debian/tests/control" |
	sed "s/ @ / $pkgs /g; s/ @\$/ $pkgs/" >"$T/tests"
[ -s "$T/tests" ] || { fail "deb_package: debian/tests/control names no test"; exit 1; }
[ "$(id -u)" = 0 ] ||
	{ skip "deb_package: debian/tests in fresh Debian 12 roots: not root (chroot, debootstrap)"; exit $FAILED; }
times=
while IFS="|" read -r tests tdeps restr; do
	restr=$(echo $restr)
	for t in $tests; do
		t0=$(date +%s)
		fresh_root "deb_package.$t" || exit $FAILED
		if [ -z "$times" ]; then
			echo "# fresh root ready in $(( $(date +%s) - t0 )) s: $(tr '\n' ' ' <"$FR/bl-stack.info")"
			for c in bpf-legacy2btf clang tc; do
				fresh_run sh -c "command -v $c" >/dev/null &&
					{ fail "deb_package: the fresh root already has $c"; exit 1; }
			done
		fi
		mkdir -p "$FR/tmp/debs" && cp $debs "$FR/tmp/debs/" && cp -a "$T/tree" "$FR/tmp/src" ||
			{ fail "deb_package: $t: copy the .debs and the tree into the root"; exit 1; }
		args="" ours=""
		for d in $tdeps; do
			case " $pkgs " in
			*" $d "*) args="$args ./${d}_${ver}_$arch.deb" ours="$ours $d" ;;
			*) args="$args $d" ;;
			esac
		done
		t0=$(date +%s)
		# shellcheck disable=SC2016,SC2086
		fresh_run sh -c 'apt-get update -q || echo "apt-get update failed: the root'"'"'s lists are used"
			cd /tmp/debs && apt-get install -y -q --no-install-recommends "$@"' sh $args >"$T/install.log" 2>&1; rc=$?
		t_inst=$(( $(date +%s) - t0 ))
		want=$(for p in $ours; do printf '%s=%s ' "$p" "$ver"; done)
		# shellcheck disable=SC2016,SC2086
		got=$(fresh_run dpkg-query -W -f='${Package}=${Version} ' $ours 2>/dev/null)
		if [ $rc = 0 ] && [ -n "$ours" ] && [ "$got" = "$want" ]; then
			pass "deb_package: $t: apt-get installs its Depends in a fresh root:$args ($t_inst s; $(grep -m1 '^Need to get' "$T/install.log" | sed 's/ of archives\.//'))"
		else
			fail "deb_package: $t: apt-get install$args: exit $rc, installed '$got': $(grep -E '^(E|W):' "$T/install.log" | head -3 | tr '\n' ' ')"
			continue
		fi
		t0=$(date +%s)
		# shellcheck disable=SC2016
		fresh_run sh -c 'cd /tmp/src && mkdir "/tmp/autopkgtest.$0" &&
			AUTOPKGTEST_TMP="/tmp/autopkgtest.$0" exec "debian/tests/$0"' "$t" \
			>"$T/t.out" 2>"$T/t.err"; rc=$?
		secs=$(( $(date +%s) - t0 ))
		times="$times, $t: install $t_inst s, test $secs s"
		sed -E "s/^(PASS|FAIL|SKIP): /\1: deb_package: $t: /" "$T/t.out"
		np=$(grep -c '^PASS: ' "$T/t.out")
		case " $restr " in *" skippable "*) skippable=1 ;; *) skippable= ;; esac
		case " $restr " in *" allow-stderr "*) : >"$T/t.err" ;; esac
		if [ $rc = 77 ] && [ -n "$skippable" ]; then
			skip "deb_package: autopkgtest $t skipped itself in the fresh root ($secs s)"
		elif [ $rc != 0 ]; then
			FAILED=1
			grep -q '^FAIL: ' "$T/t.out" || fail "deb_package: autopkgtest $t: exit $rc ($secs s): $(head -c 300 "$T/t.err")"
		elif [ -s "$T/t.err" ]; then
			fail "deb_package: autopkgtest $t wrote to stderr (a failure without allow-stderr): $(head -c 300 "$T/t.err" | tr '\n' ' ')"
		elif [ "$np" = 0 ] || grep -q '^FAIL: ' "$T/t.out"; then
			fail "deb_package: autopkgtest $t: exit 0 but $np checks passed"
		else
			pass "deb_package: autopkgtest $t passes in the fresh root with the installed packages ($np checks, $secs s; restrictions: ${restr:-none})"
		fi
	done
done <"$T/tests"
echo "# times: package build $t_build s$times"
exit $FAILED
