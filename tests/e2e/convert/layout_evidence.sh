#!/bin/sh
# Same-size layouts decided by evidence, not refused (objects built without
# -g name no members to tell them apart), on our own
# fixtures (tests/fixtures/evidence), built without -g: 28-byte iproute2
# records (pinning=2, a prog array id the tail-call section names, a tc
# section) convert as bpf_elf_map_v46, and their skb-only tail calls graft
# as cls by default (warning naming --prog-type=act, prog_type_default in
# the manifest); 28-byte samples/bpf records that really use numa_node (and
# a map-in-map, a socket section, a 'version' section) convert as
# bpf_load_map_def; a truly ambiguous object is refused listing the
# evidence both ways; when one reading fails, the other is taken. The note,
# --explain and bpf-lint say the same evidence. Kernel: the iproute2
# object's tail call runs after the default-cls graft; the samples object
# loads with its numa_node and inner template and counts.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/evidence"
SCHEMA="$TOP/docs/manifest.schema.json"
[ -x "$CONV" ] || { fail "layout_evidence: converter built: $CONV missing"; exit 1; }
[ -x "$OPENCHK" ] || { fail "layout_evidence: openchk built: $OPENCHK missing (make unit)"; exit 1; }
command -v clang >/dev/null || { skip "layout_evidence: clang not installed"; exit 0; }
tmpdir
lintmsg() { "$LINT" --format=json "$1" 2>/dev/null | python3 -c 'import json,sys
for o in json.load(sys.stdin)["objects"]:
    for f in o["findings"]:
        if f["rule"] == "legacy-layout-ambiguous": print(f["message"])'; }
# btf_numa OBJ MAP: the numa_node BTF attribute of MAP's definition, or nothing
btf_numa() {
	bpftool -j btf dump file "$1" 2>/dev/null | python3 -c 'import json,sys
t = {x["id"]: x for x in json.load(sys.stdin)["types"]}
for x in t.values():
    if x["kind"] == "VAR" and x["name"] == sys.argv[1]:
        s = t[x["type_id"]]
        for m in s.get("members", []):
            if m["name"] == "numa_node":
                print(t[t[m["type_id"]]["type_id"]]["nr_elems"])' "$2"
}
validate() {
	r=$(python3 "$TOP/tests/lib/validate_manifest.py" "$SCHEMA" "$1" "$2" 2>&1); vrc=$?
	[ $vrc = 0 ] || [ $vrc = 77 ]
}

# ---- 28-byte iproute2 records without -g; tail calls with skb helpers only
bpf_compile "$FIX/e28_iproute2.c" "$T/ei.o" || exit 0
bpf_compile "$FIX/e28_iproute2.c" "$T/ei_g.o" -g || exit 0
conv "$T/ei.o" -o "$T/ei.conv.o" --graft-script "$T/ei.sh"
ev="layout bpf_elf_map_v46 by the evidence: map 'ei_jmp': pinning=2 is PIN_GLOBAL_NS (and 2 more); prog array 'ei_jmp': id=2 is what tail-call section '2/0' names; map 'ei_jmp': numa_node=2 without BPF_F_NUMA_NODE would mean nothing"
if [ $rc = 0 ] && grep -qF "note: 28-byte map records without BTF member names: $ev" "$T/err"; then
	pass "e28_iproute2 without -g: converts as bpf_elf_map_v46, the note naming the evidence (pinning, tail-call id, meaningless numa_node)"
else
	fail "e28_iproute2: rc=$rc: $(cat "$T/err")"
fi
if grep -q "warning: tail-call programs are socket-buffer programs ('2/0' calls bpf_skb_load_bytes).*grafting them as cls.*needs --prog-type=act" "$T/err" &&
   grep -q ' type cls sec ' "$T/ei.sh" &&
   python3 -c 'import json,sys; m = json.load(open(sys.argv[1])); sys.exit(not (m["prog_type"] == "cls" and m["prog_type_default"] is True))' "$T/ei.conv.tailcalls.json" &&
   validate "$T/ei.conv.tailcalls.json" "$T/ei.conv.o"; then
	pass "e28_iproute2: skb-only tail calls graft as cls by default, warning names --prog-type=act, manifest says prog_type_default (schema-valid)"
else
	fail "e28_iproute2 graft type: $(grep 'socket-buffer' "$T/err"); script: $(grep -o 'type [a-z_]* sec' "$T/ei.sh" | head -1); $r"
fi
conv -q --prog-type=act "$T/ei.o" -o "$T/ei_act.o" --graft-script "$T/ei_act.sh"
[ $rc = 0 ] && grep -q ' type act sec ' "$T/ei_act.sh" && ! grep -q prog_type_default "$T/ei_act.tailcalls.json" &&
	pass "e28_iproute2: --prog-type=act grafts as act, no default recorded" ||
	fail "e28_iproute2 --prog-type=act: rc=$rc: $(cat "$T/err")"
# the -g build: BTF member names decide; the same maps as the evidence read
conv -q "$T/ei_g.o" -o "$T/ei_g.conv.o"
"$OPENCHK" "$T/ei.conv.o" | grep '^map ' >"$T/ei.open" 2>&1
"$OPENCHK" "$T/ei_g.conv.o" | grep '^map ' >"$T/ei_g.open" 2>&1
if [ $rc = 0 ] && cmp -s "$T/ei.open" "$T/ei_g.open" && [ "$(grep -c 'pin=/sys/fs/bpf/ei_' "$T/ei.open")" = 3 ]; then
	pass "e28_iproute2: libbpf sees the same three maps (pinned by name) as from the -g build"
else
	fail "e28_iproute2: libbpf maps differ from the -g build: $(diff "$T/ei.open" "$T/ei_g.open" | head -4)"
fi
"$CONV" -q --explain --dry-run "$T/ei.o" >/dev/null 2>"$T/explain"
grep -qF "28-byte bpf_elf_map_v46 records (record size, read as bpf_elf_map_v46 by the evidence: map 'ei_jmp': pinning=2" "$T/explain" &&
	pass "e28_iproute2: --explain says the layout came from the evidence" ||
	fail "e28_iproute2 --explain: $(head -2 "$T/explain")"
if [ -x "$LINT" ]; then
	m=$(lintmsg "$T/ei.o")
	case $m in "28-byte legacy map records without BTF member names: read as bpf_elf_map_v46 by the evidence: map 'ei_jmp': pinning=2"*)
		pass "e28_iproute2: bpf-lint reads the records as the converter does and names the evidence" ;;
	*) fail "e28_iproute2: bpf-lint legacy-layout-ambiguous: '$m'" ;;
	esac
