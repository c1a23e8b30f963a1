#!/bin/sh
# bpf-legacy2btf command line against hand-written legacy fixtures
# (tests/fixtures/convert): every record layout converts to what the C
# source says, pinning and map-in-map choices, tail-call section errors and
# radixes, objects with nothing to convert, -i / --output-dir / -o rules,
# and malformed inputs rejected with one line, no output and the input
# untouched. Expected map definitions are the fixtures' "EXPECT" comments,
# written from the C initialisers, not from the converter.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/convert"
ROOT=/sys/fs/bpf/tc/globals

[ -x "$CONV" ] || { fail "convert_cli: converter built: $CONV missing"; exit 1; }
[ -x "$OPENCHK" ] || { fail "convert_cli: openchk built: $OPENCHK missing (make unit)"; exit 1; }
command -v clang >/dev/null || { skip "convert_cli: clang not installed"; exit 0; }
tmpdir

# bpf_compile SRC OUT [clang args]

mkdir -p "$T/g" "$T/nog"
for src in "$FIX"/*.c; do
	b=$(basename "$src" .c)
	bpf_compile "$src" "$T/g/$b.o" -g
	bpf_compile "$src" "$T/nog/$b.o"
done


# btf_members OBJ VAR: "name:bitoffset ..." of the struct behind BTF VAR
btf_members() {
	bpftool btf dump file "$1" >"$T/btf.txt" 2>/dev/null || { echo "no-btf"; return; }
	python3 - "$T/btf.txt" "$2" <<'PY'
import re, sys
types, cur = {}, None
for l in open(sys.argv[1]):
    m = re.match(r"\[(\d+)\] (\w+) '([^']*)'(.*)", l)
    if m:
        cur = int(m.group(1))
        types[cur] = dict(kind=m.group(2), name=m.group(3), rest=m.group(4), mem=[])
        continue
    m = re.match(r"\s+'([^']*)' type_id=\d+ bits_offset=(\d+)", l)
    if m and cur is not None:
        types[cur]['mem'].append('%s:%s' % (m.group(1), m.group(2)))
v = [t for t in types.values() if t['kind'] == 'VAR' and t['name'] == sys.argv[2]]
if not v:
    print('no-var'); sys.exit()
tid = int(re.search(r'type_id=(\d+)', v[0]['rest']).group(1))
print(' '.join(types[tid]['mem']))
PY
}

# ---------------------------------------------------------------- layouts
for kind in g nog; do
	for b in layout16 layout20 layout24 layout28_v46 layout36; do
		in="$T/$kind/$b.o" out="$T/$kind-$b.conv.o"
		size=$(echo "$b" | sed 's/layout\([0-9]*\).*/\1/')
		# 28 bytes without BTF names: bpf_elf_map_v46 by the evidence (see below)
		conv -q "$in" -o "$out"
		if [ $rc -ne 0 ]; then
			fail "convert_cli: $kind/$b: $size-byte records convert (exit $rc: $(head -1 "$T/err"))"
			continue
		fi
		expect_maps "convert_cli: $kind/$b: $size-byte records convert and libbpf sees each map's type/key/value/max/flags/pin as in the source" "$out" "$FIX/$b.c"
	done
done

# 28 bytes: samples/bpf bpf_load_map_def (inner_map_idx 1, numa_node 2)
conv -q "$T/g/layout28_samples.o" -o "$T/s28g.o"
[ $rc -eq 0 ] || fail "convert_cli: g/layout28_samples converts (exit $rc: $(head -1 "$T/err"))"
expect_maps "convert_cli: g/layout28_samples: with -g the BTF member names select bpf_load_map_def (inner_map_idx/numa_node not read as id/pinning: not pinned)" \
	"$T/s28g.o" "$FIX/layout28_samples.c"
