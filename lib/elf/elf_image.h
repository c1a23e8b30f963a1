/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * An ELF file as pieces in file order (elf_image.c): the bytes of most
 * sections are the input's own, so the writer lists where each piece is
 * instead of copying them all into one buffer; the file is then written
 * with writev and hashed piece by piece. The image owns what it was given
 * (buffers, models); borrowed pieces must outlive it.
 */
#ifndef BL_ELF_IMAGE_H
#define BL_ELF_IMAGE_H

#include <stddef.h>

#include "bpflegacy.h"

struct bl_elf;

int bl_image_new(struct bl_image **out);
/* Append @len bytes at @buf (borrowed), or @len zeros when @buf is NULL. */
int bl_image_add(struct bl_image *img, const void *buf, size_t len);
/* Free @buf (malloc'ed) with the image; on failure it is freed now. */
int bl_image_own(struct bl_image *img, void *buf);
/* Free @elf with the image (its sections are pieces); at most two. */
int bl_image_adopt(struct bl_image *img, struct bl_elf *elf);
/*
 * The first model handed over with bl_image_adopt(): for a conversion's
 * output, the model the image was written from. NULL when none.
 */
const struct bl_elf *bl_image_model(const struct bl_image *img);
/* An image of one malloc'ed buffer, which it owns (freed on failure). */
int bl_image_from_buf(void *buf, size_t len, struct bl_image **out);
/* SHA-256 of the bytes, piece by piece. */
void bl_image_sha256_hex(const struct bl_image *img, char hex[65]);

#endif /* BL_ELF_IMAGE_H */
