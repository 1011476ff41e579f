struct sg {
	unsigned long page_link;
	int len;
};

#define SG_CHAIN 1UL
#define SG_END 2UL

extern struct sg table[16];
extern struct sg *spare;

static inline int sg_is_last(struct sg *sg) { return sg->page_link & SG_END; }

struct sg *sg_next(struct sg *sg)
{
	if (sg_is_last(sg))
		return (void *)0;
	return sg + 1;
}

/* not a walk: what it gives back past the end is a global's */
struct sg *sg_spare(struct sg *sg)
{
	if (sg_is_last(sg))
		return spare;
	return sg + 1;
}

int sg_nents(struct sg *sg)
{
	int nents;

	for (nents = 0; sg; sg = sg_next(sg))
		nents++;
	return nents;
}

/* the walk starts at a global: the NULL is this function's own */
struct sg *table_last(unsigned int nents)
{
	struct sg *sg, *ret = table;
	unsigned int i;

	for (i = 0, sg = table; i < nents; i++, sg = sg_next(sg))
		ret = sg;
	return ret;
}

/* given what a helper that is no walk returned: this function's own */
struct sg *spare_last(struct sg *sgl, unsigned int nents)
{
	struct sg *sg, *ret = sgl;
	unsigned int i;

	for (i = 0, sg = sg_spare(sgl); i < nents; i++, sg = sg_next(sg))
		ret = sg;
	return ret;
}

/*
 * check-name: a helper's NULL, given what this function made: reported
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-latent-walk-helper.c:44:62: warning: passing 'sg', which may be NULL, as argument 1 of 'sg_next', which dereferences it
warn-latent-walk-helper.c:17:25:     'sg' is NULL where sg_next() returns this
warn-latent-walk-helper.c:12:54:     'sg_next' dereferences it here
warn-latent-walk-helper.c:55:70: warning: passing 'sg', which may be NULL, as argument 1 of 'sg_next', which dereferences it
warn-latent-walk-helper.c:17:25:     'sg' is NULL where sg_next() returns this
warn-latent-walk-helper.c:12:54:     'sg_next' dereferences it here
 * check-error-end
 */