# without -g no member names tell the two 28-byte layouts apart, but what
# the readings mean does: pinning=2 is PIN_GLOBAL_NS, numa_node=2 without
# BPF_F_NUMA_NODE and inner_map_idx on a hash map would mean nothing, and
# 'classifier' is tc's. layout28_samples has exactly those nonsense values
# in a samples struct, so the evidence reads it as iproute2's too (its -g
# build, above, keeps bpf_load_map_def). The truly ambiguous case:
# tests/e2e/convert/layout_evidence.sh.
for b in layout28_samples layout28_v46; do
	conv "$T/nog/$b.o" -o "$T/s28n.o"
	if [ $rc = 0 ] && [ -e "$T/s28n.o" ] &&
	   grep -q "note: 28-byte map records without BTF member names: layout bpf_elf_map_v46 by the evidence: map '[a-z0-9_]*': pinning=2 is PIN_GLOBAL_NS; map '[a-z0-9_]*': numa_node=2 without BPF_F_NUMA_NODE would mean nothing; .*section 'classifier' is tc's" "$T/err"; then
		pass "convert_cli: nog/$b: 28-byte records without -g convert as bpf_elf_map_v46 by the evidence, which the note names"
	else
		fail "convert_cli: nog/$b: rc=$rc: $(cat "$T/err")"
	fi
	rm -f "$T/s28n.o"
done
conv -q --layout=bpf_load_map_def "$T/nog/layout28_samples.o" -o "$T/s28l.o"
[ $rc -eq 0 ] || fail "convert_cli: --layout=bpf_load_map_def converts (exit $rc: $(head -1 "$T/err"))"
expect_maps "convert_cli: nog/layout28_samples: --layout=bpf_load_map_def overrides the size default (not pinned)" \
	"$T/s28l.o" "$FIX/layout28_samples.c"
conv -q --layout=bpf_load_map_def "$T/g/layout28_v46.o" -o "$T/v46l.o"
expect_maps "convert_cli: g/layout28_v46: --layout=bpf_load_map_def overrides the BTF member names (id/pinning read as inner_map_idx/numa_node: not pinned)" \
	"$T/v46l.o" "$FIX/layout28_v46.c" v46_pinned=-

# BPF_F_NUMA_NODE: numa_node carried into the BTF definition
conv -q "$T/g/numa.o" -o "$T/numa.o"
if [ $rc -eq 0 ]; then
	expect_maps "convert_cli: g/numa: samples-layout map with BPF_F_NUMA_NODE converts with flags=4" "$T/numa.o" "$FIX/numa.c"
	mh=$(btf_members "$T/numa.o" numa_hash) ma=$(btf_members "$T/numa.o" numa_arr)
	case " $mh " in *" numa_node:"*) ok=1 ;; *) ok= ;; esac
	case " $ma " in *" numa_node:"*) ok= ;; esac
	if [ -n "$ok" ]; then
		pass "convert_cli: g/numa: numa_node attribute only on the map with BPF_F_NUMA_NODE"
	else
		fail "convert_cli: g/numa: numa_node attribute: numa_hash has [$mh], numa_arr has [$ma]"
	fi
else
	fail "convert_cli: g/numa converts (exit $rc: $(head -1 "$T/err"))"
fi

