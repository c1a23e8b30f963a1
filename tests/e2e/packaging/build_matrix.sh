#!/bin/sh
# test-timeout: 1800
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# The build as distributions and CI drive it, each variant in its own
# absolute out-of-tree BUILD: `make -j` of everything with default flags
# (hardened: relro, now, stack protector, fortify) and the unit and convert
# tests run from there; clang; `dpkg-buildflags` flags appended (and checked
# with hardening-check when devscripts is installed, readelf otherwise);
# -flto=auto; STATIC=1; LIBBPF_DIR= with a copied static libbpf; the shared default and CONV_LINK=static; PKG_CONFIG;
# link order; the argp probe (libc, then -largp, else a clear error);
# BUG_URL and RULE_HELP_URI (what they rebuild, where they appear); the
# -Werror policy; `make deps` under NO_DEPS, DEB_BUILD_ARCH, non-root;
# `make clean` with BUILD. Real builds link the commands and run --version;
# everything else is read from `make -n`.
. "$(dirname "$0")/../../lib/common.sh"

# The outer make's command line (SANITIZE=1, BUILD=...) and the caller's
# flags must not leak into the variants.
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CPPFLAGS LDFLAGS WERROR STATIC LIBBPF_DIR CONV_LINK SANITIZE
tmpdir
M() { make -C "$TOP" --no-print-directory "$@"; }

# in_order LINE WORD...: the WORDs are words of LINE, in this order.
in_order() {
	printf '%s\n' "$1" | tr -s ' \t' '\n\n' | {
		shift; for w in "$@"; do
			while read -r x; do [ "$x" = "$w" ] && continue 2; done
			exit 1
		done; }
}

# build NAME [make args...]: link both commands in $T/NAME; they must run.
build() {
	name=$1; shift
	if M -j2 BUILD="$T/$name" V=1 "$@" bin >"$T/$name.log" 2>&1 &&
		v=$("$T/$name/bpf-lint" --version) && "$T/$name/bpf-legacy2btf" --version >/dev/null; then
		pass "build_matrix: $name: builds, links, runs ($v)"
		return 0
	fi
	fail "build_matrix: $name: $(grep -m3 -E 'error|Error' "$T/$name.log" | tr '\n' ' ')"
	return 1
}

# hardened NAME BIN: relro + now, stack protector, fortified calls.
hardened() {
	f=$2 miss=
	readelf -lW "$f" | grep -q GNU_RELRO || miss="$miss relro"
	readelf -dW "$f" | grep -q -E 'BIND_NOW|FLAGS_1.*NOW' || miss="$miss now"
	readelf -sW --dyn-syms "$f" | grep -q __stack_chk_fail || miss="$miss stack-protector"
	readelf -sW --dyn-syms "$f" | grep -q -E '__[a-z0-9_]+_chk(@|$| )' || miss="$miss fortify"
	[ -z "$miss" ] && pass "build_matrix: $1: $(basename "$f") is hardened (relro, now, stack protector, fortify)" ||
		fail "build_matrix: $1: $(basename "$f") lacks:$miss"
}

# hc_opts FLAGS...: the hardening-check options that leave out what FLAGS
# (compile and link words) do not ask for. PIE is the compiler's default.
hc_opts() {
	o= w=" $* "
	case $w in *" -fstack-protector"*) ;; *) o="$o --nostackprotector" ;; esac
	case $w in *" -D_FORTIFY_SOURCE="[1-9]*) ;; *) o="$o --nofortify" ;; esac
	case $w in *"-z,relro"*|*"-z relro"*) ;; *) o="$o --norelro" ;; esac
	case $w in *"-z,now"*|*"-z now"*) ;; *) o="$o --nobindnow" ;; esac
	case $w in *" -fno-pie "*|*" -no-pie "*) o="$o --nopie" ;; esac
	case $w in *" -fcf-protection "*|*" -fcf-protection=full "*) ;; *) o="$o --nocfprotection" ;; esac
	echo "$o"
}

