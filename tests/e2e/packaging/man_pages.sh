#!/bin/sh
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# The built man pages are current and complete: regenerating them from the
# built commands gives the same bytes (a stale page fails); every option of
# --help, every exit code and (bpf-lint) every rule of --list-rules is in the
# rendered page; every option the hand-written template mentions still
# exists; (bpf-legacy2btf) every member of the manifest schema is described;
# groff renders them without warnings; a --help the generator does not
# understand is an error. The bash completion offers every long option of
# --help and the choices of A|B metavariables.
. "$(dirname "$0")/../../lib/common.sh"

[ -x "$CONV" ] && [ -x "$LINT" ] || { fail "man_pages: commands built ($B)"; exit 1; }
command -v groff >/dev/null || { skip "man_pages: groff not installed"; exit 0; }
tmpdir
mkman() { python3 "$TOP/docs/man/mkman.py" "$@"; }

"$LINT" --list-rules=markdown >"$T/rules.md"
for tool in bpf-legacy2btf bpf-lint; do
	bin=$B/$tool page=$B/man/$tool.1 tmpl=$TOP/docs/man/$tool.1.in
	[ -f "$page" ] || { fail "man_pages: $tool.1 built ($page missing; make man)"; continue; }
	extra=; [ $tool = bpf-lint ] && extra=$T/rules.md
	# shellcheck disable=SC2086
	if mkman "$bin" "$tmpl" "$T/$tool.1" $extra 2>"$T/mk.err" && cmp -s "$page" "$T/$tool.1"; then
		pass "man_pages: $tool.1 is current (regenerated from --help gives the same page)"
	else
		fail "man_pages: $tool.1 is stale or cannot be regenerated: $(head -2 "$T/mk.err")"
	fi
	w=$(groff -man -ww -z "$page" 2>&1)
	[ -z "$w" ] && pass "man_pages: $tool.1 renders without groff warnings" ||
		fail "man_pages: $tool.1: groff: $(echo "$w" | head -2)"
	groff -man -Tascii -P-cbou -rLL=200n "$page" 2>/dev/null >"$T/$tool.txt"

	# Options straight from --help (not through the generator).
	ARGP_HELP_FMT=rmargin=4000 "$bin" --help >"$T/help"
	missing=
	for o in $(sed -n 's/^ \{2,\}\(-.*\)/\1/p' "$T/help" | sed 's/   .*//' |
		grep -o -e '--[a-z0-9-]*' -e '^-[a-zA-Z?]' | sort -u); do
		grep -q -F -e "$o" "$T/$tool.txt" || missing="$missing $o"
	done
	[ -z "$missing" ] && pass "man_pages: $tool.1 documents every option of --help" ||
		fail "man_pages: $tool.1 lacks options of --help:$missing"
	codes=$(sed -n 's/^Exit status: //p' "$T/help" | grep -o '[0-9][0-9]* [a-z]' | cut -d' ' -f1)
	sect=$(sed -n '/^EXIT STATUS/,/^[A-Z]/p' "$T/$tool.txt")
	missing=
	for c in $codes; do
		echo "$sect" | grep -q "^ *$c  *[a-z]" || missing="$missing $c"
	done
	[ -n "$codes" ] && [ -z "$missing" ] &&
		pass "man_pages: $tool.1 EXIT STATUS lists every code of --help ($(echo $codes))" ||
		fail "man_pages: $tool.1 EXIT STATUS lacks:$missing (codes: $codes)"
	# The hand-written part must not name options the program dropped.
	# (A line running the other command is checked against its --help.)
	other=bpf-lint; [ $tool = bpf-lint ] && other=bpf-legacy2btf
	ARGP_HELP_FMT=rmargin=4000 "$B/$other" --help >"$T/help.other"
	stale=
	sed 's/\\-/-/g' "$tmpl" | grep -v '^\.\\"' >"$T/tmpl"
	for o in $(grep -v "$other " "$T/tmpl" | grep -o -e '--[a-z][a-z0-9-]*' | sort -u); do
		grep -q -e "^ .*$o\([=[ ]\|$\)" "$T/help" || stale="$stale $o"
	done
	for o in $(grep "$other " "$T/tmpl" | grep -o -e '--[a-z][a-z0-9-]*' | sort -u); do
		grep -q -e "^ .*$o\([=[ ]\|$\)" "$T/help.other" || stale="$stale $o($other)"
	done
	[ -z "$stale" ] && pass "man_pages: every option $tool.1.in mentions exists in --help" ||
		fail "man_pages: $tool.1.in mentions options --help does not have:$stale"
	v=$("$bin" --version | head -1)
	tail -1 "$T/$tool.txt" | grep -q -F "$v" && pass "man_pages: $tool.1 footer says '$v'" ||
		fail "man_pages: $tool.1 footer: $(tail -1 "$T/$tool.txt")"
done

# Every rule of the table, with its severity, in bpf-lint.1's RULES section.
sect=$(sed -n '/^RULES/,/^EXAMPLES/p' "$T/bpf-lint.txt")
n=0 missing=
for r in $("$LINT" --list-rules | sed -n 's/^\([a-z][a-z0-9-]*\) .*/\1/p'); do
	n=$((n + 1))
	echo "$sect" | grep -q "^ *$r (" || missing="$missing $r"
