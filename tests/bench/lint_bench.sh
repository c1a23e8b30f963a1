#!/bin/sh
# bpf-lint throughput over the Debian corpus (xdp-tools, libxdp1; fetched by
# tests/e2e/lint/lint_debian.sh into $BUILD/cache/debian-bpf) and the ratio to a
# bare bpf_object__open_mem loop over the same files. Not a test: prints
# numbers. ROUNDS=N repeats the corpus (default 40). bpf-lint times include
# its process start-up (one process per -j setting).
BUILD=${BUILD:-build}
TOP=$(cd "$(dirname "$0")/../.." && pwd)
case $BUILD in /*) B=$BUILD ;; *) B=$TOP/$BUILD ;; esac
LINT="$B/bpf-lint"
CACHE="$B/cache/debian-bpf"
ROUNDS=${ROUNDS:-40}
[ -x "$LINT" ] || { echo "bench: build bpf-lint first" >&2; exit 1; }
[ -s "$CACHE/list" ] || BUILD=$BUILD sh "$TOP/tests/e2e/lint/lint_debian.sh" >/dev/null 2>&1
[ -s "$CACHE/list" ] || { echo "bench: no Debian corpus (apt-get download failed?)" >&2; exit 1; }
T=$(mktemp -d /tmp/bl-bench.XXXXXX)
trap 'rm -rf "$T"' EXIT
# shellcheck disable=SC2046
cc -O2 -o "$T/open" "$TOP/tests/bench/lint_bench_open.c" $(pkg-config --cflags --libs libbpf) ||
	{ echo "bench: cannot build the baseline" >&2; exit 1; }
files=$(cat "$CACHE/list")
nfiles=$(echo "$files" | wc -l)
args=
i=0
while [ $i -lt "$ROUNDS" ]; do args="$args $files"; i=$((i + 1)); done
now() { date +%s.%N; }
# shellcheck disable=SC2086
set -- $("$T/open" "$ROUNDS" $files)
base_n=$1 base_s=$2
for j in 1 4; do
	t0=$(now)
	# shellcheck disable=SC2086
	"$LINT" -j $j $args >/dev/null
	t1=$(now)
	eval "lint_s_$j=\$(awk -v a=$t0 -v b=$t1 'BEGIN { print b - a }')"
done
awk -v n="$base_n" -v b="$base_s" -v l1="$lint_s_1" -v l4="$lint_s_4" -v f="$nfiles" -v r="$ROUNDS" 'BEGIN {
	printf "corpus: %d objects x %d rounds = %d opens\n", f, r, n
	printf "bare bpf_object__open_mem: %8.0f objects/s\n", n / b
	printf "bpf-lint -j 1:             %8.0f objects/s  (%.2fx the bare open time)\n", n / l1, l1 / b
	printf "bpf-lint -j 4:             %8.0f objects/s  (%.2fx the bare open time)\n", n / l4, l4 / b
}'
