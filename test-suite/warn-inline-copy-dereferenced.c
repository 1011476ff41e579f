/*
 * A 'safe' parameter of an inlined function keeps its copy of the
 * argument in memory, where the argument's check is made.  Where the
 * function dereferences that copy, the argument is proven after it, as a
 * dereference of the argument itself proves it: one fault is reported
 * once.  Where it dereferences it on some paths only, it is not, nor is
 * another value assigned to the same variable after it.
 */
#define safe __attribute__((safe))

struct node { struct node *next; int v; };
struct box { int a; struct node link; };

extern void log_it(void);

static inline void init(struct node *safe h)
{
	h->next = (void *)0;
}

static inline void init_if(struct node *safe h, int k)
{
	if (k)
		h->next = (void *)0;
}

static inline int val(struct node *safe h)
{
	return h->v;
}

int once(struct node *n);
int once(struct node *n)
{
	if (!n)
		log_it();
	init(n);
	return val(n);
}

int member(struct box *b);
int member(struct box *b)
{
	if (!b)
		log_it();
	init(&b->link);
	return val(&b->link) + b->a;
}

int some_paths(struct node *n, int k);
int some_paths(struct node *n, int k)
{
	if (!n)
		log_it();
	init_if(n, k);
	return val(n);
}

int local(struct node *n);
int local(struct node *n)
{
	struct node *safe m;

	if (!n)
		log_it();
	m = n;
	m->v = 1;
	return val(n);
}

extern struct node *find(void);

int reassigned(struct node *n);
int reassigned(struct node *n)
{
	if (!n)
		log_it();
	init(n);
	n = find();
	if (!n)
		log_it();
	return val(n);
}

/*
 * check-name: a value an inlined function dereferences through its safe copy is proven after it
 *
 * check-error-start
warn-inline-copy-dereferenced.c:37:14: warning: passing 'n', not proven non-NULL, as safe argument 1 of 'init'
warn-inline-copy-dereferenced.c:35:14:     'n' is NULL on one side of this test
warn-inline-copy-dereferenced.c:46:15: warning: passing '&b->link', not proven non-NULL, as safe argument 1 of 'init'
warn-inline-copy-dereferenced.c:44:14:     'b' is NULL on one side of this test
warn-inline-copy-dereferenced.c:55:17: warning: passing 'n', not proven non-NULL, as safe argument 1 of 'init_if'
warn-inline-copy-dereferenced.c:53:14:     'n' is NULL on one side of this test
warn-inline-copy-dereferenced.c:56:20: warning: passing 'n', not proven non-NULL, as safe argument 1 of 'val'
warn-inline-copy-dereferenced.c:53:14:     'n' is NULL on one side of this test
warn-inline-copy-dereferenced.c:66:11: warning: assignment of 'n', not proven non-NULL, to safe 'm'
warn-inline-copy-dereferenced.c:64:14:     'n' is NULL on one side of this test
warn-inline-copy-dereferenced.c:78:14: warning: passing 'n', not proven non-NULL, as safe argument 1 of 'init'
warn-inline-copy-dereferenced.c:76:14:     'n' is NULL on one side of this test
warn-inline-copy-dereferenced.c:82:20: warning: passing 'n', not proven non-NULL, as safe argument 1 of 'val'
warn-inline-copy-dereferenced.c:80:14:     'n' is NULL on one side of this test
 * check-error-end
 */
