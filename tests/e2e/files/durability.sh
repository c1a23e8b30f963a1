#!/bin/sh
# The durability policy (docs/converter.md, "Files"), from the system calls (strace -f):
# a new output beside an input that stays (-o, --output-dir, --report,
# --emit-c, -j or not) is written atomically with no fsync, fdatasync,
# syncfs or sync_file_range; --fsync makes every one durable; -i (the
# output replaces the only copy of the object) is durable without being
# asked: each temporary's data fsync'ed before the swap, the directory
# after it. The bytes are the same whichever way they were written. The
# temporaries are linked by AT_EMPTY_PATH, or through /proc/self/fd where
# the kernel refuses that (played by tests/shim/truncate_on_map.c).
# bpf-lint's report and baseline follow the same rule (--fsync for both).
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "durability: tools built"; exit 1; }
[ -f "$EXG/tailcall.o" ] || { fail "durability: examples built"; exit 1; }
command -v strace >/dev/null || { skip "durability: no strace"; exit 0; }
case "$BUILD" in *san*) skip "durability: sanitizer builds make their own calls"; exit 0 ;; esac
tmpdir
IN="$EXG/tailcall.o"
SYNCS=fsync,fdatasync,syncfs,sync_file_range
# syncs TRACE: how many sync calls strace -f -o TRACE saw
syncs() { grep -cE '^[0-9]+ +(fsync|fdatasync|syncfs|sync_file_range)\(' "$1"; }
# traced NAME ARGS...: the converter under strace -f into $T/NAME.tr
traced() {
	n=$1; shift
	strace -f -qq -e trace=$SYNCS,linkat,renameat,renameat2,rename -o "$T/$n.tr" \
		"$CONV" -q "$@" >/dev/null 2>"$T/$n.err"
}
old=$(sha "$IN")

# ---------------------------------------------------------------- atomic
mkdir -p "$T/o"
traced o "$IN" -o "$T/o/new.o" --graft-script "$T/o/g.sh" --report "$T/o/r.json" --emit-c "$T/o/m.h"
rc=$?
if [ $rc = 0 ] && [ "$(syncs "$T/o.tr")" = 0 ] && [ -s "$T/o/new.o" ] && [ -s "$T/o/new.tailcalls.json" ] &&
   [ -s "$T/o/g.sh" ] && [ -s "$T/o/r.json" ] && [ -s "$T/o/m.h" ] && [ "$(sha "$IN")" = "$old" ]; then
	pass "durability: -o NEW with --graft-script, --report and --emit-c: five files written, not one fsync, fdatasync, syncfs or sync_file_range"
else
	fail "durability: -o NEW: exit $rc, $(syncs "$T/o.tr") sync calls: $(grep -E "$(echo $SYNCS | tr , '|')" "$T/o.tr" | head -3 | tr '\n' '|')"
fi
# an existing output replaced (a rebuild): still atomic, no fsync (the old
# output made to differ: an identical one stays in place, unchanged_outputs.sh)
printf x >>"$T/o/new.o"
traced o2 "$IN" -o "$T/o/new.o"
rc=$?
[ $rc = 0 ] && [ "$(syncs "$T/o2.tr")" = 0 ] && grep -qE 'renameat2?\(.*"new\.o"' "$T/o2.tr" &&
	pass "durability: -o OLD (an earlier output replaced by rename): no sync call" ||
	fail "durability: -o OLD: exit $rc, $(syncs "$T/o2.tr") sync calls"
# the temporaries are linked by AT_EMPTY_PATH; where the kernel refuses
# that (ENOENT: before 6.10 without CAP_DAC_READ_SEARCH, played by the
# shim) through /proc/self/fd: the same files, new and replacing old ones
SHIM=$(shim truncate_on_map)
mkdir -p "$T/e" "$T/p"
traced e "$IN" -o "$T/e/new.o"
for r in 1 2; do	# 1: new names, 2: replacing them (made to differ)
	[ $r = 1 ] || printf x >>"$T/p/new.o"
	BL_LINKAT_EMPTY_ENOENT=1 LD_PRELOAD="$SHIM" traced p$r "$IN" -o "$T/p/new.o"
	rc=$?
	np=$(grep -c 'linkat(AT_FDCWD, "/proc/self/fd/.* = 0$' "$T/p$r.tr")
	ne=$(grep -c 'AT_EMPTY_PATH' "$T/p$r.tr")
	[ $rc = 0 ] && [ "$np" = 2 ] && [ "$ne" = 0 ] && cmp -s "$T/p/new.o" "$T/e/new.o" &&
	cmp -s "$T/p/new.tailcalls.json" "$T/e/new.tailcalls.json" &&
		pass "durability: AT_EMPTY_PATH refused (run $r): object and manifest linked through /proc/self/fd, same bytes" ||
		fail "durability: AT_EMPTY_PATH refused (run $r): exit $rc, $np /proc links, $ne AT_EMPTY_PATH links"
done
ne=$(grep -c 'AT_EMPTY_PATH) = 0$' "$T/e.tr")
if [ "$ne" = 2 ]; then
	pass "durability: object and manifest linked by AT_EMPTY_PATH where the kernel allows it"
elif [ "$(id -u)" = 0 ]; then
	fail "durability: links as root: $(grep linkat "$T/e.tr" | head -2 | tr '\n' '|')"
else
	skip "durability: AT_EMPTY_PATH links: this kernel refuses them to a user without CAP_DAC_READ_SEARCH"
