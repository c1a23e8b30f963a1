#!/usr/bin/env python3
# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
"""Write the C source of a synthetic legacy tc object, for the benchmark and
the large-object test: MAPS `struct bpf_elf_map` maps in section `maps`
(map 0 is the PROG_ARRAY with id 1), PROGS programs in tail-call sections
`1/KEY` plus an entry program in `classifier`, each program looking up USES
distinct maps. Compiled with clang -O2 -g it has BTF, .BTF.ext and DWARF
like any clang output.

usage: gen_legacy.py MAPS PROGS USES > obj.c
"""
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip())
    nmaps, nprogs, uses = (int(a) for a in sys.argv[1:])
    if nmaps < 2 or nprogs < 1 or not 0 < uses < nmaps:
        sys.exit("gen_legacy.py: need MAPS >= 2, PROGS >= 1, 0 < USES < MAPS")
    w = sys.stdout.write
    w('#include "legacy_bpf.h"\n\n')
    w("struct bpf_elf_map jmp __section_maps = {\n"
      "\t.type = BPF_MAP_TYPE_PROG_ARRAY, .size_key = 4, .size_value = 4,\n"
      "\t.max_elem = %d, .id = 1, .pinning = PIN_GLOBAL_NS,\n};\n" % nprogs)
    for m in range(1, nmaps):
        w("struct bpf_elf_map m%d __section_maps = {\n"
          "\t.type = BPF_MAP_TYPE_%s, .size_key = 4, .size_value = 8,\n"
          "\t.max_elem = %d, .pinning = %s,\n};\n"
          % (m, "ARRAY" if m % 3 else "PERCPU_ARRAY", 4 + m % 8,
             "PIN_GLOBAL_NS" if m % 2 else "PIN_NONE"))
    w("\n#define USE(M, K) do { __u32 k = (K); __u64 *v = "
      "bpf_map_lookup_elem(&M, &k); if (v) __sync_fetch_and_add(v, skb->len); } while (0)\n\n")

    def body(p):
        for j in range(uses):
            m = (p * 7 + j) % (nmaps - 1) + 1
            w("\tUSE(m%d, %d);\n" % (m, (p + j) % (4 + m % 8)))

    w('__section("classifier") int entry(struct __sk_buff *skb)\n{\n')
    body(nprogs)
    w("\tbpf_tail_call(skb, &jmp, 0);\n\treturn TC_ACT_OK;\n}\n\n")
    for p in range(nprogs):
        w("__section_tail(1, %d) int prog%d(struct __sk_buff *skb)\n{\n" % (p, p))
        body(p)
        if p + 1 < nprogs:
            w("\tbpf_tail_call(skb, &jmp, %d);\n" % (p + 1))
        w("\treturn TC_ACT_OK;\n}\n\n")
    w('BPF_LICENSE("GPL");\n')


if __name__ == "__main__":
    main()
