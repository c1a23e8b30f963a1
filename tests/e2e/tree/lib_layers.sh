#!/bin/sh
# The library is layered, at every level of its tree: no circle between its
# files, and none between the rooms (folders) of any folder: lib/'s util,
# elf, btf, convert, lint and source; lint/'s and source/'s inner rooms.
# Read two ways, each checked on its own (tests/lib/rooms.py):
# - by symbols: object A uses B when B defines a symbol A uses (nm of the
#   built objects under $BUILD/lib);
# - by names: file A uses B when it includes B's header (a .c and its own
#   header are one unit), whether or not a symbol crosses.
# Every circle is named; any fails the test.
. "$(dirname "$0")/../../lib/common.sh"
LIBO=$B/lib
[ -d "$LIBO" ] && [ -n "$(find "$LIBO" -name '*.o' | head -n 1)" ] ||
	{ echo "FAIL: lib_layers: no objects under $LIBO (make lib)"; exit 1; }
command -v nm >/dev/null || { echo "SKIP: lib_layers: no nm"; exit 0; }
command -v python3 >/dev/null || { echo "SKIP: lib_layers: no python3"; exit 0; }
T=$(mktemp -d "${TMPDIR:-/tmp}/lib_layers.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
# the objects of today's sources only (a stale one of a moved file is not)
(cd "$TOP/lib" && find . -name '*.c' | sed 's|^\./||; s|\.c$|.o|' | LC_ALL=C sort) |
	while read -r o; do [ -f "$LIBO/$o" ] && echo "$o"; done >"$T/objs"
[ -s "$T/objs" ] || { echo "FAIL: lib_layers: no objects"; exit 1; }
# "D obj sym" for each global definition, "U obj sym" for each use
while IFS= read -r o; do
	nm --defined-only -g "$LIBO/$o" | awk -v o="$o" 'NF == 3 { print "D", o, $3 }'
	nm -u "$LIBO/$o" | awk -v o="$o" 'NF >= 2 { print "U", o, $NF }'
done <"$T/objs" >"$T/syms" || { echo "FAIL: lib_layers: nm failed"; exit 1; }
# arrows "user definer", as units (paths below lib/ without .o)
awk '$1 == "D" { def[$3] = $2; next }
     { u[n] = $2; s[n++] = $3 }
     END { for (i = 0; i < n; i++)
		if ((s[i] in def) && def[s[i]] != u[i]) print u[i], def[s[i]] }' \
	"$T/syms" | sed 's/\.o / /; s/\.o$//' | LC_ALL=C sort -u >"$T/symbols"
# arrows "includer included" for each #include "ROOM/.../NAME.h" of lib/
(cd "$TOP/lib" && find . -name '*.[ch]' | sed 's|^\./||' | LC_ALL=C sort |
	while read -r f; do
		sed -n 's|^#include "\([a-z_/]*\)\.h".*|\1|p' "$f" | while read -r h; do
			[ -f "$h.h" ] && echo "${f%.[ch]} $h"
		done
	done) | LC_ALL=C sort -u >"$T/names"
[ -s "$T/names" ] || { echo "FAIL: lib_layers: no #include read under lib/"; exit 1; }
# the detector itself: a circle of three rooms and one of two inner rooms
printf 'a/x b/y\nb/y c/z\nc/z a/w\nd/e/f d/g/h\nd/g/h d/e/i\n' >"$T/circle"
python3 "$TOP/tests/lib/rooms.py" names "$T/circle" >"$T/circle.out"
[ $? = 1 ] && grep -q 'room lib: a <-> b <-> c' "$T/circle.out" && grep -q 'room d: e <-> g' "$T/circle.out" ||
	{ echo "FAIL: lib_layers: tests/lib/rooms.py misses a circle: $(tr '\n' '|' <"$T/circle.out")"; exit 1; }
ok=0
python3 "$TOP/tests/lib/rooms.py" symbols "$T/symbols" || ok=1
python3 "$TOP/tests/lib/rooms.py" names "$T/names" || ok=1
[ $ok = 0 ] || exit 1
echo "PASS: lib_layers ($(wc -l <"$T/objs") objects, $(wc -l <"$T/symbols") calls and $(wc -l <"$T/names") includes between them: no circle between files or rooms at any level)"
