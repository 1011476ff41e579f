void show_mem(void);
void *kmalloc(unsigned long size);

struct hash { int major; };

static void report_oom(const char *msg)
{
	if (msg)
		show_mem();
}

static struct hash *new_hash(int major)
{
	struct hash *q = kmalloc(sizeof(*q));

	if (!q)
		report_oom("no memory");	/* returns */
	q->major = major;
	return q;
}

/*
 * check-name: warn: a helper that does return does not end the path
 *
 * check-error-start
warn-helper-returns.c:18:10: warning: dereference of 'q', which may be NULL
warn-helper-returns.c:16:14:     'q' is NULL on one side of this test
 * check-error-end
 */