# cet_marks: empty when this compiler and C library can mark an executable
# for CET (IBT, SHSTK); else why not. The mark is the AND of every linked
# object's, and start files built without -fcf-protection clear it
# (bookworm's glibc 2.36 Scrt1.o/crti.o carry none).
cet_marks() {
	printf 'int main(void) { return 0; }\n' >"$T/cet.c"
	${CC:-cc} -fcf-protection "$T/cet.c" -o "$T/cet" 2>/dev/null || { echo "the compiler refuses -fcf-protection"; return; }
	readelf -nW "$T/cet" | grep -q 'x86 feature: IBT, SHSTK' ||
		echo "the C library's start files carry no IBT/SHSTK note: no executable linked here gets one"
}

# hardening_check NAME FLAGS BIN...: Debian's hardening-check finds every
# protection FLAGS ask for. CET the toolchain cannot mark is proven on our
# own objects instead (each must carry the IBT, SHSTK note).
hardening_check() {
	name=$1 flags=$2; shift 2
	opts=$(hc_opts $flags) extra=
	case $opts in *--nocfprotection*) ;; *)
		why=$(cet_marks)
		if [ -n "$why" ]; then
			opts="$opts --nocfprotection"
			objs=$(find "$(dirname "$1")/lib" -name '*.o' | head -200)
			nomark=$(for o in $objs; do readelf -nW "$o" | grep -q 'x86 feature: IBT, SHSTK' || echo "$o"; done | head -3)
			[ -n "$objs" ] && [ -z "$nomark" ] || { fail "build_matrix: $name: objects without the CET note: ${nomark:-none built}"; return; }
			extra=" (CET: every object of ours is marked; $why)"
		fi ;;
	esac
	if hardening-check $opts "$@" >"$T/hc" 2>&1; then
		pass "build_matrix: $name: hardening-check$opts passes$extra"
	else
		fail "build_matrix: $name: hardening-check$opts: $(grep -i ': no' "$T/hc" | head -3 | tr '\n' ' ')"
	fi
}
HC=
command -v hardening-check >/dev/null && HC=1

# urls BUILD: BUG_URL and RULE_HELP_URI (reserved example addresses) given
# to a finished build: only the SARIF writer is compiled again and the two
# commands linked again; --help, the man pages and SARIF name them; the
# same values again build nothing; without them the tools name none.
urls() {
	bug=https://bugs.example.org/bpftools uri=https://docs.example.org/bpftools/lint-rules.md
	M BUILD="$1" V=1 BUG_URL=$bug RULE_HELP_URI=$uri bin man >"$T/urls.log" 2>&1 ||
		{ fail "build_matrix: BUG_URL, RULE_HELP_URI: $(grep -m2 -iE 'error' "$T/urls.log")"; return; }
	cc=$(grep -o -e ' -c lib/[^ ]*' "$T/urls.log" | tr -d ' ' | tr '\n' ' ')
	again=$(M BUILD="$1" V=1 BUG_URL=$bug RULE_HELP_URI=$uri bin man 2>&1 | grep -c -e ' -o ')
	help=$("$1/bpf-lint" --help | tail -1; "$1/bpf-legacy2btf" --help | tail -1)
	sarif=$("$1/bpf-lint" --format=sarif "$EXG/shared_map.o" | python3 -c 'import json, sys
d = json.load(sys.stdin)["runs"][0]["tool"]["driver"]
print(d.get("informationUri"), d["rules"][0]["helpUri"] == d.get("informationUri") + "#" + d["rules"][0]["id"])')
	man=$(grep -c -F "$bug" "$1/man/bpf-lint.1" "$1/man/bpf-legacy2btf.1" | grep -c ':1$')
	if [ "$cc" = "-clib/lint/report/report_sarif.c " ] && [ "$again" = 0 ] && [ "$man" = 2 ] &&
	   [ "$help" = "$(printf 'Report bugs to <%s>.\nReport bugs to <%s>.' "$bug" "$bug")" ] &&
	   [ "$sarif" = "$uri True" ]; then
		pass "build_matrix: BUG_URL and RULE_HELP_URI: only the SARIF writer and the two commands built again; --help, the man pages and SARIF (helpUri RULE_HELP_URI#ID) name them; the same values again build nothing"
	else
		fail "build_matrix: BUG_URL, RULE_HELP_URI: compiled '$cc', again $again, man $man, help '$help', sarif '$sarif'"
	fi
	M BUILD="$1" bin >/dev/null 2>&1
	"$1/bpf-lint" --help | grep -q -e 'Report bugs' -e 'http' &&
		fail "build_matrix: without BUG_URL again, --help still names an address" ||
		pass "build_matrix: built again without them, --help names no address"
}

# 1. Everything with `make -j` (no limit), default flags, absolute BUILD.
if M -j BUILD="$T/j" all unit >"$T/j.log" 2>&1 && [ -x "$T/j/bpf-lint" ] && [ -f "$T/j/man/bpf-lint.1" ]; then
	pass "build_matrix: make -j all unit with an absolute out-of-tree BUILD"
	hardened default "$T/j/bpf-lint"
	hardened default "$T/j/bpf-legacy2btf"
	flags=$(M -n -B BUILD="$T/j" V=1 bin 2>/dev/null | grep -m1 -e '-o [^ ]*/bpf-lint$')
	case $flags in *" -fcf-protection "*) [ "$(uname -m)" = x86_64 ] || fail "build_matrix: default: -fcf-protection outside x86_64" ;;
	*) [ "$(uname -m)" != x86_64 ] || fail "build_matrix: default: no -fcf-protection on x86_64: $flags" ;; esac
	if [ -n "$HC" ]; then
		# Every protection hardening-check knows: no option leaves one out.
		hardening_check "default build" "-fstack-protector-strong -D_FORTIFY_SOURCE=2 -Wl,-z,relro,-z,now -fcf-protection" \
			"$T/j/bpf-lint" "$T/j/bpf-legacy2btf"
	else
		skip "build_matrix: default build: hardening-check not installed (devscripts; make check installs it)"
	fi
	for f in unit/ lint_formats; do
		out=$(BUILD="$T/j" EX_DIR="$T/j/examples" sh "$TOP/tests/run.sh" $f 2>&1 | tail -1)
		case $out in
		*" passed, 0 failed,"*) pass "build_matrix: tests/run.sh $f passes from the absolute BUILD ($out)" ;;
		*) fail "build_matrix: tests/run.sh $f with BUILD=$T/j: $out" ;;
		esac
	done
	urls "$T/j"
	if M BUILD="$T/j" clean >/dev/null 2>&1 && [ ! -e "$T/j" ] && [ -x "$LINT" ]; then
		pass "build_matrix: make clean BUILD=DIR removes DIR and nothing else"
	else
		fail "build_matrix: make clean BUILD=$T/j"
	fi
