struct bpf_map_def m = {
#if A
	.type = BPF_MAP_TYPE_PERCPU_HASH,
#elif B
	.type = 2, /* c */
#else
	.type = BPF_MAP_TYPE_HASH
#endif
	.key_size = sizeof(struct k),
#ifdef F
	/* f */
	.map_flags = 1,
#endif
};
