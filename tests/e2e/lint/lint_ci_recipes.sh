#!/bin/sh
# docs/ci.md's CI recipes run as written (tests/lib/ci_recipes.py reads
# their commands from the page): GitHub Actions (annotations; SARIF for
# code scanning), GitLab CI (Code Quality and JUnit artifacts) and Jenkins
# (JUnit and Checkstyle), over legacy objects, which fail the gating
# command, and over their conversions, which pass; each report the recipe
# hands on (sarif_file, codequality, junit, recordIssues' pattern) exists
# and passes its consumer's schema. Every recipe of the page is run by
# this test or by lint_precommit.sh, and a block that runs the tools
# without a recipe marker fails.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$LINT" ] && [ -x "$CONV" ] || { fail "lint_ci_recipes: tools built ($B)"; exit 1; }
[ -e "$EXG/shared_map.o" ] || { fail "lint_ci_recipes: examples not built"; exit 1; }
tmpdir
S=$TOP/tests/schema
PATH="$B:$PATH"
recipe() { python3 "$TOP/tests/lib/ci_recipes.py" "$TOP/docs/ci.md" "$@"; }

ids=$(recipe --ids 2>"$T/ids.err" | tr '\n' ' ')
if [ "$ids" = "github github-sarif gitlab jenkins pre-commit-config pre-commit pre-commit-try " ]; then
	pass "lint_ci_recipes: docs/ci.md's recipes are the ones the tests run ($ids)"
else
	fail "lint_ci_recipes: docs/ci.md's recipes: '$ids' $(cat "$T/ids.err")"
fi

# the value of "KEY: VALUE" or "KEY 'VALUE'" in recipe $1's block
named() { recipe "$1" --block | sed -n -e "s/^ *$2: *\\([^ ]*\\) *\$/\\1/p" -e "s/^.*$2[ (:]*'\\([^']*\\)'.*\$/\\1/p" | head -1; }

# valid KIND FILE: FILE passes KIND's consumer's schema (why on stdout)
valid() {
	case $1 in
	sarif) python3 "$S/sarif_check.py" "$2" ;;
	gitlab) python3 -c 'import json, sys, jsonschema
jsonschema.Draft7Validator(json.load(open(sys.argv[2]))).validate(json.load(open(sys.argv[1])))' "$2" "$S/gitlab-codequality.schema.json" ;;
	junit|checkstyle)
		if command -v xmllint >/dev/null; then
			xmllint --noout --schema "$S/$1.xsd" "$2" 2>&1 | grep -v ' validates$'
			xmllint --noout --schema "$S/$1.xsd" "$2" >/dev/null 2>&1
		else
			python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$2"
		fi ;;
	esac
}

# run ID OBJS: recipe ID's commands in a fresh $W with OBJS as bpf/*.o;
# "exit status of each" in $rcs, stdout of the last in $W/last.out
run() {
	W=$T/$1.$2
	mkdir -p "$W/bpf" && cp "$T/$2"/*.o "$W/bpf/" || return 1
	recipe "$1" >"$T/$1.cmds" && [ -s "$T/$1.cmds" ] || return 1
	rcs=
	while IFS= read -r c; do
		(cd "$W" && sh -c "$c" >last.out 2>last.err)
		rcs="$rcs$? "
	done <"$T/$1.cmds"
}

# the examples but graft.o, whose prog array pins the name tailcall.o's
# does with another size (a true pinned-map-conflict once converted)
mkdir -p "$T/legacy" "$T/converted"
cp "$EXG"/*.o "$T/legacy/" && rm -f "$T/legacy/graft.o"
for o in "$T"/legacy/*.o; do
	"$CONV" -q "$o" -o "$T/converted/$(basename "$o")" 2>/dev/null || fail "lint_ci_recipes: convert $o"
done

# recipe ID OBJS RCS [KIND=FILE...]: the commands exit RCS over OBJS and
# each FILE the recipe hands on passes KIND's schema
check() {
	id=$1 objs=$2 want=$3; shift 3
	if ! run "$id" "$objs"; then
		fail "lint_ci_recipes: $id: no commands in docs/ci.md"
		return
	fi
	bad=
	[ "$rcs" = "$want" ] || bad=" exit statuses $rcs(want $want): $(head -c 300 "$W/last.err")"
	for kf; do
		k=${kf%%=*} f=${kf#*=}
		[ -n "$f" ] && [ -s "$W/$f" ] || { bad="$bad $k: '$f' not written"; continue; }
		why=$(valid "$k" "$W/$f" 2>&1) || bad="$bad $k: $(echo "$why" | tail -2)"
	done
	[ -z "$bad" ] && pass "lint_ci_recipes: $id over the $objs objects: $(wc -l <"$T/$id.cmds") command(s) exit ${rcs% }$([ $# -gt 0 ] && echo ", reports valid: $(echo "$@" | sed 's/=[^ ]*//g')")" ||
		fail "lint_ci_recipes: $id over the $objs objects:$bad"
}

check github legacy "1 "
grep -q -v '^::' "$T/github.legacy/last.out" || [ ! -s "$T/github.legacy/last.out" ] &&
	fail "lint_ci_recipes: github: output that is no workflow command: $(grep -v '^::' "$T/github.legacy/last.out" | head -2)"
check github converted "0 "
check github-sarif legacy "1 " sarif="$(named github-sarif sarif_file)"
check github-sarif converted "0 " sarif="$(named github-sarif sarif_file)"
check gitlab legacy "0 1 " gitlab="$(named gitlab codequality)" junit="$(named gitlab junit)"
check gitlab converted "0 0 " gitlab="$(named gitlab codequality)" junit="$(named gitlab junit)"
check jenkins legacy "0 0 " junit="$(named jenkins junit)" checkstyle="$(named jenkins pattern)"
check jenkins converted "0 0 " junit="$(named jenkins junit)" checkstyle="$(named jenkins pattern)"

# A block that runs the tools without a marker is refused.
{ sed -n '1,/^## GitHub Actions/p' "$TOP/docs/ci.md"; printf '```sh\nbpf-lint x.o\n```\n'; } >"$T/unmarked.md"
python3 "$TOP/tests/lib/ci_recipes.py" "$T/unmarked.md" --ids >/dev/null 2>"$T/unmarked.err" &&
	fail "lint_ci_recipes: a block running bpf-lint without a recipe marker was accepted" ||
	{ grep -q 'without a recipe marker' "$T/unmarked.err" &&
		pass "lint_ci_recipes: a block running the tools without a recipe marker is an error (no recipe goes untested)" ||
		fail "lint_ci_recipes: unmarked block: $(cat "$T/unmarked.err")"; }
exit $FAILED
