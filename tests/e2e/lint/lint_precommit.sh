#!/bin/sh
# This tree's pre-commit hooks (.pre-commit-hooks.yaml) under Debian's own
# pre-commit, offline: a git repository holding the hook files (as
# pre-commit clones this project) and a scratch project. `pre-commit
# try-repo` runs each hook on a legacy object, which it fails, bpf-lint's
# findings and (bpf-legacy-maps) the converter command in the output, and
# on its conversion, which passes; a name that needs quoting is quoted in
# that command. Then docs/ci.md's pre-commit recipes as written: its
# .pre-commit-config.yaml (this repository and commit in place of its
# placeholders), `pre-commit install`, a commit of the legacy object that
# the hooks stop, the conversion the hook names, and a commit that passes;
# and its try-repo line.
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$LINT" ] && [ -x "$CONV" ] || { fail "lint_precommit: tools built ($B)"; exit 1; }
[ -e "$EXG/shared_map.o" ] || { fail "lint_precommit: examples not built"; exit 1; }
need lint_precommit pre-commit git
tmpdir
# nothing of the caller's: pre-commit's cache, git's configuration
export PRE_COMMIT_HOME="$T/cache" HOME="$T/home" GIT_CONFIG_NOSYSTEM=1 \
	GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@localhost \
	GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@localhost
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE
PATH="$B:$PATH"
recipe() { python3 "$TOP/tests/lib/ci_recipes.py" "$TOP/docs/ci.md" "$@"; }

# The hook repository: the hook files of this checkout, committed (the
# checkout may have changes, or be no git repository at all).
H=$T/hooks-repo
mkdir -p "$HOME" "$H" && cp "$TOP/.pre-commit-hooks.yaml" "$H/" && cp -r "$TOP/hooks" "$H/" &&
	git -C "$H" init -q && git -C "$H" add . && git -C "$H" commit -q -m hooks ||
	{ fail "lint_precommit: a git repository of the hook files"; exit 1; }
REV=$(git -C "$H" rev-parse HEAD)

# 1. try-repo: each hook on a legacy object, then on its conversion
P=$T/proj
mkdir -p "$P/bpf" && git -C "$P" init -q && cp "$EXG/shared_map.o" "$P/bpf/prog.o" &&
	cp "$EXG/mixed.o" "$P/bpf/it's.bpf.o" || { fail "lint_precommit: project"; exit 1; }
cd "$P" || exit 1
try() { pre-commit try-repo "$H" "$@" >"$T/out" 2>&1; rc=$?; }
try bpf-lint --files bpf/prog.o
if [ $rc = 1 ] && grep -q '^- hook id: bpf-lint$' "$T/out" &&
   grep -q "error: bpf/prog.o: legacy 'maps' section .*\[legacy-maps-section\]$" "$T/out" &&
   grep -q '^bpf/prog.o: verdict: libbpf=fail' "$T/out"; then
	pass "lint_precommit: hook bpf-lint fails on a legacy object with bpf-lint's findings and verdict"
else
	fail "lint_precommit: hook bpf-lint on a legacy object: exit $rc: $(tail -5 "$T/out" | tr '\n' '|')"
fi
try bpf-legacy-maps --files bpf/prog.o "bpf/it's.bpf.o"
if [ $rc = 1 ] && grep -q "^bpf/prog.o: legacy 'maps' section: .*convert it with$" "$T/out" &&
   grep -q '^    bpf-legacy2btf -i bpf/prog.o$' "$T/out" &&
   grep -q "^    bpf-legacy2btf -i 'bpf/it'\\\\''s.bpf.o'$" "$T/out" &&
   grep -q "\[legacy-maps-section\]$" "$T/out"; then
	pass "lint_precommit: hook bpf-legacy-maps fails on legacy objects (*.o, *.bpf.o) and names the command for each, quoted where it must be"
else
	fail "lint_precommit: hook bpf-legacy-maps on a legacy object: exit $rc: $(tail -6 "$T/out" | tr '\n' '|')"
