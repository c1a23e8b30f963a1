#!/bin/sh
# Many inputs cost few system calls (per object they cost more than a small
# conversion): each output directory is
# resolved, opened and made once per process (lib/util/out_plan.c), not per
# object, and with --fsync fsync'ed once (without it nothing is); -j
# workers keep three memory files each, not three memfds and four dup2 per
# job (lib/util/workers.c). Counted with strace -f.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] || { fail "jobs_syscalls: converter built"; exit 1; }
command -v strace >/dev/null || { skip "jobs_syscalls: no strace"; exit 0; }
case "$BUILD" in *san*) skip "jobs_syscalls: sanitizer builds make their own calls"; exit 0 ;; esac
tmpdir
N=60
spread $N 3
# strace -c rows: % time, seconds, usecs/call, calls, [errors,] syscall
calls() { awk -v s="$1" '$NF == s { print $4 }' "$2"; }
# shellcheck disable=SC2086
strace -f -c -o "$T/j1" "$CONV" -q -j 1 --output-dir "$T/o1" $ins >/dev/null 2>&1
rc1=$?
# shellcheck disable=SC2086
strace -f -c -o "$T/j1f" "$CONV" -q -j 1 --fsync --output-dir "$T/o1f" $ins >/dev/null 2>&1
rc1f=$?
# shellcheck disable=SC2086
strace -f -c -o "$T/j2" "$CONV" -q -j 2 --output-dir "$T/o2" $ins >/dev/null 2>&1
rc2=$?
total1=$(calls total "$T/j1")
per=$((total1 / N))
if [ $rc1 = 0 ] && [ "$per" -le 30 ]; then
	pass "jobs_syscalls: -j 1 --output-dir makes $per system calls per input (at most 30)"
else
	fail "jobs_syscalls: -j 1: exit $rc1, $per system calls per input: $(sort -k4 -n -r "$T/j1" | head -5 | tr -s ' ' | tr '\n' '|')"
fi
memfd=$(calls memfd_create "$T/j2")
dups=$(calls dup2 "$T/j2")
if [ $rc2 = 0 ] && [ "${memfd:-0}" -le 6 ] && [ "${dups:-0}" -le 4 ]; then
	pass "jobs_syscalls: -j 2 makes ${memfd:-0} memfds and ${dups:-0} dup2 for $N inputs (three and two per worker, none per job)"
else
	fail "jobs_syscalls: -j 2: exit $rc2, ${memfd:-0} memfd_create, ${dups:-0} dup2 for $N inputs"
fi
# one mkdir per directory (3 + the output root), per process; with --fsync
# one fsync per file and per directory, without none
mk=$(calls mkdir "$T/j1")
fs0=$(calls fsync "$T/j1")
fs=$(calls fsync "$T/j1f")
files=$(find "$T/o1" -type f | wc -l)
if [ $rc1f = 0 ] && [ "${mk:-0}" -le 8 ] && [ "${fs0:-0}" = 0 ] && [ "${fs:-0}" -ge "$files" ] &&
   [ "${fs:-0}" -le $((files + 4)) ] && [ "$files" -ge $N ]; then
	pass "jobs_syscalls: -j 1 over 3 directories: ${mk:-0} mkdir; ${fs:-0} fsync for $files files with --fsync (each file once, each directory once), none without"
else
	fail "jobs_syscalls: -j 1: exit $rc1f, ${mk:-0} mkdir, ${fs:-0} fsync with --fsync and ${fs0:-0} without, for $files files in 3 directories"
fi
(cd "$T/o1" && find . -type f | sort | xargs sha256sum) >"$T/s1"
(cd "$T/o2" && find . -type f | sort | xargs sha256sum) >"$T/s2"
(cd "$T/o1f" && find . -type f | sort | xargs sha256sum) >"$T/s1f"
check "jobs_syscalls: -j 1 and -j 2, with and without --fsync, write the same files" \
	sh -c "cmp -s '$T/s1' '$T/s2' && cmp -s '$T/s1' '$T/s1f'"
exit $FAILED
