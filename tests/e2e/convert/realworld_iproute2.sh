#!/bin/sh
# Real-world legacy input: the examples/bpf/legacy/*.c sources that Debian's
# iproute2-doc package ships (written for iproute2's legacy loader).
# Each is compiled with clang (-g and without -g) against our stand-in
# tests/fixtures/realworld/include/bpf_api.h, converted with bpf-legacy2btf, and checked:
#  * libbpf (openchk) opens the output and sees every legacy map with the
#    same type/key/value/max_entries/flags as the decoded legacy `maps`
#    records, pinned under tc/globals when the legacy map was pinned
#    (PIN_GLOBAL_NS; PIN_OBJECT_NS in the default shared mode), and every
#    program section;
#  * every program section's bytes are unchanged (llvm-objcopy --dump-section);
#  * ID/KEY sections are all listed in the tail-call manifest;
#  * in a network namespace of its own (one `ip netns exec` per object), the
#    graft script fills the tail-call slots, tc attaches the classifier /
#    ingress / egress sections in da mode, pins appear under
#    /sys/fs/bpf/tc/globals, map-in-map slots are prepopulated like the legacy
#    loader did, and `tc exec bpf graft` puts other sections into the pinned
#    prog array.
# The .deb is cached in $BUILD/cache/iproute2-doc.
. "$(dirname "$0")/../../lib/common.sh"
P=iproute2-doc
[ -x "$CONV" ] || { fail "$P: $CONV not built"; exit 1; }
[ -x "$OPENCHK" ] || { fail "$P: $OPENCHK not built"; exit 1; }
for tool in clang llvm-objcopy python3 dpkg-deb apt-get; do
	command -v $tool >/dev/null || { skip "$P: $tool not installed"; exit 0; }
done
HDRS="$TOP/tests/fixtures/realworld/include"
CACHE="$B/cache/iproute2-doc"
mkdir -p "$CACHE" || { fail "$P: cannot create $CACHE"; exit 1; }
if ! ls "$CACHE"/iproute2-doc_*.deb >/dev/null 2>&1; then
	(cd "$CACHE" && apt-get download iproute2-doc) >"$CACHE/apt.log" 2>&1 ||
		{ skip "$P: apt-get download iproute2-doc failed (no network?): $(tail -1 "$CACHE/apt.log")"; exit 0; }
fi
DEB=$(ls "$CACHE"/iproute2-doc_*.deb 2>/dev/null | tail -1)
[ -n "$DEB" ] || { skip "$P: apt-get download iproute2-doc produced no .deb"; exit 0; }

