#!/bin/sh
# legacy-iproute2.sh: print the directory holding tc and ip built from
# Debian's source package of this machine's iproute2 without libbpf
# (`./configure --libbpf_force off`): iproute2's own legacy ELF loader, the
# one that wrote the legacy objects' pins, as the reference the conversions
# are compared with (tests/lib/reference.sh). The source comes with apt-get
# source (a private apt state of deb-src lines; the host's sources are left
# alone; the archive is the mirror apt on this machine uses, or
# $STACKS_MIRROR: tests/lib/apt_mirror.sh); built once with the build dependencies tc and ip need (bison,
# flex, libelf) and cached in $LEGACY_CACHE/VERSION (default
# /var/cache/bpf-legacy2btf/iproute2-legacy).
# Exit 0: the directory is on stdout. Exit 77: it cannot be built here (not
# root, no archive, no compiler or tools); the reason is the one line on
# stdout. Other exit codes: a real failure, the reason on stdout.
set -u
CACHE=${LEGACY_CACHE:-/var/cache/bpf-legacy2btf/iproute2-legacy}
VER=$(dpkg-query -W -f='${Version}' iproute2 2>/dev/null)
[ -n "$VER" ] || { echo "iproute2 is not installed (its version names the source)"; exit 77; }
DIR=$CACHE/$VER
[ -x "$DIR/tc" ] && [ -x "$DIR/ip" ] && { echo "$DIR"; exit 0; }
[ "$(id -u)" = 0 ] || { echo "not root (the cache is root's)"; exit 77; }
for c in dpkg-source make gcc bison flex pkg-config; do
	command -v $c >/dev/null || { echo "$c not installed"; exit 77; }
done
pkg-config --exists libelf || { echo "libelf-dev not installed"; exit 77; }
. "$(dirname "$0")/../lib/apt_mirror.sh"
debian_mirror || { echo "$MIRROR_WHY"; exit 77; }
mkdir -p "$CACHE" || { echo "cannot create $CACHE"; exit 77; }
exec 9>"$CACHE/.lock"
flock 9
[ -x "$DIR/tc" ] && [ -x "$DIR/ip" ] && { echo "$DIR"; exit 0; }
tmp=$CACHE/.$VER.new
log=$CACHE/.$VER.log
rm -rf "$tmp"
mkdir -p "$tmp/apt/lists/partial" "$tmp/apt/archives/partial" "$tmp/src" || { echo "cannot create $tmp"; exit 1; }
. /etc/os-release
echo "deb-src $MIRROR ${VERSION_CODENAME:-bookworm} main" >"$tmp/apt/sources.list"
set -- -o Dir::Etc::SourceList="$tmp/apt/sources.list" -o Dir::Etc::SourceParts=/nonexistent \
	-o Dir::State::Lists="$tmp/apt/lists" -o Dir::Cache="$tmp/apt" -o Dir::State::Status=/dev/null \
	-o APT::Sandbox::User=root -o Debug::NoLocking=1 -q
if ! apt-get "$@" update >"$log" 2>&1 ||
   ! (cd "$tmp/src" && apt-get "$@" source --download-only "iproute2=$VER") >>"$log" 2>&1; then
	why=$(grep -E '^[EW]: ' "$log" | tail -1)
	rm -rf "$tmp"
	echo "cannot fetch the source of iproute2 $VER from $MIRROR: ${why#?: }"
	exit 77
fi
cd "$tmp/src" && dpkg-source -x --no-check ./*.dsc tree >>"$log" 2>&1 && cd tree &&
	./configure --libbpf_force off >>"$log" 2>&1 &&
	grep -q 'libbpf support: no' "$log" && grep -q 'ELF support: yes' "$log" &&
	make -j2 SUBDIRS="lib tc ip" >>"$log" 2>&1 &&
	mkdir -p "$tmp/out" && cp tc/tc ip/ip "$tmp/out/" ||
	{ rm -rf "$tmp"; echo "building iproute2 $VER without libbpf failed: see $log"; exit 1; }
"$tmp/out/tc" -V >"$tmp/out/version" 2>&1
mkdir -p "$DIR" && mv "$tmp/out/tc" "$tmp/out/ip" "$tmp/out/version" "$DIR/" ||
	{ echo "cannot move the binaries to $DIR"; exit 1; }
rm -rf "$tmp"
echo "$DIR"
