# Small QEMU VMs booting Debian's kernels (tests/vm/fetch-kernel.sh), for the
# kernel matrix (tests/e2e/matrix/) and for any test that needs to run
# something inside another kernel. Source after common.sh (uses skip, fail,
# $TOP). Needs root and qemu-system-x86_64, busybox (static) and mkfs.ext4;
# every function reports why it cannot run instead of hanging.
#
# Interface:
#   vm_kernel REL            KDIR := the kernel of Debian release REL
#                            (bullseye, bookworm, trixie, sid), fetched and
#                            cached; else a SKIP line "REL kernel: why"
#                            (or a FAIL) and status 1.
#   vm_root_host DIR         DIR := a root of this machine's userspace: its
#                            tc, ip, bpftool, ping, python3, dash as sh and
#                            the coreutils the scenarios use, with their
#                            libraries; busybox for any other command.
#   vm_image DIR IMG         IMG := an ext4 image of DIR (mkfs.ext4 -d).
#   vm_run KDIR IMG DIR SCRIPT OUT [VAR=VALUE...]
#                            boot KDIR's kernel (modules $VM_MODULES loaded)
#                            with root image IMG ("" = only the initramfs,
#                            busybox), copy DIR (absolute) into the root at
#                            the same path, run `sh DIR/SCRIPT` there as root
#                            with only PATH, HOME and the VARs set, and write
#                            its stdout and stderr to OUT. Returns SCRIPT's
#                            exit status; 124 when the VM ran past
#                            $VM_TIMEOUT seconds (default 600) and was
#                            killed, 125 when it did not boot or could not
#                            run the job (the reason in OUT, the serial
#                            console in OUT.console). The image is attached
#                            with snapshot=on: the guest's writes vanish.
#   vm_accel                 the -accel QEMU uses: kvm when a probe VM boots
#                            with it within 20 seconds, else tcg (KVM hangs
#                            in some nested VMs); VM_ACCEL overrides, and the
#                            answer is kept for the boot in $VM_CACHE.
# VM_QEMU (default qemu-system-x86_64), VM_MEM (MiB, default 768),
# VM_MODULES (default: virtio_pci virtio_blk sch_ingress cls_bpf act_bpf veth
# algif_hash, the last for the legacy tc's PIN_OBJECT_NS hashes; one built
# into the kernel, or missing, is left out).
# DIR travels in the initramfs (in the guest's memory): keep it small. The
# root image is attached read-write with snapshot=on, so several VMs can
# share it. Example, a script run in sid's kernel under this machine's
# userspace (km_host_image: tests/lib/kmatrix.sh, which sources this file):
#   . tests/lib/common.sh; . tests/lib/kmatrix.sh; tmpdir
#   echo 'uname -r; bpftool version' >"$T/probe.sh"
#   vm_kernel sid && km_host_image &&
#     vm_run "$KDIR" "$KM_IMG" "$T" probe.sh "$T/out"; echo "status $?"

: "${VM_CACHE:=${KERNELS_CACHE:-/var/cache/bpf-legacy2btf/kernels}}"
: "${VM_TIMEOUT:=600}"
: "${VM_QEMU:=qemu-system-x86_64}"
: "${VM_MEM:=768}"
: "${VM_MODULES:=virtio_pci virtio_blk sch_ingress cls_bpf act_bpf veth algif_hash}"

# vm_skip_reason: why VMs cannot run here, or nothing.
vm_skip_reason() {
	[ "$(id -u)" = 0 ] || { echo "not root"; return; }
	command -v "$VM_QEMU" >/dev/null || { echo "$VM_QEMU not installed (package qemu-system-x86)"; return; }
	# the initramfs holds busybox alone: a static one (ldd refuses it)
	[ -x /bin/busybox ] && ! ldd /bin/busybox >/dev/null 2>&1 ||
		{ echo "no static /bin/busybox (package busybox-static)"; return; }
	command -v mkfs.ext4 >/dev/null || [ -x /usr/sbin/mkfs.ext4 ] || [ -x /sbin/mkfs.ext4 ] ||
		{ echo "mkfs.ext4 not installed"; return; }
	command -v cpio >/dev/null || { echo "cpio not installed"; return; }
}

vm_kernel() {
	KDIR=$(sh "$TOP/tests/vm/fetch-kernel.sh" "$1"); _rc=$?
	case $_rc in
	0) return 0 ;;
	77) skip "$1 kernel: $KDIR"; return 1 ;;
	*) fail "$1 kernel: fetch-kernel.sh: $KDIR"; return 1 ;;
	esac
}

# vm_kver KDIR: the kernel's version (its modules directory's name)
vm_kver() { ls "$1/modules/lib/modules" | head -1; }

