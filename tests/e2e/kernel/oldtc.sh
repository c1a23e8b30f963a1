#!/bin/sh
# Objects from older toolchains and other loaders (still deployed, and
# refused by libbpf 1.x as they are), on our own
# fixtures (tests/fixtures/oldtc): static program symbols and NOTYPE size-0
# program symbols become libbpf's GLOBAL FUNC (kernel tags compared with
# equivalent global builds and with the legacy loader's whole-section tag),
# 28-byte samples/bpf map-in-map without -g refused naming --layout, the
# inner_map_idx 0 template named, same-size layouts converted only when they
# agree, the graft program type told from the object or asked for.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/oldtc"
[ -x "$CONV" ] || { fail "oldtc: converter built: $CONV missing"; exit 1; }
[ -x "$OPENCHK" ] || { fail "oldtc: openchk built: $OPENCHK missing (make unit)"; exit 1; }
command -v clang >/dev/null || { skip "oldtc: clang not installed"; exit 0; }
tmpdir

# symline OBJ NAME: "TYPE BIND SIZE" of symbol NAME
symline() { llvm-readelf -s "$1" | awk -v n="$2" '$8 == n { print $4, $5, $3 }'; }

# ---- static program symbols ------------------------------------------
bpf_compile "$FIX/static_progs.c" "$T/st_static.o" -g
bpf_compile "$FIX/static_progs.c" "$T/st_global.o" -g -DPROG_LINKAGE=
case $(symline "$T/st_static.o" st_cls) in "FUNC LOCAL "*) ;;
	*) fail "static_progs: fixture does not define st_cls static: $(symline "$T/st_static.o" st_cls)" ;; esac
conv "$T/st_static.o" -o "$T/st_static.conv.o" --graft-script "$T/st_static.sh"
if [ $rc = 0 ] && grep -q "program 'st_cls' in section 'classifier' was static: made global" "$T/err" &&
   grep -q "program 'st_tail' in section '2/1' was static" "$T/err"; then
	pass "static_progs: converts and says which static programs became global"
else
	fail "static_progs: rc=$rc: $(cat "$T/err")"
fi
# 256 KiB or more: the input is mapped read-only, and making programs global
# renumbers relocations (a SIGSEGV while that was done in the input's bytes);
# trailing zeros change no section, so the output is the same
cp "$T/st_static.o" "$T/st_big.o" && head -c 300000 /dev/zero >>"$T/st_big.o"
cp "$T/st_big.o" "$T/st_big.orig"
conv "$T/st_big.o" -o "$T/st_big.conv.o" --graft-script "$T/st_big.sh"
if [ $rc = 0 ] && cmp -s "$T/st_big.conv.o" "$T/st_static.conv.o" && cmp -s "$T/st_big.o" "$T/st_big.orig"; then
	pass "static_progs: the same output from a mapped (300 KB) input, which stays untouched"
else
	fail "static_progs: mapped input: rc=$rc: $(head -c 300 "$T/err")"
fi
# sizes: those clang gave the global build
bad=
for n in st_cls st_tail; do
	want=$(symline "$T/st_global.o" $n)
	got=$(symline "$T/st_static.conv.o" $n)
	[ "$got" = "$want" ] && case $got in "FUNC GLOBAL "*) ;; *) false ;; esac || bad="$bad $n:'$got'(want '$want')"
done
[ -z "$bad" ] && pass "static_progs: static programs are GLOBAL FUNC with the global build's sizes" ||
	fail "static_progs:$bad"
if "$OPENCHK" "$T/st_static.conv.o" >"$T/open" 2>"$T/open.err" &&
   grep -q '^prog st_cls sec=classifier$' "$T/open" && grep -q '^prog st_tail sec=2/1$' "$T/open" &&
   [ "$(grep -c '^prog ' "$T/open")" = 2 ]; then
	pass "static_progs: libbpf opens the output with programs st_cls and st_tail"
else
	fail "static_progs: libbpf: $(cat "$T/open.err" "$T/open" | head -3)"
fi
conv -q "$T/st_global.o" -o "$T/st_global.conv.o" --graft-script "$T/st_global.sh" ||
	fail "static_progs: the global build converts"
