#!/bin/sh
# Externs without BTF (libbpf refuses them as they are), on
# tests/fixtures/evidence/ext_kver.c:
# libbpf takes every undefined GLOBAL NOTYPE symbol for an extern needing
# BTF in .kconfig/.ksyms. The converter describes LINUX_KERNEL_VERSION
# (no BTF: an unsigned int; -g: clang's VAR in no DATASEC) in .kconfig, and
# names any other extern with the refusal it will meet; bpf-lint's
# extern-without-btf predicts libbpf's refusal (rules agree, no "please
# report the case"). Kernel: tc loads the converted object and the program
# stores the version libbpf filled in.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/evidence"
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "externs: converter and bpf-lint built"; exit 1; }
[ -x "$OPENCHK" ] || { fail "externs: openchk built: $OPENCHK missing (make unit)"; exit 1; }
command -v clang >/dev/null || { skip "externs: clang not installed"; exit 0; }
tmpdir

for g in nog g; do
	gf=; [ $g = g ] && gf=-g
	bpf_compile "$FIX/ext_kver.c" "$T/kv_$g.o" $gf || exit 0
	case $g in nog) how="had no BTF: an unsigned int" ;; g) how="had a BTF variable in no section" ;; esac
	conv "$T/kv_$g.o" -o "$T/kv_$g.conv.o"
	if [ $rc = 0 ] && grep -q "note: extern 'LINUX_KERNEL_VERSION' $how.*described in BTF DATASEC .kconfig" "$T/err" &&
	   "$OPENCHK" "$T/kv_$g.conv.o" >"$T/open" 2>&1 && grep -q '^map .*\.kconfig ' "$T/open"; then
		pass "externs $g: LINUX_KERNEL_VERSION is described in .kconfig ($how), libbpf opens the output (with its .kconfig map)"
	else
		fail "externs $g: rc=$rc: $(cat "$T/err" "$T/open" 2>/dev/null | head -3)"
	fi
	r=$(lintrules "$T/kv_$g.o")
	case " $r " in *" extern-without-btf "*) pass "externs $g: bpf-lint names the extern in the legacy input [extern-without-btf]" ;;
	*) fail "externs $g: bpf-lint on the input: [$r]" ;; esac
	"$LINT" "$T/kv_$g.conv.o" >"$T/lint" 2>&1
	[ -z "$(lintrules "$T/kv_$g.conv.o")" ] && grep -q 'verdict: libbpf=ok .*rules agree' "$T/lint" &&
		pass "externs $g: bpf-lint: the converted object has no finding, libbpf opens it, rules agree" ||
		fail "externs $g: bpf-lint on the output: $(cat "$T/lint")"
done

# an extern nothing can fill: a warning naming it and libbpf's refusal;
# bpf-lint predicts the refusal (rules agree, no 'please report')
for g in nog g; do
	gf=; [ $g = g ] && gf=-g
	bpf_compile "$FIX/ext_kver.c" "$T/mc_$g.o" $gf -DWITH_MY_CONST || exit 0
	conv "$T/mc_$g.o" -o "$T/mc_$g.conv.o"
	if [ $rc = 0 ] && grep -q "warning: undefined symbol 'MY_CONST' is an extern to libbpf, which will refuse the object (\"failed to find BTF for extern 'MY_CONST'\"): it is neither a .kconfig value" "$T/err" &&
	   ! "$OPENCHK" "$T/mc_$g.conv.o" >/dev/null 2>"$T/open" && grep -q "failed to find BTF for extern 'MY_CONST'" "$T/open"; then
		pass "externs $g -DMY_CONST: the converter warns that libbpf will refuse MY_CONST and why; libbpf does"
	else
		fail "externs $g -DMY_CONST: rc=$rc: $(cat "$T/err" "$T/open" 2>/dev/null | head -4)"
	fi
	"$LINT" "$T/mc_$g.conv.o" >"$T/lint" 2>&1
	if grep -q "error: .*'MY_CONST'.*libbpf fails to open.*\[extern-without-btf\]" "$T/lint" &&
	   grep -q 'verdict: libbpf=fail .*rules agree' "$T/lint" && ! grep -q 'please report' "$T/lint"; then
		pass "externs $g -DMY_CONST: bpf-lint predicts libbpf's refusal [extern-without-btf], rules agree, no 'please report the case'"
	else
		fail "externs $g -DMY_CONST: bpf-lint: $(cat "$T/lint")"
	fi
done
# CONFIG_* without BTF: its type is unknown, said so; with -g it is described
bpf_compile "$FIX/ext_kver.c" "$T/cf_nog.o" -DCONFIG && bpf_compile "$FIX/ext_kver.c" "$T/cf_g.o" -g -DCONFIG || exit 0
conv "$T/cf_nog.o" -o "$T/cf_nog.conv.o"
[ $rc = 0 ] && grep -q "warning: undefined symbol 'CONFIG_HZ' .*without BTF its type (bool, tristate, int or string) is unknown; build with -g" "$T/err" &&
	pass "externs -DCONFIG without -g: CONFIG_HZ named, its type unknown without BTF" ||
	fail "externs -DCONFIG nog: rc=$rc: $(cat "$T/err")"
conv "$T/cf_g.o" -o "$T/cf_g.conv.o"
[ $rc = 0 ] && grep -q "note: extern 'CONFIG_HZ' had a BTF variable in no section" "$T/err" &&
	"$OPENCHK" "$T/cf_g.conv.o" >/dev/null 2>&1 &&
	pass "externs -DCONFIG -g: CONFIG_HZ (and LINUX_KERNEL_VERSION) described in .kconfig, libbpf opens it" ||
	fail "externs -DCONFIG -g: rc=$rc: $(cat "$T/err")"

kernel_or_skip "externs: kernel"
# libbpf's LINUX_KERNEL_VERSION: KERNEL_VERSION of uname -r's first three numbers
want=$(uname -r | awk -F'[.-]' '{ p = $3 + 0; if (p > 255) p = 255; print $1 * 65536 + $2 * 256 + p }')
[ -r /proc/version_signature ] && want=	# Ubuntu: libbpf reads another source
netns_setup || { fail "externs: netns setup"; exit 1; }
cat >"$T/k" <<EOF2
cd "$T"
if tc qdisc add dev vA clsact && tc filter add dev vA ingress bpf da obj kv_nog.conv.o sec classifier 2>e; then
	ping_from_b 2
	v=\$(mapval /sys/fs/bpf/tc/globals/ext_val 0)
	if [ -n "$want" ]; then
		[ "\$v" = "$want" ] && pass "externs: kernel: tc loads the converted object; the program stores LINUX_KERNEL_VERSION \$v (libbpf's value for \$(uname -r))" ||
			fail "externs: kernel: stored \$v, want $want"
	else
		[ "\${v:-0}" -gt 0 ] && pass "externs: kernel: tc loads the converted object; LINUX_KERNEL_VERSION \$v" ||
			fail "externs: kernel: stored '\$v'"
	fi
else
	fail "externs: kernel: tc filter add: \$(tail -2 e)"
fi
tc qdisc del dev vA clsact 2>/dev/null
rm -f /sys/fs/bpf/tc/globals/ext_val
EOF2
run_in_a "$T/k"
exit 0
