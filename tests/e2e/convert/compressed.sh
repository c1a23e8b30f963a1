#!/bin/sh
# Objects with compressed DWARF (clang -g -gz, llvm-objcopy
# --compress-debug-sections=zlib) convert like the plain -g builds: the
# compressed sections stay compressed and byte-identical, DWARF verifies and
# reads the same, instructions are unchanged, bpf-lint reads them, they load
# in the kernel; corrupt compression headers and payloads are one-line errors.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
EXGZ="$EX_DIR/gz"
EXZC="$EX_DIR/zcopy"
[ -x "$CONV" ] || { fail "converter built: $CONV missing"; exit 1; }
[ -d "$EXGZ" ] && [ -d "$EXZC" ] || { fail "compressed examples built (make examples)"; exit 1; }

# compressed sections of OBJ: "NAME SIZE SHA1" of the stored bytes
zsections() {
	llvm-readelf -S -W "$1" | awk '$0 ~ /\]/ { sub(/.*\] */, ""); if ($7 ~ /C/) print $1 }' | sort >"$T/zn"
	elfinfo sections "$1" | sort | join "$T/zn" - | awk '{ print $1, $3, $4 }'
}
dwarf() { llvm-dwarfdump --debug-info --debug-line "$1" | grep -v 'file format'; }

