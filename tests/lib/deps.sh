#!/bin/sh
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# Install the Debian packages that are missing, saying which: only as root,
# and never with NO_DEPS=1 or inside a Debian package build (DEB_BUILD_ARCH
# set), where the build dependencies are the packager's business. Otherwise
# the missing packages are listed and the build goes on (tests that need
# them skip or fail with their own reason).
missing=
command -v dpkg-query >/dev/null || exit 0
for p in "$@"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0
why=
if [ "${NO_DEPS:-0}" != 0 ]; then
	why="NO_DEPS=$NO_DEPS"
elif [ -n "${DEB_BUILD_ARCH:-}" ]; then
	why="inside a package build (DEB_BUILD_ARCH=$DEB_BUILD_ARCH)"
elif [ "$(id -u)" != 0 ]; then
	why="not root"
fi
if [ -n "$why" ]; then
	echo "deps: missing:$missing; not installing them ($why)" >&2
	exit 0
fi
echo "deps: installing:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null && apt-get install -y -qq $missing >/dev/null ||
	{ echo "deps: apt-get install failed" >&2; exit 1; }
