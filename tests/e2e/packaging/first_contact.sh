#!/bin/sh
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# What a new user meets before anything is installed, checked on this
# machine (the whole path on a fresh root is fresh_root.sh):
# - the GNUmakefile is read for `make deps`, `make demo` and `make check`
#   without asking pkg-config, the compiler or any probe (a machine with
#   none of the packages: PKG_CONFIG, CC and CLANG are false, and a PATH
#   with nothing but the shell, make and sed);
# - what is fetched from Debian's archive comes from the mirror apt on this
#   machine is configured with (deb822 .sources or sources.list, read by
#   tests/lib/apt_mirror.sh), or from STACKS_MIRROR; apt's proxy is passed
#   on; make-root.sh and fetch-kernel.sh use that mirror; no archive host is
#   named in the tree.
. "$(dirname "$0")/../../lib/common.sh"
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CPPFLAGS LDFLAGS CONV_LINK STATIC LIBBPF_DIR
tmpdir

# 1. Reading the GNUmakefile asks nothing. `make -n deps` prints the
# deps.sh line, and so do `make -n demo` and `make -n check` (their
# recursive make, which runs after deps has installed the packages, is
# `true` here); `-p` prints the data base, every target's prerequisites
# expanded.
mkdir -p "$T/bin"
for c in sh make sed; do ln -s "$(command -v $c)" "$T/bin/$c"; done
ln -s "$(PATH=/usr/bin:/bin which true)" "$T/bin/true"
for goal in deps demo check; do
	PATH=$T/bin PKG_CONFIG=false CC=false CLANG=false \
		make -C "$TOP" --no-print-directory -n -p BUILD="$T/b" MAKE=true "$goal" >"$T/$goal.out" 2>"$T/$goal.err"
	rc=$?
	if [ $rc = 0 ] && grep -q '^NO_DEPS=.* sh tests/lib/deps.sh clang ' "$T/$goal.out" && [ ! -s "$T/$goal.err" ]; then
		pass "first_contact: make -n $goal is read with no pkg-config, compiler or probe (PATH: sh, make, sed)"
	else
		fail "first_contact: make -n $goal without the packages: exit $rc: $(head -c 300 "$T/$goal.err" | tr '\n' ' ')"
	fi
done
# The opt-in static converter link is decided by its variable, not a probe.
PATH=$T/bin PKG_CONFIG=false CC=false make -C "$TOP" --no-print-directory -n BUILD="$T/b" \
	CONV_LINK=static deps >"$T/st.out" 2>"$T/st.err" && [ ! -s "$T/st.err" ] &&
	pass "first_contact: make -n deps CONV_LINK=static is read with no probe" ||
	fail "first_contact: make -n deps CONV_LINK=static: $(head -c 300 "$T/st.err")"

# 2. The mirror. A private apt configuration (APT_CONFIG) whose sources
# name a test mirror; apt's list files for it copied from the host's, as
# if `apt-get update` had fetched them (apt-get indextargets lists only
# sources with lists).
lists=$(apt-config shell L Dir::State::lists/d 2>/dev/null | sed "s/^L='\(.*\)'$/\1/")
code=$(. /etc/os-release; echo "$VERSION_CODENAME")
host_rel=$(ls "$lists" 2>/dev/null | grep -m1 "_dists_${code}_InRelease\$")
if [ -z "$host_rel" ] || [ -z "$code" ]; then
	skip "first_contact: mirror: apt has no lists for $code here (run apt-get update)"
	exit $FAILED
