#!/usr/bin/env python3
"""Independent ELF reader for the tests (no project code): prints what an
object holds so shell tests can compare input and output.

  elfinfo.py legacy-maps OBJ      map NAME type= key= value= max= flags= id= pinning=
  elfinfo.py sections OBJ         NAME TYPE SIZE SHA1 (one line per section)
  elfinfo.py section OBJ NAME     raw bytes of one section to stdout
"""
import hashlib
import struct
import sys


class Elf:
    def __init__(self, path):
        self.b = open(path, 'rb').read()
        b = self.b
        if b[:4] != b'\x7fELF' or b[4] != 2:
            raise SystemExit('not a 64-bit ELF')
        (self.shoff,) = struct.unpack_from('<Q', b, 0x28)
        self.shentsize, self.shnum, self.shstrndx = struct.unpack_from('<HHH', b, 0x3a)
        self.secs = []
        for i in range(self.shnum):
            f = struct.unpack_from('<IIQQQQIIQQ', b, self.shoff + i * 64)
            self.secs.append(dict(name_off=f[0], type=f[1], flags=f[2], off=f[4],
                                  size=f[5], link=f[6], info=f[7], entsize=f[9]))
        for s in self.secs:
            s['name'] = self.cstr(self.secs[self.shstrndx], s['name_off'])

    def cstr(self, sec, off):
        start = sec['off'] + off
        return self.b[start:self.b.index(b'\0', start)].decode()

    def data(self, s):
        return b'' if s['type'] == 8 else self.b[s['off']:s['off'] + s['size']]

    def by_name(self, name):
        return next((s for s in self.secs if s['name'] == name), None)

    def symbols(self):
        st = next(s for s in self.secs if s['type'] == 2)
        strs = self.secs[st['link']]
        d = self.data(st)
        for i in range(len(d) // 24):
            name, info, other, shndx, value, size = struct.unpack_from('<IBBHQQ', d, i * 24)
            yield dict(name=self.cstr(strs, name), bind=info >> 4, type=info & 15,
                       shndx=shndx, value=value, size=size)


def legacy_maps(e):
    idx = next(i for i, s in enumerate(e.secs) if s['name'] == 'maps')
    d = e.data(e.secs[idx])
    syms = [s for s in e.symbols() if s['shndx'] == idx and s['bind'] == 1 and s['type'] in (0, 1)]
    rec = len(d) // len(syms)
    for s in sorted(syms, key=lambda s: s['value']):
        w = struct.unpack_from('<%dI' % (rec // 4), d, s['value'])
        w = list(w) + [0] * 9
        if rec == 20:      # bpf_map_def
            idv, pin = 0, 0
        else:              # bpf_elf_map (and its prefixes)
            idv, pin = w[5], w[6]
        print('map %s type=%u key=%u value=%u max=%u flags=%u id=%u pinning=%u' %
              (s['name'], w[0], w[1], w[2], w[3], w[4], idv, pin))


def main():
    cmd, path = sys.argv[1], sys.argv[2]
    e = Elf(path)
    if cmd == 'legacy-maps':
        legacy_maps(e)
    elif cmd == 'sections':
        for s in e.secs[1:]:
            print(s['name'], s['type'], s['size'], hashlib.sha1(e.data(s)).hexdigest())
    elif cmd == 'section':
        s = e.by_name(sys.argv[3])
        sys.stdout.buffer.write(e.data(s) if s else b'')
    else:
        raise SystemExit('unknown command')


if __name__ == '__main__':
    main()