# a static function called inside its program section: libbpf cannot call it
bpf_compile "$FIX/static_progs.c" "$T/st_insec.o" -g -DINSEC_HELPER
conv "$T/st_insec.o" -o "$T/st_insec.conv.o"
[ $rc = 1 ] && [ ! -e "$T/st_insec.conv.o" ] && [ "$(wc -l <"$T/err")" = 1 ] &&
	grep -q "static function 'st_scale' is called from inside program section 'classifier'.*only in .text.*without a section attribute" "$T/err" &&
	pass "static_progs: a static function called inside its program section is refused with the reason and the fix" ||
	fail "static_progs -DINSEC_HELPER: rc=$rc: $(cat "$T/err")"

# ---- NOTYPE size-0 program symbols (older clang) ---------------------
for g in g nog; do
	flag=; [ $g = g ] && flag=-g
	bpf_compile "$FIX/notype_progs.c" "$T/nt_$g.o" $flag
	cp "$T/nt_$g.o" "$T/nt_${g}_old.o"
	for s in nt_cls nt_tail nt_first nt_second; do
		elfpatch "$T/nt_${g}_old.o" sym $s info 0x10 && elfpatch "$T/nt_${g}_old.o" sym $s size 0 ||
			fail "notype $g: patch $s"
	done
	conv "$T/nt_${g}_old.o" -o "$T/nt_${g}_old.conv.o" --graft-script "$T/nt_${g}_old.sh"
	if [ $rc = 0 ] && grep -q "program 'nt_cls' in section 'classifier' was a NOTYPE (older clang) symbol of 0 bytes: made FUNC" "$T/err"; then
		pass "notype $g: NOTYPE size-0 program symbols convert, with a note per symbol"
	else
		fail "notype $g: rc=$rc: $(cat "$T/err")"
	fi
	bad=
	for s in nt_cls nt_tail nt_first nt_second; do
		want=$(symline "$T/nt_$g.o" $s)
		got=$(symline "$T/nt_${g}_old.conv.o" $s)
		[ "$got" = "$want" ] || bad="$bad $s:'$got'(want '$want')"
	done
	[ -z "$bad" ] && pass "notype $g: sizes derived from the section and the symbol order equal clang's (multi: nt_first up to nt_second)" ||
		fail "notype $g:$bad"
	"$OPENCHK" "$T/nt_${g}_old.conv.o" >"$T/open" 2>"$T/open.err" && [ "$(grep -c '^prog ' "$T/open")" = 4 ] &&
		pass "notype $g: libbpf opens the output with its 4 programs" ||
		fail "notype $g: libbpf: $(cat "$T/open.err" "$T/open" | head -3)"
	conv -q "$T/nt_$g.o" -o "$T/nt_$g.conv.o" --graft-script "$T/nt_$g.sh" || fail "notype $g: unpatched build converts"
done

# ---- 28-byte samples/bpf map-in-map without -g; inner_map_idx 0 -------
bpf_compile "$FIX/samples_mim.c" "$T/sm_g.o" -g
bpf_compile "$FIX/samples_mim.c" "$T/sm_nog.o"
conv "$T/sm_g.o" -o "$T/sm_g.conv.o"
[ $rc = 0 ] && "$OPENCHK" "$T/sm_g.conv.o" >"$T/sm_g.open" 2>&1 &&
	pass "samples_mim -g: BTF member names select bpf_load_map_def; converts and libbpf opens it" ||
	fail "samples_mim -g: rc=$rc: $(cat "$T/err" "$T/sm_g.open" 2>/dev/null | head -3)"
tmpl="map 'sm_outer': inner map template is map #0 'sm_inner' (array, key 4, value 8, max_entries 1), per inner_map_idx 0"
grep -qF "$tmpl" "$T/err" && pass "samples_mim -g: the notes say which map inner_map_idx 0 made the inner template" ||
	fail "samples_mim -g: no template note: $(cat "$T/err")"
conv "$T/sm_nog.o" -o "$T/sm_nog.conv.o"
if [ $rc = 1 ] && [ ! -e "$T/sm_nog.conv.o" ] && [ "$(wc -l <"$T/err")" = 1 ] &&
   grep -q "no BTF member names.*built without -g.*choose with --layout=bpf_elf_map_v46 or --layout=bpf_load_map_def; bpf_elf_map_v46 converts, map 'sm_outer': map-in-map with no inner map.*; bpf_load_map_def converts, map 'sm_outer': inner map template is map #0 'sm_inner'" "$T/err"; then
	pass "samples_mim without -g: refused in one line that says why -g differs, what each layout makes of the outer, and --layout"
