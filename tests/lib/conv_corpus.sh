#!/bin/sh
# conv_corpus.sh CONV: in the current directory, convert every object below
# in/ with the converter CONV into out/ (same relative paths, manifests
# beside them) and print one line per object, sorted: "PATH EXIT SHA256..."
# with the sha256 of each file the conversion wrote (object, then
# manifest). Two builds of the converter (another libbpf, compiler or C
# library) that print the same lines, run on the same in/, wrote the same
# bytes (tests/lib/toolchains.sh).
set -u
CONV=$1
[ -d in ] || { echo "conv_corpus.sh: no in/ in $(pwd)" >&2; exit 2; }
rm -rf out && mkdir out || exit 2
(cd in && find . -name '*.o' -type f | sed 's|^\./||' | LC_ALL=C sort) |
while read -r p; do
	mkdir -p "out/$(dirname "$p")"
	"$CONV" -q "in/$p" -o "out/$p" >/dev/null 2>&1
	rc=$?
	line="$p $rc"
	for f in "out/$p" "out/${p%.o}.tailcalls.json"; do
		[ -f "$f" ] && line="$line $(sha256sum <"$f" | cut -c1-64)"
	done
	echo "$line"
done
