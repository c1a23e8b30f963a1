# The legacy loader as a reference (tests/lib/scenarios/legacy_reference.sh):
# ref_prep puts into $T/ref the legacy tc and ip (tests/stacks/
# legacy-iproute2.sh), every legacy example and every fixture of
# tests/fixtures that compiles to an object with a legacy `maps` section,
# each one's conversion (and NAME.nopins where the converter's --explain
# says the records are samples/bpf's bpf_load_map_def), the maps whose pins the converter moves, and the
# list "NAME KIND SECTION..." of their program sections (executable, not
# .text, not a tail-call ID/KEY section; KIND xdp for XDP objects). Source
# after common.sh, with $T set. Returns 1, having reported why, when the
# legacy loader cannot be had (a SKIP) or nothing could be prepared.
ref_prep() {
	LEG=$(sh "$TOP/tests/stacks/legacy-iproute2.sh"); _rc=$?
	case $_rc in
	0) ;;
	77) skip "legacy loader reference: $LEG"; return 1 ;;
	*) fail "legacy loader reference: legacy-iproute2.sh: $LEG"; return 1 ;;
	esac
	mkdir -p "$T/ref/src" && cp "$LEG/tc" "$T/ref/ltc" && cp "$LEG/ip" "$T/ref/lip" || return 1
	: >"$T/ref/list"
	for o in "$EXG"/*.o "$EXNOG"/*.o; do
		cp "$o" "$T/ref/src/$(basename "$(dirname "$o")")_$(basename "$o")"
	done
	for c in "$TOP"/tests/fixtures/*/*.c; do
		n=$(basename "$(dirname "$c")")_$(basename "$c" .c)
		clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" \
			-I"$(dirname "$c")" -I"$(dirname "$c")/include" \
			-c "$c" -o "$T/ref/src/$n.o" 2>/dev/null || rm -f "$T/ref/src/$n.o"
	done
	for o in "$T"/ref/src/*.o; do
		n=$(basename "$o" .o)
		llvm-readelf -S -W "$o" 2>/dev/null | grep -q ' maps  *PROGBITS' || continue
		if ! "$CONV" --explain "$o" -o "$T/ref/$n.conv.o" >"$T/ref/$n.cerr" 2>&1; then
			skip "reference $n: the converter refuses it: $(grep -v '^ *hint' "$T/ref/$n.cerr" | head -1 |
				sed 's|^bpf-legacy2btf: [^ ]*: ||' | cut -c1-160)"
			continue
		fi
		# samples/bpf's records: tc's legacy loader reads their last two
		# words as its id and pinning (tests/fixtures/convert/
		# layout28_samples.c): it is a reference for their maps, not pins
		rm -f "$T/ref/$n.nopins"
		grep -q "bpf_load_map_def records" "$T/ref/$n.cerr" && : >"$T/ref/$n.nopins"
		sed -n "s/.*map '\([^']*\)': PIN_NONE -> LIBBPF_PIN_BY_NAME.*/\1/p" "$T/ref/$n.cerr" >"$T/ref/$n.moved"
		cp "$o" "$T/ref/$n.o"
		secs=$(llvm-readelf -S -W "$o" | sed -n 's/^ *\[ *[0-9]*\] \([^ ]*\) .* AX .*/\1/p' |
			grep -v '^\.text$' | grep -Ev '^(0x[0-9a-fA-F]+|[0-9]+)/(0x[0-9a-fA-F]+|[0-9]+)$' | tr '\n' ' ')
		[ -n "$secs" ] || { skip "reference $n: no program section"; continue; }
		kind=tc
		case $n in *xdp*) kind=xdp ;; esac
		echo "$n $kind $secs" >>"$T/ref/list"
	done
	[ -s "$T/ref/list" ] || { fail "legacy loader reference: no object prepared"; return 1; }
}
