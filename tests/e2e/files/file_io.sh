#!/bin/sh
# File I/O rules of both tools (docs/converter.md, "Files"): only regular files or `-`
# are read, FIFOs/devices/directories refused with one line and without
# blocking; `-o -`, /dev/null, /dev/stdout and FIFOs written through, never
# replaced; -i/-o keep mode, owner and group, new files honour the umask;
# symlinks followed and kept; hard links warned; side-car outputs equal to an
# input refused; names up to NAME_MAX; bpf-lint errors on stderr.
. "$(dirname "$0")/../../lib/common.sh"

[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "file_io: tools built"; exit 1; }
[ -f "$EXG/tailcall.o" ] || { fail "file_io: examples built (make examples)"; exit 1; }
tmpdir
TAIL="$EXG/tailcall.o" PLAIN="$EXG/shared_map.o"

# reference conversions (bytes do not depend on the output name)
"$CONV" -q "$TAIL" -o "$T/ref-tail.o" && "$CONV" -q "$PLAIN" -o "$T/ref-plain.o" ||
	{ fail "file_io: reference conversions"; exit 1; }

# ------------------------------------------------------------ inputs
mkfifo "$T/fifo.o"
for tool in conv lint; do
	if [ $tool = conv ]; then cmd="$CONV"; want=3; else cmd="$LINT"; want=2; fi
	for in in "$T/fifo.o" /dev/zero "$T"; do
		if [ $tool = conv ]; then
			timeout 10 "$cmd" "$in" -o "$T/x.o" >"$T/stdout" 2>"$T/err"; rc=$?
		else
			timeout 10 "$cmd" "$in" >"$T/stdout" 2>"$T/err"; rc=$?
		fi
		case $in in "$T") kind=directory ;; /dev/zero) kind=device ;; *) kind=FIFO ;; esac
		name=$( [ $tool = conv ] && echo bpf-legacy2btf || echo bpf-lint)
		if [ $rc = $want ] && [ "$(errlines)" = 1 ] && grep -q "^$name: $in: cannot read: is a" "$T/err" &&
		   [ ! -s "$T/stdout" ] && [ ! -e "$T/x.o" ]; then
			pass "file_io: $name refuses a $kind as input at once: exit $want, one stderr line, nothing on stdout"
		else
			fail "file_io: $name with a $kind as input: $(why)"
		fi
		rm -f "$T/x.o"
	done
done

"$LINT" "$T/no-such.o" >"$T/stdout" 2>"$T/err"; rc=$?
if [ $rc = 2 ] && [ ! -s "$T/stdout" ] && grep -q "^bpf-lint: $T/no-such.o: cannot read: No such file" "$T/err"; then
	pass "file_io: bpf-lint prints 'cannot read' on stderr, not in the report on stdout"
else
	fail "file_io: bpf-lint cannot read: $(why), stdout: $(head -1 "$T/stdout")"
fi

cat "$TAIL" | "$CONV" -q - -o "$T/stdin.o" --manifest "$T/stdin.json" 2>"$T/err"; rc=$?
if [ $rc = 0 ] && cmp -s "$T/stdin.o" "$T/ref-tail.o" && [ -s "$T/stdin.json" ]; then
	pass "file_io: '-' reads the object from a pipe on standard input (same bytes as from the file)"
else
	fail "file_io: - as input: $(why)"
fi
cat "$T/ref-plain.o" | "$LINT" - >"$T/stdout" 2>"$T/err"; rc=$?
if [ $rc = 0 ] && grep -q '^-: verdict: libbpf=ok' "$T/stdout"; then
	pass "file_io: bpf-lint reads '-' from a pipe"
else
	fail "file_io: bpf-lint -: exit $rc, $(tail -1 "$T/stdout")"
fi
conv - - -o "$T/x.o" </dev/null
[ $rc = 2 ] && pass "file_io: '-' twice is a usage error" || fail "file_io: - twice: $(why)"
conv -i - </dev/null
[ $rc = 2 ] && pass "file_io: -i with '-' is a usage error" || fail "file_io: -i -: $(why)"

# ------------------------------------------------------------ outputs
"$CONV" -q "$PLAIN" -o - >"$T/stdout.o" 2>"$T/err"; rc=$?
if [ $rc = 0 ] && cmp -s "$T/stdout.o" "$T/ref-plain.o" && [ ! -e ./- ]; then
	pass "file_io: -o - writes the object to standard output, no file named '-'"
else
	fail "file_io: -o -: $(why)"
fi
mkdir "$T/so"
(cd "$T/so" && "$CONV" "$TAIL" -o - >"$T/stdout.o" 2>"$T/err"); rc=$?
if [ $rc = 2 ] && [ ! -s "$T/stdout.o" ] && grep -q 'give --manifest FILE' "$T/err" &&
   [ -z "$(ls -A "$T/so")" ]; then
	pass "file_io: -o - with tail calls and no --manifest: exit 2, nothing written anywhere"
