#define NULL ((void *)0)
#define unlikely(x) __builtin_expect(!!(x), 0)
extern void warn(void);
/* a check that does not say the case is unlikely */
#define RB_CHECK(b, cond) ({ int _r = (cond); if (_r) { (b)->disabled++; warn(); } _r; })

struct page { struct page *next; int stamp; };
struct cpu { struct page *head; struct page *pages; int disabled; };

static struct page *set_head(struct cpu *c)
{
	if (RB_CHECK(c, !c->head))
		return NULL;
	if (RB_CHECK(c, c->pages->next != c->pages))
		return NULL;
	return c->head;
}

/* the buffers come from cpu_of(): whether they are sound is this file's
   to know */
extern struct cpu *cpu_of(int nr);

int stamp(int nr)
{
	struct page *p = set_head(cpu_of(nr));

	return p->stamp;
}

int try_stamp(struct cpu *c)
{
	struct page *p = set_head(c);

	if (!p)
		return 0;
	return p->stamp;
}

/* the variable unlikely() set is assigned again: no longer what it said */
static struct page *first(struct cpu *c)
{
	int r = unlikely(!c->head);

	r = !c->pages;
	if (r)
		return NULL;
	return c->head;
}

int first_stamp(int nr)
{
	return first(cpu_of(nr))->stamp;
}

int try_first(struct cpu *c)
{
	return first(c) ? 1 : 0;
}

/*
 * check-name: warn: a function's NULL returned under a check that is not said to be unlikely, or a variable that unlikely() no longer sets
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-unlikely-through-variable.c:27:17: warning: dereference of 'p', which may be NULL
warn-unlikely-through-variable.c:13:24:     'p' is NULL where set_head() returns this
warn-unlikely-through-variable.c:52:33: warning: dereference of 'first()', which may be NULL
warn-unlikely-through-variable.c:46:24:     'first()' is NULL where first() returns this
 * check-error-end
 */