fi

# ---- 28-byte samples/bpf records that really use numa_node ------------
bpf_compile "$FIX/e28_samples.c" "$T/es.o" || exit 0
bpf_compile "$FIX/e28_samples.c" "$T/es_g.o" -g || exit 0
conv "$T/es.o" -o "$T/es.conv.o"
if [ $rc = 0 ] && grep -qF "note: 28-byte map records without BTF member names: layout bpf_load_map_def by the evidence: map 'es_outer' is map-in-map: bpf_elf_map_v46 has no inner map field; section 'socket' is for tracing, not tc; a 'version' section" "$T/err" &&
   grep -qF "map 'es_outer': inner map template is map #2 'es_inner'" "$T/err"; then
	pass "e28_samples without -g: converts as bpf_load_map_def by the evidence (map-in-map, socket section, version section), template per inner_map_idx 2"
else
	fail "e28_samples: rc=$rc: $(cat "$T/err")"
fi
conv -q "$T/es_g.o" -o "$T/es_g.conv.o"
"$OPENCHK" "$T/es.conv.o" >"$T/es.open" 2>&1
"$OPENCHK" "$T/es_g.conv.o" >"$T/es_g.open" 2>&1
if cmp -s "$T/es.open" "$T/es_g.open" && grep -q '^map es_numa .* flags=4 ' "$T/es.open" &&
   [ "$(btf_numa "$T/es.conv.o" es_numa)" = 1 ]; then
	pass "e28_samples: libbpf sees what it sees from the -g build; es_numa keeps BPF_F_NUMA_NODE and numa_node 1"
else
	fail "e28_samples: libbpf/BTF: numa=$(btf_numa "$T/es.conv.o" es_numa) $(diff "$T/es.open" "$T/es_g.open" | head -3)"
fi
if [ -x "$LINT" ]; then
	m=$(lintmsg "$T/es.o")
	case $m in *"read as bpf_load_map_def by the evidence: map 'es_outer' is map-in-map"*)
		pass "e28_samples: bpf-lint reads the records as bpf_load_map_def, naming the evidence" ;;
	*) fail "e28_samples: bpf-lint legacy-layout-ambiguous: '$m'" ;;
	esac
fi

# ---- truly ambiguous: refused, the evidence listed both ways -----------
bpf_compile "$FIX/e28_ambiguous.c" "$T/ea.o" || exit 0
conv "$T/ea.o" -o "$T/ea.conv.o"
if [ $rc = 1 ] && [ ! -e "$T/ea.conv.o" ] && [ "$(wc -l <"$T/err")" = 1 ] &&
   grep -q "choose with --layout=bpf_elf_map_v46 or --layout=bpf_load_map_def; .*; the evidence points both ways: for bpf_elf_map_v46: section 'classifier' is tc's; for bpf_load_map_def: map 'ea_outer' is map-in-map" "$T/err"; then
	pass "e28_ambiguous: refused in one line listing the evidence both ways and --layout"
