#!/bin/sh
# --source-patch as a new user runs it on a tree laid out like the
# tutorials and IDS engines it was tried on (lib/source/): each program
# built in its own directory with a map header in ../common, run from the
# top with no --source-root; the first map inside an `#if` group with a
# comment above it; every program declaring its own map of one name, built
# without -g and given all the sources with --source; maps declared through
# an iproute2-style header copied into the tree.
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
# 8. maps declared through an iproute2-style header copied into the tree,
#    as Open vSwitch's eBPF datapath did (our own text in that shape): calls
#    over several lines with comments between the arguments, in maps.h;
#    __BPF_MAP in api.h is rewritten once, maps.h stays as it is, and the
#    rebuilt object has the binary conversion's maps
mkdir -p "$T/ovs/src/bpf"
cat >"$T/ovs/src/bpf/api.h" <<'EOF'
#ifndef API_H
#define API_H
#include "legacy_bpf.h"

#ifndef __BPF_MAP
# define __BPF_MAP(NAME, TYPE, ID, SIZE_KEY, SIZE_VALUE, PIN, MAX_ELEM)	\
	struct bpf_elf_map __section_maps NAME = {			\
		.type		= (TYPE),				\
		.id		= (ID),					\
		.size_key	= (SIZE_KEY),				\
		.size_value	= (SIZE_VALUE),				\
		.pinning	= (PIN),				\
		.max_elem	= (MAX_ELEM),				\
	}
#endif

#ifndef BPF_HASH
# define BPF_HASH(NAME, ID, SIZE_KEY, SIZE_VALUE, PIN, MAX_ELEM)	\
	__BPF_MAP(NAME, BPF_MAP_TYPE_HASH, ID, SIZE_KEY, SIZE_VALUE,	\
		  PIN, MAX_ELEM)
#endif

#ifndef BPF_PERCPU_ARRAY
# define BPF_PERCPU_ARRAY(NAME, ID, SIZE_VALUE, PIN, MAX_ELEM)	\
	__BPF_MAP(NAME, BPF_MAP_TYPE_PERCPU_ARRAY, ID, sizeof(__u32),	\
		  SIZE_VALUE, PIN, MAX_ELEM)
#endif
#endif
EOF
cat >"$T/ovs/src/bpf/maps.h" <<'EOF'
#include "api.h"

struct hdrs { __u32 l3, l4; };

BPF_PERCPU_ARRAY(percpu_headers,
	0,
	sizeof(struct hdrs),
	0,
	1 // one scratch slot per CPU
);

BPF_HASH(flow_table,
	0,
	sizeof(__u64),
	sizeof(__u64),
	0, // pin?
	256
);
EOF
cat >"$T/ovs/src/bpf/datapath.c" <<'EOF'
#include "maps.h"

__section("ingress") int dp_ingress(struct __sk_buff *skb)
{
	__u32 z = 0;
	__u64 k = skb->len, one = 1;
	struct hdrs *h = bpf_map_lookup_elem(&percpu_headers, &z);

	if (h)
		h->l3 = skb->protocol;
	bpf_map_update_elem(&flow_table, &k, &one, BPF_ANY);
	return TC_ACT_OK;
}
BPF_LICENSE("GPL");
EOF
cp -r "$T/ovs" "$T/ovs.orig"
( cd "$T/ovs/src/bpf" && clang $CF -g -c datapath.c -o datapath.o ) 2>"$T/cc.err" ||
	fail "source_newuser: build the ovs-like datapath: $(head -2 "$T/cc.err")"
( cd "$T/ovs" && "$CONV" -q src/bpf/datapath.o -o conv.o && "$CONV" --source-patch=p.diff src/bpf/datapath.o ) 2>"$T/err"
rc=$?
if [ $rc = 0 ] && [ "$(grep -c '^--- ' "$T/ovs/p.diff")" = 1 ] && grep -q '^--- a/api.h' "$T/ovs/p.diff" &&
   grep -q 'note: api.h:6: macro __BPF_MAP: its legacy map declaration is rewritten as a BTF-defined map.*: percpu_headers, flow_table$' "$T/err" &&
   ( cd "$T/ovs/src/bpf" && patch -s -p1 <../../p.diff && clang $CF -g -Werror -c datapath.c -o new.o ) 2>>"$T/err" &&
   cmp -s "$T/ovs/src/bpf/maps.h" "$T/ovs.orig/src/bpf/maps.h"; then
	"$B/tools/mapsdump" "$T/ovs/conv.o" | sort >"$T/d.conv"
	"$B/tools/mapsdump" "$T/ovs/src/bpf/new.o" | sort >"$T/d.new"
	cmp -s "$T/d.conv" "$T/d.new" && grep -q '^map percpu_headers type=6 key=4 value=8 max=1 .*pinned=0' "$T/d.new" &&
		pass "source_newuser: an ovs-like tree (api.h's __BPF_MAP, BPF_PERCPU_ARRAY and BPF_HASH called over several lines with comments): api.h rewritten once, maps.h untouched, libbpf sees the conversion's maps" ||
		fail "source_newuser: ovs-like tree: maps differ: $(diff "$T/d.conv" "$T/d.new" | tr '\n' ' ')"
else
	fail "source_newuser: ovs-like tree: exit $rc: $(grep -v '^bpf-legacy2btf: .*: note: 1 map' "$T/err" | head -3 | tr '\n' ' ')"
fi
exit ${FAILED:-0}
