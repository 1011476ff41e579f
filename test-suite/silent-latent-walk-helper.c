struct sg {
	unsigned long page_link;
	int len;
};

#define SG_CHAIN 1UL
#define SG_END 2UL

static inline int sg_is_last(struct sg *sg) { return sg->page_link & SG_END; }
static inline int sg_is_chain(struct sg *sg) { return sg->page_link & SG_CHAIN; }
static inline struct sg *sg_chain_ptr(struct sg *sg)
{
	return (struct sg *)(sg->page_link & ~(SG_CHAIN | SG_END));
}

/* the next entry, NULL after the last: a walk of what it is given */
struct sg *sg_next(struct sg *sg)
{
	if (sg_is_last(sg))
		return (void *)0;
	sg++;
	if (__builtin_expect(!!sg_is_chain(sg), 0))
		sg = sg_chain_ptr(sg);
	return sg;
}

/* its callers test what it returns */
int sg_nents(struct sg *sg)
{
	int nents;

	for (nents = 0; sg; sg = sg_next(sg))
		nents++;
	return nents;
}

/*
 * 'nents' counts the entries from 'sgl': its callers keep that, and the
 * NULL that sg_next() gives past the last entry is theirs to rule out
 * (what decides it is what they pass, reached by a walk of it alone)
 */
struct sg *sg_last(struct sg *sgl, unsigned int nents)
{
	struct sg *sg, *ret = sgl;
	unsigned int i;

	for (i = 0, sg = sgl; i < nents; i++, sg = sg_next(sg))
		ret = sg;
	return ret;
}

/*
 * check-name: a helper's NULL, given what a walk of the inputs reached: the callers decide
 * check-command: sparse -Wno-decl $file
 */
