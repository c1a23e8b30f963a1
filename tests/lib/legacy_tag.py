#!/usr/bin/env python3
"""Print the program tag the kernel gives a section loaded the way
iproute2's legacy loader loads it: the whole section as one program, each
relocated 64-bit immediate load turned into a BPF_PSEUDO_MAP_FD load. The
kernel's tag is the first 8 bytes of a digest of the instructions with
the map loads' immediates zeroed (kernel/bpf/core.c bpf_prog_calc_tag):
SHA-1 on older kernels, SHA-256 on recent ones (6.18 here). Prints both,
SHA-1 first.

  legacy_tag.py OBJ SECTION
"""
import hashlib
import struct
import sys

sys.path.insert(0, __file__.rsplit('/', 1)[0])
from elfpatch import Obj  # noqa: E402


def main():
    o = Obj(sys.argv[1])
    idx = o.sec_index(sys.argv[2])
    sh = o.shdr(idx)
    code = bytearray(o.b[sh['offset']:sh['offset'] + sh['size']])
    for i in range(1, o.shnum):
        rs = o.shdr(i)
        if rs['type'] != 9 or rs['info'] != idx:    # SHT_REL
            continue
        for k in range(rs['size'] // 16):
            off, = struct.unpack_from('<Q', o.b, rs['offset'] + 16 * k)
            if code[off] == 0x18:                    # BPF_LD | BPF_IMM | BPF_DW
                code[off + 1] = (code[off + 1] & 0x0f) | (1 << 4)   # src_reg = MAP_FD
                code[off + 4:off + 8] = b'\0' * 4
                code[off + 12:off + 16] = b'\0' * 4
    print(hashlib.sha1(bytes(code)).hexdigest()[:16],
          hashlib.sha256(bytes(code)).hexdigest()[:16])


main()
