struct s { int v, w; };

static int null_side(struct s *p)
{
	return p ? 0 : p->v;
}

static int after_join(struct s *p)
{
	int n = 0;

	if (p)
		n = p->v;
	return n + p->w;
}

static int before_test(struct s *p)
{
	int n = p->v;

	if (p)
		n += p->w;
	return n;
}

/*
 * check-name: warn: a tested parameter used where its test does not guard it
 *
 * check-error-start
warn-guarded-parameter-elsewhere.c:5:25: warning: dereference of 'p', which may be NULL
warn-guarded-parameter-elsewhere.c:5:16:     'p' is NULL on one side of this test
warn-guarded-parameter-elsewhere.c:21:13: warning: 'p' is tested for NULL after it was dereferenced
warn-guarded-parameter-elsewhere.c:19:17:     'p' was dereferenced here
 * check-error-end
 */
