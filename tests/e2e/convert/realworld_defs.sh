#!/bin/sh
# Definitions written elsewhere (tests/fixtures/realworld): a definition
# struct nesting a known one plus members of its own (read through the BTF
# member names; unknown non-zero members are an error naming map and member
# unless --drop-unknown, zero ones a note), and map-in-map outers with no
# inner definition (outer without `values`, --inner-map=OUTER=INNER, inner_id
# matching nothing), proven with libbpf, a loader that supplies the inner
# map, tc, and bpf-lint's prediction.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/realworld"
ROOT=/sys/fs/bpf/tc/globals
INNERLOAD="$B/tools/innerload"
[ -x "$CONV" ] && [ -x "$OPENCHK" ] && [ -x "$INNERLOAD" ] || { fail "realworld_defs: tools built (make all unit)"; exit 1; }
tmpdir
for src in "$FIX"/*.c; do
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" \
		-c "$src" -o "$T/$(basename "$src" .c).o" 2>"$T/cc.err" ||
		fail "realworld_defs: compile $(basename "$src"): $(head -2 "$T/cc.err")"
done

# ------------------------------------------- nested / unknown members (BTF)
in=$T/nested_def.o
conv "$in" -o "$T/nd.o"
if [ $rc = 1 ] && oneline "$in" "map 'nd_bad': member 'dummy' .*non-zero (0x1)" && [ ! -e "$T/nd.o" ]; then
	pass "nested bpf_map_def + non-zero member: one error line naming map nd_bad and member dummy, no output"
else
	fail "nested non-zero member: rc=$rc: $(tr '\n' '|' <"$T/err")"
fi
conv --drop-unknown "$in" -o "$T/nd.o"
if [ $rc = 0 ]; then
	expect_maps "nested bpf_map_def: --drop-unknown converts; libbpf sees the bpf_map_def fields (not the 24-byte samples layout)" "$T/nd.o" "$FIX/nested_def.c"
	grep -q "^bpf-legacy2btf: $in: warning: map 'nd_bad': dropping member 'dummy'" "$T/err" &&
		pass "nested: --drop-unknown warns for the dropped member, naming map and member" ||
		fail "nested: no drop warning: $(tr '\n' '|' <"$T/err")"
	grep -q "^bpf-legacy2btf: $in: note: map 'nd_zero': member 'dummy' .*zero" "$T/err" &&
		pass "nested: the all-zero unknown member is a note naming map and member" ||
		fail "nested: no zero-member note: $(tr '\n' '|' <"$T/err")"
else
	fail "nested: --drop-unknown converts: $(head -1 "$T/err")"
fi
"$LINT" "$in" >"$T/lint" 2>&1
grep -q "nd_bad.*dummy" "$T/lint" && pass "nested: bpf-lint names the non-zero member too" ||
	fail "nested: bpf-lint: $(head -3 "$T/lint" | tr '\n' '|')"

in=$T/nested_elf_map.o
conv "$in" -o "$T/ne.o"
if [ $rc = 0 ]; then
	expect_maps "bpf_elf_map nested in a 44-byte struct: the BTF names select bpf_elf_map (pinning read where it is)" "$T/ne.o" "$FIX/nested_elf_map.c"
	n=$(grep -c "note: map 'ne_p[a-z]*': member '\(owner\|generation\)' .*zero" "$T/err")
	[ "$n" = 4 ] && pass "nested bpf_elf_map: one note per zero member per map (4)" ||
		fail "nested bpf_elf_map: $n zero-member notes: $(tr '\n' '|' <"$T/err")"
else
	fail "nested bpf_elf_map converts: $(head -1 "$T/err")"
fi

# ------------------------------------------------ map-in-map without inner
in=$T/mim_noinner.o
conv "$in" -o "$T/mn.o"
if [ $rc = 0 ] && grep -q "^bpf-legacy2btf: $in: warning: map 'mn_outer': map-in-map with no inner map .*bpf_map__set_inner_map_fd" "$T/err"; then
	pass "bpf_map_def ARRAY_OF_MAPS without inner: converts with a warning naming the map (tc/ip cannot load it)"
else
	fail "mim without inner: rc=$rc $(tr '\n' '|' <"$T/err")"
fi
expect_maps "mim without inner: libbpf opens it and sees every map" "$T/mn.o" "$FIX/mim_noinner.c"
bpftool btf dump file "$T/mn.o" | grep -A8 "STRUCT.*" | grep -q "'values'" &&
	fail "mim without inner: output has a values member" ||
	pass "mim without inner: the outer has no 'values' template"
conv "$in" -o "$T/mn2.o" --inner-map=mn_outer=mn_inner
[ $rc = 0 ] && expect_maps "--inner-map=mn_outer=mn_inner converts, libbpf sees every map" "$T/mn2.o" "$FIX/mim_noinner.c" ||
	fail "--inner-map converts: $(head -1 "$T/err")"
bpftool btf dump file "$T/mn2.o" | grep -q "'values'" && pass "--inner-map: the outer gets a 'values' template" ||
	fail "--inner-map: no values template"
conv "$in" -o "$T/x.o" --inner-map=mn_outr=mn_inner
[ $rc = 1 ] && oneline "$in" ".*--inner-map=mn_outr=mn_inner: .*no map-in-map named 'mn_outr'" && [ ! -e "$T/x.o" ] &&
	pass "--inner-map naming an absent outer: one error line" || fail "--inner-map bad outer: rc=$rc $(tr '\n' '|' <"$T/err")"
conv "$in" -o "$T/x.o" --inner-map=mn_outer=nope
[ $rc = 1 ] && oneline "$in" "map 'mn_outer': --inner-map=mn_outer=nope names no other map" &&
	pass "--inner-map naming an absent inner: one error line naming the map" || fail "--inner-map bad inner: rc=$rc $(tr '\n' '|' <"$T/err")"
conv "$in" -o "$T/x.o" --inner-map=mn_outer
[ $rc = 2 ] && pass "--inner-map without =INNER is a usage error" || fail "--inner-map without =: rc=$rc"
in=$T/mim_badid.o
conv "$in" -o "$T/x.o"
[ $rc = 1 ] && oneline "$in" "map 'mb_outer': inner_id 5 matches the id of no map" &&
	pass "inner_id matching nothing: one error line naming the map and the id" ||
	fail "inner_id 5: rc=$rc $(tr '\n' '|' <"$T/err")"

"$LINT" "$T/mn.o" >"$T/l1" 2>&1
"$LINT" "$T/mn2.o" >"$T/l2" 2>&1
if grep -q "mn_outer.*\[map-in-map-no-inner\]" "$T/l1" && grep -q "verdict: libbpf=ok iproute2=fail" "$T/l1" &&
   ! grep -q "map-in-map-no-inner" "$T/l2" && grep -q "verdict: libbpf=ok iproute2=ok" "$T/l2"; then
	pass "bpf-lint: [map-in-map-no-inner] opens in libbpf, tc/ip cannot load it; not raised with a template"
else
	fail "bpf-lint map-in-map-no-inner: $(tr '\n' '|' <"$T/l1") / $(tr '\n' '|' <"$T/l2")"
fi

why=$(kernel_skip_reason)
if [ -n "$why" ]; then
	skip "realworld_defs kernel: $why"
	exit $FAILED
fi
if "$INNERLOAD" "$T/mn.o" mn_outer - >/dev/null 2>&1; then
	fail "mim without inner: a loader that gives no inner map loads it (expected failure)"
else
	pass "mim without inner: a libbpf loader that gives no inner map fails to create the outer"
fi
"$INNERLOAD" "$T/mn.o" mn_outer mn_inner >"$T/il" 2>&1 && grep -q loaded "$T/il" &&
	pass "mim without inner: a libbpf loader calling bpf_map__set_inner_map_fd loads it in the kernel" ||
	fail "mim without inner: innerload: $(tr '\n' '|' <"$T/il")"
netns_setup || { fail "netns setup"; exit 1; }
cat >"$T/k" <<'EOF2'
tc qdisc add dev vA clsact
if tc filter add dev vA ingress bpf da obj $T/mn.o sec classifier 2>$T/e; then
	fail "tc loads the outer without inner template (bpf-lint said it cannot)"
	tc filter del dev vA ingress
else
	pass "tc cannot load the outer without inner template, as bpf-lint predicts"
fi
if tc filter add dev vA ingress bpf da obj $T/mn2.o sec classifier 2>$T/e; then
	pass "tc loads the --inner-map conversion"
else
	fail "tc loads the --inner-map conversion: $(grep -v '^$' $T/e | tail -1)"
fi
tc qdisc del dev vA clsact
EOF2
run_in_a "$T/k"
exit $FAILED
