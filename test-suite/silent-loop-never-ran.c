struct fnhe { struct fnhe *next; long stamp; int daddr; };
struct sg { struct sg *next; int flags; };
int before(long a, long b);
struct sg *sg_next(struct sg *);

static void remove_oldest(struct fnhe **chain)
{
	struct fnhe *fnhe, *oldest = (void *)0, **p;

	for (p = chain; ; p = &fnhe->next) {
		fnhe = *p;
		if (!fnhe)
			break;
		if (!oldest || before(fnhe->stamp, oldest->stamp))
			oldest = fnhe;
	}
	oldest->daddr = 0;
}

static int last_flags(struct sg *sgl, unsigned int nents)
{
	struct sg *sg, *ret = (void *)0;
	unsigned int i;

	for (i = 0, sg = sgl; i < nents; i++, sg = sg_next(sg))
		ret = sg;
	return ret->flags;
}

/*
 * check-name: silent: a pointer NULL after a loop only if the loop never ran, and whether it runs is the inputs' to say
 * check-description: each pass round the loop leaves oldest and ret
 *	non-NULL, so they are NULL after it only when the loop did not
 *	run at all (an empty chain, nents == 0), which the callers decide:
 *	latent.  A loop whose running a call decides is
 *	warn-loop-never-ran-call.c.
 *
 * check-error-start
 * check-error-end
 */
