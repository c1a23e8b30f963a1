struct bpf_elf_map o __section_maps = { .type = 12, .size_key = 4, .inner_id = 1, };
#include "inner.h"
struct bpf_elf_map i __section_maps = { .type = 2, .id = 1, .inner_idx = 0, .pinning = 2 };
