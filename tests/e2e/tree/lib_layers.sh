#!/bin/sh
# The library is layered: no two object files of lib/ call each other.
# Object A and B are a mutual pair when A defines a symbol B uses and B
# defines one A uses (read with nm from the built objects under $BUILD/lib).
# Every such pair is named; any pair fails the test.
. "$(dirname "$0")/../../lib/common.sh"
LIBO=$B/lib
[ -d "$LIBO" ] && [ -n "$(find "$LIBO" -name '*.o' | head -n 1)" ] ||
	{ echo "FAIL: lib_layers: no objects under $LIBO (make lib)"; exit 1; }
command -v nm >/dev/null || { echo "SKIP: lib_layers: no nm"; exit 0; }
T=$(mktemp -d "${TMPDIR:-/tmp}/lib_layers.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
# "D obj sym" for each global definition, "U obj sym" for each use
(cd "$LIBO" && find . -name '*.o' | sed 's|^\./||' | LC_ALL=C sort) >"$T/objs"
[ -s "$T/objs" ] || { echo "FAIL: lib_layers: no objects"; exit 1; }
while IFS= read -r o; do
	nm --defined-only -g "$LIBO/$o" | awk -v o="$o" 'NF == 3 { print "D", o, $3 }'
	nm -u "$LIBO/$o" | awk -v o="$o" 'NF >= 2 { print "U", o, $NF }'
done <"$T/objs" >"$T/syms" || { echo "FAIL: lib_layers: nm failed"; exit 1; }
# edges "user definer", then pairs that have both directions
awk '$1 == "D" { def[$3] = $2; next }
     { u[n] = $2; s[n++] = $3 }
     END { for (i = 0; i < n; i++)
		if ((s[i] in def) && def[s[i]] != u[i]) print u[i], def[s[i]] }' \
	"$T/syms" | LC_ALL=C sort -u >"$T/edges"
awk '{ e[$1 " " $2] = 1 }
     END { for (k in e) { split(k, p, " ")
		if (p[1] < p[2] && ((p[2] " " p[1]) in e)) print p[1], p[2] } }' \
	"$T/edges" | LC_ALL=C sort >"$T/pairs"
if [ -s "$T/pairs" ]; then
	while read -r a b; do
		echo "FAIL: lib_layers: $a <-> $b"
	done <"$T/pairs"
	exit 1
fi
echo "PASS: lib_layers ($(wc -l <"$T/objs") objects, $(wc -l <"$T/edges") calls between them)"
