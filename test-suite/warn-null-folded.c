#define NULL ((void *)0)
struct s { int v; int m; }; extern void *find(void);
void a(void)
{	int *p = find();
	if (p)
		*p = 1;
	*p = 2;
}
int b(struct s *p)
{
	if (!p)
		return (p != NULL) & (p->v == 5);
	return 0;
}
void c(void)
{
	int *p = NULL;
	p[3] = 1;
}
int d(void)
{
	return ((struct s *)0)->m;
}

/*
 * check-name: a NULL dereference that sparse would delete or fold is still reported
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-null-folded.c:7:9: warning: dereference of 'p', which may be NULL
warn-null-folded.c:5:13:     'p' is NULL on one side of this test
warn-null-folded.c:12:40: warning: dereference of 'p', which may be NULL
warn-null-folded.c:11:14:     'p' is NULL on one side of this test
warn-null-folded.c:18:10: warning: dereference of NULL
warn-null-folded.c:22:31: warning: dereference of NULL
 * check-error-end
 */
