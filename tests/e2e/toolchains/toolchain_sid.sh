#!/bin/sh
# test-timeout: 3000
# The project built with the toolchain of Debian sid (gcc 16, clang 21, libbpf 1.7, glibc 2.43), in a
# cached chroot (tests/stacks/make-root.sh sid build), and its kernel-free
# test groups run there; then every example and fixture converted by that
# build gives the same bytes as by this host's (tests/lib/toolchains.sh).
# Skipped, with the reason, where Debian's archive cannot be reached.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/toolchains.sh"
tmpdir
toolchain_run sid
