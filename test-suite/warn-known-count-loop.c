/*
 * The twin of silent-known-count-loop.c: a loop of a known count that sets
 * the pointer only where a call says so leaves it NULL after its last
 * pass; the count tested against another value than the one the loop
 * stops at; a comparison of the same two values that the exit leaves
 * open ('i > n' where i == n); and an ordering that leaves a value no
 * case took.  Each is reported.
 */
struct cmd {
	const char *name;
	int (*fn)(void);
};

extern struct cmd cmds[4];
extern int strcmp(const char *a, const char *b);
extern int cond(int i);
extern int g;
static int tab[3];

int fill(void)
{
	int *p = (void *)0, i;

	for (i = 0; i < 4; i++)
		if (cond(i))
			p = &g;
	return *p;
}

int run(const char *name)
{
	struct cmd *c = (void *)0;
	unsigned long i;

	for (i = 0; i < 4; i++)
		if (!strcmp(cmds[i].name, name)) {
			c = &cmds[i];
			break;
		}
	if (i == 3)
		return -1;
	return c->fn();
}

int after_exit(char **lines, int n)
{
	char *first = (void *)0;
	int i;

	for (i = 0; i < n; i++)
		if (lines[i][0] == '#') {
			first = lines[i];
			break;
		}
	if (i > n)
		return 0;
	return first[1];
}

int cases(int which)
{
	int *p = (void *)0;

	switch (which) {
	case 0: p = &tab[0]; break;
	case 1: p = &tab[1]; break;
	}
	if (which >= 0 && which <= 2)
		return *p;
	return -1;
}

/*
 * check-name: warn: a loop the path counts leaves its NULL where the program does
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-known-count-loop.c:27:16: warning: dereference of 'p', which may be NULL
warn-known-count-loop.c:22:19:     'p' is NULL from here
warn-known-count-loop.c:42:17: warning: dereference of 'c', which may be NULL
warn-known-count-loop.c:32:26:     'c' is NULL from here
warn-known-count-loop.c:57:21: warning: dereference of 'first', which may be NULL
warn-known-count-loop.c:47:24:     'first' is NULL from here
warn-known-count-loop.c:69:24: warning: dereference of 'p', which may be NULL
warn-known-count-loop.c:62:19:     'p' is NULL from here
 * check-error-end
 */
