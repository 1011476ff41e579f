/*
 * The twin of warn-asked-null.c: a constant for which the function does
 * not return NULL (the walk in it, with the arguments given, reaches no
 * return of NULL), a variable (its callers decide: latent), or the
 * result tested: nothing is reported.
 */
struct item {
	int n;
};

static struct item big, made;

static struct item *find(int k)
{
	if (k > 5)
		return &big;
	return (void *)0;
}

static struct item *get(int create)
{
	if (!create)
		return (void *)0;
	return &made;
}

int large(void)
{
	return find(10)->n;
}

int made_one(void)
{
	struct item *it = get(1);

	return it->n;
}

int callers_choice(int k)
{
	return find(k)->n;
}

int tested(void)
{
	struct item *it = find(1);

	if (!it)
		return 0;
	return it->n;
}

/*
 * check-name: silent: a constant argument for which a function of the file returns no NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
