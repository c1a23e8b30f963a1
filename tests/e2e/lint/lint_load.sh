#!/bin/sh
# --load: programs really go through the kernel verifier with stock libbpf,
# nothing stays behind (no programs, maps or pins), and a deliberate
# verifier error is reported with its verifier-log excerpt.
. "$(dirname "$0")/../../lib/common.sh"
FIX="$TOP/tests/fixtures/lint"
[ -x "$LINT" ] || { fail "lint_load: $LINT not built"; exit 1; }
why=$(kernel_skip_reason)
[ -z "$why" ] || { skip "lint_load: $why"; exit 0; }
tmpdir

# ids of programs and maps whose names are in $2 (comma list), from bpftool
ids() {
	{ bpftool -j prog show; echo; bpftool -j map show; } 2>/dev/null |
	python3 -c '
import json, sys
names = set(n[:15] for n in sys.argv[1].split(","))
for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    for e in json.loads(line):
        if e.get("name", "") in names:
            print(e.get("type"), e["id"], e.get("name"))
' "$1"
}

# load_clean NAME OBJ NAMES [lint args]: --load succeeds and leaves nothing.
load_clean() {
	name=$1 obj=$2 names=$3; shift 3
	before=$(ids "$names")
	ls -R /sys/fs/bpf >"$T/pins.before" 2>/dev/null
	"$LINT" --load "$@" --format=json "$obj" >"$T/$name.json" 2>&1
	# maps and programs are freed asynchronously after the last close
	for i in 1 2 3 4 5 6 7 8 9 10; do
		after=$(ids "$names")
		[ "$after" = "$before" ] && break
		sleep 0.3
	done
	ls -R /sys/fs/bpf >"$T/pins.after" 2>/dev/null
	left=$(printf '%s\n' "$after" | grep -vxF -e "$before" | grep . )
	ok=$(python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))["objects"][0]
print("yes" if o["load"] and o["load"]["ok"] else "no: %s" % [f["message"] for f in o["findings"]])
' "$T/$name.json" 2>&1)
	if [ "$ok" != yes ]; then
		fail "lint_load: $name did not load: $ok"
	elif [ -n "$left" ]; then
		fail "lint_load: $name left objects behind: $left"
	elif ! cmp -s "$T/pins.before" "$T/pins.after"; then
		fail "lint_load: $name changed /sys/fs/bpf: $(diff "$T/pins.before" "$T/pins.after" | head -3)"
	else
		pass "lint_load: $name loads in the kernel and leaves no program, map or pin"
	fi
}

bpf_compile "$FIX/good_tc.c" "$T/good.o" -g -I"$FIX" && load_clean good_tc "$T/good.o" lint_good,lint_counter

if [ -x "$CONV" ]; then
	"$CONV" "$EXG/shared_map.o" -o "$T/shared_conv.o" >/dev/null 2>&1 &&
		load_clean converted_shared_map "$T/shared_conv.o" tc_ingress,tc_egress,map_sh --type=cls ||
		fail "lint_load: converting shared_map failed"
else
	fail "lint_load: converter $CONV missing: cannot load a converted example"
fi

bpf_compile "$FIX/verifier_fail.c" "$T/vf.o" -g -I"$FIX" && {
	"$LINT" --load "$T/vf.o" >"$T/vf.txt" 2>&1; rc=$?
	if [ $rc -eq 1 ] && grep -q "/verifier_fail\.c:9:[0-9:]* error: .*program 'lint_unchecked'.*verifier log tail:.*invalid access to packet.*\[kernel-load-failed\]" "$T/vf.txt"; then
		pass "lint_load: verifier rejection reported with its log excerpt, at the source line the log names"
	else
		fail "lint_load: verifier error not reported (rc=$rc): $(head -2 "$T/vf.txt")"
	fi
}
exit 0
