# Release stacks: the kernel scenarios of tests/lib/scenarios/ run with the
# tc/ip/bpftool of another Debian release, from a minimal chroot of it
# (tests/stacks/make-root.sh, cached). Source after common.sh.

# stack_root REL: ROOT becomes REL's chroot, or the reason it cannot be made
# is reported as a SKIP (exit 77 of make-root.sh) or a FAIL; returns 1 then.
stack_root() {
	ROOT=$(sh "$TOP/tests/stacks/make-root.sh" "$1"); rc=$?
	case $rc in
	0) return 0 ;;
	77) skip "$1 stack: $ROOT"; return 1 ;;
	*) fail "$1 stack: make-root.sh: $ROOT"; return 1 ;;
	esac
}

# stack_enter: after netns_setup. Copies $T into the root at the same path
# (the graft scripts name their objects by absolute path) and, for a root
# without its own bpftool (bullseye), the host's bpftool (host_bpftool_into).
# Removed on exit.
stack_enter() {
	trap 'ip netns del $NSA 2>/dev/null; ip netns del $NSB 2>/dev/null; rm -rf "$T" "$ROOT$T"' EXIT
	mkdir -p "$ROOT$T" "$ROOT/run/netns" && cp -a "$T/." "$ROOT$T/" || return 1
	STACK_PATH=/usr/sbin:/usr/bin:/sbin:/bin
	[ -x "$ROOT/usr/sbin/bpftool" ] && return 0
	host_bpftool_into "$ROOT$T" || return 1
	STACK_PATH=$T/bin:$STACK_PATH
}

# host_bpftool_into DIR: the host's bpftool with its libraries and loader
# (the host's glibc is newer than bullseye's) in DIR/hostbpftool, and a
# wrapper DIR/bin/bpftool running it, for a root that has DIR's copy at $T
# (a release root or a matrix VM): put $T/bin first in PATH there.
host_bpftool_into() {
	mkdir -p "$1/hostbpftool" &&
	cp -L $(ldd "$(command -v bpftool)" | awk '$3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }') \
		"$(command -v bpftool)" "$1/hostbpftool/" || return 1
	ld=$(cd "$1/hostbpftool" && ls ld-linux* | head -1)
	mkdir -p "$1/bin" &&
	printf '#!/bin/sh\nexec %s/%s --library-path %s %s/bpftool "$@"\n' "$T/hostbpftool" "$ld" \
		"$T/hostbpftool" "$T/hostbpftool" >"$1/bin/bpftool" &&
	chmod +x "$1/bin/bpftool"
}

# run_in_root SCRIPT [VAR=VALUE...]: run_in_a inside $ROOT, in one
# `ip netns exec NSA chroot ROOT sh -c ...`: fresh proc, sysfs (this
# namespace's devices) and bpffs in the root; the host's /run/netns is bound
# into it so that `ip netns exec $NSB` works there (the root is bound onto
# itself first: ip netns exec remounts "/", which must be a mount). Files the scenario
# writes under $T stay in the root's copy.
run_in_root() {
	cat "$TOP/tests/lib/scenario_env.sh" "$1" >"$ROOT$T/scenario.sh"
	shift
	ip netns exec "$NSA" sh -c 'mount --bind "$0" "$0" && mount --rbind /run/netns "$0/run/netns" &&
		exec chroot "$0" "$@"' "$ROOT" \
		env -i PATH="$STACK_PATH" T="$T" NSB="$NSB" "$@" \
		sh -c 'mount -t proc proc /proc && mount -t sysfs sysfs /sys && exec sh "$T/scenario.sh"'
}

# stack_versions: what the root's tc says (tc -V) and its libbpf package.
stack_versions() {
	chroot "$ROOT" tc -V 2>&1 | grep -m1 iproute2
	chroot "$ROOT" dpkg-query -W -f='${Package} ${Version}\n' libbpf0 libbpf1 2>/dev/null
}

# stack_run REL: every kernel scenario of the examples under REL's tc/ip/
# bpftool; results named "REL: ...".
stack_run() {
	rel=$1
	why=$(kernel_skip_reason)
	if [ -n "$why" ]; then
		skip "$rel stack scenarios: $why"
		return 0
	fi
	[ -x "$CONV" ] || { fail "converter built"; return 1; }
	stack_root "$rel" || return 0
	echo "# $rel: $(stack_versions | tr '\n' ' ')"
	. "$TOP/tests/lib/kscenarios.sh"
	ks_prep_examples
	ks_prep_seed
	ks_prep_tailcalls
	netns_setup || { fail "$rel: netns setup"; return 1; }
	stack_enter || { fail "$rel: copy the objects into $ROOT"; return 1; }
	S=$TOP/tests/lib/scenarios
	{
		run_in_root "$S/shared_map.sh"
		run_in_root "$S/tailcall_chain.sh"
		run_in_root "$S/map_in_map_xdp.sh"
		run_in_root "$S/tailcall_types.sh"
		run_in_root "$S/seed_reload.sh" LOADER=xdp DIR=/sys/fs/bpf/xdp/globals
		run_in_root "$S/seed_reload.sh" LOADER=tc DIR=/sys/fs/bpf/tc/globals
		run_in_root "$S/seed_mixed.sh"
		legacy_tc
	} 2>&1 | sed -E "s/^(PASS|FAIL|SKIP): /\1: $rel: /"
}

# legacy_tc: unconverted examples under the release's tc, against what
# bpf-lint --profile=iproute2 predicts for the release's libbpf.
legacy_tc() {
	v=$(chroot "$ROOT" dpkg-query -W -f='${Version}\n' libbpf0 libbpf1 2>/dev/null |
		sed -n 's/^\([0-9]*:\)\{0,1\}\([0-9]*\.[0-9]*\).*/\2/p' | head -1)
	[ -n "$v" ] || { fail "legacy objects: no libbpf version in $ROOT"; return; }
	set --
	for n in shared_map tailcall graft; do
		cp "$EXG/$n.o" "$ROOT$T/legacy_$n.o"
		sec=ingress; [ $n = shared_map ] || sec=classifier
		"$LINT" --no-config --profile=iproute2 --libbpf="$v" "$EXG/$n.o" >/dev/null 2>&1 &&
			pred=ok || pred=fail
		set -- "$@" SEC_$n=$sec PRED_$n=$pred
	done
	run_in_root "$TOP/tests/lib/scenarios/legacy_tc.sh" NAMES="shared_map tailcall graft" LIBBPF="$v" "$@"
}
