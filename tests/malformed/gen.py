#!/usr/bin/env python3
"""Write the malformed-input corpus: one file per defect, each one precise
change to a good object (no project code involved).

  gen.py LEGACY.o CONVERTED.o OUTDIR

LEGACY.o is examples/legacy/tailcall.c built with -g and --strip-debug
(legacy `maps`, tail calls, BTF, .BTF.ext); CONVERTED.o is its conversion.
Cases named l-* start from LEGACY.o, c-* from CONVERTED.o (an object
libbpf opens, so bpf-lint's own checks, not the `maps` section, decide).
OUTDIR/cases.txt lists "FILE<TAB>defect". The files are checked in; this
script documents how each was made and regenerates them.
"""
import os
import struct
import sys
import zlib

SHDR = '<IIQQQQIIQQ'
F = dict(name=0, type=1, flags=2, addr=3, offset=4, size=5, link=6, info=7, align=8, entsize=9)


class Obj:
    def __init__(self, b):
        self.b = bytearray(b)

    @property
    def shoff(self):
        return struct.unpack_from('<Q', self.b, 0x28)[0]

    @property
    def shnum(self):
        return struct.unpack_from('<H', self.b, 0x3c)[0]

    @property
    def shstrndx(self):
        return struct.unpack_from('<H', self.b, 0x3e)[0]

    def sh(self, i):
        return list(struct.unpack_from(SHDR, self.b, self.shoff + 64 * i))

    def set_sh(self, i, field, v):
        h = self.sh(i)
        h[F[field]] = v
        struct.pack_into(SHDR, self.b, self.shoff + 64 * i, *h)

    def cstr(self, off):
        return bytes(self.b[off:self.b.index(b'\0', off)])

    def sec(self, name):
        names = self.sh(self.shstrndx)[4]
        for i in range(1, self.shnum):
            if self.cstr(names + self.sh(i)[0]) == name.encode():
                return i
        raise KeyError(name)

    def data(self, name):
        h = self.sh(self.sec(name))
        return h[4], h[5]

    def symtab(self):
        return next(i for i in range(1, self.shnum) if self.sh(i)[1] == 2)

    def sym_off(self, name):
        st = self.sh(self.symtab())
        strtab = self.sh(st[6])[4]
        for k in range(st[5] // 24):
            o = st[4] + 24 * k
            if self.cstr(strtab + struct.unpack_from('<I', self.b, o)[0]) == name.encode():
                return o
        raise KeyError(name)

    def set_sym(self, name, fmt, at, v):
        struct.pack_into(fmt, self.b, self.sym_off(name) + at, v)

    def rename_sym(self, name, new):
        """Move the symbol string table to the end with @new appended."""
        st = self.symtab()
        si = self.sh(st)[6]
        off, size = self.sh(si)[4], self.sh(si)[5]
        tab = bytes(self.b[off:off + size])
        symo = self.sym_off(name)
        self.b += tab
        self.set_sh(si, 'offset', len(self.b) - len(tab))
        newoff = len(tab)
        self.b += new + b'\0'
        self.set_sh(si, 'size', len(tab) + len(new) + 1)
        struct.pack_into('<I', self.b, symo, newoff)

    def btf_types(self):
        """(offset, id, kind, vlen) of every BTF type record."""
        off, size = self.data('.BTF')
        hl, toff, tlen = struct.unpack_from('<III', self.b, off + 4)
        p, end, tid, out = off + hl + toff, off + hl + toff + tlen, 1, []
        while p < end:
            info, = struct.unpack_from('<I', self.b, p + 4)
            kind, vlen = (info >> 24) & 0x1f, info & 0xffff
            out.append((p, tid, kind, vlen))
            extra = {1: 4, 3: 12, 4: 12 * vlen, 5: 12 * vlen, 6: 8 * vlen, 13: 8 * vlen,
                     14: 4, 15: 12 * vlen, 17: 4, 19: 12 * vlen}.get(kind, 0)
            p += 12 + extra
            tid += 1
        return out

    def btf_first(self, kind, skip=0):
        return [t for t in self.btf_types() if t[2] == kind][skip]


def u32(o, at, v):
    struct.pack_into('<I', o.b, at, v)


def u16(o, at, v):
    struct.pack_into('<H', o.b, at, v)


def rel_at(o, sec, k=0):
    return o.sh(o.sec(sec))[4] + 16 * k


CASES = []


def case(base, name, what):
    def deco(fn):
        CASES.append((base, name, what, fn))
        return fn
    return deco


# ---- ELF header ---------------------------------------------------------
case('l', 'empty', 'empty file')(lambda o: o.b.__init__(b''))
case('l', 'not-elf', 'text, not ELF')(lambda o: o.b.__init__(b'#!/bin/sh\necho not an object\n'))
case('l', 'short-header', 'ELF magic, 20 bytes: truncated ELF header')(lambda o: o.b.__init__(o.b[:20]))
case('l', 'elfclass32', 'EI_CLASS ELFCLASS32')(lambda o: o.b.__setitem__(4, 1))
case('l', 'big-endian', 'EI_DATA big-endian on a little-endian host')(lambda o: o.b.__setitem__(5, 2))
case('l', 'machine-x86', 'e_machine x86-64')(lambda o: u16(o, 0x12, 62))
case('l', 'exec', 'e_type ET_EXEC')(lambda o: u16(o, 0x10, 2))
case('l', 'shstrndx-range', 'e_shstrndx out of range')(lambda o: u16(o, 0x3e, 200))
case('l', 'shstrndx-type', 'e_shstrndx names a PROGBITS section')(lambda o: u16(o, 0x3e, o.sec('license')))
case('l', 'shoff-eof', 'e_shoff past the end of the file')(lambda o: struct.pack_into('<Q', o.b, 0x28, len(o.b) + 4096))
case('l', 'shnum-eof', 'e_shnum past the end of the file')(lambda o: u16(o, 0x3c, 0xfff0))
case('l', 'shnum-zero', 'no section headers (e_shnum 0)')(lambda o: u16(o, 0x3c, 0))
case('l', 'shentsize', 'e_shentsize 32')(lambda o: u16(o, 0x3a, 32))
case('l', 'shoff-in-ehdr', 'section header table overlapping the ELF header')(lambda o: struct.pack_into('<Q', o.b, 0x28, 16))
# ---- section headers ----------------------------------------------------
case('l', 'sec-past-eof', "section data past the end of the file")(lambda o: o.set_sh(o.sec('maps'), 'size', 0x100000))
case('l', 'sec-offset-huge', 'section offset near 2^64')(lambda o: o.set_sh(o.sec('license'), 'offset', 2**64 - 8))
case('l', 'sec-over-shdrs', 'section data overlapping the section header table')(lambda o: o.set_sh(o.sec('license'), 'offset', o.shoff))
case('l', 'sec-overlap', 'two sections claiming the same bytes')(lambda o: o.set_sh(o.sec('license'), 'offset', o.sh(o.sec('classifier'))[4]))
case('l', 'sec-name-range', 'section name offset out of range')(lambda o: o.set_sh(o.sec('license'), 'name', 0xfffff))
case('l', 'link-range', 'sh_link out of range')(lambda o: o.set_sh(o.sec('license'), 'link', 200))
case('l', 'link-self', 'sh_link pointing at its own section')(lambda o: o.set_sh(o.symtab(), 'link', o.symtab()))
case('l', 'align-2g', 'sh_addralign 2^31')(lambda o: o.set_sh(o.sec('classifier'), 'align', 2**31))
case('l', 'align-huge', 'sh_addralign 2^40')(lambda o: o.set_sh(o.sec('license'), 'align', 2**40))
case('l', 'align-odd', 'sh_addralign 3 (not a power of two)')(lambda o: o.set_sh(o.sec('maps'), 'align', 3))
# ---- maps ----------------------------------------------------------------
case('l', 'maps-nobits', "SHT_NOBITS 'maps'")(lambda o: o.set_sh(o.sec('maps'), 'type', 8))
case('l', 'maps-size', "'maps' size that does not divide into its map symbols")(lambda o: o.set_sh(o.sec('maps'), 'size', 0x6b))
case('l', 'map-value-range', 'map symbol value beyond the section')(lambda o: o.set_sym('hops', '<Q', 8, 0x1000 * 36))
case('l', 'map-offset-shared', 'two map symbols at one offset')(lambda o: o.set_sym('hops', '<Q', 8, 36))
case('l', 'map-size-mixed', 'map symbol size that is not the record size')(lambda o: o.set_sym('hops', '<Q', 16, 20))
case('l', 'map-static', 'local (static) map symbol')(lambda o: o.set_sym('hops', 'B', 4, 0x01))
case('l', 'map-name-empty', 'map symbol with an empty name')(lambda o: o.set_sym('jmp_ex', '<I', 0, 0))
case('l', 'pin-dotdot', "pinned map named '../../x' (pin path outside the pin directory)")(lambda o: o.rename_sym('jmp_tc', b'../../x'))
case('l', 'pin-slash', "pinned map named '/etc/x'")(lambda o: o.rename_sym('jmp_tc', b'/etc/x'))
case('l', 'pin-dot', "pinned map named '..'")(lambda o: o.rename_sym('hops', b'..'))
case('l', 'pin-newline', 'pinned map whose name forges a verdict line')(lambda o: o.rename_sym('hops', b'x\nt.o: verdict: libbpf=ok iproute2=ok'))
case('l', 'pin-escape', 'pinned map whose name holds a terminal escape and non-UTF-8 bytes')(lambda o: o.rename_sym('hops', b'\x1b[31mred\xff\xfe'))
case('l', 'pin-long', 'pinned map with a 300-byte name (over NAME_MAX)')(lambda o: o.rename_sym('hops', b'm' * 300))
# ---- symbols -------------------------------------------------------------
case('l', 'sym-shndx', 'symbol section index out of range')(lambda o: o.set_sym('hops', '<H', 6, 0x7000))
case('l', 'sym-name', 'symbol name offset out of range')(lambda o: o.set_sym('hops', '<I', 0, 0xfffff))
case('l', 'symtab-entsize', 'symbol table entry size 16')(lambda o: o.set_sh(o.symtab(), 'entsize', 16))
case('l', 'no-symtab', 'no symbol table')(lambda o: o.set_sh(o.symtab(), 'type', 1))
case('l', 'two-symtabs', 'two symbol tables')(lambda o: o.set_sh(o.sec('.llvm_addrsig'), 'type', 2))
case('l', 'strtab-nul', 'symbol string table not NUL-terminated')(lambda o: o.set_sh(o.sh(o.symtab())[6], 'size', o.sh(o.sh(o.symtab())[6])[5] - 1))
# ---- relocations ---------------------------------------------------------
case('l', 'rel-sym', 'relocation symbol index out of range')(lambda o: struct.pack_into('<Q', o.b, rel_at(o, '.relclassifier') + 8, (0xffff << 32) | 1))
case('l', 'rel-offset', 'relocation offset outside its section')(lambda o: struct.pack_into('<Q', o.b, rel_at(o, '.relclassifier'), 0x10000))
case('l', 'rel-entsize0', 'relocation section entry size 0')(lambda o: o.set_sh(o.sec('.relclassifier'), 'entsize', 0))
case('l', 'rel-target0', 'relocation section applying to section 0')(lambda o: o.set_sh(o.sec('.relclassifier'), 'info', 0))
case('l', 'rel-target-range', 'relocation section target out of range')(lambda o: o.set_sh(o.sec('.relclassifier'), 'info', 200))
case('l', 'rel-on-rel', 'relocation section applying to a relocation section (unbounded recursion before)')(
    lambda o: o.set_sh(o.sec('.relclassifier'), 'info', o.sec('.rel1/0')))
case('l', 'rel-self', 'relocation section applying to itself (sh_info cycle)')(lambda o: o.set_sh(o.sec('.rel1/0'), 'info', o.sec('.rel1/0')))


@case('l', 'rel-cycle', 'two relocation sections applying to each other (sh_info cycle)')
def _(o):
    a, b = o.sec('.rel1/0'), o.sec('.rel1/1')
    o.set_sh(a, 'info', b)
    o.set_sh(b, 'info', a)


case('l', 'rela', 'RELA relocations')(lambda o: o.set_sh(o.sec('.relclassifier'), 'type', 4))
case('l', 'rel-symtab-link', 'relocation section linked to a string table')(lambda o: o.set_sh(o.sec('.relclassifier'), 'link', o.sh(o.symtab())[6]))


# ---- BTF and .BTF.ext (both bases) -----------------------------------------
def btf_cases(p):
    case(p, 'btf-truncated', '.BTF cut in half')(lambda o: o.set_sh(o.sec('.BTF'), 'size', o.data('.BTF')[1] // 2))
    case(p, 'btf-magic', '.BTF with a bad magic')(lambda o: u16(o, o.data('.BTF')[0], 0x1234))
    case(p, 'btf-typelen', '.BTF header type_len past the section')(lambda o: u32(o, o.data('.BTF')[0] + 12, 0x100000))
    case(p, 'btf-hdrlen', '.BTF header length past the section')(lambda o: u32(o, o.data('.BTF')[0] + 4, 0x100000))
    case(p, 'btf-id-range', 'BTF pointer to a type id beyond the last')(lambda o: u32(o, o.btf_first(2)[0] + 8, 0xffff))
    case(p, 'btf-name-range', 'BTF name offset outside the string section')(lambda o: u32(o, o.btf_first(4)[0], 0xfffff))
    case(p, 'btf-member-range', 'BTF struct member of a type id beyond the last')(lambda o: u32(o, o.btf_first(4)[0] + 12 + 4, 0xfffe))
    case(p, 'btf-typedef-loop', 'BTF typedef naming itself (type loop)')(lambda o: u32(o, o.btf_first(8)[0] + 8, o.btf_first(8)[1]))

    @case(p, 'btf-typedef-cycle', 'two BTF typedefs naming each other (type loop)')
    def _(o):
        a, b = o.btf_first(8), o.btf_first(8, 1)
        u32(o, a[0] + 8, b[1])
        u32(o, b[0] + 8, a[1])

    case(p, 'btf-struct-self', 'BTF struct holding itself by value (type loop)')(lambda o: u32(o, o.btf_first(4)[0] + 12 + 4, o.btf_first(4)[1]))
    case(p, 'btf-kind', 'BTF type of an unknown kind')(lambda o: u32(o, o.btf_first(2)[0] + 4, 31 << 24))
    case(p, 'btf-kind20', 'BTF type of kind 20, the first one past ENUM64')(lambda o: u32(o, o.btf_first(2)[0] + 4, 20 << 24))
    case(p, 'btf-datasec-nonvar', 'BTF DATASEC entry that is not a VAR')(lambda o: u32(o, o.btf_first(15)[0] + 12, o.btf_first(2)[1]))
    case(p, 'btf-func-proto', 'BTF FUNC not naming a FUNC_PROTO')(lambda o: u32(o, o.btf_first(12)[0] + 8, o.btf_first(2)[1]))
    case(p, 'btf-nobits', '.BTF of type SHT_NOBITS')(lambda o: o.set_sh(o.sec('.BTF'), 'type', 8))
    case(p, 'btf-false-compressed', 'false SHF_COMPRESSED flag on .BTF')(lambda o: o.set_sh(o.sec('.BTF'), 'flags', 0x800))

    @case(p, 'btf-chdr-garbage', 'SHF_COMPRESSED .BTF whose zlib data does not inflate')
    def _(o):
        off, size = o.data('.BTF')
        o.set_sh(o.sec('.BTF'), 'flags', 0x800)
        struct.pack_into('<IIQQ', o.b, off, 1, 0, size, 4)

    @case(p, 'btf-chdr-bomb', 'SHF_COMPRESSED .BTF claiming 1 TiB uncompressed')
    def _(o):
        off, size = o.data('.BTF')
        z = zlib.compress(b'\0' * 64)
        o.set_sh(o.sec('.BTF'), 'flags', 0x800)
        struct.pack_into('<IIQQ', o.b, off, 1, 0, 2**40, 4)
        o.b[off + 24:off + 24 + len(z)] = z
        o.set_sh(o.sec('.BTF'), 'size', 24 + len(z))

    @case(p, 'btf-chdr-type', 'SHF_COMPRESSED .BTF with an unknown compression type')
    def _(o):
        off, size = o.data('.BTF')
        o.set_sh(o.sec('.BTF'), 'flags', 0x800)
        struct.pack_into('<IIQQ', o.b, off, 77, 0, size, 4)

    case(p, 'btfext-hdrlen', '.BTF.ext header length past the section')(lambda o: u32(o, o.data('.BTF.ext')[0] + 4, 0x100000))
    case(p, 'btfext-recsize', '.BTF.ext line_info record size 3')(lambda o: u32(o, o.data('.BTF.ext')[0] + 32 + struct.unpack_from('<I', o.b, o.data('.BTF.ext')[0] + 16)[0], 3))
    case(p, 'btfext-funclen', '.BTF.ext func_info length past the section')(lambda o: u32(o, o.data('.BTF.ext')[0] + 12, 0x100000))
    case(p, 'btfext-sec-name', '.BTF.ext func_info section name outside the BTF strings')(lambda o: u32(o, o.data('.BTF.ext')[0] + 32 + struct.unpack_from('<I', o.b, o.data('.BTF.ext')[0] + 8)[0] + 4, 0xfffff))


btf_cases('l')
btf_cases('c')
case('c', 'rel-on-rel', 'relocation section applying to a relocation section')(
    lambda o: o.set_sh(o.sec('.relclassifier'), 'info', o.sec('.rel1/0')))
case('c', 'align-2g', 'sh_addralign 2^31')(lambda o: o.set_sh(o.sec('classifier'), 'align', 2**31))
case('c', 'sec-overlap', 'two sections claiming the same bytes')(lambda o: o.set_sh(o.sec('license'), 'offset', o.sh(o.sec('classifier'))[4]))


def main():
    bases = {'l': open(sys.argv[1], 'rb').read(), 'c': open(sys.argv[2], 'rb').read()}
    out = sys.argv[3]
    os.makedirs(out, exist_ok=True)
    lines = []
    for base, name, what, fn in CASES:
        o = Obj(bases[base])
        fn(o)
        fname = '%s-%s.o' % (base, name)
        if bytes(o.b) == bases[base]:
            sys.exit('%s: no change' % fname)
        open(os.path.join(out, fname), 'wb').write(o.b)
        lines.append('%s\t%s\n' % (fname, what))
    open(os.path.join(out, 'cases.txt'), 'w').write(''.join(lines))
    print('%d cases' % len(lines))


main()
