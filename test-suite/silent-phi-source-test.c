struct head {
	struct head *next;
};

struct table {
	unsigned int size;
	struct head *buckets[16];
};

extern void free_one(struct head *h);

/* the end of a chain is marked by an odd value, never NULL */
static inline int is_nulls(const struct head *p)
{
	return (unsigned long)p & 1;
}

/*
 * 'next' is NULL only where 'pos' is the end marker; 'pos = next' then
 * happens only after the loop's test of that same 'pos' went on, so
 * the test of the new 'pos' is never reached with the NULL
 */
void destroy(struct table *t)
{
	unsigned int i;

	for (i = 0; i < t->size; i++) {
		struct head *pos, *next;

		for (pos = t->buckets[i], next = !is_nulls(pos) ? pos->next : (void *)0;
		     !is_nulls(pos);
		     pos = next, next = !is_nulls(pos) ? pos->next : (void *)0)
			free_one(pos);
	}
}

/*
 * check-name: a test of a phi, made before of the value the path gave it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
