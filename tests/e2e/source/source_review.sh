#!/bin/sh
# --source-patch writes the diff a project's reviewers would merge as it is
# (lib/source/find/macro_reach.c, decl_style.c): no macro block where the file
# gets libbpf's bpf/bpf_helpers.h (itself or through a project header),
# the block and a note where an include cannot be followed; the new
# members indented as the replaced ones (tabs, 2 or 4 spaces), Allman
# braces kept, comments after a member on its line kept; one error for an
# input that cannot be read. Each patched tree rebuilds with clang into
# the binary conversion's maps.
. "$(dirname "$0")/../../lib/common.sh"
need source_review clang patch
tmpdir
[ -r /usr/include/bpf/bpf_helpers.h ] && [ -r /usr/include/iproute2/bpf_elf.h ] ||
	{ skip "source_review: libbpf-dev's bpf/bpf_helpers.h or iproute2's bpf_elf.h not installed"; exit 0; }
CF="-O2 -target bpf -I/usr/include/$MA -Wall"

# prog DIR FILE INCLUDES INDENT [BRACE]: a tc program with two maps, the
# first pinned with a comment after .pinning on its line; INDENT is the
# members' indentation, BRACE "alone" puts the initialisers' '{' on a line
# of their own
prog() {
	i=$4
	if [ "${5:-}" = alone ]; then open='
{'; else open=' {'; fi
	printf '%s\n' "$3" >"$1/$2"
	cat >>"$1/$2" <<EOF

struct bpf_elf_map SEC("maps") map_ip_hash =$open
${i}.type = BPF_MAP_TYPE_HASH,
${i}.size_key = sizeof(__u32),	/* the address */
${i}.size_value = sizeof(__u64),
${i}.pinning = PIN_GLOBAL_NS, /* /sys/fs/bpf/tc/globals/map_ip_hash */
${i}.max_elem = 1024,
};

/* drops per reason */
struct bpf_elf_map SEC("maps") drops =$open
${i}.type = BPF_MAP_TYPE_ARRAY,
${i}.size_key = sizeof(__u32),
${i}.size_value = sizeof(__u64),
${i}/* one slot per TC_ACT_* */
${i}.max_elem = 8,
};

SEC("classifier")
int cls(struct __sk_buff *skb)
{
${i}__u32 k = skb->mark, z = 0;
${i}__u64 *v = bpf_map_lookup_elem(&map_ip_hash, &k);

${i}if (v)
${i}${i}*v += 1;
${i}v = bpf_map_lookup_elem(&drops, &z);
${i}if (v)
${i}${i}*v += 1;
${i}return TC_ACT_OK;
}

char _license[] SEC("license") = "GPL";
EOF
}

# migrate NAME DIR FILE [CFLAGS]: build, convert, patch, rebuild; the
# rebuilt object has the binary conversion's maps (types aside: the legacy
# object has none). The diff in DIR/p.diff, messages in $T/NAME.err.
migrate() {
	n=$1 d=$2 f=$3; shift 3
	o=${f%.c}
	if ! ( cd "$d" && clang $CF "$@" -g -c "$f" -o "$o.o" && "$CONV" -q "$o.o" -o conv.o &&
		"$CONV" --source-patch=p.diff "$o.o" && cp "$f" "$f.orig" && patch -s -p1 <p.diff &&
		clang $CF "$@" -g -Werror -c "$f" -o new.o ) >"$T/$n.err" 2>&1; then
		fail "source_review: $n: build, patch or rebuild: $(grep -v '^bpf-legacy2btf: note' "$T/$n.err" | head -3 | tr '\n' '|')"
		return 1
	fi
	"$B/tools/mapsdump" "$d/conv.o" | sed 's/ key_type=[^ ]*//; s/ value_type=[^ ]*//' | sort >"$T/$n.conv"
	"$B/tools/mapsdump" "$d/new.o" | sed 's/ key_type=[^ ]*//; s/ value_type=[^ ]*//' | sort >"$T/$n.new"
	if cmp -s "$T/$n.conv" "$T/$n.new" && [ -s "$T/$n.new" ]; then
		pass "source_review: $n: the patched source rebuilds with clang into the binary conversion's maps"
	else
		fail "source_review: $n: maps after the patch: $(diff "$T/$n.conv" "$T/$n.new" | tr '\n' ' ' | cut -c1-300)"
		return 1
	fi
}

