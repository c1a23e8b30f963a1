#!/bin/sh
# What a run loads before it reads its first byte: the commands need libbpf
# and libelf (and libelf's zlib), not libdw, which with liblzma and libbz2
# cost every start 0.25 ms; libdw is loaded (dlopen,
# lib/elf/libdw_load.c) only by what reads DWARF: --source-patch and
# bpf-lint's finding locations. Checked from the ELF's NEEDED entries and
# from what the dynamic loader maps (LD_DEBUG=files) in a conversion, a
# --source-patch run and a bpf-lint run. Both commands link libbpf, libelf
# and zlib shared (the GNUmakefile's default); a converter built with
# CONV_LINK=static has libbpf, libelf and libdw in the program itself and
# --source-patch then loads nothing.
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
# linked_in BIN: libbpf's, libelf's and libdw's functions are in BIN itself
linked_in() {
	nm --defined-only "$1" 2>/dev/null | awk '$2 == "T" { print $3 }' |
		grep -c -x -e btf__new -e elf_begin -e dwarf_begin_elf | grep -qx 3
}
conv_static=
case " $(needed "$CONV") " in *" libelf.so"*) ;; *) conv_static=1 ;; esac
for t in "$CONV" "$LINT"; do
	n=$(needed "$t")
	case " $n " in
	*" libdw"* | *" liblzma"* | *" libbz2"*) fail "startup_libs: $(basename "$t") needs $n" ;;
	*" libbpf.so"*) pass "startup_libs: $(basename "$t") needs only $n(no libdw, liblzma, libbz2)" ;;
	*)
		if [ "$t" = "$CONV" ] && [ "$n" = "libc.so.6 " ] && linked_in "$t"; then
			pass "startup_libs: $(basename "$t") needs only $n(libbpf, libdw, libelf, zlib linked in)"
		else
			fail "startup_libs: $(basename "$t") needs $n(no libbpf?)"
		fi ;;
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
case " $l ;$conv_static" in
*libdw.so*";") [ $rc = 0 ] && grep -q '^+++ ' "$T/p.diff" &&
	pass "startup_libs: --source-patch loads libdw when it reads the DWARF, and writes the patch" ||
	fail "startup_libs: --source-patch: exit $rc, $(wc -l <"$T/p.diff") lines" ;;
*libdw.so*";1") fail "startup_libs: --source-patch loaded libdw.so although it is linked in: $l" ;;
*";1") [ $rc = 0 ] && grep -q '^+++ ' "$T/p.diff" &&
	pass "startup_libs: --source-patch reads the DWARF with the libdw linked in (loaded: $l)" ||
	fail "startup_libs: --source-patch: exit $rc, $(wc -l <"$T/p.diff") lines" ;;
*) fail "startup_libs: --source-patch did not load libdw (exit $rc): $l" ;;
esac
exit $FAILED
