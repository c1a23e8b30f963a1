#!/bin/sh
# Fault injection on the converter's writes: the object, its manifest and
# the graft script appear together or not at all (with -i the input stays as
# it was), and no temporary is left behind, under: a read-only output
# directory, ENOSPC at every page of the write and with no inode left (tiny
# tmpfs filled step by step), a directory where a side-car should go,
# SIGKILL at random moments during -i (durable) and -o (atomic, no fsync),
# concurrent conversions to one output.
. "$(dirname "$0")/../../lib/common.sh"

[ -x "$CONV" ] || { fail "file_faults: converter built"; exit 1; }
[ -f "$EXG/tailcall.o" ] && [ -f "$EXG/graft.o" ] || { fail "file_faults: examples built"; exit 1; }
tmpdir
TAIL="$EXG/tailcall.o" OTHER="$EXG/graft.o"
MNT="$T/mnt"
mkdir -p "$MNT"
trap 'umount "$MNT" 2>/dev/null; rm -rf "$T"' EXIT
# manifest_of OBJ MANIFEST: the manifest names OBJ's sha256
manifest_of() { grep -q "\"sha256\": \"$(sha "$1")\"" "$2"; }

"$CONV" -q "$TAIL" -o "$T/ref.o" --graft-script "$T/ref.sh" || { fail "file_faults: reference"; exit 1; }
"$CONV" -q "$OTHER" -o "$T/ref2.o" || { fail "file_faults: reference 2"; exit 1; }
REF=$(sha "$T/ref.o") REF2=$(sha "$T/ref2.o") OLD=$(sha "$TAIL")

if [ "$(id -u)" != 0 ] || ! mount -t tmpfs -o size=64k tmpfs "$MNT" 2>/dev/null; then
	skip "file_faults: tmpfs faults: cannot mount tmpfs (needs root)"
	nomount=1
else
	umount "$MNT"
fi

# only LIST in DIR: nothing else (no temporaries, no half outputs)
only() { d=$1; shift; [ "$(ls -A "$d" | sort | tr '\n' ' ')" = "$(printf '%s\n' "$@" | sort | tr '\n' ' ')" ]; }

# enospc LABEL BLOCK STEPS: for -o and -i, fill the file system mounted by
# mount_fs at $MNT, then free one BLOCK more before each run: every run
# either writes object + manifest + graft script, or nothing.
enospc() {
	label=$1 bs=$2 steps=$3
	for mode in o i; do
		mount_fs || { fail "file_faults: $label: mount"; return; }
		find "$MNT" -mindepth 1 -delete
		[ $mode = i ] && cp "$TAIL" "$MNT/in.o"
		dd if=/dev/zero of="$MNT/fill" bs=$bs 2>/dev/null
		sync
		size=$(stat -c %s "$MNT/fill")
		bad= fails=0 mfail= ok=0 step=0
		while [ $step -le $steps ] && [ $ok -lt 2 ]; do
			truncate -s $((size - step * bs)) "$MNT/fill"
			sync
			if [ $mode = o ]; then
				"$CONV" -q "$TAIL" -o "$MNT/out.o" --graft-script "$MNT/g.sh" 2>"$T/err"; rc=$?
				if [ $rc = 0 ]; then
					ok=$((ok + 1))
					[ "$(sha "$MNT/out.o")" = "$REF" ] && manifest_of "$MNT/out.o" "$MNT/out.tailcalls.json" &&
						grep -q "$MNT/out.o" "$MNT/g.sh" &&
						[ "$(wc -c <"$MNT/g.sh")" -gt 100 ] || bad="$bad step$step:incomplete-success"
					rm -f "$MNT/out.o" "$MNT/out.tailcalls.json" "$MNT/g.sh"
				elif [ $rc = 3 ] && only "$MNT" fill; then
					fails=$((fails + 1))
				else
					bad="$bad step$step:exit$rc[$(ls -A "$MNT" | tr '\n' ' ')]"
					rm -f "$MNT/out.o" "$MNT/out.tailcalls.json" "$MNT/g.sh"
				fi
			else
				"$CONV" -q -i "$MNT/in.o" 2>"$T/err"; rc=$?
				if [ $rc = 0 ]; then
					ok=$((ok + 1))
					[ "$(sha "$MNT/in.o")" = "$REF" ] && manifest_of "$MNT/in.o" "$MNT/in.tailcalls.json" ||
						bad="$bad step$step:incomplete-success"
					rm -f "$MNT/in.tailcalls.json"; cp "$TAIL" "$MNT/in.o"
				elif [ $rc = 3 ] && [ "$(sha "$MNT/in.o")" = "$OLD" ] && only "$MNT" fill in.o; then
					fails=$((fails + 1))
				else
					bad="$bad step$step:exit$rc[$(ls -A "$MNT" | tr '\n' ' ')]"
				fi
			fi
			grep -q 'tailcalls.json: cannot write: No space' "$T/err" && mfail=1
			grep -q 'g.sh: cannot write: No space' "$T/err" && mfail=1
			step=$((step + 1))
		done
		umount "$MNT"
		if [ -z "$bad" ] && [ $ok -ge 1 ] && [ $fails -ge 2 ] && [ -n "$mfail" ]; then
			pass "file_faults: $label: ENOSPC at each of $fails $bs-byte steps (-$mode), including after the object fit: all or nothing, no temporaries"
		else
			fail "file_faults: $label: ENOSPC -$mode: $fails failures, $ok successes, side-car failure seen: ${mfail:-no};$bad"
		fi
	done
}

