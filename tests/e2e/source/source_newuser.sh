#!/bin/sh
# --source-patch as a new user runs it on a tree laid out like the
# tutorials and IDS engines it was tried on (lib/source/): each program
# built in its own directory with a map header in ../common, run from the
# top with no --source-root; the first map inside an `#if` group with a
# comment above it; every program declaring its own map of one name, built
# without -g and given all the sources with --source.
. "$(dirname "$0")/../../lib/common.sh"
need source_newuser clang patch
tmpdir
CF="$(bpf_cflags) -Wall"

# 1. programs in p1/ and p2/, the map header in common/: one run from the top
mkdir -p "$T/tree/common" "$T/tree/p1" "$T/tree/p2"
cat >"$T/tree/common/stats.h" <<'EOF'
#ifndef STATS_H
#define STATS_H
#include "legacy_bpf.h"

/* packets per action */
struct bpf_elf_map stats __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u64),
	.max_elem	= 4,
};
#endif
EOF
for p in p1 p2; do
	cat >"$T/tree/$p/prog.c" <<EOF
#include "../common/stats.h"
__section("classifier") int cls_$p(struct __sk_buff *skb)
{
	__u32 k = skb->len & 3;
	__u64 *v = bpf_map_lookup_elem(&stats, &k);

	if (v)
		__sync_fetch_and_add(v, 1);
	return TC_ACT_OK;
}
BPF_LICENSE("GPL");
EOF
	( cd "$T/tree/$p" && clang $CF -g -c prog.c -o prog.o ) 2>"$T/cc.err" ||
		fail "source_newuser: build $p: $(head -2 "$T/cc.err")"
done
cp -r "$T/tree" "$T/orig"
( cd "$T/tree" && "$CONV" -q --source-patch=p.diff p1/prog.o p2/prog.o ) 2>"$T/err"
rc=$?
[ $rc = 0 ] && grep -q '^--- a/common/stats.h' "$T/tree/p.diff" && [ "$(grep -c '^--- ' "$T/tree/p.diff")" = 1 ] &&
	pass "source_newuser: programs built in their own directories, header in ../common: the default root holds them all (exit 0, common/stats.h patched once)" ||
	fail "source_newuser: default root over several comp_dirs: exit $rc: $(head -2 "$T/err"), $(grep '^---' "$T/tree/p.diff" | tr '\n' ' ')"
( cd "$T/tree/p1" && "$CONV" --source-patch=- prog.o ) 2>"$T/err" >"$T/one.diff"
grep -q '^--- a/common/stats.h' "$T/one.diff" && grep -q "paths relative to $(cd "$T/tree" && pwd -P)\$" "$T/err" &&
	pass "source_newuser: one program whose map is in ../common: the root is the directory above, and the note says so" ||
	fail "source_newuser: one program, header above its comp_dir: $(tail -1 "$T/err")"
if ( cd "$T/tree" && patch -s -p1 <p.diff ) 2>"$T/perr"; then
	for p in p1 p2; do
		( cd "$T/tree/$p" && clang $CF -g -c prog.c -o new.o ) 2>"$T/cc.err" &&
			! llvm-readelf -S -W "$T/tree/$p/new.o" | grep -qE '\] maps +' &&
			pass "source_newuser: $p rebuilds from the patched tree without a maps section" ||
			fail "source_newuser: $p after the patch: $(head -2 "$T/cc.err")"
	done
else
	fail "source_newuser: patch -p1 from the top: $(head -2 "$T/perr")"
fi

# 2. the first map inside `#if`, a comment above it, another after `#endif`:
#    the macros go above both, and the build without the group still works
mkdir -p "$T/cond"
cat >"$T/cond/c.c" <<'EOF'
/* no bpf_helpers.h: the patch's own macros are all there is */
#include <linux/types.h>
#include <linux/bpf.h>
#include <linux/pkt_cls.h>
#define SEC(n) __attribute__((section(n), used))
struct bpf_elf_map {
	__u32 type, size_key, size_value, max_elem, flags, id, pinning;
};
static void *(*lookup)(void *map, const void *key) = (void *)BPF_FUNC_map_lookup_elem;
#ifndef WITH_EXTRA
#define WITH_EXTRA 1
#endif

#if WITH_EXTRA
/* only with the extra counters */
struct bpf_elf_map SEC("maps") extra = {
	.type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 2,
};
#endif

