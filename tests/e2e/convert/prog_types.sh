#!/bin/sh
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# One program-type vocabulary: bpf-legacy2btf --prog-type and bpf-lint
# --type take the same names (iproute2's, and the section names libbpf gives
# those types), the converter writes iproute2's name into the graft script
# and the manifest, and both refuse anything else as a usage error.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "prog_types: tools not built ($B)"; exit 1; }
tmpdir
OBJ="$EXG/tailcall.o"
bad=
for pair in cls:cls act:act xdp:xdp lwt_in:lwt_in lwt_out:lwt_out lwt_xmit:lwt_xmit \
	    classifier:cls tc:cls action:act xdp.frags:xdp; do
	name=${pair%%:*} want=${pair#*:}
	rm -f "$T/o.o" "$T/o.tailcalls.json" "$T/g.sh"
	"$CONV" -q --prog-type "$name" "$OBJ" -o "$T/o.o" --graft-script "$T/g.sh" 2>"$T/err" &&
		grep -q " type $want " "$T/g.sh" &&
		grep -q "\"prog_type\": \"$want\"" "$T/o.tailcalls.json" ||
		bad="$bad conv:$name($(head -1 "$T/err"))"
	"$LINT" --type="$name" "$OBJ" >/dev/null 2>"$T/lerr"
	[ $? != 2 ] || bad="$bad lint:$name($(head -1 "$T/lerr"))"
done
[ -z "$bad" ] && pass "prog_types: --prog-type and bpf-lint --type take the same names, the graft script and manifest get iproute2's" ||
	fail "prog_types:$bad"
bad=
for name in bogus sched_cls classifier/x 1/0; do
	"$CONV" -q --prog-type "$name" "$OBJ" -o "$T/x.o" 2>/dev/null; rc=$?
	"$LINT" --type="$name" "$OBJ" >/dev/null 2>&1; lrc=$?
	[ $rc = 2 ] && [ $lrc = 2 ] && [ ! -e "$T/x.o" ] || bad="$bad $name(conv $rc, lint $lrc)"
done
[ -z "$bad" ] && pass "prog_types: both refuse a name outside the vocabulary (bogus, sched_cls, classifier/x, 1/0) with exit 2" ||
	fail "prog_types: refusals:$bad"
exit $FAILED