if [ -z "$nomount" ]; then
	# ------------------------------------------------ read-only directory
	mount -t tmpfs -o size=1m tmpfs "$MNT" && cp "$TAIL" "$MNT/in.o" && mount -o remount,ro "$MNT"
	"$CONV" -q "$TAIL" -o "$MNT/out.o" 2>"$T/err"; rc=$?
	if [ $rc = 3 ] && [ "$(wc -l <"$T/err")" = 1 ] && grep -q "Read-only file system" "$T/err" && only "$MNT" in.o; then
		pass "file_faults: read-only output directory: exit 3, one line, nothing written"
	else
		fail "file_faults: read-only directory: $(why)"
	fi
	"$CONV" -q -i "$MNT/in.o" 2>"$T/err"; rc=$?
	if [ $rc = 3 ] && [ "$(sha "$MNT/in.o")" = "$OLD" ] && only "$MNT" in.o; then
		pass "file_faults: -i in a read-only directory: exit 3, input unchanged"
	else
		fail "file_faults: -i read-only: $(why)"
	fi
	umount "$MNT"

	# ------------------------------------------------ ENOSPC, page by page
	mount_fs() { mount -t tmpfs -o size=256k tmpfs "$MNT"; }
	enospc tmpfs 4096 24
	# the same on a block file system (ext2 image on a loop device)
	truncate -s 1M "$T/ext2.img"
	if mkfs.ext2 -q -F -b 1024 -m 0 "$T/ext2.img" 2>/dev/null &&
	   mount -o loop "$T/ext2.img" "$MNT" 2>/dev/null; then
		umount "$MNT"
		mount_fs() { mount -o loop "$T/ext2.img" "$MNT"; }
		enospc ext2 1024 60
	else
		skip "file_faults: ext2: cannot make or loop-mount an ext2 image here"
	fi

	# ------------------------------------------------ no inode left
	mount -t tmpfs -o size=1m,nr_inodes=8 tmpfs "$MNT" || fail "file_faults: mount nr_inodes"
	n=0
	while touch "$MNT/f$n" 2>/dev/null; do n=$((n + 1)); done
	bad= k=0
	while [ $k -le 3 ]; do
		"$CONV" -q "$TAIL" -o "$MNT/out.o" --graft-script "$MNT/g.sh" 2>"$T/err"; rc=$?
		if [ $rc = 0 ]; then
			[ "$(sha "$MNT/out.o")" = "$REF" ] && [ -f "$MNT/g.sh" ] && manifest_of "$MNT/out.o" "$MNT/out.tailcalls.json" ||
				bad="$bad free$k:incomplete"
			break
		fi
		[ $rc = 3 ] && [ ! -e "$MNT/out.o" ] && [ ! -e "$MNT/out.tailcalls.json" ] && [ ! -e "$MNT/g.sh" ] &&
			[ -z "$(ls -A "$MNT" | grep -v '^f[0-9]*$')" ] || bad="$bad free$k:exit$rc[$(ls -A "$MNT" | tr '\n' ' ')]"
		k=$((k + 1))
		rm -f "$MNT/f$((n - k))"
	done
	umount "$MNT"
	if [ -z "$bad" ] && [ $k = 3 ]; then
		pass "file_faults: no free inode for the 1st, 2nd or 3rd file: nothing written; with 3 free all three appear"
	else
		fail "file_faults: inode exhaustion: succeeded with $k free;$bad"
	fi
