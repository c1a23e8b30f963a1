#!/bin/sh
# The reports CI systems read (docs/ci.md), each checked by its consumer's
# schema or rules: --format=github is one workflow command per finding,
# escaped as the runner decodes it, findings on a whole object without a
# line, a failure no error-level finding explains (a gate) and an
# unreadable input as error annotations; --format=gitlab passes the Code
# Quality schema written from GitLab's documentation
# (tests/schema/gitlab-codequality.schema.json), its fingerprints are
# SARIF's, the same run to run and after an unrelated edit (another map);
# --format=junit passes tests/schema/junit.xsd (xmllint) with a test case
# per object, failing exactly for the objects that fail the run;
# --format=checkstyle passes tests/schema/checkstyle.xsd. Every format is
# the same bytes run to run, with -j, and through -o FILE, keeps the exit
# status, drops waived findings, and stays well-formed whatever bytes the
# object's names hold. The build names no address it was not given:
# --help and SARIF (help text instead of a link).
. "$(dirname "$0")/../../lib/common.sh"
[ -x "$LINT" ] || { fail "lint_ci: $LINT not built"; exit 1; }
[ -e "$EXG/shared_map.o" ] || { fail "lint_ci: examples not built"; exit 1; }
tmpdir
S=$TOP/tests/schema
FORMATS="github gitlab junit checkstyle"

