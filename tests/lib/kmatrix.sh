# The kernel matrix (tests/e2e/kernels/): the kernel scenarios of
# tests/lib/scenarios/ (the same files the host and release-stack tests run)
# inside a VM booting Debian release REL's kernel (tests/lib/vm.sh), once
# under this machine's tc/ip/bpftool and once under those of REL's release
# root (tests/stacks/make-root.sh; bookworm's is this machine's). Results
# are named "REL kernel/USERSPACE: ...". Source after common.sh.
. "$TOP/tests/lib/vm.sh"
. "$TOP/tests/lib/stacks.sh"
. "$TOP/tests/lib/kscenarios.sh"
. "$TOP/tests/lib/reference.sh"

# km_host_image: KM_IMG := the cached ext4 image of this machine's
# userspace (vm_root_host), rebuilt when the packages it copies change.
km_host_image() {
	_key=$(dpkg-query -W iproute2 bpftool iputils-ping python3 libc6 libbpf1 busybox-static dash 2>/dev/null |
		cat - /dev/null | md5sum | cut -c1-12)
	KM_IMG=$VM_CACHE/roots/host-$_key.img
	[ -s "$KM_IMG" ] && return 0
	mkdir -p "$VM_CACHE/roots" || return 1
	_d=$(mktemp -d "$VM_CACHE/roots/.host.XXXXXX") &&
		vm_root_host "$_d" && vm_image "$_d" "$KM_IMG.new" && mv "$KM_IMG.new" "$KM_IMG"; _rc=$?
	rm -rf "$_d" "$KM_IMG.new.log"
	return $_rc
}

# km_release_image ROOT REL: KM_IMG := the cached ext4 image of release root
# ROOT, rebuilt when the root is newer than the image.
km_release_image() {
	KM_IMG=$VM_CACHE/roots/$2.img
	[ -s "$KM_IMG" ] && [ ! "$1/bl-stack.info" -nt "$KM_IMG" ] && return 0
	mkdir -p "$VM_CACHE/roots" || return 1
	exec 8>"$VM_CACHE/roots/.$2.lock"
	flock 8
	vm_image "$1" "$KM_IMG.new" && mv "$KM_IMG.new" "$KM_IMG"; _rc=$?
	rm -f "$KM_IMG.new.log"
	exec 8>&-
	return $_rc
}

# km_prep: the objects every run loads, the scenario files and job.sh, in $T.
km_prep() {
	[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "converter and linter built"; return 1; }
	ks_prep_examples
	ks_prep_seed || return 1
	ks_prep_tailcalls
	for s in shared_map tailcall_chain map_in_map_xdp tailcall_types seed_reload seed_mixed legacy_tc \
		legacy_reference; do
		cat "$TOP/tests/lib/scenario_env.sh" "$TOP/tests/lib/scenarios/$s.sh" >"$T/sc_$s.sh" || return 1
	done
	cp "$TOP/tests/vm/scenarios-job.sh" "$T/job.sh"
	# the legacy loader's reference (this machine's userspace only: the
	# legacy tc is built against its libraries); what cannot be compared
	# is reported once by tests/e2e/kernel/legacy_reference.sh
	KM_REF=
	ref_prep >"$T/ref.prep" 2>&1 || KM_REF=$(sed -n 's/^\(SKIP\|FAIL\): legacy loader reference: //p' "$T/ref.prep" | head -1)
	grep -q '^FAIL: legacy' "$T/ref.prep" && fail "legacy loader reference: $KM_REF"
	for n in shared_map tailcall graft; do
		cp "$EXG/$n.o" "$T/legacy_$n.o" || return 1
	done
}

# km_list US LIBBPF: $T/scenarios.US.list for userspace US, whose libbpf is LIBBPF
# (major.minor): the scenarios of stack_run, legacy_tc with bpf-lint's
# predictions for that libbpf; for this machine's userspace also
# $T/scenarios.hostref.list, the legacy loader's reference, run in a VM of
# its own. act_bpf is loaded in the VM, so the act_tail
# attach must run (ACT_BPF=required).
km_list() {
	_v=$2 _p=
	for n in shared_map tailcall graft; do
		sec=ingress; [ $n = shared_map ] || sec=classifier
		"$LINT" --no-config --profile=iproute2 --libbpf="$_v" "$EXG/$n.o" >/dev/null 2>&1 &&
			pred=ok || pred=fail
		_p="$_p SEC_$n=$sec PRED_$n=$pred"
	done
	cat >"$T/scenarios.$1.list" <<LIST
shared_map shared_map
tailcall_chain tailcall_chain
map_in_map_xdp map_in_map_xdp
tailcall_types tailcall_types ACT_BPF=required
seed_reload_xdp seed_reload LOADER=xdp DIR=/sys/fs/bpf/xdp/globals
seed_reload_tc seed_reload LOADER=tc DIR=/sys/fs/bpf/tc/globals
seed_mixed seed_mixed
legacy_tc legacy_tc NAMES=shared_map_tailcall_graft LIBBPF=$_v$_p
LIST
	sed -i 's/NAMES=shared_map_tailcall_graft/NAMES="shared_map tailcall graft"/' "$T/scenarios.$1.list"
	if [ "$1" = host ] && [ -z "$KM_REF" ]; then
		echo "legacy_reference legacy_reference" >"$T/scenarios.hostref.list"
	fi
}

