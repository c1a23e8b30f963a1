#!/bin/sh
# test-timeout: 1800
# The kernel scenarios of the examples (shared map on ingress+egress,
# map-in-map, every tail-call hop through the graft script, XDP, the seed's
# reload sequence) under the tc/ip/bpftool of Debian bullseye, from a cached
# debootstrap chroot (tests/lib/stacks.sh); skipped, with the reason, where
# Debian's archive cannot be reached.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/stacks.sh"
tmpdir
stack_run bullseye