else
	fail "build_matrix: make -j all unit: $(grep -m3 -iE 'error' "$T/j.log" | tr '\n' ' ')"
fi

# Tests must take paths from common.sh ($B, $EXG, $EX_DIR) or unit_example(),
# or they break under an out-of-tree BUILD again.
bad=$(cd "$TOP" && grep -n -e '\$TOP/\$BUILD' -e '\$TOP/build/examples' -e '"build/examples' \
	tests/e2e/*/*.sh tests/unit/*.c tests/tools/*.c 2>/dev/null | grep -v -e '^tests/unit/unit.h' -e '^tests/e2e/packaging/build_matrix.sh' | head -3)
[ -z "$bad" ] && pass "build_matrix: no test builds its paths from \$TOP/\$BUILD or build/examples" ||
	fail "build_matrix: tests with in-tree paths (use \$B, \$EXG, \$EX_DIR, unit_example()): $bad"

# 2. clang, default flags.
if ! command -v clang >/dev/null; then
	skip "build_matrix: clang: not installed (make deps installs it)"
elif build clang CC=clang; then
	hardened clang "$T/clang/bpf-lint"
fi

# 3. A Debian package build's flags: appended, all of them, no -Werror.
if command -v dpkg-buildflags >/dev/null; then
	eval "$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --export=sh)"
	if build dpkg-buildflags; then
		cc_line=$(grep -m1 -e ' -c lib/util/diag.c' "$T/dpkg-buildflags.log")
		ld_line=$(grep -m1 -e '-o [^ ]*/bpf-lint$' "$T/dpkg-buildflags.log")
		miss=
		for f in $CPPFLAGS $CFLAGS; do
			case " $cc_line " in *" $f "*) ;; *) miss="$miss $f" ;; esac
		done
		for f in $LDFLAGS; do
			case " $ld_line " in *" $f "*) ;; *) miss="$miss $f" ;; esac
		done
		in_order "$cc_line" -std=gnu11 -Iinclude $CPPFLAGS $CFLAGS || miss="$miss (order)"
		[ -z "$miss" ] && pass "build_matrix: dpkg-buildflags: every CPPFLAGS/CFLAGS/LDFLAGS word reaches the compile and link lines" ||
			fail "build_matrix: dpkg-buildflags: missing:$miss"
		# The caller's flags are all there is: no hardening default added.
		added=
		for f in -fcf-protection -fstack-clash-protection; do
			case " $CPPFLAGS $CFLAGS " in *" $f "*) continue ;; esac
			case " $cc_line " in *" $f "*) added="$added $f" ;; esac
		done
		[ -z "$added" ] && pass "build_matrix: dpkg-buildflags: no hardening default added to the caller's flags" ||
			fail "build_matrix: dpkg-buildflags: added to the caller's flags:$added"
		hardened dpkg-buildflags "$T/dpkg-buildflags/bpf-lint"
		readelf -hW "$T/dpkg-buildflags/bpf-lint" | grep -q 'DYN' &&
			pass "build_matrix: dpkg-buildflags: bpf-lint is PIE" ||
			fail "build_matrix: dpkg-buildflags: bpf-lint is not PIE"
		if [ -n "$HC" ]; then
			# Exactly what these flags ask for (bookworm's ask for no CET).
			hardening_check dpkg-buildflags "$CPPFLAGS $CFLAGS $LDFLAGS" \
				"$T/dpkg-buildflags/bpf-lint" "$T/dpkg-buildflags/bpf-legacy2btf"
		else
			skip "build_matrix: dpkg-buildflags: hardening-check not installed (devscripts; make check installs it)"
		fi
	fi
	unset CFLAGS CPPFLAGS CXXFLAGS LDFLAGS FFLAGS FCFLAGS OBJCFLAGS OBJCXXFLAGS GCJFLAGS DFLAGS
