#!/bin/sh
# --source-patch on hostile sources: an object built from a good source,
# whose source is then replaced by text the lexer or the declaration
# finder must refuse (unbalanced braces, an unterminated comment or string,
# a 1 MB line, NUL bytes, declarations made by macros that paste the name
# or tokens, or leave the initialiser to the call, split by #if outside
# the initialiser or with #define or pinning inside it, several
# declarators). Each gives `FILE:LINE: map NAME: not rewritten: why`, exit
# 4, no hunk for the file, never a crash; the source is never written.
. "$(dirname "$0")/../../lib/common.sh"
need source_hostile clang
tmpdir
mkdir -p "$T/src"
cat >"$T/src/m.c" <<'EOF2'
#include "legacy_bpf.h"

struct bpf_elf_map hm __section_maps = {
	.type		= BPF_MAP_TYPE_ARRAY,
	.size_key	= sizeof(__u32),
	.size_value	= sizeof(__u64),
	.max_elem	= 1,
};

__section("classifier")
int cls(struct __sk_buff *skb)
{
	__u32 k = 0;

	return bpf_map_lookup_elem(&hm, &k) ? TC_ACT_OK : TC_ACT_SHOT;
}

BPF_LICENSE("GPL");
EOF2
( cd "$T/src" && clang $(bpf_cflags) -g -c m.c -o "$T/m.o" ) ||
	{ fail "source_hostile: build"; exit 1; }
good=$(cat "$T/src/m.c")

# hostile NAME WHY-PATTERN: the source as it is now
hostile() {
	sum=$(sha256sum "$T/src/m.c")
	"$CONV" -q --source-patch="$T/p.diff" "$T/m.o" >"$T/out" 2>"$T/err"
	rc=$?
	if [ $rc = 4 ] && grep -qE "^m\.c:[0-9]+: map hm: not rewritten: .*$2" "$T/err" &&
	   ! grep -q '^--- a/m.c' "$T/p.diff" && [ "$sum" = "$(sha256sum "$T/src/m.c")" ]; then
		pass "source_hostile: $1: '$(grep 'not rewritten' "$T/err" | head -1 | cut -c1-120)', exit 4, no hunk"
	else
		fail "source_hostile: $1: exit $rc: $(head -2 "$T/err" | cut -c1-200)"
	fi
}

printf '%s\n' "$good" | sed 's/^};$/}/' >"$T/src/m.c"; hostile "unbalanced brace" "never closed|closes nothing|follows"
printf '%s\n/* open\n' "$good" >"$T/src/m.c"; hostile "unterminated comment" "unterminated comment"
printf '%s\nchar *s = "open;\n' "$good" >"$T/src/m.c"; hostile "unterminated string" "unterminated string"
{ printf '%s\n' "$good" | sed -n 1,2p; head -c 1048576 /dev/zero | tr '\0' ' '; printf '%s\n' "$good" | sed -n '3,$p'; } >"$T/src/m.c"
"$CONV" -q --source-patch="$T/p.diff" "$T/m.o" 2>"$T/err"
rc=$?
[ $rc -lt 5 ] && pass "source_hostile: 1 MB line: exit $rc, no crash" || fail "source_hostile: 1 MB line: exit $rc"
{ printf '%s\n' "$good" | sed -n 1,5p; printf 'x\0y\n'; printf '%s\n' "$good" | sed -n '6,$p'; } >"$T/src/m.c"
hostile "NUL byte" "NUL byte"
{ printf '%s\n' "$good" | sed -n 1p
  echo '#define MAP(a, b, t) struct bpf_elf_map a##b __section_maps = { .type = t, .size_key = 4, .size_value = 8, .max_elem = 1 }'
  echo 'MAP(h, m, BPF_MAP_TYPE_ARRAY);'
  printf '%s\n' "$good" | sed -n '9,$p'; } >"$T/src/m.c"
hostile "declaration made by a macro pasting its name" "macro"
# a macro whose body is no initialised declaration (the initialiser at the call)
{ printf '%s\n' "$good" | sed -n 1p
  echo '#define MAP(n) struct bpf_elf_map n __section_maps'
  echo 'MAP(hm) = { .type = BPF_MAP_TYPE_ARRAY, .size_key = 4, .size_value = 8, .max_elem = 1 };'
  printf '%s\n' "$good" | sed -n '9,$p'; } >"$T/src/m.c"
hostile "declaration made by a macro, initialised at the call" "declared by a macro: something follows the macro call"
# a macro pasting tokens in its body (its expansion is not its text)
{ printf '%s\n' "$good" | sed -n 1p
  echo '#define MAP(n, t) struct bpf_elf_map n __section_maps = { .type = t, .size_key = 4, .size_value = 8, .max_elem = 0##1 }'
  echo 'MAP(hm, BPF_MAP_TYPE_ARRAY);'
  printf '%s\n' "$good" | sed -n '9,$p'; } >"$T/src/m.c"
hostile "declaration made by a macro that pastes tokens" "the macro MAP \\(m.c:2\\): its body stringizes or pastes"
printf '%s\n' "$good" | sed 's/^	.max_elem	= 1,$/#define ONE 1\n	.max_elem	= ONE,/' >"$T/src/m.c"
hostile "a #define inside the initialiser" "preprocessor line other than #if"
printf '%s\n' "$good" | sed 's/^struct bpf_elf_map hm __section_maps = {$/struct bpf_elf_map hm\n#if 1\n__section_maps\n#endif\n= {/' >"$T/src/m.c"
hostile "declaration split by #if outside its initialiser" "preprocessor lines .* outside its initialiser"
printf '%s\n' "$good" | sed 's/^	.max_elem	= 1,$/#if 1\n	.max_elem	= 1,\n#endif\n	.max_elem	= 2,/' >"$T/src/m.c"
hostile "a member set both inside an #if group and outside it" "both inside an #if group and outside"
printf '%s\n' "$good" | sed 's/^	.max_elem	= 1,$/#ifdef BIG\n	.max_elem	= 1,\n	.max_elem	= 2,\n#endif/' >"$T/src/m.c"
hostile "a member set twice in one #if arm" "set twice in one #if arm"
printf '%s\n' "$good" | sed 's/^	.max_elem	= 1,$/	.max_elem	= 1,\n#ifdef PIN\n	.pinning	= PIN_GLOBAL_NS,\n#endif/' >"$T/src/m.c"
hostile "pinning set inside an #if group" "pinning is set inside an #if group"
printf '%s\n' "$good" | sed 's/^};$/}, other __section_maps;/' >"$T/src/m.c"
hostile "several declarators" "several declarators"
printf '%s\n' "$good" >"$T/src/m.c"
"$CONV" -q --source-patch="$T/p.diff" "$T/m.o" 2>"$T/err" && grep -q '^+} hm SEC(".maps");' "$T/p.diff" &&
	pass "source_hostile: the good source is rewritten (control)" || fail "source_hostile: control: $(head -2 "$T/err")"
exit $FAILED
