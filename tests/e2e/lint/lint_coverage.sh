#!/bin/sh
# Every rule of the table is proved by a fixture: each lint fixture names
# the rule ids it must produce ("// bpf-lint-expect:", with --load
# "// bpf-lint-expect-load:"), bpf-lint must report exactly those (so every
# other rule is shown not firing on it), and together the fixtures (plus
# objects derived from them and from the examples, listed below) make every
# rule fire at least once.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/lint"
[ -x "$LINT" ] || { fail "lint_coverage: $LINT not built"; exit 1; }
command -v clang >/dev/null || { skip "lint_coverage: clang not installed"; exit 0; }
tmpdir
: >"$T/fired"

# rules_of JSON: the sorted rule ids of every object's findings, one line
rules_of() {
	python3 -c 'import json,sys
d = json.load(open(sys.argv[1]))
print(" ".join(sorted({f["rule"] for o in d["objects"] for f in o["findings"]})))' "$1"
}

# check NAME "EXPECTED RULES" LINT-ARGS...: exactly those rules fire
check() {
	name=$1 want=$(printf '%s\n' $2 | sort -u | tr '\n' ' ' | sed 's/ $//'); shift 2
	"$LINT" --format=json "$@" >"$T/out.json" 2>"$T/out.err"
	got=$(rules_of "$T/out.json" 2>>"$T/out.err") ||
		{ fail "lint_coverage: $name: no JSON report: $(head -2 "$T/out.err")"; return; }
	if [ "$got" = "$want" ]; then
		pass "lint_coverage: $name: fires exactly [${want:-nothing}]"
		printf '%s\n' $got >>"$T/fired"
	else
		fail "lint_coverage: $name: fired [$got], want [$want]"
	fi
}

expect_line() { sed -n "s|^// $1: *||p" "$2" | sed 's/(none)//'; }

