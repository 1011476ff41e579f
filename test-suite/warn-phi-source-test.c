struct head {
	struct head *next;
};

struct table {
	unsigned int size;
	struct head *buckets[16];
};

extern void free_one(struct head *h);

static inline int is_nulls(const struct head *p)
{
	return (unsigned long)p & 1;
}

/* the loop tests another bit than the select did: the NULL goes on */
void destroy_bit(struct table *t)
{
	unsigned int i;

	for (i = 0; i < t->size; i++) {
		struct head *pos, *next;

		for (pos = t->buckets[i], next = !is_nulls(pos) ? pos->next : (void *)0;
		     !((unsigned long)pos & 2);
		     pos = next, next = !is_nulls(pos) ? pos->next : (void *)0)
			free_one(pos);
	}
}

/* the test is made of the new 'pos' after the marker was tested */
void destroy_late(struct table *t)
{
	unsigned int i;

	for (i = 0; i < t->size; i++) {
		struct head *pos = t->buckets[i], *next;

		while (1) {
			next = !is_nulls(pos) ? pos->next : (void *)0;
			pos = next;
			free_one(pos->next);
			if (is_nulls(pos))
				break;
		}
	}
}

/*
 * check-name: a test of a phi, but not the one made of its source: reported
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-phi-source-test.c:27:61: warning: dereference of 'pos', which may be NULL
warn-phi-source-test.c:25:80:     'pos' is NULL from here
warn-phi-source-test.c:43:37: warning: dereference of 'pos', which may be NULL
warn-phi-source-test.c:41:62:     'pos' is NULL from here
 * check-error-end
 */
