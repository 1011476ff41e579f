#define safe __attribute__((safe))
#define NULL ((void *)0)

extern void log_it(void); extern void *find(void);

static void set(int i)
{	char *buf = find();
	if (buf == NULL)
		log_it();
	buf[i] = 'x';
}

/*
 * check-name: warn-null: buf[i] written through a pointer that may be NULL
 *
 * check-error-start
warn-null-index-write.c:10:12: warning: dereference of 'buf', which may be NULL
warn-null-index-write.c:8:20:     'buf' is NULL on one side of this test
 * check-error-end
 */