else
	fail "file_io: -o - with tail calls: $(why)"
fi
"$CONV" -q "$PLAIN" -o /dev/stdout >"$T/devstdout.o" 2>"$T/err"; rc=$?
if [ $rc = 0 ] && cmp -s "$T/devstdout.o" "$T/ref-plain.o" && [ -L /dev/stdout ]; then
	pass "file_io: -o /dev/stdout writes through to the redirected file (the /dev/stdout link untouched)"
else
	fail "file_io: -o /dev/stdout: $(why)"
fi
conv -q "$PLAIN" -o /dev/null
if [ $rc = 0 ] && [ -c /dev/null ] && [ ! -s /dev/null ]; then
	pass "file_io: -o /dev/null writes through: /dev/null stays a character device"
else
	fail "file_io: -o /dev/null: $(why), $(ls -l /dev/null)"
fi
mkfifo "$T/outfifo"
cat "$T/outfifo" >"$T/fromfifo.o" &
conv -q "$PLAIN" -o "$T/outfifo"
wait
if [ $rc = 0 ] && [ -p "$T/outfifo" ] && cmp -s "$T/fromfifo.o" "$T/ref-plain.o"; then
	pass "file_io: a FIFO as output is written through, not replaced"
else
	fail "file_io: FIFO output: $(why)"
fi
mkdir "$T/adir"
conv -q "$PLAIN" -o "$T/adir"
if [ $rc = 3 ] && oneline "$T/adir" "cannot write: is a directory" && [ -z "$(ls -A "$T/adir")" ]; then
	pass "file_io: a directory as output: exit 3, one line"
else
	fail "file_io: directory output: $(why)"
fi
ln -s "$T/nowhere.o" "$T/dangling.o"
conv -q "$PLAIN" -o "$T/dangling.o"
if [ $rc = 3 ] && oneline "$T/dangling.o" "cannot write: is a dangling" && [ ! -e "$T/nowhere.o" ]; then
	pass "file_io: a dangling symlink as output is refused"
else
	fail "file_io: dangling symlink output: $(why)"
fi
"$LINT" "$T/ref-plain.o" -o "$T/report.txt" >/dev/null 2>&1
rb=$(sha "$T/ref-plain.o")
"$LINT" "$T/ref-plain.o" -o "$T/ref-plain.o" >"$T/stdout" 2>"$T/err"; rc=$?
if grep -q 'verdict: libbpf=ok' "$T/report.txt" && [ $rc = 2 ] && [ "$(sha "$T/ref-plain.o")" = "$rb" ]; then
	pass "file_io: bpf-lint -o FILE writes the report; -o equal to an input is refused (input kept)"
else
	fail "file_io: bpf-lint -o: exit $rc, $(head -1 "$T/err")"
fi

# ------------------------------------------------------------ metadata
id nobody >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && root=1 || root=
cp "$TAIL" "$T/perm.o"
chmod 0640 "$T/perm.o"
[ -n "$root" ] && chown nobody:nogroup "$T/perm.o"
before=$(stat -c '%a %U %G' "$T/perm.o")
conv -q -i "$T/perm.o"
after=$(stat -c '%a %U %G' "$T/perm.o")
if [ $rc = 0 ] && [ "$before" = "$after" ] && cmp -s "$T/perm.o" "$T/ref-tail.o"; then
	pass "file_io: -i keeps mode, owner and group ($after)"
else
	fail "file_io: -i metadata: $before -> $after, $(why)"
fi
cp "$PLAIN" "$T/old.o"; chmod 0600 "$T/old.o"
conv -q "$PLAIN" -o "$T/old.o"	# same file content is fine: not the input
[ "$(stat -c %a "$T/old.o")" = 600 ] && cmp -s "$T/old.o" "$T/ref-plain.o" &&
	pass "file_io: -o over an existing file keeps its mode (0600)" ||
	fail "file_io: -o existing file mode: $(stat -c %a "$T/old.o"), $(why)"
(umask 027 && "$CONV" -q "$TAIL" -o "$T/new.o" --graft-script "$T/new.sh" 2>"$T/err"); rc=$?
m=$(stat -c %a "$T/new.o") mm=$(stat -c %a "$T/new.tailcalls.json") ms=$(stat -c %a "$T/new.sh")
if [ $rc = 0 ] && [ "$m $mm $ms" = "640 640 750" ]; then
	pass "file_io: new object, manifest and graft script honour the umask (027: 640 640 750)"
else
	fail "file_io: umask 027: modes $m $mm $ms, $(why)"
fi

