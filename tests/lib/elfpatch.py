#!/usr/bin/env python3
"""Make one precise change to a little-endian ELF64 object, in place, so the
converter and lint tests can build malformed inputs from real ones (no project code).

  elfpatch.py FILE ident INDEX BYTE            e_ident[INDEX] = BYTE
  elfpatch.py FILE sym NAME FIELD VALUE        FIELD: name info other shndx value size
  elfpatch.py FILE rel SECTION INDEX FIELD VALUE
                                               FIELD: offset sym type (of entry INDEX)
  elfpatch.py FILE sec SECTION FIELD VALUE     FIELD: type flags offset size link info entsize
  elfpatch.py FILE bind NAME local|global|weak set a symbol's binding (its type kept)
  elfpatch.py FILE rename-section OLD NEW      rename in place (NEW no longer than OLD)
  elfpatch.py FILE get-sym NAME FIELD          print a symbol field (or its index: FIELD=index)
  elfpatch.py FILE get-sec SECTION FIELD       print a section header field
  elfpatch.py FILE rels SECTION                print "INDEX OFFSET SYMINDEX SYMNAME" per entry

VALUE is decimal or 0x hex. Exits non-zero (with a message) when the named
section, symbol or entry does not exist.
"""
import struct
import sys

SHDR = '<IIQQQQIIQQ'
SHDR_FIELDS = ('name', 'type', 'flags', 'addr', 'offset', 'size', 'link', 'info',
               'addralign', 'entsize')
SYM = '<IBBHQQ'
SYM_FIELDS = ('name', 'info', 'other', 'shndx', 'value', 'size')


class Obj:
    def __init__(self, path):
        self.path = path
        self.b = bytearray(open(path, 'rb').read())
        if self.b[:4] != b'\x7fELF' or self.b[4] != 2 or self.b[5] != 1:
            sys.exit('%s: not a little-endian ELF64 file' % path)
        self.shoff, = struct.unpack_from('<Q', self.b, 0x28)
        self.shentsize, self.shnum, self.shstrndx = struct.unpack_from('<HHH', self.b, 0x3a)

    def shdr_off(self, i):
        return self.shoff + i * self.shentsize

    def shdr(self, i):
        return dict(zip(SHDR_FIELDS, struct.unpack_from(SHDR, self.b, self.shdr_off(i))))

    def cstr(self, off):
        return self.b[off:self.b.index(b'\0', off)].decode()

    def sec_name(self, i):
        return self.cstr(self.shdr(self.shstrndx)['offset'] + self.shdr(i)['name'])

    def sec_index(self, name):
        for i in range(1, self.shnum):
            if self.sec_name(i) == name:
                return i
        sys.exit('%s: no section %s' % (self.path, name))

    def symtab(self):
        for i in range(1, self.shnum):
            if self.shdr(i)['type'] == 2:
                return self.shdr(i)
        sys.exit('%s: no symbol table' % self.path)

    def sym_off(self, idx):
        return self.symtab()['offset'] + idx * 24

    def sym(self, idx):
        return dict(zip(SYM_FIELDS, struct.unpack_from(SYM, self.b, self.sym_off(idx))))

    def sym_name(self, idx):
        st = self.symtab()
        return self.cstr(self.shdr(st['link'])['offset'] + self.sym(idx)['name'])

    def sym_index(self, name):
        for i in range(self.symtab()['size'] // 24):
            if self.sym_name(i) == name:
                return i
        sys.exit('%s: no symbol %s' % (self.path, name))

    def rel_off(self, sec, idx):
        h = self.shdr(self.sec_index(sec))
        if h['type'] not in (4, 9):
            sys.exit('%s: %s is not a relocation section' % (self.path, sec))
        esz = 24 if h['type'] == 4 else 16
        if idx * esz >= h['size']:
            sys.exit('%s: %s has no entry %d' % (self.path, sec, idx))
        return h['offset'] + idx * esz

    def save(self):
        open(self.path, 'wb').write(self.b)


def num(s):
    return int(s, 0)


def set_field(b, fmt, fields, base, field, value):
    vals = list(struct.unpack_from(fmt, b, base))
    if field not in fields:
        sys.exit('unknown field ' + field)
    vals[fields.index(field)] = value
    struct.pack_into(fmt, b, base, *vals)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    o, op, a = Obj(sys.argv[1]), sys.argv[2], sys.argv[3:]
    if op == 'ident':
        o.b[num(a[0])] = num(a[1])
    elif op == 'sym':
        set_field(o.b, SYM, SYM_FIELDS, o.sym_off(o.sym_index(a[0])), a[1], num(a[2]))
    elif op == 'rel':
        off = o.rel_off(a[0], num(a[1]))
        r_off, r_info = struct.unpack_from('<QQ', o.b, off)
        if a[2] == 'offset':
            r_off = num(a[3])
        elif a[2] == 'sym':
            r_info = (num(a[3]) << 32) | (r_info & 0xffffffff)
        elif a[2] == 'type':
            r_info = (r_info & ~0xffffffff) | num(a[3])
        else:
            sys.exit('unknown field ' + a[2])
        struct.pack_into('<QQ', o.b, off, r_off, r_info)
    elif op == 'sec':
        set_field(o.b, SHDR, SHDR_FIELDS, o.shdr_off(o.sec_index(a[0])), a[1], num(a[2]))
    elif op == 'bind':
        binds = {'local': 0, 'global': 1, 'weak': 2}
        if a[1] not in binds:
            sys.exit('unknown binding ' + a[1])
        off = o.sym_off(o.sym_index(a[0]))
        o.b[off + 4] = (binds[a[1]] << 4) | (o.b[off + 4] & 0xf)
    elif op == 'rename-section':
        old, new = a[0], a[1].encode()
        if len(new) > len(old.encode()):
            sys.exit('%s: new name %s is longer than %s' % (o.path, a[1], old))
        at = o.shdr(o.shstrndx)['offset'] + o.shdr(o.sec_index(old))['name']
        o.b[at:at + len(new) + 1] = new + b'\0'
    elif op == 'get-sym':
        i = o.sym_index(a[0])
        print(i if a[1] == 'index' else o.sym(i)[a[1]])
        return
    elif op == 'get-sec':
        print(o.shdr(o.sec_index(a[0]))[a[1]])
        return
    elif op == 'rels':
        h = o.shdr(o.sec_index(a[0]))
        esz = 24 if h['type'] == 4 else 16
        for i in range(h['size'] // esz):
            r_off, r_info = struct.unpack_from('<QQ', o.b, h['offset'] + i * esz)
            print(i, r_off, r_info >> 32, o.sym_name(r_info >> 32))
        return
    else:
        sys.exit('unknown op ' + op)
    o.save()


if __name__ == '__main__':
    main()
