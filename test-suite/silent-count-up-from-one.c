struct sg { int length; };
extern struct sg *next_sg(struct sg *cur);
extern int contiguous(unsigned int i);
extern void mark_end(struct sg *s);

static inline void sg_mark_end(struct sg *s)
{
	s->length = 0;
}

/*
 * chunks starts at 1 and only grows, however many pages the first loop
 * looks at: the second loop runs at least once, and sets s.
 */
int fill(unsigned int n_pages)
{
	unsigned int chunks, i;
	struct sg *s = (void *)0;

	chunks = 1;
	for (i = 1; i < n_pages; i++)
		if (!contiguous(i))
			chunks++;
	for (i = 0; i < chunks; i++)
		s = next_sg(s);
	sg_mark_end(s);
	return 0;
}

/*
 * check-name: silent: a count that starts positive and only grows is not 0 after the loop that counts, however often it went round: a loop up to it runs
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
