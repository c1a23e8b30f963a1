#!/bin/sh
# conv_corpus.sh CONV INDIR OUTDIR: convert every object below INDIR with
# the converter CONV into OUTDIR (same relative paths, manifests beside
# them) and print one line per object, sorted: "PATH EXIT SHA256..." with
# the sha256 of each file the conversion wrote (object, then manifest).
# Two builds of the converter (another libbpf, compiler or C library) that
# print the same lines wrote the same bytes (tests/e2e/toolchains/).
set -u
CONV=$1 IN=$2 OUT=$3
mkdir -p "$OUT" || exit 2
(cd "$IN" && find . -name '*.o' -type f | sed 's|^\./||' | LC_ALL=C sort) |
while read -r p; do
	mkdir -p "$OUT/$(dirname "$p")"
	"$CONV" -q "$IN/$p" -o "$OUT/$p" >/dev/null 2>&1
	rc=$?
	line="$p $rc"
	for f in "$OUT/$p" "$OUT/${p%.o}.tailcalls.json"; do
		[ -f "$f" ] && line="$line $(sha256sum <"$f" | cut -c1-64)"
	done
	echo "$line"
done
