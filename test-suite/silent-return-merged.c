/*
 * The silent twin of warn-return-merged: each 'return' of a safe function
 * returns what is non-NULL where it is written.
 */
#define safe __attribute__((safe))
#define NULL ((void *)0)

char *safe first_or(char *a, char *safe fallback);
char *safe first_or(char *a, char *safe fallback)
{
	if (a == NULL)
		return fallback;
	return a;
}

char *safe either(char *a, char *safe b);
char *safe either(char *a, char *safe b)
{
	if (!a)
		return b;
	return a;
}

/*
 * check-name: each return non-NULL where it is written
 */
