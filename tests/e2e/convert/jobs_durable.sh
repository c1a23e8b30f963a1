#!/bin/sh
# -j --fsync makes outputs durable by batch (a sync a file would cost more
# than converting a small object): a worker writes the
# temporaries of up to 32 jobs, makes them durable together (one syncfs per
# file system) and only then renames each job's files into place. Checked:
# far fewer syncs than files at -j 2 --fsync (strace -f), none at all
# without --fsync (new outputs are atomic, not durable), the same
# files as -j 1 either way, a worker killed while it commits its held jobs'
# outputs changes nothing, and a SIGKILL of the whole run (parent and
# workers, no --fsync) at random moments leaves every object whole (the
# -j 1 bytes) with its manifest, and no temporary the next run does not
# remove.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] || { fail "jobs_durable: converter built"; exit 1; }
tmpdir
N=120
spread $N 4
# shellcheck disable=SC2086
"$CONV" -q -j 1 --output-dir "$T/ref" $ins >/dev/null 2>&1 || { fail "jobs_durable: -j 1 reference"; exit 1; }
(cd "$T/ref" && find . -type f | sort | xargs sha256sum) >"$T/ref.sums"
files=$(wc -l <"$T/ref.sums")

if command -v strace >/dev/null && ! case "$BUILD" in *san*) true ;; *) false ;; esac; then
	# shellcheck disable=SC2086
	strace -f -c -e trace=fsync,fdatasync,syncfs -o "$T/sc" "$CONV" -q -j 2 --fsync --output-dir "$T/o2" $ins >/dev/null 2>&1
	rc=$?
	syncs=$(awk '$NF ~ /^(fsync|fdatasync|syncfs)$/ { n += $4 } END { print n + 0 }' "$T/sc")
	(cd "$T/o2" && find . -type f | sort | xargs sha256sum) >"$T/o2.sums"
	# per worker: a syncfs a batch, an fsync a directory (4 + the root)
	if [ $rc = 0 ] && cmp -s "$T/ref.sums" "$T/o2.sums" && [ "$syncs" -ge 2 ] &&
	   [ "$syncs" -le $((2 * (N / 32 + 2) + 2 * 6)) ]; then
		pass "jobs_durable: -j 2 --fsync writes the -j 1 files ($files) with $syncs fsync/syncfs calls (by batch, not by file)"
	else
		fail "jobs_durable: -j 2 --fsync: exit $rc, $syncs syncs for $files files, same files: $(cmp -s "$T/ref.sums" "$T/o2.sums" && echo yes || echo no)"
	fi
	# shellcheck disable=SC2086
	strace -f -c -e trace=fsync,fdatasync,syncfs,sync_file_range -o "$T/sc0" "$CONV" -q -j 2 --output-dir "$T/o0" $ins >/dev/null 2>&1
	rc=$?
	syncs=$(awk '$NF ~ /^(fsync|fdatasync|syncfs|sync_file_range)$/ { n += $4 } END { print n + 0 }' "$T/sc0")
	(cd "$T/o0" && find . -type f | sort | xargs sha256sum) >"$T/o0.sums"
	if [ $rc = 0 ] && cmp -s "$T/ref.sums" "$T/o0.sums" && [ "$syncs" = 0 ]; then
		pass "jobs_durable: -j 2 without --fsync writes the same files with no sync call (new outputs are atomic, not durable)"
	else
		fail "jobs_durable: -j 2 without --fsync: exit $rc, $syncs sync calls, same files: $(cmp -s "$T/ref.sums" "$T/o0.sums" && echo yes || echo no)"
	fi
else
	skip "jobs_durable: sync count: no strace (or a sanitizer build)"
fi

# one worker killed inside complete(), as it puts a held job's output in
# place (tests/shim/truncate_on_map.c): its held jobs run again, and the run
# ends whole, exit 0, the -j 1 files, no temporary left (--fsync: only a
# durable run holds jobs)
SHIM=$(shim truncate_on_map)
case "$BUILD" in *san*) export ASAN_OPTIONS=verify_asan_link_order=0 ;; esac
victim=$(echo "$ins" | sed -n 37p)
# shellcheck disable=SC2086
BL_KILL_ON_COMMIT="$(basename "$victim")" BL_KILL_ONCE="$T/killed" LD_PRELOAD="$SHIM" \
	"$CONV" -q -j 2 --fsync --output-dir "$T/c" $ins >/dev/null 2>"$T/c.err"
