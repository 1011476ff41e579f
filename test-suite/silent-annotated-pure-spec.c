#define safe __attribute__((safe))
extern int strcmp(const char *a safe, const char *b safe) __attribute__((pure));
extern char *get(void);
int f(void)
{
	char *s = get();
	if (s && strcmp(s, "yes") == 0)
		return 1;
	return 0;
}

/*
 * check-name: a pure call stays behind the test that guards it (annotated pure_spec.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
