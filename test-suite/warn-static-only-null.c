/* static pointers that only ever hold NULL: nothing in the file assigns them */
struct dev { int id; };
void consume(struct dev *__attribute__((safe)) d);

static struct dev *never;
static struct dev *null_init = (void *)0;

int use(void)
{
	return never->id;
}

int use_init(void)
{
	consume(null_init);
	return 0;
}

int local(void)
{
	static struct dev *mine;

	return mine->id;
}

int tested_other(struct dev *d)
{
	/* a test of another pointer is not a test of this one */
	if (d)
		return never->id;
	return 0;
}


/*
 * check-name: a static pointer that nothing in the file assigns is NULL where it is read
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-static-only-null.c:10:21: warning: dereference of 'never', which may be NULL
warn-static-only-null.c:5:19:     'never' is NULL: nothing in this file assigns it
warn-static-only-null.c:15:17: warning: passing NULL as safe argument 1 of 'consume'
warn-static-only-null.c:23:20: warning: dereference of 'mine', which may be NULL
warn-static-only-null.c:21:27:     'mine' is NULL: nothing in this file assigns it
warn-static-only-null.c:30:29: warning: dereference of 'never', which may be NULL
warn-static-only-null.c:5:19:     'never' is NULL: nothing in this file assigns it
 * check-error-end
 */