mkdir "$T/real"
cp "$TAIL" "$T/real/target.o"
ln -s real/target.o "$T/link.o"
conv -q -i "$T/link.o"
if [ $rc = 0 ] && [ -L "$T/link.o" ] && [ "$(readlink "$T/link.o")" = real/target.o ] &&
   cmp -s "$T/real/target.o" "$T/ref-tail.o" && [ -z "$(ls -A "$T/real" | grep -v '^target.o$')" ] &&
   [ -f "$T/link.tailcalls.json" ]; then
	pass "file_io: -i on a symlink converts its target and keeps the link (manifest named after the link)"
else
	fail "file_io: -i symlink: $(why), $(ls -l "$T/link.o")"
fi
cp "$PLAIN" "$T/hard1.o"; ln "$T/hard1.o" "$T/hard2.o"
conv -i "$T/hard1.o"
if [ $rc = 0 ] && grep -q "^bpf-legacy2btf: $T/hard1.o: warning: 1 other hard link" "$T/err" &&
   cmp -s "$T/hard1.o" "$T/ref-plain.o" && cmp -s "$T/hard2.o" "$PLAIN"; then
	pass "file_io: -i on a file with hard links warns; the other link keeps the old bytes (documented)"
else
	fail "file_io: hard link: $(why)"
fi

# ------------------------------------------------------------ side-car == input
cp "$TAIL" "$T/in.o"
b=$(sha "$T/in.o")
sidecar() {
	label=$1; shift
	rm -f "$T/side-out.o"
	conv "$@"
	if [ $rc = 2 ] && [ "$(errlines)" = 1 ] && [ "$(sha "$T/in.o")" = "$b" ] && [ ! -e "$T/side-out.o" ]; then
		pass "file_io: $label is refused (exit 2, one line, input unchanged, nothing written)"
	else
		fail "file_io: $label: $(why)"
	fi
}
sidecar "--manifest equal to the input" "$T/in.o" -o "$T/side-out.o" --manifest "$T/in.o"
sidecar "--graft-script equal to the input" "$T/in.o" -o "$T/side-out.o" --graft-script "$T/in.o"
ln "$T/in.o" "$T/in-hard.json"
sidecar "--manifest a hard link of the input (same inode)" "$T/in.o" -o "$T/side-out.o" --manifest "$T/in-hard.json"
sidecar "--manifest equal to -o" "$T/in.o" -o "$T/side-out.o" --manifest "$T/side-out.o"
sidecar "--manifest equal to -o, spelled differently (dir/./x.o)" "$T/in.o" -o "$T/side-out.o" --manifest "$T/./side-out.o"
cp "$TAIL" "$T/t.tailcalls.json"
tb=$(sha "$T/t.tailcalls.json")
conv "$T/t.tailcalls.json" -o "$T/t.o"
if [ $rc = 2 ] && [ "$(sha "$T/t.tailcalls.json")" = "$tb" ] && [ ! -e "$T/t.o" ]; then
	pass "file_io: derived manifest name equal to the input (t.tailcalls.json -o t.o) is refused"
else
	fail "file_io: derived manifest = input: $(why)"
fi
ln -s in.o "$T/in-link.json"
sidecar "--manifest a symlink to the input" "$T/in.o" -o "$T/side-out.o" --manifest "$T/in-link.json"

