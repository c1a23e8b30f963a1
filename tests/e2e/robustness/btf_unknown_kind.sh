#!/bin/sh
# A BTF kind the tools do not know is an error, as in libbpf, never skipped:
# tests/malformed/{l,c}-btf-kind20.o carry a type of kind 20 (the first past
# ENUM64). libbpf 1.1's btf__new() refuses it by itself, so the shim
# (BL_LIBBPF_FAULT=kind20) plays a newer libbpf that parses it; then the
# tools' own BTF visitor decides: the converter prints one line naming the
# type and the kind and writes nothing, bpf-lint refuses the object with
# that reason and never hands it to libbpf. Without the shim both still
# refuse it (libbpf's verdict). The converter under the shim must be linked
# to libbpf.so: the default build is; one built with CONV_LINK=static
# carries libbpf.a, which no LD_PRELOAD can interpose, and `make unit` then
# also links tools/bpf-legacy2btf-shared.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
SHIM=$(shim libbpf_fault)
CONV_SO=$CONV
readelf -d "$CONV" 2>/dev/null | grep -q 'libbpf\.so' || CONV_SO="$B/tools/bpf-legacy2btf-shared"
[ -x "$CONV" ] && [ -x "$CONV_SO" ] && [ -x "$LINT" ] && [ -f "$SHIM" ] || { fail "btf_unknown_kind: tools and shim built"; exit 1; }
case "$BUILD" in *san*) export ASAN_OPTIONS=verify_asan_link_order=0 ;; esac
M="$TOP/tests/malformed"
refused() { # JSON: the object's refusal reason and whether libbpf ran
	python3 -c 'import json,sys; o=json.load(open(sys.argv[1]))["objects"][0]["libbpf"]; print(o["refused"], o["ran"])' "$1"
}
for base in l c; do
	in="$T/$base-btf-kind20.o"
	cp "$M/$base-btf-kind20.o" "$in"
	sum=$(md5sum <"$in")
	rm -f "$T/out.o"
	BL_LIBBPF_FAULT=kind20 LD_PRELOAD="$SHIM" "$CONV_SO" "$in" -o "$T/out.o" >"$T/c.out" 2>"$T/c.err"; rc=$?
	if [ $rc = 1 ] && [ "$(wc -l <"$T/c.err")" = 1 ] && [ ! -s "$T/c.out" ] && [ ! -e "$T/out.o" ] &&
	   grep -qx "bpf-legacy2btf: $in: '.BTF' is malformed: type [0-9]* is of unknown BTF kind 20" "$T/c.err"; then
		pass "btf_unknown_kind: converter refuses BTF kind 20 ($base-) with one line naming it, even from a libbpf that parses it"
	else
		fail "btf_unknown_kind: converter on $base-btf-kind20.o under the shim: exit $rc: $(head -c 300 "$T/c.err")"
	fi
	BL_LIBBPF_FAULT=kind20 LD_PRELOAD="$SHIM" "$LINT" --format=json "$in" >"$T/l.json" 2>"$T/l.err"; rc=$?
	why=$(refused "$T/l.json" 2>&1)
	if [ $rc = 1 ] && [ ! -s "$T/l.err" ] &&
	   echo "$why" | grep -qx "type [0-9]* is of unknown BTF kind 20 False"; then
		pass "btf_unknown_kind: bpf-lint refuses BTF kind 20 ($base-) with that reason and does not run libbpf on it"
	else
		fail "btf_unknown_kind: bpf-lint on $base-btf-kind20.o under the shim: exit $rc: $why $(head -c 200 "$T/l.err")"
	fi
	rm -f "$T/out.o"
	"$CONV" "$in" -o "$T/out.o" >/dev/null 2>"$T/c.err"; rc=$?
	"$LINT" "$in" >/dev/null 2>&1; lrc=$?
	if [ $rc = 1 ] && [ $lrc = 1 ] && [ ! -e "$T/out.o" ] && [ "$(md5sum <"$in")" = "$sum" ]; then
		pass "btf_unknown_kind: with libbpf 1.1 itself both tools refuse $base-btf-kind20.o, input untouched"
	else
		fail "btf_unknown_kind: $base-btf-kind20.o without the shim: converter $rc, bpf-lint $lrc"
	fi
done
exit $FAILED