else
	skip "build_matrix: dpkg-buildflags not installed (dpkg-dev)"
fi

# 4. Link-time optimisation from the caller's flags.
build lto CFLAGS="-O2 -g -flto=auto" LDFLAGS="-flto=auto"

# converts_like BIN NAME: BIN converts shared_map.o to the bytes $CONV
# writes (why not in $T/NAME.err)
converts_like() {
	"$1" -q "$EXG/shared_map.o" -o "$T/$2.o" 2>"$T/$2.err" &&
		"$CONV" -q "$EXG/shared_map.o" -o "$T/$2-ref.o" 2>>"$T/$2.err" &&
		cmp "$T/$2.o" "$T/$2-ref.o" >>"$T/$2.err" 2>&1
}

# 5. Fully static.
if build static STATIC=1; then
	if readelf -lW "$T/static/bpf-legacy2btf" | grep -q INTERP || readelf -dW "$T/static/bpf-legacy2btf" | grep -q NEEDED; then
		fail "build_matrix: static: bpf-legacy2btf is dynamically linked"
	else
		converts_like "$T/static/bpf-legacy2btf" static &&
			pass "build_matrix: static: no interpreter or DT_NEEDED; converts like the dynamic build" ||
			fail "build_matrix: static: conversion differs from the dynamic build: $(head -2 "$T/static.err")"
	fi
fi

# 6. A custom static libbpf: headers and libbpf.a copied into a prefix.
ma=$(${CC:-cc} -print-multiarch 2>/dev/null)
sys_a=$(for d in /usr/lib/$ma /usr/lib64 /usr/lib; do [ -f "$d/libbpf.a" ] && echo "$d/libbpf.a" && break; done)
if [ -n "$sys_a" ] && [ -d /usr/include/bpf ]; then
	mkdir -p "$T/libbpf/include" "$T/libbpf/lib"
	cp -r /usr/include/bpf "$T/libbpf/include/" && cp "$sys_a" "$T/libbpf/lib/"
	if build libbpf_dir LIBBPF_DIR="$T/libbpf"; then
		ld_line=$(grep -m1 -e '-o [^ ]*/bpf-lint$' "$T/libbpf_dir.log")
		if ! in_order "$ld_line" "-I$T/libbpf/include" "$T/libbpf/lib/libbpf.a" -lelf -lz; then
			fail "build_matrix: libbpf_dir: link line: $ld_line"
		elif in_order "$ld_line" -lbpf; then
			fail "build_matrix: libbpf_dir: the link still uses -lbpf"
		elif readelf -dW "$T/libbpf_dir/bpf-lint" | grep -q 'libbpf\.so'; then
			fail "build_matrix: libbpf_dir: bpf-lint needs libbpf.so"
		else
			pass "build_matrix: libbpf_dir: headers and libbpf.a from LIBBPF_DIR, before -lelf -lz, no libbpf.so"
		fi
	fi
	mkdir -p "$T/nolib"
	M -n BUILD="$T/x" LIBBPF_DIR="$T/nolib" bin >"$T/nolib.log" 2>&1
	grep -q "LIBBPF_DIR=$T/nolib: no libbpf.a" "$T/nolib.log" &&
		pass "build_matrix: LIBBPF_DIR without libbpf.a: a clear error" ||
		fail "build_matrix: LIBBPF_DIR without libbpf.a: $(head -2 "$T/nolib.log")"
