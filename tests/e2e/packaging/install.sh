#!/bin/sh
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# `make install` into a DESTDIR with every directory variable moved: each
# file lands where its variable says (and nothing else is written); the
# installed commands run; a small C program builds against the installed
# header and static library through pkg-config (PKG_CONFIG_PATH +
# PKG_CONFIG_SYSROOT_DIR) and converts an example to the same bytes as the
# command; the installed bash completion completes; `make uninstall` removes
# exactly what was installed and leaves foreign files alone.
. "$(dirname "$0")/../../lib/common.sh"
# Not the outer make's command line (SANITIZE=1 would move BUILD).
unset MAKEFLAGS MFLAGS MAKELEVEL

[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "install: commands built ($B)"; exit 1; }
[ -f "$B/man/bpf-lint.1" ] || { fail "install: man pages built ($B/man; make man)"; exit 1; }
command -v pkg-config >/dev/null || { skip "install: pkg-config not installed"; exit 0; }
tmpdir
D=$T/root
P=/opt/bl
VARS="PREFIX=$P BINDIR=$P/b LIBDIR=$P/l64 INCLUDEDIR=$P/inc MANDIR=$P/m"
# The built artefacts are taken as they are (-o): installing never rebuilds
# them, whatever flags this make would pick.
# make cannot name a file with a space: BUILD goes to it as given (relative
# to the checkout, whose own path may have spaces), as `make check` does.
MB=$BUILD
case $MB in *" "*) skip "install: BUILD '$MB' has a space, which make cannot handle in file names"; exit 0 ;; esac
OLD="-o $MB/bpf-legacy2btf -o $MB/bpf-lint -o $MB/libbpflegacy.a -o $MB/man/bpf-lint.1 -o $MB/man/bpf-legacy2btf.1"

mkdir -p "$D$P/b"
echo foreign >"$D$P/b/other-tool"
# shellcheck disable=SC2086
if make -s -C "$TOP" --no-print-directory BUILD="$MB" $OLD DESTDIR="$D" $VARS install >"$T/inst.out" 2>&1; then
	pass "install: make install DESTDIR=... PREFIX BINDIR LIBDIR INCLUDEDIR MANDIR succeeds"
else
	fail "install: make install: $(tail -3 "$T/inst.out")"; exit 1
fi

