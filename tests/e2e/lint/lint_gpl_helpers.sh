#!/bin/sh
# bpf-lint's table of GPL-only helpers agrees with the running kernel: every
# helper id is loaded under a non-GPL license and the verifier says whether
# it is GPL-restricted (tests/tools/gplprobe.c).
. "$(dirname "$0")/../../lib/common.sh"
why=$(kernel_skip_reason)
[ -z "$why" ] || { skip "lint_gpl_helpers: $why"; exit 0; }
PROBE="$B/tools/gplprobe"
[ -x "$PROBE" ] || { fail "lint_gpl_helpers: $PROBE not built"; exit 1; }
out=$("$PROBE" 2>&1); rc=$?
case $rc in
0) pass "lint_gpl_helpers: GPL-only helper table matches the kernel ($(echo "$out" | tail -1 | sed 's/^gplprobe: //'))" ;;
77) skip "lint_gpl_helpers: $out" ;;
*) fail "lint_gpl_helpers: $(echo "$out" | head -5 | tr '\n' ' ')" ;;
esac
exit 0
