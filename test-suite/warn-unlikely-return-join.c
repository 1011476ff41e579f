#define unlikely(x)	__builtin_expect(!!(x), 0)

struct s { int x; };

void log_it(void); extern void *find(void); extern void *find(void);

static inline int clamp(int off, int size)
{
	if (unlikely(off >= size))
		return size;	/* the return's join is not the arm's */
	return off;
}

static int get(int off)
{	struct s *p = find();
	int n;

	if (!p)
		log_it();
	n = clamp(off, 10);
	return p->x + n;
}

static int get2(int off)
{	struct s *p = find();
	if (!p)
		log_it();
	if (unlikely(off < 0))
		goto out;	/* nor is a label a goto in it names */
	off++;
out:
	return p->x + off;
}

/*
 * check-name: warn: the block a return or a goto inside an unlikely arm leads to is not unlikely
 *
 * check-error-start
warn-unlikely-return-join.c:21:17: warning: dereference of 'p', which may be NULL
warn-unlikely-return-join.c:18:14:     'p' is NULL on one side of this test
warn-unlikely-return-join.c:32:17: warning: dereference of 'p', which may be NULL
warn-unlikely-return-join.c:26:14:     'p' is NULL on one side of this test
 * check-error-end
 */