# Exactly the expected files, each under its own variable.
(cd "$D" && find . -type f -o -type l) | sed 's|^\.||' | sort >"$T/got"
{
	echo "$P/b/bpf-legacy2btf"; echo "$P/b/bpf-lint"; echo "$P/b/other-tool"
	echo "$P/l64/libbpflegacy.a"; echo "$P/l64/pkgconfig/libbpflegacy.pc"
	for h in "$TOP"/include/*.h; do echo "$P/inc/$(basename "$h")"; done
	echo "$P/m/man1/bpf-legacy2btf.1"; echo "$P/m/man1/bpf-lint.1"
	echo "$P/share/bash-completion/completions/bpf-legacy2btf"
	echo "$P/share/bash-completion/completions/bpf-lint"
	for f in README.md LICENSE "$TOP"/docs/*.md "$TOP"/docs/*.json; do
		echo "$P/share/doc/bpflegacy/$(basename "$f")"
	done
} | sort >"$T/want"
if cmp -s "$T/got" "$T/want"; then
	pass "install: every file where its directory variable says, nothing else"
else
	fail "install: installed files differ from the expected list: $(diff "$T/want" "$T/got" | grep '^[<>]' | head -5 | tr '\n' ' ')"
fi
check "install: binaries are mode 0755, data 0644" sh -c \
	"[ \"\$(stat -c %a '$D$P/b/bpf-lint')\" = 755 ] && [ \"\$(stat -c %a '$D$P/l64/libbpflegacy.a')\" = 644 ] &&
	 [ \"\$(stat -c %a '$D$P/l64/pkgconfig/libbpflegacy.pc')\" = 644 ]"
check "install: LICENSE states the dual licence with both texts" sh -c \
	"grep -q 'LGPL-2.1 OR BSD-2-Clause' '$D$P/share/doc/bpflegacy/LICENSE' &&
	 grep -q 'GNU LESSER GENERAL PUBLIC LICENSE' '$D$P/share/doc/bpflegacy/LICENSE' &&
	 grep -q 'Redistributions in binary form must reproduce' '$D$P/share/doc/bpflegacy/LICENSE'"

want=$("$CONV" --version | head -1)
got=$("$D$P/b/bpf-legacy2btf" --version 2>&1 | head -1)
[ "$got" = "$want" ] && "$D$P/b/bpf-lint" --list-rules >/dev/null &&
	pass "install: installed commands run ($got)" ||
	fail "install: installed bpf-legacy2btf --version says '$got'"
if ! command -v man >/dev/null; then
	skip "install: man not installed (man-db; make check installs it)"
else
	w=$(MANWIDTH=80 man --warnings -l "$D$P/m/man1/bpf-lint.1" 2>&1 >/dev/null)
	[ -z "$w" ] && MANWIDTH=80 man -l "$D$P/m/man1/bpf-lint.1" 2>/dev/null | grep -q 'EXIT STATUS' &&
		pass "install: installed bpf-lint(1) renders without warnings" ||
		fail "install: installed bpf-lint(1): ${w:-no EXIT STATUS section}"
fi

# A program against the installed library, found only through pkg-config
# (a sanitizer build's library needs the sanitizer runtime too).
SAN=
nm "$B/libbpflegacy.a" 2>/dev/null | grep -q ' U __asan_' && SAN="-fsanitize=address,undefined"
export PKG_CONFIG_PATH="$D$P/l64/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$D"
cat >"$T/tiny.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <bpflegacy.h>

static void to_stderr(const struct bl_diag *d, void *ctx)
{
	fprintf(stderr, "%s: %s\n", d->object, d->message);
}

int main(int argc, char **argv)
{
	BL_OPTS(bl_convert_opts, opts, .custom_pin = BL_PIN_REFUSE, .output_path = argv[2]);
	struct bl_sink sink = { to_stderr, NULL };
	struct bl_convert_result res = { .sz = sizeof(res) };
	size_t len, out_len;
	void *buf, *out;
	long n;
	FILE *f;

	if (argc != 3 || !(f = fopen(argv[1], "rb")) || fseek(f, 0, SEEK_END) ||
	    (n = ftell(f)) <= 0 || fseek(f, 0, SEEK_SET) || !(buf = malloc(n)) ||
	    fread(buf, 1, n, f) != (size_t)n || fclose(f))
		return 3;
	len = n;
	if (bl_convert_mem(buf, len, argv[1], &opts, &sink, &out, &out_len, &res))
		return 1;
	f = fopen(argv[2], "wb");
	if (!f || fwrite(out, 1, out_len, f) != out_len || fclose(f))
		return 3;
	printf("%s %u maps\n", BPFLEGACY_VERSION, res.nr_maps);
	bl_convert_result_free(&res);
	free(out);
	free(buf);
	return 0;
}
EOF
cflags=$(pkg-config --cflags libbpflegacy 2>"$T/pc.err") &&
	libs=$(pkg-config --libs libbpflegacy 2>>"$T/pc.err")
case " $cflags " in
*" -I$D$P/inc "*) pass "install: pkg-config --cflags libbpflegacy points into the DESTDIR ($cflags)" ;;
*) fail "install: pkg-config --cflags libbpflegacy: '$cflags' $(head -2 "$T/pc.err")" ;;
esac
# Each installed header compiles on its own, and none exports what only the
# commands use (file I/O, sha256, manifest paths: lib/util/*.h, private).
bad=
for h in "$TOP"/include/*.h; do
	printf '#include <%s>\n' "$(basename "$h")" >"$T/one.c"
	# shellcheck disable=SC2086
	${CC:-cc} -std=c99 -Wall -Wextra -Werror $cflags -fsyntax-only "$T/one.c" 2>"$T/one.err" ||
		bad="$bad $(basename "$h"): $(head -1 "$T/one.err")"
done
priv=$(grep -lE 'bl_(read_file|write_files?|write_file_atomic|output_is_stream|io_strerror|sha256_hex|manifest_path|json_fputs)\b' "$D$P/inc/"*.h 2>/dev/null)
if [ -z "$bad" ] && [ -z "$priv" ]; then
	pass "install: each installed header compiles alone (-std=c99 -Werror) and exports no CLI-only helper"
else
	fail "install: installed headers:$bad${priv:+ export private helpers: $priv}"
fi
# shellcheck disable=SC2086
if ${CC:-cc} $SAN $cflags -o "$T/tiny" "$T/tiny.c" $libs 2>"$T/cc.err"; then
	pass "install: a C program builds against the installed library via pkg-config"
else
	fail "install: building against the installed library: $(head -3 "$T/cc.err")"
fi
# shellcheck disable=SC2086
${CC:-cc} $SAN $(pkg-config --cflags --static libbpflegacy) -o "$T/tiny-s" "$T/tiny.c" \
	$(pkg-config --libs --static libbpflegacy) 2>"$T/cc.err" &&
	pass "install: pkg-config --static libbpflegacy links too" ||
	fail "install: pkg-config --static link: $(head -3 "$T/cc.err")"
"$CONV" -q "$EXG/shared_map.o" -o "$T/cli.o" 2>/dev/null
if [ -x "$T/tiny" ] && "$T/tiny" "$EXG/shared_map.o" "$T/lib.o" >"$T/tiny.out" 2>&1 &&
	cmp -s "$T/cli.o" "$T/lib.o" && grep -q '^0\.[0-9.]* [1-9][0-9]* maps$' "$T/tiny.out"; then
	pass "install: the program converts an example to the command's bytes ($(cat "$T/tiny.out"))"
else
	fail "install: program against the installed library: $(head -2 "$T/tiny.out")"
fi
unset PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR

if command -v bash >/dev/null; then
	r=$(PATH="$D$P/b:$PATH" bash -c '. "$1"; COMP_WORDS=(bpf-lint --for); COMP_CWORD=1; _bpf_tools; echo "${COMPREPLY[*]}"' \
		sh "$D$P/share/bash-completion/completions/bpf-lint" 2>&1)
	[ "$r" = "--format=" ] && pass "install: installed bash completion completes bpf-lint --for" ||
		fail "install: installed bash completion: '$r'"
fi

# shellcheck disable=SC2086
make -s -C "$TOP" --no-print-directory BUILD="$MB" DESTDIR="$D" $VARS uninstall >"$T/un.out" 2>&1 ||
	fail "install: make uninstall: $(tail -3 "$T/un.out")"
left=$(cd "$D" && find . \( -type f -o -type l \) ! -path ".$P/b/other-tool" | head -5)
if [ -z "$left" ] && [ -f "$D$P/b/other-tool" ] && [ ! -e "$D$P/share/doc/bpflegacy" ]; then
	pass "install: make uninstall removes every installed file and only those"
else
	fail "install: after uninstall: ${left:-other-tool removed or doc dir left}"
fi
exit $FAILED
