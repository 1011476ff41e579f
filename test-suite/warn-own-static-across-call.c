#define safe __attribute__((safe))
extern char *safe make_word(void);
extern void free(void *p);

static char *safe word(int n)
{
	static char *last = (void *)0;

	if (!n) {
		free(last);
		last = (void *)0;
		return "";
	}
	last = make_word();
	word(n - 1);
	return last;
}

/*
 * check-name: warn: the same static across a call that enters the function again, which sets it NULL
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-own-static-across-call.c:16:16: warning: returning 'last', not proven non-NULL, from safe 'word'
warn-own-static-across-call.c:15:13:     'last' was reloaded after this call
 * check-error-end
 */
