/*
 * 'len = s ? strlen(s) : 0;' and, inside a loop, a test of len: where
 * len is not 0 (or, 'dirlen = s ? strlen(s) : -1', where it is more than
 * 0), it came through the side where s is not NULL.  The correlation
 * holds through the loop's join: the phi's block dominates the test.
 */
#define safe __attribute__((safe))
int strlen(const char *a safe);
int strncmp(const char *a safe, const char *b safe, int n);
struct ci { const char *str; };
int cb(const char *k);

void keys(const struct ci *ci safe, const char *safe *keys safe, int n)
{
	int len = ci->str ? strlen(ci->str) : 0;
	int i;

	for (i = 0; i < n; i++)
		if (!len || strncmp(ci->str, keys[i], len) == 0)
			if (cb(keys[i]) <= 0)
				break;
}

void dirs(const struct ci *ci safe, const char *safe *names safe, int n)
{
	int dirlen = ci->str ? strlen(ci->str) : -1;
	int i;

	for (i = 0; i < n; i++) {
		if (dirlen > 0 && strncmp(ci->str, names[i], dirlen) != 0)
			continue;
		cb(names[i]);
	}
}

/*
 * check-name: a phi of constants and one value computed where a pointer is not NULL, tested in a loop, proves the pointer (annotated correlation_in_loop.c)
 * check-command: sparse -Wno-decl $file
 */