# ------------------------------------------------------------ NAME_MAX
n255=$(printf 'n%.0s' $(seq 253)).o
conv -q "$PLAIN" -o "$T/$n255"
if [ ${#n255} = 255 ] && [ $rc = 0 ] && cmp -s "$T/$n255" "$T/ref-plain.o"; then
	pass "file_io: an output name of 255 bytes (NAME_MAX) works"
else
	fail "file_io: 255-byte name: $(why)"
fi
conv -q -i "$T/$n255"
[ $rc = 0 ] && pass "file_io: -i on a 255-byte name works" || fail "file_io: -i 255-byte name: $(why)"
n240=$(printf 't%.0s' $(seq 238)).o
conv -q "$TAIL" -o "$T/$n240"
if [ $rc = 0 ] && [ -f "$T/${n240%.o}.tailcalls.json" ]; then
	pass "file_io: a 240-byte object name with its 255-byte manifest name works"
else
	fail "file_io: 240-byte name: $(why)"
fi
n250=$(printf 'u%.0s' $(seq 248)).o
conv -q "$TAIL" -o "$T/$n250"
if [ $rc = 3 ] && grep -q "File name too long" "$T/err" && [ ! -e "$T/$n250" ]; then
	pass "file_io: an object whose manifest name exceeds NAME_MAX: exit 3, object not written either"
else
	fail "file_io: manifest name too long: $(why), object $( [ -e "$T/$n250" ] && echo written || echo absent)"
fi

# ------------------------------------------------------------ --output-dir
W="$T/tree"
mkdir -p "$W/legacy/a" "$W/legacy/b"
cp "$PLAIN" "$W/legacy/a/prog.o"; cp "$TAIL" "$W/legacy/b/prog.o"
conv -q --output-dir "$W/conv/new" "$W/legacy/a/prog.o" "$W/legacy/b/prog.o"
if [ $rc = 0 ] && cmp -s "$W/conv/new/a/prog.o" "$T/ref-plain.o" && cmp -s "$W/conv/new/b/prog.o" "$T/ref-tail.o" &&
   [ -f "$W/conv/new/b/prog.tailcalls.json" ] && [ ! -e "$W/conv/new/a/prog.tailcalls.json" ] &&
   [ "$(find "$W/conv" -type f | wc -l)" = 3 ]; then
	pass "file_io: --output-dir mirrors a/prog.o and b/prog.o below their common directory, creates the directories, manifest beside its object"
else
	fail "file_io: --output-dir mirror: $(why), tree: $(cd "$W" && find conv | tr '\n' ' ')"
fi
(cd "$W" && "$CONV" -q --output-dir conv2 --base . legacy/a/prog.o 2>"$T/err"); rc=$?
[ $rc = 0 ] && cmp -s "$W/conv2/legacy/a/prog.o" "$T/ref-plain.o" &&
	pass "file_io: --base DIR mirrors paths relative to DIR" || fail "file_io: --base: $(why)"
conv -q --output-dir "$W/conv3" --base "$W/legacy/a" "$W/legacy/a/prog.o" "$W/legacy/b/prog.o"
if [ $rc = 2 ] && grep -q "legacy/b/prog.o: not below --base" "$T/err" && [ ! -e "$W/conv3" ]; then
	pass "file_io: an input outside --base is refused before anything is written"
else
	fail "file_io: input outside --base: $(why)"
fi
conv -q --output-dir "$W/conv4" "$W/legacy/a/prog.o" "$W/legacy/a/../a/prog.o"
if [ $rc = 2 ] && [ "$(errlines)" = 1 ] && grep -q "is also an output for" "$T/err" && [ ! -e "$W/conv4" ]; then
	pass "file_io: two inputs mapping to one output are refused before anything is written"
else
	fail "file_io: two inputs, one output: $(why)"
fi
# b/prog.o's output is a/prog.o's input: refused before a/prog.o is converted
cp "$PLAIN" "$W/legacy/prog.o"
ba=$(sha "$W/legacy/a/prog.o") bb=$(sha "$W/legacy/prog.o")
conv -q --output-dir "$W/legacy/a" --base "$W/legacy" "$W/legacy/prog.o" "$W/legacy/a/prog.o"
if [ $rc = 2 ] && grep -q "would overwrite input" "$T/err" && [ "$(sha "$W/legacy/a/prog.o")" = "$ba" ] &&
   [ ! -e "$W/legacy/a/a" ]; then
	pass "file_io: an input that is another input's output is refused before anything is written"
else
	fail "file_io: output = other input: $(why)"
fi
conv -q --output-dir "$W/legacy" --base "$W/legacy" "$W/legacy/prog.o"
if [ $rc = 2 ] && grep -q "output is the input" "$T/err" && [ "$(sha "$W/legacy/prog.o")" = "$bb" ]; then
	pass "file_io: an input that is its own output under --output-dir is refused, input unchanged"
else
	fail "file_io: own output: $(why)"
fi
# two clashes in one run: the one of the lowest output name is told,
# whatever the order of the arguments (b's manifest clash, a's object clash)
cp "$TAIL" "$W/legacy/b/x"; cp "$TAIL" "$W/legacy/b/x.o"
told1=$(conv -q --output-dir "$W/conv5" "$W/legacy/b/x" "$W/legacy/b/x.o" "$W/legacy/a/prog.o" \
	"$W/legacy/a/prog.o"; echo "$rc"; cat "$T/err")
told2=$(conv -q --output-dir "$W/conv5" "$W/legacy/a/prog.o" "$W/legacy/a/prog.o" "$W/legacy/b/x" \
	"$W/legacy/b/x.o"; echo "$rc"; cat "$T/err")
if [ "$(printf '%s\n' "$told1" | head -1)" = 2 ] && [ "$told1" = "$told2" ] &&
   printf '%s\n' "$told1" | grep -q "conv5/a/prog.o is also an output for" && [ ! -e "$W/conv5" ]; then
	pass "file_io: of two clashes the lowest output is told, in either argument order"
else
	fail "file_io: two clashes: [$told1] [$told2]"
fi

left=$(find "$T" -name '.bl2btf-*')
[ -z "$left" ] && pass "file_io: no temporary file left anywhere" || fail "file_io: temporaries left: $left"
exit $FAILED
