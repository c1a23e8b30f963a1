#!/usr/bin/env python3
"""Carve the BPF objects that libbpf skeletons embed in executables.
  carve_bpf.py OUTDIR BINARY...   writes OUTDIR/<binary>-<n>.o per object
An embedded object is a 64-bit little-endian ET_REL ELF with e_machine
EM_BPF; its size is the end of its section header table."""
import os
import struct
import sys

out = sys.argv[1]
for path in sys.argv[2:]:
    try:
        b = open(path, 'rb').read()
    except OSError:
        continue
    n, pos = 0, b.find(b'\x7fELF\x02\x01\x01', 1)
    while pos > 0:
        hdr = b[pos:pos + 64]
        if len(hdr) == 64:
            e_type, e_machine = struct.unpack_from('<HH', hdr, 16)
            e_shoff, = struct.unpack_from('<Q', hdr, 0x28)
            e_shentsize, e_shnum = struct.unpack_from('<HH', hdr, 0x3a)
            end = pos + e_shoff + e_shentsize * e_shnum
            if e_type == 1 and e_machine == 247 and e_shentsize == 64 and end <= len(b):
                n += 1
                name = '%s/%s-%d.o' % (out, os.path.basename(path), n)
                open(name, 'wb').write(b[pos:end])
        pos = b.find(b'\x7fELF\x02\x01\x01', pos + 1)
