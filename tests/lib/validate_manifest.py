#!/usr/bin/env python3
"""Validate a tail-call manifest against docs/manifest.schema.json with the
jsonschema package, then check it against the object it describes:
  validate_manifest.py SCHEMA MANIFEST OBJECT"""
import hashlib
import json
import sys

try:
    import jsonschema
except ImportError:
    print('SKIPREASON: python3 jsonschema module not available')
    sys.exit(77)

schema = json.load(open(sys.argv[1]))
doc = json.load(open(sys.argv[2]))
jsonschema.Draft202012Validator.check_schema(schema)
errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(doc), key=str)
if errors:
    sys.exit('schema: ' + '; '.join(e.message for e in errors[:3]))
sha = hashlib.sha256(open(sys.argv[3], 'rb').read()).hexdigest()
if doc['object']['sha256'] != sha:
    sys.exit('sha256 %s is not the object\'s %s' % (doc['object']['sha256'], sha))
orders = [s['order'] for s in doc['slots']]
if orders != list(range(1, len(orders) + 1)):
    sys.exit('slot order is not 1..n: %s' % orders)
maps = {m['name']: m for m in doc['maps']}
for s in doc['slots']:
    m = maps.get(s['map'])
    # MAP/KEY objects (BTF-defined maps) have no legacy ids on either side
    if not m or m['type'] != 'prog_array' or m.get('legacy_id') != s.get('legacy_id') or m['pinning'] != 'by_name':
        sys.exit('slot %s: map %s is not a pinned prog array with id %s' % (s['section'], s['map'], s.get('legacy_id')))
print('ok')