# block DIR FILE: whether the patch of DIR adds the macro block to FILE
block() { grep -q '^+#ifndef __uint' "$1/p.diff"; }

# 1. <bpf/bpf_helpers.h> included by the file itself: no block, no note
mkdir -p "$T/direct"
prog "$T/direct" prog.c '#include <linux/bpf.h>
#include <linux/pkt_cls.h>
#include <bpf/bpf_helpers.h>
#include <iproute2/bpf_elf.h>' '	'
if migrate direct "$T/direct" prog.c; then
	! block "$T/direct" && ! grep -q 'note: #include' "$T/direct.err" &&
		pass "source_review: a file including <bpf/bpf_helpers.h> gets no macro block" ||
		fail "source_review: direct bpf_helpers.h: block added: $(grep -c '^+#' "$T/direct/p.diff") macro lines"
fi

# 2. through a project header (guarded, in include/, included by a
#    relative path) that includes "bpf/bpf_helpers.h": no block either
mkdir -p "$T/proj/include"
cat >"$T/proj/include/common.h" <<'EOF'
#ifndef __COMMON_H
#define __COMMON_H
#include <linux/bpf.h>
#include <linux/pkt_cls.h>
#include "bpf/bpf_helpers.h"
#include <iproute2/bpf_elf.h>
#endif /* __COMMON_H */
EOF
prog "$T/proj" prog.c '#include "include/common.h"' '	'
if migrate header "$T/proj" prog.c; then
	! block "$T/proj" && ! grep -q 'note: #include' "$T/header.err" &&
		pass "source_review: a file getting bpf/bpf_helpers.h through a project header gets no macro block" ||
		fail "source_review: bpf_helpers.h through a header: block added: $(grep 'note: #include' "$T/header.err")"
fi
# the same header including it only under a condition brings nothing sure
sed -i 's|^#include "bpf/bpf_helpers.h"|#ifdef WITH_LIBBPF\n#include "bpf/bpf_helpers.h"\n#else\n#include "bpf/bpf_helpers.h"\n#endif|' \
	"$T/proj/include/common.h"
cp "$T/proj/prog.c.orig" "$T/proj/prog.c"
( cd "$T/proj" && "$CONV" -q --source-patch=p.diff prog.o ) 2>"$T/err"
block "$T/proj" &&
	pass "source_review: bpf/bpf_helpers.h included only inside #ifdef: the block stays" ||
	fail "source_review: conditional include: no block: $(head -2 "$T/err")"

# 3. the struct's header found only through -I outside the tree: it cannot
#    be followed, so the block stays and a note names the include
mkdir -p "$T/unread/src" "$T/unread/inc"
cat >"$T/unread/inc/tc_legacy.h" <<'EOF'
#include <linux/bpf.h>
#include <linux/pkt_cls.h>
#include <iproute2/bpf_elf.h>
#define SEC(n) __attribute__((section(n), used))
static void *(*bpf_map_lookup_elem)(void *map, const void *key) = (void *)BPF_FUNC_map_lookup_elem;
EOF
prog "$T/unread/src" prog.c '#include "tc_legacy.h"' '	'
if migrate unread "$T/unread/src" prog.c -I"$T/unread/inc"; then
	block "$T/unread/src" &&
		grep -qx 'prog.c:1: note: #include "tc_legacy.h" cannot be followed (it is not beside its includer, at the source root or in /usr/include), so the patch defines __uint, __type, __array, SEC and LIBBPF_PIN_BY_NAME in prog.c (under #ifndef) in case it does not' "$T/unread.err" &&
		pass "source_review: an include that cannot be read: the block stays and a note names the include" ||
		fail "source_review: unreadable include: block $(block "$T/unread/src" && echo added || echo missing), $(grep note "$T/unread.err" | head -2 | tr '\n' '|')"
	( cd "$T/unread/src" && cp prog.c.orig prog.c && "$CONV" -q --source-patch=q.diff prog.o ) 2>"$T/err"
	[ ! -s "$T/err" ] && cmp -s "$T/unread/src/p.diff" "$T/unread/src/q.diff" &&
		pass "source_review: -q hides the note, the patch is the same" ||
		fail "source_review: -q and the include note: $(head -2 "$T/err")"
fi

