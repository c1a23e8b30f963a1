# Kernel scenario (run by run_in_a in tests/lib/common.sh, or in a matrix VM;
# objects made by ref_prep in tests/lib/reference.sh): iproute2's own legacy
# loader ($T/ref/ltc, $T/ref/lip: iproute2 built without libbpf) loads each
# legacy object of $T/ref/list, and this userspace's libbpf-based tc/ip its
# conversion, in this kernel, each program section on a device of its own;
# every map the load leaves (type, key and value size, max_entries, flags)
# and every pin must be the same. Maps counted are those with an id above
# the largest before the load began (a replaced program's maps are freed
# when the kernel chooses) that are pinned or held by the attached programs
# (bpftool lists maps system-wide: see ours). The moves the
# converter announces are applied to the legacy state before comparing:
# PIN_OBJECT_NS maps pinned at tc/globals/NAME instead of tc/<sha1>/NAME,
# and PIN_NONE maps it pins by name (listed in $T/ref/NAME.moved; the
# legacy loads' own copies of such a map, one a section, are that one
# shared map). For
# samples/bpf records ($T/ref/NAME.nopins) only the maps are compared.
# Lines: "NAME KIND SECTION..." (KIND tc or xdp).
maxid() { bpftool map show 2>/dev/null | sed -n 's/^\([0-9]*\): .*/\1/p' | sort -n | tail -1; }
# ours: the ids of the maps the load left: those the programs attached on
# the rf devices use, and, through prog arrays (their values are program
# ids) and map-in-map outers (map ids), those of every program and map they
# hold. Maps are listed system-wide, and other processes may make maps
# during a load.
ids_in() {
	bpftool map dump id "$1" 2>/dev/null | sed -n 's/.*value: \(..\) \(..\) \(..\) \(..\).*/\4\3\2\1/p' |
		while read -r h; do printf '%d\n' "0x$h"; done
}
ours() {
	todo=$(for d in $(ip -o link show | sed -n 's/^[0-9]*: \(rf[0-9]*\)@.*/\1/p'); do
		tc filter show dev $d ingress 2>/dev/null | sed -n 's/.* id \([0-9]*\).*/\1/p'
		ip -d link show dev $d | sed -n 's/.*prog\/xdp id \([0-9]*\).*/\1/p'
	done)
	progs= maps=
	while [ -n "$todo" ]; do
		next=
		for p in $todo; do
			case " $progs " in *" $p "*) continue ;; esac
			progs="$progs $p"
			for m in $(bpftool prog show id $p 2>/dev/null | sed -n 's/.*map_ids \([0-9,]*\).*/\1/p' | tr , ' '); do
				case " $maps " in *" $m "*) continue ;; esac
				maps="$maps $m"
				case $(bpftool map show id $m 2>/dev/null | sed -n '1s/^[0-9]*: \([a-z_]*\) .*/\1/p') in
				prog_array) next="$next $(ids_in $m)" ;;
				array_of_maps|hash_of_maps) maps="$maps $(ids_in $m)" ;;
				esac
			done
		done
		todo=$next
	done
	echo "$maps "
}
# state BASE: sorted, "map TYPE key K value V max M flags F" for every map
# above BASE (made since the load began) that is ours or pinned, "pin PATH
# TYPE ..." for every map pin (bpftool --bpffs names them), and "pin-files
# N", the number of files in the bpffs, when it is not the number of map
# pins (a pinned program, say)
state() {
	bpftool map show --bpffs 2>/dev/null | awk -v base="$1" -v ours=" $(ours)" '
		/^[0-9]+: / { id = $1; sub(/:/, "", id); id += 0; type = $2; fl = "?"
			for (i = 3; i < NF; i++) if ($i == "flags") fl = $(i + 1) }
		/^[ \t]+key / { d[id] = type " key " $2 " value " $4 " max " $6 " flags " fl }
		/^[ \t]+pinned / { p = $2; sub("^/sys/fs/bpf/", "", p); n++; pinned[id] = 1
			print "pin " p " " (id > base ? d[id] : "(a map made before the load)") }
		END { for (i in d) if (i + 0 > base + 0 && (pinned[i] || index(ours, " " i " "))) print "map " d[i]
			print n + 0 >"'$T/ref/npins'" }' >$T/ref/st
	# bpf_preload's maps.debug and progs.debug are in every bpffs
	f=$(find /sys/fs/bpf -type f ! -name '*.debug' 2>/dev/null | wc -l)
	[ "$f" = "$(cat $T/ref/npins)" ] || echo "pin-files $f" >>$T/ref/st
	sort $T/ref/st
}
clean() {
	for dev in $(ip -o link show | sed -n 's/^[0-9]*: \(rf[0-9]*\)@.*/\1/p'); do ip link del "$dev" 2>/dev/null; done
	rm -rf /sys/fs/bpf/* 2>/dev/null
}
# load TC IP OBJ KIND SECTION...: attach each section on a device of its
# own; the first error in $T/ref/err, status 1
load() {
	_tc=$1 _ip=$2 _o=$3 _k=$4; shift 4
	_i=0
	for s; do
		_i=$((_i + 1))
		ip link add rf$_i type veth peer name rfp$_i || { echo "veth rf$_i" >$T/ref/err; return 1; }
		if [ "$_k" = xdp ]; then
			$_ip link set dev rf$_i xdpgeneric obj "$_o" sec "$s" >$T/ref/e 2>&1
		else
			$_tc qdisc add dev rf$_i clsact && $_tc filter add dev rf$_i ingress bpf da obj "$_o" sec "$s" >$T/ref/e 2>&1
		fi || { echo "sec $s: $(grep -v '^$' $T/ref/e | grep -iv 'unable to find\|verifier log\|^[0-9]*: ' | head -1)" >$T/ref/err; return 1; }
	done
}
# compare NAME: both loads once; status 0 same, 1 differ (the reason in
# $T/ref/why), 2 the legacy loader cannot attach, 3 the conversion cannot
compare() {
	base=$(maxid)
	if ! load $T/ref/ltc $T/ref/lip $T/ref/$1.o $kind $secs; then
		clean
		return 2
	fi
	state "${base:-0}" >$T/ref/$1.legacy
	clean
	base=$(maxid)
	if ! load tc ip $T/ref/$1.conv.o $kind $secs; then
		clean
		return 3
	fi
	state "${base:-0}" >$T/ref/$1.conv
	clean
	# the converter's announced moves, applied to the legacy state
	sed 's|^pin tc/[0-9a-f]\{40\}/|pin tc/globals/|' $T/ref/$1.legacy >$T/ref/want
	nsec=$(set -- $secs; echo $#)
	for m in $(cat $T/ref/$1.moved 2>/dev/null); do
		grep "^pin tc/globals/$m " $T/ref/$1.conv >>$T/ref/want
		# pinned, the map is one for every load of the object; unpinned,
		# each legacy load (one a section) made its own copy: up to one
		# copy a load beyond the first collapses into the shared map
		a=$(sed -n "s|^pin tc/globals/$m ||p" $T/ref/$1.conv | head -1)
		[ -n "$a" ] || continue
		l=$(grep -cxF "map $a" $T/ref/want) k=$(grep -cxF "map $a" $T/ref/$1.conv)
		if [ "$k" -ge 1 ] && [ "$k" -lt "$l" ] && [ $((l - k)) -lt "$nsec" ]; then
			awk -v m="map $a" -v n=$((l - k)) '$0 == m && n > 0 { n--; next } { print }' \
				$T/ref/want >$T/ref/want2 && mv $T/ref/want2 $T/ref/want
		fi
	done
	what="maps and pins"
	if [ -e $T/ref/$1.nopins ]; then
		sed -i '/^pin/d' $T/ref/want $T/ref/$1.conv
		what="maps (samples/bpf records: tc's loader misreads their pinning)"
	fi
	sort -o $T/ref/want $T/ref/want
	cmp -s $T/ref/want $T/ref/$1.conv && return 0
	echo "legacy-only [$(comm -23 $T/ref/want $T/ref/$1.conv | tr '\n' ';')] conversion-only [$(comm -13 $T/ref/want $T/ref/$1.conv | tr '\n' ';')]" >$T/ref/why
	return 1
}
same=0 differ=0 noload=0
clean
while read -r name kind secs <&3; do
	# maps are counted system-wide: another process making maps during a
	# load (other tests on a shared host) shows up as a difference that
	# does not come back; a real one does, in each of 3 tries
	try=1
	while compare $name; rc=$?; [ $rc = 1 ] && [ $try -lt 3 ]; do try=$((try + 1)); done
	case $rc in
	0)
		pass "reference $name: legacy loader and conversion leave the same $what ($(grep -c '^map' $T/ref/want) maps, $(grep -c '^pin' $T/ref/want) pins)$([ $try = 1 ] || echo ", try $try")"
		same=$((same + 1)) ;;
	1)
		fail "reference $name: kernel state differs in 3 tries: $(cat $T/ref/why)"
		differ=$((differ + 1)) ;;
	2)
		echo "SKIP: reference $name: the legacy loader cannot attach it: $(cat $T/ref/err)"
		noload=$((noload + 1)) ;;
	3)
		fail "reference $name: the legacy loader attaches it, libbpf's tc/ip not its conversion: $(cat $T/ref/err)"
		differ=$((differ + 1)) ;;
	esac
done 3<$T/ref/list
echo "# reference: $same identical, $differ differ, $noload the legacy loader cannot attach"
