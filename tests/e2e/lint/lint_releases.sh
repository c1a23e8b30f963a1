#!/bin/sh
# bpf-lint --profile=libbpf --libbpf=V predicts what the real libbpf V
# does: for V in 0.3 (Debian 11), 1.1 (12, the host), 1.5 (13) and 1.7
# (sid), over the Debian corpus, the examples (-g, without -g, compressed
# DWARF) and their conversions, and the release fixtures, the opening it
# predicts for V equals bpf_object__open_file of that release's own
# libbpf (tests/stacks/opener.c: dlopen'ed from the host for bullseye's
# libbpf.so.0, run inside the release's chroot for trixie's and sid's,
# whose libbpf needs their C library). A release whose chroot cannot be
# made is skipped with the reason. Then the oldest opening release in
# text/JSON/SARIF and the --libbpf-min gate.
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/stacks.sh"
. "$TOP/tests/lib/debian_corpus.sh"
[ -x "$LINT" ] && [ -x "$CONV" ] || { fail "lint_releases: tools built"; exit 1; }
tmpdir
cc -O2 -o "$T/opener" "$TOP/tests/stacks/opener.c" ||
	{ fail "lint_releases: cannot build tests/stacks/opener.c"; exit 1; }

# The objects, copied flat into $T/objs (a chroot sees only what is in it).
mkdir -p "$T/objs"
CORPUS=
debian_corpus "lint_releases: the Debian corpus" && while read -r f; do
	cp "$f" "$T/objs/deb-$(basename "$(dirname "$f")")-$(basename "$f")"