# -------------------------------------------- unknown non-zero trailing words
for kind in g nog; do
	for v in 32:m32_bad:0x5a 40:m40_bad:0x77; do
		size=${v%%:*} map=${v#*:}; word=${map#*:}; map=${map%%:*}
		in="$T/$kind/layout$size.o" out="$T/$kind-l$size.o"
		rm -f "$out"
		conv "$in" -o "$out"
		if [ $rc -eq 1 ] && [ "$(errlines)" = 1 ] && grep -q "^bpf-legacy2btf: $in: .*'$map'.*$word" "$T/err" && [ ! -e "$out" ]; then
			pass "convert_cli: $kind/layout$size: unknown non-zero trailing word: exit 1, one error line naming $map, no output"
		else
			fail "convert_cli: $kind/layout$size: unknown trailing word: exit $rc, output $( [ -e "$out" ] && echo exists || echo absent), stderr: $(tr '\n' '|' <"$T/err")"
		fi
		conv --drop-unknown "$in" -o "$out"
		if [ $rc -eq 0 ]; then
			expect_maps "convert_cli: $kind/layout$size: --drop-unknown converts the $size-byte records" "$out" "$FIX/layout$size.c"
			if grep -q "^bpf-legacy2btf: $in: warning: .*'$map'" "$T/err"; then
				pass "convert_cli: $kind/layout$size: --drop-unknown warns naming $map"
			else
				fail "convert_cli: $kind/layout$size: --drop-unknown gave no warning naming $map: $(tr '\n' '|' <"$T/err")"
			fi
		else
			fail "convert_cli: $kind/layout$size: --drop-unknown converts (exit $rc: $(head -1 "$T/err"))"
		fi
	done
done

# ---------------------------------------------------------------- pinning
in="$T/g/pin_objns.o"
conv "$in" -o "$T/objns.o"
if [ $rc -eq 0 ] && grep -q "^bpf-legacy2btf: $in: warning: .*'objns_cnt'.*PIN_OBJECT_NS" "$T/err"; then
	pass "convert_cli: PIN_OBJECT_NS converts with a warning naming the map"
else
	fail "convert_cli: PIN_OBJECT_NS note: exit $rc, stderr: $(tr '\n' '|' <"$T/err")"
fi
[ $rc -eq 0 ] && expect_maps "convert_cli: PIN_OBJECT_NS is pinned by name under the pin root by default" "$T/objns.o" "$FIX/pin_objns.c"
conv --object-ns=none "$in" -o "$T/objns-none.o"
if [ $rc -eq 0 ]; then
	expect_maps "convert_cli: --object-ns=none leaves PIN_OBJECT_NS maps unpinned" "$T/objns-none.o" "$FIX/pin_objns.c" objns_cnt=-
else
	fail "convert_cli: --object-ns=none converts (exit $rc: $(head -1 "$T/err"))"
fi
conv -q "$in" -o "$T/objns-q.o"
if [ $rc -eq 0 ] && [ "$(errlines)" = 1 ] && grep -q ": warning: map 'objns_cnt': PIN_OBJECT_NS" "$T/err"; then
	pass "convert_cli: -q silences the notes but not the PIN_OBJECT_NS warning (behaviour changes)"
else
	fail "convert_cli: -q: exit $rc, stderr: $(tr '\n' '|' <"$T/err")"
fi

in="$T/g/pin_custom.o"
rm -f "$T/custom.o"
conv "$in" -o "$T/custom.o"
if [ $rc -eq 1 ] && [ "$(errlines)" = 1 ] && grep -q "^bpf-legacy2btf: $in: .*'custom_cnt'.* 5 " "$T/err" && [ ! -e "$T/custom.o" ]; then
	pass "convert_cli: custom pinning value 5 is refused: exit 1, one error naming map and value, no output"
else
	fail "convert_cli: custom pinning 5: exit $rc, stderr: $(tr '\n' '|' <"$T/err")"
fi
conv -q "$in" -o "$T/custom.o"
if [ $rc -eq 1 ] && [ "$(errlines)" = 1 ] && grep -q "'custom_cnt'" "$T/err"; then
	pass "convert_cli: -q does not silence errors"
else
	fail "convert_cli: -q with an error: exit $rc, stderr: $(tr '\n' '|' <"$T/err")"
fi
conv -q --custom-pin=global "$in" -o "$T/custom-g.o"
if [ $rc -eq 0 ]; then
	expect_maps "convert_cli: --custom-pin=global pins the custom-pinned map by name" "$T/custom-g.o" "$FIX/pin_custom.c" custom_cnt=yes
else
	fail "convert_cli: --custom-pin=global converts (exit $rc: $(head -1 "$T/err"))"
fi
conv -q --custom-pin=none "$in" -o "$T/custom-n.o"
if [ $rc -eq 0 ]; then
	expect_maps "convert_cli: --custom-pin=none leaves the custom-pinned map unpinned" "$T/custom-n.o" "$FIX/pin_custom.c" custom_cnt=-
else
	fail "convert_cli: --custom-pin=none converts (exit $rc: $(head -1 "$T/err"))"
fi

# ---------------------------------------------------------------- map-in-map
# check_slots LABEL OBJ SRC: every "SLOT OUTER IDX INNER" of SRC is one
# .rel.maps entry against INNER's symbol at OUTER's values[IDX].
check_slots() {
	label=$1 obj=$2 src=$3
	llvm-readelf -r "$obj" 2>/dev/null | awk '/^Relocation section/ { on = ($3 == "'"'"'.rel.maps'"'"'") ; next }
		on && $1 ~ /^[0-9a-f]+$/ { print $1, $5 }' >"$T/relmaps"
	llvm-readelf -s "$obj" 2>/dev/null | awk '$4 == "OBJECT" { print $8, $2, $3 }' >"$T/syms"
	bad=
	nslots=0
	sed -n 's/^ \* SLOT //p' "$src" >"$T/slots"
	while read -r outer idx inner; do
		nslots=$((nslots + 1))
		set -- $(grep "^$outer " "$T/syms")
		val=$((0x$2)) size=$3
		vbits=$(btf_members "$obj" "$outer" | tr ' ' '\n' | sed -n 's/^values://p')
		[ -n "$vbits" ] || { bad="$bad $outer:no-values-member"; continue; }
		want=$((val + vbits / 8 + 8 * idx))
		found=
		while read -r off sym; do
			[ $((0x$off)) -eq $want ] && [ "$sym" = "$inner" ] && found=1
		done <"$T/relmaps"
		[ -n "$found" ] || bad="$bad $outer[$idx]->$inner(want offset $want in $val+$size)"
	done <"$T/slots"
	n=$(wc -l <"$T/relmaps" | tr -d ' ')
	[ "$n" = "$nslots" ] || bad="$bad rel.maps-entries:$n(want $nslots)"
	if [ -z "$bad" ]; then
		pass "$label"
	else
		fail "$label:$bad; .rel.maps: $(tr '\n' ';' <"$T/relmaps")"
	fi
}
for kind in g nog; do
	for b in mim_hash mim_two_outer; do
		out="$T/$kind-$b.conv.o"
		conv -q "$T/$kind/$b.o" -o "$out"
		if [ $rc -ne 0 ]; then
			fail "convert_cli: $kind/$b: map-in-map converts (exit $rc: $(head -1 "$T/err"))"
			continue
		fi
		expect_maps "convert_cli: $kind/$b: map-in-map output opens in libbpf with the source definitions" "$out" "$FIX/$b.c"
	done
	check_slots "convert_cli: $kind/mim_hash: hash-of-maps (4-byte key) gets inner map at slot 3 via .rel.maps" \
		"$T/$kind-mim_hash.conv.o" "$FIX/mim_hash.c"
	check_slots "convert_cli: $kind/mim_two_outer: both outers sharing inner_id get a .rel.maps entry to the inner map symbol" \
		"$T/$kind-mim_two_outer.conv.o" "$FIX/mim_two_outer.c"
done

# ---------------------------------------------------------------- tail calls
for kind in g nog; do
	for b in tail_unknown_id tail_not_prog_array tail_key_range; do
		in="$T/$kind/$b.o" d="$T/tail-$kind-$b"
		mkdir -p "$d"
		sec=$(sed -n 's/^ \* ERROR-SECTION //p' "$FIX/$b.c")
		conv "$in" -o "$d/out.o"
		left=$(ls "$d")
		if [ $rc -eq 1 ] && [ "$(errlines)" = 1 ] && grep -q "^bpf-legacy2btf: $in: .*'$sec'" "$T/err" && [ -z "$left" ]; then
			pass "convert_cli: $kind/$b: exit 1, one error line naming section $sec, no output, no manifest"
		else
			fail "convert_cli: $kind/$b: exit $rc, left [$left], stderr: $(tr '\n' '|' <"$T/err")"
		fi
	done
	out="$T/$kind-radix.o"
	conv -q "$T/$kind/tail_radix.o" -o "$out"
	manifest="${out%.o}.tailcalls.json"
	if [ $rc -ne 0 ] || [ ! -f "$manifest" ]; then
		fail "convert_cli: $kind/tail_radix converts with a manifest (exit $rc: $(head -1 "$T/err"))"
		continue
	fi
	expect_maps "convert_cli: $kind/tail_radix: prog arrays receiving tail calls open pinned" "$out" "$FIX/tail_radix.c"
	sed -n 's/^ \* TAIL //p' "$FIX/tail_radix.c" >"$T/tails"
	if why=$(python3 - "$manifest" "$T/tails" <<'PY' 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
slots = {s["section"]: s for s in d["slots"]}
want = [l.split() for l in open(sys.argv[2]) if l.strip()]
bad = []
for sec, *kv in want:
    s = slots.get(sec)
    if not s:
        bad.append("%s: no slot" % sec); continue
    for k, v in (x.split("=") for x in kv):
        if str(s.get(k)) != v:
            bad.append("%s: %s=%s, want %s" % (sec, k, s.get(k), v))
if len(d["slots"]) != len(want):
    bad.append("%d slots, want %d" % (len(d["slots"]), len(want)))
if bad:
    sys.exit("; ".join(bad))
PY
	); then
		pass "convert_cli: $kind/tail_radix: '010/1' resolves to octal id 8 and '0x2a/1' to id 42 (like %i), keys 1"
	else
		fail "convert_cli: $kind/tail_radix: manifest: $why"
	fi
done

# ---------------------------------------------------------- nothing to convert
for kind in g nog; do
	in="$T/$kind/no_maps.o"
	conv "$in" -o "$T/$kind-nomaps.o"
	if [ $rc -eq 0 ] && grep -q "^bpf-legacy2btf: $in: note: .*nothing to convert" "$T/err" &&
	   cmp -s "$in" "$T/$kind-nomaps.o"; then
		pass "convert_cli: $kind/no_maps: no 'maps' section: exit 0, 'nothing to convert' note, output identical to input"
	else
		fail "convert_cli: $kind/no_maps: exit $rc, cmp $(cmp "$in" "$T/$kind-nomaps.o" 2>&1 | head -1), stderr: $(tr '\n' '|' <"$T/err")"
	fi
done

# ---------------------------------------------------------------- -i, --output-dir, -o
cp "$T/g/layout36.o" "$T/inplace.o"
before=$(sha "$T/inplace.o")
conv -q -i "$T/inplace.o"
if [ $rc -eq 0 ] && [ "$(sha "$T/inplace.o")" != "$before" ] && [ -z "$(ls "$T" | grep '^inplace\.o\.tmp')" ]; then
	expect_maps "convert_cli: -i converts in place (file rewritten, opens in libbpf)" "$T/inplace.o" "$FIX/layout36.c"
else
	fail "convert_cli: -i: exit $rc, file $( [ "$(sha "$T/inplace.o")" = "$before" ] && echo unchanged || echo changed): $(head -1 "$T/err")"
fi
cp -p "$T/g/no_maps.o" "$T/inplace-nomaps.o"
st1=$(stat -c '%i %y %s' "$T/inplace-nomaps.o") before=$(sha "$T/inplace-nomaps.o")
sleep 1
conv -i "$T/inplace-nomaps.o"
st2=$(stat -c '%i %y %s' "$T/inplace-nomaps.o")
if [ $rc -eq 0 ] && [ "$st1" = "$st2" ] && [ "$(sha "$T/inplace-nomaps.o")" = "$before" ]; then
	pass "convert_cli: -i on an object with no 'maps' leaves the file untouched (same inode, mtime, bytes)"
else
	fail "convert_cli: -i with nothing to convert: exit $rc, stat $st1 -> $st2"
fi

mkdir -p "$T/outdir"
conv -q --output-dir "$T/outdir" "$T/nog/layout16.o" "$T/nog/layout20.o" "$T/g/no_maps.o"
O="$T/outdir"
if [ $rc -eq 0 ] && [ -f "$O/nog/layout16.o" ] && [ -f "$O/nog/layout20.o" ] && [ -f "$O/g/no_maps.o" ]; then
	pass "convert_cli: --output-dir DIR nog/a.o nog/b.o g/c.o writes DIR/nog/a.o DIR/nog/b.o DIR/g/c.o (paths below the common directory)"
	expect_maps "convert_cli: --output-dir: first object converted" "$O/nog/layout16.o" "$FIX/layout16.c"
	expect_maps "convert_cli: --output-dir: second object converted" "$O/nog/layout20.o" "$FIX/layout20.c"
	check "convert_cli: --output-dir: object with nothing to convert copied unchanged" cmp "$T/g/no_maps.o" "$O/g/no_maps.o"
else
	fail "convert_cli: --output-dir with three inputs: exit $rc, dir [$(find "$O" | tr '\n' ' ')], stderr: $(head -2 "$T/err")"
fi

rm -f "$T/multi.o"
conv -o "$T/multi.o" "$T/nog/layout16.o" "$T/nog/layout20.o"
if [ $rc -eq 2 ] && [ ! -e "$T/multi.o" ]; then
	pass "convert_cli: -o with several inputs is a usage error (exit 2)"
else
	fail "convert_cli: -o with several inputs: exit $rc (want 2), stderr: $(head -1 "$T/err")"
fi
cp "$T/nog/layout16.o" "$T/self.o"
before=$(sha "$T/self.o")
conv -o "$T/self.o" "$T/self.o"
if [ $rc -eq 2 ] && [ "$(sha "$T/self.o")" = "$before" ]; then
	pass "convert_cli: output path equal to the input without -i is a usage error (exit 2), input untouched"
else
	fail "convert_cli: -o INPUT INPUT: exit $rc (want 2), stderr: $(head -1 "$T/err")"
fi

# ---------------------------------------------------------------- malformed input
# reject LABEL WANT_RC IN PATTERN: exit WANT_RC, exactly one stderr line
# "bpf-legacy2btf: IN: ..." matching PATTERN, no output, no temp files,
# input bytes unchanged.
n_rej=0
reject() {
	label=$1 want=$2 in=$3 pat=$4
	n_rej=$((n_rej + 1))
	d="$T/rej$n_rej"
	mkdir -p "$d"
	b1=$( [ -f "$in" ] && sha "$in")
	conv "$in" -o "$d/out.o"
	b2=$( [ -f "$in" ] && sha "$in")
	first=$(head -1 "$T/err")
	case $first in
	"bpf-legacy2btf: $in: "*) okline=1 ;;
	*) okline= ;;
	esac
	if [ $rc -eq "$want" ] && [ "$(errlines)" = 1 ] && [ -n "$okline" ] && printf '%s\n' "$first" | grep -q -- "$pat"; then
		pass "convert_cli: $label: exit $want with one 'bpf-legacy2btf: FILE: ' error line"
	else
		fail "convert_cli: $label: exit $rc (want $want), stderr ($(errlines) lines): $(tr '\n' '|' <"$T/err")"
	fi
	left=$(ls -A "$d")
	if [ -z "$left" ] && [ "$b1" = "$b2" ]; then
		pass "convert_cli: $label: no output or temp file written, input unchanged"
	else
		fail "convert_cli: $label: left [$left] in the output dir, input $( [ "$b1" = "$b2" ] && echo unchanged || echo CHANGED)"
	fi
}
base="$T/nog/layout36.o"
mk() { cp "$base" "$T/$1.o" && shift && elfpatch "$T/$1.o" "$@" 2>/dev/null; }

