#!/bin/sh
# make-root.sh REL: print the directory of a minimal chroot of Debian release
# REL (bullseye, trixie or sid; the host is bookworm) holding that release's
# tc/ip, libbpf and, where the release has one, bpftool. Made once with
# debootstrap from Debian's archive and cached outside the checkout, in
# $STACKS_CACHE/REL (default /var/cache/bpf-legacy2btf/stacks); a cached root
# is reused as it is. Installs debootstrap with apt-get when it is missing.
# Exit 0: the directory is on stdout. Exit 77: the root cannot be made here
# (not root, no archive, no debootstrap); the reason is the one line on
# stdout. Other exit codes: a real failure, the reason on stdout.
set -u
REL=${1:?usage: make-root.sh REL}
CACHE=${STACKS_CACHE:-/var/cache/bpf-legacy2btf/stacks}
MIRROR=${STACKS_MIRROR:-http://deb.debian.org/debian}
DIR=$CACHE/$REL

# Packages of each release: its iproute2 and libbpf, bpftool where main has
# one (bullseye's is missing: the scenarios then use the host's), ping, and
# python3 for the scenarios' JSON reading.
case $REL in
bullseye) PKGS=iproute2,libbpf0,iputils-ping,python3 ;;
trixie|sid) PKGS=iproute2,libbpf1,bpftool,iputils-ping,python3 ;;
*) echo "unknown release '$REL' (bullseye, trixie or sid)"; exit 2 ;;
esac

if [ -x "$DIR/sbin/tc" ] || [ -x "$DIR/usr/sbin/tc" ]; then
	echo "$DIR"
	exit 0
fi
[ "$(id -u)" = 0 ] || { echo "not root (debootstrap needs root)"; exit 77; }
if ! command -v debootstrap >/dev/null 2>&1 && [ ! -x /usr/sbin/debootstrap ]; then
	echo "make-root.sh: installing debootstrap with apt-get" >&2
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >&2 ||
		{ echo "debootstrap is not installed and apt-get could not install it"; exit 77; }
fi
PATH=$PATH:/usr/sbin:/sbin
mkdir -p "$CACHE" || { echo "cannot create $CACHE"; exit 77; }

# One builder per release at a time; a second caller waits and reuses.
exec 9>"$CACHE/.$REL.lock"
flock 9
if [ -x "$DIR/sbin/tc" ] || [ -x "$DIR/usr/sbin/tc" ]; then
	echo "$DIR"
	exit 0
fi
tmp=$CACHE/.$REL.new
rm -rf "$tmp"
log=$CACHE/.$REL.log
if ! debootstrap --variant=minbase --include="$PKGS" "$REL" "$tmp" "$MIRROR" >"$log" 2>&1; then
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
	echo "tc=$(chroot "$tmp" tc -V 2>&1 | grep -m1 iproute2)"
	chroot "$tmp" dpkg-query -W -f='${Package}=${Version}\n' iproute2 libbpf0 libbpf1 bpftool 2>/dev/null
} >"$tmp/bl-stack.info"
mv "$tmp" "$DIR" || { echo "cannot move $tmp to $DIR"; exit 1; }
echo "$DIR"