done <"$CORPUS"
for d in g nog gz zcopy; do
	for f in "$EX_DIR/$d"/*.o; do
		n=$(basename "$f" .o)
		cp "$f" "$T/objs/ex-$d-$n.o"
		"$CONV" -q "$f" -o "$T/objs/conv-$d-$n.o" 2>/dev/null || fail "lint_releases: convert $d/$n"
	done
done
"$CONV" -q --prog-array-init "$EX_DIR/g/tailcall.o" -o "$T/objs/conv-pai-tailcall.o" 2>/dev/null
for s in release_weak_map release_prog_array release_empty_bss; do
	clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" -I"$TOP/tests/fixtures/lint" \
		-c "$TOP/tests/fixtures/lint/$s.c" -o "$T/objs/fix-$s.o" || fail "lint_releases: compile $s.c"
done
clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" -I"$TOP/tests/fixtures/lint" -DLINT_STRONG \
	-c "$TOP/tests/fixtures/lint/release_weak_map.c" -o "$T/objs/fix-release_decl_tag.o" ||
	fail "lint_releases: compile release_weak_map.c -DLINT_STRONG"
clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" -I"$TOP/tests/fixtures/lint" -DLINT_NO_BSS \
	-c "$TOP/tests/fixtures/lint/release_empty_bss.c" -o "$T/objs/fix-release_empty_data.o" ||
	fail "lint_releases: compile release_empty_bss.c -DLINT_NO_BSS"
rm -f "$T/objs"/*.tailcalls.json
(cd "$T/objs" && ls) >"$T/names"
N=$(wc -l <"$T/names")

# real REL LIBBPF.so: the opener's lines for every object, "0 NAME" = opens
real() {
	if [ "$1" = host ]; then
		(cd "$T/objs" && "$T/opener" "$2" $(cat "$T/names"))
	else
		mkdir -p "$ROOT$T" && cp -a "$T/objs" "$T/opener" "$T/names" "$ROOT$T/" &&
		chroot "$ROOT" sh -c "cd $T/objs && $T/opener $2 \$(cat $T/names)"
		rm -rf "$ROOT$T"
	fi
}
for rel in bullseye:0.3 host:1.1 trixie:1.5 sid:1.7; do
	name=${rel%:*} v=${rel#*:}
	if [ $name = host ]; then
		so=$(ls /usr/lib/$MA/libbpf.so.1 2>/dev/null)
		where=host
	else
		ROOT=$(sh "$TOP/tests/stacks/make-root.sh" $name); rc=$?
		[ $rc = 77 ] && { skip "lint_releases: libbpf $v ($name): $ROOT"; continue; }
		[ $rc = 0 ] || { fail "lint_releases: libbpf $v ($name): $ROOT"; continue; }
		so=$(cd "$ROOT" && ls usr/lib/$MA/libbpf.so.[01] 2>/dev/null | head -1)
		# bullseye's C library is older than the host's: dlopen from here
		if [ $name = bullseye ]; then where=host so=$ROOT/$so; else where=$name so=/$so; fi
	fi
	[ -n "$so" ] || { fail "lint_releases: no libbpf.so in $name"; continue; }
	real $where "$so" >"$T/real-$v" 2>"$T/real-$v.err"
	[ "$(wc -l <"$T/real-$v")" = "$N" ] ||
		{ fail "lint_releases: libbpf $v ($name) opener: $(tail -1 "$T/real-$v.err")"; continue; }
	(cd "$T/objs" && "$LINT" -j 4 --no-config --profile=libbpf --libbpf=$v --format=json $(cat "$T/names")) \
		>"$T/lint-$v.json" 2>/dev/null
	python3 - "$T/lint-$v.json" "$T/real-$v" >"$T/cmp-$v" <<'PY'
import json, sys
pred = {o["file"]: o["verdicts"]["release_open"] for o in json.load(open(sys.argv[1]))["objects"]}
bad = []
for line in open(sys.argv[2]):
    err, rest = line.split(" ", 1)
    name = rest.split(":", 1)[0].strip()
    real = err == "0"
    if pred.get(name) != real:
        bad.append("%s (libbpf %s, bpf-lint %s)" % (name, "opens" if real else "refuses: " + rest.split(": ", 1)[-1].strip(),
                                                  {True: "opens", False: "refuses", None: "no verdict"}[pred.get(name)]))
print(len(pred) - len(bad), len(pred), sum(1 for l in open(sys.argv[2]) if l.startswith("0 ")))
for b in bad[:5]:
    print(b)
PY
	set -- $(head -1 "$T/cmp-$v")
	if [ "$1" = "$2" ] && [ "$2" = "$N" ]; then
		pass "lint_releases: bpf-lint --libbpf=$v predicts the real open of $name's libbpf $v on $1/$2 objects ($3 open)"
	else
		fail "lint_releases: bpf-lint --libbpf=$v agrees with $name's libbpf $v on $1/$2 of $N: $(tail -n +2 "$T/cmp-$v" | tr '\n' ';')"
	fi
done

# The oldest opening release and the gate.
O=$T/objs
"$LINT" --libbpf-min=0.3 "$O/conv-g-shared_map.o" >"$T/g1" 2>&1; r1=$?
"$LINT" --libbpf-min=0.8 "$O/fix-release_weak_map.o" >"$T/g2" 2>&1; r2=$?
if [ $r1 = 0 ] && grep -q 'libbpf-min=0.3$' "$T/g1" && [ $r2 = 1 ] &&
   grep -q 'libbpf-min=1.0 (newer than --libbpf-min=0.8)$' "$T/g2"; then
	pass "lint_releases: --libbpf-min passes a converted object libbpf 0.3 opens and fails a __weak map object (libbpf-min=1.0)"
else
	fail "lint_releases: --libbpf-min: rc $r1 '$(tail -1 "$T/g1")', rc $r2 '$(tail -1 "$T/g2")'"
fi
(cd "$O" && "$LINT" --format=sarif --libbpf=0.3 conv-g-tailcall.o ex-g-shared_map.o fix-release_prog_array.o) >"$T/s.sarif" 2>/dev/null
(cd "$O" && "$LINT" --format=json --libbpf=0.3 conv-g-tailcall.o ex-g-shared_map.o fix-release_prog_array.o) >"$T/s.json" 2>/dev/null
python3 - "$T/s.sarif" "$T/s.json" >"$T/why" 2>&1 <<'PY' &&
import json, sys
p = json.load(open(sys.argv[1]))["runs"][0]["properties"]
want = {"conv-g-tailcall.o": "0.3", "ex-g-shared_map.o": None, "fix-release_prog_array.o": "0.6"}
assert p["libbpfRelease"] == "0.3", p
assert p["libbpfMin"] == want, p["libbpfMin"]
j = {o["file"]: o["verdicts"] for o in json.load(open(sys.argv[2]))["objects"]}
assert {k: v["libbpf_min"] for k, v in j.items()} == want, j
assert all(v["libbpf_release"] == "0.3" for v in j.values()), j
PY
	pass "lint_releases: SARIF run properties and JSON verdicts carry the release (0.3) and each object's oldest opening release" ||
	fail "lint_releases: SARIF/JSON release properties: $(tail -1 "$T/why")"
exit $FAILED