struct bpf_elf_map SEC("maps") base = {
	.type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 1,
};

SEC("classifier") int cls(struct __sk_buff *skb)
{
	__u32 k = 0;
	__u64 *v = lookup(&base, &k);

	if (v)
		*v += 1;
#if WITH_EXTRA
	v = lookup(&extra, &k);
	if (v)
		*v += 1;
#endif
	return TC_ACT_OK;
}
char lic[] SEC("license") = "GPL";
EOF
( cd "$T/cond" && clang $CF -g -c c.c -o c.o && "$CONV" -q --source-patch=p.diff c.o && patch -s -p1 <p.diff ) 2>"$T/err" ||
	fail "source_newuser: #if group: $(head -2 "$T/err")"
awk '/^#if WITH_EXTRA/ && !seen { seen = 1; print prev } { prev = $0 }' "$T/cond/c.c" | grep -q '^$' &&
	grep -B1 '^struct {' "$T/cond/c.c" | head -1 | grep -qxF '/* only with the extra counters */' &&
	[ "$(grep -n '^#ifndef __uint' "$T/cond/c.c" | cut -d: -f1)" -lt "$(grep -n '^#if WITH_EXTRA' "$T/cond/c.c" | head -1 | cut -d: -f1)" ] &&
	pass "source_newuser: the macros go before the #if group around the first map, not between a map and its comment" ||
	fail "source_newuser: macro placement: $(grep -n '__uint\|^#if\|only with' "$T/cond/c.c" | head -4 | tr '\n' ' ')"
for v in 1 0; do
	( cd "$T/cond" && clang $CF -g -DWITH_EXTRA=$v -c c.c -o new$v.o ) 2>"$T/cc.err" &&
		pass "source_newuser: the patched source builds with WITH_EXTRA=$v" ||
		fail "source_newuser: WITH_EXTRA=$v after the patch: $(grep error "$T/cc.err" | head -2)"
done

# 3. no -g, every program declaring its own `flows`, all sources given; a
#    header declaring `cnt` that only b.c includes, beside a.c's own `cnt`
mkdir -p "$T/nog"
cat >"$T/nog/cnt.h" <<'EOF'
struct bpf_elf_map cnt __section_maps = {
	.type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 3,
};
EOF
for p in a b; do
	if [ $p = a ]; then
		max=16 cnt='struct bpf_elf_map cnt __section_maps = {
	.type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 5,
};'
	else
		max=32 cnt='#include "cnt.h"'
	fi
	cat >"$T/nog/$p.c" <<EOF
#include "legacy_bpf.h"
struct bpf_elf_map flows __section_maps = {
	.type = BPF_MAP_TYPE_HASH, .size_key = sizeof(__u32),
	.size_value = sizeof(__u64), .max_elem = $max,
};
$cnt
__section("classifier") int cls_$p(struct __sk_buff *skb)
{
	__u32 k = skb->len, z = 0;
	__u64 one = 1, *c = bpf_map_lookup_elem(&cnt, &z);

	if (c)
		*c += 1;
	bpf_map_update_elem(&flows, &k, &one, BPF_ANY);
	return TC_ACT_OK;
}
BPF_LICENSE("GPL");
EOF
	( cd "$T/nog" && clang $CF -c $p.c -o $p.o ) || fail "source_newuser: build $p without -g"
done
( cd "$T/nog" && "$CONV" -q --source-patch=p.diff --source=a.c --source=b.c --source=cnt.h a.o b.o ) 2>"$T/err"
rc=$?
[ $rc = 0 ] && grep -q '^--- a/a.c' "$T/nog/p.diff" && grep -q '^--- a/b.c' "$T/nog/p.diff" &&
	grep -q '^+	__uint(max_entries, 16);' "$T/nog/p.diff" && grep -q '^+	__uint(max_entries, 32);' "$T/nog/p.diff" &&
	grep -q '^+	__uint(max_entries, 5);' "$T/nog/p.diff" && grep -q '^--- a/cnt.h' "$T/nog/p.diff" &&
	grep -q '^+	__uint(max_entries, 3);' "$T/nog/p.diff" &&
	pass "source_newuser: without -g, one map name in several --source files: each object's own source (STT_FILE), or the header it includes, is rewritten (exit 0)" ||
	fail "source_newuser: --source with one name in several files: exit $rc: $(head -2 "$T/err")"
