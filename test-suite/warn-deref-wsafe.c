#define safe __attribute__((safe))

static void clear(char *s)
{
	s[0] = '\0';
}

/*
 * check-name: warn-deref: -Wsafe turns on the strict -Wsafe-deref too
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-deref-wsafe.c:5:10: warning: dereference of 's', not proven non-NULL
 * check-error-end
 */
