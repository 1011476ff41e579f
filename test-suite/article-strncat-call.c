#define safe __attribute__((safe))

char *strncat(char *s1 safe, char *s2 safe, int n) safe;

static int append(char *safe buf, char *name)
{
	char *end = strncat(buf, "/", 1);

	strncat(end, name, 8);
	return end[0];
}

/*
 * check-name: article: char *strncat(char *s1 safe, char *s2 safe, int n) safe; checks its arguments and trusts its result
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
article-strncat-call.c:9:22: warning: passing 'name', not proven non-NULL, as safe argument 2 of 'strncat'
 * check-error-end
 */
