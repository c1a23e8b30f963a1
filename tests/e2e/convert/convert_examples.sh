#!/bin/sh
# Every bundled example (with and without -g): the conversion opens in stock
# libbpf with the legacy definitions, keeps instructions and unrelated
# sections byte for byte, passes llvm-readelf/llvm-dwarfdump/bpftool, and is
# deterministic.
. "$(dirname "$0")/../../lib/common.sh"
tmpdir
ROOT=/sys/fs/bpf/tc/globals
# sections the converter rewrites on purpose
REWRITTEN='^(maps|\.maps|\.maps\..*|\.rel.*|\.BTF|\.BTF\.ext|\.symtab|\.strtab|\.llvm_addrsig)$'

[ -x "$CONV" ] || { fail "converter built: $CONV missing"; exit 1; }
for in in "$EXG"/*.o "$EXNOG"/*.o; do
	kind=$(basename "$(dirname "$in")")
	name="$kind/$(basename "$in")"
	out="$T/$kind-$(basename "$in")"
	if ! "$CONV" -q "$in" -o "$out" 2>"$T/err"; then
		fail "$name: converts: $(cat "$T/err")"
		continue
	fi
	pass "$name: converts"
	check "$name: bpftool btf dump reads the output BTF" bpftool btf dump file "$out"

	if ! "$OPENCHK" "$out" "$ROOT" >"$T/open" 2>"$T/err"; then
		fail "$name: stock libbpf opens the output: $(cat "$T/err")"
		continue
	fi
	pass "$name: stock libbpf opens the output"
	manifest="${out%.o}.tailcalls.json"
	bad=
	elfinfo legacy-maps "$in" >"$T/legacy"
	while read -r _ m type key value max flags id pin; do
		got=$(grep "^map ${m} " "$T/open") || { bad="$bad $m:missing"; continue; }
		t=${type#type=}
		case $t in 12|13) value=value=4 ;; esac	# map-in-map: fd slots
		for f in "$type" "key=${key#key=}" "$value" "$max" "$flags"; do
			echo "$got" | grep -q " $f " || bad="$bad $m:$f"
		done
		if [ "$pin" = pinning=0 ] && ! { [ -f "$manifest" ] && grep -q "\"name\": \"$m\".*\"pinning\": \"by_name\"" "$manifest"; }; then
			echo "$got" | grep -q ' pin=- ' || bad="$bad $m:pin(expected none)"
		else
			echo "$got" | grep -q " pin=$ROOT/$m " || bad="$bad $m:pin(expected $ROOT/$m)"
		fi
	done <"$T/legacy"
	if [ -z "$bad" ]; then
		pass "$name: libbpf sees every legacy map with its type/key/value/max_entries/flags/pin path"
	else
		fail "$name: libbpf map definitions differ:$bad"
	fi

	# annotated key/value pairs become typed keys/values (not for prog arrays)
	if [ "$kind" = g ]; then
		for a in $(elfinfo sections "$in" | awk '$1 ~ /^\.maps\./ {sub(/^\.maps\./, "", $1); print $1}'); do
			if grep "^map $a " "$T/open" | grep -q ' btf_key=[1-9].* btf_value=[1-9]'; then
				pass "$name: annotated map $a gets BTF key/value types"
			else
				fail "$name: annotated map $a has no BTF key/value types"
			fi
		done
	fi

	elfinfo sections "$in" | awk -v re="$REWRITTEN" '$1 !~ re' | sort >"$T/sin"
	elfinfo sections "$out" | awk -v re="$REWRITTEN" '$1 !~ re' | sort >"$T/sout"
	if cmp -s "$T/sin" "$T/sout"; then
		pass "$name: program instructions and all other sections are byte-identical"
	else
		fail "$name: sections changed: $(diff "$T/sin" "$T/sout" | grep '^[<>]' | head -3 | tr '\n' ' ')"
	fi
	llvm-objdump -d --no-show-raw-insn "$in" | grep -v 'file format' | sed 's/<[^>]*>//g' >"$T/din"
	llvm-objdump -d --no-show-raw-insn "$out" | grep -v 'file format' | sed 's/<[^>]*>//g' >"$T/dout"
	if cmp -s "$T/din" "$T/dout"; then
		pass "$name: llvm-objdump -d output unchanged"
	else
		fail "$name: llvm-objdump -d differs"
	fi
	if llvm-readelf -a "$out" >/dev/null 2>"$T/err" && ! grep -qi warning "$T/err"; then
		pass "$name: llvm-readelf -a is clean"
	else
		fail "$name: llvm-readelf -a complains: $(head -2 "$T/err")"
	fi
	if [ "$kind" = g ]; then
		dwarf_clean "$name" "$out"
	fi
	same_bytes "$name" "$in" "$out"
	if elfinfo sections "$out" | grep -q '^maps '; then
		fail "$name: output still has a 'maps' section"
	else
		pass "$name: output has no 'maps' section"
	fi
	if bpftool btf dump file "$out" | grep -Eq "DATASEC '(maps|\.maps\..*)'"; then
		fail "$name: output BTF still has legacy DATASECs"
	else
		pass "$name: output BTF has no 'maps' or '.maps.NAME' DATASEC"
	fi
done
exit $FAILED