echo "this is not an ELF object" >"$T/text.o"
reject "text file" 1 "$T/text.o" "not an ELF"
: >"$T/empty.o"
reject "empty file" 1 "$T/empty.o" "not an ELF"
printf 'int answer(void) { return 42; }\n' >"$T/x86.c"
if gcc -c "$T/x86.c" -o "$T/x86.o" 2>/dev/null; then
	reject "x86-64 ELF object" 1 "$T/x86.o" "not a BPF object"
else
	skip "convert_cli: x86-64 object: gcc cannot compile"
fi
if ! gcc -m32 -c "$T/x86.c" -o "$T/elf32.o" 2>/dev/null; then
	cp "$base" "$T/elf32.o" && elfpatch "$T/elf32.o" ident 4 1	# EI_CLASS = ELFCLASS32
fi
reject "32-bit ELF" 1 "$T/elf32.o" "64-bit"
# (big-endian objects convert: tests/e2e/robustness/bigendian.sh)
cp "$base" "$T/ei_data.o" && elfpatch "$T/ei_data.o" ident 5 3	# EI_DATA neither LSB nor MSB
reject "unknown byte order (EI_DATA 3)" 1 "$T/ei_data.o" "byte order"
head -c 600 "$base" >"$T/trunc600.o"
reject "truncated object (first 600 bytes)" 1 "$T/trunc600.o" "."
head -c 100 "$base" >"$T/trunc100.o"
reject "truncated object (first 100 bytes)" 1 "$T/trunc100.o" "."
cp "$base" "$T/secbig.o" && elfpatch "$T/secbig.o" sec classifier size 0x100000
reject "section extending past the end of the file" 1 "$T/secbig.o" "section"

