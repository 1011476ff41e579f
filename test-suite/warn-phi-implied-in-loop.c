/*
 * The twins of silent-phi-implied-in-loop.c: the test lets a constant
 * source through, or the value not a constant came through both sides.
 */
#define safe __attribute__((safe))
int strlen(const char *a safe);
int strncmp(const char *a safe, const char *b safe, int n);
int count(const char *a);
struct ci { const char *str; };
int cb(const char *k);

/* -1 is not 0: 'if (dirlen)' lets the NULL side through */
void nonzero(const struct ci *ci safe, const char *safe *names safe, int n)
{
	int dirlen = ci->str ? strlen(ci->str) : -1;
	int i;

	for (i = 0; i < n; i++) {
		if (dirlen && strncmp(ci->str, names[i], dirlen) != 0)
			continue;
		cb(names[i]);
	}
}

/* the length is counted whether or not there is a string */
void counted(const struct ci *ci safe, const char *safe *names safe, int n)
{
	int len = count(ci->str);
	int i;

	for (i = 0; i < n; i++)
		if (len && strncmp(ci->str, names[i], len) == 0)
			cb(names[i]);
}

/*
 * check-name: a phi whose constant sources the test lets through proves nothing
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-phi-implied-in-loop.c:19:39: warning: passing 'ci->str', not proven non-NULL, as safe argument 1 of 'strncmp'
warn-phi-implied-in-loop.c:15:22:     'ci->str' is NULL on one side of this test
warn-phi-implied-in-loop.c:32:36: warning: passing 'ci->str', not proven non-NULL, as safe argument 1 of 'strncmp'
 * check-error-end
 */
