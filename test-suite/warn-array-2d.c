#define safe __attribute__((safe))
extern int strcmp(const char *a safe, const char *b safe);

/* the elements of a two-dimensional array are not safe: not proven */
static const char *m2[][2] = { { "a", "b" }, { "c", (void *)0 } };

int f2(const char *key safe, unsigned i)
{
	return strcmp(key, m2[i][1]);
}

/*
 * check-name: a two-dimensional array of plain pointers: its elements are not proven
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-array-2d.c:9:28: warning: passing 'm2[i][1]', not proven non-NULL, as safe argument 2 of 'strcmp'
 * check-error-end
 */