rc=$?
(cd "$T/c" && find . -type f | sort | xargs sha256sum) >"$T/c.sums"
if [ -f "$T/killed" ] && [ $rc = 0 ] && cmp -s "$T/ref.sums" "$T/c.sums" &&
   [ -z "$(find "$T/c" -name '.bl2btf-*')" ]; then
	pass "jobs_durable: a worker SIGKILLed while committing its held jobs: they run again, exit 0, the -j 1 files ($files), no temporary left"
else
	fail "jobs_durable: worker killed in its commit: killed $([ -f "$T/killed" ] && echo yes || echo no), exit $rc, same files $(cmp -s "$T/ref.sums" "$T/c.sums" && echo yes || echo no): $(grep -v warning "$T/c.err" | head -2 | tr '\n' '|')"
fi

# the whole run killed (the parent stopped, then it and its workers)
runs=${KILL_RUNS:-20} r=0 bad= partial=0
nobj=$(grep -c '\.o$' "$T/ref.sums")
# the kills fall within how long a whole run takes here: the fastest of
# three (one slow run, cold or on a busy machine, spread them so wide that
# most runs ended before their kill)
span=
for _ in 1 2 3; do
	rm -rf "$T/k"
	t0=$(date +%s%N)
	# shellcheck disable=SC2086
	"$CONV" -q -j 2 --output-dir "$T/k" $ins >/dev/null 2>&1
	t=$(( ($(date +%s%N) - t0) / 1000 ))
	if [ -z "$span" ] || [ "$t" -lt "$span" ]; then
		span=$t
	fi
done
while [ $r -lt $runs ]; do
	rm -rf "$T/k"
	us=$(( $(od -An -N4 -tu4 /dev/urandom) % (span + 1) + 500 ))
	# shellcheck disable=SC2086
	"$CONV" -q -j 2 --output-dir "$T/k" $ins >/dev/null 2>&1 &
	pid=$!
	sleep "$(printf '0.%06d' "$us")"
	kill -STOP $pid 2>/dev/null
	# shellcheck disable=SC2046
	kill -KILL $(pgrep -P $pid) $pid 2>/dev/null
	wait $pid 2>/dev/null
	sleep 0.05
	(cd "$T/k" 2>/dev/null && find . -type f ! -name '.bl2btf-*' | sort | xargs -r sha256sum) >"$T/k.sums"
	# every file there is the -j 1 file; an object's manifest is there too
	grep -vxFf "$T/ref.sums" "$T/k.sums" >"$T/k.bad" && bad="$bad $r:$(head -1 "$T/k.bad")"
	for m in $(awk '{ print $2 }' "$T/k.sums" | grep '\.o$' | sed 's/\.o$/.tailcalls.json/'); do
		grep -q " $m\$" "$T/ref.sums" && ! grep -q " $m\$" "$T/k.sums" && bad="$bad $r:no-$m"
	done
	[ "$(grep -c '\.o$' "$T/k.sums")" -lt "$nobj" ] && partial=$((partial + 1))
	# what a kill inside a commit left, the next complete run removes
	if [ -n "$(find "$T/k" -name '.bl2btf-*' 2>/dev/null)" ]; then
		# shellcheck disable=SC2086
		"$CONV" -q -j 2 --output-dir "$T/k" $ins >/dev/null 2>&1
		[ -z "$(find "$T/k" -name '.bl2btf-*')" ] || bad="$bad $r:leftover"
	fi
	r=$((r + 1))
done
if [ -z "$bad" ] && [ $partial -ge $((runs / 4)) ]; then
	pass "jobs_durable: SIGKILL of a -j 2 run at random moments ($runs runs, $partial stopped part-way): every object whole, with its manifest"
else
	fail "jobs_durable: SIGKILL of -j 2 runs: $partial of $runs part-way; bad:$(echo "$bad" | cut -c1-300)"
fi
exit $FAILED