fi

# ------------------------------------------------ a side-car path is a directory
D="$T/side"
mkdir -p "$D/out.tailcalls.json"
"$CONV" -q "$TAIL" -o "$D/out.o" 2>"$T/err"; rc=$?
if [ $rc = 3 ] && grep -q "out.tailcalls.json: cannot write: is a directory" "$T/err" && only "$D" out.tailcalls.json &&
   [ -z "$(ls -A "$D/out.tailcalls.json")" ]; then
	pass "file_faults: a directory where OUT.tailcalls.json goes: exit 3, the object is not written"
else
	fail "file_faults: manifest is a directory: $(why), dir [$(ls -A "$D" | tr '\n' ' ')]"
fi
cp "$T/ref2.o" "$D/out.o"
"$CONV" -q "$TAIL" -o "$D/out.o" 2>"$T/err"; rc=$?
[ $rc = 3 ] && [ "$(sha "$D/out.o")" = "$REF2" ] &&
	pass "file_faults: ... and an existing OUT keeps its old bytes" || fail "file_faults: existing OUT: $(why)"
rm -rf "$D"; mkdir -p "$D/in.tailcalls.json"; cp "$TAIL" "$D/in.o"
"$CONV" -q -i "$D/in.o" 2>"$T/err"; rc=$?
if [ $rc = 3 ] && [ "$(sha "$D/in.o")" = "$OLD" ] && only "$D" in.o in.tailcalls.json; then
	pass "file_faults: -i with a directory where the manifest goes: exit 3, input unchanged"
else
	fail "file_faults: -i manifest is a directory: $(why)"
fi
rm -rf "$D"; mkdir -p "$D/g.sh"
"$CONV" -q "$TAIL" -o "$D/out.o" --graft-script "$D/g.sh" 2>"$T/err"; rc=$?
if [ $rc = 3 ] && only "$D" g.sh; then
	pass "file_faults: the graft script failing: neither object nor manifest written"
else
	fail "file_faults: graft script is a directory: $(why), dir [$(ls -A "$D" | tr '\n' ' ')]"
fi

# ------------------------------------------------ SIGKILL during -i
D="$T/kill"
mkdir -p "$D"
cp "$TAIL" "$D/in.o"
# kill delays spread over the run time (the fastest of three runs, in us)
span=
for r in 1 2 3; do
	cp "$TAIL" "$D/in.o"
	t0=$(date +%s%N); "$CONV" -q -i "$D/in.o"; t1=$(date +%s%N)
	d=$(( (t1 - t0) / 1000 ))
	[ -z "$span" ] || [ $d -lt $span ] && span=$d
