/*
 * Each 'return' of a safe function is checked where it is written, even
 * where sparse would merge two returns into one: 'if (!a) return NULL;
 * return a;' is reported at 'return NULL', as returning NULL, not at
 * 'return a' as returning 'a'.
 */
#define safe __attribute__((safe))
#define NULL ((void *)0)

char *safe first_or_null(char *a);
char *safe first_or_null(char *a)
{
	if (a == NULL)
		return NULL;
	return a;
}

char *safe other_or_null(char *a, char *b);
char *safe other_or_null(char *a, char *b)
{
	if (!a)
		return b;
	return a;
}

/*
 * check-name: each return where it is written, NULL by name
 *
 * check-error-start
warn-return-merged.c:14:24: warning: returning NULL from safe 'first_or_null'
warn-return-merged.c:22:24: warning: returning 'b', not proven non-NULL, from safe 'other_or_null'
 * check-error-end
 */
