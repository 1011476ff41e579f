#define NULL		((void *)0)

struct plug { struct plug *next; int rq_count; };
extern void *find(void);
/* the member's value is tested, not its address: it may be NULL */
static int next_count(void)
{	struct plug *plug = find();
	if (plug->next)
		plug->rq_count++;
	return plug->next->rq_count;
}

/* and the pointer itself, beside a test of a member's address */
static int both(struct plug *plug)
{
	if (&plug->next && plug)
		return 0;
	return plug->rq_count;
}

/* a nonnull parameter: its member's address is no test of it, itself is */
__attribute__((nonnull)) static int first(struct plug *plug)
{
	if (&plug->next)
		return plug->rq_count;
	return plug ? 0 : -1;
}

/*
 * check-name: warn: a test of a member's value, or of the pointer, still counts beside one of a member's address; for a nonnull parameter, only the test of the pointer is one
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-member-address-test.c:10:26: warning: dereference of 'plug->next', which may be NULL
warn-member-address-test.c:8:13:     'plug->next' is NULL on one side of this test
warn-member-address-test.c:18:20: warning: dereference of 'plug', which may be NULL
warn-member-address-test.c:16:28:     'plug' is NULL on one side of this test
warn-member-address-test.c:26:16: warning: testing nonnull parameter 'plug' for NULL
 * check-error-end
 */
