# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# A fresh Debian 12 machine for first-contact tests: a throw-away copy of
# the cached minimal root (tests/stacks/make-root.sh bookworm fresh:
# debootstrap --variant=minbase plus git and make), in which commands run as
# root with that root's own apt-get, against this machine's kernel. Source
# after common.sh, and call tmpdir first: the copy lives under $T.
#
# fresh_root NAME: FR becomes a new copy of the root at $T/NAME (an overlay
# on the cached root where the kernel has overlayfs, else a copy). When the
# root cannot be made, reports the SKIP (or FAIL) for test NAME and returns 1.
# fresh_run CMD ARGS...: runs CMD in $FR as root in a private mount
# namespace: fresh proc and sysfs, the host's /dev, a tmpfs /run (so that
# `ip netns add` works inside), this machine's resolv.conf, a clean
# environment (PATH, HOME=/root, LANG, DEBIAN_FRONTEND=noninteractive,
# apt's proxy) and the cache of downloaded .debs bound at
# /var/cache/apt/archives (kept across runs, so a warm run downloads
# nothing: $STACKS_CACHE/bookworm-fresh.debs). Its status is CMD's.
# Everything is undone when the test exits (the tmpdir trap is extended).

FRESH_CACHE=${STACKS_CACHE:-/var/cache/bpf-legacy2btf/stacks}
FRESH_MOUNTS=

fresh_root() {
	_n=$1
	[ "$(id -u)" = 0 ] || { skip "$_n: not root (chroot, debootstrap)"; return 1; }
	command -v unshare >/dev/null || { skip "$_n: no unshare (util-linux)"; return 1; }
	_base=$(sh "$TOP/tests/stacks/make-root.sh" bookworm fresh); _rc=$?
	case $_rc in
	0) ;;
	77) skip "$_n: $_base"; return 1 ;;
	*) fail "$_n: make-root.sh bookworm fresh: $_base"; return 1 ;;
	esac
	FR=$T/$_n
	mkdir -p "$FR" "$T/.$_n.upper" "$T/.$_n.work" || { fail "$_n: mkdir $FR"; return 1; }
	if mount -t overlay overlay -o "lowerdir=$_base,upperdir=$T/.$_n.upper,workdir=$T/.$_n.work" "$FR" 2>/dev/null; then
		FRESH_MOUNTS="$FR $FRESH_MOUNTS"
		trap 'fresh_cleanup; rm -rf "$T"' EXIT
	else
		cp -a "$_base/." "$FR/" || { fail "$_n: cannot copy $_base"; return 1; }
	fi
	cp -L /etc/resolv.conf "$FR/etc/resolv.conf" 2>/dev/null
	mkdir -p "$FRESH_CACHE/bookworm-fresh.debs/partial"
	return 0
}

fresh_cleanup() {
	for _m in $FRESH_MOUNTS; do
		umount -l "$_m" 2>/dev/null
	done
	FRESH_MOUNTS=
}

fresh_run() {
	. "$TOP/tests/lib/apt_mirror.sh"
	apt_proxy_env
	# shellcheck disable=SC2016
	unshare -m sh -c 'mount --make-rprivate / && mount --bind "$0" "$0" &&
		mount -t proc proc "$0/proc" && mount -t sysfs sysfs "$0/sys" &&
		mount --rbind /dev "$0/dev" && mount -t tmpfs tmpfs "$0/run" &&
		mount --bind "$1" "$0/var/cache/apt/archives" && shift && exec chroot "$0" "$@"' \
		"$FR" "$FRESH_CACHE/bookworm-fresh.debs" \
		env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
		LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive \
		${http_proxy:+http_proxy=$http_proxy} ${https_proxy:+https_proxy=$https_proxy} "$@"
}