fi
"$CONV" -q -i bpf/prog.o "bpf/it's.bpf.o" 2>"$T/conv.err" || fail "lint_precommit: convert: $(head -2 "$T/conv.err")"
for hook in bpf-lint bpf-legacy-maps; do
	try $hook --files bpf/prog.o "bpf/it's.bpf.o"
	if [ $rc = 0 ] && grep -q "\.\.\.Passed$" "$T/out"; then
		pass "lint_precommit: hook $hook passes the converted objects"
	else
		fail "lint_precommit: hook $hook on the conversion: exit $rc: $(tail -5 "$T/out" | tr '\n' '|')"
	fi
done
# A file that is no object is not the hooks' business.
echo text >notes.txt
try bpf-lint --files notes.txt
[ $rc = 0 ] && grep -q 'no files to check' "$T/out" &&
	pass "lint_precommit: the hooks take only *.o files" ||
	fail "lint_precommit: notes.txt: exit $rc: $(tail -3 "$T/out" | tr '\n' '|')"

# 2. docs/ci.md's recipes, in a fresh project
P=$T/docs-proj
mkdir -p "$P/bpf" && git -C "$P" init -q && cp "$EXG/shared_map.o" "$P/bpf/prog.o" || exit 1
cd "$P" || exit 1
recipe pre-commit-config --block | sed -e "s|URL-OF-THIS-PROJECT|$H|" -e "s|REV|$REV|" >.pre-commit-config.yaml &&
	git add .pre-commit-config.yaml && git commit -q -m config ||
	{ fail "lint_precommit: docs/ci.md's .pre-commit-config.yaml"; exit 1; }
recipe pre-commit >"$T/cmds" || { fail "lint_precommit: docs/ci.md's pre-commit recipe"; exit 1; }
# what each command must do, in order: install, blocked, convert, passes
n=0 bad=
while IFS= read -r c; do
	n=$((n + 1))
	sh -c "$c" >"$T/c$n.out" 2>&1; rc=$?
	case $n:$rc in
	1:0|3:0|4:0) ;;
	2:0) bad="$bad [$c: the legacy object was committed]" ;;
	2:*) grep -q '^- hook id: bpf-lint$' "$T/c$n.out" && grep -q '^    bpf-legacy2btf -i bpf/prog.o$' "$T/c$n.out" &&
	     grep -q "\[legacy-maps-section\]$" "$T/c$n.out" ||
		bad="$bad [$c: blocked without bpf-lint's message: $(tail -3 "$T/c$n.out" | tr '\n' '|')]" ;;
	*) bad="$bad [$c: exit $rc: $(tail -3 "$T/c$n.out" | tr '\n' '|')]" ;;
	esac
done <"$T/cmds"
if [ $n = 4 ] && [ -z "$bad" ] && git log --format=%s | grep -q '^bpf: add prog$' &&
   [ "$(git log --format=%s | wc -l)" = 2 ] && [ -z "$(git status --porcelain bpf)" ] &&
   "$LINT" bpf/prog.o >/dev/null 2>&1; then
	pass "lint_precommit: docs/ci.md's pre-commit recipe: installed, the legacy object's commit stopped with bpf-lint's message and the converter command, its conversion committed"
else
	fail "lint_precommit: docs/ci.md's pre-commit recipe ($n commands):$bad; log: $(git log --format=%s | tr '\n' '|')"
fi
recipe pre-commit-try | sed "s|PATH-OF-A-CHECKOUT|$H|" >"$T/try" && [ -s "$T/try" ] || fail "lint_precommit: docs/ci.md's try-repo line"
git rm -q --cached bpf/prog.o 2>/dev/null
cp "$EXG/shared_map.o" bpf/prog.o
sh "$T/try" >"$T/try.out" 2>&1; rc=$?
"$CONV" -q -i bpf/prog.o 2>/dev/null
sh "$T/try" >"$T/try2.out" 2>&1; rc2=$?
if [ $rc = 1 ] && grep -q "\[legacy-maps-section\]$" "$T/try.out" && [ $rc2 = 0 ]; then
	pass "lint_precommit: docs/ci.md's try-repo line fails the legacy object and passes its conversion"
else
	fail "lint_precommit: docs/ci.md's try-repo: exit $rc then $rc2: $(tail -3 "$T/try.out" | tr '\n' '|')"
fi
exit $FAILED
