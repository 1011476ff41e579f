#define NULL ((void *)0)
#define unlikely(x) __builtin_expect(!!(x), 0)
extern void warn(void);
/* the assertion keeps what unlikely() said, and gives it back */
#define RB_WARN_ON(b, cond) ({ int _r = unlikely(cond); if (_r) { (b)->disabled++; warn(); } _r; })

struct page { struct page *next; int stamp; };
struct cpu { struct page *head; struct page *pages; int disabled; };

static struct page *set_head(struct cpu *c)
{
	if (RB_WARN_ON(c, !c->head))
		return NULL;
	if (RB_WARN_ON(c, c->pages->next != c->pages))
		return NULL;
	return c->head;
}

int stamp(struct cpu *c)
{
	struct page *p = set_head(c);

	return p->stamp;
}

int try_stamp(struct cpu *c)
{
	struct page *p = set_head(c);

	if (!p)
		return 0;
	return p->stamp;
}

/*
 * check-name: silent: a function's NULL returned only where an assertion of the project fails, the assertion's unlikely() kept in a variable
 * check-command: sparse -Wno-decl $file
 * check-description: RB_WARN_ON() gives back the variable its unlikely()
 *	set: the arm it returns NULL from is the assertion's, as a
 *	WARN_ON()'s is.  The same returns under plain tests are
 *	warn-unlikely-through-variable.c.
 */
