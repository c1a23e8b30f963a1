#!/bin/sh
# Replay, without libFuzzer, every input the fuzz targets have kept: the
# checked-in corpora (tests/fuzz/corpus/TARGET), every past crash
# (tests/fuzz/crashes/TARGET), the malformed-input corpus, and seeds made
# from the examples. Each target's assertions hold on each input and
# nothing crashes; under `make SANITIZE=1 check` ASan/UBSan watch too.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
F="$TOP/tests/fuzz"
R="$B/fuzz-regress"
[ -x "$R/elf_read" ] || { fail "fuzz_regress: $R not built (make unit)"; exit 1; }
sh "$F/seeds.sh" "$CONV" "$T/seeds" >/dev/null 2>&1 || { fail "fuzz_regress: seeds"; exit 1; }
for t in elf_read legacy_maps convert lint manifest source; do
	set --
	for d in "$F/corpus/$t" "$F/crashes/$t" "$T/seeds/$t"; do
		[ -d "$d" ] && [ -n "$(ls -A "$d")" ] && set -- "$@" "$d"
	done
	case $t in elf_read|convert|lint) set -- "$@" "$TOP"/tests/malformed/*.o ;; esac
	if (cd "$T" && "$R/$t" "$@") >"$T/$t.out" 2>&1; then
		pass "fuzz_regress: $t: $(tail -1 "$T/$t.out") (corpus, past crashes, seeds) without a crash or failed assertion"
	else
		fail "fuzz_regress: $t: $(grep -m1 -i 'assert\|error\|sanitizer' "$T/$t.out" | head -c 300)"
	fi
done
exit 0
