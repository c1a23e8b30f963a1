#!/bin/sh
# fetch-kernel.sh REL: print the directory holding Debian release REL's
# kernel (bullseye, bookworm, trixie or sid; the cloud-amd64 flavour, small
# and with every virtio driver the VMs use): vmlinuz, its modules as
# modules/lib/modules/VERSION, its config, and "info" (release, kernel
# version, package=version of each package fetched).
# Downloaded once with apt-get from Debian's archive (the mirror apt on
# this machine uses, or $STACKS_MIRROR: tests/lib/apt_mirror.sh), with a private apt
# state of its own (the host's apt sources are left alone), and cached
# outside the checkout in $KERNELS_CACHE/REL (default
# /var/cache/bpf-legacy2btf/kernels); a cached kernel is reused as it is
# (remove the directory to fetch the suite's newest).
# Exit 0: the directory is on stdout. Exit 77: it cannot be fetched here (not
# root, archive unreachable, no such package); the reason is the one line on
# stdout. Other exit codes: a real failure, the reason on stdout.
set -u
REL=${1:?usage: fetch-kernel.sh REL}
CACHE=${KERNELS_CACHE:-/var/cache/bpf-legacy2btf/kernels}
FLAVOUR=${KERNEL_FLAVOUR:-cloud-amd64}
DIR=$CACHE/$REL
case $REL in
bullseye|bookworm|trixie|sid) ;;
*) echo "unknown release '$REL' (bullseye, bookworm, trixie or sid)"; exit 2 ;;
esac
[ -s "$DIR/vmlinuz" ] && [ -d "$DIR/modules" ] && { echo "$DIR"; exit 0; }
[ "$(id -u)" = 0 ] || { echo "not root (the kernel cache is root's)"; exit 77; }
command -v apt-get >/dev/null || { echo "apt-get not installed"; exit 77; }
. "$(dirname "$0")/../lib/apt_mirror.sh"
debian_mirror || { echo "$MIRROR_WHY"; exit 77; }
mkdir -p "$CACHE" || { echo "cannot create $CACHE"; exit 77; }

# One fetcher per release at a time; a second caller waits and reuses.
exec 9>"$CACHE/.$REL.lock"
flock 9
[ -s "$DIR/vmlinuz" ] && [ -d "$DIR/modules" ] && { echo "$DIR"; exit 0; }
tmp=$CACHE/.$REL.new
rm -rf "$tmp"
mkdir -p "$tmp/apt/lists/partial" "$tmp/apt/archives/partial" "$tmp/debs" "$tmp/x" ||
	{ echo "cannot create $tmp"; exit 1; }
echo "deb $MIRROR $REL main" >"$tmp/apt/sources.list"
set -- -o Dir::Etc::SourceList="$tmp/apt/sources.list" -o Dir::Etc::SourceParts=/nonexistent \
	-o Dir::State::Lists="$tmp/apt/lists" -o Dir::Cache="$tmp/apt" \
	-o Dir::State::Status=/dev/null -o APT::Architecture=amd64 \
	-o APT::Sandbox::User=root -o Debug::NoLocking=1 -q
log=$CACHE/.$REL.log
if ! apt-get "$@" update >"$log" 2>&1 || grep -q '^[WE]: .*\(Failed to fetch\|not signed\|NO_PUBKEY\)' "$log"; then
	why=$(grep -E '^[EW]: ' "$log" | grep -m1 -E 'Failed to fetch|Could not|connect|resolve|NO_PUBKEY|not signed' ||
		grep -E '^[EW]: ' "$log" | tail -1)
	rm -rf "$tmp"
	echo "Debian archive $MIRROR not usable for $REL: ${why#?: }"
	exit 77
fi
# linux-image-FLAVOUR depends on linux-image-ABI-FLAVOUR, which holds the
# kernel and modules (sid splits them into linux-binary-ABI-FLAVOUR and
# linux-modules-ABI-FLAVOUR): every package of the ABI is fetched.
abi=$(apt-cache "$@" depends linux-image-$FLAVOUR 2>>"$log" |
	sed -n "s/^ *Depends: linux-image-\(.*-$FLAVOUR\)\$/\1/p" | head -1)
[ -n "$abi" ] || { rm -rf "$tmp"; echo "no linux-image-$FLAVOUR in $REL"; exit 77; }
pkgs=$(apt-cache "$@" depends --recurse --no-recommends --no-suggests --no-conflicts \
	--no-breaks --no-replaces --no-enhances "linux-image-$abi" 2>>"$log" |
	awk -v abi="$abi" '/^linux-[a-z]+-/ && substr($0, length($0) - length(abi) + 1) == abi' | sort -u)
[ -n "$pkgs" ] || { rm -rf "$tmp"; echo "no packages of linux-image-$abi in $REL"; exit 77; }
if ! (cd "$tmp/debs" && apt-get "$@" download $pkgs) >>"$log" 2>&1; then
	why=$(grep -E '^[EW]: ' "$log" | tail -1)
	rm -rf "$tmp"
	echo "apt-get download $pkgs failed: ${why#?: }"
	exit 77
fi
for d in "$tmp"/debs/*.deb; do
	dpkg-deb -x "$d" "$tmp/x" || { rm -rf "$tmp"; echo "dpkg-deb -x $d failed"; exit 1; }
done
vmlinuz=$(find "$tmp/x" -name "vmlinuz-$abi" -o -name vmlinuz -path "*/$abi/*" | head -1)
mods=$(find "$tmp/x" -maxdepth 4 -type d -path "*/lib/modules/$abi" | head -1)
[ -n "$vmlinuz" ] && [ -n "$mods" ] || { rm -rf "$tmp"; echo "no vmlinuz or modules in $pkgs"; exit 1; }
config=$(find "$tmp/x" -name "config-$abi" -o -name config -path "*/$abi/*" | head -1)
[ -n "$config" ] && cp "$config" "$tmp/config"
mkdir -p "$tmp/modules/lib/modules" && mv "$vmlinuz" "$tmp/vmlinuz" &&
	mv "$mods" "$tmp/modules/lib/modules/$abi" || { rm -rf "$tmp"; echo "cannot move files"; exit 1; }
{
	echo "release=$REL"
	echo "kernel=$abi"
	for d in "$tmp"/debs/*.deb; do echo "$(dpkg-deb -f "$d" Package)=$(dpkg-deb -f "$d" Version)"; done
} >"$tmp/info"
rm -rf "$tmp/x" "$tmp/debs" "$tmp/apt"
mv "$tmp" "$DIR" || { echo "cannot move $tmp to $DIR"; exit 1; }
echo "$DIR"
