#!/bin/sh
# test-timeout: 3000
# The project built with the toolchain of Debian 13 trixie (gcc 14, clang 19, libbpf 1.5, glibc 2.41), in a
# cached chroot (tests/stacks/make-root.sh trixie build), and its kernel-free
# test groups run there; then every example and fixture converted by that
# build gives the same bytes as by this host's (tests/lib/toolchains.sh).
# Skipped, with the reason, where Debian's archive cannot be reached.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/toolchains.sh"
tmpdir
toolchain_run trixie