fi
for j in 1 2; do
	traced d$j -j $j --output-dir "$T/d$j" "$EXG"/*.o
	rc=$?
	n=$(find "$T/d$j" -type f | wc -l)
	[ $rc = 0 ] && [ "$(syncs "$T/d$j.tr")" = 0 ] && [ "$n" -gt 5 ] &&
		pass "durability: --output-dir -j $j: $n files, no sync call" ||
		fail "durability: --output-dir -j $j: exit $rc, $(syncs "$T/d$j.tr") sync calls for $n files"
done

# ---------------------------------------------------------------- --fsync
mkdir -p "$T/f"
traced f "$IN" -o "$T/f/new.o" --fsync
rc=$?
# each temporary fsync'ed before the first name is made, the directory after the last
first_link=$(grep -nE 'linkat\(|renameat2?\(' "$T/f.tr" | head -1 | cut -d: -f1)
last_link=$(grep -nE 'linkat\(|renameat2?\(' "$T/f.tr" | tail -1 | cut -d: -f1)
before=$(head -n $((first_link - 1)) "$T/f.tr" | grep -c 'fsync(')
after=$(tail -n +$((last_link + 1)) "$T/f.tr" | grep -c 'fsync(')
if [ $rc = 0 ] && [ "$before" -ge 2 ] && [ "$after" -ge 1 ] && cmp -s "$T/f/new.o" "$T/o/new.o"; then
	pass "durability: -o NEW --fsync: $before data fsyncs before the names are made, $after directory fsync after; the same bytes"
else
	fail "durability: --fsync: exit $rc, fsyncs before $before, after $after"
fi
traced fd -j 2 --fsync --output-dir "$T/fd" "$EXG"/*.o
rc=$?
[ $rc = 0 ] && [ "$(syncs "$T/fd.tr")" -gt 0 ] && diff -r "$T/d2" "$T/fd" >/dev/null &&
	pass "durability: --output-dir -j 2 --fsync: $(syncs "$T/fd.tr") sync calls, the same files as without" ||
	fail "durability: --output-dir --fsync: exit $rc, $(syncs "$T/fd.tr") sync calls"

# ---------------------------------------------------------------- -i
mkdir -p "$T/i"
cp "$IN" "$T/i/in.o"
traced i -i "$T/i/in.o" --report "$T/i/r.json"
rc=$?
swap=$(grep -nE 'renameat2?\(.*"in\.o"' "$T/i.tr" | head -1 | cut -d: -f1)
before=$(head -n $((${swap:-1} - 1)) "$T/i.tr" | grep -c 'fsync(')
after=$(tail -n +$((${swap:-0} + 1)) "$T/i.tr" | grep -c 'fsync(')
if [ $rc = 0 ] && [ -n "$swap" ] && [ "$before" -ge 2 ] && [ "$after" -ge 1 ] &&
   cmp -s "$T/i/in.o" "$T/o/new.o" && [ "$(grep -c 'fsync(' "$T/i.tr")" -ge 5 ]; then
	pass "durability: -i: the object's and manifest's data fsync'ed before the swap ($before), the directory after ($after), the report durable too; the same bytes as -o"
else
	fail "durability: -i: exit $rc, swap at line ${swap:-none}, fsyncs before ${before}, after ${after}"
fi
# a dry run replaces nothing: its report is not fsync'ed
cp "$IN" "$T/i/dry.o"
traced dry --dry-run -i "$T/i/dry.o" --report "$T/i/dry.json"
rc=$?
[ $rc = 0 ] && [ "$(syncs "$T/dry.tr")" = 0 ] && [ -s "$T/i/dry.json" ] && [ "$(sha "$T/i/dry.o")" = "$old" ] &&
	pass "durability: --dry-run -i --report: the input untouched, the report written without a sync call" ||
	fail "durability: --dry-run -i: exit $rc, $(syncs "$T/dry.tr") sync calls"

# ---------------------------------------------------------------- bpf-lint
# its report and baseline are new outputs beside objects that stay: atomic,
# no sync call; --fsync makes both durable (data before the rename, the
# directory after)
mkdir -p "$T/l"
lint_traced() {
	n=$1; shift
	strace -f -qq -e trace=$SYNCS,linkat,renameat,renameat2,rename -o "$T/$n.tr" \
		"$LINT" --no-config "$@" "$IN" >/dev/null 2>"$T/$n.err"
}
lint_traced l0 -o "$T/l/r.json" -f json --write-baseline "$T/l/base"
rc=$?
[ $rc -le 1 ] && [ "$(syncs "$T/l0.tr")" = 0 ] && [ -s "$T/l/r.json" ] && [ -s "$T/l/base" ] &&
	pass "durability: bpf-lint -o REPORT --write-baseline FILE: both written, not one sync call" ||
	fail "durability: bpf-lint -o: exit $rc, $(syncs "$T/l0.tr") sync calls"
lint_traced l1 --fsync -o "$T/l/rf.json" -f json --write-baseline "$T/l/basef"
rc=$?
first=$(grep -nE 'renameat2?\(|linkat\(' "$T/l1.tr" | head -1 | cut -d: -f1)
before=$(head -n $((${first:-1} - 1)) "$T/l1.tr" | grep -c 'fsync(')
if [ $rc -le 1 ] && [ -n "$first" ] && [ "$before" -ge 1 ] && [ "$(grep -c 'fsync(' "$T/l1.tr")" -ge 4 ] &&
   cmp -s "$T/l/r.json" "$T/l/rf.json" && cmp -s "$T/l/base" "$T/l/basef"; then
	pass "durability: bpf-lint --fsync: report and baseline data fsync'ed before their names, directories after ($(grep -c 'fsync(' "$T/l1.tr") fsyncs); the same bytes"
else
	fail "durability: bpf-lint --fsync: exit $rc, first name at ${first:-none}, fsyncs before $before, in all $(grep -c 'fsync(' "$T/l1.tr")"
fi
exit $FAILED