done
bad= killed=0 nnew=0 nold=0 nleft=0 stable= runs=${KILL_RUNS:-60} r=0
while [ $r -lt $runs ]; do
	rm -f "$D/in.tailcalls.json"; cp "$TAIL" "$D/in.o"
	us=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
	us=$((us % span))
	# timeout starts the clock at the fork: no shell or sleep start-up in the delay
	timeout -s KILL "$(printf '0.%06d' "$us")" "$CONV" -q -i "$D/in.o" 2>/dev/null
	[ $? = 137 ] && killed=$((killed + 1))
	s=$(sha "$D/in.o")
	if [ "$s" = "$REF" ]; then
		nnew=$((nnew + 1))
		manifest_of "$D/in.o" "$D/in.tailcalls.json" || bad="$bad run$r:new-object-without-manifest"
	elif [ "$s" = "$OLD" ]; then
		nold=$((nold + 1))
	else
		bad="$bad run$r:input-neither-old-nor-new"
	fi
	# a kill inside the commit (link .. rename) may leave the one stable
	# temporary name of in.o; anything else is a leftover
	left=$(ls -A "$D" | grep -v '^in\.o$' | grep -v '^in\.tailcalls\.json$')
	if [ -n "$left" ]; then
		nleft=$((nleft + 1))
		case $left in .bl2btf-*) [ "$(echo "$left" | wc -l)" = 1 ] || bad="$bad run$r:left[$left]" ;;
		*) bad="$bad run$r:left[$left]" ;; esac
		[ -z "$stable" ] && stable=$left
		[ "$left" = "$stable" ] || bad="$bad run$r:new-name[$left]"
	fi
	r=$((r + 1))
done
# the next complete run removes what a killed commit left
cp "$TAIL" "$D/in.o"
"$CONV" -q -i "$D/in.o" || bad="$bad final-run-failed"
left=$(ls -A "$D" | grep -v '^in\.o$' | grep -v '^in\.tailcalls\.json$')
[ -z "$left" ] || bad="$bad after-final-run:left[$left]"
if [ -z "$bad" ] && [ $killed -ge $((runs / 4)) ]; then
	pass "file_faults: SIGKILL at random moments during -i ($runs runs, $killed killed: $nold old, $nnew new bytes, $nleft inside the commit): never partial or missing, no leftover after the next run"
else
	fail "file_faults: SIGKILL during -i: $killed of $runs killed;$bad"
fi