# km_start REL ID IMG [PATH]: start the VM running the scenarios of
# $T/scenarios.ID.list in REL's kernel ($KDIR) on root image IMG, in the
# background; its output goes to $T/out.ID, its status to $T/rc.ID.
km_start() {
	_kp=${4:-/usr/sbin:/usr/bin:/sbin:/bin}
	(
		_t0=$(date +%s)
		vm_run "$KDIR" "$3" "$T" job.sh "$T/out.$2" T="$T" LIST="$T/scenarios.$2.list" PATH="$_kp"
		echo "$? $(( $(date +%s) - _t0 ))" >"$T/rc.$2"
	) &
}

# km_report REL US [ID]: the results of km_start's VM ID (default US),
# named "REL kernel/US: ..."; a VM that did not boot or timed out is one
# FAIL naming the kernel.
km_report() {
	set -- "$1" "${3:-$2}" "$2"
	read -r _rc _s <"$T/rc.$2" || { _rc=125; _s=?; }
	[ "$2" = "$3" ] && sed -n '/^# kernel /p' "$T/out.$2" | sed "s|^# |# $1 kernel/$3: |" | head -1
	grep -E '^(PASS|FAIL|SKIP): ' "$T/out.$2" | sed -E "s/^(PASS|FAIL|SKIP): /\1: $1 kernel\/$3: /"
	# one line per scenario, for the kernel table of docs/releases.md
	# (tests/vm/matrix-table.py): "# REL kernel/US: scenario NAME: P pass,
	# F fail, S skip (why), Ns"
	awk -v h="# $1 kernel/$3: scenario" '
		/^PASS: / { p++ } /^FAIL: / { f++ }
		/^SKIP: / { s++; sub(/^SKIP: /, ""); why = why (why == "" ? "" : "; ") $0 }
		/^# scenario / { printf "%s %s: %d pass, %d fail, %d skip%s, %s\n", h, $3, p, f, s,
			(why == "" ? "" : " (" why ")"), $4; p = f = s = 0; why = "" }' "$T/out.$2"
	case $_rc in
	0) echo "# $1 kernel/$3: ${_s}s in the $([ "$2" = "$3" ] || echo "reference ")VM ($(vm_accel))" ;;
	124) fail "$1 kernel/$3: VM $(vm_kver "$KDIR") timed out: $(grep '^BLVM' "$T/out.$2" | tail -1)" ;;
	125) fail "$1 kernel/$3: VM $(vm_kver "$KDIR") did not run the scenarios: $(grep '^BLVM' "$T/out.$2" | tail -1)" ;;
	*) fail "$1 kernel/$3: scenarios exited $_rc: $(grep -v '^[#A-Z]' "$T/out.$2" | tail -2 | tr '\n' ' ')" ;;
	esac
	grep -q '^FAIL: ' "$T/out.$2" && FAILED=1
	return 0
}

# km_run REL: the whole matrix row of REL's kernel: the VMs of both
# userspaces and the legacy loader's reference VM run at the same time (one
# vCPU each).
km_run() {
	rel=$1
	why=$(vm_skip_reason)
	[ -z "$why" ] || { skip "$rel kernel: $why"; return 0; }
	vm_kernel "$rel" || return 0
	km_prep || { fail "$rel kernel: preparing the objects"; return 1; }
	vm_accel >/dev/null
	_us= _path=
	# this machine's userspace
	if km_host_image; then
		km_list host "$(dpkg-query -W -f='${Version}\n' libbpf1 libbpf0 2>/dev/null |
			sed -n 's/^\([0-9]*:\)\{0,1\}\([0-9]*\.[0-9]*\).*/\2/p' | head -1)"
		_img_host=$KM_IMG
		_us=host
		[ -z "$KM_REF" ] || skip "$rel kernel/host: legacy loader reference: $KM_REF"
	else
		fail "$rel kernel/host: cannot make the image of this machine's userspace"
	fi
	# the release's own userspace (bookworm's is this machine's)
	if [ "$rel" != bookworm ] && stack_root "$rel"; then
		if km_release_image "$ROOT" "$rel"; then
			km_list "$rel" "$(chroot "$ROOT" dpkg-query -W -f='${Version}\n' libbpf0 libbpf1 2>/dev/null |
				sed -n 's/^\([0-9]*:\)\{0,1\}\([0-9]*\.[0-9]*\).*/\2/p' | head -1)"
			if [ ! -x "$ROOT/usr/sbin/bpftool" ]; then
				host_bpftool_into "$T" || fail "$rel kernel/$rel: copy the host's bpftool"
				_path=$T/bin:/usr/sbin:/usr/bin:/sbin:/bin
			fi
			_img_rel=$KM_IMG
			_us="$_us $rel"
		else
			fail "$rel kernel/$rel: cannot make the image of $ROOT"
		fi
	fi
	_t0=$(date +%s)
	for u in $_us; do
		if [ $u = host ]; then
			km_start "$rel" host "$_img_host"
			[ -e "$T/scenarios.hostref.list" ] && km_start "$rel" hostref "$_img_host"
		else
			km_start "$rel" "$u" "$_img_rel" $_path
		fi
	done
	wait
	for u in $_us; do
		km_report "$rel" "$u"
		[ $u = host ] && [ -e "$T/scenarios.hostref.list" ] && km_report "$rel" host hostref
	done
	echo "# $rel kernel: the VMs ran $(( $(date +%s) - _t0 ))s (wall, at the same time)"
}
