#!/usr/bin/env python3
"""Check a SARIF 2.1.0 log: valid against the official OASIS schema
(sarif-schema-2.1.0.json beside this file), plus what GitHub code scanning
and the SARIF multitool's GitHub rules want: rule names distinct from ids,
relative artifact URIs resolved through originalUriBaseIds, startLine >= 1,
unique partialFingerprints.

Usage: sarif_check.py FILE.sarif   (exit 0 and print "ok N results" when valid)
"""
import json
import os
import re
import sys

import jsonschema

LEVELS = {"none", "note", "warning", "error"}


def need(cond, what):
    if not cond:
        sys.exit("sarif: " + what)


def main():
    d = json.load(open(sys.argv[1]))
    schema = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                         "sarif-schema-2.1.0.json")))
    try:
        jsonschema.validators.validator_for(schema)(schema).validate(d)
    except jsonschema.ValidationError as e:
        sys.exit("sarif: schema: %s at %s" % (e.message, "/".join(map(str, e.absolute_path))))
    need(d.get("version") == "2.1.0", "version must be 2.1.0")
    need(isinstance(d.get("$schema"), str) and "sarif" in d["$schema"], "$schema missing")
    need(isinstance(d.get("runs"), list) and d["runs"], "runs[] missing")
    n = 0
    for run in d["runs"]:
        drv = run.get("tool", {}).get("driver", {})
        need(isinstance(drv.get("name"), str) and drv["name"], "tool.driver.name missing")
        rules = drv.get("rules")
        need(isinstance(rules, list) and rules, "tool.driver.rules[] missing")
        ids = [r.get("id") for r in rules]
        need(all(isinstance(i, str) and i for i in ids), "rule without id")
        need(len(set(ids)) == len(ids), "duplicate rule ids")
        for r in rules:
            need("text" in r.get("shortDescription", {}), "rule %s: shortDescription.text" % r["id"])
            need(r.get("name") and r["name"] != r["id"], "rule %s: name must differ from id" % r["id"])
        bases = run.get("originalUriBaseIds", {})
        for b in bases.values():
            need(re.match(r"^file:///.*/$", b.get("uri", "")), "originalUriBaseIds uri must be an absolute file URI ending in /")

        def artifact(al):
            uri = al.get("uri")
            need(isinstance(uri, str) and uri, "artifactLocation.uri missing")
            if "uriBaseId" in al:
                need(al["uriBaseId"] in bases, "uriBaseId %r not in originalUriBaseIds" % al["uriBaseId"])
                need(not re.match(r"^[a-z]+:", uri) and not uri.startswith("/"),
                     "uri with a uriBaseId must be relative: %r" % uri)
            else:
                need(uri.startswith("file:///"), "uri without uriBaseId must be an absolute file URI: %r" % uri)
        for inv in run.get("invocations", []):
            for note in inv.get("toolExecutionNotifications", []):
                for loc in note.get("locations", []):
                    artifact(loc["physicalLocation"]["artifactLocation"])
        need(isinstance(run.get("results"), list), "results[] missing")
        fps = set()
        for res in run["results"]:
            n += 1
            rid = res.get("ruleId")
            need(rid in ids, "result ruleId %r not in rules" % rid)
            if "ruleIndex" in res:
                need(ids[res["ruleIndex"]] == rid, "ruleIndex does not match ruleId")
            need(res.get("level") in LEVELS, "bad level %r" % res.get("level"))
            need(isinstance(res.get("message", {}).get("text"), str), "message.text missing")
            locs = res.get("locations")
            need(isinstance(locs, list) and locs, "locations[] missing")
            for loc in locs:
                pl = loc.get("physicalLocation", {})
                artifact(pl.get("artifactLocation", {}))
                if "region" in pl:
                    need(isinstance(pl["region"].get("startLine"), int) and pl["region"]["startLine"] >= 1,
                         "region.startLine must be >= 1")
            pf = res.get("partialFingerprints")
            need(isinstance(pf, dict) and pf and all(isinstance(v, str) and v for v in pf.values()),
                 "partialFingerprints missing")
            key = tuple(sorted(pf.items()))
            need(key not in fps, "duplicate partialFingerprints %s" % (key,))
            fps.add(key)
    print("ok %d results" % n)


if __name__ == "__main__":
    main()
