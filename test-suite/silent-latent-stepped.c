struct z { unsigned char *next_in; int avail; };
extern void note(const char *what);

int sum(struct z *s, int n)
{
	unsigned char *next = s->next_in;
	int t = 0, i;

	if (!s->next_in)
		note("no input");
	for (i = 0; i < n; i++)
		t += *next++;
	return t;
}

/*
 * check-name: silent: a field of a parameter tested, then stepped through in a loop: the NULL comes from the inputs, latent, the callers' to rule out
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
