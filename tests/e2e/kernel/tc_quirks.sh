#!/bin/sh
# iproute2 fails objects without `maps` whose last section is empty ("Error
# fetching ELF ancillary data!"). A legacy object with a trailing empty
# section loaded (its `maps` masked the quirk); after conversion it would
# not. The converter keeps a non-empty section last, and bpf-lint flags the
# shape for the iproute2 profile. Both claims are checked on the real tc.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
llvm-objcopy --add-section .note.empty=/dev/null "$EXG/shared_map.o" "$T/legacy_empty_last.o" ||
	{ fail "tc_quirks: llvm-objcopy --add-section"; exit 1; }
last=$(elfinfo sections "$T/legacy_empty_last.o" | tail -1)
[ "${last%% *}" = .note.empty ] || { fail "tc_quirks: fixture's last section is '$last'"; exit 1; }
"$CONV" -q "$T/legacy_empty_last.o" -o "$T/conv.o" || fail "tc_quirks: converts"
last=$(elfinfo sections "$T/conv.o" | tail -1)
set -- $last
[ "$3" -gt 0 ] && pass "tc_quirks: converter keeps a non-empty section last (trailing empty one moved before it)" ||
	fail "tc_quirks: converted object ends with empty section '$1'"
elfinfo sections "$T/conv.o" | grep -q '^\.note\.empty ' && pass "tc_quirks: the empty section itself is kept" ||
	fail "tc_quirks: empty section dropped"
llvm-objcopy --add-section .note.empty=/dev/null "$T/conv.o" "$T/bad.o"
"$LINT" --profile=iproute2 "$T/bad.o" >"$T/lint" 2>&1; rc=$?
[ $rc = 1 ] && grep -q '\[empty-last-section\]' "$T/lint" &&
	pass "tc_quirks: bpf-lint --profile=iproute2 fails an object whose last section is empty" ||
	fail "tc_quirks: bpf-lint rc=$rc $(grep -v hint "$T/lint" | tail -2)"
"$LINT" "$T/bad.o" >/dev/null 2>&1 && pass "tc_quirks: the libbpf profile (libbpf does not mind) passes it" ||
	fail "tc_quirks: libbpf profile failed"

why=$(kernel_skip_reason)
[ -z "$why" ] || { skip "tc_quirks kernel checks: $why"; exit 0; }
netns_setup || { fail "netns setup"; exit 1; }
cat >"$T/k" <<'EOF2'
tc qdisc add dev vA clsact
tc filter add dev vA ingress bpf da obj $T/conv.o sec ingress 2>$T/e &&
	pass "tc_quirks: tc loads the converted object" || fail "tc_quirks: tc on converted: $(tail -1 $T/e)"
tc filter del dev vA ingress
if tc filter add dev vA ingress bpf da obj $T/bad.o sec ingress 2>$T/e; then
	fail "tc_quirks: tc loaded an object with an empty last section (quirk gone? update the rule)"
else
	grep -q 'ancillary' $T/e && pass "tc_quirks: real tc refuses the empty-last-section object as the rule says" ||
		fail "tc_quirks: tc failed differently: $(tail -1 $T/e)"
fi
tc qdisc del dev vA clsact
rm -rf /sys/fs/bpf/tc/globals/*
EOF2
run_in_a "$T/k"
