# The lint fixtures (tests/fixtures/lint/*.c) as objects, for the tests that
# run bpf-lint over all of them. Source after common.sh.

# lint_fixtures DIR PREFIX [LEAVE]: each fixture compiled (-O2 -g) into
# DIR/PREFIXNAME.o, but LEAVE (a base name); one clang refuses is left out
lint_fixtures() {
	for _c in "$TOP"/tests/fixtures/lint/*.c; do
		_b=$(basename "$_c" .c)
		[ "$_b" = "${3-}" ] && continue
		clang -O2 -g -target bpf -I/usr/include/$MA -I"$TOP/examples/include" \
			-I"$TOP/tests/fixtures/lint" -c "$_c" -o "$1/$2$_b.o" 2>/dev/null
	done
}

# lint_fixtures_test NAME PREFIX: the opening of test NAME: bpf-lint built
# (else FAIL, exit 1) and clang installed (else SKIP, exit 0), a tmpdir $T
# and the fixtures in $T/o (lint_fixtures $T/o PREFIX)
lint_fixtures_test() {
	[ -x "$LINT" ] || { fail "$1: $LINT not built"; exit 1; }
	command -v clang >/dev/null || { skip "$1: clang not installed"; exit 0; }
	tmpdir
	mkdir -p "$T/o"
	lint_fixtures "$T/o" "$2"
}