# The corpus under $T/w, linted from there: the examples, two objects with
# hostile map names (a newline; an escape sequence and bytes that are not
# UTF-8), an object without DWARF (findings on the whole object) under a
# name with every byte a workflow command property escapes, and a file
# that does not exist.
mkdir -p "$T/w/bpf" && cp "$EXG"/*.o "$TOP/tests/malformed/l-pin-newline.o" \
	"$TOP/tests/malformed/l-pin-escape.o" "$T/w/bpf/" &&
	cp "$EXNOG/shared_map.o" "$T/w/bpf/a,b:c%d e.o" || { fail "lint_ci: corpus"; exit 1; }
cd "$T/w" || exit 1
set -- bpf/*.o
"$LINT" "$@" missing.o >/dev/null 2>&1; want=$?
"$LINT" --format=json "$@" >all.json 2>/dev/null

# 1. Same bytes run to run, with -j 3 and through -o; the exit status of
# the text report; stderr names the unreadable input as before.
for f in $FORMATS; do
	"$LINT" --format=$f "$@" missing.o >$f.1 2>$f.err; rc=$?
	"$LINT" --format=$f -j 3 "$@" missing.o >$f.2 2>/dev/null
	"$LINT" --format=$f -o $f.3 "$@" missing.o 2>/dev/null; rc3=$?
	if [ $rc = "$want" ] && [ $rc3 = "$want" ] && cmp -s $f.1 $f.2 && cmp -s $f.1 $f.3 &&
	   grep -q '^bpf-lint: missing.o: cannot read' $f.err && [ -s $f.1 ]; then
		pass "lint_ci: --format=$f: the same bytes twice, with -j 3 and with -o FILE; exit $rc as the text report"
	else
		fail "lint_ci: --format=$f: exit $rc/$rc3 (text $want), $(cmp $f.1 $f.2 2>&1; cmp $f.1 $f.3 2>&1)"
	fi
done

# 2. GitHub: every line a workflow command; decoded as the runner decodes
# it, one annotation per finding JSON lists, at its source line or on the
# whole object; the unreadable input an error annotation.
if r=$(python3 - github.1 all.json <<'PY' 2>&1
import json, os, re, sys
def key(p):
    """bpf-lint's key of a path: real path under the working directory
    relative to it; a path that does not resolve as spelled"""
    if not os.path.exists(p):
        return p
    r, cwd = os.path.realpath(p), os.getcwd() + "/"
    return r[len(cwd):] if r.startswith(cwd) else r
cmd = re.compile(r"^::(error|warning|notice) file=([^,:]*)(?:,line=([0-9]+))?(?:,col=([0-9]+))?,title=([^,:]*)::(.*)$")
def prop(s):
    return s.replace("%3A", ":").replace("%2C", ",").replace("%0D", "\r").replace("%0A", "\n").replace("%25", "%")
got = []
raw = open(sys.argv[1], "rb").read()
assert b"\x1b" not in raw, "a raw escape character reached the log"
for line in raw.decode("utf-8").splitlines():
    m = cmd.match(line)
    assert m, "not a workflow command: %r" % line
    lvl, f, ln, col, title, msg = m.groups()
    assert "%" not in re.sub("%(25|0D|0A|3A|2C)", "", f + title), "bad escape: " + line
    got.append((lvl, prop(f), ln and int(ln), col and int(col), prop(title), prop(msg)))
lvl = {"error": "error", "warning": "warning", "note": "notice"}
want = []
for o in json.load(open(sys.argv[2]))["objects"]:
    for fd in o["findings"]:
        if fd["suppressed"]:
            continue
        src = fd["source"]
        line = src and src.get("line") or None
        want.append((lvl[fd["severity"]], fd["rule"], line, o["file"], src and src["file"]))
finds = [g for g in got if g[4] not in ("cannot-read", "verdict")]
assert len(finds) == len(want), "%d annotations for %d findings" % (len(finds), len(want))
for g, w in zip(finds, want):
    assert (g[0], g[4], g[2]) == w[:3], "%r against %r" % (g, w)
    if g[2] is None:
        assert g[1] == w[3] and g[3] is None, "a whole-object finding names its object, no line: %r" % (g,)
    else:
        assert g[1] == key(w[4]) and g[5].startswith(w[3] + ": "), "a source finding: %r" % (g,)
names = {g[1] for g in got}
assert "bpf/a,b:c%d e.o" in names, "the escaped file name does not decode: %r" % names
miss = [g for g in got if g[4] == "cannot-read"]
assert len(miss) == 1 and miss[0][0] == "error" and miss[0][1] == "missing.o", miss
assert any("\nhint: " in g[5] for g in got), "no hint on a line of its own"
print("%d annotations, %d at a source line" % (len(got), sum(1 for g in got if g[2])))
PY
); then
	pass "lint_ci: github: workflow commands decoded as the runner does match the findings ($r); file-level ones carry no line; the unreadable input is an error"
else
	fail "lint_ci: github: $r"
fi
# A gate no error-level finding explains: --kernel-min on a clean object
"$CONV" -q bpf/shared_map.o -o clean.o 2>/dev/null
"$LINT" --format=github --kernel-min=3.18 clean.o >gate.gh 2>&1; rc=$?
"$LINT" --format=github clean.o >clean.gh 2>&1; rc0=$?
if [ $rc = 1 ] && [ $rc0 = 0 ] && ! grep -q '^::error.*title=[a-z-]*::' clean.gh &&
   [ "$(grep -c '^::error file=clean.o,title=verdict::clean.o: verdict: .*newer than --kernel-min=3.18' gate.gh)" = 1 ]; then
	pass "lint_ci: github: a run failed by --kernel-min alone says why in one error annotation on the object; the clean object has none"
else
	fail "lint_ci: github: gate: exit $rc/$rc0: $(head -c 400 gate.gh)"
fi

# 3. GitLab: the schema written from GitLab's documentation; fingerprints
# unique and SARIF's; whole-object findings on line 1 of the object.
"$LINT" --format=sarif "$@" >all.sarif 2>/dev/null
if r=$(python3 - gitlab.1 "$S/gitlab-codequality.schema.json" all.sarif all.json <<'PY' 2>&1
import json, os, sys
import jsonschema
raw = open(sys.argv[1], "rb").read()
assert raw[:1] == b"[", "no byte order mark or anything else before the array"
d = json.loads(raw.decode("utf-8"))
schema = json.load(open(sys.argv[2]))
jsonschema.Draft7Validator.check_schema(schema)
jsonschema.Draft7Validator(schema).validate(d)
fps = [i["fingerprint"] for i in d]
assert len(set(fps)) == len(fps), "fingerprints repeat"
sarif = json.load(open(sys.argv[3]))["runs"][0]["results"]
sfp = [r["partialFingerprints"]["bpfLintFinding/v2"] for r in sarif if not r.get("suppressions")]
assert sorted(fps) == sorted(sfp), "not SARIF's fingerprints"
objs = {o["file"] for o in json.load(open(sys.argv[4]))["objects"]}
whole = [i for i in d if i["location"]["path"] in objs]
assert whole and all(i["location"]["lines"]["begin"] == 1 for i in whole), "a whole-object issue off line 1"
srcs = set()
for o in json.load(open(sys.argv[4]))["objects"]:
    for fd in o["findings"]:
        if fd["source"] and fd["source"].get("line"):
            p = fd["source"]["file"]
            r = os.path.realpath(p) if os.path.exists(p) else p
            srcs.add(r[len(os.getcwd()) + 1:] if r.startswith(os.getcwd() + "/") else r)
for i in d:
    assert i["location"]["path"] in objs | srcs, i["location"]["path"]
sev = {i["severity"] for i in d}
assert sev <= {"major", "minor", "info"} and "major" in sev, sev
print("%d issues, %d on a whole object" % (len(d), len(whole)))
PY
); then
	pass "lint_ci: gitlab: valid against the Code Quality schema from GitLab's docs ($r); fingerprints unique and SARIF's"
else
	fail "lint_ci: gitlab: $r"
fi

# 4. JUnit: the XSD; a test case per input in order; a failure exactly for
# the objects that fail the run alone, with the verdict line as message
# and every error-level finding's line as text; the missing input an error.
for o in "$@"; do "$LINT" "$o" >/dev/null 2>&1; echo $?; done >statuses
if r=$(python3 - junit.1 all.json statuses "$@" <<'PY' 2>&1
import json, sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "testsuites" and len(root) == 1, root.tag
suite = root[0]
cases = suite.findall("testcase")
objs = sys.argv[4:]
assert [c.get("name") for c in cases] == objs + ["missing.o"], [c.get("name") for c in cases]
status = [int(s) for s in open(sys.argv[3]).read().split()]
fails = [c for c in cases if c.find("failure") is not None]
errs = [c for c in cases if c.find("error") is not None]
for tag in (root, suite):
    assert (tag.get("tests"), tag.get("failures"), tag.get("errors")) == \
        (str(len(cases)), str(len(fails)), str(len(errs))), tag.attrib
assert [c.get("name") for c in errs] == ["missing.o"]
findings = {o["file"]: o["findings"] for o in json.load(open(sys.argv[2]))["objects"]}
for c, s in zip(cases, status):
    f = c.find("failure")
    assert (f is not None) == (s == 1), "%s: status %d, failure %r" % (c.get("name"), s, f)
    text = (f if f is not None else c.find("system-out"))
    text = text.text if text is not None else ""
    for fd in findings[c.get("name")]:
        if fd["severity"] == "error" and not fd["suppressed"]:
            assert "[%s]" % fd["rule"] in text, "%s: %s not in the text" % (c.get("name"), fd["rule"])
    if f is not None:
        assert f.get("message").startswith(c.get("name") + ": verdict: "), f.get("message")
print("%d test cases, %d failures, %d error" % (len(cases), len(fails), len(errs)))
PY
); then
	pass "lint_ci: junit: a test case per input, failing for the objects that fail the run ($r), message the verdict line"
else
	fail "lint_ci: junit: $r"
fi

# 5. Checkstyle: an <error> per finding, on its source line or on the object.
if r=$(python3 - checkstyle.1 all.json <<'PY' 2>&1
import json, sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "checkstyle", root.tag
got = [(f.get("name"), e) for f in root.findall("file") for e in f.findall("error")]
sev = {"error": "error", "warning": "warning", "note": "info"}
want = [(o["file"], fd) for o in json.load(open(sys.argv[2]))["objects"]
        for fd in o["findings"] if not fd["suppressed"]]
assert len(got) == len(want), "%d errors for %d findings" % (len(got), len(want))
for (name, e), (obj, fd) in zip(got, want):
    assert e.get("source") == "bpf-lint." + fd["rule"] and e.get("severity") == sev[fd["severity"]], e.attrib
    line = fd["source"] and fd["source"].get("line")
    if line:
        assert e.get("line") == str(line) and e.get("message").startswith(obj + ": "), e.attrib
    else:
        assert name == obj and e.get("line") is None, (name, e.attrib)
print("%d errors" % len(got))
PY
); then
	pass "lint_ci: checkstyle: an error per finding with its rule as source, on its line or on the object ($r)"
else
	fail "lint_ci: checkstyle: $r"
fi

# 6. The consumers' schemas, with xmllint where it is installed.
if command -v xmllint >/dev/null; then
	for f in junit checkstyle; do
		if xmllint --noout --schema "$S/$f.xsd" $f.1 2>xl.err; then
			pass "lint_ci: $f: valid against tests/schema/$f.xsd (xmllint), hostile map names included"
		else
			fail "lint_ci: $f: xmllint: $(grep -v validates xl.err | head -3)"
		fi
	done
else
	skip "lint_ci: junit and checkstyle against their XSD: xmllint not installed (libxml2-utils)"
fi

# 7. Waived findings are in none of them: with a baseline of everything
# the run passes and every report is empty.
"$LINT" --write-baseline=base "$@" >/dev/null 2>&1
bad=
for f in $FORMATS; do
	"$LINT" --format=$f --baseline=base "$@" >$f.w 2>/dev/null || bad="$bad $f:exit$?"
done
[ ! -s github.w ] || bad="$bad github"
[ "$(cat gitlab.w)" = "$(printf '[\n]')" ] || bad="$bad gitlab"
grep -q '<failure' junit.w && bad="$bad junit"
grep -q '<error' checkstyle.w && bad="$bad checkstyle"
"$LINT" --format=github --disable=legacy-maps-section "$@" >dis.gh 2>/dev/null
grep -q 'title=legacy-maps-section' dis.gh && bad="$bad --disable"
[ -z "$bad" ] && pass "lint_ci: waived findings (--baseline, --disable) are in no CI report; all waived, the run passes with empty reports" ||
	fail "lint_ci: waivers:$bad"

# 8. GitLab fingerprints after an unrelated edit: another map added to the
# source, rebuilt at the same path, leaves the existing findings' ones.
if command -v clang >/dev/null; then
	mkdir -p fp && cp "$TOP/examples/legacy/shared_map.c" fp/prog.c
	fps() {
		bpf_compile fp/prog.c fp/prog.o -g &&
		"$LINT" --format=gitlab fp/prog.o | python3 -c 'import json, sys
for i in json.load(sys.stdin): print(i["check_name"], i["fingerprint"])' | sort >"$1"
	}
	fps fp.before
	sed -i 's/^BPF_ANNOTATE_KV_PAIR(map_sh, __u32, __u64);$/&\
struct bpf_elf_map map_other __section_maps = {\
	.type = BPF_MAP_TYPE_HASH, .size_key = 4, .size_value = 4, .max_elem = 8,\
};/' fp/prog.c
	fps fp.after
	if [ -s fp.before ] && ! cmp -s fp/prog.c "$TOP/examples/legacy/shared_map.c" &&
	   [ -z "$(comm -23 fp.before fp.after)" ]; then
		pass "lint_ci: gitlab: another map added to the object leaves every existing finding's fingerprint ($(wc -l <fp.before) findings, lines moved)"
	else
		fail "lint_ci: gitlab: fingerprints changed by an unrelated edit: $(comm -3 fp.before fp.after | tr '\n' ' ')"
	fi
else
	skip "lint_ci: gitlab fingerprints after an edit: clang not installed"
fi

# 9. No address the build was not given (GNUmakefile: BUG_URL,
# RULE_HELP_URI; the build keeps them in urls.stamp): --help names none,
# and SARIF's rules carry their help text, not a link.
bug=$(sed -n 1p "$B/urls.stamp" 2>/dev/null) uri=$(sed -n 2p "$B/urls.stamp" 2>/dev/null)
help=$("$LINT" --help; "$CONV" --help)
if [ -z "$bug" ]; then
	case $help in *http*|*"Report bugs"*) fail "lint_ci: --help names an address the build was not given" ;;
	*) pass "lint_ci: built without BUG_URL: neither command's --help names an address" ;; esac
else
	[ "$(printf '%s\n' "$help" | grep -c "^Report bugs to <$bug>.$")" = 2 ] &&
		pass "lint_ci: built with BUG_URL: both commands' --help end naming it" ||
		fail "lint_ci: BUG_URL=$bug not in --help"
fi
if r=$(python3 - all.sarif "$uri" <<'PY' 2>&1
import json, sys
drv = json.load(open(sys.argv[1]))["runs"][0]["tool"]["driver"]
uri = sys.argv[2]
for r in drv["rules"]:
    assert r["help"]["text"] and r["help"]["markdown"], r["id"]
    if uri:
        assert r.get("helpUri") == uri + "#" + r["id"], r.get("helpUri")
    else:
        assert "helpUri" not in r, r["helpUri"]
assert drv.get("informationUri") == (uri or None), drv.get("informationUri")
print("%d rules with help text%s" % (len(drv["rules"]), ", helpUri " + uri if uri else ", no link"))
PY
); then
	pass "lint_ci: SARIF rules: $r"
else
	fail "lint_ci: SARIF help: $r"
fi
made_up=$(grep -rIl -e 'bpflegacy/bpf''legacy' -e 'github.com/bpf''legacy' "$TOP" --exclude-dir=.git --exclude-dir=build \
	--exclude-dir="$(basename "$B")" 2>/dev/null | head -3)
[ -z "$made_up" ] && pass "lint_ci: no file of the tree names the made-up repository the tools once linked to" ||
	fail "lint_ci: made-up address in: $made_up"
exit $FAILED