else
	skip "build_matrix: libbpf_dir: no static libbpf.a on this system"
fi

# 6b. How the converter links its libraries.
# Both commands link libbpf, libelf and zlib shared by default (no
# copy of another package's library in them: lintian's
# embedded-library, Fedora's static-linking rule); CONV_LINK=static
# (opt-in) links the converter's libraries in, the C library shared.
# The archives that link wants (GNUmakefile's CONV_STATIC_PKGS, less
# what stays shared with the C library):
libdir=$(pkg-config --variable=libdir libbpf 2>/dev/null)
missing_a=
for l in $(pkg-config --static --libs libbpf libdw libelf zlib 2>/dev/null); do
	case $l in -l*) ;; *) continue ;; esac
	case $l in -lpthread|-ldl|-lrt|-lm|-lc) continue ;; esac
	[ -f "$libdir/lib${l#-l}.a" ] || missing_a="$missing_a lib${l#-l}.a"
done
# carries BIN: the functions of libbpf, libelf, zlib or liblzma BIN defines itself
carries() {
	nm --defined-only "$1" 2>/dev/null | awk '$2 == "T" { print $3 }' |
		grep -x -e btf__new -e elf_begin -e dwarf_begin_elf -e inflate -e deflate -e lzma_code | tr '\n' ' '
}
if ! readelf -dW "$CONV" | grep -q 'libbpf\.so' || ! readelf -dW "$CONV" | grep -q 'libelf\.so' ||
   ! readelf -dW "$LINT" | grep -q 'libbpf\.so'; then
	fail "build_matrix: default: both commands should need libbpf.so and libelf.so: converter $(readelf -dW "$CONV" | grep -c NEEDED) NEEDED"
elif [ -n "$(carries "$CONV")" ]; then
	fail "build_matrix: default: the converter carries its own copy of: $(carries "$CONV")"
else
	pass "build_matrix: default: both commands need libbpf.so and libelf.so and carry no copy of libbpf, libelf, libdw, zlib or liblzma"
fi
if [ -n "$missing_a" ]; then
	M BUILD="$T/conv_static" CONV_LINK=static bin >"$T/conv_static.log" 2>&1
	grep -q 'CONV_LINK=static: cannot link' "$T/conv_static.log" &&
		pass "build_matrix: CONV_LINK=static without$missing_a: a clear error" ||
		fail "build_matrix: CONV_LINK=static without$missing_a: $(tail -2 "$T/conv_static.log")"
elif build conv_static CONV_LINK=static; then
	conv_line=$(grep -m1 -e '-o [^ ]*/bpf-legacy2btf$' "$T/conv_static.log")
	if readelf -dW "$T/conv_static/bpf-legacy2btf" | grep -q -e 'libbpf\.so' -e 'libelf\.so'; then
		fail "build_matrix: conv_static: the converter still needs libbpf.so or libelf.so: $conv_line"
	elif [ "$(carries "$T/conv_static/bpf-legacy2btf" | wc -w)" -lt 4 ]; then
		fail "build_matrix: conv_static: the converter carries only: $(carries "$T/conv_static/bpf-legacy2btf")"
	else
		converts_like "$T/conv_static/bpf-legacy2btf" conv_static &&
			pass "build_matrix: CONV_LINK=static: the converter carries libbpf, libdw, libelf and zlib and converts like the shared build" ||
			fail "build_matrix: conv_static: conversion differs: $(head -2 "$T/conv_static.err")"
	fi
