#define NULL ((void *)0)
struct dev { int flags; struct dev *next; };
extern struct dev *lookup(int id);
extern void log_it(void);

static int flags_of(struct dev *d)
{
	return d->flags;
}

static int flags_or_zero(struct dev *d)
{
	if (!d)
		return 0;
	return d->flags;
}

int show_checked(int id)
{
	struct dev *d = lookup(id);

	if (!d)
		return -1;
	return flags_of(d) + flags_or_zero(NULL);
}

/* a function that returns NULL only when its caller asks */
static struct dev *get(int id, int make)
{
	struct dev *d = lookup(id);

	if (d)
		return d;
	if (!make)
		return NULL;
	return lookup(0);
}

int show_made(int id)
{
	return get(id, 1)->flags;
}

/* a function known only by the parameter it dereferences: its result is
   what its declaration says, no more */
static struct dev *next_of(struct dev *d)
{
	return d->next;
}

int next_flags(struct dev *d)
{
	return d ? next_of(d)->flags : 0;
}

/*
 * check-name: silent: a parameter that the callee dereferences, given non-NULL; one it tests, given NULL; a NULL returned only as the caller asks
 * check-command: sparse -Wno-decl $file
 */