# _vm_mod_file KDIR NAME: the module's file, or nothing
_vm_mod_file() {
	_m=$(find "$1/modules/lib/modules" -name "$2.ko*" | head -1)
	[ -n "$_m" ] || _m=$(find "$1/modules/lib/modules" -name "$(echo "$2" | tr _ -).ko*" | head -1)
	echo "$_m"
}

# _vm_mod_add KDIR NAME DEST: NAME's module and, first, those it depends on
# (its .modinfo "depends="), decompressed into DEST; their names appended,
# in load order, to DEST/../modules.load. Built-in modules are skipped.
_vm_mod_add() {
	grep -qx "$2" "$3/../modules.load" 2>/dev/null && return 0
	_f=$(_vm_mod_file "$1" "$2")
	[ -n "$_f" ] || return 0
	case $_f in
	*.xz) xz -dc "$_f" ;;
	*.zst) zstd -qdc "$_f" ;;
	*.gz) gzip -dc "$_f" ;;
	*) cat "$_f" ;;
	esac >"$3/$2.ko" || return 1
	for _d in $(tr '\0' '\n' <"$3/$2.ko" | sed -n 's/^depends=//p' | tr , ' '); do
		_vm_mod_add "$1" "$_d" "$3" || return 1
	done
	echo "$2" >>"$3/../modules.load"
}

# _vm_copy_cmd DEST PATH...: each command, with the libraries and loader
# ldd names, copied into root DEST at its own path (links resolved)
_vm_copy_cmd() {
	_dest=$1; shift
	for _c; do
		mkdir -p "$_dest$(dirname "$_c")" && cp -L "$_c" "$_dest$_c" || return 1
		for _l in $(ldd "$_c" 2>/dev/null | awk '$3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'); do
			[ -e "$_dest$_l" ] && continue
			mkdir -p "$_dest$(dirname "$_l")" && cp -L "$_l" "$_dest$_l" || return 1
		done
	done
}

vm_root_host() {
	_r=$1
	mkdir -p "$_r/bin" "$_r/usr/bin" "$_r/usr/sbin" "$_r/sbin" "$_r/tmp" "$_r/etc" || return 1
	chmod 1777 "$_r/tmp"
	cp /bin/busybox "$_r/bin/busybox" || return 1
	for _a in $(/bin/busybox --list); do
		[ "$_a" = busybox ] || ln -s busybox "$_r/bin/$_a"
	done
	set --
	for _c in tc ip bpftool ping dash env awk sed grep cat rm mkdir cp mv ln head tail cut tr wc \
		sleep mount umount chroot ls sort uniq seq od stat printf test timeout find xargs dd cmp; do
		_p=$(command -v $_c) || continue
		case $_p in /*) set -- "$@" "$_p" ;; esac
	done
	# Debian's python3 (a python3 earlier in PATH may be another build)
	_py3=/usr/bin/python3
	[ -x $_py3 ] || _py3=$(command -v python3) || return 1
	_vm_copy_cmd "$_r" "$@" || return 1
	_vm_copy_cmd "$_r" "$(readlink -f $_py3)" || return 1
	ln -sf "$(readlink -f $_py3)" "$_r/usr/bin/python3"
	# dash is the host's sh; the copies win over busybox's links in PATH
	# order (/usr/sbin:/usr/bin:/sbin:/bin)
	ln -sf "$(command -v dash)" "$_r/usr/bin/sh"
	_py=$($_py3 -c 'import sys; print(sys.prefix + "/lib/python%d.%d" % sys.version_info[:2])')
	mkdir -p "$_r$_py" && (cd "$_py" && tar cf - --exclude=./test --exclude=./idlelib --exclude=./tkinter \
		--exclude=./ensurepip --exclude=./lib2to3 --exclude=./site-packages --exclude=./dist-packages .) |
		(cd "$_r$_py" && tar xf -) || return 1
	for _f in /etc/protocols /etc/services /etc/nsswitch.conf /etc/iproute2; do
		[ -e "$_f" ] && cp -a "$_f" "$_r$_f"
	done
	echo "root:x:0:0:root:/:/bin/sh" >"$_r/etc/passwd"
	return 0
}

vm_image() {
	_kb=$(du -sk "$1" | cut -f1)
	_kb=$((_kb + _kb / 4 + 65536))
	rm -f "$2"
	PATH=$PATH:/usr/sbin:/sbin mkfs.ext4 -q -F -d "$1" -L blroot -E root_owner=0:0 "$2" "${_kb}k" >"$2.log" 2>&1
}

vm_accel() {
	if [ -n "${VM_ACCEL:-}" ]; then echo "$VM_ACCEL"; return; fi
	if [ ! -w /dev/kvm ] 2>/dev/null || [ ! -e /dev/kvm ]; then echo tcg; return; fi
	_boot=$(cat /proc/sys/kernel/random/boot_id 2>/dev/null)
	_f=$VM_CACHE/.accel.$_boot
	[ -s "$_f" ] && { cat "$_f"; return; }
	# probe: the first cached kernel boots a job that only says "ok"
	_k=$(ls -d "$VM_CACHE"/*/vmlinuz 2>/dev/null | head -1)
	[ -n "$_k" ] || { echo tcg; return; }
	_t=$(mktemp -d /tmp/bl-vmprobe.XXXXXX)
	echo 'echo ok' >"$_t/p.sh"
	VM_ACCEL=kvm VM_TIMEOUT=20 VM_MODULES= vm_run "$(dirname "$_k")" "" "$_t" p.sh "$_t/out" >/dev/null 2>&1
	if grep -qx ok "$_t/out" 2>/dev/null; then _a=kvm; else _a=tcg; fi
	rm -rf "$_t"
	echo "$_a" >"$_f" 2>/dev/null
	echo "$_a"
}

