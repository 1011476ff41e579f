/*
 * An address-taken local keeps its facts across a call that is not given
 * its address, and an in-file callee that stores only non-NULL values
 * through its out-parameter leaves it non-NULL.  Both silent.
 */
#define safe __attribute__((safe))
struct mark { int v; struct mark *next; };
extern struct mark *safe first_mark(void);
extern void refresh(void);
extern void show(struct mark *m safe);

static void step(struct mark **mp safe)
{
	struct mark *m = *mp;

	if (m && m->next)
		*mp = m->next;
}

void walk(struct mark *start)
{
	if (!start)
		return;
	step(&start);
	refresh();
	show(start);
}

void walk2(void)
{
	struct mark *m = first_mark();

	step(&m);
	show(m);
}

/* a callee that only reads through its parameter */
static int depth(struct mark **mp safe)
{
	struct mark *m = *mp;

	return m ? m->v : 0;
}

void walk3(struct mark *start)
{
	if (!start)
		return;
	depth(&start);
	refresh();
	show(start);
}

/* a callee that tests its parameter, and one that gives it on to it */
static void fix(struct mark **mp)
{
	if (mp && *mp)
		*mp = first_mark();
}

static void fix_on(struct mark **mp safe)
{
	fix(mp);
}

void walk4(struct mark *start)
{
	if (!start)
		return;
	fix_on(&start);
	refresh();
	show(start);
}

/*
 * check-name: an address-taken local keeps its facts across a call not given its address, and across one that stores only non-NULL values there (annotated addr_taken_across_call.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
