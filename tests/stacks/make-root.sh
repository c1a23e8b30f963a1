#!/bin/sh
# make-root.sh REL [build|fresh]: print the directory of a minimal chroot of Debian
# release REL (bullseye, trixie or sid; the host is bookworm) holding that
# release's tc/ip, libbpf and, where the release has one, bpftool. With
# "fresh" (bookworm only): a minimal Debian 12 root holding nothing but what
# a user who has just cloned the tree has, git and make
# (tests/lib/fresh_root.sh; the README's commands must set up the rest). Made once
# with debootstrap from Debian's archive (the mirror apt on this machine
# uses, or $STACKS_MIRROR: tests/lib/apt_mirror.sh) and cached outside the checkout, in
# $STACKS_CACHE/REL (default /var/cache/bpf-legacy2btf/stacks); a cached root
# is reused as it is. With "build" (trixie and sid): a root of its own,
# $STACKS_CACHE/REL-build, that also holds what building the project and
# running its tests need (the release's gcc, clang, llvm, libbpf-dev, libelf,
# libdw, zlib, make, pkg-config, python3, patch, git, strace;
# tests/e2e/toolchains/), installed into a copy of REL's root. Installs debootstrap with apt-get when it is missing.
# Exit 0: the directory is on stdout. Exit 77: the root cannot be made here
# (not root, no archive, no debootstrap); the reason is the one line on
# stdout. Other exit codes: a real failure, the reason on stdout.
set -u
REL=${1:?usage: make-root.sh REL [build]}
KIND=${2:-}
CACHE=${STACKS_CACHE:-/var/cache/bpf-legacy2btf/stacks}
NAME=$REL${KIND:+-$KIND}
DIR=$CACHE/$NAME

# Packages of each release: its iproute2 and libbpf, bpftool where main has
# one (bullseye's is missing: the scenarios then use the host's), ping, and
# python3 for the scenarios' JSON reading.
case $REL:$KIND in
bookworm:fresh) PKGS=git,make ;;
bookworm:*) echo "bookworm is the host's release: only its fresh root is made"; exit 2 ;;
bullseye:*) PKGS=iproute2,libbpf0,iputils-ping,python3 ;;
trixie:*|sid:*) PKGS=iproute2,libbpf1,bpftool,iputils-ping,python3 ;;
*) echo "unknown release '$REL' (bullseye, trixie or sid; bookworm with fresh)"; exit 2 ;;
esac
# The build root: a copy of REL's root (made first, shared with the stack
# tests) with the packages of GNUmakefile's DEB_PKGS and CHECK_PKGS that the
# build and the kernel-free test groups use, installed by the release's own
# apt-get (the archive's Release files may be past their Valid-Until
# date on a machine whose clock is ahead: not checked, as debootstrap does
# not). The marker file is written last: a root without it is made again.
# procps: pgrep, for the tests that kill workers. A root whose marker lists
# other packages is made again (removed first: not while a run uses it).
BUILD_PKGS="gcc libc6-dev make pkg-config clang llvm libbpf-dev libelf-dev libdw-dev zlib1g-dev libbz2-dev liblzma-dev libzstd-dev python3-jsonschema patch git strace time procps"
case $KIND in
'') MARK=sbin/tc ;;
build)
	[ "$REL" = bullseye ] && { echo "no build root for bullseye (libbpf 0.3 cannot build the project)"; exit 2; }
	MARK=bl-build.stamp ;;
fresh) MARK=bl-fresh.stamp BUILD_PKGS=$PKGS ;;
*) echo "unknown root kind '$KIND' (build or fresh)"; exit 2 ;;
esac
have_root() {
	if [ -z "$KIND" ]; then
		[ -x "$DIR/sbin/tc" ] || [ -x "$DIR/usr/sbin/tc" ]
	else
		[ "$(cat "$DIR/$MARK" 2>/dev/null)" = "$BUILD_PKGS" ]
	fi
}

