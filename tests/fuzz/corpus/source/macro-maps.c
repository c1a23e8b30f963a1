#define __MAP(NAME, TYPE, ID, SK, SV, PIN, MAX)				\
	struct bpf_elf_map __section_maps NAME = {			\
		.type = (TYPE), .id = (ID), .size_key = (SK),		\
		.size_value = (SV), .pinning = (PIN), .max_elem = (MAX),	\
	}
#define HASH(NAME, SK, SV, PIN, MAX) __MAP(NAME, 1, 0, SK, SV, PIN, MAX)
#define ARR4(NAME, PIN, MAX) __MAP(NAME, 2, 0, 4, 4, PIN, MAX)
#define POS(N, T) struct bpf_elf_map N = { T, 4, 8, 1, 0, 0, 2 };

__MAP(raw, 2, 0, sizeof(__u32), sizeof(__u64), 2, 4);
HASH(flows,
	sizeof(struct key),	/* the flow */
	8,
	0, // pin?
	256
);
ARR4(counts, 1, 1);
POS(pos, 2)
