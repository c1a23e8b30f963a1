#!/bin/sh
# test-timeout: 1500
# The kernel matrix, bullseye's row: Debian bullseye's kernel (5.10, cloud-
# amd64, fetched with apt and cached) boots in a QEMU VM (tests/lib/vm.sh) and
# runs the kernel scenarios of tests/lib/scenarios/ (shared maps, map-in-map,
# every tail-call hop of every graft type with act_tail attached through
# act_bpf, XDP, the seed's reload sequence, legacy objects under tc) once
# under this machine's tc/ip/bpftool (Debian 12) and once under Debian 11's
# own (its release root, tests/stacks/make-root.sh). Skipped, with the reason,
# without root, QEMU or Debian's archive; a VM that does not boot or hangs is
# a FAIL naming the kernel (tests/lib/kmatrix.sh).
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/kmatrix.sh"
tmpdir
km_run bullseye
exit $FAILED