if have_root; then
	echo "$DIR"
	exit 0
fi
# inside a build-and-test run's chroot (tests/lib/toolchains.sh): no roots
[ -n "${BL_NO_STACKS:-}" ] && { echo "$BL_NO_STACKS"; exit 77; }
[ "$(id -u)" = 0 ] || { echo "not root (debootstrap needs root)"; exit 77; }
if ! command -v debootstrap >/dev/null 2>&1 && [ ! -x /usr/sbin/debootstrap ]; then
	echo "make-root.sh: installing debootstrap with apt-get" >&2
	DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -q debootstrap >&2 ||
		{ echo "debootstrap is not installed and apt-get could not install it"; exit 77; }
fi
PATH=$PATH:/usr/sbin:/sbin
. "$(dirname "$0")/../lib/apt_mirror.sh"
debian_mirror || { echo "$MIRROR_WHY"; exit 77; }
mkdir -p "$CACHE" || { echo "cannot create $CACHE"; exit 77; }

# One builder per release at a time; a second caller waits and reuses.
exec 9>"$CACHE/.$NAME.lock"
flock 9
if have_root; then
	echo "$DIR"
	exit 0
fi
tmp=$CACHE/.$NAME.new
rm -rf "$tmp"
log=$CACHE/.$NAME.log
if [ "$KIND" = build ]; then
	base=$(sh "$0" "$REL"); rc=$?
	[ $rc = 0 ] || { echo "$base"; exit $rc; }
	cp -a "$base" "$tmp" || { rm -rf "$tmp"; echo "cannot copy $base"; exit 1; }
	# shellcheck disable=SC2086
	if ! chroot "$tmp" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
		${http_proxy:+http_proxy=$http_proxy} ${https_proxy:+https_proxy=$https_proxy} \
		sh -c 'apt-get -o Acquire::Check-Valid-Until=false update -q && apt-get install -y -q --no-install-recommends "$@"' sh \
		$BUILD_PKGS >"$log" 2>&1; then
		why=$(grep -E '^(E|W|Err):' "$log" | tail -1)
		rm -rf "$tmp"
		case $why in
		*"Could not resolve"*|*"Failed to fetch"*|*"Temporary failure"*|*"Unable to connect"*)
			echo "Debian archive not reachable for $REL: $why"; exit 77 ;;
		esac
		echo "apt-get install in $REL failed: ${why:-see $log}"
		exit 1
	fi
	chroot "$tmp" apt-get clean >/dev/null 2>&1
elif ! debootstrap --variant=minbase --include="$PKGS" "$REL" "$tmp" "$MIRROR" >"$log" 2>&1; then
	why=$(grep -E '^[EW]: ' "$log" | tail -1)
	rm -rf "$tmp"
	case $why in
	*"Failed getting release file"*|*"Couldn't download"*|*"Failure trying to run"*|*resolve*|*"Couldn't"*)
		echo "Debian archive $MIRROR not reachable for $REL: ${why#?: }"; exit 77 ;;
	esac
	echo "debootstrap $REL failed: ${why:-see $log}"
	exit 1
fi
# What the release ships, for the reports (tc -V, libbpf's package version).
{
	echo "release=$REL"
	[ "$KIND" = fresh ] || echo "tc=$(chroot "$tmp" tc -V 2>&1 | grep -m1 iproute2)"
	chroot "$tmp" dpkg-query -W -f='${Package}=${Version}\n' iproute2 libbpf0 libbpf1 bpftool \
		${KIND:+gcc clang libbpf-dev libc6 git make} 2>/dev/null
} >"$tmp/bl-stack.info"
[ -z "$KIND" ] || echo "$BUILD_PKGS" >"$tmp/$MARK"
[ -z "$KIND" ] || rm -rf "$DIR"
mv "$tmp" "$DIR" || { echo "cannot move $tmp to $DIR"; exit 1; }
echo "$DIR"
