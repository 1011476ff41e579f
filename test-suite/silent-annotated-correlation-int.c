#define safe __attribute__((safe))
extern int strncmp(const char *a safe, const char *b safe, unsigned long n);
extern unsigned long strlen(const char *s safe);
int f(const char *str, const char *key safe)
{
	int len = str ? strlen(str) : 0;

	/* len != 0 implies str != NULL */
	if (!len || strncmp(str, key, len) == 0)
		return 1;
	return 0;
}

/*
 * check-name: a test of a phi that '&&', '||' or '?:' left is refined edge by edge (annotated correlation_int.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
