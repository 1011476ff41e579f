#pragma clang assume_nonnull begin
extern int length(const char *s);
extern char *find(const char *name);
extern char *_Nullable maybe(const char *_Nullable name);
extern int **pp(int **q);
#pragma clang assume_nonnull end
extern int after(char *s);
extern void log_it(void);

static int use(char *p, char *q)
{
	int n = 0;

	if (!p)
		log_it();
	n += length(p);
	n += after(q);
	n += *find("x");
	n += *maybe((void *)0);
	return n;
}

/*
 * check-name: '#pragma clang assume_nonnull' makes the unannotated single-level pointers of its declarations _Nonnull
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-assume-nonnull.c:16:21: warning: passing 'p', not proven non-NULL, as safe argument 1 of 'length'
warn-assume-nonnull.c:14:14:     'p' is NULL on one side of this test
warn-assume-nonnull.c:19:14: warning: dereference of 'maybe()', which may be NULL
warn-assume-nonnull.c:4:13:     'maybe()' is declared _Nullable
 * check-error-end
 */