vm_run() {
	_k=$1 _img=$2 _dir=$3 _script=$4 _out=$5
	shift 5
	_w=$(mktemp -d /tmp/bl-vm.XXXXXX) || return 125
	# a test killed by the runner's timeout leaves no work directory
	trap 'rm -rf "$_w"; exit 143' TERM INT
	mkdir -p "$_w/i/bin" "$_w/i/modules" "$_w/i/job$_dir" "$_w/i/usr/bin" &&
		cp /bin/busybox "$_w/i/bin/busybox" && cp "$TOP/tests/vm/init" "$_w/i/init" &&
		chmod +x "$_w/i/init" && ln -s ../../bin/busybox "$_w/i/usr/bin/env" &&
		: >"$_w/i/modules.load" && cp -a "$_dir/." "$_w/i/job$_dir/" ||
		{ echo "BLVM: cannot prepare the initramfs in $_w" >"$_out"; rm -rf "$_w"; return 125; }
	for _m in $VM_MODULES; do
		_vm_mod_add "$_k" "$_m" "$_w/i/modules" ||
			{ echo "BLVM: cannot copy module $_m" >"$_out"; rm -rf "$_w"; return 125; }
	done
	{
		echo "VM_ROOT='${_img:+1}'"
		echo "VM_DIR='$_dir'"
		echo "VM_SCRIPT='$_script'"
		echo "VM_PATH='/usr/sbin:/usr/bin:/sbin:/bin'"
		printf "VM_ENV='%s'\n" "$*"
	} >"$_w/i/job.env"
	(cd "$_w/i" && find . | cpio -o -H newc --quiet | gzip -1) >"$_w/initrd" ||
		{ echo "BLVM: cpio failed" >"$_out"; rm -rf "$_w"; return 125; }
	_acc=$(vm_accel)
	set -- -accel "$_acc" -m "$VM_MEM" -smp 1 -nographic -no-reboot -nodefaults \
		-kernel "$_k/vmlinuz" -initrd "$_w/initrd" \
		-append "console=ttyS0 panic=-1 quiet loglevel=3 rdinit=/init" \
		-serial "file:$_w/console" -serial "file:$_w/out" -display none -monitor none
	[ -n "$_img" ] && set -- "$@" -drive "file=$_img,format=raw,if=virtio,snapshot=on"
	# --foreground: QEMU stays in the caller's process group, so the test
	# runner's timeout, which signals that group, stops it too
	timeout --foreground -k 5 "$VM_TIMEOUT" "$VM_QEMU" "$@" </dev/null >"$_w/qemu.log" 2>&1; _q=$?
	sed '/^BLVM-EXIT /d' "$_w/out" 2>/dev/null | tr -d '\r' >"$_out"
	cp "$_w/console" "$_out.console" 2>/dev/null
	_rc=$(sed -n 's/^BLVM-EXIT \([0-9]*\).*/\1/p' "$_w/out" 2>/dev/null | tail -1)
	if [ -z "$_rc" ]; then
		if [ $_q -eq 124 ] || [ $_q -eq 137 ]; then
			_rc=124
			echo "BLVM: killed after ${VM_TIMEOUT}s ($_acc); console: $(tail -c 300 "$_w/console" | tr -d '\r' | tr '\n' '|')" >>"$_out"
		else
			_rc=125
			echo "BLVM: no job result (qemu exit $_q: $(tail -2 "$_w/qemu.log" | tr '\n' ' ')); console: $(tail -c 300 "$_w/console" | tr -d '\r' | tr '\n' '|')" >>"$_out"
		fi
	fi
	rm -rf "$_w"
	return "$_rc"
}