cp "$base" "$T/shndx.o" && elfpatch "$T/shndx.o" sym m36_arr shndx 200
reject "symbol with out-of-range section index" 1 "$T/shndx.o" "section index 200"
cp "$base" "$T/relsym.o" && elfpatch "$T/relsym.o" rel .relclassifier 0 sym 999
reject "relocation symbol index out of range" 1 "$T/relsym.o" "symbol 999"
cp "$base" "$T/reloff.o" && elfpatch "$T/reloff.o" rel .relclassifier 0 offset 0x10000
reject "relocation offset outside its section" 1 "$T/reloff.o" "outside"
cp "$base" "$T/rela.o" && elfpatch "$T/rela.o" sec .relclassifier type 4
reject "RELA relocation section" 1 "$T/rela.o" "RELA"
bpf_compile "$FIX/mixed_sizes.c" "$T/mixed.o" &&
	reject "'maps' size not divisible by the number of map symbols (16+16+20 bytes)" 1 "$T/mixed.o" "divide"
# map symbol moved into the middle of a record
cp "$base" "$T/symval.o" && elfpatch "$T/symval.o" sym m36_arr value 16
reject "map symbol at an offset that is no record boundary" 1 "$T/symval.o" "m36_arr"
# a relocation re-pointed at a non-map symbol inside 'maps' (offset 8): the
# object's STT_FILE symbol made a local NOTYPE label there (every clang
# writes one; the branch labels clang 14 wrote, LBB0_2, newer ones do not)
idx=$(elfpatch "$base" get-sym layout36.c index 2>/dev/null)
mapsec=$(llvm-readelf -S "$base" | sed -n 's/^ *\[ *\([0-9]*\)\] maps .*/\1/p')
relidx=$(elfpatch "$base" rels .relclassifier | awk '$4 == "m36_arr" { print $1; exit }')
if [ -n "$idx" ] && [ -n "$mapsec" ] && [ -n "$relidx" ]; then
	cp "$base" "$T/relnomap.o" &&
		elfpatch "$T/relnomap.o" sym layout36.c info 0 &&
		elfpatch "$T/relnomap.o" sym layout36.c shndx "$mapsec" &&
		elfpatch "$T/relnomap.o" sym layout36.c value 8 &&
		elfpatch "$T/relnomap.o" rel .relclassifier "$relidx" sym "$idx"
	reject "relocation into 'maps' at an offset with no map symbol" 1 "$T/relnomap.o" "no map symbol"
