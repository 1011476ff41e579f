#define unlikely(x)	__builtin_expect(!!(x), 0)

struct s { int x; };

void log_it(void);

static inline int clamp(int off, int size)
{
	if (unlikely(off >= size))
		return size;	/* the return's join is not the arm's */
	return off;
}

static int get(struct s *p, int off)
{
	int n;

	if (!p)
		log_it();
	n = clamp(off, 10);
	return p->x + n;
}

static int get2(struct s *p, int off)
{
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
 * check-error-end
 */
