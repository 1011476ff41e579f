/*
 * A loop whose count the path knows ('for (i = 0; i < 4; i++)', i a
 * constant on each pass) is gone round as the program goes round it,
 * and left where the program leaves it, its count known: a search that
 * breaks with its pointer set, then tests the count at the end, never
 * uses the NULL.  The same two values compared again ('i < n' false at
 * the exit, then 'i >= n' or 'i < n') are the same test.  A switch's
 * cases not taken, then an ordering of the value that leaves only them,
 * cannot be.
 */
struct cmd {
	const char *name;
	int (*fn)(void);
};

extern struct cmd cmds[4];
extern int strcmp(const char *a, const char *b);
static int tab[3];

int run(const char *name)
{
	struct cmd *c = (void *)0;
	unsigned long i;

	for (i = 0; i < 4; i++)
		if (!strcmp(cmds[i].name, name)) {
			c = &cmds[i];
			break;
		}
	if (i == 4)
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
	if (i >= n)
		return 0;
	return first[1];
}

int before_exit(char **lines, int n)
{
	char *first = (void *)0;
	int i;

	for (i = 0; i < n; i++)
		if (lines[i][0] == '#') {
			first = lines[i];
			break;
		}
	if (i < n)
		return first[1];
	return 0;
}

int cases(int which)
{
	int *p = (void *)0;

	switch (which) {
	case 0: p = &tab[0]; break;
	case 1: p = &tab[1]; break;
	case 2: p = &tab[2]; break;
	}
	if (which >= 0 && which <= 2)
		return *p;
	return -1;
}

int either(int which)
{
	int *p = (void *)0;

	switch (which) {
	case 0: p = &tab[0]; break;
	case 1: p = &tab[1]; break;
	}
	if (which == 0 || which == 1)
		return *p;
	return -1;
}

/*
 * check-name: silent: a loop the path counts, the same comparison, a switch's cases
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
