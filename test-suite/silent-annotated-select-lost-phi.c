#define safe __attribute__((safe))
extern void use(const char *k safe, const char *v);
extern char *get(char **endp);
void f(char *s safe, int prefix)
{
	char *e, *v = s + 1;
	get(&e);
	while (e && *e == ' ')
		e++;
	if (prefix)
		e = s;
	if (*v == '\0')		/* a second if-converted select */
		v = (void *)0;
	if (!e)
		e = "FIXME";	/* e can no longer be NULL */
	use(e, v);
}

/*
 * check-name: 'x ? x : y' is x where x is not 0, whatever sparse left of x (annotated select_lost_phi.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
