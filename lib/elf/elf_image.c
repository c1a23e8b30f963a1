// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/* An ELF file as pieces in file order (elf_image.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>

#include "elf/elf_image.h"
#include "elf/elf_model.h"
#include "util/limits.h"
#include "util/sha256.h"

struct bl_image {
	struct iovec *iov;
	size_t nr, cap;
	size_t len;
	void **owned;
	size_t nr_owned, cap_owned;
	struct bl_elf *models[2];
	size_t nr_models;
};

/* Padding between sections: never more than an alignment. */
static const unsigned char zeros[BL_MAX_ALIGN];

int bl_image_new(struct bl_image **out)
{
	*out = calloc(1, sizeof(**out));
	return *out ? 0 : -ENOMEM;
}

int bl_image_add(struct bl_image *img, const void *buf, size_t len)
{
	const char *p = buf;
	struct iovec *last;

	if (!len)
		return 0;
	if (!buf) {
		for (; len > sizeof(zeros); len -= sizeof(zeros))
			if (bl_image_add(img, zeros, sizeof(zeros)))
				return -ENOMEM;
		p = (const char *)zeros;
	}
	last = img->nr ? &img->iov[img->nr - 1] : NULL;	/* after any growth above */
	img->len += len;
	/* sections that follow each other in the input: one piece */
	if (last && (const char *)last->iov_base + last->iov_len == p) {
		last->iov_len += len;
		return 0;
	}
	if (img->nr == img->cap) {
		size_t cap = img->cap ? 2 * img->cap : 64;
		struct iovec *v = realloc(img->iov, cap * sizeof(*v));

		if (!v)
			return -ENOMEM;
		img->iov = v;
		img->cap = cap;
	}
	img->iov[img->nr++] = (struct iovec){ (void *)p, len };
	return 0;
}

int bl_image_own(struct bl_image *img, void *buf)
{
	if (img->nr_owned == img->cap_owned) {
		size_t cap = img->cap_owned ? 2 * img->cap_owned : 8;
		void **o = realloc(img->owned, cap * sizeof(*o));

		if (!o) {
			free(buf);
			return -ENOMEM;
		}
		img->owned = o;
		img->cap_owned = cap;
	}
	img->owned[img->nr_owned++] = buf;
	return 0;
}

int bl_image_adopt(struct bl_image *img, struct bl_elf *elf)
{
	if (img->nr_models == sizeof(img->models) / sizeof(img->models[0]))
		return -E2BIG;
	img->models[img->nr_models++] = elf;
	return 0;
}

const struct bl_elf *bl_image_model(const struct bl_image *img)
{
	return img->nr_models ? img->models[0] : NULL;
}

int bl_image_from_buf(void *buf, size_t len, struct bl_image **out)
{
	int err = bl_image_new(out);

	if (err) {
		free(buf);
		return err;
	}
	err = bl_image_own(*out, buf) ?: bl_image_add(*out, buf, len);
	if (err) {
		bl_image_free(*out);
		*out = NULL;
	}
	return err;
}

void bl_image_free(struct bl_image *img)
{
	size_t i;

	if (!img)
		return;
	for (i = 0; i < img->nr_owned; i++)
		free(img->owned[i]);
	for (i = 0; i < img->nr_models; i++)
		bl_elf_free(img->models[i]);
	free(img->owned);
	free(img->iov);
	free(img);
}

const struct iovec *bl_image_pieces(const struct bl_image *img, size_t *nr)
{
	*nr = img->nr;
	return img->iov;
}

size_t bl_image_len(const struct bl_image *img)
{
	return img->len;
}

int bl_image_flatten(const struct bl_image *img, void **out, size_t *len)
{
	unsigned char *p = malloc(img->len ? img->len : 1);
	size_t i, off = 0;

	*out = p;
	*len = img->len;
	if (!p)
		return -ENOMEM;
	for (i = 0; i < img->nr; i++) {
		memcpy(p + off, img->iov[i].iov_base, img->iov[i].iov_len);
		off += img->iov[i].iov_len;
	}
	return 0;
}

void bl_image_sha256_hex(const struct bl_image *img, char hex[65])
{
	struct bl_sha256 c;
	size_t i;

	bl_sha256_init(&c);
	for (i = 0; i < img->nr; i++)
		bl_sha256_update(&c, img->iov[i].iov_base, img->iov[i].iov_len);
	bl_sha256_final_hex(&c, hex);
}