done
[ $n -gt 0 ] && [ -z "$missing" ] && pass "man_pages: bpf-lint.1 RULES lists all $n rules of --list-rules" ||
	fail "man_pages: bpf-lint.1 RULES lacks:$missing ($n rules)"

# Every member name of the manifest schema in the TAIL-CALL MANIFEST section.
sect=$(sed -n '/^TAIL-CALL MANIFEST/,/^EXAMPLES/p' "$T/bpf-legacy2btf.txt")
missing=
for k in $(python3 -c 'import json,sys
def walk(s):
    for k, v in s.get("properties", {}).items():
        print(k); walk(v)
    if "items" in s: walk(s["items"])
walk(json.load(open(sys.argv[1])))' "$TOP/docs/manifest.schema.json" | sort -u); do
	echo "$sect" | grep -q -w -e "$k" || missing="$missing $k"
done
[ -z "$missing" ] && pass "man_pages: bpf-legacy2btf.1 describes every member of manifest.schema.json" ||
	fail "man_pages: bpf-legacy2btf.1 TAIL-CALL MANIFEST lacks:$missing"

# The generator refuses what it does not understand.
printf '#!/bin/sh\ncase $1 in --version) echo fake 1;; *) printf "Usage: fake X\\n\\n  -a, --all   all\\n    odd line\\nExit status: 0 ok.\\n";; esac\n' >"$T/fake"
chmod +x "$T/fake"
if mkman "$T/fake" "$TOP/docs/man/bpf-legacy2btf.1.in" "$T/fake.1" 2>"$T/mk.err"; then
	fail "man_pages: mkman accepted a --help with an unparsed line"
else
	grep -q 'unparsed --help line' "$T/mk.err" && [ ! -e "$T/fake.1" ] &&
		pass "man_pages: mkman refuses a --help it cannot parse, writes nothing" ||
		fail "man_pages: mkman on bad --help: $(head -1 "$T/mk.err")"
fi

# --help as a terminal shows it: at argp's default 79 columns (and at 100
# and 120) every line of the option table is a group heading (column 1),
# an option (column 2 or 6) or its text (column 29). glibc's argp mislaid
# lines after an option whose argument overran the text column (bpf-lint's
# --type with its six choices: --profile at column 35, --type's text at 0).
for tool in bpf-legacy2btf bpf-lint; do
	bad=
	for w in 79 100 120; do
		b=$(ARGP_HELP_FMT=rmargin=$w "$B/$tool" --help | awk '
			/^Usage:/ { next }
			/^ [A-Z]/ && !started { started = 1 }
			/^  -\?, --help/ { exit }
			started && NF && !/^ [A-Z]/ && !/^  -., --/ && !/^      --/ &&
				!/^                             [^ ]/ { print NR ": " $0; exit }')
		[ -n "$b" ] && bad="$bad rmargin=$w line $b;"
	done
	[ -z "$bad" ] && pass "man_pages: $tool --help lays out every option line at 79, 100 and 120 columns" ||
		fail "man_pages: $tool --help mislays:$bad"
done

# Bash completion, run against the built commands.
command -v bash >/dev/null || { skip "man_pages: bash not installed"; exit $FAILED; }
comp() {
	PATH="$B:$PATH" bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _bpf_tools
		printf "%s\n" "${COMPREPLY[@]}"' sh "$TOP/completion/bpf-tools.bash" "$@" 2>&1
}
for tool in bpf-legacy2btf bpf-lint; do
	ARGP_HELP_FMT=rmargin=4000 "$B/$tool" --help | grep -o -e ' --[a-z0-9-]*' | tr -d ' ' | sort -u >"$T/want"
	comp "$tool" -- | sed 's/=$//' | sort -u >"$T/got"
	cmp -s "$T/want" "$T/got" && pass "completion: $tool -- offers every long option of --help ($(wc -l <"$T/got"))" ||
		fail "completion: $tool -- differs from --help: $(diff "$T/want" "$T/got" | grep '^[<>]' | tr '\n' ' ')"
done
r=$(comp bpf-legacy2btf --object-ns = | tr '\n' ' ')
[ "$r" = "shared none " ] && pass "completion: --object-ns= completes to its choices shared none" ||
	fail "completion: --object-ns= gives '$r'"
r=$(comp bpf-lint --type=x | tr '\n' ' ')
[ "$r" = "xdp " ] && pass "completion: bpf-lint --type=x completes to xdp" || fail "completion: --type=x gives '$r'"
r=$(comp bpf-lint --format = | tr '\n' ' ')
[ "$r" = "text json sarif github gitlab junit checkstyle " ] &&
	pass "completion: bpf-lint --format= completes to every report format ($r)" ||
	fail "completion: --format= gives '$r'"
mkdir -p "$T/c/sub" && : >"$T/c/a.o" && : >"$T/c/b.txt"
r=$(cd "$T/c" && comp bpf-lint "" | sort | tr '\n' ' ')
[ "$r" = "a.o sub " ] && pass "completion: operands complete to *.o files and directories" ||
	fail "completion: operands give '$r'"
exit $FAILED