fi

# 7. The rest from `make -n` (nothing is built).
dry() { M -n -B BUILD="$T/n" V=1 "$@" 2>&1; }
dry bin >"$T/n.log"
dry STATIC=1 bin >"$T/static-n.log"
ld_line=$(grep -m1 -e '-o [^ ]*/bpf-lint$' "$T/static-n.log")
in_order "$ld_line" -lbpf -lelf -lz &&
	pass "build_matrix: static link order -lbpf before -lelf before -lz" ||
	fail "build_matrix: static link order: $ld_line"
ld_line=$(grep -m1 -e '-o [^ ]*/bpf-lint$' "$T/n.log")
in_order "$ld_line" -lbpf -lelf && ! in_order "$ld_line" -lz &&
	pass "build_matrix: dynamic link: -lbpf before -lelf, no -lz (nothing of ours calls zlib)" ||
	fail "build_matrix: dynamic link line: $ld_line"

dry CPPFLAGS=-DBL_CPP_MARK CFLAGS="-O1 -DBL_C_MARK" LDFLAGS=-Wl,-O1 SANITIZE=1 bin >"$T/flags.log"
cc_line=$(grep -m1 -e ' -c lib/util/diag.c' "$T/flags.log")
ld_line=$(grep -m1 -e '-o [^ ]*/bpf-lint$' "$T/flags.log")
if in_order "$cc_line" -std=gnu11 -Iinclude -DBL_CPP_MARK -O1 -DBL_C_MARK -fsanitize=address,undefined &&
	in_order "$ld_line" -Wl,-O1 -fsanitize=address,undefined; then
	in_order "$cc_line" -O2 || in_order "$cc_line" -fstack-protector-strong ||
		in_order "$cc_line" -D_FORTIFY_SOURCE=2 || in_order "$ld_line" -Wl,-z,relro,-z,now &&
		fail "build_matrix: caller's flags: defaults still added: $cc_line" ||
		pass "build_matrix: CPPFLAGS, CFLAGS, LDFLAGS appended after the project's flags (with SANITIZE=1 too), defaults dropped"
else
	fail "build_matrix: caller's flags: $cc_line | $ld_line"
fi

printf '#!/bin/sh\necho "$*" >>"%s/pc.calls"\nexec pkg-config "$@"\n' "$T" >"$T/my-pkg-config"
chmod +x "$T/my-pkg-config"
dry PKG_CONFIG="$T/my-pkg-config" bin >/dev/null
grep -q -e '--libs' "$T/pc.calls" 2>/dev/null &&
	pass "build_matrix: PKG_CONFIG is the pkg-config make runs" ||
	fail "build_matrix: PKG_CONFIG=$T/my-pkg-config was not called"

# A compiler whose C library has no argp; -largp may provide it.
cat >"$T/cc-noargp" <<EOF
#!/bin/sh
# Refuses the argp probe (source on stdin) unless -largp is given.
case " \$* " in *" -x c - "*) case " \$* " in *" -largp "*) [ -n "\$ARGP_LIB" ] && exit 0 ;; esac; exit 1 ;; esac
exec ${CC:-cc} "\$@"
EOF
chmod +x "$T/cc-noargp"
ARGP_LIB=1 dry CC="$T/cc-noargp" bin >"$T/argp1.log"
grep -e '-o [^ ]*/bpf-lint$' "$T/argp1.log" | grep -q -e ' -largp ' &&
	! grep -q -e '-largp' "$T/n.log" &&
	pass "build_matrix: argp: libc first (no -largp with glibc), -largp when only that links" ||
	fail "build_matrix: argp probe: $(grep -m1 -e '/bpf-lint$' "$T/argp1.log")"
dry CC="$T/cc-noargp" bin >"$T/argp2.log"
grep -q 'argp not found' "$T/argp2.log" &&
	pass "build_matrix: argp: a clear error when neither libc nor -largp has it" ||
	fail "build_matrix: argp missing: $(head -2 "$T/argp2.log")"