tmpdir
NS=
cleanup() {
	[ -n "$NS" ] && ip netns del "$NS" 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP PIPE

dpkg-deb -x "$DEB" "$T/root" || { fail "$P: dpkg-deb -x $(basename "$DEB") failed"; exit 1; }
LEG=$(find "$T/root" -type d -path '*/examples/bpf/legacy' | head -1)
[ -n "$LEG" ] || { fail "$P: $(basename "$DEB") has no examples/bpf/legacy directory"; exit 1; }
ls "$LEG"/*.c >/dev/null 2>&1 || { fail "$P: no .c files in examples/bpf/legacy"; exit 1; }
# The sources say #include "../../../include/bpf_api.h": put ours there.
mkdir -p "$LEG/../../../include" && cp "$HDRS"/*.h "$LEG/../../../include/" ||
	{ fail "$P: cannot install the stand-in headers"; exit 1; }
CFLAGS="-O2 -target bpf -I$HDRS${MA:+ -I/usr/include/$MA}"
KSKIP=$(kernel_skip_reason)

# Decode an ELF object: legacy maps (iproute2 rules: GLOBAL NOTYPE/OBJECT
# symbols in `maps`, record size = section size / count), program sections,
# ID/KEY tail-call sections and map-in-map prepopulation.
cat >"$T/elf.py" <<'PY'
import re, struct, sys
d = open(sys.argv[1], "rb").read()
if d[:4] != b"\x7fELF" or d[4] != 2 or d[5] != 1:
    sys.exit("not a little-endian ELF64 file")
shoff, = struct.unpack_from("<Q", d, 0x28)
shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3a)
secs = []
for i in range(shnum):
    nm, ty, fl, _, off, sz, ln, inf, _, es = struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize)
    secs.append(dict(nm=nm, ty=ty, fl=fl, off=off, sz=sz, ln=ln))
def cstr(off):
    return d[off:d.index(b"\0", off)].decode()
for s in secs:
    s["name"] = cstr(secs[shstrndx]["off"] + s["nm"])
maps_idx = next((i for i, s in enumerate(secs) if s["name"] == "maps"), None)
syms = []
for s in secs:
    if s["ty"] == 2:  # SHT_SYMTAB
        stroff = secs[s["ln"]]["off"]
        for o in range(s["off"] + 24, s["off"] + s["sz"], 24):
            nm, info, _, shndx, val, size = struct.unpack_from("<IBBHQQ", d, o)
            syms.append((cstr(stroff + nm), info >> 4, info & 15, shndx, val))
maps = []
if maps_idx is not None:
    ms = secs[maps_idx]
    q = [x for x in syms if x[3] == maps_idx and x[1] == 1 and x[2] in (0, 1)]
    if q:
        mlen = ms["sz"] // len(q)
        seen = set()
        for name, _, _, _, val in sorted(q, key=lambda x: x[4]):
            if val in seen:
                continue
            seen.add(val)
            rec = d[ms["off"] + val:ms["off"] + val + min(mlen, 36)].ljust(36, b"\0")
            f = struct.unpack("<9I", rec)
            maps.append(dict(name=name, type=f[0], key=f[1], value=f[2], max=f[3], flags=f[4],
                             id=f[5], pinning=f[6], inner_id=f[7], inner_idx=f[8]))
for m in maps:
    pin = "/sys/fs/bpf/tc/globals/" + m["name"] if m["pinning"] in (1, 2) else "-"
    print("map %s type=%d key=%d value=%d max=%d flags=%d pin=%s pinning=%d" %
          (m["name"], m["type"], m["key"], m["value"], m["max"], m["flags"], pin, m["pinning"]))
num = r"\s*([+-]?(?:0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*))"
for s in secs:
    if s["ty"] != 1 or not (s["fl"] & 4) or s["sz"] == 0:
        continue
    print("prog %s" % s["name"])
    t = re.match(num + "/" + num, s["name"])
    if t:
        mid, key = (int(x, 0) & 0xffffffff for x in t.groups())
        pa = next((m for m in maps if m["type"] == 3 and m["id"] == mid), None)
        if pa:
            print("tail %s %s %d" % (s["name"], pa["name"], key))
for m in maps:
    if m["id"] and not m["inner_id"] and m["inner_idx"] != 0xffffffff:
        for o in maps:
            if o["type"] in (12, 13) and o["inner_id"] == m["id"]:
                print("mim %s %s %d" % (o["name"], m["name"], m["inner_idx"]))
PY

# Body run inside the namespace: sh -c BODY inner NAME OBJ PLAN [GRAFT_SCRIPT]
# PLAN lines: attach SEC DIR | pin NAME | slot MAP KEY PROG | mim OUTER INNER IDX
#             | graft MAP SEC PROG
cat >"$T/inner.sh" <<'SH'
name=$1 obj=$2 plan=$3 gs=${4:-}
pass() { echo "PASS: $name: $*"; }
fail() { echo "FAIL: $name: $*"; }
G=/sys/fs/bpf/tc/globals
err() { grep -v '^unable to find map id' "$1" | tr '\n' ' ' | cut -c1-300; }
# slot_prog PIN KEY: name of the program in a prog array slot, or "-"
slot_prog() {
	id=$(bpftool -j map lookup pinned "$1" key $(($2 & 255)) $(($2 >> 8 & 255)) $(($2 >> 16 & 255)) $(($2 >> 24 & 255)) 2>/dev/null |
	     python3 -c 'import json,sys; v=json.load(sys.stdin)["value"]; print(int.from_bytes(bytes(int(b,16) for b in v),"little"))' 2>/dev/null)
	[ -n "$id" ] || { echo -; return; }
	bpftool -j prog show id "$id" 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["name"])' 2>/dev/null || echo -
}
map_id() { bpftool -j map show pinned "$1" 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])' 2>/dev/null; }
mount -t bpf bpf /sys/fs/bpf || { fail "cannot mount bpffs in the namespace"; exit 0; }
if ! { ip link add v0 type veth peer name v1 && ip link set v0 up && ip link set v1 up &&
       tc qdisc add dev v0 clsact; } >/tmp/rw.$$ 2>&1; then
	fail "cannot set up veth + clsact: $(cat /tmp/rw.$$)"; rm -f /tmp/rw.$$; umount /sys/fs/bpf; exit 0
fi
E=$(mktemp)
if [ -n "$gs" ]; then
	n=$(grep -c '^slot ' "$plan")
	if sh "$gs" "$obj" >"$E" 2>&1; then
		pass "generated graft script fills its $n tail-call slot(s) with tc exec bpf graft"
	else
		fail "generated graft script failed: sh $gs $obj: $(err "$E")"
	fi
fi
while read -r kind a b c; do
	[ "$kind" = attach ] || continue
	if tc filter add dev v0 "$b" bpf da obj "$obj" sec "$a" >"$E" 2>&1 &&
	   tc filter show dev v0 "$b" | grep -F "[$a]" | grep -q direct-action; then
		pass "tc filter add dev D $b bpf da obj OUT sec $a loads and attaches"
	else
		fail "tc filter add dev v0 $b bpf da obj $obj sec $a: $(err "$E")"
	fi
done <"$plan"
while read -r kind a b c; do
	[ "$kind" = graft ] || continue
	if tc exec bpf graft "m:globals/$a" key 0 obj "$obj" sec "$b" >"$E" 2>&1; then
		got=$(slot_prog "$G/$a" 0)
		if [ "$got" = "$c" ]; then
			pass "tc exec bpf graft m:globals/$a key 0 obj OUT sec $b puts $c into $a[0]"
		else
			fail "after tc exec bpf graft m:globals/$a key 0 sec $b, $a[0] holds '$got', want '$c'"
		fi
	else
		fail "tc exec bpf graft m:globals/$a key 0 obj $obj sec $b: $(err "$E")"
	fi
done <"$plan"
want='' missing=''
while read -r kind a b c; do
	[ "$kind" = pin ] || continue
	want="$want $a"
	[ -e "$G/$a" ] && [ -n "$(map_id "$G/$a")" ] || missing="$missing $a"
done <"$plan"
if [ -n "$want" ]; then
	if [ -z "$missing" ]; then
		pass "pinned maps appear at /sys/fs/bpf/tc/globals/NAME:$want"
	else
		fail "missing pins under /sys/fs/bpf/tc/globals:$missing (present: $(ls $G 2>/dev/null | tr '\n' ' '))"
	fi
fi
ok='' bad=''
while read -r kind a b c; do
	[ "$kind" = slot ] || continue
	got=$(slot_prog "$G/$a" "$b")
	if [ "$got" = "$c" ]; then ok="$ok $a[$b]=$c"; else bad="$bad $a[$b]='$got'(want $c)"; fi
done <"$plan"
if [ -n "$ok$bad" ]; then
	if [ -z "$bad" ]; then pass "tail-call slots hold the legacy ID/KEY programs:$ok"
	else fail "tail-call slots wrong:$bad"; fi
fi
while read -r kind a b c; do
	[ "$kind" = mim ] || continue
	inner=$(map_id "$G/$b")
	got=$(bpftool -j map lookup pinned "$G/$a" key $c 0 0 0 2>/dev/null |
	      python3 -c 'import json,sys; v=json.load(sys.stdin)["value"]; print(int.from_bytes(bytes(int(x,16) for x in v),"little") if isinstance(v,list) else v)' 2>/dev/null)
	if [ -n "$inner" ] && [ "$got" = "$inner" ]; then
		pass "map-in-map: $a[$c] holds $b (legacy inner_idx prepopulation)"
	else
		fail "map-in-map: $a[$c] holds map id '${got:-none}', want $b (id '${inner:-not pinned}')"
	fi
done <"$plan"
rm -f "$E" /tmp/rw.$$
tc qdisc del dev v0 clsact 2>/dev/null
ip link del v0 2>/dev/null
rm -rf /sys/fs/bpf/tc /sys/fs/bpf/xdp /sys/fs/bpf/ip
umount /sys/fs/bpf
SH

for src in "$LEG"/*.c; do
	b=$(basename "$src" .c)
	for v in g nog; do
		W="$T/$v/$b"; mkdir -p "$W"
		if [ $v = g ]; then g=-g; name="$P $b.o (-g)"; else g=; name="$P $b.o (no -g)"; fi
		IN="$W/$b.o"; OUT="$W/$b.conv.o"; GS="$W/$b.graft.sh"
		# shellcheck disable=SC2086
		if ! clang $CFLAGS $g -c "$src" -o "$IN" >"$W/cc.log" 2>&1; then
			skip "$name: does not compile against tests/fixtures/realworld/include/bpf_api.h: $(grep -m1 'error:' "$W/cc.log" | sed "s|^$LEG/||")"
			continue
		fi
		if ! "$CONV" "$IN" -o "$OUT" --graft-script "$GS" -q >"$W/conv.log" 2>&1; then
			fail "$name: bpf-legacy2btf $b.o -o $b.conv.o failed: $(tr '\n' ' ' <"$W/conv.log" | cut -c1-300)"
			continue
		fi
		if ! python3 "$T/elf.py" "$IN" >"$W/legacy.txt" 2>"$W/py.log"; then
			fail "$name: cannot decode the legacy object: $(cat "$W/py.log")"; continue
		fi
		nmaps=$(grep -c '^map ' "$W/legacy.txt")
		# 1. libbpf sees the legacy maps
		if ! "$OPENCHK" "$OUT" /sys/fs/bpf/tc/globals >"$W/chk.txt" 2>"$W/chk.err"; then
			fail "$name: libbpf cannot open the converted object: $(tr '\n' ' ' <"$W/chk.err" | cut -c1-300)"
			continue
		fi
		grep '^map ' "$W/legacy.txt" | sed 's/ pinning=.*//' | sort >"$W/want"
		grep '^map ' "$W/chk.txt" | grep -v '^map \.' | sed 's/ btf_key=.*//' | sort >"$W/got"
		if [ "$nmaps" -gt 0 ] && cmp -s "$W/want" "$W/got"; then
			pass "$name: libbpf opens converted object with legacy map definitions ($nmaps map(s): same type/key/value/max_entries/flags; pinned under tc/globals exactly when legacy pinning was PIN_GLOBAL_NS or PIN_OBJECT_NS)"
		else
			fail "$name: libbpf map view differs from legacy maps section: want [$(tr '\n' ';' <"$W/want")] got [$(tr '\n' ';' <"$W/got")]"
		fi
		grep '^prog ' "$W/legacy.txt" | grep -v '^prog \.text$' | sed 's/^prog //' | sort >"$W/want"
		sed -n 's/^prog .* sec=//p' "$W/chk.txt" | sort >"$W/got"
		if cmp -s "$W/want" "$W/got"; then
			pass "$name: libbpf finds every legacy program section ($(tr '\n' ' ' <"$W/want"| sed 's/ $//'))"
		else
			fail "$name: program sections differ: legacy [$(tr '\n' ' ' <"$W/want")] libbpf [$(tr '\n' ' ' <"$W/got")]"
		fi
		# 2. instructions unchanged
		diffs='' n=0
		for sec in $(sed -n 's/^prog //p' "$W/legacy.txt"); do
			n=$((n + 1))
			rm -f "$W/a.bin" "$W/b.bin"
			llvm-objcopy --dump-section "$sec=$W/a.bin" "$IN" "$W/junk" 2>/dev/null
			llvm-objcopy --dump-section "$sec=$W/b.bin" "$OUT" "$W/junk" 2>/dev/null
			[ -s "$W/a.bin" ] && cmp -s "$W/a.bin" "$W/b.bin" || diffs="$diffs $sec"
		done
		if [ -z "$diffs" ]; then
			pass "$name: instructions of all $n program section(s) byte-identical after conversion"
		else
			fail "$name: program section bytes changed or missing:$diffs"
		fi
		# 3. tail-call manifest
		MAN="${OUT%.o}.tailcalls.json"
		ntail=$(grep -c '^tail ' "$W/legacy.txt")
		if [ "$ntail" -gt 0 ]; then
			grep '^tail ' "$W/legacy.txt" | awk '{print $2, $3, $4}' | sort >"$W/want"
			python3 -c 'import json,sys
for s in json.load(open(sys.argv[1]))["slots"]: print(s["section"], s["map"], s["key"])' "$MAN" 2>/dev/null | sort >"$W/got"
			if [ -s "$GS" ] && cmp -s "$W/want" "$W/got"; then
				pass "$name: tail-call manifest and graft script list all $ntail ID/KEY section(s) with their prog array and key"
			else
				fail "$name: tail-call manifest: want [$(tr '\n' ';' <"$W/want")] got [$(tr '\n' ';' <"$W/got")] graft script $([ -s "$GS" ] && echo present || echo missing)"
			fi
		fi
		# 4. kernel
		if [ -n "$KSKIP" ]; then
			skip "$name: kernel load: $KSKIP"; continue
		fi
		: >"$W/plan"
		pa=$(awk '$1 == "map" && $3 == "type=3" && $8 != "pin=-" {print $2; exit}' "$W/legacy.txt")
		for sec in $(sed -n 's/^prog //p' "$W/legacy.txt"); do
			awk -v s="$sec" '$1 == "tail" && $2 == s {f = 1} END {exit !f}' "$W/legacy.txt" && continue
			fn=$(awk -v s="sec=$sec" '$1 == "prog" && $3 == s {print $2; exit}' "$W/chk.txt")
			case "$sec" in
			.text) ;;
			classifier|ingress|tc|cls) echo "attach $sec ingress" ;;
			egress) echo "attach $sec egress" ;;
			*) if [ -n "$pa" ] && [ "$ntail" = 0 ]; then echo "graft $pa $sec $fn"
			   else echo "attach $sec ingress"; fi ;;
			esac
		done >>"$W/plan"
		awk '$1 == "map" && $8 != "pin=-" {print "pin", $2}' "$W/legacy.txt" >>"$W/plan"
		grep '^mim ' "$W/legacy.txt" >>"$W/plan"
		if [ "$ntail" -gt 0 ]; then
			python3 -c 'import json,sys
for s in json.load(open(sys.argv[1]))["slots"]: print("slot", s["map"], s["key"], s["program"][:15])' "$MAN" >>"$W/plan" 2>/dev/null
		else
			GS=
		fi
		NS=bl-rw.$$.$v.$b
		if ! ip netns add "$NS" 2>"$W/ns.err"; then
			fail "$name: ip netns add $NS: $(cat "$W/ns.err")"; NS=; continue
		fi
		ip netns exec "$NS" sh -c "$(cat "$T/inner.sh")" inner "$name" "$OUT" "$W/plan" $GS >"$W/kern.txt" 2>&1
		ip netns del "$NS"; NS=
		grep -E '^(PASS|FAIL|SKIP): ' "$W/kern.txt"
		grep -q '^FAIL: ' "$W/kern.txt" && FAILED=1
		grep -qE '^(PASS|FAIL): ' "$W/kern.txt" ||
			fail "$name: kernel checks printed nothing: $(tr '\n' ' ' <"$W/kern.txt" | cut -c1-300)"
	done
done
exit $FAILED
