#!/bin/sh
# test-timeout: 1500
# The kernel matrix, bookworm's row: Debian bookworm's kernel (6.1, cloud-
# amd64, fetched with apt and cached) boots in a QEMU VM (tests/lib/vm.sh) and
# runs the kernel scenarios of tests/lib/scenarios/ (shared maps, map-in-map,
# every tail-call hop of every graft type with act_tail attached through
# act_bpf, XDP, the seed's reload sequence, legacy objects under tc) under
# this machine's tc/ip/bpftool (Debian 12, bookworm's own). Skipped, with the
# reason, without root, QEMU or Debian's archive; a VM that does not boot or
# hangs is a FAIL naming the kernel (tests/lib/kmatrix.sh).
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/kmatrix.sh"
tmpdir
km_run bookworm
exit $FAILED