else
	fail "convert_cli: relocation into 'maps' with no map symbol: cannot build the fixture (file symbol/section/relocation not found)"
fi

reject "missing file" 3 "$T/does-not-exist.o" "."
mkdir -p "$T/adir.o"
reject "a directory as input" 3 "$T/adir.o" "."

# ---------------------------------------------------------------- options
for o in --help --usage --version; do
	conv $o
	if [ $rc -eq 0 ] && [ -s "$T/stdout" ]; then
		pass "convert_cli: $o prints to stdout and exits 0"
	else
		fail "convert_cli: $o: exit $rc"
	fi
done
conv --version
grep -q '^bpf-legacy2btf [0-9]' "$T/stdout" && pass "convert_cli: --version names the program and version" ||
	fail "convert_cli: --version prints: $(head -1 "$T/stdout")"
conv --no-such-option "$T/nog/layout16.o" -o "$T/unk.o"
if [ $rc -eq 2 ] && [ ! -e "$T/unk.o" ]; then
	pass "convert_cli: an unknown option is a usage error (exit 2)"
else
	fail "convert_cli: unknown option: exit $rc (want 2)"
fi
conv --layout=no_such_layout "$T/nog/layout16.o" -o "$T/unk.o"
if [ $rc -eq 2 ] && [ ! -e "$T/unk.o" ]; then
	pass "convert_cli: an unknown --layout name is a usage error (exit 2)"
else
	fail "convert_cli: unknown --layout: exit $rc (want 2)"
fi
conv "$T/nog/layout16.o"
if [ $rc -eq 2 ]; then
	pass "convert_cli: no -o, -i or --output-dir is a usage error (exit 2)"
else
	fail "convert_cli: missing output option: exit $rc (want 2)"
fi
exit $FAILED
