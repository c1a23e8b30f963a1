#!/bin/sh
# test-timeout: 2400
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# The README's first command on a fresh Debian 12 machine: a copy of a
# minimal root (debootstrap --variant=minbase plus git and make, cached:
# tests/lib/fresh_root.sh) gets a git clone of this tree, and `make demo`
# runs there as root. It must install the packages with the root's own
# apt-get (nothing else is there: no compiler, pkg-config, libbpf, tc),
# build, convert, and load the converted examples with the root's tc and ip
# in network namespaces: the shared map counts the pings, every hop of the
# tail-call chain ran, the XDP program is attached. Then `make install`
# there: the installed commands run (--version), `man` finds and renders
# their pages, and bash-completion finds and runs their completion. Each
# step's time is printed (a warm run reuses the root and the downloaded
# .debs; the packages are installed anew every run).
. "$(dirname "$0")/../../lib/common.sh"
. "$TOP/tests/lib/fresh_root.sh"
tmpdir
why=$(kernel_skip_reason)
[ -z "$why" ] || { skip "fresh_root: $why"; exit 0; }
t0=$(date +%s)
fresh_root fresh_root || exit 0
echo "# root ready in $(( $(date +%s) - t0 )) s: $(tr '\n' ' ' <"$FR/bl-stack.info")"
for c in cc clang pkg-config tc; do
	fresh_run sh -c "command -v $c" >/dev/null &&
		{ fail "fresh_root: the fresh root already has $c"; exit 1; }
done

# The tree as committed plus what is not yet (tracked and untracked files
# that git does not ignore), committed in a scratch repository that the
# root's own git clones, as a user clones the project.
mkdir -p "$FR/tmp/src"
(cd "$TOP" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - 2>/dev/null) |
	(cd "$FR/tmp/src" && tar -xf -) || { fail "fresh_root: copy the tree"; exit 1; }
fresh_run sh -c 'cd /tmp/src && git init -q && git add -A &&
	git -c user.name=fresh -c user.email=fresh@localhost commit -qm snapshot &&
	git clone -q /tmp/src /root/bpflegacy' >"$T/clone.log" 2>&1 ||
	{ fail "fresh_root: git clone in the root: $(tail -2 "$T/clone.log")"; exit 1; }

t_root=$(( $(date +%s) - t0 ))
t1=$(date +%s)
fresh_run sh -c 'cd /root/bpflegacy && make demo' >"$T/demo.log" 2>&1; rc=$?
t_demo=$(( $(date +%s) - t1 ))
cp "$T/demo.log" "$B/fresh_root.demo.log" 2>/dev/null
if [ $rc = 0 ] && grep -q '^deps: installing: clang ' "$T/demo.log"; then
	pass "fresh_root: make demo installs the packages with the root's apt-get and succeeds ($t_demo s; log: $BUILD/fresh_root.demo.log)"
else
	fail "fresh_root: make demo: exit $rc ($t_demo s): $(grep -E 'rror|Stop|deps:' "$T/demo.log" | head -3 | tr '\n' ' ')"
	exit 1
fi
# The demo's own proofs that the programs ran in the kernel.
sed -n '/map_sh after 3 pings/,/^\$ sh /p' "$T/demo.log" | grep -q '"value": [1-9]' &&
	pass "fresh_root: tc loaded the converted shared_map.o and its counter counted the pings" ||
	fail "fresh_root: no map_sh counts in the demo: $(grep -A4 'map_sh after' "$T/demo.log" | tr '\n' ' ')"
grep -q 'key: 03 00 00 00  value: 0*[1-9]' "$T/demo.log" &&
	pass "fresh_root: the grafted tail-call chain ran every hop (hops[3] counted)" ||
	fail "fresh_root: hops[3] did not count: $(grep -A6 'hops\[0' "$T/demo.log" | tr '\n' ' ')"
grep -q 'prog/xdp id [0-9]' "$T/demo.log" &&
	pass "fresh_root: ip attached the converted XDP program" ||
	fail "fresh_root: no prog/xdp in the demo's ip link show"

t1=$(date +%s)
fresh_run sh -c 'cd /root/bpflegacy && make install && apt-get install -y -q man-db bash-completion' \
	>"$T/install.log" 2>&1; rc=$?
t_inst=$(( $(date +%s) - t1 ))
[ $rc = 0 ] &&
	pass "fresh_root: make install in the fresh root ($t_inst s, with man-db and bash-completion to try them)" ||
	{ fail "fresh_root: make install: $(tail -3 "$T/install.log" | tr '\n' ' ')"; exit 1; }
want=$(cd "$TOP" && sed -n 's/^#define BPFLEGACY_VERSION "\(.*\)"/\1/p' include/bpflegacy.h)
v=$(fresh_run sh -c 'cd / && bpf-legacy2btf --version | head -1 && bpf-lint --version | head -1' 2>&1)
case $v in
*"bpf-legacy2btf"*"$want"*"bpf-lint"*"$want"*) pass "fresh_root: the installed commands run: $(echo $v)" ;;
*) fail "fresh_root: installed --version: $v" ;;
esac
m=$(fresh_run sh -c 'for p in bpf-legacy2btf bpf-lint; do man -w $p && MANWIDTH=80 man $p 2>&1 | grep -c "^EXIT STATUS"; done' 2>&1)
# (Debian's /usr/local/man is a link to /usr/local/share/man)
case $(echo $m) in
"/usr/local/"*"man/man1/bpf-legacy2btf.1 1 /usr/local/"*"man/man1/bpf-lint.1 1")
	pass "fresh_root: man finds and renders bpf-legacy2btf(1) and bpf-lint(1) under /usr/local ($(echo $m))" ;;
*) fail "fresh_root: man: $(echo $m)" ;;
esac
# bash-completion loads a command's completion on demand from
# /usr/local/share/bash-completion/completions, as in an interactive shell.
c=$(fresh_run bash -c '. /usr/share/bash-completion/bash_completion && _completion_loader bpf-lint;
	COMP_WORDS=(bpf-lint --for); COMP_CWORD=1; COMP_LINE="bpf-lint --for"; COMP_POINT=14;
	f=$(complete -p bpf-lint | sed -n "s/.*-F \([^ ]*\) .*/\1/p"); $f bpf-lint --for bpf-lint;
	echo "$f: ${COMPREPLY[*]}"' 2>&1)
case $c in
*": --format=") pass "fresh_root: bash-completion loads the installed completion and completes bpf-lint --for ($c)" ;;
*) fail "fresh_root: completion: $c" ;;
esac
echo "# times: root and clone $t_root s, make demo $t_demo s, make install $t_inst s, whole test $(( $(date +%s) - t0 )) s"
exit $FAILED
