#!/bin/sh
# A rebuild whose output did not change (docs/converter.md, "Files"): when the object
# and its manifest already hold exactly the bytes a conversion writes, both
# stay in place (same inodes, no temporary made, nothing renamed or freed)
# and their times are set to now, so make sees the target made and then up
# to date. Anything else writes the whole set as before: one file of the
# set differing, a target with a second hard link, --fsync (durable: the
# old bytes may not be on the disk yet), a different input.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$CONV" ] || { fail "unchanged_outputs: converter built"; exit 1; }
[ -f "$EXG/tailcall.o" ] && [ -f "$EXG/shared_map.o" ] || { fail "unchanged_outputs: examples built"; exit 1; }
tmpdir
IN="$EXG/tailcall.o"
ino() { stat -c %i "$1"; }
mtime() { stat -c %Y "$1"; }
old_times() { touch -d '2001-01-01 00:00:00' "$@"; }
O="$T/out.o" M="$T/out.tailcalls.json"

"$CONV" -q "$IN" -o "$O" 2>/dev/null
cp "$O" "$T/ref.o"; cp "$M" "$T/ref.json"
io=$(ino "$O") im=$(ino "$M")
old_times "$O" "$M"
# (strace stops a sanitizer build's leak check: plain run there)
if command -v strace >/dev/null && case "$BUILD" in *san*) false ;; esac; then
	strace -f -qq -e trace=openat,linkat,renameat,renameat2,unlinkat -o "$T/tr" "$CONV" -q "$IN" -o "$O" 2>/dev/null
else
	"$CONV" -q "$IN" -o "$O" 2>/dev/null
fi
rc=$?
made=$(grep -cE 'O_TMPFILE|linkat\(|rename|unlinkat\(' "$T/tr" 2>/dev/null)
if [ $rc = 0 ] && [ "$(ino "$O")" = "$io" ] && [ "$(ino "$M")" = "$im" ] &&
   [ "$(mtime "$O")" -gt 978307200 ] && [ "$(mtime "$M")" -gt 978307200 ] &&
   cmp -s "$O" "$T/ref.o" && cmp -s "$M" "$T/ref.json" && [ "${made:-0}" = 0 ]; then
	pass "unchanged_outputs: same input again: object and manifest left in place (same inodes, no temporary, link or rename), their times now"
else
	fail "unchanged_outputs: same input again: exit $rc, inodes $io/$im -> $(ino "$O")/$(ino "$M"), mtime $(mtime "$O"), $made temporaries/links/renames"
fi

# make: the rule runs again after its input is touched, then is up to date
printf 'out.o: in.o\n\t%s -q in.o -o out.o\n' "$CONV" >"$T/Makefile"
cp "$IN" "$T/in.o"
(cd "$T" && make -s >/dev/null 2>&1 && touch -d '2001-01-01' out.o out.tailcalls.json &&
	touch -d '2002-01-01' in.o && ! make -q >/dev/null 2>&1 && i=$(ino out.o) &&
	make -s >/dev/null 2>&1 && [ "$(ino out.o)" = "$i" ] && make -q >/dev/null 2>&1); rc=$?
[ $rc = 0 ] &&
	pass "unchanged_outputs: make: after the input is touched the rule runs, leaves the identical output and make then finds it up to date" ||
	fail "unchanged_outputs: make -q after the rebuild: exit $rc (the output's time was not updated?)"

# the manifest edited: the whole set is written again
io=$(ino "$O")
printf ' ' >>"$M"
"$CONV" -q "$IN" -o "$O" 2>/dev/null; rc=$?
[ $rc = 0 ] && [ "$(ino "$O")" != "$io" ] && cmp -s "$O" "$T/ref.o" && cmp -s "$M" "$T/ref.json" &&
	pass "unchanged_outputs: the manifest differs: object and manifest written again (new object inode, manifest restored)" ||
	fail "unchanged_outputs: manifest differs: exit $rc, object inode $io -> $(ino "$O"), manifest $(cmp "$M" "$T/ref.json" 2>&1)"

# one byte of the object changed, same size, manifest as written: replaced
io=$(ino "$O")
printf X | dd of="$O" bs=1 seek=1000 conv=notrunc 2>/dev/null
"$CONV" -q "$IN" -o "$O" 2>/dev/null; rc=$?
[ $rc = 0 ] && [ "$(ino "$O")" != "$io" ] && cmp -s "$O" "$T/ref.o" && cmp -s "$M" "$T/ref.json" &&
	pass "unchanged_outputs: one byte of the object differs (same size, same manifest): the set is written again" ||
	fail "unchanged_outputs: object byte changed: exit $rc, inode $io -> $(ino "$O"), $(cmp "$O" "$T/ref.o" 2>&1)"

# a second hard link: replaced as before (the other name keeps its file)
ln "$O" "$T/other.o"
io=$(ino "$O")
"$CONV" -q "$IN" -o "$O" 2>/dev/null; rc=$?
[ $rc = 0 ] && [ "$(ino "$O")" != "$io" ] && [ "$(ino "$T/other.o")" = "$io" ] && cmp -s "$O" "$T/ref.o" &&
	pass "unchanged_outputs: an object with a second hard link is replaced, the other name keeps the old file" ||
	fail "unchanged_outputs: hard link: exit $rc, inode $io -> $(ino "$O")"

# --fsync: durable, always written
io=$(ino "$O") im=$(ino "$M")
"$CONV" -q --fsync "$IN" -o "$O" 2>/dev/null; rc=$?
[ $rc = 0 ] && [ "$(ino "$O")" != "$io" ] && [ "$(ino "$M")" != "$im" ] && cmp -s "$O" "$T/ref.o" &&
	pass "unchanged_outputs: --fsync writes the identical set again (the old bytes may not be durable)" ||
	fail "unchanged_outputs: --fsync: exit $rc, inodes $io/$im -> $(ino "$O")/$(ino "$M")"

# another input: replaced
io=$(ino "$O")
"$CONV" -q "$EXG/shared_map.o" -o "$O" 2>/dev/null; rc=$?
"$CONV" -q "$EXG/shared_map.o" -o "$T/fresh.o" 2>/dev/null
[ $rc = 0 ] && [ "$(ino "$O")" != "$io" ] && cmp -s "$O" "$T/fresh.o" &&
	pass "unchanged_outputs: a different input replaces the object" ||
	fail "unchanged_outputs: different input: exit $rc, inode $io -> $(ino "$O")"
exit $FAILED
