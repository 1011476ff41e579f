/*
 * The same call in lookup()'s own file: its summary says it returns NULL
 */
int ready;
int *lookup(int key);

int *lookup(int key)
{
	static int slot[4];

	if (!ready)
		return (int *)0;
	return &slot[key & 3];
}

int first(void)
{
	return *lookup(-1);
}

/* a caller that tests what lookup() returns: the file expects its NULL */
int present(void)
{
	return lookup(0) ? 1 : 0;
}

/*
 * check-name: the twin: in lookup()'s own file, its summary is used
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-other-file.c:18:16: warning: dereference of 'lookup()', which may be NULL
warn-summary-other-file.c:12:25:     'lookup()' is NULL where lookup() returns this
 * check-error-end
 */