[ "$(grep -c 'warning: built without -g: the rewritten maps are BTF-defined, and libbpf reads those only from BTF: build the patched sources with -g' "$T/err")" = 2 ] &&
	pass "source_newuser: objects built without -g: a warning says the patched sources must be built with -g" ||
	fail "source_newuser: no -g warning: $(head -2 "$T/err")"
# 4. map-in-map whose inner map is pinned: libbpf refuses a pinned template,
#    so the outer gets an unpinned template type of its own; libbpf then
#    sees the binary conversion's maps, template and slot
mkdir -p "$T/mim"
cat >"$T/mim/m.c" <<'EOF'
#include "legacy_bpf.h"
struct bpf_elf_map slots_in __section_maps = {
	.type = BPF_MAP_TYPE_ARRAY, .size_key = sizeof(__u32), .size_value = sizeof(__u32),
	.max_elem = 1, .id = 7, .pinning = PIN_GLOBAL_NS,
};
struct bpf_elf_map slots_out __section_maps = {
	.type = BPF_MAP_TYPE_ARRAY_OF_MAPS, .size_key = sizeof(__u32), .size_value = sizeof(__u32),
	.max_elem = 1, .inner_id = 7, .pinning = PIN_GLOBAL_NS,
};
__section("classifier") int cls(struct __sk_buff *skb)
{
	__u32 k = 0;
	void *in = bpf_map_lookup_elem(&slots_out, &k);

	return in ? TC_ACT_OK : TC_ACT_SHOT;
}
BPF_LICENSE("GPL");
EOF
if ( cd "$T/mim" && clang $CF -g -c m.c -o m.o && "$CONV" -q m.o -o conv.o && "$CONV" -q --source-patch=p.diff m.o &&
	patch -s -p1 <p.diff && clang $CF -g -Werror -c m.c -o new.o ) 2>"$T/err"; then
	"$B/tools/mapsdump" "$T/mim/conv.o" | sort >"$T/d.conv"
	"$B/tools/mapsdump" "$T/mim/new.o" | sort >"$T/d.new"
	sed 's/ key_type=[^ ]*//; s/ value_type=[^ ]*//' "$T/d.conv" >"$T/c.conv"
	sed 's/ key_type=[^ ]*//; s/ value_type=[^ ]*//' "$T/d.new" >"$T/c.new"
	grep -q 'inner=(type=2 .*pinned=0)' "$T/c.new" && grep -q '^slot slots_out' "$T/c.new" &&
		cmp -s "$T/c.conv" "$T/c.new" &&
		pass "source_newuser: map-in-map with a pinned inner map: an unpinned template type, libbpf sees the conversion's maps, template and slot" ||
		fail "source_newuser: pinned inner: $(diff "$T/c.conv" "$T/c.new" | tr '\n' ' ')"
else
	fail "source_newuser: pinned inner map-in-map: $(head -3 "$T/err")"
fi
# 7. a static program: made global as the binary conversion makes it (the
# 'static' taken out), the map rewritten, nothing left
mkdir -p "$T/st"
cat >"$T/st/s.c" <<'EOF'
#include "legacy_bpf.h"
#include <bpf/bpf_helpers.h>

struct bpf_elf_map cnt __section_maps = {
	.type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 1,
};

__section("classifier") static int prog(struct __sk_buff *skb)
{
	__u32 k = 0;
	__u64 *v = bpf_map_lookup_elem(&cnt, &k);

	if (v)
		(*v)++;
	return 0;
}
char __license[] __section("license") = "GPL";
EOF
( cd "$T/st" && clang $CF -g -c s.c -o s.o && "$CONV" --source-patch=p.diff s.o ) 2>"$T/err"; rc=$?
if [ $rc = 0 ] && grep -qxF '+__section("classifier") int prog(struct __sk_buff *skb)' "$T/st/p.diff" &&
   ( cd "$T/st" && patch -s -p1 <p.diff && clang $CF -g -c s.c -o new.o ) 2>>"$T/err" &&
   llvm-readelf -s "$T/st/new.o" | grep -q 'FUNC *GLOBAL .* prog$'; then
	pass "source_newuser: a static program is made global in the source, as the binary conversion makes it (exit 0)"
else
	fail "source_newuser: static program: exit $rc: $(tr '\n' '|' <"$T/err" | cut -c1-300)"
fi
exit ${FAILED:-0}
