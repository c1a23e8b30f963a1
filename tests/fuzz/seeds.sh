#!/bin/sh
# Seed corpora for the fuzz targets, from the built examples:
#   seeds.sh CONVERTER OUTDIR
# elf_read/convert/lint: every example object; lint and convert also get the
# converted objects (so mutants of valid BTF `.maps` objects reach libbpf);
# manifest: the tail-call manifests of the converted examples; legacy_maps:
# each example's `maps` section and map symbols in fuzz_legacy_maps.c's
# input format; source: the C sources of the examples and fixtures.
set -e
CONV=$1 OUT=$2
TOP=$(cd "$(dirname "$0")/../.." && pwd)
EX=${EX_DIR:-$TOP/build/examples}
mkdir -p "$OUT/elf_read" "$OUT/convert" "$OUT/lint" "$OUT/manifest" "$OUT/legacy_maps" "$OUT/source"
for f in "$TOP"/examples/legacy/*.c "$TOP"/tests/fixtures/*/*.c; do
	cp "$f" "$OUT/source/$(basename "$(dirname "$f")")-$(basename "$f")"
done
for f in "$EX"/*/*.o; do
	n=$(basename "$(dirname "$f")")-$(basename "$f")
	cp "$f" "$OUT/elf_read/$n"; cp "$f" "$OUT/convert/$n"; cp "$f" "$OUT/lint/$n"
	if "$CONV" -q "$f" -o "$OUT/lint/conv-$n" 2>/dev/null; then
		cp "$OUT/lint/conv-$n" "$OUT/convert/conv-$n"
		cp "$OUT/lint/conv-$n" "$OUT/elf_read/conv-$n"
		m="$OUT/lint/conv-${n%.o}.tailcalls.json"
		[ -f "$m" ] && mv "$m" "$OUT/manifest/${n%.o}.json"
	fi
done
python3 - "$OUT/legacy_maps" "$EX"/*/*.o <<'PY'
import os, struct, sys
out = sys.argv[1]
for path in sys.argv[2:]:
    b = open(path, 'rb').read()
    if b[4:6] != b'\x02\x01':
        continue    # little-endian ELF64 only
    shoff, = struct.unpack_from('<Q', b, 0x28)
    shnum, shstrndx = struct.unpack_from('<HH', b, 0x3c)
    sh = [struct.unpack_from('<IIQQQQIIQQ', b, shoff + 64 * i) for i in range(shnum)]
    names = sh[shstrndx][4]
    name = lambda off: b[off:b.index(b'\0', off)]
    idx = {name(names + s[0]): i for i, s in enumerate(sh)}
    if b'maps' not in idx:
        continue
    m = sh[idx[b'maps']]
    st = next(s for s in sh if s[1] == 2)
    strtab = sh[st[6]][4]
    rec = b''
    n = 0
    for k in range(st[5] // 24):
        st_name, info, other, shndx, value, size = struct.unpack_from('<IBBHQQ', b, st[4] + 24 * k)
        if shndx != idx[b'maps'] or n >= 31:
            continue
        nm = name(strtab + st_name)
        rec += struct.pack('<IIBBBB', value, size, info >> 4, info & 15, 1, nm[0] if nm else 0)
        n += 1
    data = bytes([0, n]) + rec + b[m[4]:m[4] + m[5]]
    open(os.path.join(out, os.path.basename(os.path.dirname(path)) + '-' +
                      os.path.basename(path)), 'wb').write(data)
PY