fi
host_pre=${host_rel%_dists_*}
# fake_apt NAME URI FORMAT: an apt configuration in $T/NAME whose only source
# is URI (suites CODE and CODE-security, the latter under URI-security),
# written as FORMAT (deb822 or list), with its lists in place
fake_apt() {
	d=$T/$1 uri=$2
	mkdir -p "$d/parts" "$d/lists/partial"
	if [ "$3" = deb822 ]; then
		printf 'Types: deb\nURIs: %s-security\nSuites: %s-security\nComponents: main\n\nTypes: deb deb-src\nURIs: %s\nSuites: %s %s-updates\nComponents: main contrib\n' \
			"$uri" "$code" "$uri" "$code" "$code" >"$d/parts/x.sources"
	else
		printf 'deb %s-security %s-security main\ndeb [arch=amd64] %s %s main\n' \
			"$uri" "$code" "$uri" "$code" >"$d/parts/x.list"
	fi
	# apt names list files after the URI: scheme dropped, '/' as '_'
	pre=$(printf '%s' "${uri#*://}" | sed 's,/,_,g')
	for f in "$lists/${host_pre}_dists_${code}_"*; do
		cp "$f" "$d/lists/${pre}_dists_${code}_${f##*_dists_${code}_}"
	done
	for f in "$lists/${host_pre}-security_dists_${code}-security_"*; do
		[ -f "$f" ] && cp "$f" "$d/lists/${pre}-security_dists_${code}-security_${f##*_dists_${code}-security_}"
	done
	printf 'Dir::Etc::SourceList "/dev/null";\nDir::Etc::SourceParts "%s/parts";\nDir::State::Lists "%s/lists";\n' \
		"$d" "$d" >"$d/apt.conf"
}
# the mirror is a port on this machine where nothing listens: a fetch fails at once
M1=http://127.0.0.1:9/debian
fake_apt a "$M1" deb822
fake_apt b "$M1/list" list
got_a=$(APT_CONFIG=$T/a/apt.conf sh -c '. "$1"; debian_mirror && echo "$MIRROR"' sh "$TOP/tests/lib/apt_mirror.sh")
got_b=$(APT_CONFIG=$T/b/apt.conf sh -c '. "$1"; debian_mirror && echo "$MIRROR"' sh "$TOP/tests/lib/apt_mirror.sh")
got_c=$(APT_CONFIG=$T/a/apt.conf STACKS_MIRROR=http://127.0.0.1:9/other/ sh -c '. "$1"; debian_mirror && echo "$MIRROR"' sh "$TOP/tests/lib/apt_mirror.sh")
[ "$got_a" = "$M1" ] && [ "$got_b" = "$M1/list" ] && [ "$got_c" = http://127.0.0.1:9/other ] &&
	pass "first_contact: the archive is apt's own ($code from deb822 .sources and from a sources.list, not -security or -updates); STACKS_MIRROR overrides" ||
	fail "first_contact: mirror: deb822 gave '$got_a', sources.list '$got_b', STACKS_MIRROR '$got_c'"
printf 'Acquire::http::Proxy "http://127.0.0.1:9/";\n' >>"$T/a/apt.conf"
got=$(env -u http_proxy APT_CONFIG=$T/a/apt.conf sh -c '. "$1"; debian_mirror && echo "$http_proxy"' sh "$TOP/tests/lib/apt_mirror.sh")
[ "$got" = http://127.0.0.1:9/ ] &&
	pass "first_contact: apt's Acquire::http::Proxy is passed on as http_proxy" ||
	fail "first_contact: apt's proxy gave http_proxy='$got'"
printf 'Dir::Etc::SourceList "/dev/null";\nDir::Etc::SourceParts "%s/none";\nDir::State::Lists "%s/none";\n' "$T" "$T" >"$T/none.conf"
mkdir -p "$T/none/partial"
got=$(APT_CONFIG=$T/none.conf sh -c '. "$1"; debian_mirror; echo "$?: $MIRROR_WHY"' sh "$TOP/tests/lib/apt_mirror.sh")
case $got in
"1: apt on this machine names no Debian archive"*"STACKS_MIRROR"*) pass "first_contact: apt with no Debian archive: the reason names STACKS_MIRROR" ;;
*) fail "first_contact: apt with no archive said: $got" ;;
esac

# The fetching scripts use it: a release root and a kernel fetched through
# the test mirror fail at once naming it (exit 77, a SKIP reason).
if [ "$(id -u)" != 0 ]; then
	skip "first_contact: make-root.sh and fetch-kernel.sh through apt's mirror: not root"
else
	if ! command -v debootstrap >/dev/null && [ ! -x /usr/sbin/debootstrap ]; then
		skip "first_contact: make-root.sh through apt's mirror: debootstrap is not installed (CHECK_PKGS has it)"
	else
		out=$(APT_CONFIG=$T/a/apt.conf STACKS_CACHE=$T/stacks sh "$TOP/tests/stacks/make-root.sh" trixie); rc=$?
		case "$rc:$out" in
		"77:"*"$M1"*) pass "first_contact: make-root.sh debootstraps from apt's mirror ($out)" ;;
		*) fail "first_contact: make-root.sh through the test mirror: exit $rc: $out" ;;
		esac
	fi
	out=$(APT_CONFIG=$T/b/apt.conf KERNELS_CACHE=$T/kc sh "$TOP/tests/vm/fetch-kernel.sh" sid); rc=$?
	case "$rc:$out" in
	"77:"*"$M1/list"*) pass "first_contact: fetch-kernel.sh fetches from apt's mirror ($out)" ;;
	*) fail "first_contact: fetch-kernel.sh through the test mirror: exit $rc: $out" ;;
	esac
fi

# No archive host in the tree: what apt is configured with is the only source.
hosts=$(git -C "$TOP" grep -l -I -E '(deb|ftp[.a-z0-9]*|snapshot|security|archive)\.debian\.org|archive\.ubuntu\.com' -- . ':!shared' 2>/dev/null)
[ -z "$hosts" ] &&
	pass "first_contact: no Debian archive host is named in the tree" ||
	fail "first_contact: archive hosts named in: $(echo $hosts)"
exit $FAILED
