/*
 * A function of the file that stores through a parameter an allocation's
 * result that it never tests ('*out = malloc(n); return 0;'), and
 * otherwise only NULL, leaves the caller's variable NULL where that
 * allocation failed: neither the callee's return nor anything else the
 * caller can see tells it apart.  A use after the call is reported, the
 * call the evidence.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));

struct item {
	int n;
};

struct box {
	char *buf;
	int len;
};

static int get(struct item **out)
{
	*out = malloc(sizeof(**out));
	return 0;
}

static int get_unless(struct item **out, int c)
{
	if (c) {
		*out = (void *)0;
		return -1;
	}
	*out = malloc(sizeof(**out));
	return 0;
}

static void init(struct box *b)
{
	b->buf = malloc(16);
	b->len = 16;
}

int return_tested(void)
{
	struct item *p;

	if (get(&p))
		return -1;
	return p->n;
}

int given_a_constant(void)
{
	struct item *p;

	if (get_unless(&p, 0) < 0)
		return -1;
	return p->n;
}

int field(void)
{
	struct box b;

	init(&b);
	b.buf[0] = 0;
	return b.len;
}

/*
 * check-name: warn: a parameter through which the callee stores an allocation it never tests
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-out-param-allocated.c:48:17: warning: dereference of 'p', which may be NULL
warn-out-param-allocated.c:46:16:     'p' is NULL after this call where get() fails to allocate it
warn-out-param-allocated.c:57:17: warning: dereference of 'p', which may be NULL
warn-out-param-allocated.c:55:23:     'p' is NULL after this call where get_unless() fails to allocate it
warn-out-param-allocated.c:65:14: warning: dereference of 'b.buf', which may be NULL
warn-out-param-allocated.c:64:13:     'b.buf' is NULL after this call where init() fails to allocate it
 * check-error-end
 */