else
	fail "e28_ambiguous: rc=$rc: $(cat "$T/err")"
fi
ok=1
for l in bpf_elf_map_v46 bpf_load_map_def; do
	conv -q --layout=$l "$T/ea.o" -o "$T/ea.$l.o" && "$OPENCHK" "$T/ea.$l.o" >/dev/null 2>&1 || ok=0
done
[ $ok = 1 ] && ! cmp -s "$T/ea.bpf_elf_map_v46.o" "$T/ea.bpf_load_map_def.o" &&
	pass "e28_ambiguous: each --layout converts it (differently), libbpf opens both" ||
	fail "e28_ambiguous: --layout conversions"
if [ -x "$LINT" ]; then
	m=$(lintmsg "$T/ea.o")
	case $m in *"the evidence points both ways (for bpf_elf_map_v46: section 'classifier' is tc's; for bpf_load_map_def: map 'ea_outer' is map-in-map"*"converter refuses them without --layout")
		pass "e28_ambiguous: bpf-lint says the evidence points both ways, as the converter does" ;;
	*) fail "e28_ambiguous: bpf-lint legacy-layout-ambiguous: '$m'" ;;
	esac
fi
# one reading fails (no map has the tail-call id): the other is taken
bpf_compile "$FIX/e28_ambiguous.c" "$T/eat.o" -DTAIL || exit 0
conv "$T/eat.o" -o "$T/eat.conv.o" --explain
if [ $rc = 0 ] && grep -q "note: 28-byte map records without BTF member names: record size, read as bpf_elf_map_v46, the only layout that converts the object (bpf_load_map_def fails: section '3/0': no map has id 3 (0x3)); the evidence points both ways" "$T/err" &&
   grep -q "28-byte bpf_elf_map_v46 records (record size, read as bpf_elf_map_v46, the only layout that converts" "$T/err" &&
   "$OPENCHK" "$T/eat.conv.o" >/dev/null 2>&1; then
	pass "e28_ambiguous -DTAIL: the reading that fails drops out, the other converts; note and --explain say why; libbpf opens it"
else
	fail "e28_ambiguous -DTAIL: rc=$rc: $(head -3 "$T/err")"
fi

kernel_or_skip "layout_evidence: kernel"
# a kernel with one NUMA node takes numa_node 0 only
bpf_compile "$FIX/e28_samples.c" "$T/es0.o" -DNUMA_NODE=0 || exit 0
conv -q "$T/es0.o" -o "$T/es0.conv.o" || fail "e28_samples -DNUMA_NODE=0: converts"
head -c 64 /dev/urandom >"$T/pkt"
netns_setup || { fail "layout_evidence: netns setup"; exit 1; }
cat >"$T/k" <<'EOF'
cd "$T"
if sh ./ei.sh >g 2>&1 && tc qdisc add dev vA clsact &&
   tc filter add dev vA ingress bpf da obj ei.conv.o sec from-netdev 2>e; then
	ping_from_b 3
	set -- $(mapvals /sys/fs/bpf/tc/globals/ei_hits)
	[ "${1:-0}" -gt 0 ] && [ "$1" = "${2:-x}" ] &&
		pass "e28_iproute2: kernel: grafted as cls by default, the tail call runs for every packet ($1/$2)" ||
		fail "e28_iproute2: kernel: counters '$*'"
else
	fail "e28_iproute2: kernel: graft/attach: $(grep -v 'unable to find' g e 2>/dev/null | tail -2)"
fi
tc qdisc del dev vA clsact 2>/dev/null
rm -f /sys/fs/bpf/tc/globals/ei_jmp /sys/fs/bpf/tc/globals/ei_hits /sys/fs/bpf/tc/globals/ei_seen
mkdir -p /sys/fs/bpf/es
if bpftool prog loadall es0.conv.o /sys/fs/bpf/es type socket pinmaps /sys/fs/bpf/es/maps 2>e &&
   bpftool prog run pinned /sys/fs/bpf/es/es_count data_in pkt repeat 3 >o 2>&1; then
	n=$(bpftool map dump pinned /sys/fs/bpf/es/maps/es_numa | grep -c '"key"\|^key')
	i=$(bpftool -j map show pinned /sys/fs/bpf/es/maps/es_outer | python3 -c 'import json,sys; print(json.load(sys.stdin)["type"])')
	[ "$n" -ge 1 ] && [ "$i" = array_of_maps ] &&
		pass "e28_samples: kernel: loads (BPF_F_NUMA_NODE map, map-in-map with its template) and the socket program counts ($n entry)" ||
		fail "e28_samples: kernel: es_numa entries $n, es_outer type $i"
else
	fail "e28_samples: kernel: load/run: $(tail -2 e o 2>/dev/null)"
fi
rm -rf /sys/fs/bpf/es
EOF
run_in_a "$T/k"
exit 0
