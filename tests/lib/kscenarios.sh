# Host-side preparation of the kernel scenarios in tests/lib/scenarios/:
# each ks_prep_* converts (or compiles) into $T what its scenarios load,
# reporting a FAIL for what does not convert. Shared by the host-stack
# tests (kernel_examples.sh, tailcalls.sh, seed_reload.sh) and the
# release-stack tests (stacks_*.sh), which run the same scenario files.
# Source after common.sh, with $T set (tmpdir).

# shared_map.sh, tailcall_chain.sh, map_in_map_xdp.sh
ks_prep_examples() {
	for f in shared_map tailcall cyclic graft map_in_map xdp_samples mixed samples28; do
		"$CONV" -q "$EXG/$f.o" -o "$T/$f.o" --graft-script "$T/$f.graft.sh" 2>"$T/err" ||
			fail "convert $f: $(cat "$T/err")"
	done
	"$CONV" -q "$EXNOG/shared_map.o" -o "$T/shared_map_nog.o"
}

# seed_reload.sh (LOADER=xdp|tc), seed_mixed.sh
ks_prep_seed() {
	"$CONV" -q "$EXG/graft.o" -o "$T/graft_xdp.o" --prog-type xdp --graft-script "$T/graft_xdp.sh" &&
	"$CONV" -q "$EXG/graft.o" -o "$T/graft.o" --graft-script "$T/graft.sh" &&
	"$CONV" -q "$EXG/map_in_map.o" -o "$T/map_in_map.o" &&
	"$CONV" -q "$EXG/shared_map.o" -o "$T/shared_map.o" || { fail "seed_reload: examples convert"; return 1; }
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" \
		-c "$TOP/tests/fixtures/realworld/shared_old.c" -o "$T/shared_old.o" ||
		{ fail "seed_reload: compile shared_old.c"; return 1; }
}

# tailcall_types.sh: the fixtures of tests/fixtures/tailcalls compiled as
# ${f}_in.o and converted with graft scripts; pai.o is the examples'
# tailcall.o with --prog-array-init.
ks_prep_tailcalls() {
	for f in pin_none xdp_tail act_tail lwt_tail; do
		[ -e "$T/${f}_in.o" ] ||
			clang -O2 -g -target bpf -I"$TOP/examples/include" -I/usr/include/$MA \
				-c "$TOP/tests/fixtures/tailcalls/$f.c" -o "$T/${f}_in.o" || fail "compile $f fixture"
	done
	for f in pin_none xdp_tail act_tail; do
		"$CONV" -q "$T/${f}_in.o" -o "$T/$f.o" --graft-script "$T/$f.sh" || fail "$f: converts"
	done
	"$CONV" -q --prog-type lwt_xmit "$T/lwt_tail_in.o" -o "$T/lwt_tail.o" --graft-script "$T/lwt_tail.sh" ||
		fail "lwt_tail: converts with --prog-type lwt_xmit"
	[ -e "$T/pai.o" ] || "$CONV" -q --prog-array-init "$EXG/tailcall.o" -o "$T/pai.o" ||
		fail "prog-array-init: converts"
}