for src in "$FIX"/*.c; do
	b=$(basename "$src" .c)
	grep -q '^// bpf-lint-expect:' "$src" ||
		{ fail "lint_coverage: $b.c names no expected rule ids (// bpf-lint-expect:)"; continue; }
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" -I"$FIX" \
		$(expect_line bpf-lint-cflags "$src") -c "$src" -o "$T/$b.o" 2>"$T/cc.err" ||
		{ fail "lint_coverage: cannot compile $b.c: $(head -2 "$T/cc.err")"; continue; }
	check "$b.c" "$(expect_line bpf-lint-expect "$src")" "$T/$b.o"
	if grep -q '^// bpf-lint-expect-load:' "$src"; then
		if [ "$(id -u)" = 0 ]; then
			check "$b.c --load" "$(expect_line bpf-lint-expect-load "$src")" --load "$T/$b.o"
		else
			skip "lint_coverage: $b.c --load: needs root"
		fi
	fi
done

# Derived objects: the examples, and fixtures changed after compiling.
EX="$EX_DIR"
check "examples nog/samples28.o" "legacy-layout-ambiguous legacy-maps-section" "$EX/nog/samples28.o"
check "examples g/map_in_map.o" "legacy-map-in-map legacy-maps-section legacy-pinning-no-equivalent unknown-prog-section" "$EX/g/map_in_map.o"
check "examples g/tailcall.o" "legacy-maps-section legacy-tail-call-section unknown-prog-section" "$EX/g/tailcall.o"
check "examples g/shared_map.o" "kv-annotation-section legacy-maps-section unknown-prog-section" "$EX/g/shared_map.o"
if [ -f "$T/good_tc.o" ]; then
	patch() { cp "$T/good_tc.o" "$T/$1.o" && shift && elfpatch "$@"; }
	clang -O2 -g0 -target bpf -I/usr/include/$MA -I"$FIX" -c "$FIX/good_tc.c" -o "$T/nobtf.o" &&
		check "good_tc.c without -g" "maps-without-btf" "$T/nobtf.o"
	patch local "$T/local.o" bind lint_counter local &&
		check "good_tc.o, map symbol made local" "var-without-global-symbol" "$T/local.o"
	patch lic "$T/lic.o" rename-section license lic &&
		check "good_tc.o, license section renamed" "datasec-missing-section" "$T/lic.o"
	patch rel "$T/rel.o" sec .reltc entsize 24 &&
		check "good_tc.o, .reltc entry size 24" "rel-entsize" "$T/rel.o"
	llvm-objcopy --add-section .note.empty=/dev/null "$T/good_tc.o" "$T/empty.o" &&
		check "good_tc.o, empty section appended" "empty-last-section" "$T/empty.o"
	clang -O2 -g -target bpfeb -I/usr/include/$MA -I"$FIX" -c "$FIX/good_tc.c" -o "$T/be.o" &&
		check "good_tc.c built big-endian" "foreign-byte-order" "$T/be.o"
	head -c 100 "$T/good_tc.o" >"$T/trunc.o" &&
		check "good_tc.o cut to 100 bytes (refused, libbpf not run)" "elf-unreadable" "$T/trunc.o"
fi
# Rules of older libbpf releases (--libbpf; spans in lib/lint/rules/lint_versions.c).
check "examples g/shared_map.o --libbpf=0.3" "kv-annotation-section legacy-map-options unknown-prog-section" --libbpf=0.3 "$EX/g/shared_map.o"
[ -f "$T/release_weak_map.o" ] &&
	check "release_weak_map.c --libbpf=0.5" "btf-kind-too-new weak-var-symbol" --libbpf=0.5 "$T/release_weak_map.o"
[ -f "$T/release_prog_array.o" ] &&
	check "release_prog_array.c --libbpf=0.5" "prog-array-static-values prog-array-values-unsupported tc-multi-prog-section" --libbpf=0.5 "$T/release_prog_array.o"
if [ -f "$T/release_empty_bss.o" ]; then
	check "release_empty_bss.c --libbpf=0.3" "empty-bss-section" --libbpf=0.3 "$T/release_empty_bss.o"
	check "release_empty_bss.c --libbpf=1.0" "" --libbpf=1.0 "$T/release_empty_bss.o"
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$FIX" -DLINT_NO_BSS -c "$FIX/release_empty_bss.c" -o "$T/nobss.o" &&
		check "release_empty_bss.c -DLINT_NO_BSS --libbpf=0.3 (empty .data, .rodata)" "" --libbpf=0.3 "$T/nobss.o"
fi
# The kernel (--kernel, --kernel-min; lib/lint/kernel/tables/): a tc program
# needs 4.1; the notes say so per program under either option.
if [ -f "$T/kernel_features.o" ]; then
	check "kernel_features.c --kernel=4.0" "kernel-min kernel-too-old" --kernel=4.0 "$T/kernel_features.o"
	check "kernel_features.c --kernel=4.1" "kernel-min" --kernel=4.1 "$T/kernel_features.o"
	check "kernel_features.c --kernel-min=4.1" "kernel-min" --kernel-min=4.1 "$T/kernel_features.o"
fi
# Malformed-corpus objects (tests/malformed/cases.txt says what each is).
M="$TOP/tests/malformed"
check "malformed c-btfext-hdrlen.o (refused, libbpf not run)" "btf-malformed legacy-tail-call-section unknown-prog-section" "$M/c-btfext-hdrlen.o"
check "malformed l-pin-dot.o (pinned map named '..')" "legacy-maps-section legacy-tail-call-section map-pin-name unknown-prog-section var-without-global-symbol" "$M/l-pin-dot.o"
if [ -f "$T/notype_prog.o" ]; then
	cp "$T/notype_prog.o" "$T/zero.o" &&
		elfpatch "$T/notype_prog.o" sym lint_notype info 0x10 && elfpatch "$T/notype_prog.o" sym lint_notype size 0 &&
		check "notype_prog.o, program symbol NOTYPE size 0" "notype-prog-symbol" "$T/notype_prog.o"
	elfpatch "$T/zero.o" sym lint_notype size 0 &&
		check "notype_prog.o, program symbol FUNC size 0" "zero-size-prog-symbol" "$T/zero.o"
fi
if [ -f "$T/pin_a.o" ]; then
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$FIX" -DPIN_ENTRIES=32 -c "$FIX/pin_a.c" -o "$T/pin32.o" &&
		check "pin_a.c 16 and 32 entries in one run" "pinned-map-conflict" "$T/pin_a.o" "$T/pin32.o"
fi

# Rules no fixture can make fire, with the reason.
unreachable="rules-disagree-with-libbpf"	# fires only when a rule is wrong
# fires only when libbpf itself crashes: tests/e2e/lint/lint_isolation.sh injects
# the fault with an LD_PRELOAD shim
unreachable="$unreachable libbpf-crashed"
sort -u "$T/fired" >"$T/fired.u"
missing=
for r in $("$LINT" --list-rules | sed -n 's/^\([a-z0-9-]*\) .*/\1/p'); do
	case " $unreachable " in *" $r "*) continue ;; esac
	grep -qx -- "$r" "$T/fired.u" || missing="$missing $r"
done
n=$(wc -l <"$T/fired.u")
if [ -z "$missing" ] && [ "$n" -gt 0 ]; then
	pass "lint_coverage: every rule of the table fires on some fixture ($n rules; not fixture-made: $unreachable)"
else
	fail "lint_coverage: rules no fixture makes fire:$missing"
fi
exit $FAILED