else
	fail "samples_mim without -g: rc=$rc: $(cat "$T/err")"
fi
conv --layout=bpf_elf_map_v46 "$T/sm_nog.o" -o "$T/sm_x.o"
[ $rc = 0 ] && grep -q "map 'sm_outer': map-in-map with no inner map in its definition (layout bpf_elf_map_v46).*samples/bpf objects need --layout=bpf_load_map_def" "$T/err" &&
	pass "samples_mim: read as bpf_elf_map_v46 the outer has no template, and the note names --layout=bpf_load_map_def" ||
	fail "samples_mim --layout=bpf_elf_map_v46: rc=$rc: $(cat "$T/err")"
conv --layout=bpf_load_map_def "$T/sm_nog.o" -o "$T/sm_nog.conv.o"
"$OPENCHK" "$T/sm_nog.conv.o" >"$T/sm_nog.open" 2>&1
[ $rc = 0 ] && grep -qF "$tmpl" "$T/err" && cmp -s "$T/sm_g.open" "$T/sm_nog.open" &&
	pass "samples_mim without -g, --layout=bpf_load_map_def: libbpf sees what it sees from the -g build, template noted" ||
	fail "samples_mim --layout=bpf_load_map_def: rc=$rc: $(cat "$T/err"); $(diff "$T/sm_g.open" "$T/sm_nog.open" | head -4)"

"$CONV" -q --explain --layout=bpf_load_map_def "$T/sm_nog.o" -o "$T/sm_e.o" 2>"$T/explain"
grep -q "inner template: map #0 'sm_inner' (unpinned), per samples/bpf inner_map_idx 0" "$T/explain" &&
	pass "samples_mim: --explain names the inner template inner_map_idx 0 chose" ||
	fail "samples_mim --explain: $(grep -i inner "$T/explain")"

# ---- same-size layouts that agree ------------------------------------
bpf_compile "$FIX/layout28_agree.c" "$T/ag.o"
conv "$T/ag.o" -o "$T/ag.conv.o"
if [ $rc = 0 ] && grep -q "28-byte map records without BTF member names: bpf_elf_map_v46 and bpf_load_map_def read them alike" "$T/err"; then
	pass "layout28_agree without -g: converts, saying both 28-byte layouts read the records alike"
else
	fail "layout28_agree: rc=$rc: $(cat "$T/err")"
fi
ok=1
for l in bpf_elf_map_v46 bpf_load_map_def; do
	"$CONV" -q --layout=$l "$T/ag.o" -o "$T/ag.$l.o" && cmp -s "$T/ag.conv.o" "$T/ag.$l.o" || ok=0
done
[ $ok = 1 ] && pass "layout28_agree: the output is byte-identical to each forced layout's" ||
	fail "layout28_agree: outputs differ between layouts"