# ------------------------------------------------ SIGKILL during -o (atomic, no fsync)
# A new output beside an input that stays is not fsync'ed, but a
# killed run still leaves the whole object with its manifest or nothing: on
# the 5 MB generated object, whose write takes long enough to be hit.
BIG=$(BUILD=$BUILD python3 "$TOP/tests/bench/bench.py" --object 5M 2>"$T/gen.err")
if [ -f "$BIG" ]; then
	D="$T/killo"
	mkdir -p "$D"
	"$CONV" -q "$BIG" -o "$T/bigref.o" 2>/dev/null || fail "file_faults: 5 MB reference"
	BREF=$(sha "$T/bigref.o") BOLD=$(sha "$BIG")
	span=
	for r in 1 2 3; do
		rm -f "$D"/*
		t0=$(date +%s%N); "$CONV" -q "$BIG" -o "$D/out.o" 2>/dev/null; t1=$(date +%s%N)
		d=$(( (t1 - t0) / 1000 ))
		[ -z "$span" ] || [ $d -lt $span ] && span=$d
	done
	bad= killed=0 nnew=0 nnone=0 runs=${KILL_RUNS:-40} r=0
	while [ $r -lt $runs ]; do
		rm -rf "$D"; mkdir -p "$D"
		us=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
		us=$((us % span))
		timeout -s KILL "$(printf '0.%06d' "$us")" "$CONV" -q "$BIG" -o "$D/out.o" 2>/dev/null
		[ $? = 137 ] && killed=$((killed + 1))
		if [ -e "$D/out.o" ]; then
			nnew=$((nnew + 1))
			[ "$(sha "$D/out.o")" = "$BREF" ] || bad="$bad run$r:partial-object"
			manifest_of "$D/out.o" "$D/out.tailcalls.json" || bad="$bad run$r:object-without-manifest"
		else
			nnone=$((nnone + 1))
		fi
		left=$(ls -A "$D" | grep -v '^out\.o$' | grep -v '^out\.tailcalls\.json$')
		[ -z "$left" ] || bad="$bad run$r:left[$left]"
		r=$((r + 1))
	done
	[ "$(sha "$BIG")" = "$BOLD" ] || bad="$bad input-changed"
	if [ -z "$bad" ] && [ $killed -ge $((runs / 4)) ] && [ $nnone -ge 1 ]; then
		pass "file_faults: SIGKILL at random moments during -o NEW without fsync ($runs runs, $killed killed: $nnone nothing, $nnew whole): never a partial object under its name, the input untouched"
	else
		fail "file_faults: SIGKILL during -o: $killed of $runs killed, $nnone nothing, $nnew whole;$bad"
	fi
else
	fail "file_faults: generating the 5 MB object: $(tail -2 "$T/gen.err")"
fi

# ------------------------------------------------ an output created between stat and lstat
# The window concurrent runs hit about once in 800 (exit 3, "dangling
# symbolic link"), opened every time by tests/shim/create_on_lstat.c.
D="$T/race"
mkdir -p "$D"
# a sanitizer build runs with the shim preloaded ahead of its runtime
case "$BUILD" in *san*) export ASAN_OPTIONS=verify_asan_link_order=0 ;; esac
LD_PRELOAD="$(shim create_on_lstat)" BL_CREATE_ON_LSTAT="$D/out.o" \
	"$CONV" -q "$TAIL" -o "$D/out.o" 2>"$T/err"; rc=$?
if [ $rc = 0 ] && [ "$(sha "$D/out.o")" = "$REF" ] && manifest_of "$D/out.o" "$D/out.tailcalls.json" &&
	only "$D" out.o out.tailcalls.json; then
	pass "file_faults: an output another run creates between stat and lstat is replaced, not taken for a dangling link"
else
	fail "file_faults: output created between stat and lstat: $(why)"
fi
ln -s "$D/nowhere" "$D/dangling.o"
"$CONV" -q "$TAIL" -o "$D/dangling.o" 2>"$T/err"; rc=$?
[ $rc = 3 ] && grep -q 'dangling symbolic link' "$T/err" && [ ! -e "$D/nowhere" ] &&
	pass "file_faults: a real dangling symlink as output is still refused (exit 3), nothing created" ||
	fail "file_faults: dangling symlink output: $(why)"

# ------------------------------------------------ concurrent conversions to one output
# Four runs (two objects) at once, half the rounds in a fresh directory:
# creating a file another run creates too is the racy case (a name that
# stat() did not find and lstat() did was once taken for a dangling link).
bad= r=0 rounds=${CONC_ROUNDS:-40}
while [ $r -lt $rounds ]; do
	D="$T/conc$((r % 2 ? 0 : r))"
	mkdir -p "$D"
	for k in 1 2 3 4; do
		[ $((k % 2)) = 1 ] && in=$TAIL || in=$OTHER
		"$CONV" -q "$in" -o "$D/out.o" 2>"$T/err$k" & eval "p$k=\$!"
	done
	for k in 1 2 3 4; do
		eval "wait \$p$k" ||
			bad="$bad run$r.$k:exit$?[$(grep -v ': warning: \|: note: ' "$T/err$k" | head -2 | tr '\n' '|')]"
	done
	s=$(sha "$D/out.o")
	[ "$s" = "$REF" ] || [ "$s" = "$REF2" ] || bad="$bad run$r:mixed-object"
	manifest_of "$D/out.o" "$D/out.tailcalls.json" || bad="$bad run$r:manifest-of-the-other-object"
	only "$D" out.o out.tailcalls.json || bad="$bad run$r:left[$(ls -A "$D" | tr '\n' ' ')]"
	r=$((r + 1))
done
if [ -z "$bad" ]; then
	pass "file_faults: $rounds rounds of four concurrent conversions to one output (half into a new directory): all exit 0, one whole object with its own manifest, no temporaries"
else
	fail "file_faults: concurrent conversions:$bad"
fi
exit $FAILED