# 4. indentation: tabs, 2 and 4 spaces (one with Allman braces); every
#    member line added is indented as the file's, comments after a member
#    on its line (.pinning's too) and above it kept
for style in tab:'	' two:'  ' four:'    ' allman:'    ':alone; do
	name=${style%%:*} rest=${style#*:} ind=${rest%%:*} brace=
	case $rest in *:alone) brace=alone ;; esac
	mkdir -p "$T/ind_$name"
	prog "$T/ind_$name" prog.c '#include <linux/bpf.h>
#include <linux/pkt_cls.h>
#include <bpf/bpf_helpers.h>
#include <iproute2/bpf_elf.h>' "$ind" $brace
	migrate "ind_$name" "$T/ind_$name" prog.c || continue
	p=$T/ind_$name/p.diff
	members=$(grep -c '^+.*__uint\|^+.*__type' "$p")
	same=$(grep -c "^+${ind}__uint(\|^+${ind}__type(" "$p")
	other=$(grep '^+[ 	]' "$p" | grep -vc "^+${ind}[^ 	]")
	[ "$members" -ge 9 ] && [ "$same" = "$members" ] && [ "$other" = 0 ] &&
		pass "source_review: $name: the new members are indented as the file's ($members lines)" ||
		fail "source_review: $name: indentation: $same of $members members, $other other lines: $(grep '^+[ 	]' "$p" | head -3 | tr '\n' '|')"
	if [ "$name" = tab ]; then gap='	'; else gap=' '; fi
	grep -qxF "+${ind}__uint(pinning, LIBBPF_PIN_BY_NAME);${gap}/* /sys/fs/bpf/tc/globals/map_ip_hash */" "$p" &&
		grep -qxF "+${ind}__type(key, __u32);${gap}/* the address */" "$p" &&
		grep -qxF "+${ind}/* one slot per TC_ACT_* */" "$p" &&
		pass "source_review: $name: comments after a member on its line (.pinning's too) and above it move with it" ||
		fail "source_review: $name: comments: $(grep '^+.*/\*' "$p" | tr '\n' '|')"
	if [ "$brace" = alone ]; then
		[ "$(grep -c '^+struct$' "$p")" = 2 ] && [ "$(grep -c '^+{$' "$p")" = 2 ] &&
			pass "source_review: $name: the struct's '{' stays on a line of its own" ||
			fail "source_review: $name: brace style: $(grep -A1 '^+struct' "$p" | tr '\n' '|')"
	fi
done

# a declaration on one line says nothing: the file's own indentation does
mkdir -p "$T/oneline"
cat >"$T/oneline/prog.c" <<'EOF'
#include <linux/bpf.h>
#include <linux/pkt_cls.h>
#include <bpf/bpf_helpers.h>
#include <iproute2/bpf_elf.h>

struct bpf_elf_map SEC("maps") hits = { .type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 1 };

SEC("classifier")
int cls(struct __sk_buff *skb)
{
  __u32 z = 0;
  __u64 *v = bpf_map_lookup_elem(&hits, &z);

  if (v)
    *v += 1;
  return TC_ACT_OK;
}
char _license[] SEC("license") = "GPL";
EOF
if migrate oneline "$T/oneline" prog.c; then
	[ "$(grep -c '^+  __uint(' "$T/oneline/p.diff")" = 4 ] &&
		pass "source_review: a one-line declaration: the members take the file's indentation (2 spaces)" ||
		fail "source_review: one-line declaration: $(grep '^+' "$T/oneline/p.diff" | tr '\n' '|')"
fi

# 5. an input that cannot be read: its error, and nothing said of FILE
mkdir -p "$T/none"
( cd "$T/none" && "$CONV" --source-patch=p.diff missing.o ) 2>"$T/err"; rc=$?
[ $rc = 3 ] && [ "$(errlines)" = 1 ] &&
	grep -qx 'bpf-legacy2btf: missing.o: cannot read: No such file or directory' "$T/err" &&
	[ ! -e "$T/none/p.diff" ] &&
	pass "source_review: an input that cannot be read: one error naming it (exit 3), no patch written" ||
	fail "source_review: unreadable input: $(why)"
( cd "$T/direct" && "$CONV" --source-patch=p2.diff prog.o missing.o ) 2>"$T/err"; rc=$?
[ $rc = 3 ] && [ "$(errlines)" = 1 ] && grep -q '^bpf-legacy2btf: missing.o: cannot read' "$T/err" &&
	pass "source_review: one input of two cannot be read: one error, naming it" ||
	fail "source_review: one of two inputs unreadable: $(why)"
exit ${FAILED:-0}
