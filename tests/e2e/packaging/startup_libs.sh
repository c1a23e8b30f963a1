#!/bin/sh
# What a run loads before it reads its first byte: the commands need libbpf
# and libelf (and libelf's zlib), not libdw, which with liblzma and libbz2
# cost every start 0.25 ms; libdw is loaded (dlopen,
# lib/elf/libdw_load.c) only by what reads DWARF: --source-patch and
# bpf-lint's finding locations. Checked from the ELF's NEEDED entries and
# from what the dynamic loader maps (LD_DEBUG=files) in a conversion, a
# --source-patch run and a bpf-lint run. The converter carries libbpf.a
# where the system has one (the GNUmakefile's LIBBPF_LINK), so it needs no
# libbpf.so then; bpf-lint always links libbpf.so.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "startup_libs: tools built"; exit 1; }
[ -f "$EXG/tailcall.o" ] || { fail "startup_libs: examples built"; exit 1; }
tmpdir
# a static build has nothing to load; a sanitizer build loads its runtime
if ! readelf -d "$CONV" | grep -q NEEDED; then
	skip "startup_libs: a static build"
	exit 0
fi
needed() { readelf -d "$1" | sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p' | tr '\n' ' '; }
libbpf_a=$(pkg-config --variable=libdir libbpf 2>/dev/null)/libbpf.a
for t in "$CONV" "$LINT"; do
	n=$(needed "$t")
	# libbpf linked in: its functions are in the program itself
	if [ "$t" = "$CONV" ] && [ -f "$libbpf_a" ]; then
		want="no libbpf.so: libbpf.a linked in"
		nm -D --defined-only "$t" 2>/dev/null | grep -q ' btf__new$' ||
			nm "$t" 2>/dev/null | grep -q ' T btf__new$' || want="libbpf.a not linked in"
	else
		want="libbpf.so"
	fi
	case " $n ; $want" in
	*" libdw"* | *" liblzma"* | *" libbz2"*) fail "startup_libs: $(basename "$t") needs $n" ;;
	*" libbpf.so"*"; libbpf.so") pass "startup_libs: $(basename "$t") needs only $n(no libdw, liblzma, libbz2)" ;;
	*"; no libbpf.so: libbpf.a linked in")
		case " $n " in
		*" libbpf.so"*) fail "startup_libs: $(basename "$t") needs $n although $libbpf_a exists" ;;
		*) pass "startup_libs: $(basename "$t") needs only $n($want; no libdw, liblzma, libbz2)" ;;
		esac ;;
	*) fail "startup_libs: $(basename "$t") needs $n($want)" ;;
	esac
done
# loaded: the loader's "calling init:" lines name every library it started
loaded() { grep -o 'calling init: [^ ]*' "$1" | sed 's/.*\///' | tr '\n' ' '; }
LD_DEBUG=files LD_DEBUG_OUTPUT="$T/conv" "$CONV" -q "$EXG/tailcall.o" -o "$T/out.o" 2>/dev/null
rc=$?
l=$(loaded "$T/conv".*)
case " $l " in
*libdw*) fail "startup_libs: a conversion loaded libdw: $l" ;;
*) [ $rc = 0 ] && [ -s "$T/out.o" ] &&
	pass "startup_libs: a conversion loads $l- no libdw" ||
	fail "startup_libs: conversion: exit $rc, loaded $l" ;;
esac
rm -f "$T"/conv.*
LD_DEBUG=files LD_DEBUG_OUTPUT="$T/sp" "$CONV" -q --source-patch="$T/p.diff" "$EXG/tailcall.o" 2>/dev/null
rc=$?
l=$(loaded "$T/sp".*)
case " $l " in
*libdw.so*) [ $rc = 0 ] && grep -q '^+++ ' "$T/p.diff" &&
	pass "startup_libs: --source-patch loads libdw when it reads the DWARF, and writes the patch" ||
	fail "startup_libs: --source-patch: exit $rc, $(wc -l <"$T/p.diff") lines" ;;
*) fail "startup_libs: --source-patch did not load libdw (exit $rc): $l" ;;
esac
exit $FAILED
