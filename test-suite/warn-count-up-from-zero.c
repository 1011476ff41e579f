struct sg { int length; };
extern struct sg *next_sg(struct sg *cur);
extern int contiguous(unsigned int i);
extern void mark_end(struct sg *s);

static inline void sg_mark_end(struct sg *s)
{
	s->length = 0;
}

/*
 * The twin of silent-count-up-from-one.c: chunks starts at 0, and a first
 * loop that never counts leaves it 0: the second never runs, s is NULL.
 */
int fill(unsigned int n_pages)
{
	unsigned int chunks, i;
	struct sg *s = (void *)0;

	chunks = 0;
	for (i = 1; i < n_pages; i++)
		if (!contiguous(i))
			chunks++;
	for (i = 0; i < chunks; i++)
		s = next_sg(s);
	sg_mark_end(s);
	return 0;
}

/*
 * check-name: warn: a count that starts at 0 may still be 0 after the loop that counts: a loop up to it may never run
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-count-up-from-zero.c:8:10: warning: dereference of 's', which may be NULL
warn-count-up-from-zero.c:18:25:     's' is NULL from here
 * check-error-end
 */
