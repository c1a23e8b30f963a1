#!/bin/sh
# Big-endian objects (clang -target bpfeb) convert on this little-endian
# host into big-endian objects that say the same as the little-endian
# conversion of the same source: libbpf's BTF API reads the same maps (and
# a big-endian BTF), llvm-readelf shows the same symbols and relocations,
# instructions and DWARF are unchanged. bpf-lint lints them and says that
# libbpf cannot open them on this host instead of failing.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
EXEB="$EX_DIR/eb"
EXEBNOG="$EX_DIR/ebnog"
BTFMAPS="$B/tools/btfmaps"
[ -x "$CONV" ] && [ -x "$BTFMAPS" ] || { fail "bigendian: tools built (make all unit)"; exit 1; }
[ -d "$EXEB" ] && [ -d "$EXEBNOG" ] || { fail "bigendian: big-endian examples built (make examples)"; exit 1; }
[ "$(printf '\001\000' | od -An -tu2 | tr -d ' ')" = 1 ] ||
	{ skip "bigendian: this host is big-endian; the test converts across byte orders"; exit 0; }
# symbols and relocations, without file offsets
symrel() { llvm-readelf -r -s "$1" | grep -v '^File' | sed 's/ at offset 0x[0-9a-f]*//'; }

for kind in eb ebnog; do
	dir=$EXEB le=$EXG; [ $kind = ebnog ] && dir=$EXEBNOG le=$EXNOG
	for in in "$dir"/*.o; do
		b=$(basename "$in" .o)
		name="$kind/$b.o"
		out="$T/$kind-$b.o" leout="$T/le-$kind-$b.o"
		if ! "$CONV" -q "$in" -o "$out" 2>"$T/err"; then
			fail "$name: converts: $(cat "$T/err")"
			continue
		fi
		pass "$name: converts"
		"$CONV" -q "$le/$b.o" -o "$leout" 2>/dev/null || fail "$name: little-endian twin converts"
		llvm-readelf -h "$out" | grep -q 'Data:.*big endian' && pass "$name: output is big-endian (llvm-readelf)" ||
			fail "$name: output byte order: $(llvm-readelf -h "$out" | grep Data:)"
		"$BTFMAPS" "$out" >"$T/m1" 2>&1; "$BTFMAPS" "$leout" >"$T/m2" 2>&1
		if head -1 "$T/m1" | grep -q 'endianness big' && grep -q '^map ' "$T/m1" &&
		   [ "$(tail -n +2 "$T/m1")" = "$(tail -n +2 "$T/m2")" ]; then
			pass "$name: libbpf's BTF API reads a big-endian BTF with the same map definitions as the little-endian conversion"
		else
			fail "$name: BTF maps: $(tr '\n' '|' <"$T/m1") vs $(tr '\n' '|' <"$T/m2")"
		fi
		bpftool btf dump file "$out" >"$T/b1" 2>&1; bpftool btf dump file "$leout" >"$T/b2" 2>&1
		check "$name: the whole BTF dumps the same as the little-endian conversion's" cmp "$T/b1" "$T/b2"
		symrel "$out" >"$T/s1"; symrel "$leout" >"$T/s2"
		check "$name: llvm-readelf shows the same symbols and relocations as the little-endian conversion" cmp "$T/s1" "$T/s2"
		if llvm-readelf -a "$out" >/dev/null 2>"$T/err" && ! grep -qi warning "$T/err"; then
			pass "$name: llvm-readelf -a is clean"
		else
			fail "$name: llvm-readelf -a complains: $(head -2 "$T/err")"
		fi
		insns "$in" >"$T/i1"; insns "$out" >"$T/i2"
		check "$name: llvm-objdump -d output unchanged" cmp "$T/i1" "$T/i2"
		if [ $kind = eb ]; then
			dwarf_clean "$name" "$out"
		fi
		same_bytes "$name" "$in" "$out"
		# bpf-lint: same findings as for the little-endian twin, plus the byte-order note
		"$LINT" "$out" >"$T/l1" 2>&1; rc=$?
		"$LINT" "$leout" >"$T/l2" 2>&1
		grep '\[' "$T/l1" | grep -v foreign-byte-order | sed "s|$T/[^ :']*|X|g" >"$T/f1"
		grep '\[' "$T/l2" | sed "s|$T/[^ :']*|X|g" >"$T/f2"
		if [ $rc = 0 ] && grep -Eq 'note: big-endian object: libbpf .*(cannot open it|open objects of either byte order).*\[foreign-byte-order\]' "$T/l1" &&
		   grep -q 'verdict: libbpf=ok iproute2=ok (libbpf open: not possible on this host' "$T/l1" &&
		   cmp -s "$T/f1" "$T/f2"; then
			pass "$name: bpf-lint lints it like the little-endian twin and says libbpf cannot open it here (exit 0)"
		else
			fail "$name: bpf-lint (exit $rc): $(grep -v hint: "$T/l1" | tr '\n' '|')"
		fi
	done
done
# the legacy big-endian input: its rules fire as on little-endian input
"$LINT" "$EXEB/shared_map.o" >"$T/l" 2>&1
grep -q '\[legacy-maps-section\]' "$T/l" && grep -q '\[kv-annotation-section\]' "$T/l" &&
	grep -q 'verdict: libbpf=fail' "$T/l" &&
	pass "bpf-lint on legacy big-endian input: legacy-maps-section and kv-annotation-section fire, verdict fail" ||
	fail "bpf-lint on legacy big-endian input: $(grep -v hint: "$T/l" | tr '\n' '|')"
exit $FAILED
