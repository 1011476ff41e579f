struct s { int *_Nullable maybe; int *_Nonnull sure; };
extern int *_Nullable find(int key);
extern void use(int *_Nonnull p);
static int f(struct s *_Nonnull p, int *_Null_unspecified q, int *_Nullable r)
{
	int n = *p->sure + *q;

	n += *p->maybe;
	n += *r;
	n += *find(1);
	if (r)
		n += *r;
	use(p->maybe);
	return n;
}
static int g(struct s *p)
{
	int *m = p->maybe;

	if (!m)
		return 0;
	return *m;
}

/*
 * check-name: _Nullable values are checked where used, _Nonnull is safe, _Null_unspecified says nothing
 *
 * check-error-start
warn-nullable.c:11:13: warning: 'r' is tested for NULL after it was dereferenced
warn-nullable.c:9:15:     'r' was dereferenced here
warn-nullable.c:8:14: warning: dereference of 'p->maybe', which may be NULL
warn-nullable.c:1:16:     'p->maybe' is declared _Nullable
warn-nullable.c:9:14: warning: dereference of 'r', which may be NULL
warn-nullable.c:4:12:     'r' is declared _Nullable
warn-nullable.c:10:14: warning: dereference of 'find()', which may be NULL
warn-nullable.c:2:12:     'find()' is declared _Nullable
warn-nullable.c:13:13: warning: passing 'p->maybe', not proven non-NULL, as safe argument 1 of 'use'
warn-nullable.c:1:16:     'p->maybe' is declared _Nullable
 * check-error-end
 */