# -Werror: in `make check` (the CI's command) unless the caller gave CFLAGS.
werror() { M -n BUILD="$T/w" NO_DEPS=1 "$@" check 2>&1 | grep -c -e '-Werror'; }
a=$(werror) b=$(werror CFLAGS=-O2) c=$(CFLAGS=-O2 werror) d=$(werror CFLAGS=-O2 WERROR=1)
[ "$a" -gt 0 ] && [ "$b" = 0 ] && [ "$c" = 0 ] && [ "$d" -gt 0 ] &&
	pass "build_matrix: make check adds -Werror only without the caller's CFLAGS (or with WERROR=1)" ||
	fail "build_matrix: -Werror policy: default $a, CFLAGS= $b, env CFLAGS $c, WERROR=1 $d"
grep -q -e '^exec make check$' "$TOP/.ci/run" && grep -q -e '^ *make check ' "$TOP/README.md" &&
	pass "build_matrix: .ci/run runs the README's test command (make check)" ||
	fail "build_matrix: .ci/run and the README disagree on the test command"

# Packages: installed only when missing, as root, never with NO_DEPS=1 or
# inside a package build. apt-get is a fake that records its calls.
mkdir -p "$T/fakebin"
printf '#!/bin/sh\necho "$*" >>"%s/apt.calls"\n' "$T" >"$T/fakebin/apt-get"
chmod +x "$T/fakebin/apt-get"
deps() { p=$1; shift; PATH="$T/fakebin:$PATH" M deps DEB_PKGS="$p" "$@" 2>&1; }
rm -f "$T/apt.calls"
o1=$(deps make)
o2=$(deps bl-no-such-package NO_DEPS=1)
o3=$(PATH="$T/fakebin:$PATH" DEB_BUILD_ARCH=amd64 M deps DEB_PKGS=bl-no-such-package 2>&1)
calls=$(cat "$T/apt.calls" 2>/dev/null)
case "$o2|$o3" in
*"NO_DEPS=1"*"|"*"DEB_BUILD_ARCH"*)
	[ -z "$calls" ] && [ -z "$o1" ] &&
		pass "build_matrix: make deps: nothing when installed; NO_DEPS=1 and DEB_BUILD_ARCH only report" ||
		fail "build_matrix: make deps called apt-get: $calls" ;;
*) fail "build_matrix: make deps messages: $o2 | $o3" ;;
esac
if [ "$(id -u)" != 0 ]; then
	skip "build_matrix: deps as root and as another user: not root"
elif ! command -v setpriv >/dev/null; then
	skip "build_matrix: deps as another user: setpriv not installed (util-linux)"
else
	# The other user may not enter the checkout (/root, a 0700 directory):
	# it gets its own readable copy of deps.sh and of the fake apt-get.
	U="$T.user"
	trap 'rm -rf "$T" "$U"' EXIT
	mkdir -m 0755 "$U" "$U/bin" && cp "$TOP/tests/lib/deps.sh" "$U/deps.sh" &&
		printf '#!/bin/sh\necho "$*" >>"%s/apt.calls"\n' "$U" >"$U/bin/apt-get" &&
		chmod 0755 "$U/bin/apt-get" && chmod 0644 "$U/deps.sh" &&
		: >"$U/apt.calls" && chmod 0666 "$U/apt.calls"
	as_user() { setpriv --reuid=65534 --regid=65534 --clear-groups env PATH="$U/bin:$PATH" "$@"; }
	if ! as_user sh -c '[ -r "$1" ] && [ -w "$2" ]' sh "$U/deps.sh" "$U/apt.calls" 2>/dev/null; then
		skip "build_matrix: deps as another user: uid 65534 cannot reach $U"
	else
		o=$(as_user sh "$U/deps.sh" bl-no-such-package 2>&1); rc=$?
		[ $rc = 0 ] && [ ! -s "$U/apt.calls" ] && echo "$o" | grep -q 'not root' &&
			pass "build_matrix: deps as non-root: reports, installs nothing, build goes on" ||
			fail "build_matrix: deps as non-root: rc $rc: $o $(cat "$U/apt.calls")"
	fi
	o=$(deps bl-no-such-package)
	grep -q 'install .*bl-no-such-package' "$T/apt.calls" 2>/dev/null &&
		pass "build_matrix: deps as root installs exactly the missing package" ||
		fail "build_matrix: deps as root: $o / $(cat "$T/apt.calls" 2>/dev/null)"
fi
exit $FAILED