for kind in gz zcopy; do
	dir=$EXGZ; [ $kind = zcopy ] && dir=$EXZC
	for in in "$dir"/*.o; do
		b=$(basename "$in" .o)
		name="$kind/$b.o"
		out="$T/$kind-$b.o"
		zsections "$in" >"$T/zin"
		[ -s "$T/zin" ] || { fail "$name: input has compressed sections"; continue; }
		if ! "$CONV" -q "$in" -o "$out" 2>"$T/err"; then
			fail "$name: converts: $(cat "$T/err")"
			continue
		fi
		pass "$name: converts ($(wc -l <"$T/zin") compressed sections)"
		zsections "$out" >"$T/zout"
		if cmp -s "$T/zin" "$T/zout"; then
			pass "$name: compressed sections stay compressed and byte-identical"
		else
			fail "$name: compressed sections differ: $(diff "$T/zin" "$T/zout" | grep '^[<>]' | head -2 | tr '\n' ' ')"
		fi
		dwarf_clean "$name" "$out"
		"$CONV" -q "$EXG/$b.o" -o "$T/plain-$b.o" 2>/dev/null
		dwarf "$out" >"$T/d1"; dwarf "$T/plain-$b.o" >"$T/d2"
		if [ -s "$T/d1" ] && cmp -s "$T/d1" "$T/d2"; then
			pass "$name: DWARF reads the same as the converted uncompressed build"
		else
			fail "$name: DWARF differs from the converted -g build"
		fi
		insns "$in" >"$T/i1"; insns "$out" >"$T/i2"
		check "$name: llvm-objdump -d output unchanged" cmp "$T/i1" "$T/i2"
		if "$OPENCHK" "$out" /sys/fs/bpf/tc/globals >/dev/null 2>"$T/err"; then
			pass "$name: stock libbpf opens the output"
		else
			fail "$name: stock libbpf opens the output: $(cat "$T/err")"
		fi
		same_bytes "$name" "$in" "$out"
		# bpf-lint reads it as it reads the -g build
		"$LINT" "$EXG/$b.o" 2>&1 | sed "s|$EXG/$b.o|OBJ|g" >"$T/l1"
		"$LINT" "$in" 2>&1 | sed "s|$in|OBJ|g" >"$T/l2"
		if cmp -s "$T/l1" "$T/l2" && ! grep -q 'elf-unreadable' "$T/l2"; then
			pass "$name: bpf-lint reports exactly what it reports for the -g build"
		else
			fail "$name: bpf-lint differs: $(diff "$T/l1" "$T/l2" | grep '^[<>]' | head -2 | tr '\n' ' ')"
		fi
		# 256 KiB or more: bpf-lint maps it read-only, and libdw inflates
		# compressed DWARF in the image it is given (a SIGSEGV until it got
		# a private copy); trailing zeros change no section
		cp "$in" "$T/big.o" && head -c 300000 /dev/zero >>"$T/big.o"
		"$LINT" "$T/big.o" >"$T/l3" 2>&1; rc=$?
		sed -i "s|$T/big.o|OBJ|g" "$T/l3"
		if [ $rc -lt 2 ] && cmp -s "$T/l2" "$T/l3"; then
			pass "$name: bpf-lint reads it mapped read-only (padded to 300 KB) with the same report"
		else
			fail "$name: bpf-lint on the mapped copy: exit $rc: $(diff "$T/l2" "$T/l3" | grep '^[<>]' | head -2 | tr '\n' ' ')"
		fi
	done
done

# Corrupt compression: header type, absurd size, payload that does not inflate.
# The converter refuses the legacy object; bpf-lint explains the converted one
# (where no other rule fires first).
zfirst() {	# stored offset and size of the first compressed section
	python3 - "$1" <<'PY'
import struct, sys
b = open(sys.argv[1], 'rb').read()
shoff, = struct.unpack_from('<Q', b, 0x28)
shnum, = struct.unpack_from('<H', b, 0x3c)
for i in range(shnum):
    f = struct.unpack_from('<IIQQQQIIQQ', b, shoff + i * 64)
    if f[2] & 0x800:
        print(f[4], f[5]); break
PY
}
patch() {	# patch IN OUT PYEXPR (on bytearray b, section at o, n bytes)
	set -- "$1" "$2" "$3" $(zfirst "$1")
	python3 -c "import sys
b = bytearray(open('$1','rb').read()); o = $4; n = $5
$3
open('$2','wb').write(b)"
}
corrupt() {	# corrupt NAME PYEXPR EXPECTED
	patch "$EXGZ/shared_map.o" "$T/bad.o" "$2"
	cp "$T/bad.o" "$T/bad.copy"
	"$CONV" "$T/bad.o" -o "$T/bad.out" >"$T/o" 2>"$T/e"; rc=$?
	if [ $rc = 1 ] && [ "$(wc -l <"$T/e")" = 1 ] && grep -q "^bpf-legacy2btf: $T/bad.o: .*$3" "$T/e" &&
	   [ ! -e "$T/bad.out" ] && cmp -s "$T/bad.o" "$T/bad.copy"; then
		pass "corrupt $1: one-line error naming the file, no output, exit 1 ($(cut -d: -f3- "$T/e"))"
	else
		fail "corrupt $1: rc=$rc: $(head -2 "$T/e" | tr '\n' ' ')"
	fi
	patch "$T/gz-shared_map.o" "$T/badconv.o" "$2"
	"$LINT" "$T/badconv.o" >"$T/lo" 2>&1
	grep -q "elf-unreadable" "$T/lo" && grep -q "$3" "$T/lo" && pass "corrupt $1: bpf-lint reports it" ||
		fail "corrupt $1: bpf-lint says: $(head -2 "$T/lo" | tr '\n' ' ')"
}
corrupt "Chdr type" "b[o:o+4] = (7).to_bytes(4, 'little')" "unknown compression type 7"
corrupt "Chdr size" "b[o+8:o+16] = (1 << 40).to_bytes(8, 'little')" "corrupt header"
corrupt "Chdr size too small" "b[o+8:o+16] = (int.from_bytes(b[o+8:o+16], 'little') - 1).to_bytes(8, 'little')" "does not inflate"
corrupt "zlib payload" "b[o+24+2:o+n] = bytes(x ^ 0x5a for x in b[o+24+2:o+n])" "does not inflate"

# Kernel: the compressed builds load under tc/ip exactly like the -g ones.
why=$(kernel_skip_reason)
if [ -n "$why" ]; then
	skip "compressed objects in the kernel: $why"
	exit $FAILED
fi
for kind in g gz zcopy; do
	dir=$EXG; [ $kind = gz ] && dir=$EXGZ; [ $kind = zcopy ] && dir=$EXZC
	for b in shared_map map_in_map graft xdp_samples; do
		"$CONV" -q "$dir/$b.o" -o "$T/k-$kind-$b.o" --graft-script "$T/k-$kind-$b.graft.sh" 2>/dev/null ||
			fail "kernel $kind/$b: converts"
	done
done
netns_setup || { fail "netns setup"; exit 1; }
cat >"$T/k" <<'EOF2'
for kind in g gz zcopy; do
	res=
	tc qdisc add dev vA clsact
	for b in shared_map map_in_map graft; do
		[ -f $T/k-$kind-$b.graft.sh ] && sh $T/k-$kind-$b.graft.sh >/dev/null 2>&1
		sec=ingress; [ $b = graft ] && sec=classifier
		if tc filter add dev vA ingress bpf da obj $T/k-$kind-$b.o sec $sec 2>$T/e; then
			res="$res $b:ok"
		else
			res="$res $b:$(grep -v '^$' $T/e | tail -1)"
		fi
		tc filter del dev vA ingress
		rm -rf /sys/fs/bpf/tc/globals/*
	done
	tc qdisc del dev vA clsact
	if ip link set dev vA xdpgeneric obj $T/k-$kind-xdp_samples.o sec prog 2>$T/e; then
		res="$res xdp_samples:ok"
		ip link set dev vA xdpgeneric off
	else
		res="$res xdp_samples:$(grep -v '^$' $T/e | tail -1)"
	fi
	rm -rf /sys/fs/bpf/xdp/globals/*
	echo "$res" >$T/res-$kind
done
want=" shared_map:ok map_in_map:ok graft:ok xdp_samples:ok"
[ "$(cat $T/res-g)" = "$want" ] && pass "kernel: converted -g builds load under tc and ip" ||
	fail "kernel: -g builds:$(cat $T/res-g)"
for kind in gz zcopy; do
	[ "$(cat $T/res-$kind)" = "$want" ] &&
		pass "kernel: converted $kind builds load under tc and ip like the -g ones" ||
		fail "kernel: $kind builds:$(cat $T/res-$kind)"
done
EOF2
run_in_a "$T/k"
exit $FAILED