# ---- graft program type of an XDP object with a non-standard entry section
bpf_compile "$FIX/xdp_netdev.c" "$T/xn_g.o" -g
bpf_compile "$FIX/xdp_netdev.c" "$T/xn_helper.o" -DXDP_HELPER
bpf_compile "$FIX/xdp_netdev.c" "$T/xn_plain.o"
# big-endian: the helper call is read in the object's byte order
bpf_compile "$FIX/xdp_netdev.c" "$T/xn_ebhelper.o" -DXDP_HELPER -target bpfeb
for v in g:"'from-netdev' takes struct xdp_md" helper:"'5/0' calls bpf_xdp_adjust_head" \
	 ebhelper:"'5/0' calls bpf_xdp_adjust_head"; do
	n=${v%%:*} why=${v#*:}
	conv "$T/xn_$n.o" -o "$T/xn_$n.conv.o" --graft-script "$T/xn_$n.sh"
	[ $rc = 0 ] && grep -qF "tail-call programs are of type xdp ($why" "$T/err" &&
		grep -q ' type xdp sec ' "$T/xn_$n.sh" && grep -q '"prog_type": "xdp"' "$T/xn_$n.conv.tailcalls.json" &&
		pass "xdp_netdev $n: program type xdp told from the object ($why), in the graft script and the manifest" ||
		fail "xdp_netdev $n: rc=$rc: $(cat "$T/err"); $(grep -o 'type [a-z_]* sec' "$T/xn_$n.sh" 2>/dev/null | head -1)"
done
conv "$T/xn_plain.o" -o "$T/xn_plain.conv.o" --graft-script "$T/xn_plain.sh"
[ $rc = 1 ] && [ "$(wc -l <"$T/err")" = 1 ] && [ ! -e "$T/xn_plain.conv.o" ] && [ ! -e "$T/xn_plain.sh" ] &&
	[ ! -e "$T/xn_plain.conv.tailcalls.json" ] &&
	grep -q "cannot tell the program type of the tail-call programs (no section name libbpf knows, no BTF context type, no type-specific helper); the graft script needs --prog-type=" "$T/err" &&
	pass "xdp_netdev without -g: no graft script (nor any output) without --prog-type, and the one error line names it" ||
	fail "xdp_netdev plain --graft-script: rc=$rc: $(cat "$T/err")"
conv "$T/xn_plain.o" -o "$T/xn_plain.conv.o"
if [ $rc = 0 ] && grep -q "warning: cannot tell the program type.*manifest prog_type is null until --prog-type=" "$T/err" &&
   grep -q '"prog_type": null' "$T/xn_plain.conv.tailcalls.json"; then
	r=$(python3 "$TOP/tests/lib/validate_manifest.py" "$TOP/docs/manifest.schema.json" "$T/xn_plain.conv.tailcalls.json" "$T/xn_plain.conv.o" 2>&1); vrc=$?
	case $vrc in
	0) pass "xdp_netdev without -g and --graft-script: converts with a warning, manifest prog_type null (valid against the schema)" ;;
	77) pass "xdp_netdev without -g and --graft-script: converts with a warning, manifest prog_type null (schema check skipped: ${r#SKIPREASON: })" ;;
	*) fail "xdp_netdev plain: manifest: $r" ;;
	esac
else
	fail "xdp_netdev plain without --graft-script: rc=$rc: $(cat "$T/err")"
fi
conv -q --prog-type xdp "$T/xn_plain.o" -o "$T/xn_plain.conv.o" --graft-script "$T/xn_plain.sh"
[ $rc = 0 ] && grep -q ' type xdp sec ' "$T/xn_plain.sh" &&
	pass "xdp_netdev without -g: --prog-type xdp writes the graft script" ||
	fail "xdp_netdev plain --prog-type xdp: rc=$rc: $(cat "$T/err")"

# ---- bpf-lint names static and NOTYPE/size-0 program symbols; converting fixes them
# lint_fixed LABEL BEFORE AFTER RULE: RULE fires on BEFORE, not on AFTER,
# whose libbpf verdict is ok
lint_fixed() {
	b=$(lintrules "$2") a=$(lintrules "$3")
	"$LINT" "$3" >"$T/lint.txt" 2>&1
	case " $b " in *" $4 "*) ;; *) fail "$1: bpf-lint does not report $4 before conversion: $b"; return ;; esac
	case " $a " in *" $4 "*) fail "$1: $4 still reported after conversion"; return ;; esac
	grep -q 'verdict: libbpf=ok' "$T/lint.txt" &&
		pass "$1: bpf-lint reports [$4], and not on the converted object (libbpf verdict ok)" ||
		fail "$1: converted object's verdict: $(grep verdict "$T/lint.txt")"
}
if [ -x "$LINT" ]; then
	lint_fixed "static_progs" "$T/st_static.o" "$T/st_static.conv.o" static-prog-function
	lint_fixed "notype nog" "$T/nt_nog_old.o" "$T/nt_nog_old.conv.o" notype-prog-symbol
	cp "$T/nt_nog.o" "$T/nt_zero.o"
	elfpatch "$T/nt_zero.o" sym nt_cls size 0 && elfpatch "$T/nt_zero.o" sym nt_second size 0
	conv "$T/nt_zero.o" -o "$T/nt_zero.conv.o"
	[ $rc = 0 ] && [ "$(symline "$T/nt_zero.conv.o" nt_cls)" = "$(symline "$T/nt_nog.o" nt_cls)" ] &&
		[ "$(symline "$T/nt_zero.conv.o" nt_second)" = "$(symline "$T/nt_nog.o" nt_second)" ] &&
		pass "zero-size FUNC program symbols get clang's sizes back" ||
		fail "zero-size: rc=$rc: $(cat "$T/err")"
	lint_fixed "zero-size" "$T/nt_zero.o" "$T/nt_zero.conv.o" zero-size-prog-symbol
	# an object without legacy maps: the converter still fixes the program symbol
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/tests/fixtures/lint" \
		-c "$TOP/tests/fixtures/lint/static_prog.c" -o "$T/lint_static.o" &&
		conv "$T/lint_static.o" -o "$T/lint_static.conv.o"
	[ $rc = 0 ] && grep -q "program 'lint_static_helper' in section 'tc' was static: made global" "$T/err" &&
		"$OPENCHK" "$T/lint_static.conv.o" >/dev/null 2>&1 &&
		pass "static_prog (no legacy maps): converted, the static program made global, libbpf opens it" ||
		fail "static_prog (no legacy maps): rc=$rc: $(cat "$T/err")"
	lint_fixed "static_prog (no legacy maps)" "$T/lint_static.o" "$T/lint_static.conv.o" static-prog-function
	cp "$T/lint_static.o" "$T/lint_static_i.o"
	"$CONV" -q -i "$T/lint_static_i.o" && cmp -s "$T/lint_static_i.o" "$T/lint_static.conv.o" &&
		pass "static_prog (no legacy maps): -i rewrites it in place (the same bytes as -o)" ||
		fail "static_prog: -i left it alone or wrote other bytes"
