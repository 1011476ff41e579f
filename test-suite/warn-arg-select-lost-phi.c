#define safe __attribute__((safe))
extern void use(const char *k safe, const char *v);
extern char *get(char **endp);
extern char *fallback(void);
void f(char *s safe, int prefix)
{
	char *e, *v = s + 1;
	get(&e);
	while (e && *e == ' ')
		e++;
	if (prefix)
		e = s;
	if (*v == '\0')
		v = (void *)0;
	if (!e)
		e = fallback();	/* may be NULL too */
	use(e, v);
}

/*
 * check-name: 'x ? x : y' is y where x is 0, and y may be NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-select-lost-phi.c:17:13: warning: passing 'e', not proven non-NULL, as safe argument 1 of 'use'
 * check-error-end
 */
