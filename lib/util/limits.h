/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * Hard caps on what one object may hold (docs/limits.md). Far above any real
 * BPF object; they bound the memory and time a hostile input can cost, and
 * going past one is a one-line error, never a partial result.
 */
#ifndef BL_LIMITS_H
#define BL_LIMITS_H

#define BL_MAX_INPUT		(1UL << 30)	/* bytes of one object           */
#define BL_MAX_SECTIONS		65536		/* section headers               */
#define BL_MAX_SYMBOLS		(1UL << 20)	/* .symtab entries               */
#define BL_MAX_MAPS		65536		/* legacy map definitions        */
#define BL_MAX_BTF_TYPES	0xfffff		/* the kernel's BTF_MAX_TYPE     */
#define BL_MAX_ALIGN		4096		/* sh_addralign (a power of two) */
#define BL_MAX_SLOT		65536		/* values[] slot index of a map  */
/* Output may not exceed OUT_FACTOR x input + OUT_SLACK bytes. */
#define BL_MAX_OUT_FACTOR	4
#define BL_MAX_OUT_SLACK	(1UL << 20)

#endif /* BL_LIMITS_H */