else
	fail "oldtc: bpf-lint built"
fi

kernel_or_skip "oldtc kernel checks"
netns_setup || { fail "oldtc: netns setup"; exit 1; }
cat >"$T/k1" <<'EOF2'
# load VARIANT ENTRY_SEC PROG...: graft, attach, ping, record tags of PROG...
load() {
	v=$1 sec=$2; shift 2
	tc qdisc add dev vA clsact
	sh $T/$v.sh >$T/g 2>&1 || fail "$v: graft script: $(tail -1 $T/g)"
	if tc filter add dev vA ingress bpf da obj $T/$v.conv.o sec $sec 2>$T/e; then
		ping -c 2 -i 0.2 -W 1 10.213.0.2 >/dev/null 2>&1
		cnt=$(ls /sys/fs/bpf/tc/globals | grep _cnt)
		set -- $(mapvals /sys/fs/bpf/tc/globals/$cnt)
		[ "${1:-0}" -gt 0 ] && [ "${2:-0}" -gt 0 ] &&
			pass "$v: tc loads the converted object; entry and tail call both ran ($1, $2)" ||
			fail "$v: counters $*"
	else
		fail "$v: tc attach: $(tail -1 $T/e)"
	fi
	# tags of this load's programs only: the attached one and the grafted ones
	ids="$(tc_prog_id vA ingress) $(mapvals /sys/fs/bpf/tc/globals/$(ls /sys/fs/bpf/tc/globals | grep _jmp))"
	for id in $ids; do
		bpftool -j prog show id $id | python3 -c 'import json,sys; p=json.load(sys.stdin); print(p["name"], p["tag"])'
	done | sort >$T/$v.tags
	tc qdisc del dev vA clsact
	rm -rf /sys/fs/bpf/tc/globals/*
}
load st_static classifier
load st_global classifier
for g in g nog; do
	load nt_${g}_old classifier
	load nt_$g classifier
done
# the second program of a multi-program section, by name
for v in nt_nog_old nt_nog; do
	tc qdisc add dev vA clsact
	if tc filter add dev vA ingress bpf da obj $T/$v.conv.o sec multi program nt_second 2>$T/e; then
		ping -c 2 -i 0.2 -W 1 10.213.0.2 >/dev/null 2>&1
		c=$(mapval /sys/fs/bpf/tc/globals/nt_cnt 3)
		[ "$c" -gt 0 ] && pass "$v: tc loads program nt_second of section multi by name; it runs ($c)" ||
			fail "$v: nt_second counter $c"
		bpftool -j prog show id $(tc_prog_id vA ingress) | python3 -c 'import json,sys
p=json.load(sys.stdin); print(p["name"], p["tag"])' >$T/$v.multi.tags
	else
		fail "$v: tc ... sec multi program nt_second: $(tail -1 $T/e)"
	fi
	tc qdisc del dev vA clsact
	rm -rf /sys/fs/bpf/tc/globals/*
done
EOF2
run_in_a "$T/k1"
cat >"$T/k2" <<'EOF2'
# samples map-in-map: attach, put the inner map into outer[0], count through it
for v in sm_g sm_nog; do
	tc qdisc add dev vA clsact
	if tc filter add dev vA ingress bpf da obj $T/$v.conv.o sec classifier 2>$T/e; then
		pid=$(tc_prog_id vA ingress)
		outer=$(prog_map_ids $pid)
		# an inner map of the template's shape (array, 4, 8, 1)
		rm -f /sys/fs/bpf/sm_in
		bpftool map create /sys/fs/bpf/sm_in type array key 4 value 8 entries 1 name sm_in 2>$T/e &&
			bpftool map update id $outer key 0 0 0 0 value pinned /sys/fs/bpf/sm_in 2>>$T/e &&
			ping -c 2 -i 0.2 -W 1 10.213.0.2 >/dev/null 2>&1
		c=$(mapval /sys/fs/bpf/sm_in 0)
		rm -f /sys/fs/bpf/sm_in
		[ "${c:-0}" -gt 0 ] && pass "$v: tc loads it; an inner map of the template's shape, put in outer[0], counts packets ($c)" ||
			fail "$v: inner counter '$c' (outer map '$outer': $(cat $T/e))"
	else
		fail "$v: tc attach: $(tail -1 $T/e)"
	fi
	tc qdisc del dev vA clsact
done
# same-size layouts that agree
tc qdisc add dev vA clsact
if tc filter add dev vA ingress bpf da obj $T/ag.conv.o sec classifier 2>$T/e; then
	pass "layout28_agree: tc loads the converted object"
else
	fail "layout28_agree: tc attach: $(tail -1 $T/e)"
fi
tc qdisc del dev vA clsact
EOF2
run_in_a "$T/k2"
cat >"$T/k3" <<'EOF2'
# XDP with a non-standard entry section: graft (type xdp), attach with ip link
for v in xn_g xn_plain; do
	xdp_graft_hits $v $T/$v.sh $T/$v.conv.o from-netdev /sys/fs/bpf/tc/globals/xn_hits
done
EOF2
run_in_a "$T/k3"
# same_tags LABEL A B: both loads gave programs with the same names and tags
same_tags() {
	if [ -s "$T/$2" ] && cmp -s "$T/$2" "$T/$3"; then
		pass "$1 ($(tr '\n' ' ' <"$T/$2"))"
	else
		fail "$1: $(tr '\n' ' ' <"$T/$2" 2>/dev/null) vs $(tr '\n' ' ' <"$T/$3" 2>/dev/null)"
	fi
}
same_tags "static_progs: kernel prog tags equal those of the global build" st_static.tags st_global.tags
# and equal the tag of the section as the legacy loader loaded it
for ps in st_cls:classifier st_tail:2/1; do
	tag=$(awk -v n=${ps%%:*} '$1 == n { print $2 }' "$T/st_static.tags")
	leg=$(python3 "$TOP/tests/lib/legacy_tag.py" "$T/st_static.o" ${ps#*:})
	case " $leg " in
	*" $tag "*) pass "static_progs: ${ps%%:*} has the tag the legacy loader gives section ${ps#*:} ($tag)" ;;
	*) fail "static_progs: ${ps%%:*} tag '$tag' is not the legacy section's ($leg)" ;;
	esac
done
for g in g nog; do
	same_tags "notype $g: kernel prog tags equal those of the unpatched clang build" nt_${g}_old.tags nt_$g.tags
done
same_tags "notype: nt_second's tag equals the unpatched build's" nt_nog_old.multi.tags nt_nog.multi.tags

# A symbol table with a local after the global map symbol (another
# producer's order; the ELF reader takes it): the map symbol must not stay
# in place ahead of that local (was: "internal error: cannot build
# symbol/string tables"). The object: gmap GLOBAL, _license LOCAL, entry.
"$CONV" -q "$TOP/tests/fixtures/oldtc/local_after_map.o" -o "$T/lam.o" >"$T/lam.out" 2>"$T/lam.err"; rc=$?
if [ $rc = 0 ] && "$OPENCHK" "$T/lam.o" >"$T/lam.chk" 2>&1 &&
   grep -q '^map gmap type=2 key=4 value=8 max=2' "$T/lam.chk" && grep -q '^prog entry sec=classifier' "$T/lam.chk"; then
	pass "oldtc: a local symbol after the map symbol: converts, libbpf opens map gmap and program entry"
else
	fail "oldtc: local symbol after the map symbol: exit $rc: $(head -2 "$T/lam.err") $(head -2 "$T/lam.chk" 2>/dev/null)"
fi
exit $FAILED
